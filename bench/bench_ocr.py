"""OCR on the device (issue 27 item 6, docs/ARCHITECTURE.md §17): Tandem's path against raw
RapidOCR, in one run, alternating.

- per screenshot: Tandem = ``OcrEngine.aread_input`` (the check and decode of ``images.decode``,
  then the read on the engine's worker: what a picture attached to a question costs) from the
  PNG's bytes; raw = ``RapidOCR()(png_bytes)`` (the library decodes the bytes itself);
- per scanned page: Tandem = ``loaders.load`` of a one-page image-only PDF (pypdf's text layer
  check, the page's picture extracted, then OCR: what indexing a scan costs); raw = RapidOCR on
  the same page as PNG bytes;
- character accuracy: 1 - edit distance / length between the known text and what each read
  (spaces ignored: PP-OCRv4 drops the spaces between Latin words), over every picture; Tandem's
  must equal raw's (the same model on the same pixels).

The pictures are rendered here from known text with Noto Sans CJK (fonts-noto-cjk), Chinese and
English mixed. Medians over ROUNDS rounds; each round runs Tandem then raw on each picture, the
order flipped every round. The 1-minute load average is recorded before and after.

GUI stall: the real window (offscreen, qasync) attaches a pasted screenshot and reads it (what
Ctrl+V does); a 5 ms QTimer probe on the GUI loop (bench_gui.StallProbe) keeps the longest gap
until the thumbnail is there. "raw" is a bare Python thread ticking beside raw RapidOCR run on
the calling thread (bench_gui._thread_probe): what the library itself takes from other threads.
"""

from __future__ import annotations

import asyncio
import io
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

ROUNDS = 3

SCREENSHOTS: list[tuple[str, ...]] = [
    (
        "设置 Settings",
        "云端模型 Cloud model: gpt-4o-mini",
        "超时 Timeout: 30 秒",
        "隐私级别 Privacy level: confidential",
        "保存 Save    取消 Cancel",
    ),
    (
        "Error 502: Bad Gateway",
        "服务器暂时无法处理请求，请稍后重试。",
        "Request ID: 7f3a-91c2-44de",
        "Retry after 120 seconds",
    ),
    (
        "会议纪要 Meeting notes 2026-11-28",
        "1. 预算审批 Budget approved: 48,000 元",
        "2. 上线日期 Launch date: 12月15日",
        "3. 负责人 Owner: 李娜 Li Na",
        "4. 下次会议 Next meeting: Friday 10:00",
    ),
]

PAGE_LINES = [
    (
        "员工手册 Employee handbook",
        "第三章 年假 Chapter 3: Annual leave",
        "员工每年享有十五天带薪年假。",
        "Employees get fifteen days of paid leave a year.",
        "年假申请需提前三天在系统中提交。",
        "Requests are filed three days ahead in the portal.",
        "未使用的年假可顺延至次年三月底。",
        "Unused days carry over until the end of March.",
        "病假需提供医院证明。",
        "Sick leave needs a doctor's note.",
    ),
    (
        "报销流程 Expense claims",
        "单笔超过两百元的报销需要发票原件。",
        "Claims over 200 yuan need the original invoice.",
        "差旅住宿标准：一线城市每晚六百元。",
        "Hotels in tier-one cities: up to 600 yuan a night.",
        "报销单每月五日前提交财务部。",
        "Submit claims to Finance before the 5th of each month.",
        "出租车票需注明出发地和目的地。",
        "Taxi receipts must name the start and the destination.",
    ),
]


def _render(lines: tuple[str, ...], *, size: int, width: int, top: int = 30) -> Any:
    from PIL import Image, ImageDraw, ImageFont

    from tests.support.pictures import cjk_font_path

    path, index = cjk_font_path()
    font = ImageFont.truetype(path, size, index=index)
    step = int(size * 2.0)
    height = max(top * 2 + step * len(lines), int(width * 1.414) if top > 60 else 0)
    img = Image.new("RGB", (width, height), "white")
    draw = ImageDraw.Draw(img)
    for i, line in enumerate(lines):
        draw.text((top, top + i * step), line, fill="black", font=font)
    return img


def _png(img: Any) -> bytes:
    out = io.BytesIO()
    img.save(out, format="PNG")
    return out.getvalue()


