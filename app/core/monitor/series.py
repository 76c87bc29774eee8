"""Requests over time, in buckets, for the charts of the panel and the report: answers by final
source, cloud calls (the cloud-call fraction), fallbacks, p95 time to the final answer, spend.

One grouped query for the counts and one narrow scan for the percentiles; 30 days of 100,000
requests come back in well under the panel's 200 ms render budget. See docs/ARCHITECTURE.md.
"""

from __future__ import annotations

import math
import time
from collections import defaultdict
from dataclasses import dataclass, field

from app.core.monitor.metrics import Window, percentile
from app.core.store.traces import TraceStore

#: Bucket width for the documented windows (seconds): 1h in 5 min, 24h in hours, 7d in 6 hours,
#: 30d in days.
_BUCKETS = {3600.0: 300.0, 86400.0: 3600.0, 7 * 86400.0: 6 * 3600.0, 30 * 86400.0: 86400.0}


def bucket_width(span_s: float) -> float:
    for span, width in sorted(_BUCKETS.items()):
        if span_s <= span:
            return width
    return span_s / 30


@dataclass
class Series:
    """Per bucket (oldest first): its start (epoch seconds) and what happened in it."""

    width_s: float
    starts: list[float] = field(default_factory=list)
    local: list[int] = field(default_factory=list)
    cloud: list[int] = field(default_factory=list)
    failed: list[int] = field(default_factory=list)  # errors and cancellations
    uploads: list[int] = field(default_factory=list)
    fallbacks: list[int] = field(default_factory=list)
    p95_final_ms: list[float | None] = field(default_factory=list)
    usd: list[float] = field(default_factory=list)

    def labels(self) -> list[str]:
        fmt = "%H:%M" if self.width_s < 86400 else "%m-%d"
        if 3600 < self.width_s < 86400:
            fmt = "%m-%d %H:%M"
        return [time.strftime(fmt, time.localtime(s)) for s in self.starts]

    def cloud_fraction(self) -> list[float | None]:
        out: list[float | None] = []
        for up, lo, cl, fa in zip(self.uploads, self.local, self.cloud, self.failed, strict=True):
            total = lo + cl + fa
            out.append(up / total if total else None)
        return out


def compute_series(store: TraceStore, window: Window) -> Series:
    width = bucket_width(window.end - window.start)
    n = max(1, math.ceil((window.end - window.start) / width))
    start = window.end - n * width
    s = Series(width, [start + i * width for i in range(n)])
    s.local, s.cloud, s.failed, s.uploads, s.fallbacks = ([0] * n for _ in range(5))
    s.usd = [0.0] * n
    rows = store.read(
        "SELECT CAST((ts - ?) / ? AS INTEGER) AS b, source, COUNT(*), SUM(uploaded), "
        "SUM(fallback IS NOT NULL), SUM(usd) FROM request_index WHERE ts >= ? AND ts <= ? "
        "GROUP BY b, source",
        (start, width, window.start, window.end),
    )
    for b, source, count, up, fb, usd in rows:
        i = min(max(int(b), 0), n - 1)
        target = s.local if source == "local" else s.cloud if source == "cloud" else s.failed
        target[i] += count
        s.uploads[i] += up or 0
        s.fallbacks[i] += fb or 0
        s.usd[i] += usd or 0.0
    finals: dict[int, list[float]] = defaultdict(list)
    for b, final in store.read(
        "SELECT CAST((ts - ?) / ? AS INTEGER), final_ms FROM request_index "
        "WHERE ts >= ? AND ts <= ? AND final_ms IS NOT NULL AND source = 'cloud'",
        (start, width, window.start, window.end),
    ):
        finals[min(max(int(b), 0), n - 1)].append(final)
    s.p95_final_ms = [
        percentile(sorted(finals[i]), 95) if finals.get(i) else None for i in range(n)
    ]
    return s
