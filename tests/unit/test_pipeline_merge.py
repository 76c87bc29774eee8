"""The draft/cloud merge on its own: every interleaving, no clock, no engines."""

from __future__ import annotations

from app.core.engines.base import Token
from app.core.engines.cloud_llm import CloudError
from app.core.events import UpgradeEvent, UploadEvent
from app.core.pipeline.merge import Merge
from app.core.pipeline.state import CloudDone, DraftDone

UP = UploadEvent("r", "cloud", "public", False, 10)


def up(text: str) -> UpgradeEvent:
    return UpgradeEvent("r", text)


def run(merge: Merge, items: list[object]) -> tuple[list[str], list[int]]:
    """What was shown (kind:text) and after which items the draft was stopped."""
    shown: list[str] = []
    stops: list[int] = []
    for i, item in enumerate(items):
        step = merge.feed(item)
        if step.stop_draft:
            stops.append(i)
        for e in step.emit:
            shown.append(f"{e.kind}:{getattr(e, 'delta', '')}")
    return shown, stops


def hybrid() -> Merge:
    return Merge("r", draft=True, cloud=True)


def test_upload_is_shown_at_once_and_upgrades_wait_for_a_running_draft() -> None:
    m = hybrid()
    shown, stops = run(m, [UP, Token("a"), up("X"), Token("b"), DraftDone(None), CloudDone(None)])
    assert shown == ["upload:", "draft:a", "draft:b", "upgrade:X"]
    assert stops == [] and not m.open and not m.draft_stopped


def test_a_complete_cloud_answer_cuts_a_shown_draft_short() -> None:
    m = hybrid()
    shown, stops = run(m, [UP, Token("a"), up("X"), CloudDone(None), Token("late")])
    assert shown == ["upload:", "draft:a", "upgrade:X"]
    assert stops == [3] and m.draft_stopped and m.draft_shown


def test_a_complete_cloud_answer_drops_a_draft_that_has_not_started() -> None:
    m = hybrid()
    m.feed(UP)
    shown, stops = run(m, [CloudDone(None), Token("late")])
    assert shown == [] and stops == [0] and not m.draft_shown and not m.open


def test_the_first_upgrade_token_stops_a_draft_that_has_not_started() -> None:
    m = hybrid()
    shown, stops = run(m, [UP, up("X"), Token("late"), up("Y"), CloudDone(None)])
    assert shown == ["upload:", "upgrade:X", "upgrade:Y"]
    # The cloud's stream is the answer: the unseen draft stops at once (its cores go back to
    # the request), and a token already on its way is never shown (issue 30, item 15).
    assert stops == [1] and m.draft_stopped and m.draft_hidden and not m.draft_shown
    assert m.hidden_text == "" and not m.open


def test_a_cloud_that_breaks_after_its_first_token_leaves_no_draft_running() -> None:
    m = hybrid()
    err = CloudError("malformed", "bad chunk")
    shown, stops = run(m, [UP, up("X"), CloudDone(err), Token("a"), DraftDone(None)])
    assert shown == ["upload:", "upgrade:X"]  # no draft event after an upgrade
    # the device answers afresh (execute._settle: local_after_cloud), not from the draft
    assert stops == [1] and m.draft_hidden and m.cloud_error is err and not m.open


def test_a_failed_cloud_leaves_the_draft_running_and_its_tokens_follow_it() -> None:
    m = hybrid()
    err = CloudError("http_5xx", "down")
    shown, stops = run(m, [UP, Token("a"), up("part"), CloudDone(err), Token("b"), DraftDone(None)])
    assert shown == ["upload:", "draft:a", "draft:b", "upgrade:part"]
    assert stops == [] and m.cloud_error is err and not m.draft_stopped


def test_a_local_plan_shows_the_draft_only() -> None:
    m = Merge("r", draft=True, cloud=False)
    exc = RuntimeError("broken")
    shown, _ = run(m, [Token("a"), DraftDone(exc)])
    assert shown == ["draft:a"] and m.draft_error is exc and not m.open


def test_a_cloud_plan_streams_the_cloud_at_once() -> None:
    m = Merge("r", draft=False, cloud=True)
    shown, stops = run(m, [UP, up("X"), CloudDone(None)])
    assert shown == ["upload:", "upgrade:X"] and stops == []
