"""GUI responsiveness: time from launch to a visible window, and the event loop's longest stall
while an answer streams, while speech is transcribed and while documents are indexed.

Launch: ``python -m app`` (offscreen) prints the milliseconds from process start to the window's
first paint; "raw" is a bare PySide6 QMainWindow measured the same way. Stalls: a 5 ms QTimer
probe on the real qasync loop; a stall is the longest gap between ticks minus the interval;
"raw" is the idle loop for streaming; for transcribing and indexing it is a bare Python thread
ticking beside the engine run directly (no Qt): the engines hold the GIL in numpy / pure-Python
stretches, and no UI code can stall less than that.
"""

from __future__ import annotations

import asyncio
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "data"
PROBE_MS = 5
REPEATS = 3  # each stall figure is the median of three runs' maxima (the machine is shared)

_BARE = """
import os, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow
from app.ui.app import _since_process_start_ms
app = QApplication(sys.argv[:1])
w = QMainWindow(); w.setCentralWidget(QLabel("bare")); w.resize(1100, 720)
class F(QObject):
    def eventFilter(self, o, e):
        if e.type() == QEvent.Type.Paint:
            w.removeEventFilter(self)
            print(f"tandem: window shown {_since_process_start_ms():.0f} ms", flush=True)
            QTimer.singleShot(0, app.quit)
        return False
w.installEventFilter(F(w)); w.show(); app.exec()
"""


def _launch_ms(cmd: list[str], runs: int = 5) -> tuple[float, str]:
    times, line = [], ""
    for _ in range(runs):
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", TANDEM_QUIT_AFTER_SHOW_MS="0")
        env["TANDEM_HOME"] = tempfile.mkdtemp(prefix="tandem-bench-")
        out = subprocess.run(
            cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=60, check=True
        ).stdout
        match = re.search(r"window shown (\d+) ms(.*)", out)
        if match is None:
            raise RuntimeError(f"no first-show line in: {out[-300:]}")
        times.append(float(match.group(1)))
        line = match.group(0)
    return statistics.median(times), line


