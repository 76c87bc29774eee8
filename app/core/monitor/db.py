"""The monitor's own SQLite file (``monitor.sqlite3`` in the data home, WAL): alerts already
told, config snapshots and changes, and when each cloud key was saved (never the key)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from app.core.paths import db_path
from app.core.sqlite_file import open_db

SCHEMA = """
CREATE TABLE IF NOT EXISTS alert_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    ts REAL NOT NULL,
    kind TEXT NOT NULL,
    message TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS alert_log_kind ON alert_log(kind, ts);
CREATE TABLE IF NOT EXISTS config_snapshots (
    path TEXT PRIMARY KEY,
    sha256 TEXT NOT NULL,
    flat TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS config_changes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    ts REAL NOT NULL,
    file TEXT NOT NULL,
    source TEXT NOT NULL,
    changes TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS key_ages (
    provider TEXT PRIMARY KEY,
    saved_at REAL NOT NULL
);
"""


@contextmanager
def connect(path: Path | None = None) -> Iterator[sqlite3.Connection]:
    """One short-lived connection (one transaction); safe from any thread."""
    conn = open_db(
        path or db_path("monitor"),
        setup=SCHEMA,
        synchronous_normal=False,
        isolation_level="DEFERRED",
    )
    try:
        with conn:
            yield conn
    finally:
        conn.close()
