"""The spoken draft -> upgrade swap, replayed from recorded answer streams with a fake engine."""

from __future__ import annotations

import dataclasses

from app.core.events import DraftEvent, FallbackEvent, FinalEvent, RouteEvent, UpgradeEvent
from app.core.voice.sentences import split_sentences
from app.core.voice.speech_text import prepare
from app.core.voice.swap import CUES, SpokenSwap, same_sentence
from tests.support.replay import load_events
from tests.support.voice_fakes import play

RID = "r1"


def draft_stream(text: str) -> list[DraftEvent]:
    return [DraftEvent(RID, w) for w in text.replace(" ", " \0").split("\0")]


def upgrade_stream(text: str) -> list[UpgradeEvent]:
    return [UpgradeEvent(RID, w) for w in text.replace(" ", " \0").split("\0")]


def test_recorded_hybrid_stream_draft_first_then_cue_then_upgrade() -> None:
    """hybrid.jsonl: the draft (SmolLM2) and the cloud answer begin differently."""
    events = load_events()
    timeline, swap = play(events, event_interval_s=0.05)
    sources = [s.utterance.source for s in timeline.said]
    assert sources[0] == "draft"
    assert timeline.texts[0].startswith("A write-ahead log is a digital record")
    assert "cue" in sources and sources[sources.index("cue") + 1] == "upgrade"
    assert timeline.texts[sources.index("cue")] == CUES["en"]
    assert swap.decision == {"action": "cue", "skipped": 0}
    upgrade = " ".join(s.utterance.text for s in timeline.said if s.utterance.source == "upgrade")
    assert "write-ahead log (WAL) records every change" in upgrade and "**" not in upgrade
    assert "rolled back" in upgrade
    # never two voices: each utterance starts after the previous one ended
    for a, b in zip(timeline.said, timeline.said[1:], strict=False):
        assert b.start >= a.end - 1e-9
    assert swap.done


def test_first_sentence_starts_as_soon_as_it_is_complete() -> None:
    events = load_events()
    timeline, _ = play(events, event_interval_s=0.05)
    # the draft's first (and only) sentence ends with its last delta; speech starts then
    last_draft = max(i for i, e in enumerate(events) if isinstance(e, DraftEvent))
    assert timeline.said[0].start <= (last_draft + 1) * 0.05 + 1e-9


def test_upgrade_that_begins_the_same_way_continues_without_repeating() -> None:
    """The same recording, with the cloud's final text beginning as the draft did."""
    events = load_events()
    draft = "".join(e.delta for e in events if isinstance(e, DraftEvent))
    final = next(e for e in events if isinstance(e, FinalEvent))
    extra = " It is used by SQLite and PostgreSQL. Writes become durable sooner."
    same = [
        dataclasses.replace(e, text=draft + extra) if isinstance(e, FinalEvent) else e
        for e in events
    ]
    assert final.source == "cloud"
    timeline, swap = play(same, event_interval_s=0.05)
    # every sentence said once, in order: what the draft said is not repeated, no cue
    assert timeline.texts == [prepare(s) for s in split_sentences(draft + extra)]
    assert timeline.said[0].utterance.source == "draft"
    assert timeline.said[-1].utterance.source == "upgrade"
    assert swap.decision is not None and swap.decision["action"] == "continue"
    assert swap.decision["skipped"] >= 1
    assert CUES["en"] not in timeline.texts


def test_swap_waits_for_the_sentence_boundary_and_drops_unsaid_draft() -> None:
    draft = "First point is here. Second point is here. Third point is here."
    events = [
        RouteEvent(RID, plan="hybrid"),
        *draft_stream(draft),
        FinalEvent(RID, source="cloud", text="First point is here. A better second point."),
    ]
    swap = SpokenSwap()
    for e in events[:6]:
        swap.feed(e)
    first = swap.next()
    assert first is not None and first.text == "First point is here."
    for e in events[6:]:
        swap.feed(e)  # the upgrade arrives while the first sentence is being spoken
    nxt = swap.next()  # the boundary: the upgrade takes over, its first sentence already said
    assert nxt is not None and nxt.source == "upgrade" and nxt.text == "A better second point."
    assert swap.next() is None and swap.done
    assert all("Third" not in u.text for u in swap.spoken)


