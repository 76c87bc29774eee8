"""Issue 30, item 2: Continue extends the same answer in place (no visible "Continue" question,
no new turn or version), the device continuing its own text and a cloud answer the cloud's, and
the "stopped at the length limit" note goes."""

from __future__ import annotations

from typing import Any

import pytest

from app.core import events as ev
from tests.gui import scenarios as sc
from tests.gui.test_issue16 import finished

pytestmark = pytest.mark.gui

CUT = "A write-ahead log records every change"
REST = " before it is applied."  # fewer tokens than the limit: this time it ends


def _cut(source: str, rid: str = "cut00001") -> list[Any]:
    plan = "local" if source == "local" else "cloud"
    draft = [ev.DraftEvent(rid, w + " ") for w in CUT.split(" ")[:-1]] + [
        ev.DraftEvent(rid, CUT.split(" ")[-1])
    ]
    return [
        ev.PrivacyEvent(rid, "public", [], "send"),
        ev.RouteEvent(rid, plan, ["device"] if source == "local" else ["cloud-x"], []),
        *(draft if source == "local" else []),
        ev.FinalEvent(rid, source, CUT),  # type: ignore[arg-type]
    ]


def _rest(source: str, rid: str = "rest0001") -> list[Any]:
    plan = "local" if source == "local" else "cloud"
    return [
        ev.PrivacyEvent(rid, "public", [], "send"),
        ev.RouteEvent(rid, plan, ["device"] if source == "local" else ["cloud-x"], []),
        *[ev.DraftEvent(rid, w + " ") for w in REST.split(" ")],
        ev.FinalEvent(rid, source, CUT + REST),  # type: ignore[arg-type]  # the pipeline's whole text
    ]


@pytest.mark.parametrize("source", ["local", "cloud"])
def test_continue_extends_the_same_answer(qtbot: Any, make_window: Any, source: str) -> None:
    limit = len(CUT.split(" "))
    pipeline = sc.ScenarioPipeline(_cut(source), _rest(source), draft_max_tokens=limit)
    window = make_window(pipeline)
    window.ask("What is a WAL?")
    answer = finished(qtbot, window)
    if source == "cloud":  # the cloud says so in its trace (finish_reason), read by the window
        answer.state.truncated = True
        answer.refresh_view()
    assert answer.notice_kind() == "truncated" and answer.notice_button.text() == "Continue"
    answer.notice_button.click()
    qtbot.waitUntil(lambda: len(pipeline.requests) == 2, timeout=3000)
    request = pipeline.requests[1]
    assert request.question == "What is a WAL?"  # not a visible "Continue" question
    assert request.continues == CUT
    assert request.mode == source  # the device continues its own text, the cloud its own
    qtbot.waitUntil(lambda: answer.state.final is not None, timeout=5000)
    qtbot.waitUntil(lambda: not window.bridge.running("answer"), timeout=5000)
    assert window.chat.answers() == [answer]  # the same card
    assert len(answer.versions) == 1  # not a new version
    assert answer.body.text() == CUT + REST
    assert answer.notice_kind() != "truncated" and "length limit" not in answer.notice.text()
    assert not answer.notice_button.isVisible()
    assert "Continue" not in [
        w.text() for w in window.chat.findChildren(type(answer.notice), "") if w.isVisible()
    ]


def test_a_cut_draft_whose_cloud_failed_says_both_and_offers_continue(
    qtbot: Any, make_window: Any
) -> None:
    """Issue 30, item 9: it showed only the rate-limit notice, with no Continue."""
    fallback = sc.fallback("http_429", rid="cut429")
    tokens = sum(isinstance(e, ev.DraftEvent) for e in fallback)
    pipeline = sc.ScenarioPipeline(fallback, _rest("local"), draft_max_tokens=tokens)
    window = make_window(pipeline)
    window.ask("What is a WAL?")
    answer = finished(qtbot, window)
    assert answer.notice_kind() == "fallback" and answer.state.truncated
    assert "length limit" in answer.notice.text()
    assert answer.notice_button.isVisible() and answer.notice_button.text() == "Retry"
    assert answer.continue_button.isVisible() and answer.continue_button.text() == "Continue"
    answer.continue_button.click()
    qtbot.waitUntil(lambda: len(pipeline.requests) == 2, timeout=3000)
    assert pipeline.requests[1].continues and pipeline.requests[1].mode == "local"
    qtbot.waitUntil(lambda: answer.state.done, timeout=5000)
    assert not answer.continue_button.isVisible()
