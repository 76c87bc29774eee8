"""Hourly roll-ups of the request index, kept up to date as requests are indexed, so that adding
up 30 days of 100,000 requests reads a few thousand rows instead of every request.

Two tables: ``request_rollup`` holds, per UTC hour and per combination of the dimensions the
monitor groups by (plan, source, status, mode, fallback, endpoint, uploaded, level, kept_local),
the number of requests and the sums of their cost, tokens and flags; ``latency_hist`` holds, per
UTC day, a histogram of each timing (geometric bins 5% wide), from which percentiles are read to
within 2.5%. A window is read as its whole hours (days) from here plus its ragged edges from the
index itself, so counts are exact for any window. See docs/ARCHITECTURE.md §12 (monitor).
"""

from __future__ import annotations

import math
import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

DIMS = ("plan", "source", "status", "mode", "fallback", "endpoint", "uploaded", "level",
        "kept_local")  # fmt: skip
#: Per-request measures: (roll-up column, SQL over request_index columns).
MEASURES = (
    ("n", "1"),
    ("usd", "usd"),
    ("tokens_in", "tokens_in"),
    ("tokens_out", "tokens_out"),
    ("escalated", "escalated"),
    ("rescued", "rescued"),
    ("local_errors", "local_error IS NOT NULL"),
    ("redacted", "redactions IS NOT NULL"),
    ("cloud_errors", "cloud_error IS NOT NULL"),
)
GROWTH = 1.05  # histogram bin width: each bin is 5% wider than the one before
_LOG = math.log(GROWTH)

SCHEMA = f"""
CREATE TABLE IF NOT EXISTS request_rollup (
    hour INTEGER NOT NULL,
    {", ".join(f"{d} TEXT NOT NULL" for d in DIMS)},
    {", ".join(f"{m} REAL NOT NULL DEFAULT 0" for m, _ in MEASURES)},
    PRIMARY KEY (hour, {", ".join(DIMS)})
);
CREATE TABLE IF NOT EXISTS latency_hist (
    day INTEGER NOT NULL,
    metric TEXT NOT NULL,
    bin INTEGER NOT NULL,
    n INTEGER NOT NULL,
    PRIMARY KEY (day, metric, bin)
);
"""

_UPSERT = (
    f"INSERT INTO request_rollup(hour, {', '.join(DIMS)}, {', '.join(m for m, _ in MEASURES)}) "
    f"VALUES ({', '.join('?' for _ in range(1 + len(DIMS) + len(MEASURES)))}) "
    f"ON CONFLICT(hour, {', '.join(DIMS)}) DO UPDATE SET "
    + ", ".join(f"{m} = {m} + excluded.{m}" for m, _ in MEASURES)
)
_HIST_UPSERT = (
    "INSERT INTO latency_hist(day, metric, bin, n) VALUES (?, ?, ?, ?) "
    "ON CONFLICT(day, metric, bin) DO UPDATE SET n = n + excluded.n"
)
#: The columns of request_index a timing metric needs: plan, source, endpoint, status and these.
TIMING_COLUMNS = ("first_ms", "final_ms", "ttfb_ms", "device_load")


def ensure_schema(db: sqlite3.Connection) -> None:
    db.executescript(SCHEMA)


def hour_of(ts: float) -> int:
    return int(ts // 3600)


def day_of(ts: float) -> int:
    return int(ts // 86400)


def to_bin(value: float) -> int:
    return round(math.log(max(value, 1e-3)) / _LOG)


def from_bin(b: int) -> float:
    return float(GROWTH**b)


def timing_metrics(row: Mapping[str, Any]) -> list[tuple[str, float]]:
    """(metric name, value) pairs of one answered request, for the histograms."""
    if row["status"] != "ok":
        return []
    out = []
    for column, short in (("first_ms", "first"), ("final_ms", "final")):
        value = row[column]
        if value is not None:
            out.append((f"{short}|plan|{row['plan']}", value))
            out.append((f"{short}|source|{row['source']}", value))
    if row["ttfb_ms"] is not None and row["endpoint"]:
        out.append((f"ttfb|endpoint|{row['endpoint']}", row["ttfb_ms"]))
    if row["device_load"] is not None:
        out.append(("load||", row["device_load"]))
    return out


def _dims(row: Mapping[str, Any]) -> list[str]:
    return ["" if row[d] is None else str(row[d]) for d in DIMS]


def _measures(row: Mapping[str, Any]) -> list[float]:
    return [
        1.0,
        float(row["usd"] or 0.0),
        float(row["tokens_in"] or 0),
        float(row["tokens_out"] or 0),
        float(row["escalated"] or 0),
        float(row["rescued"] or 0),
        float(row["local_error"] is not None),
        float(row["redactions"] is not None),
        float(row["cloud_error"] is not None),
    ]


def add(db: sqlite3.Connection, rows: Iterable[Mapping[str, Any]], sign: int = 1) -> None:
    """Count index rows in (``sign`` 1) or out (-1, when a request is indexed again)."""
    rollup: dict[tuple[Any, ...], list[float]] = {}
    hist: dict[tuple[int, str, int], int] = {}
    for row in rows:
        hour = hour_of(row["ts"])
        key = (hour, *_dims(row))
        sums = rollup.setdefault(key, [0.0] * len(MEASURES))
        for i, v in enumerate(_measures(row)):
            sums[i] += sign * v
        day = day_of(row["ts"])
        for metric, value in timing_metrics(row):
            hk = (day, metric, to_bin(value))
            hist[hk] = hist.get(hk, 0) + sign
    db.executemany(_UPSERT, [(*k, *v) for k, v in rollup.items()])
    db.executemany(_HIST_UPSERT, [(*k, n) for k, n in hist.items()])


def rebuild(db: sqlite3.Connection, columns: Sequence[str]) -> None:
    """Recompute both tables from the request index (after a bulk load)."""
    db.execute("DELETE FROM request_rollup")
    db.execute("DELETE FROM latency_hist")
    cursor = db.execute(f"SELECT {', '.join(columns)} FROM request_index")
    while batch := cursor.fetchmany(5000):
        add(db, [dict(zip(columns, r, strict=True)) for r in batch])
