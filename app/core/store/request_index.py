"""One flat row per request, beside its trace, so the monitor can add requests up in SQL.

Why a second table: a trace is a JSON document (often kilobytes); parsing 100,000 of them for
``tandem stats --since 30d`` takes seconds, while grouping 100,000 narrow rows takes
milliseconds. The row is derived from the trace when it is saved (same connection, same lock),
and traces saved before this table existed are indexed on first read (:func:`backfill`).

Extraction is tolerant: the trace's keys are those of the pipeline's ``Trace`` (``to_dict``) and
any of them may be missing (an error before routing, an older trace). Only counts, timings,
levels and entity *types* are kept here: never a question, an answer or a redacted value.
See docs/ARCHITECTURE.md §12 (monitor).
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping
from typing import Any

from app.core.store import request_rollup

SCHEMA = """
CREATE TABLE IF NOT EXISTS request_index (
    request_id TEXT PRIMARY KEY,
    ts REAL NOT NULL,
    mode TEXT NOT NULL,
    plan TEXT NOT NULL,
    source TEXT NOT NULL,
    status TEXT NOT NULL,
    fallback TEXT,
    endpoint TEXT,
    uploaded INTEGER NOT NULL DEFAULT 0,
    level TEXT,
    action TEXT,
    kept_local INTEGER NOT NULL DEFAULT 0,
    redactions TEXT,
    first_ms REAL,
    draft_ms REAL,
    final_ms REAL,
    ttfb_ms REAL,
    tokens_in INTEGER NOT NULL DEFAULT 0,
    tokens_out INTEGER NOT NULL DEFAULT 0,
    usd REAL NOT NULL DEFAULT 0,
    escalated INTEGER NOT NULL DEFAULT 0,
    rescued INTEGER NOT NULL DEFAULT 0,
    local_error TEXT,
    cloud_error TEXT,
    device_load REAL
);
CREATE INDEX IF NOT EXISTS request_index_ts ON request_index(ts);
CREATE INDEX IF NOT EXISTS request_index_redacted ON request_index(ts)
    WHERE redactions IS NOT NULL;
