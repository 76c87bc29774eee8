"""Issue 30, item 14: Tab goes through an answer's icons in the order they are shown, reaches
the citation links, skips the chat area (which showed no focus), and a focused button shows it."""

from __future__ import annotations

from typing import Any

import pytest

from tests.gui import scenarios as sc
from tests.gui.test_issue16 import finished

pytestmark = pytest.mark.gui


def test_tab_follows_the_icons_as_shown(qtbot: Any, make_window: Any) -> None:
    window = make_window(sc.ScenarioPipeline(sc.upgraded()))
    window.ask("q")
    answer = finished(qtbot, window)
    shown = [b for b in answer.action_buttons() if b.isVisibleTo(answer)]
    shown.sort(key=lambda b: (b.y(), b.x()))  # as laid out
    assert len(shown) >= 4
    order, w = [], shown[0]
    for _ in range(len(shown) - 1):
        w = w.nextInFocusChain()
        while w is not None and (not w.isVisibleTo(answer) or w not in shown):
            w = w.nextInFocusChain()
        order.append(w)
    assert order == shown[1:]


def test_citation_links_take_tab_and_the_chat_area_does_not(qtbot: Any, make_window: Any) -> None:
    from PySide6.QtCore import Qt

    window = make_window(sc.ScenarioPipeline(sc.cited([("notes.md", None)])))
    window.ask("q")
    answer = finished(qtbot, window)
    flags = answer.citations.textInteractionFlags()
    assert flags & Qt.TextInteractionFlag.LinksAccessibleByKeyboard
    assert answer.citations.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert not window.chat.focusPolicy() & Qt.FocusPolicy.TabFocus


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_a_focused_send_button_looks_focused(
    qtbot: Any, make_window: Any, qapp: Any, theme: str
) -> None:
    from app.ui.base.theme import apply_theme

    apply_theme(qapp, theme)
    try:
        window = make_window(sc.ScenarioPipeline(sc.upgraded()))
        button = window.input.send_button
        window.input.edit.setFocus()
        qtbot.wait(20)
        plain = button.grab().toImage()
        button.setFocus()
        qtbot.waitUntil(button.hasFocus, timeout=1000)
        qtbot.wait(20)
        focused = button.grab().toImage()
        differing = sum(
            plain.pixel(x, y) != focused.pixel(x, y)
            for x in range(plain.width())
            for y in (0, 1, plain.height() - 1)
        )
        assert differing > plain.width() // 2  # a ring along the edges, not a pixel or two
    finally:
        apply_theme(qapp, "light")
