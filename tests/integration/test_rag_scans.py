"""Scanned PDFs and pictures as documents (issue 27 item 5, docs/ARCHITECTURE.md §17): pages with no
text layer are read by the real RapidOCR engine, indexed into real Chroma with the real encoder,
and a search finds them with the page they are on; a broken picture fails in one line while the
rest of the folder indexes; OCR reports its progress page by page."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.core.engines.embeddings import UseEmbedder
from app.core.rag.document_store import DocumentStore, IndexProgress
from app.core.rag.loaders import LoadError, load
from tests.conftest import run_tandem
from tests.support.pictures import png_bytes, render

pytestmark = [pytest.mark.integration, pytest.mark.timeout(600)]

#: One fact a page, each in words found nowhere else in the folder.
PAGE_LINES = (
    ("Printer maintenance guide", "Spare toner is kept in cabinet B.", "Call extension 4711."),
    ("年假制度 Annual leave", "年假申请需提前三天提交。", "Apply three days ahead."),
    ("Parking rules 停车规定", "Visitors park on level minus two.", "访客停在地下二层。"),
)
PICTURE_LINES = ("Cafeteria notice 食堂通知", "Dumplings are served on Thursday.")


def scanned_pdf(path: Path) -> Path:
    """An image-only PDF (what a scanner writes): each page one rendered picture, no text."""
    pages = [render(lines, size=34, width=1100) for lines in PAGE_LINES]
    pages[0].save(path, format="PDF", save_all=True, append_images=pages[1:], resolution=150)
    return path


@pytest.fixture(scope="module")
def embedder() -> UseEmbedder:
    return UseEmbedder()


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    docs = tmp_path / "docs"
    docs.mkdir()
    scanned_pdf(docs / "scan.pdf")
    (docs / "notice.png").write_bytes(png_bytes(render(PICTURE_LINES)))
    good = png_bytes(render(("this one is cut in half",)))
    (docs / "broken.jpg").write_bytes(good[: len(good) // 2])
    (docs / "plain.md").write_text("The walrus budget is due on Friday.", encoding="utf-8")
    return docs


def test_a_scanned_pdf_has_no_text_layer_and_loads_by_ocr(tmp_path: Path) -> None:
    from pypdf import PdfReader

    pdf = scanned_pdf(tmp_path / "scan.pdf")
    assert all(not (p.extract_text() or "").strip() for p in PdfReader(pdf).pages)
    pages = load(pdf)
    assert [p.number for p in pages] == [1, 2, 3]
    assert "cabinet B" in pages[0].text
    assert "提前三天" in pages[1].text
    assert "地下二层" in pages[2].text


def test_a_broken_picture_fails_in_one_line(tmp_path: Path) -> None:
    good = png_bytes(render(("half",)))
    (tmp_path / "cut.png").write_bytes(good[: len(good) // 2])
    (tmp_path / "fake.webp").write_bytes(b"not a picture at all" * 10)
    for name in ("cut.png", "fake.webp"):
        with pytest.raises(LoadError) as info:
            load(tmp_path / name)
        message = str(info.value)
        assert "\n" not in message and 0 < len(message) <= 200, message
    blank = tmp_path / "blank.png"
    from PIL import Image

    Image.new("RGB", (400, 200), "white").save(blank)
    with pytest.raises(LoadError, match="no text found"):
        load(blank)


@pytest.mark.parametrize("worker", [False, True], ids=["in-process", "index-worker"])
def test_folder_with_scan_picture_and_broken_image(
    folder: Path, tmp_path: Path, embedder: UseEmbedder, worker: bool
) -> None:
    events: list[IndexProgress] = []
    with DocumentStore(tmp_path / "index", embedder=embedder, index_worker=worker) as store:
        report = store.index([folder], "scans", progress=events.append)
        failed = {Path(p).name: e for p, e in report.failed}
        assert set(failed) == {"broken.jpg"} and "\n" not in failed["broken.jpg"]
        assert report.indexed == 3  # scan.pdf, notice.png, plain.md
        # OCR cost as progress: the scan's pages, in order, before the file is done
        scan = [e.fraction for e in events if e.status == "indexing" and e.path.endswith(".pdf")]
        assert scan and scan[-1] == 1.0 and scan == sorted(scan) and len(set(scan)) >= 3
        assert any(e.status == "indexing" and e.path.endswith("notice.png") for e in events)

        hits = store.search("年假申请需要提前几天提交", ["scans"], k=3)
        assert hits[0].source == "scan.pdf" and hits[0].page == 2, hits
        hits = store.search("where do visitors park", ["scans"], k=3)
        assert hits[0].source == "scan.pdf" and hits[0].page == 3, hits
        hits = store.search("when are dumplings served", ["scans"], k=3)
        assert hits[0].source == "notice.png" and hits[0].page is None, hits
        again = store.index([folder], "scans")
        assert again.unchanged == 3 and again.indexed == 0  # no second OCR of unchanged files


def test_cli_index_and_search_cite_the_page(folder: Path, cli_env: dict[str, str]) -> None:
    done = run_tandem(["index", str(folder), "--collection", "scans", "--json"], cli_env)
    assert done.returncode == 0, done.stderr
    lines = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    final = lines[-1]
    assert final["indexed"] == 3
    assert [Path(f["path"]).name for f in final["failed"]] == ["broken.jpg"]
    fractions = [e["fraction"] for e in lines if e.get("status") == "indexing" and "fraction" in e]
    assert fractions and max(fractions) == 1.0
    done = run_tandem(
        ["search", "停车规定 访客停在哪里", "--collection", "scans", "--json"], cli_env
    )
    assert done.returncode == 0, done.stderr
    top = json.loads(done.stdout)["hits"][0]
    assert top["source"] == "scan.pdf" and top["page"] == 3, top
    # an answer from the scan cites its page (the bundled model, on the device)
    args = ["ask", "Where do visitors park?", "--collection", "scans", "--mode", "local"]
    done = run_tandem([*args, "--no-cache", "--json"], cli_env, timeout=300)
    assert done.returncode == 0, done.stderr
    final = json.loads(done.stdout.splitlines()[-1])
    assert final["event"] == "final", final
    assert {"source": "scan.pdf", "page": 3} in [
        {"source": c["source"], "page": c["page"]} for c in final["citations"]
    ], final["citations"]