CREATE TABLE IF NOT EXISTS request_index_meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
"""

COLUMNS = (
    "request_id", "ts", "mode", "plan", "source", "status", "fallback", "endpoint", "uploaded",
    "level", "action", "kept_local", "redactions", "first_ms", "draft_ms", "final_ms", "ttfb_ms",
    "tokens_in", "tokens_out", "usd", "escalated", "rescued", "local_error", "cloud_error",
    "device_load",
)  # fmt: skip

_INSERT = (
    f"INSERT OR REPLACE INTO request_index({', '.join(COLUMNS)}) "
    f"VALUES ({', '.join('?' for _ in COLUMNS)})"
)


def ensure_schema(db: sqlite3.Connection) -> None:
    db.executescript(SCHEMA)
    request_rollup.ensure_schema(db)
    done = db.execute(
        "SELECT 1 FROM request_index_meta WHERE key='rollup_version' AND value='2'"
    ).fetchone()
    if db.execute("SELECT 1 FROM traces LIMIT 1").fetchone() is None:
        # A new database: nothing to backfill; saves move the watermark from here.
        db.execute(
            "INSERT OR IGNORE INTO request_index_meta(key, value) VALUES ('traces_rowid', '0')"
        )
    if done is None:  # an index written before the roll-ups existed
        request_rollup.rebuild(db, COLUMNS)
        db.execute(
            "INSERT OR REPLACE INTO request_index_meta(key, value) VALUES ('rollup_version', '2')"
        )


def _map(value: Any) -> Mapping[str, Any]:
    return value if isinstance(value, Mapping) else {}


def _num(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    return float(value)


def _int(value: Any) -> int:
    number = _num(value)
    return int(number) if number is not None else 0


def _short(value: Any, limit: int = 200) -> str | None:
    if not value:
        return None
    text = str(value).splitlines()[0]
    return text if len(text) <= limit else text[: limit - 1] + "…"


def as_mapping(trace: object) -> Mapping[str, object]:
    """The trace as a mapping, whether it is a dict or a typed ``Trace`` with ``to_dict``."""
    if isinstance(trace, Mapping):
        return trace
    to_dict = getattr(trace, "to_dict", None)
    if callable(to_dict):
        return _map(to_dict())
    return {}


def row_from_trace(request_id: str, ts: float, trace: object) -> tuple[object, ...]:
    """The index row of one trace (in :data:`COLUMNS` order)."""
    t = as_mapping(trace)
    route = _map(t.get("route"))
    privacy = _map(t.get("privacy"))
    upload = _map(t.get("upload"))
    cloud = _map(t.get("cloud"))
    timings = _map(t.get("timings"))
    cost = _map(t.get("cost"))
    features = _map(t.get("features"))
    mode = str(t.get("mode") or "auto")
    plan = "staged" if t.get("staged") else str(route.get("plan") or "none")
    if _map(t.get("cache")).get("hit") is True:
        plan = "cache"  # answered from the result cache: no engine ran
    # The final event fills "timings" and "source"; a request that ended without one was
    # cancelled (the user stopped it) or failed as a whole.
    if t.get("source") and t.get("timings") is not None and not t.get("error"):
        status, source = "ok", str(t.get("source"))
    elif t.get("cancelled"):
        status, source = "cancelled", "none"
    else:
        status, source = "error", "none"
    endpoint = upload.get("endpoint") or cloud.get("endpoint")
    if not endpoint:
        remote = [e for e in route.get("endpoints") or [] if e != "device"]
        endpoint = remote[0] if remote else None
    action = privacy.get("action")
    # Kept local by the gate: the cloud could have been asked (an endpoint is configured and the
    # user did not ask for local mode) but the privacy level forbade it.
    remote_known = "features" not in t or features.get("remote") is not None
    kept_local = int(action == "local" and mode != "local" and remote_known)
    redactions = {
        str(k): _int(v) for k, v in _map(privacy.get("redactions")).items() if _int(v) > 0
    }
    usd = _num(cost.get("usd"))
    if usd is None:
        usd = _num(cloud.get("usd")) or 0.0
    tokens_in, tokens_out = _int(cost.get("tokens_in")), _int(cost.get("tokens_out"))
    if not (tokens_in or tokens_out):
        usage = _map(cloud.get("usage"))
        tokens_in, tokens_out = _int(usage.get("tokens_in")), _int(usage.get("tokens_out"))
    return (
        request_id,
        float(ts),
        mode,
        plan,
        source,
        status,
        _short(t.get("fallback"), 40),
        _short(endpoint, 80),
        int(bool(upload)),
        _short(privacy.get("level"), 20),
        _short(action, 20),
        kept_local,
        json.dumps(redactions, sort_keys=True) if redactions else None,
        _num(timings.get("first_token_ms")),
        _num(timings.get("draft_done_ms")),
        _num(timings.get("final_ms")),
        _num(cloud.get("ttfb_ms")),
        tokens_in,
        tokens_out,
        float(usd),
        int(bool(t.get("escalated"))),
        int(bool(t.get("rescued"))),
        _short(t.get("local_error")),
        _short(t.get("cloud_error") or cloud.get("error")),
        _num(features.get("device_load")),
    )


def _existing(db: sqlite3.Connection, request_id: str) -> dict[str, Any] | None:
    row = db.execute(
        f"SELECT {', '.join(COLUMNS)} FROM request_index WHERE request_id = ?", (request_id,)
    ).fetchone()
    return dict(zip(COLUMNS, row, strict=True)) if row else None


def insert_rows(db: sqlite3.Connection, rows: list[tuple[object, ...]]) -> None:
    """Index rows (and count them into the roll-ups), replacing a request indexed before."""
    old = [o for o in (_existing(db, str(r[0])) for r in rows) if o is not None]
    if old:
        request_rollup.add(db, old, sign=-1)
    db.executemany(_INSERT, rows)
    request_rollup.add(db, [dict(zip(COLUMNS, r, strict=True)) for r in rows])


def record(db: sqlite3.Connection, request_id: str, ts: float, trace: object) -> None:
    insert_rows(db, [row_from_trace(request_id, ts, trace)])
    mark_indexed(db, request_id)


def mark_indexed(db: sqlite3.Connection, request_id: str) -> None:
    """Move the backfill watermark past this trace when everything before it is indexed, so
    :func:`backfill` never rescans what was indexed as it was saved."""
    row = db.execute("SELECT rowid FROM traces WHERE request_id = ?", (request_id,)).fetchone()
    if row is None:
        return
    db.execute(
        "UPDATE request_index_meta SET value = ? WHERE key = 'traces_rowid' AND "
        "CAST(value AS INTEGER) >= (SELECT COALESCE(MAX(rowid), 0) FROM traces WHERE rowid < ?)",
        (str(row[0]), row[0]),
    )


def backfill(db: sqlite3.Connection, batch: int = 2000) -> int:
    """Index the traces saved without a row (older versions); returns how many were added.

    A watermark (the highest traces rowid seen) keeps this to one indexed range scan per call."""
    row = db.execute("SELECT value FROM request_index_meta WHERE key='traces_rowid'").fetchone()
    mark = int(row[0]) if row else 0
    top = db.execute("SELECT COALESCE(MAX(rowid), 0) FROM traces").fetchone()[0]
    if top <= mark:
        return 0
    added = 0
    cursor = db.execute(
        "SELECT t.request_id, t.created_at, t.data FROM traces t WHERE t.rowid > ? AND "
        "NOT EXISTS (SELECT 1 FROM request_index r WHERE r.request_id = t.request_id)",
        (mark,),
    )
    while rows := cursor.fetchmany(batch):
        indexed = []
        for request_id, created_at, data in rows:
            try:
                trace = json.loads(data)
            except ValueError:
                trace = {}
            indexed.append(row_from_trace(request_id, created_at, trace))
        insert_rows(db, indexed)
        added += len(indexed)
    db.execute(
        "INSERT OR REPLACE INTO request_index_meta(key, value) VALUES ('traces_rowid', ?)",
        (str(top),),
    )
    return added
