"""The per-chat system prompt in the window: edited below the question box, sent with every
question of its chat (and no other), kept across a restart, cleared with Clear."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from app.core.store.history import History
from tests.gui import scenarios as sc

pytestmark = pytest.mark.gui

PIRATE = "Answer like a pirate, in two sentences at most."


def ask(qtbot: Any, window: Any, question: str) -> Any:
    pipeline = window._pipeline_factory(window.services)
    before = len(pipeline.requests)
    window.ask(question)
    qtbot.waitUntil(lambda: len(pipeline.requests) > before, timeout=5000)
    qtbot.waitUntil(lambda: not window.bridge.running("answer"), timeout=5000)
    return pipeline.requests[-1]


def test_chat_prompt_is_per_chat_sent_with_its_questions_and_survives_a_restart(
    qtbot: Any, make_window: Any
) -> None:
    pipeline = sc.ScenarioPipeline(sc.upgraded())
    window = make_window(pipeline)
    button = window.system_prompt
    assert button.text() == "System prompt" and button.isVisibleTo(window)
    editor = button.open_editor()
    assert editor.isVisible() and editor.edit.toPlainText() == ""
    qtbot.keyClicks(editor.edit, PIRATE)
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    assert button.text() == "System prompt: on" and PIRATE in button.toolTip()
    # set before the chat's first question: kept for the chat that question creates
    assert ask(qtbot, window, "What is a VPN?").system_prompt == PIRATE
    pirate_chat = window.conversation_id
    assert window.prefs.get(pirate_chat).system_prompt == PIRATE
    assert ask(qtbot, window, "And a proxy?").system_prompt == PIRATE

    window.new_conversation()  # another chat starts without it
    assert button.prompt() == "" and button.text() == "System prompt"
    assert ask(qtbot, window, "Plain question").system_prompt == ""
    plain_chat = window.conversation_id
    window.conversations.select(pirate_chat)
    assert button.prompt() == PIRATE

    # a restart: a second window over the same data home, fresh stores read from disk
    again = sc.ScenarioPipeline(sc.upgraded())
    restarted = make_window(again, history=History())
    restarted.conversations.select(pirate_chat)
    assert restarted.system_prompt.prompt() == PIRATE
    assert ask(qtbot, restarted, "Still a pirate?").system_prompt == PIRATE
    restarted.conversations.select(plain_chat)
    assert restarted.system_prompt.prompt() == ""

    # Clear removes it for that chat only, at once
    restarted.conversations.select(pirate_chat)
    editor = restarted.system_prompt.open_editor()
    assert editor.edit.toPlainText() == PIRATE
    qtbot.mouseClick(editor.clear_button, Qt.MouseButton.LeftButton)
    assert restarted.system_prompt.text() == "System prompt"
    assert restarted.prefs.get(pirate_chat).system_prompt == ""
    assert ask(qtbot, restarted, "No pirate now").system_prompt == ""


def test_cancel_changes_nothing(qtbot: Any, make_window: Any) -> None:
    window = make_window(sc.ScenarioPipeline(sc.upgraded()))
    window.ask("q")
    qtbot.waitUntil(lambda: not window.bridge.running("answer"), timeout=5000)
    cid = window.conversation_id
    window.context.set_system_prompt(cid, "Be brief.")
    window.system_prompt.set_prompt("Be brief.")
    editor = window.system_prompt.open_editor()
    editor.edit.setPlainText("something else")
    qtbot.keyClick(editor, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.system_prompt.editor is None, timeout=2000)
    assert window.prefs.get(cid).system_prompt == "Be brief."
    assert window.system_prompt.prompt() == "Be brief."


def test_ctrl_enter_saves(qtbot: Any, make_window: Any) -> None:
    window = make_window(sc.ScenarioPipeline(sc.upgraded()))
    editor = window.system_prompt.open_editor()
    qtbot.keyClicks(editor.edit, "Be brief.")
    qtbot.keyClick(editor.edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert window.system_prompt.prompt() == "Be brief."
    assert window.context.system_prompt_for(None) == "Be brief."