def _norm(text: str) -> str:
    return "".join(text.split()).replace("：", ":").replace("，", ",").replace("（", "(")


def _distance(a: str, b: str) -> int:
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def _accuracy(pairs: list[tuple[str, str]]) -> float:
    """Character accuracy over all pictures: 1 - total edits / total reference characters."""
    edits = sum(_distance(_norm(ref), _norm(hyp)) for ref, hyp in pairs)
    total = sum(len(_norm(ref)) for ref, _ in pairs)
    return max(0.0, 1 - edits / total)


def _raw_text(raw: Any, data: bytes) -> str:
    found, _ = raw(data)
    return "\n".join(str(item[1]).strip() for item in found or ())


def _gui_stall(shot: bytes) -> dict[str, float]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["TANDEM_HOME"] = tempfile.mkdtemp(prefix="tandem-bench-ocr-")
    import qasync
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication
    from rapidocr_onnxruntime import RapidOCR

    from app.core.config import Settings
    from app.ui.base.bridge import AsyncBridge
    from app.ui.mainwindow.main_window import MainWindow
    from bench.bench_gui import StallProbe, _thread_probe

    app = QApplication.instance() or QApplication([])
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    gaps: list[float] = []
    busy: list[float] = []

    async def body() -> None:
        settings = Settings()
        settings.ui.first_run_done = True
        window = MainWindow(settings, bridge=AsyncBridge(loop))
        window.show()
        await loop.run_in_executor(None, window.services.ocr().read, _decode(shot))  # load
        probe = StallProbe()
        for _ in range(ROUNDS):
            window.services.ocr()._recent.clear()
            image = QImage.fromData(shot)
            ready = asyncio.Event()
            window.pictures.changed.connect(ready.set)
            probe.start()
            window.attach_pictures(image, [])
            while not window.pictures.items:
                ready.clear()
                await ready.wait()
            window.pictures.changed.disconnect(ready.set)
            await asyncio.sleep(0.05)
            gaps.append(probe.stop())
            busy.append(probe.max_busy_ms)
            window.pictures.take()
            await asyncio.sleep(0.2)
        window.close()

    with loop:
        loop.run_until_complete(body())
    raw = RapidOCR(print_verbose=False)
    raw(shot)
    raw_gaps = [_thread_probe(lambda: raw(shot)) for _ in range(ROUNDS)]
    return {
        "tandem": statistics.median(gaps),
        "busy": statistics.median(busy),
        "raw": statistics.median(raw_gaps),
    }


def _decode(data: bytes) -> Any:
    from app.core.engines.images import ImageInput, decode

    return decode(ImageInput("warm.png", data)).rgb


