"""One trace per request in SQLite (WAL): what ran where, why, what was uploaded, timings, cost.

The "why" panel and ``tandem trace show ID|last`` read it. A trace is written when the request
ends, however it ends (answer, fallback, error, cancel), so "last" is always the latest request.
The same database holds the cloud spend ledger (the daily budget) and the routing outcomes that
feed back into thresholds, because all three are written at the same moment, by the same code.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import time
from collections.abc import Mapping
from pathlib import Path

from app.core.paths import db_path
from app.core.sqlite_file import LockedStore
from app.core.store import request_index

_SCHEMA = """
CREATE TABLE IF NOT EXISTS traces (
    request_id TEXT PRIMARY KEY,
    created_at REAL NOT NULL,
    data TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS spend (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    day TEXT NOT NULL,
    request_id TEXT NOT NULL,
    endpoint TEXT NOT NULL,
    usd REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS spend_by_day ON spend(day);
CREATE TABLE IF NOT EXISTS outcomes (
    request_id TEXT PRIMARY KEY,
    created_at REAL NOT NULL,
    task_kind TEXT NOT NULL,
    plan TEXT NOT NULL,
    source TEXT NOT NULL,
    fallback TEXT,
    latency_ms REAL,
    usd REAL NOT NULL DEFAULT 0,
    accepted INTEGER,
    edited INTEGER
);
CREATE INDEX IF NOT EXISTS outcomes_by_task ON outcomes(task_kind, created_at);
"""


class TraceNotFound(LookupError):
    pass


def _setup(db: sqlite3.Connection) -> None:
    db.executescript(_SCHEMA)
    request_index.ensure_schema(db)


#: What SQLite hands back for one column (the monitor narrows each where it reads it).
SqlValue = str | int | float | bytes | None
#: What a query's parameters may be.
SqlParam = str | int | float | None


def sql_float(value: SqlValue) -> float:
    """A numeric column as a float (NULL: 0)."""
    return 0.0 if value is None else float(value)


def sql_text(value: SqlValue) -> str | None:
    """A text column as text (NULL: None)."""
    if value is None:
        return None
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else str(value)


class TraceStore(LockedStore):
    """Thread-safe: one connection under a lock, every write one short transaction."""

    def __init__(self, path: Path | None = None) -> None:
        super().__init__(path or db_path("traces"), _setup)

    # ------------------------------------------------------------ traces

    def save(self, request_id: str, trace: Mapping[str, object]) -> None:
        data = json.dumps(trace, ensure_ascii=False, default=str)
        now = time.time()
        with self._lock:
            self._db.execute(
                "INSERT OR REPLACE INTO traces(request_id, created_at, data) VALUES (?,?,?)",
                (request_id, now, data),
            )
            # The monitor's row; a trace must be saved even if indexing it fails.
            with contextlib.suppress(sqlite3.Error, TypeError, ValueError):
                request_index.record(self._db, request_id, now, trace)

    def get(self, request_id: str) -> dict[str, object]:
        """A trace by id (a unique prefix is enough) or ``"last"``."""
        with self._lock:
            if request_id == "last":
                row = self._db.execute(
                    "SELECT data FROM traces ORDER BY created_at DESC, rowid DESC LIMIT 1"
                ).fetchone()
            else:
                rows = self._db.execute(
                    "SELECT data FROM traces WHERE request_id LIKE ? ESCAPE '\\' LIMIT 2",
                    (request_id.replace("%", "\\%").replace("_", "\\_") + "%",),
                ).fetchall()
                row = rows[0] if len(rows) == 1 else None
        if row is None:
            raise TraceNotFound(f"no trace {request_id!r}")
        result: dict[str, object] = json.loads(row[0])
        return result

    def read(self, sql: str, params: tuple[SqlParam, ...] = ()) -> list[tuple[SqlValue, ...]]:
        """A read-only query for the monitor (app.core.monitor), after indexing old traces."""
        with self._lock:
            request_index.backfill(self._db)
            return self._db.execute(sql, params).fetchall()

    # ------------------------------------------------------------ budget ledger

    def add_spend(self, request_id: str, endpoint: str, usd: float) -> None:
        with self._lock:
            self._db.execute(
                "INSERT INTO spend(day, request_id, endpoint, usd) VALUES (?,?,?,?)",
                (time.strftime("%Y-%m-%d"), request_id, endpoint, usd),
            )

    def spent_on(self, day: str) -> float:
        with self._lock:
            row = self._db.execute("SELECT SUM(usd) FROM spend WHERE day=?", (day,)).fetchone()
        return float(row[0] or 0.0)

    # ------------------------------------------------------------ outcomes

    def add_outcome(
        self,
        request_id: str,
        *,
        task_kind: str,
        plan: str,
        source: str,
        fallback: str | None,
        latency_ms: float | None,
        usd: float,
    ) -> None:
        with self._lock:
            self._db.execute(
                "INSERT OR REPLACE INTO outcomes(request_id, created_at, task_kind, plan, source, "
                "fallback, latency_ms, usd) VALUES (?,?,?,?,?,?,?,?)",
                (request_id, time.time(), task_kind, plan, source, fallback, latency_ms, usd),
            )

    def set_verdict(self, request_id: str, *, accepted: bool | None, edited: bool | None) -> bool:
        with self._lock:
            cur = self._db.execute(
                "UPDATE outcomes SET accepted=COALESCE(?, accepted), edited=COALESCE(?, edited) "
                "WHERE request_id=?",
                (
                    None if accepted is None else int(accepted),
                    None if edited is None else int(edited),
                    request_id,
                ),
            )
        return cur.rowcount > 0

    def verdicts(self, task_kind: str, limit: int = 50) -> list[tuple[bool, bool, float | None]]:
        """Recent (upgrade kept?, answer edited?, latency) for cloud answers of one task kind."""
        with self._lock:
            rows = self._db.execute(
                "SELECT accepted, edited, latency_ms FROM outcomes WHERE task_kind=? "
                "AND source='cloud' AND accepted IS NOT NULL ORDER BY created_at DESC LIMIT ?",
                (task_kind, limit),
            ).fetchall()
        return [(bool(r[0]), bool(r[1]), r[2]) for r in rows]