def test_cue_when_already_said_differs_then_resume_after_common_prefix() -> None:
    swap = SpokenSwap()
    for e in draft_stream("Paris is the capital. It has 2 million people. "):
        swap.feed(e)
    said = [swap.next(), swap.next()]
    assert [u.text for u in said if u] == ["Paris is the capital.", "It has 2 million people."]
    swap.feed(
        FinalEvent(RID, source="cloud", text="Paris is the capital. About 2.1 million live there.")
    )
    cue, rest = swap.next(), swap.next()
    assert cue is not None and cue.source == "cue" and cue.text == CUES["en"]
    assert rest is not None and rest.text.startswith("About 2.1 million")
    assert swap.decision == {"action": "cue", "skipped": 1}


def test_chinese_cue() -> None:
    swap = SpokenSwap()
    for e in draft_stream("北京是中国的首都。"):
        swap.feed(e)
    assert swap.next() is not None
    swap.feed(FinalEvent(RID, source="cloud", text="中国的首都是北京，人口约两千万。"))
    cue = swap.next()
    assert cue is not None and cue.text == CUES["zh"] == "更新的回答："


def test_fallback_keeps_the_draft_to_its_end() -> None:
    events = [
        RouteEvent(RID, plan="hybrid"),
        *draft_stream("One. Two. Three"),
        FallbackEvent(RID, reason="timeout"),
        FinalEvent(RID, source="local", text="One. Two. Three"),
    ]
    timeline, swap = play(events)
    assert timeline.texts == ["One.", "Two.", "Three"]
    assert swap.decision is None


def test_cloud_only_plan_speaks_the_cloud_stream_live() -> None:
    text = "The cloud says one thing. Then another."
    events = [
        RouteEvent(RID, plan="cloud"),
        *upgrade_stream(text),
        FinalEvent(RID, source="cloud", text=text),
    ]
    timeline, swap = play(events)
    assert timeline.texts == ["The cloud says one thing.", "Then another."]
    assert timeline.said[0].start < len(events) * 0.05  # before the final arrived
    # the final (restored) text takes over for what was not said yet
    assert swap.decision == {"action": "continue", "skipped": 1}


def test_upgrade_before_any_draft_is_spoken_whole_without_cue() -> None:
    swap = SpokenSwap()
    swap.feed(FinalEvent(RID, source="cloud", text="Only the cloud. Nothing else."))
    assert [swap.next().text, swap.next().text] == ["Only the cloud.", "Nothing else."]  # type: ignore[union-attr]


def test_stop_says_nothing_more() -> None:
    events = load_events()
    timeline, swap = play(events, stop_at_s=0.5)
    assert swap.stopped and swap.done
    assert all(s.start < 0.5 for s in timeline.said)
    assert swap.next() is None


def test_placeholders_in_the_stream_are_restored_before_speaking() -> None:
    swap = SpokenSwap(restore=lambda t: t.replace("[PHONE_1]", "555 0100"))
    swap.feed(FinalEvent(RID, source="cloud", text="Call [PHONE_1] now."))
    u = swap.next()
    assert u is not None and u.text == "Call 555 0100 now." and "[" not in u.text


def test_same_sentence_tolerates_markup_and_small_edits() -> None:
    assert same_sentence("A **write-ahead** log.", "A write-ahead log.")
    assert not same_sentence("Paris has 2 million people.", "About 2.1 million live there.")


def test_upcoming_tells_what_next_hands_out_without_handing_it_out() -> None:
    from app.core.events import DraftEvent, FinalEvent
    from app.core.voice.swap import SpokenSwap

    swap = SpokenSwap()
    assert swap.upcoming() is None
    swap.feed(DraftEvent("r", "First sentence here. Second one follows. "))
    ahead = swap.upcoming()
    assert ahead == swap.upcoming()  # no side effect
    first = swap.next()
    assert first is not None and ahead == (first.text, first.language)
    ahead = swap.upcoming()
    swap.feed(FinalEvent("r", source="cloud", text="A different answer. With two sentences."))
    assert swap.upcoming() is None  # an upgrade is pending: what comes next may change
    nxt = swap.next()
    assert nxt is not None and ahead != (nxt.text, nxt.language)
