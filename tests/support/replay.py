"""A pipeline stand-in that replays a recorded event stream (docs/ARCHITECTURE.md §9).

``data/hybrid.jsonl`` was recorded from the real :class:`app.core.pipeline.Pipeline` (bundled
SmolLM2 draft, loopback cloud) with ``tandem ask --json``; ``ReplayPipeline`` plays it back with
a delay between events so the UI sees a real-looking stream, and honours cancellation.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from dataclasses import fields
from pathlib import Path
from typing import Any

from app.core import events as ev
from app.core.store.traces import TraceStore

DATA = Path(__file__).resolve().parents[1] / "gui" / "data"

_KINDS: dict[str, type[Any]] = {
    cls.kind: cls
    for cls in (
        ev.PrivacyEvent,
        ev.RouteEvent,
        ev.RetrievalEvent,
        ev.DraftEvent,
        ev.UploadEvent,
        ev.UpgradeEvent,
        ev.FallbackEvent,
        ev.FinalEvent,
        ev.ErrorEvent,
    )
}


def event_from_dict(d: dict[str, Any]) -> ev.AnyEvent:
    cls = _KINDS[d["event"]]
    names = {f.name for f in fields(cls)}
    kw = {k: v for k, v in d.items() if k in names}
    if cls is ev.PrivacyEvent:
        kw["entities"] = [ev.EntitySpan(**e) for e in kw.get("entities", [])]
    if cls is ev.RetrievalEvent:
        kw["hits"] = [ev.RetrievalHit(**h) for h in kw.get("hits", [])]
    if cls is ev.FinalEvent:
        kw["citations"] = [ev.Citation(**c) for c in kw.get("citations", [])]
        kw["timings"] = ev.Timings(**kw.get("timings", {}))
        kw["cost"] = ev.Cost(**kw.get("cost", {}))
    return cls(**kw)  # type: ignore[no-any-return]


def load_events(name: str = "hybrid.jsonl") -> list[ev.AnyEvent]:
    lines = (DATA / name).read_text(encoding="utf-8").splitlines()
    return [event_from_dict(json.loads(line)) for line in lines if line.strip()]


class ReplayPipeline:
    """Plays ``events`` for every question; ``delay_s`` between events; records requests."""

    def __init__(self, events: list[ev.AnyEvent], delay_s: float = 0.01) -> None:
        self.events = events
        self.delay_s = delay_s
        self.requests: list[Any] = []
        self.cancelled = 0
        self.closed = 0
        self._traces: TraceStore | None = None

    @property
    def traces(self) -> TraceStore:
        """An empty trace store in the test's data home: a replayed answer has no trace."""
        if self._traces is None:
            self._traces = TraceStore()
        return self._traces

    def record_verdict(
        self, request_id: str, *, accepted: bool | None = None, edited: bool | None = None
    ) -> bool:
        return False

    def close(self) -> None:
        if self._traces is not None:
            self._traces.close()
            self._traces = None

    async def ask(self, request: Any) -> AsyncIterator[ev.AnyEvent]:
        self.requests.append(request)
        try:
            for event in self.events:
                await asyncio.sleep(self.delay_s)
                yield event
        except asyncio.CancelledError:
            self.cancelled += 1
            raise
        except GeneratorExit:
            self.closed += 1
            raise
