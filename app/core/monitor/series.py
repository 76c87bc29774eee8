"""Requests over time, in buckets, for the charts of the panel and the report: answers by final
source, cloud calls (the cloud-call fraction), fallbacks, p95 time to the final answer, spend.

One grouped query for the counts and one narrow scan for the percentiles; 30 days of 100,000
requests come back in well under the panel's 200 ms render budget. See docs/ARCHITECTURE.md.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from app.core.monitor import window_reader
from app.core.monitor.metrics import CLOUD_ANSWER_SQL, Window
from app.core.store.traces import SqlValue, TraceStore, sql_float

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
    if width >= 86400:  # whole days: buckets on UTC days, so the daily histograms fit them
        start = math.floor(window.end / 86400) * 86400 - (n - 1) * 86400
    s = Series(width, [start + i * width for i in range(n)])
    s.local, s.cloud, s.failed, s.uploads, s.fallbacks = ([0] * n for _ in range(5))
    s.usd = [0.0] * n

    def bucket(ts: float) -> int:
        return min(max(int((ts - start) // width), 0), n - 1)

    rows: list[tuple[SqlValue, ...]] = []
    if width >= 3600:  # whole hours from the roll-ups, the ragged edges from the index
        span = window_reader.Span.of(window.start, window.end)
        if span.end_unit > span.first_unit:
            rows += store.read(
                "SELECT hour * 3600.0, source, SUM(n), SUM(uploaded * n), "
                "SUM((fallback != '') * n), SUM(usd) FROM request_rollup "
                "WHERE hour >= ? AND hour < ? GROUP BY hour, source",
                (span.first_unit, span.end_unit),
            )
        where, params = span.edge_sql()
    else:
        where, params = "(ts >= ? AND ts <= ?)", (window.start, window.end)
    rows += store.read(
        f"SELECT ts, source, 1, uploaded, fallback IS NOT NULL, usd FROM request_index "
        f"WHERE {where}",
        params,
    )
    for ts, source, count, up, fb, usd in rows:
        i = bucket(sql_float(ts))
        target = s.local if source == "local" else s.cloud if source == "cloud" else s.failed
        target[i] += int(sql_float(count))
        s.uploads[i] += int(sql_float(up))
        s.fallbacks[i] += int(sql_float(fb))
        s.usd[i] += sql_float(usd)
    s.p95_final_ms = _p95_by_bucket(store, window, bucket, n, width)
    return s


def _p95_by_bucket(
    store: TraceStore, window: Window, bucket: Callable[[float], int], n: int, width: float
) -> list[float | None]:
    """The cloud's p95 time to the final answer per bucket (daily histograms for day buckets):
    the headline's figure (metrics.py's CLOUD_ANSWER_SQL), bucket by bucket."""
    metric = "final|source|cloud"
    per: list[window_reader.Timings] = [window_reader.Timings() for _ in range(n)]
    where = "(ts >= ? AND ts <= ?)"
    params: tuple[float, ...] = (window.start, window.end)
    if width >= 86400:
        days = window_reader.Span.of(window.start, window.end, 86400.0)
        for t in per:
            t.exact = False
        if days.end_unit > days.first_unit:
            for day, b, count in store.read(
                "SELECT day, bin, n FROM latency_hist WHERE metric = ? AND day >= ? AND day < ?",
                (metric, days.first_unit, days.end_unit),
            ):
                per[bucket(sql_float(day) * 86400.0)].bins[metric][int(sql_float(b))] += int(
                    sql_float(count)
                )
            where, params = days.edge_sql()
    for ts, final in store.read(
        f"SELECT ts, final_ms FROM request_index WHERE {where} AND {CLOUD_ANSWER_SQL}",
        params,
    ):
        per[bucket(sql_float(ts))].add_value(metric, sql_float(final))
    return [t.dist(metric)["p95"] for t in per]  # type: ignore[misc]
