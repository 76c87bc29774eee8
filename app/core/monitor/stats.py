"""The one percentile everything Tandem reports uses: the monitor's p50/p95 (exact and from the
daily histograms' rank), the alerts, and every benchmark under bench/.

Nearest rank: the smallest value with at least ``q`` percent of the values at or below it, so the
answer is always a value that was measured, never one interpolated between two.
"""

from __future__ import annotations

import math
from collections.abc import Iterable


def rank(q: float, n: int) -> int:
    """The 1-based position of the ``q``-th percentile among ``n`` sorted values."""
    return min(n, max(1, math.ceil(q / 100 * n)))


def percentile(values: Iterable[float], q: float, ndigits: int | None = None) -> float | None:
    """The ``q``-th percentile (0-100) of ``values`` (any order), rounded to ``ndigits`` when
    given; None when there are no values."""
    ordered = sorted(values)
    if not ordered:
        return None
    value = ordered[rank(q, len(ordered)) - 1]
    return value if ndigits is None else round(value, ndigits)
