"""Reading one window of requests: whole hours from the roll-ups, ragged edges from the index.

Counts are exact for any window. Percentiles are exact while the window holds at most
:data:`EXACT_LIMIT` answered requests (their timings are read one by one); above that they come
from the daily histograms (whole UTC days, the edges one by one), within 2.5% (bins are 5% wide
and the middle of a bin is reported).
See :mod:`app.core.store.request_rollup` and docs/ARCHITECTURE.md §12 (monitor).
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TypedDict

from app.core.monitor.stats import percentile, rank
from app.core.store.request_rollup import DIMS, MEASURES, from_bin, timing_metrics, to_bin
from app.core.store.traces import SqlValue, TraceStore, sql_float, sql_text

EXACT_LIMIT = 20_000

_INDEX_MEASURES = ", ".join(f"SUM({sql})" for _, sql in MEASURES)
_ROLLUP_MEASURES = ", ".join(f"SUM({m})" for m, _ in MEASURES)


@dataclass(frozen=True)
class Span:
    """Whole units (hours or days) ``[first_unit, end_unit)`` and the edges outside them, as ts ranges."""

    first_unit: int
    end_unit: int
    edges: tuple[tuple[float, float], ...]

    @classmethod
    def of(cls, start: float, end: float, unit: float = 3600.0) -> Span:
        """Whole ``unit``s (hours, or days with 86400) inside ``[start, end]``, and the rest."""
        hs, he = math.ceil(start / unit), math.floor(end / unit)
        if hs >= he:
            return cls(0, 0, ((start, end),))
        return cls(hs, he, ((start, hs * unit), (he * unit, end)))

    def edge_sql(self) -> tuple[str, tuple[float, ...]]:
        """A WHERE clause (and its parameters) for the edges; the last edge includes its end."""
        parts, params = [], []
        for i, (a, b) in enumerate(self.edges):
            last = i == len(self.edges) - 1
            parts.append(f"(ts >= ? AND ts {'<=' if last else '<'} ?)")
            params += [a, b]
        return "(" + " OR ".join(parts) + ")", tuple(params)


class Group(TypedDict):
    """Requests that share every one of :data:`DIMS`, and their summed measures."""

    plan: str  # NOT NULL in the index, as are source, status and mode
    source: str
    status: str
    mode: str
    fallback: str | None
    endpoint: str | None
    uploaded: int
    level: str | None
    kept_local: int
    n: float
    usd: float
    tokens_in: float
    tokens_out: float
    escalated: float
    rescued: float
    local_errors: float
    redacted: float
    cloud_errors: float


def groups(store: TraceStore, span: Span) -> list[Group]:
    """Requests grouped by :data:`DIMS`, with their measures (``n``, ``usd``, ...; NULL: 0)."""
    rows: list[tuple[SqlValue, ...]] = []
    dims = ", ".join(DIMS)
    if span.end_unit > span.first_unit:
        rows += store.read(
            f"SELECT {dims}, {_ROLLUP_MEASURES} FROM request_rollup "
            f"WHERE hour >= ? AND hour < ? GROUP BY {dims}",
            (span.first_unit, span.end_unit),
        )
    where, params = span.edge_sql()
    rows += store.read(
        f"SELECT {dims}, {_INDEX_MEASURES} FROM request_index WHERE {where} GROUP BY {dims}",
        params,
    )
    out: list[Group] = []
    for row in rows:
        d = dict(zip(DIMS, row[: len(DIMS)], strict=True))
        m = dict(zip((m for m, _ in MEASURES), row[len(DIMS) :], strict=True))

        def dim(name: str, d: dict[str, SqlValue] = d) -> str | None:
            return sql_text(d[name]) or None  # the roll-up keeps NULL as ""

        def text(name: str, d: dict[str, SqlValue] = d) -> str:
            return sql_text(d[name]) or ""

        def measure(name: str, m: dict[str, SqlValue] = m) -> float:
            return sql_float(m[name])

        out.append(
            {
                "plan": text("plan"),
                "source": text("source"),
                "status": text("status"),
                "mode": text("mode"),
                "fallback": dim("fallback"),
                "endpoint": dim("endpoint"),
                "uploaded": int(sql_float(d["uploaded"])),
                "level": dim("level"),
                "kept_local": int(sql_float(d["kept_local"])),
                "n": measure("n"),
                "usd": measure("usd"),
                "tokens_in": measure("tokens_in"),
                "tokens_out": measure("tokens_out"),
                "escalated": measure("escalated"),
                "rescued": measure("rescued"),
                "local_errors": measure("local_errors"),
                "redacted": measure("redacted"),
                "cloud_errors": measure("cloud_errors"),
            }
        )
    return out


class Timings:
    """Per metric (``final|plan|cloud``, ``ttfb|endpoint|cloud``, ``load||``): the values, or a
    histogram of them; :meth:`dist` gives ``{"n", "p50", "p95"}`` either way."""

    def __init__(self) -> None:
        self.values: dict[str, list[float]] = defaultdict(list)
        self.bins: dict[str, dict[int, int]] = defaultdict(lambda: defaultdict(int))
        self.exact = True

    def add_value(self, metric: str, value: float) -> None:
        if self.exact:
            self.values[metric].append(value)
        else:
            self.bins[metric][to_bin(value)] += 1

    def metrics(self) -> set[str]:
        return set(self.values) | set(self.bins)

    def dist(self, metric: str) -> dict[str, float | int | None]:
        if self.exact:
            values = sorted(self.values.get(metric, []))
            return {"n": len(values), "p50": _nearest(values, 50), "p95": _nearest(values, 95)}
        hist = sorted((b, n) for b, n in self.bins.get(metric, {}).items() if n > 0)
        total = sum(n for _, n in hist)
        return {"n": total, "p50": _hist_rank(hist, total, 50), "p95": _hist_rank(hist, total, 95)}


def _nearest(values: list[float], q: float) -> float | None:
    return percentile(values, q, ndigits=1)


def _hist_rank(hist: list[tuple[int, int]], total: int, q: float) -> float | None:
    """The same nearest rank as :func:`~app.core.monitor.stats.percentile`, over the bins."""
    if not total:
        return None
    wanted, seen = rank(q, total), 0
    for b, n in hist:
        seen += n
        if seen >= wanted:
            return round(from_bin(b), 1)
    return round(from_bin(hist[-1][0]), 1)


_TIMING_SELECT = "SELECT plan, source, status, endpoint, first_ms, final_ms, ttfb_ms, device_load"


def _rows_to_metrics(rows: Iterable[tuple[SqlValue, ...]], timings: Timings) -> None:
    keys = ("plan", "source", "status", "endpoint", "first_ms", "final_ms", "ttfb_ms",
            "device_load")  # fmt: skip
    for row in rows:
        for metric, value in timing_metrics(dict(zip(keys, row, strict=True))):
            timings.add_value(metric, value)


def timings(store: TraceStore, window: tuple[float, float], answered: int) -> Timings:
    """The window's timings: one by one when few, else from the daily histograms."""
    out = Timings()
    span = Span.of(window[0], window[1], 86400.0)
    if answered <= EXACT_LIMIT or span.end_unit <= span.first_unit:
        _rows_to_metrics(
            store.read(
                f"{_TIMING_SELECT} FROM request_index WHERE ts >= ? AND ts <= ? AND status = 'ok'",
                window,
            ),
            out,
        )
        return out
    out.exact = False
    for metric, b, n in store.read(
        "SELECT metric, bin, SUM(n) FROM latency_hist WHERE day >= ? AND day < ? "
        "GROUP BY metric, bin",
        (span.first_unit, span.end_unit),
    ):
        out.bins[str(sql_text(metric))][int(sql_float(b))] += int(sql_float(n))
    where, params = span.edge_sql()
    _rows_to_metrics(
        store.read(f"{_TIMING_SELECT} FROM request_index WHERE {where} AND status = 'ok'", params),
        out,
    )
    return out


def spend_by_hour(store: TraceStore, span: Span) -> list[tuple[int, str | None, float]]:
    """(UTC hour, endpoint, usd) for hours with spend."""
    rows: list[tuple[SqlValue, ...]] = []
    if span.end_unit > span.first_unit:
        rows += store.read(
            "SELECT hour, endpoint, SUM(usd) FROM request_rollup WHERE hour >= ? AND hour < ? "
            "AND usd > 0 GROUP BY hour, endpoint",
            (span.first_unit, span.end_unit),
        )
    where, params = span.edge_sql()
    rows += store.read(
        f"SELECT CAST(ts / 3600 AS INTEGER), endpoint, SUM(usd) FROM request_index "
        f"WHERE {where} AND usd > 0 GROUP BY 1, 2",
        params,
    )
    return [(int(sql_float(h)), sql_text(ep) or None, sql_float(usd)) for h, ep, usd in rows]
