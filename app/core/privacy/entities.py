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
    # Most candidates overlap no other one (one sweep in start order finds them): they are kept
    # whatever the order, and only the rest go through the greedy pass and its SpanSet.
    by_start = sorted(range(len(candidates)), key=lambda i: candidates[i].start)
    alone = bytearray(len(candidates))
    reach = -1  # the furthest end of the candidates before
    for k, i in enumerate(by_start):
        c = candidates[i]
        nxt = candidates[by_start[k + 1]].start if k + 1 < len(by_start) else None
        # Conservative where spans are empty or tie: such a candidate just takes the slow path.
        if reach <= c.start and (nxt is None or (nxt > c.start and nxt >= c.end)):
            alone[i] = 1
        reach = max(reach, c.end)
    ordered = sorted(
        (i for i in range(len(candidates)) if not alone[i]),
        key=lambda i: (
            rank.get(candidates[i].type, len(rank)),
            -(candidates[i].end - candidates[i].start),
            candidates[i].start,
        ),
    )
    keep = alone
    taken = SpanSet()
    for i in ordered:
        cand = candidates[i]
        if not taken.overlaps(cand.start, cand.end):
            keep[i] = 1
            taken.add(cand.start, cand.end)
    # Sorted by start; of equal starts, in the order the greedy pass ranks them.
    kept = [i for i in by_start if keep[i]]
    kept.sort(
        key=lambda i: (
            candidates[i].start,
            rank.get(candidates[i].type, len(rank)),
            -(candidates[i].end - candidates[i].start),
        )
    )
    return [candidates[i] for i in kept]


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
