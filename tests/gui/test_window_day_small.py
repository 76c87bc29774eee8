"""Issue 30, the small ones in 13 and 14: the diff dialog has a legend and a Close, the F1 list
names every shortcut (Ctrl+D too), one passage is "1 passage", the pin marker is a glyph the
font has."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QDialog, QLabel, QPushButton

from tests.gui import scenarios as sc
from tests.gui.test_issue16 import finished

pytestmark = pytest.mark.gui


def test_diff_dialog_has_a_legend_and_close(qtbot: Any, make_window: Any) -> None:
    window = make_window(sc.ScenarioPipeline(sc.upgraded()))
    window.ask("q")
    answer = finished(qtbot, window)
    answer.show_diff()
    dialog = window.findChild(QDialog, "diffDialog")
    assert dialog is not None and dialog.isVisible()
    legend = dialog.findChild(QLabel, "diffLegend")
    assert legend is not None and "removed from the draft" in legend.text()
    assert "added by the cloud" in legend.text()
    close = dialog.findChild(QPushButton, "diffClose")
    assert close is not None
    close.click()
    qtbot.waitUntil(lambda: window.findChild(QDialog, "diffDialog") is None, timeout=2000)


def test_diff_text_is_dark_on_its_light_marks() -> None:
    from app.core.events import FinalEvent
    from app.ui.answer.state import AnswerState

    state = AnswerState(draft="a b c")
    state.final = FinalEvent("r", "cloud", "a x c")
    diff = state.diff_html()
    assert diff.count("color:#202124") == 2  # readable in the dark theme too


def test_f1_lists_every_shortcut(qtbot: Any, make_window: Any) -> None:
    window = make_window(sc.ScenarioPipeline(sc.upgraded()))
    help_menu = next(c for c in window.children() if type(c).__name__ == "HelpMenu")
    keys = [k for _, k in help_menu.shortcut_rows()]
    assert "Ctrl+D" in keys and "Ctrl+L" in keys and "F1" in keys
    assert len(keys) == len(set(help_menu.shortcut_rows()))


def test_one_passage_is_singular(qtbot: Any) -> None:
    from types import SimpleNamespace

    from app.ui.documents.collection_parts import FilesList

    files = FilesList()
    qtbot.addWidget(files)
    files.show_files(
        {
            "/d/a.md": SimpleNamespace(status="done", chunks=1, error=None),
            "/d/b.md": SimpleNamespace(status="done", chunks=3, error=None),
        }
    )
    states = [files.topLevelItem(i).text(1) for i in range(files.topLevelItemCount())]
    assert states == ["indexed · 1 passage", "indexed · 3 passages"]


def test_the_pin_marker_is_a_glyph_the_font_has(qtbot: Any, make_window: Any) -> None:
    from PySide6.QtGui import QFontMetrics

    window = make_window(sc.ScenarioPipeline(sc.upgraded()))
    window.ask("q")
    finished(qtbot, window)
    window.conversations.toggle_pin()
    items = [window.conversations.list.item(i) for i in range(window.conversations.list.count())]
    from app.ui.chat.conversation_list import ID_ROLE

    [pinned] = [i for i in items if i.data(ID_ROLE) is not None]
    mark = pinned.text()[0]
    assert QFontMetrics(window.conversations.list.font()).inFontUcs4(ord(mark)), hex(ord(mark))


def test_export_says_where_it_wrote_or_why_not(qtbot: Any, make_window: Any, tmp_path: Any) -> None:
    window = make_window(sc.ScenarioPipeline(sc.upgraded()))
    window.ask("q")
    finished(qtbot, window)
    path = window.conversations.export_current(tmp_path / "chat.md")
    assert path is not None and path.is_file()
    assert window.statusBar().currentMessage() == f"Exported to {path}"
    missing = tmp_path / "no" / "such" / "folder" / "chat.md"
    assert window.conversations.export_current(missing) is None
    assert window.statusBar().currentMessage().startswith("Export failed: ")
