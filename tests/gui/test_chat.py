"""The chat flow against a replayed real event stream: draft, in-place upgrade, badge, Stop,
preemption, flip/diff, the why panel, and history round trips."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from tests.support.replay import ReplayPipeline, load_events

pytestmark = pytest.mark.gui

EVENTS = load_events()
DRAFT = "".join(e.delta for e in EVENTS if e.kind == "draft")
FINAL = EVENTS[-1].text  # type: ignore[union-attr]


def type_and_enter(qtbot: Any, window: Any, text: str) -> None:
    window.input.edit.setFocus()
    qtbot.keyClicks(window.input.edit, text)
    qtbot.keyClick(window.input.edit, Qt.Key.Key_Return)


def test_typed_question_shows_draft_then_upgrade_then_badge(qtbot: Any, make_window: Any) -> None:
    pipeline = ReplayPipeline(EVENTS, delay_s=0.02)
    window = make_window(pipeline)
    type_and_enter(qtbot, window, "What is a write-ahead log?")
    assert window.input.edit.toPlainText() == ""  # Enter sent it
    answer = window.chat.answers()[0]
    # the draft streams first, marked as a draft from the device
    qtbot.waitUntil(lambda: DRAFT[:20] in answer.body.text(), timeout=5000)
    assert answer.badge_state() == "draft"
    assert "device" in answer.badge.text()
    assert "write-ahead log**" not in answer.body.text()  # no cloud text yet
    # then the cloud answer replaces it in the same widget, with provenance
    qtbot.waitUntil(lambda: answer.state.final is not None, timeout=10000)
    assert window.chat.answers() == [answer]
    assert "write-ahead log" in answer.body.text() and "rolled back" in answer.body.text()
    assert DRAFT[:30] not in answer.body.text()
    assert answer.badge_state() == "upgraded"
    assert answer.badge.text().startswith("Upgraded") and "cloud" in answer.badge.text()
    [request] = pipeline.requests
    assert request.question == "What is a write-ahead log?"
    assert request.conversation_id == window.conversation_id is not None
    qtbot.waitUntil(lambda: not window.bridge.running("answer"))
    assert window.input.send_button.isVisibleTo(window)


def test_shift_enter_breaks_the_line_without_sending(qtbot: Any, make_window: Any) -> None:
    pipeline = ReplayPipeline(EVENTS)
    window = make_window(pipeline)
    window.input.edit.setFocus()
    qtbot.keyClicks(window.input.edit, "line one")
    qtbot.keyClick(window.input.edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyClicks(window.input.edit, "line two")
    assert window.input.edit.toPlainText() == "line one\nline two"
    assert pipeline.requests == [] and window.chat.answers() == []


def test_stop_cancels_within_a_moment(qtbot: Any, make_window: Any) -> None:
    pipeline = ReplayPipeline(EVENTS, delay_s=0.2)
    window = make_window(pipeline)
    window.ask("slow one")
    answer = window.chat.answers()[0]
    qtbot.waitUntil(lambda: answer.state.draft != "", timeout=5000)
    assert window.input.stop_button.isVisibleTo(window)
    loop = asyncio.get_event_loop()
    t0 = loop.time()
    qtbot.mouseClick(window.input.stop_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not window.bridge.running("answer"), timeout=1000)
    assert loop.time() - t0 < 0.5
    qtbot.waitUntil(lambda: answer.state.cancelled, timeout=1000)
    assert answer.badge_state() == "stopped"
    assert pipeline.cancelled + pipeline.closed >= 1  # the stream itself was closed
    assert answer.state.final is None
    kept = answer.body.text()
    qtbot.wait(300)
    assert answer.body.text() == kept  # nothing arrives after Stop
    assert window.input.send_button.isVisibleTo(window)


def test_new_question_preempts_the_running_answer(qtbot: Any, make_window: Any) -> None:
    pipeline = ReplayPipeline(EVENTS, delay_s=0.05)
    window = make_window(pipeline)
    window.ask("first")
    first = window.chat.answers()[0]
    qtbot.waitUntil(lambda: first.state.draft != "", timeout=5000)
    window.ask("second")
    second = window.chat.answers()[1]
    qtbot.waitUntil(lambda: first.state.cancelled, timeout=1000)
    qtbot.waitUntil(lambda: second.state.final is not None, timeout=15000)
    assert first.state.final is None and second.state.upgraded
    assert [r.question for r in pipeline.requests] == ["first", "second"]
    assert pipeline.requests[0].conversation_id == pipeline.requests[1].conversation_id


def test_flip_back_to_draft_diff_and_why(qtbot: Any, make_window: Any) -> None:
    window = make_window(ReplayPipeline(EVENTS, delay_s=0.0))
    window.ask("q")
    answer = window.chat.answers()[0]
    qtbot.waitUntil(lambda: answer.state.final is not None, timeout=10000)
    assert answer.flip_button.isVisibleTo(answer)
    qtbot.mouseClick(answer.flip_button, Qt.MouseButton.LeftButton)
    assert answer.body.text() == DRAFT
    assert answer.badge_state() == "draft"
    qtbot.mouseClick(answer.flip_button, Qt.MouseButton.LeftButton)
    assert "rolled back" in answer.body.text()
    diff = answer.state.diff_html()
    assert "line-through" in diff and "rolled" in diff
    dialog = window.show_why(answer.state)
    qtbot.addWidget(dialog)
    html = dialog.text()
    assert "device draft, then cloud" in html and "public" in html  # the plan in words
    assert "cloud (public zone): 221 characters, as typed" in html
    assert "first token 650 ms" in html
    assert "55 in / 62 out" in html


def test_flipping_an_upgrade_feeds_the_router(qtbot: Any, make_window: Any) -> None:
    class Recording(ReplayPipeline):
        def __init__(self) -> None:
            super().__init__(EVENTS, delay_s=0.0)
            self.verdicts: list[tuple[str, bool | None]] = []

        def record_verdict(self, request_id: str, *, accepted: bool | None = None) -> bool:
            self.verdicts.append((request_id, accepted))
            return True

    pipeline = Recording()
    window = make_window(pipeline)
    window.ask("q")
    answer = window.chat.answers()[0]
    qtbot.waitUntil(lambda: answer.state.final is not None, timeout=10000)
    qtbot.waitUntil(lambda: window._pipeline is not None, timeout=5000)
    qtbot.mouseClick(answer.flip_button, Qt.MouseButton.LeftButton)  # back to the draft
    qtbot.mouseClick(answer.flip_button, Qt.MouseButton.LeftButton)  # and to the upgrade again
    rid = answer.state.request_id
    assert rid
    assert pipeline.verdicts == [(rid, False), (rid, True)]


def test_conversations_search_rename_delete_export(
    qtbot: Any, make_window: Any, tmp_path: Path
) -> None:
    from app.core.store.history import History

    history = History()
    a = history.create_conversation("Receipts")
    history.add_message(a, "user", "差旅报销需要哪些票据？")
    history.add_message(a, "assistant", "发票和行程单。", draft_text="发票", source="cloud")
    b = history.create_conversation("Other")
    history.add_message(b, "user", "nothing")
    window = make_window(ReplayPipeline(EVENTS), history=history)
    conv = window.conversations
    assert sorted(conv.ids()) == sorted([a, b])
    conv.select(a)
    assert window.conversation_id == a
    [answer] = window.chat.answers()
    assert answer.body.text() == "发票和行程单。" and answer.badge_state() == "upgraded"
    conv.search.setText("报销")  # keyClicks cannot type CJK
    assert conv.ids() == [a] and "票据" in conv.list.item(0).text()
    conv.search.clear()
    conv.refresh(select=a)
    conv.rename_current("Travel receipts")
    assert history.get_conversation(a).title == "Travel receipts"
    md = conv.export_current(tmp_path / "c.md")
    assert md is not None and md.read_text(encoding="utf-8").startswith("# Travel receipts")
    js = conv.export_current(tmp_path / "c.json")
    assert (
        js is not None
        and json.loads(js.read_text(encoding="utf-8"))["messages"][1]["source"] == "cloud"
    )
    conv.delete_current(confirm=False)
    assert [c.id for c in history.list_conversations()] == [b]
    assert conv.ids() == [b]


def test_failures_surface_in_one_place(qtbot: Any, make_window: Any) -> None:
    class Broken(ReplayPipeline):
        def __init__(self) -> None:
            super().__init__(EVENTS)

        async def ask(self, request: Any) -> Any:
            yield EVENTS[0]
            raise RuntimeError("engine exploded")

    window = make_window(Broken())
    window.ask("q")
    answer = window.chat.answers()[0]
    qtbot.waitUntil(lambda: answer.state.error is not None, timeout=3000)
    assert answer.badge_state() == "error" and answer.badge.text() == "Failed"
    assert "Engine exploded" in answer.notice.text() and answer.notice.isVisibleTo(answer)
    assert answer.notice_button.isVisibleTo(answer) and answer.notice_button.text() == "Retry"
    assert "engine exploded" in window.last_error
    assert "engine exploded" in window.statusBar().currentMessage()


def test_a_long_failure_wraps_and_never_widens_the_answer(qtbot: Any, make_window: Any) -> None:
    """The reason is in the notice, word-wrapped; the badge stays one short word (a long badge
    pushed the card wider than the chat, clipping every answer's right edge)."""
    why = "the local model's process stopped (exit code -9) " * 6

    class Crashed(ReplayPipeline):
        def __init__(self) -> None:
            super().__init__(EVENTS)

        async def ask(self, request: Any) -> Any:
            yield EVENTS[0]
            raise RuntimeError(why)

    window = make_window(Crashed())
    window.resize(900, 600)
    window.ask("q")
    answer = window.chat.answers()[0]
    qtbot.waitUntil(lambda: answer.state.error is not None, timeout=3000)
    qtbot.wait(50)
    assert answer.badge.sizeHint().width() < 120
    viewport = answer.parentWidget()
    while viewport is not None and viewport.objectName() != "qt_scrollarea_viewport":
        viewport = viewport.parentWidget()
    assert viewport is not None
    assert answer.width() <= viewport.width()
