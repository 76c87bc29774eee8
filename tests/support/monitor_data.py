"""Synthetic traces for the monitor's tests and benchmark: the pipeline's real trace keys
(request_id, mode, route, privacy, upload, cloud, timings, cost, fallback, source, ...), with a
known, seeded mix of plans, sources, fallbacks and levels spread over a span of time."""

from __future__ import annotations

import json
import random
import sqlite3
import time
from typing import Any

from app.core.store import request_index
from app.core.store.traces import TraceStore

REASONS = ("timeout", "http_429", "http_5xx", "network", "malformed", "budget", "offline")


def make_trace(
    rid: str,
    *,
    plan: str = "hybrid",
    source: str = "cloud",
    fallback: str | None = None,
    level: str = "public",
    action: str = "send",
    uploaded: bool = True,
    first_ms: float = 120.0,
    final_ms: float = 900.0,
    ttfb_ms: float | None = 300.0,
    usd: float = 0.0001,
    redactions: dict[str, int] | None = None,
    local_error: str | None = None,
    mode: str = "auto",
    endpoint: str = "cloud",
) -> dict[str, Any]:
    trace: dict[str, Any] = {
        "request_id": rid,
        "created_at": "2026-12-01T00:00:00+0000",
        "question": None,
        "question_chars": 20,
        "mode": mode,
        "collections": [],
        "events": [{"event": "privacy", "ms": 1.0}],
        "privacy": {
            "level": level,
            "action": action,
            "entities": [],
            "redactions": redactions or {},
            "reasons": [],
        },
        "route": {
            "plan": plan,
            "endpoints": ["device", endpoint] if plan == "hybrid" else [endpoint],
            "reasons": ["synthetic"],
        },
        "features": {"remote": endpoint, "device_load": 0.5},
        "source": source,
        "fallback": fallback,
        "timings": {"first_token_ms": first_ms, "draft_done_ms": first_ms * 2, "final_ms": final_ms},
        "cost": {"tokens_in": 40 if uploaded else 0, "tokens_out": 60 if uploaded else 0,
                 "usd": usd if uploaded else 0.0},
    }  # fmt: skip
    if uploaded:
        trace["upload"] = {"endpoint": endpoint, "trust_zone": "public", "redacted": False,
                           "chars": 100, "text": "synthetic", "audit_id": 1}  # fmt: skip
        trace["cloud"] = {"endpoint": endpoint, "attempts": 1, "ttfb_ms": ttfb_ms, "usd": usd,
                          "usage": {"tokens_in": 40, "tokens_out": 60}, "error": None}  # fmt: skip
    if fallback and uploaded:
        trace["cloud_error"] = f"{endpoint}: injected {fallback}"
    if local_error:
        trace["local_error"] = local_error
    return trace


def fill(store: TraceStore, n: int, *, span_s: float, seed: int = 7, now: float | None = None):  # type: ignore[no-untyped-def]
    """Write ``n`` synthetic traces spread over the last ``span_s`` seconds, in one transaction
    (as fast as SQLite allows); returns the exact counts written, for assertions."""
    rng = random.Random(seed)
    now = time.time() if now is None else now
    counts: dict[str, Any] = {"total": n, "by_plan": {}, "by_source": {}, "fallbacks": {}}
    rows = []
    index_rows = []
    for i in range(n):
        rid = f"syn{i:07d}"
        r = rng.random()
        if r < 0.45:
            trace = make_trace(rid, plan="local", source="local", uploaded=False, ttfb_ms=None)
        elif r < 0.85:
            fb = rng.choice(REASONS) if rng.random() < 0.2 else None
            trace = make_trace(
                rid,
                plan="hybrid",
                uploaded=fb not in ("budget", "offline"),
                source="local" if fb else "cloud",
                fallback=fb,
                final_ms=rng.uniform(400, 4000),
                first_ms=rng.uniform(50, 400),
                ttfb_ms=rng.uniform(100, 900),
            )
        elif r < 0.95:
            trace = make_trace(rid, plan="cloud", source="cloud", final_ms=rng.uniform(500, 6000))
        else:
            trace = make_trace(
                rid,
                plan="local",
                source="local",
                level="restricted",
                action="local",
                uploaded=False,
                ttfb_ms=None,
                redactions=None,
            )
        ts = now - rng.uniform(0, span_s)
        plan, source, fb = trace["route"]["plan"], trace["source"], trace["fallback"]
        counts["by_plan"][plan] = counts["by_plan"].get(plan, 0) + 1
        counts["by_source"][source] = counts["by_source"].get(source, 0) + 1
        if fb:
            counts["fallbacks"][fb] = counts["fallbacks"].get(fb, 0) + 1
        rows.append((rid, ts, json.dumps(trace)))
        index_rows.append(request_index.row_from_trace(rid, ts, trace))
    db = sqlite3.connect(store.path)
    with db:
        db.executemany(
            "INSERT OR REPLACE INTO traces(request_id, created_at, data) VALUES (?,?,?)", rows
        )
        request_index.insert_rows(db, index_rows)
        # As if each had been saved through TraceStore.save: all indexed, nothing to backfill.
        db.execute(
            "UPDATE request_index_meta SET value = (SELECT MAX(rowid) FROM traces) "
            "WHERE key = 'traces_rowid'"
        )
    db.close()
    return counts
