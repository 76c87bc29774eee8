"""The vocabulary of the privacy gate: levels, entity types and the span a detector reports.

Kept apart from the detectors so that every family (structured, contact, secrets, names and
addresses, health) speaks the same types without importing each other.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from sortedcontainers import SortedList

from app.core.events import LEVELS as LEVELS  # the one definition of the levels

#: docs/ARCHITECTURE.md §5: which level each entity type puts a text at.
ENTITY_LEVEL: dict[str, str] = {
    "PERSON": "confidential",
    "ORGANIZATION": "confidential",
    "PHONE": "confidential",
    "EMAIL": "confidential",
    "ADDRESS": "confidential",
    "IP_ADDRESS": "confidential",
    "CN_ID_CARD": "restricted",
    "BANK_CARD": "restricted",
    "CREDIT_CARD": "restricted",
    "US_SSN": "restricted",
    "PASSPORT": "restricted",
    "API_KEY": "restricted",
    "PASSWORD": "restricted",
    "PRIVATE_KEY": "restricted",
    "HEALTH": "restricted",
}

#: When two candidate spans overlap, the type earlier here wins (then the longer span).
#: Secrets and checksummed numbers first: they are the most certain and the most harmful.
PRIORITY: tuple[str, ...] = (
    "PRIVATE_KEY",
    "API_KEY",
    "PASSWORD",
    "CN_ID_CARD",
    "CREDIT_CARD",
    "BANK_CARD",
    "US_SSN",
    "EMAIL",
    "IP_ADDRESS",
    "PASSPORT",
    "PHONE",
    "ADDRESS",
    "HEALTH",
    "PERSON",
    "ORGANIZATION",
)


def level_rank(level: str) -> int:
    """Position of ``level`` in :data:`LEVELS` (ValueError for an unknown level)."""
    return LEVELS.index(level)


def max_level(*levels: str) -> str:
    return max(levels, key=level_rank, default="public")


@dataclass(frozen=True, slots=True)
class Entity:
    """One detected span; ``start``/``end`` are Python ``str`` indices into the classified text.

    ``canonical`` is set on a later mention of a name found elsewhere ("Rachel" for "Rachel
    Zheng", mentions.py): the redactor gives both one placeholder and restores the full name.
    """

    type: str
    start: int
    end: int
    text: str
    canonical: str = ""

    def as_json(self) -> dict[str, object]:
        return {"type": self.type, "start": self.start, "end": self.end, "text": self.text}


def resolve_overlaps(candidates: list[Entity]) -> list[Entity]:
    """Keep a non-overlapping subset: higher-priority type first, then the longer span.

    Greedy in that order: a candidate is kept when it overlaps no span kept before it
    (:class:`SpanSet`, O(log n) per test), so O(n log n) overall.
    """
    rank = {t: i for i, t in enumerate(PRIORITY)}
    ordered = sorted(
        candidates, key=lambda e: (rank.get(e.type, len(rank)), -(e.end - e.start), e.start)
    )
    kept: list[Entity] = []
    taken = SpanSet()
    for cand in ordered:
        if not taken.overlaps(cand.start, cand.end):
            kept.append(cand)
            taken.add(cand.start, cand.end)
    return sorted(kept, key=lambda e: e.start)


class SpanSet:
    """Pairwise non-overlapping ``[start, end)`` spans, with an O(log n) overlap test.

    Overlap as the gate has always defined it: ``[s, e)`` overlaps ``[a, b)`` unless ``e <= a``
    or ``s >= b`` (so empty spans at a boundary overlap nothing). The spans are held sorted by
    ``(start, end)`` in sortedcontainers' SortedList; since they never overlap each other, their
    ends rise with their starts, and the only one that can overlap ``[s, e)`` is the last one
    starting before ``e``.
    """

    __slots__ = ("_max_end", "_spans")

    def __init__(self, spans: Iterable[tuple[int, int]] = ()) -> None:
        self._spans: SortedList[tuple[int, int]] = SortedList()
        self._max_end = -1
        for start, end in spans:
            self.add(start, end)

    def overlaps(self, start: int, end: int) -> bool:
        if start >= self._max_end:
            return False  # every span ends by ``start``: the common case, spans found in order
        i = self._spans.bisect_left((end, -1)) - 1  # the last span with span.start < end
        return i >= 0 and bool(self._spans[i][1] > start)

    def add(self, start: int, end: int) -> None:
        """Add a span that overlaps none held (the caller tests :meth:`overlaps` first)."""
        self._spans.add((start, end))
        self._max_end = max(self._max_end, end)
