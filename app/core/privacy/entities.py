"""The vocabulary of the privacy gate: levels, entity types and the span a detector reports.

Kept apart from the detectors so that every family (structured, contact, secrets, names and
addresses, health) speaks the same types without importing each other.
"""

from __future__ import annotations

from dataclasses import dataclass

from app.core.events import LEVELS as LEVELS  # the one definition of the levels

#: docs/ARCHITECTURE.md §5: which level each entity type puts a text at.
ENTITY_LEVEL: dict[str, str] = {
    "PERSON": "confidential",
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
)


def level_rank(level: str) -> int:
    """Position of ``level`` in :data:`LEVELS` (ValueError for an unknown level)."""
    return LEVELS.index(level)


def max_level(*levels: str) -> str:
    return max(levels, key=level_rank, default="public")


@dataclass(frozen=True, slots=True)
class Entity:
    """One detected span; ``start``/``end`` are Python ``str`` indices into the classified text."""

    type: str
    start: int
    end: int
    text: str

    def as_json(self) -> dict[str, object]:
        return {"type": self.type, "start": self.start, "end": self.end, "text": self.text}


def resolve_overlaps(candidates: list[Entity]) -> list[Entity]:
    """Keep a non-overlapping subset: higher-priority type first, then the longer span."""
    rank = {t: i for i, t in enumerate(PRIORITY)}
    ordered = sorted(
        candidates, key=lambda e: (rank.get(e.type, len(rank)), -(e.end - e.start), e.start)
    )
    kept: list[Entity] = []
    for cand in ordered:
        if all(cand.end <= k.start or cand.start >= k.end for k in kept):
            kept.append(cand)
    return sorted(kept, key=lambda e: e.start)
