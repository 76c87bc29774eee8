"""Nothing slow on the GUI thread (docs/ARCHITECTURE.md §7): while indexing holds the store's
lock for a batch, relabelling a collection (which rewrites every chunk's metadata) and switching
its watch flag return to the event loop at once; the change lands when the batch is done."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest

pytestmark = [pytest.mark.gui, pytest.mark.integration]

MAX_GUI_MS = 50.0


class StallProbe:
    """The longest gap between 5 ms timer ticks: how long the event loop was blocked."""

    def __init__(self) -> None:
        from PySide6.QtCore import QTimer

        self.timer = QTimer()
        self.timer.setInterval(5)
        self.timer.timeout.connect(self._tick)
        self.last = 0.0
        self.max_gap_ms = 0.0

    def _tick(self) -> None:
        now = time.perf_counter()
        if self.last:
            self.max_gap_ms = max(self.max_gap_ms, (now - self.last) * 1000)
        self.last = now

    def start(self) -> None:
        self.last, self.max_gap_ms = 0.0, 0.0
        self.timer.start()

    def stop(self) -> float:
        self.timer.stop()
        return self.max_gap_ms


def _timed(fn: Any) -> float:
    t0 = time.perf_counter()
    fn()
    return (time.perf_counter() - t0) * 1000


@pytest.mark.timeout(240)
def test_relabel_and_watch_during_indexing_do_not_block_the_event_loop(
    qtbot: Any,
    qloop: Any,
    services: Any,
    shared_data: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import shutil

    from app.core.rag import indexer
    from app.ui.base.bridge import AsyncBridge
    from app.ui.documents.panel import DocumentsPanel

    monkeypatch.setattr(indexer, "BATCH_FILES", 1)  # a batch per file: the lock is taken often
    docs = tmp_path / "docs"
    shutil.copytree(shared_data / "corpus" / "docs", docs)
    panel = DocumentsPanel(AsyncBridge(qloop), services.documents)
    qtbot.addWidget(panel)
    panel.show()
    try:
        with qtbot.waitSignal(panel.collections_changed, timeout=30_000):
            panel.new_collection("docs", "internal")
        assert panel.current_collection() == "docs"
        progress: list[Any] = []
        panel.progress_received.connect(progress.append)
        with qtbot.waitSignal(panel.indexing_finished, timeout=200_000) as finished:
            panel.index([docs])
            qtbot.waitUntil(lambda: bool(progress), timeout=120_000)  # a batch is written
            assert panel.bridge.running("index")
            probe = StallProbe()
            probe.start()
            panel.label.setCurrentIndex(panel.label.findData("confidential"))
            relabel_ms = _timed(lambda: panel.label.activated.emit(panel.label.currentIndex()))
            watch_ms = _timed(panel.watch.click)
            qtbot.wait(200)  # the event loop keeps turning while the batch holds the lock
            gap_ms = probe.stop()
        report = finished.args[0]
        assert report is not None and report.indexed == len(list(docs.iterdir()))
        assert relabel_ms < MAX_GUI_MS, f"relabel blocked the GUI thread {relabel_ms:.0f} ms"
        assert watch_ms < MAX_GUI_MS, f"watch switch blocked the GUI thread {watch_ms:.0f} ms"
        # Loose bound: two shared cores, and the embedder runs beside the event loop.
        assert gap_ms < 1000, gap_ms
        qtbot.waitUntil(
            lambda: (
                panel.tree.topLevelItemCount() == 1
                and panel.tree.topLevelItem(0).text(1) == "confidential"
            ),
            timeout=30_000,
        )
        # Every chunk carries the new label, those written before the relabel and after it.
        store = panel.store
        record = store.manifest.collection("docs")
        assert record is not None and record.label == "confidential" and record.watch
        metas = store.chroma_collection(record).get(include=["metadatas"])["metadatas"]
        assert metas and {m["label"] for m in metas} == {"confidential"}
    finally:
        panel.close_store()
