"""Issue 30, item 7: clicking a citation where no app opens files says so in the window and
offers to show the cited passage and to copy the path."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import QDialog

from app.ui.answer.state import Passage
from tests.gui import scenarios as sc
from tests.gui.test_issue16 import finished

pytestmark = pytest.mark.gui


def test_no_file_launcher_says_so_and_offers_the_passage_and_the_path(
    qtbot: Any, make_window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    tried: list[QUrl] = []

    def no_launcher(url: QUrl) -> bool:
        tried.append(url)
        return False  # what Qt answers when no handler (xdg-open, a desktop) opens the file

    monkeypatch.setattr(QDesktopServices, "openUrl", no_launcher)
    pdf = tmp_path / "printer_manual.pdf"
    window = make_window(sc.ScenarioPipeline(sc.cited([("printer_manual.pdf", 3)])))
    window.ask("Where is the toner?")
    answer = finished(qtbot, window)
    answer.state.passages[("printer_manual.pdf", 3)] = Passage(
        "printer_manual.pdf", 3, str(pdf), "Toner cartridges are kept in cabinet B."
    )
    answer.citations.linkActivated.emit("cite:0")
    assert [u.toLocalFile() for u in tried] == [str(pdf)]
    dialog = window.findChild(QDialog, "noViewerDialog")
    assert dialog is not None and dialog.isVisible()
    assert "No app on this computer opens" in dialog.message.text()
    assert str(pdf) in dialog.message.text() and "page 3" in dialog.message.text()
    assert not dialog.passage.isVisible()
    dialog.show_button.click()
    assert dialog.passage.isVisible()
    assert "cabinet B" in dialog.passage.toPlainText()
    dialog.copy_button.click()
    assert QGuiApplication.clipboard().text() == str(pdf)
    assert dialog.copy_button.text() == "Path copied"
    dialog.reject()


def test_an_opened_file_shows_no_dialog(
    qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: True)
    window = make_window(sc.ScenarioPipeline(sc.cited([("notes.md", None)])))
    window.ask("q")
    answer = finished(qtbot, window)
    answer.citations.linkActivated.emit("cite:0")
    assert window.findChild(QDialog, "noViewerDialog") is None
