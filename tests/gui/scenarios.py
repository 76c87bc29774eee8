"""Answer event streams for the outcomes a user must be able to tell apart (issue 16): upgraded,
kept on the device by the privacy gate, redacted then upgraded, a cloud fallback, a local answer
cut at the token limit, an answer with cited documents. Built from the recorded hybrid stream
(``data/hybrid.jsonl``) so the texts and timings are real ones; only the outcome differs.
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from app.core import events as ev
from tests.support.replay import ReplayPipeline, load_events

RECORDED = load_events()
RID = RECORDED[0].request_id
DRAFT_EVENTS = [e for e in RECORDED if isinstance(e, ev.DraftEvent)]
DRAFT = "".join(e.delta for e in DRAFT_EVENTS)
FINAL = RECORDED[-1]
assert isinstance(FINAL, ev.FinalEvent)

ID_QUESTION = "My ID is 110101199003074578, which form do I need for the residence permit?"


def upgraded() -> list[ev.AnyEvent]:
    return list(RECORDED)


def kept_local(rid: str = "kept0001") -> list[ev.AnyEvent]:
    return [
        ev.PrivacyEvent(rid, "restricted", [ev.EntitySpan("CN_ID_CARD", 9, 27)], "local"),
        ev.RouteEvent(rid, "local", ["device"], ["restricted data stays on this device"]),
        ev.RetrievalEvent(rid, []),
        *[ev.DraftEvent(rid, e.delta) for e in DRAFT_EVENTS[:30]],
        ev.FinalEvent(
            rid,
            "local",
            "".join(e.delta for e in DRAFT_EVENTS[:30]),
            level="restricted",
            timings=ev.Timings(310.0, 2400.0, 2410.0),
        ),
    ]


def redacted_upgrade(rid: str = "redact01") -> list[ev.AnyEvent]:
    return [
        ev.PrivacyEvent(rid, "confidential", [ev.EntitySpan("PHONE", 15, 26)], "redact"),
        ev.RouteEvent(rid, "hybrid", ["device", "cloud"], ["hybrid mode"]),
        ev.RetrievalEvent(rid, []),
        *[ev.DraftEvent(rid, e.delta) for e in DRAFT_EVENTS[:12]],
        ev.UploadEvent(rid, "cloud", "public", True, 180),
        ev.UpgradeEvent(rid, "Sure — here is a short note asking for a call back at "),
        ev.UpgradeEvent(rid, "13812345678."),
        ev.FinalEvent(
            rid,
            "cloud",
            "Sure — here is a short note asking for a call back at 13812345678.",
            level="confidential",
            timings=ev.Timings(300.0, 900.0, 1500.0),
            cost=ev.Cost(60, 20, 0.0001),
        ),
    ]


def fallback(reason: str = "timeout", rid: str = "fallbk01") -> list[ev.AnyEvent]:
    draft = "".join(e.delta for e in DRAFT_EVENTS)
    return [
        ev.PrivacyEvent(rid, "public", [], "send"),
        ev.RouteEvent(rid, "hybrid", ["device", "cloud"], ["hybrid mode"]),
        ev.RetrievalEvent(rid, []),
        *[ev.DraftEvent(rid, e.delta) for e in DRAFT_EVENTS],
        ev.UploadEvent(rid, "cloud", "public", False, 221),
        ev.FallbackEvent(rid, reason),  # type: ignore[arg-type]
        ev.FinalEvent(rid, "local", draft, timings=ev.Timings(300.0, 4000.0, 20400.0)),
    ]


def cut_at_limit(limit: int, rid: str = "limit001") -> list[ev.AnyEvent]:
    deltas = [e.delta for e in DRAFT_EVENTS[:limit]]
    return [
        ev.PrivacyEvent(rid, "public", [], "send"),
        ev.RouteEvent(rid, "local", ["device"], ["local mode"]),
        ev.RetrievalEvent(rid, []),
        *[ev.DraftEvent(rid, d) for d in deltas],
        ev.FinalEvent(rid, "local", "".join(deltas), timings=ev.Timings(200.0, 900.0, 905.0)),
    ]


def cited(sources: list[tuple[str, int | None]], rid: str = "cited001") -> list[ev.AnyEvent]:
    hits = [ev.RetrievalHit(s, p, 0.61) for s, p in sources]
    return [
        ev.PrivacyEvent(rid, "internal", [], "send"),
        ev.RouteEvent(rid, "hybrid", ["device", "cloud"], ["hybrid mode"]),
        ev.RetrievalEvent(rid, hits),
        *[ev.DraftEvent(rid, e.delta) for e in DRAFT_EVENTS[:8]],
        ev.UploadEvent(rid, "cloud", "public", False, 400),
        ev.UpgradeEvent(rid, "Full-time employees get 15 days of paid annual leave [1]."),
        ev.FinalEvent(
            rid,
            "cloud",
            "Full-time employees get **15 days** of paid annual leave [1].",
            [ev.Citation(s, p) for s, p in sources],
            "internal",
            ev.Timings(250.0, 700.0, 1300.0),
            ev.Cost(300, 18, 0.0002),
        ),
    ]


class RulesStub:
    """What the window reads from the pipeline's rules: the draft's token limit, the wait."""

    def __init__(self, draft_max_tokens: int = 256, first_token_s: float = 20.0) -> None:
        self.rules = SimpleNamespace(draft_max_tokens=draft_max_tokens, first_token_s=first_token_s)

    def current(self) -> Any:
        return self.rules


class ScenarioPipeline(ReplayPipeline):
    """Plays the next scenario for each question (the last one again when they run out)."""

    def __init__(self, *streams: list[ev.AnyEvent], delay_s: float = 0.0, **rules: Any) -> None:
        super().__init__(streams[0], delay_s)
        self.streams = list(streams)
        self.rules = RulesStub(**rules)

    async def ask(self, request: Any) -> Any:
        if self.streams:
            self.events = self.streams.pop(0) if len(self.streams) > 1 else self.streams[0]
        async for event in super().ask(request):
            yield event