class StallProbe:
    """Ticks every PROBE_MS on the GUI loop. Keeps the longest gap between ticks (wall clock) and
    the most GUI-thread CPU time spent inside one gap: a long gap with little CPU means the thread
    was waiting (for the GIL, or for a core on a busy machine), not running Tandem's code."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.max_gap_ms = 0.0
        self.max_busy_ms = 0.0
        self._last = time.perf_counter()
        self._last_cpu = time.thread_time()
        self._timer = QTimer()
        self._timer.setInterval(PROBE_MS)
        self._timer.timeout.connect(self._tick)

    def start(self) -> None:
        self.max_gap_ms = self.max_busy_ms = 0.0
        self._last, self._last_cpu = time.perf_counter(), time.thread_time()
        self._timer.start()

    def stop(self) -> float:
        self._timer.stop()
        return max(0.0, self.max_gap_ms - PROBE_MS)

    def _tick(self) -> None:
        now, cpu = time.perf_counter(), time.thread_time()
        self.max_gap_ms = max(self.max_gap_ms, (now - self._last) * 1000)
        self.max_busy_ms = max(self.max_busy_ms, (cpu - self._last_cpu) * 1000)
        self._last, self._last_cpu = now, cpu


def _thread_probe(work: Callable[[], object]) -> float:
    """The "raw" stall: a bare Python thread ticking every PROBE_MS while ``work`` runs on the
    calling thread, no Qt at all. What the engine itself takes from other threads (the GIL)."""
    import threading

    gaps: list[float] = []
    stop = threading.Event()

    def tick() -> None:
        last = time.perf_counter()
        while not stop.is_set():
            time.sleep(PROBE_MS / 1000)
            now = time.perf_counter()
            gaps.append((now - last) * 1000 - PROBE_MS)
            last = now

    thread = threading.Thread(target=tick)
    thread.start()
    time.sleep(0.2)
    gaps.clear()
    try:
        work()
    finally:
        stop.set()
        thread.join()
    return max(gaps, default=0.0)


def _raw_transcribe() -> float:
    import wave

    from app.core.engines.asr import LiveTranscriber, Transcriber

    engine = Transcriber("tiny.en", "en")
    engine.load("tiny.en")
    with wave.open(str(SHARED / "audio" / "dev_01.wav"), "rb") as w:
        pcm = w.readframes(w.getnframes()) + b"\x00\x00" * 8000

    def work() -> None:
        live = LiveTranscriber(engine, "en")
        for i in range(0, len(pcm), 3200):  # 100 ms chunks, as the microphone delivers them
            live.feed(pcm[i : i + 3200])
        live.finish()

    try:
        return _thread_probe(work)
    finally:
        engine.close()


def _raw_index() -> float:
    from app.core.rag.document_store import DocumentStore

    with DocumentStore(Path(tempfile.mkdtemp(prefix="tandem-bench-raw-"))) as store:
        store.embedder.embed(["warm up"])
        return _thread_probe(lambda: store.index([SHARED / "corpus" / "docs"], "raw", "internal"))


async def _until(cond: Callable[[], bool], timeout_s: float) -> None:
    deadline = time.perf_counter() + timeout_s
    while not cond():
        if time.perf_counter() > deadline:
            raise TimeoutError("benchmark step did not finish")
        await asyncio.sleep(0.01)


def _long_stream() -> list[Any]:
    """A long recorded answer, replayed faster than any model: ~1,000 draft tokens of Markdown."""
    from app.core.events import DraftEvent, FinalEvent, UpgradeEvent, UploadEvent
    from tests.support.replay import load_events

    recorded = load_events()
    rid = recorded[0].request_id
    para = "".join(e.delta for e in recorded if isinstance(e, DraftEvent))
    words = [w + " " for w in ("**Draft.** " + para + "\n\n").split(" ")] * 25
    cloud = (recorded[-1].text + "\n\n- point one\n- point two\n\n") * 20  # type: ignore[union-attr]
    events: list[Any] = list(recorded[:3])
    events += [DraftEvent(rid, w) for w in words]
    events.append(UploadEvent(rid, "cloud", "public", False, 221))
    events += [UpgradeEvent(rid, w + " ") for w in cloud.split(" ")]
    events.append(FinalEvent(rid, "cloud", cloud))
    return events


async def _stream(window: Any, probe: StallProbe) -> tuple[float, int]:
    from tests.support.replay import ReplayPipeline

    events = _long_stream()
    window._pipeline_factory = lambda _services: ReplayPipeline(events, delay_s=0.002)
    window._pipeline = None
    window.warm_up()  # what the app does right after showing the window
    await _until(lambda: window._pipeline is not None, 30)
    await asyncio.sleep(0.2)
    probe.start()
    window.ask("stream a long answer")
    answer = window.current_answer
    await _until(lambda: answer.state.done, 120)
    await asyncio.sleep(0.1)
    return probe.stop(), len(events)


async def _transcribe(window: Any, probe: StallProbe) -> float:
    from app.core.engines.asr import LiveTranscriber, Transcriber
    from tests.support.fake_microphone import FakeMicrophone

    engine = Transcriber("tiny.en", "en")
    engine.worker.call(engine.load, "tiny.en")  # model load is not what is measured
    from app.ui.voice.push_to_talk import VoiceInput

    voice = VoiceInput(window.bridge, lambda: LiveTranscriber(engine, "en"))
    done: list[str] = []
    voice.finished.connect(done.append)
    mic = FakeMicrophone(SHARED / "audio" / "dev_01.wav", interval_ms=100, trailing_silence_s=0.5)
    probe.start()
    voice.start(mic)
    await _until(lambda: mic.exhausted, 60)
    voice.stop()
    await _until(lambda: bool(done), 60)
    stall = probe.stop()
    voice.close()
    engine.close()
    return stall


async def _index(window: Any, probe: StallProbe, name: str) -> tuple[float, int]:
    panel = window.documents
    panel.new_collection(name, "internal")
    panel.store.embedder.embed(["warm up"])  # model load is not what is measured
    await _until(lambda: panel.current_collection() == name, 30)
    reports: list[Any] = []
    panel.indexing_finished.connect(reports.append)
    probe.start()
    panel.index([SHARED / "corpus" / "docs"])
    await _until(lambda: bool(reports), 300)
    stall = probe.stop()
    report = reports[0]
    return stall, (report.indexed if report else 0)


def _in_process() -> dict[str, float]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ["TANDEM_HOME"] = tempfile.mkdtemp(prefix="tandem-bench-")
    import qasync
    from PySide6.QtWidgets import QApplication

    from app.core.config import Settings
    from app.ui.base.bridge import AsyncBridge
    from app.ui.mainwindow.main_window import MainWindow

    app = QApplication.instance() or QApplication([])
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    out: dict[str, float] = {}

    async def body() -> None:
        settings = Settings()
        settings.ui.first_run_done = True
        window = MainWindow(settings, bridge=AsyncBridge(loop))
        window.show()
        probe = StallProbe()
        runs: dict[str, list[float]] = {}

        def keep(key: str, gap: float) -> None:
            runs.setdefault(key, []).append(gap)
            runs.setdefault(key + "_busy", []).append(probe.max_busy_ms)

        for i in range(REPEATS):
            probe.start()
            await asyncio.sleep(1.0)
            keep("idle", probe.stop())
            gap, out["events"] = await _stream(window, probe)
            keep("stream", gap)
            keep("transcribe", await _transcribe(window, probe))
            gap, out["indexed"] = await _index(window, probe, f"bench-docs-{i}")
            keep("index", gap)
        out.update({key: statistics.median(values) for key, values in runs.items()})
        window.documents.close_store()
        window.close()

    run: Coroutine[Any, Any, None] = body()
    with loop:
        loop.run_until_complete(run)
    out["raw_transcribe"] = statistics.median(_raw_transcribe() for _ in range(REPEATS))
    out["raw_index"] = statistics.median(_raw_index() for _ in range(REPEATS))
    return out


def run() -> dict[str, Any]:
    load = os.getloadavg()[0]
    tandem_ms, line = _launch_ms([sys.executable, "-m", "app"])
    bare_ms, _ = _launch_ms([sys.executable, "-c", _BARE])
    stalls = _in_process()

    def stall(metric: str, key: str, raw_key: str, note: str) -> dict[str, Any]:
        raw = stalls[raw_key]
        return {
            "metric": metric,
            "value": round(stalls[key], 1),
            "raw": round(raw, 1),
            "ratio": round(stalls[key] / max(raw, 0.1), 2),
            "unit": "ms",
            "note": note,
        }

    def busy(what: str) -> dict[str, Any]:
        return {
            "metric": f"longest GUI-thread busy stretch, {what}",
            "value": round(stalls[what + "_busy"], 1),
            "raw": round(stalls["idle_busy"], 1),
            "ratio": round(stalls[what + "_busy"] / max(stalls["idle_busy"], 0.1), 1),
            "unit": "ms",
            "note": "CPU the GUI thread spent inside one probe gap: Tandem's own work, without"
            " waits for the GIL or for a core; raw = idle loop",
        }

    return {
        "name": "gui",
        "metrics": [
            {
                "metric": "launch to visible window (median of 5)",
                "value": tandem_ms,
                "raw": bare_ms,
                "ratio": round(tandem_ms / bare_ms, 2),
                "unit": "ms",
                "note": "raw = bare PySide6 QMainWindow; "
                + line.split("(", 1)[-1].rstrip(")")
                + f"; load average {load:.1f} on {os.cpu_count()} CPUs",
            },
            stall(
                "event-loop max stall, streaming",
                "stream",
                "idle",
                f"{int(stalls['events'])} events at 500/s; raw = the same probe, idle loop",
            ),
            stall(
                "event-loop max stall, transcribing",
                "transcribe",
                "raw_transcribe",
                "live tiny.en at real time; raw = bare thread probe beside raw LiveTranscriber",
            ),
            stall(
                "event-loop max stall, indexing",
                "index",
                "raw_index",
                f"{int(stalls['indexed'])} files of corpus/docs; raw = bare thread probe beside"
                " DocumentStore.index",
            ),
            busy("stream"),
            busy("transcribe"),
            busy("index"),
        ],
    }


if __name__ == "__main__":
    import json

    print(json.dumps(run(), indent=2))