def run() -> dict[str, Any]:
    from rapidocr_onnxruntime import RapidOCR

    from app.core.engines.images import ImageInput
    from app.core.engines.ocr import OcrEngine
    from app.core.rag import scans
    from app.core.rag.loaders import load

    load_before = os.getloadavg()[0]
    shots = [_png(_render(lines, size=22, width=900)) for lines in SCREENSHOTS]
    pages_img = [_render(lines, size=30, width=1240, top=90) for lines in PAGE_LINES]  # ~150 dpi
    tmp = Path(tempfile.mkdtemp(prefix="bench-ocr-"))
    pdfs = []
    for i, img in enumerate(pages_img):
        pdf = tmp / f"scan{i}.pdf"
        img.save(pdf, format="PDF", resolution=150)
        pdfs.append(pdf)
    pages_png = [_png(img) for img in pages_img]

    engine = OcrEngine()
    raw = RapidOCR(print_verbose=False)
    # warm both (model load is not what is compared)
    raw(shots[0])
    asyncio.run(engine.aread_input(ImageInput("warm.png", shots[0])))
    load(pdfs[0])  # the documents engine (rag/scans.py) loads here

    t_shot: dict[str, list[float]] = {"tandem": [], "raw": []}
    t_page: dict[str, list[float]] = {"tandem": [], "raw": []}
    read_shot: dict[str, list[tuple[str, str]]] = {"tandem": [], "raw": []}
    read_page: dict[str, list[tuple[str, str]]] = {"tandem": [], "raw": []}

    def tandem_shot(i: int, data: bytes) -> str:
        # a fresh name + bytes each time would defeat nothing: the recent-reads cache is keyed by
        # the bytes, so it is cleared to measure the read itself
        engine._recent.clear()
        _, result = asyncio.run(engine.aread_input(ImageInput(f"shot{i}.png", data)))
        return result.text

    for r in range(ROUNDS):
        order = ("tandem", "raw") if r % 2 == 0 else ("raw", "tandem")
        for i, data in enumerate(shots):
            for who in order:
                t0 = time.perf_counter()
                text = tandem_shot(i, data) if who == "tandem" else _raw_text(raw, data)
                t_shot[who].append((time.perf_counter() - t0) * 1000)
                if r == 0:
                    read_shot[who].append(("\n".join(SCREENSHOTS[i]), text))
        for i, pdf in enumerate(pdfs):
            for who in order:
                t0 = time.perf_counter()
                if who == "tandem":
                    text = "\n".join(p.text for p in load(pdf))
                else:
                    text = _raw_text(raw, pages_png[i])
                t_page[who].append((time.perf_counter() - t0) * 1000)
                if r == 0:
                    read_page[who].append(("\n".join(PAGE_LINES[i]), text))
    engine.close()
    scans.release()
    stall = _gui_stall(shots[0])
    load_after = os.getloadavg()[0]

    def m(metric: str, value: float, rawv: float, unit: str, note: str) -> dict[str, Any]:
        return {
            "metric": metric,
            "value": round(value, 4 if unit == "" else 1),
            "raw": round(rawv, 4 if unit == "" else 1),
            "ratio": round(value / rawv, 3) if rawv else None,
            "unit": unit,
            "table_note": note,
        }

    acc_t = _accuracy(read_shot["tandem"] + read_page["tandem"])
    acc_r = _accuracy(read_shot["raw"] + read_page["raw"])
    metrics = [
        m(
            f"OCR per screenshot (900 px wide, 4-5 lines, zh+en), median of {ROUNDS * len(shots)}",
            statistics.median(t_shot["tandem"]),
            statistics.median(t_shot["raw"]),
            "ms",
            "raw RapidOCR on the PNG bytes; Tandem: check + decode + read on its worker",
        ),
        m(
            f"OCR per scanned PDF page (1240x1753, ~150 dpi), median of {ROUNDS * len(pdfs)}",
            statistics.median(t_page["tandem"]),
            statistics.median(t_page["raw"]),
            "ms",
            "raw RapidOCR on the page as PNG; Tandem: loaders.load of the image-only PDF",
        ),
        m(
            f"OCR per screenshot, best of {ROUNDS * len(shots)}",
            min(t_shot["tandem"]),
            min(t_shot["raw"]),
            "ms",
            "the least disturbed reading of each (the machine is shared)",
        ),
        m(
            f"OCR per scanned PDF page, best of {ROUNDS * len(pdfs)}",
            min(t_page["tandem"]),
            min(t_page["raw"]),
            "ms",
            "the least disturbed reading of each (the machine is shared)",
        ),
        m(
            f"character accuracy, {len(shots)} screenshots + {len(pdfs)} pages (spaces ignored)",
            acc_t,
            acc_r,
            "",
            "must equal raw: the same model on the same pixels",
        ),
        m(
            f"GUI stall while a pasted screenshot is read, median of {ROUNDS} maxima",
            stall["tandem"],
            stall["raw"],
            "ms",
            "raw: a bare thread ticking beside RapidOCR (no Qt); target <= 16 ms; "
            f"GUI-thread CPU in the longest gap {stall['busy']:.1f} ms",
        ),
    ]
    return {
        "name": "ocr",
        "metrics": metrics,
        "load_1min_before": load_before,
        "load_1min_after": load_after,
        "cores": os.cpu_count(),
        "samples_ms": {"screenshot": t_shot, "page": t_page},
    }


if __name__ == "__main__":
    result = run()
    out = Path(__file__).resolve().parent / "results" / "ocr.json"
    out.write_text(json.dumps(result, indent=2, ensure_ascii=False) + "\n")
    print(json.dumps(result, indent=2, ensure_ascii=False))
