"""Did the device's answer agree with the upgrade? A cheap comparison, on the device.

The score is the cosine of the two answers' multilingual USE embeddings (the encoder retrieval
already loads: a few milliseconds per answer, Chinese and English alike, a paraphrase scores high
and an answer about something else low), and numbers decide where they are the point: when the
upgrade states a number and the draft states none of its numbers, or ends on another one, the
answers disagree whatever the words say. A draft the upgrade cut short is compared with the
upgrade's beginning of about its length. See docs/ARCHITECTURE.md §6 (the learned estimate).
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence

AGREE_AT = 0.65  # cosine at or above which the device's answer counts as agreeing
NUMBER_MISMATCH = 0.2  # the score of answers whose numbers disagree
_NUMBER = re.compile(r"-?\d[\d,]*(?:\.\d+)?")


def _numbers(text: str) -> list[float]:
    out = []
    for m in _NUMBER.finditer(text):
        try:
            out.append(round(float(m.group().replace(",", "")), 2))
        except ValueError:
            continue
    return out


def numbers_disagree(draft: str, upgrade: str) -> bool:
    """The upgrade's numbers are missing from the draft, or the draft ends on another number.
    Only for short upgrades (a sum, a date, a count), where the number is the answer."""
    if len(upgrade) > 400:
        return False
    want = _numbers(upgrade)
    if not want:
        return False
    got = _numbers(draft)
    if not got or not set(want) & set(got):
        return True
    return got[-1] not in want


def upgrade_span(draft: str, upgrade: str, draft_complete: bool) -> str:
    """What a draft is compared with: all of the upgrade, or for a draft cut short its
    beginning of about the draft's length."""
    if draft_complete:
        return upgrade
    return upgrade[: max(len(draft) * 3 // 2, 40)]


def cosine(a: Sequence[float], b: Sequence[float]) -> float:
    dot = math.fsum(x * y for x, y in zip(a, b, strict=True))
    na = math.sqrt(math.fsum(x * x for x in a))
    nb = math.sqrt(math.fsum(y * y for y in b))
    return dot / (na * nb) if na > 0 and nb > 0 else 0.0


def score(draft: str, upgrade: str, v_draft: Sequence[float], v_upgrade: Sequence[float]) -> float:
    """Agreement in [-1, 1] (at :data:`AGREE_AT` or above: the device's answer did)."""
    if not draft.strip() or not upgrade.strip():
        return 0.0
    cos = cosine(v_draft, v_upgrade)
    if numbers_disagree(draft, upgrade):
        return min(cos, NUMBER_MISMATCH)
    return cos
