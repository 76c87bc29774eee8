"""The answer fold (no Qt): draft, upgrade, fallback, error and the draft->answer diff."""

from __future__ import annotations

from app.core.events import (
    DraftEvent,
    ErrorEvent,
    FallbackEvent,
    FinalEvent,
    RouteEvent,
    UpgradeEvent,
    UploadEvent,
)
from app.ui.answer.state import AnswerState


def test_hybrid_fold() -> None:
    s = AnswerState()
    s.apply(RouteEvent("r1", "hybrid", ["device", "cloud"], ["why"]))
    for d in ("The sky ", "is blue."):
        s.apply(DraftEvent("r1", d))
    assert s.text == "The sky is blue." and not s.upgrading and not s.done
    s.apply(UploadEvent("r1", "deepseek", "public", True, 42))
    s.apply(UpgradeEvent("r1", "The sky "))
    assert s.upgrading and s.provider == "deepseek"
    assert s.text == "The sky is blue."  # the cloud text shows only once final
    s.apply(FinalEvent("r1", "cloud", "The sky looks blue."))
    assert s.done and s.upgraded and s.text == "The sky looks blue."
    assert s.request_id == "r1"
    diff = s.diff_html()
    assert "line-through" in diff and ">is<" in diff and ">looks<" in diff


def test_fallback_keeps_the_draft_and_errors_are_kept() -> None:
    s = AnswerState()
    s.apply(DraftEvent("r2", "local answer"))
    s.apply(FallbackEvent("r2", "timeout"))
    s.apply(FinalEvent("r2", "local", "local answer"))
    assert s.done and not s.upgraded and s.fallback is not None
    assert s.fallback.reason == "timeout" and s.text == "local answer"
    e = AnswerState()
    e.apply(ErrorEvent("r3", "no engine produced an answer"))
    assert e.done and e.error == "no engine produced an answer" and e.text == ""


def test_diff_escapes_html() -> None:
    s = AnswerState(draft="<b>x</b> a")
    s.final = FinalEvent("r", "cloud", "<b>x</b> b")
    assert "<b>" not in s.diff_html() and "&lt;b&gt;" in s.diff_html()
