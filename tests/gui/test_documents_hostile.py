"""The documents panel with a folder holding a FIFO and a symlink to /dev/zero (issue 18 item 3):
indexing finishes instead of hanging the window, and both are listed with the reason."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

pytestmark = [
    pytest.mark.gui,
    pytest.mark.integration,
    pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX"),
]


@pytest.mark.timeout(180)
def test_a_fifo_in_a_folder_is_listed_as_skipped(
    qtbot: Any, qloop: Any, services: Any, tmp_path: Path
) -> None:
    from app.ui.base.bridge import AsyncBridge
    from app.ui.documents.panel import DocumentsPanel

    folder = tmp_path / "docs"
    folder.mkdir()
    os.mkfifo(folder / "pipe.md")
    (folder / "zero.txt").symlink_to("/dev/zero")
    (folder / "note.md").write_text("The printer code is 8812.", encoding="utf-8")
    panel = DocumentsPanel(AsyncBridge(qloop), services.documents)
    qtbot.addWidget(panel)
    panel.show()
    try:
        with qtbot.waitSignal(panel.collections_changed, timeout=30_000):
            panel.new_collection("docs", "internal")  # off the GUI thread
        with qtbot.waitSignal(panel.indexing_finished, timeout=150_000) as done:
            panel.index([folder])
        report = done.args[0]
        assert report is not None and report.indexed == 1 and len(report.skipped) == 2
        listed = [panel.failed.item(i).text() for i in range(panel.failed.count())]
        assert any(line.startswith("pipe.md — a FIFO") for line in listed), listed
        assert any(line.startswith("zero.txt — a character device") for line in listed), listed
        assert "failed 2" in panel.status.text()  # could not be indexed: failed or skipped
        if os.environ.get("TANDEM_SHOT"):
            panel.grab().save(os.environ["TANDEM_SHOT"])
    finally:
        panel.close_store()
