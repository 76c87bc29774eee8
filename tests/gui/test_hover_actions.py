"""The answer card's icon action row: drawn only while the pointer is over the card or keyboard
focus is in it (the latest answer's always), keeping its place so nothing jumps; Tab and the
shortcuts still reach it."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QGraphicsOpacityEffect

from tests.gui import scenarios as sc

pytestmark = pytest.mark.gui


def drawn(answer: Any) -> bool:
    """Every visible action button is painted (no opacity effect in force)."""
    buttons = [b for b in answer.action_buttons() if b.isVisibleTo(answer)]
    assert buttons
    states = set()
    for b in buttons:
        effect = b.graphicsEffect()
        states.add(not (isinstance(effect, QGraphicsOpacityEffect) and effect.isEnabled()))
    assert len(states) == 1, "the row shows or hides as one"
    return states.pop()


def two_answers(qtbot: Any, make_window: Any) -> tuple[Any, Any, Any]:
    window = make_window(sc.ScenarioPipeline(sc.upgraded(), sc.upgraded()))
    window.resize(1100, 900)
    for question in ("first question", "second question"):
        window.ask(question)
        qtbot.waitUntil(lambda: not window.bridge.running("answer"), timeout=10_000)
    first, second = window.chat.answers()
    window.chat.ensureWidgetVisible(first)
    qtbot.wait(50)
    return window, first, second


def test_row_shows_on_hover_only_and_keeps_its_place(qtbot: Any, make_window: Any) -> None:
    window, first, second = two_answers(qtbot, make_window)
    assert first.state.done and second.state.done
    # icon buttons, named for screen readers and the pointer
    assert first.copy_button.text() == "" and not first.copy_button.icon().isNull()
    assert first.copy_button.accessibleName() == "Copy"
    assert first.copy_button.toolTip() == "Copy the answer"
    qtbot.mouseMove(window.input.edit, QPoint(5, 5))  # the pointer is away from the cards
    qtbot.waitUntil(lambda: not first.hover.hovered, timeout=2000)
    assert not drawn(first)
    assert drawn(second)  # the latest answer's row is always there
    height = first.height()
    geometry = first.copy_button.geometry()
    assert first.copy_button.isVisible()  # transparent, not removed: it keeps its place

    qtbot.mouseMove(first.body, QPoint(10, 10))
    qtbot.waitUntil(lambda: drawn(first), timeout=2000)
    assert first.height() == height and first.copy_button.geometry() == geometry  # no jump
    qtbot.mouseMove(window.input.edit, QPoint(5, 5))
    qtbot.waitUntil(lambda: not drawn(first), timeout=2000)

    # a third answer: the second is no longer the latest and hides its row too
    window.ask("third question")
    qtbot.waitUntil(lambda: not window.bridge.running("answer"), timeout=10_000)
    assert not drawn(second) and drawn(window.chat.answers()[-1])


def test_keyboard_focus_reveals_the_row_and_tab_and_shortcuts_work(
    qtbot: Any, make_window: Any
) -> None:
    window, first, _second = two_answers(qtbot, make_window)
    qtbot.mouseMove(window.input.edit, QPoint(5, 5))
    qtbot.waitUntil(lambda: not drawn(first), timeout=2000)
    window.activateWindow()
    # Tab reaches the hidden buttons (they stay in the focus chain); focus shows the row
    window.conversations.list.setFocus(Qt.FocusReason.TabFocusReason)
    for _ in range(40):
        if QApplication.focusWidget() in first.action_buttons():
            break
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert QApplication.focusWidget() in first.action_buttons(), QApplication.focusWidget()
    qtbot.waitUntil(lambda: drawn(first), timeout=2000)
    assert first.hover.focus_inside()
    first.copy_button.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.keyClick(first.copy_button, Qt.Key.Key_Space)  # activates the focused button
    assert QGuiApplication.clipboard().text() == first.displayed_text()
    assert first.copy_button.text() == "Copied"
    window.input.edit.setFocus(Qt.FocusReason.TabFocusReason)  # focus leaves the card
    qtbot.waitUntil(lambda: not drawn(first), timeout=2000)
    qtbot.waitUntil(lambda: first.copy_button.text() == "", timeout=3000)
    assert first.copy_button.accessibleName() == "Copy"


def test_icons_follow_the_theme(qtbot: Any, make_window: Any, qapp: Any) -> None:
    from app.ui.answer.action_icons import COLOURS
    from app.ui.base.theme import apply_theme

    window = make_window(sc.ScenarioPipeline(sc.upgraded()))
    window.ask("q")
    qtbot.waitUntil(lambda: not window.bridge.running("answer"), timeout=10_000)
    answer = window.chat.answers()[-1]
    try:
        apply_theme(qapp, "dark")
        assert answer._icon_colour == COLOURS["dark"]
        apply_theme(qapp, "light")
        assert answer._icon_colour == COLOURS["light"]
    finally:
        qapp.setStyleSheet("")
        qapp.setProperty("tandemTheme", None)
