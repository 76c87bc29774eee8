"""The device side of the monitor: model load time, measured decode speed, process memory and
device load, sampled after each answer from the local engine that ran it (never loading one).

Samples go to ``monitor.sqlite3``; :func:`device_stats` adds a window of them up for
``tandem stats`` and the panel. See docs/ARCHITECTURE.md §12 (monitor).
"""

from __future__ import annotations

import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from app.core.monitor import db
from app.core.monitor.metrics import DeviceSamples, Window, percentile

_SCHEMA = """
CREATE TABLE IF NOT EXISTS device_samples (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    ts REAL NOT NULL,
    load_ms REAL,
    tokens_per_s REAL,
    rss_mb REAL,
    load_per_core REAL
);
CREATE INDEX IF NOT EXISTS device_samples_ts ON device_samples(ts);
"""
_seen_loads: set[tuple[int, float]] = set()  # (engine id, load_ms): a load is counted once


@dataclass(frozen=True)
class DeviceSample:
    load_ms: float | None
    tokens_per_s: float | None
    rss_mb: float | None
    load_per_core: float | None


def rss_mb(pid: int | None = None) -> float | None:
    """This process's (or child ``pid``'s) resident memory (Linux: now; elsewhere: this
    process's peak, where known, and None for a child)."""
    try:
        with open(f"/proc/{pid or 'self'}/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    if pid is not None:
        return None
    try:
        import resource

        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return round(peak / (1024 * 1024 if sys.platform == "darwin" else 1024), 1)
    except (ImportError, OSError):
        return None


def load_per_core() -> float | None:
    try:
        return round(os.getloadavg()[0] / (os.cpu_count() or 1), 3)
    except (AttributeError, OSError):
        return None


def sample(engine: object) -> DeviceSample | None:
    """What the local engine measured on its last answer; None when it has not answered."""
    stats = getattr(engine, "last_stats", None)
    if engine is None or stats is None:
        return None
    load_ms = getattr(engine, "load_ms", None)
    if load_ms is not None:
        key = (id(engine), float(load_ms))
        if key in _seen_loads:
            load_ms = None
        else:
            _seen_loads.add(key)
    n = getattr(stats, "n_tokens", 0) or 0
    first, total = getattr(stats, "first_token_ms", None), getattr(stats, "total_ms", None)
    speed = None
    if n > 1 and first is not None and total is not None and total > first:
        speed = round((n - 1) * 1000 / (total - first), 2)
    rss = rss_mb()
    child = getattr(engine, "child_pid", None)  # the model's own process (engines/llm_host.py)
    if rss is not None and isinstance(child, int):
        rss = round(rss + (rss_mb(child) or 0.0), 1)
    return DeviceSample(load_ms, speed, rss, load_per_core())


def record(pipeline: object, *, db_file: Path | None = None) -> DeviceSample | None:
    """Sample the pipeline's local engine, if one was built, and keep the sample."""
    found = sample(getattr(pipeline, "_local", None))
    if found is None:
        return None
    with db.connect(db_file) as conn:
        conn.executescript(_SCHEMA)
        conn.execute(
            "INSERT INTO device_samples(ts, load_ms, tokens_per_s, rss_mb, load_per_core) "
            "VALUES (?, ?, ?, ?, ?)",
            (time.time(), found.load_ms, found.tokens_per_s, found.rss_mb, found.load_per_core),
        )
    return found


def record_quietly(pipeline: object) -> None:
    try:
        record(pipeline)
    except Exception:  # the monitor must never cost the user an answer
        return


def _dist(values: list[float]) -> dict[str, float | int | None]:
    values = sorted(values)
    return {"n": len(values), "p50": percentile(values, 50), "p95": percentile(values, 95)}


def device_stats(window: Window, *, db_file: Path | None = None) -> DeviceSamples:
    with db.connect(db_file) as conn:
        conn.executescript(_SCHEMA)
        rows = conn.execute(
            "SELECT load_ms, tokens_per_s, rss_mb, load_per_core FROM device_samples "
            "WHERE ts >= ? AND ts <= ?",
            (window.start, window.end),
        ).fetchall()
    cols = list(zip(*rows, strict=True)) if rows else [(), (), (), ()]
    clean = [[float(v) for v in col if v is not None] for col in cols]
    return {
        "model_load_ms": _dist(clean[0]),
        "decode_tokens_per_s": _dist(clean[1]),
        "rss_mb": {**_dist(clean[2]), "max": max(clean[2]) if clean[2] else None},
        "load_per_core_sampled": _dist(clean[3]),
    }
