"""Issue 30, item 8 (and 13's undo bar): at the default 1100×720, opening Documents, Monitor or
both leaves the chat its room (cards, footers and a question box of usable width), the docks
open at a sensible width, and the sidebar does not grow."""

from __future__ import annotations

from typing import Any

import pytest

from tests.gui import scenarios as sc
from tests.gui.test_issue16 import finished

pytestmark = pytest.mark.gui


@pytest.mark.parametrize("which", ["documents", "monitor", "both"])
def test_docks_do_not_squeeze_the_chat_at_the_default_size(
    qtbot: Any, make_window: Any, which: str
) -> None:
    from PySide6.QtWidgets import QDockWidget

    from app.ui.monitor.dock import install_monitor

    window = make_window(sc.ScenarioPipeline(sc.upgraded()))
    window.resize(1100, 720)
    monitor = window.findChild(QDockWidget, "monitorDock") or install_monitor(window)
    window.ask("What is a write-ahead log and why do databases use one?")
    answer = finished(qtbot, window)
    docks = {"documents": [window.documents_dock], "monitor": [monitor]}.get(
        which, [window.documents_dock, monitor]
    )
    for dock in docks:
        dock.show()
    qtbot.wait(200)
    assert window.width() <= 1100  # the window itself did not grow to make room
    assert window.height() <= 720  # nor taller: docks in one area share it as tabs
    assert not docks[-1].visibleRegion().isEmpty()  # the dock just opened is in front
    assert window.chat.width() >= 440, window.chat.width()
    assert window.input.edit.width() >= 240, window.input.edit.width()  # not three words wide
    assert window.conversations.width() <= 270, window.conversations.width()
    for dock in docks:
        assert 300 <= dock.width() <= 420, (dock.objectName(), dock.width())
    # the answer's footer (its actions and stats) fits in the card
    footer = answer.stats
    assert footer.geometry().right() <= answer.width(), (footer.geometry(), answer.width())


def test_deleting_a_chat_does_not_widen_the_sidebar(qtbot: Any, make_window: Any) -> None:
    window = make_window(sc.ScenarioPipeline(sc.upgraded()))
    window.resize(1100, 720)
    window.ask("A question with a long title that goes on and on about write-ahead logs")
    finished(qtbot, window)
    before = window.conversations.width()
    window.conversations.delete_current(confirm=True)  # the button: Undo shows
    qtbot.waitUntil(lambda: window.conversations.undo_bar.isVisible(), timeout=3000)
    qtbot.wait(50)
    assert window.conversations.width() <= before + 2
