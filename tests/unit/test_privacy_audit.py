"""The outbound audit log: WAL SQLite in the data home, counts not values, newest first."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from app.core.privacy.gate import PrivacyGate
from app.core.store.audit import AuditLog


def test_record_and_recent(tandem_home: Path) -> None:
    log = AuditLog()
    assert log.path == tandem_home / "audit.sqlite3"
    first = log.record("openai", "public", "public", {}, "hello")
    second = log.record("deepseek", "public", "confidential", {"PHONE": 2}, "call [PHONE_1]")
    assert second > first
    entries = log.recent(5)
    assert [e.id for e in entries] == [second, first]
    assert entries[0].redactions == {"PHONE": 2}
    assert entries[0].chars == len("call [PHONE_1]")
    assert entries[0].as_json()["time"].endswith("Z")
    assert log.recent(1)[0].id == second
    assert log.count() == 2


def test_wal_mode(tmp_path: Path) -> None:
    AuditLog(tmp_path / "a.sqlite3")
    conn = sqlite3.connect(tmp_path / "a.sqlite3")
    assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    conn.close()


def test_bare_count_is_kept_as_total(tmp_path: Path) -> None:
    log = AuditLog(tmp_path / "a.sqlite3")
    log.record("x", "public", "confidential", 3, "t")
    assert log.recent(1)[0].redactions == {"total": 3}


def test_the_log_never_holds_the_original_values(tmp_path: Path) -> None:
    d = PrivacyGate({}).prepare("Call Maria Gonzalez at (696) 707-7125", [], [], "public")
    log = AuditLog(tmp_path / "a.sqlite3")
    log.record("cloud", "public", d.level, d.redaction_counts(), d.prompt)
    raw = (tmp_path / "a.sqlite3").read_bytes() + b"".join(
        p.read_bytes() for p in tmp_path.glob("a.sqlite3-*")
    )
    assert b"707-7125" not in raw and b"Gonzalez" not in raw
    assert log.recent(1)[0].redactions == {"PERSON": 1, "PHONE": 1}
