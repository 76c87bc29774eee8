"""Documents panel with the real DocumentStore (real Chroma, real embedder): indexing a folder
shows progress and lists the files of shared/data/corpus/bad that failed, with reasons."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.gui

BAD = {"truncated.pdf", "random_bytes.txt", "empty.md", "not_really.docx"}


@pytest.mark.integration
@pytest.mark.timeout(180)
def test_indexing_a_folder_shows_progress_and_failed_files(
    qtbot: Any, qloop: Any, services: Any, shared_data: Path
) -> None:
    from app.ui.base.bridge import AsyncBridge
    from app.ui.documents.panel import DocumentsPanel

    panel = DocumentsPanel(AsyncBridge(qloop), services.documents)
    qtbot.addWidget(panel)
    panel.show()
    try:
        with qtbot.waitSignal(panel.collections_changed, timeout=30_000):
            panel.new_collection("bad-files", "confidential")  # off the GUI thread
        assert panel.current_collection() == "bad-files"
        assert panel.label.currentData() == "confidential"
        progress: list[Any] = []
        panel.progress_received.connect(progress.append)
        with qtbot.waitSignal(panel.indexing_finished, timeout=150_000) as done:
            panel.index([shared_data / "corpus" / "bad"])
            assert panel.progress.isVisible() and panel.cancel_button.isVisible()
        report = done.args[0]
        assert report is not None and report.indexed >= 1  # utf16_bom.txt indexes
        assert progress and progress[-1].done == progress[-1].total
        failed = [panel.failed.item(i).text() for i in range(panel.failed.count())]
        names = {line.split(" — ")[0] for line in failed}
        assert names >= BAD and "utf16_bom.txt" not in names
        assert all(" — " in line and line.split(" — ")[1].strip() for line in failed)
        assert "Indexed" in panel.status.text() and not panel.progress.isVisible()
        [row] = [panel.tree.topLevelItem(i) for i in range(panel.tree.topLevelItemCount())]
        assert row.text(0) == "bad-files" and row.text(1) == "confidential"
        assert int(row.text(2)) >= 1
        # cancel: the run stops, the panel says so at once and is usable again
        with qtbot.waitSignal(panel.collections_changed, timeout=30_000):
            panel.new_collection("docs", "internal")
        with qtbot.waitSignal(panel.indexing_finished, timeout=30_000) as cancelled:
            panel.index([shared_data / "corpus" / "docs"])
            panel.cancel_button.click()
        assert cancelled.args[0] is None
        assert panel.status.text() == "Indexing cancelled." and not panel.progress.isVisible()
        assert panel.add_folder_button.isEnabled()
    finally:
        panel.close_store()
