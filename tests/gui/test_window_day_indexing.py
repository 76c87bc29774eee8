"""Issue 30, item 13: indexing shows its progress from the start, with the real DocumentStore
(real Chroma, real embedder): the bar has its total and the file list its rows while the run
goes on, not only an indeterminate bar and an empty list until it ends."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

pytestmark = pytest.mark.gui


@pytest.mark.integration
@pytest.mark.timeout(240)
def test_indexing_shows_the_total_and_the_files_as_it_goes(
    qtbot: Any, qloop: Any, services: Any, shared_data: Path
) -> None:
    from app.ui.base.bridge import AsyncBridge
    from app.ui.documents.panel import DocumentsPanel

    panel = DocumentsPanel(AsyncBridge(qloop), services.documents)
    qtbot.addWidget(panel)
    panel.show()
    try:
        with qtbot.waitSignal(panel.collections_changed, timeout=30_000):
            panel.new_collection("docs", "internal")
        seen: list[tuple[str, int, int]] = []  # (status, bar maximum, file rows) as shown

        def after_the_panel(p: Any) -> None:  # queued behind the panel's own slot
            if not panel.progress.isVisible():
                return
            seen.append((p.status, panel.progress.maximum(), panel.files.topLevelItemCount()))

        panel.progress_received.connect(after_the_panel, Qt.ConnectionType.QueuedConnection)
        docs = shared_data / "corpus" / "docs"
        total = len([p for p in docs.iterdir() if p.is_file()])
        with qtbot.waitSignal(panel.indexing_finished, timeout=200_000) as done:
            panel.index([docs])
        assert done.args[0] is not None and done.args[0].indexed >= 1
        assert seen, "no progress was shown before the run ended"
        first_status, first_max, first_rows = seen[0]
        # The first thing shown is a file being read, with the run's total (the bar counts
        # hundredths of a file, so a scan read by OCR moves page by page): no bar spinning with
        # no number until a whole batch is written.
        assert first_status == "reading" and first_max == total * 100 and first_rows >= 1
        before_end = [rows for status, _m, rows in seen if status == "reading"]
        assert max(before_end) >= total - 1  # every file had its row while the run went on
        # At the end the list is the collection's, with passages ("1 passage" when one).
        states = [
            panel.files.topLevelItem(i).text(1) for i in range(panel.files.topLevelItemCount())
        ]
        assert any("passage" in s for s in states) and "indexing…" not in states
    finally:
        panel.close_store()
