"""app/core/sqlite_file.py: every store's file private, WAL, and a damaged one moved aside."""

from __future__ import annotations

import logging
import os
import sqlite3
import stat
from pathlib import Path

import pytest

from app.core import sqlite_file
from app.core.sqlite_file import CORRUPT_MARK, damage, is_damaged, moved_aside, open_db

SCHEMA = "CREATE TABLE IF NOT EXISTS t (k TEXT PRIMARY KEY, v TEXT);"


def _mode(p: Path) -> int:
    return stat.S_IMODE(p.stat().st_mode)


@pytest.mark.skipif(os.name != "posix", reason="mode bits are POSIX")
def test_file_and_side_files_0600_in_new_0700_folders(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        path = tmp_path / "a" / "b" / "store.sqlite3"
        db = open_db(path, setup=SCHEMA)
        db.execute("INSERT INTO t VALUES ('x', 'y')")
        for p in (path, path.with_name(path.name + "-wal"), path.with_name(path.name + "-shm")):
            assert p.exists() and _mode(p) == 0o600, (p.name, oct(_mode(p)))
        assert _mode(tmp_path / "a") == 0o700 and _mode(tmp_path / "a" / "b") == 0o700
        assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        db.close()
    finally:
        os.umask(old)


def test_a_file_that_is_not_a_database_is_moved_aside_and_said(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "store.sqlite3"
    path.write_bytes(b"not sqlite at all " * 500)
    with caplog.at_level(logging.WARNING, logger="tandem"):
        db = open_db(path, setup=SCHEMA)
    db.execute("INSERT INTO t VALUES ('x', 'y')")  # a fresh, working store
    db.close()
    aside = moved_aside(tmp_path)
    assert len(aside) == 1 and aside[0].name.startswith("store.sqlite3" + CORRUPT_MARK)
    assert aside[0].read_bytes() == b"not sqlite at all " * 500
    lines = [r.getMessage() for r in caplog.records]
    assert len(lines) == 1 and aside[0].name in lines[0] and str(path) in lines[0]


def test_a_truncated_database_is_caught_by_the_check(tmp_path: Path) -> None:
    path = tmp_path / "store.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE t (k TEXT PRIMARY KEY, v TEXT)")
    db.executemany("INSERT INTO t VALUES (?, ?)", ((str(i), "v" * 200) for i in range(2000)))
    db.commit()
    db.close()
    with path.open("r+b") as fh:
        fh.truncate(path.stat().st_size // 2 + 10)
    assert damage(path)  # doctor sees it, read-only
    sqlite_file.check_again(path)
    open_db(path, setup=SCHEMA).close()
    assert len(moved_aside(tmp_path)) == 1
    assert damage(path) == ""


def test_a_locked_database_is_not_mistaken_for_a_damaged_one(tmp_path: Path) -> None:
    path = tmp_path / "store.sqlite3"
    holder = open_db(path, setup=SCHEMA)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(sqlite3.OperationalError) as caught:
            open_db(path, setup="BEGIN IMMEDIATE; COMMIT;", timeout=0.1)
        assert not is_damaged(caught.value)
        assert moved_aside(tmp_path) == []
    finally:
        holder.execute("ROLLBACK")
        holder.close()


def test_a_sound_store_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "store.sqlite3"
    db = open_db(path, setup=SCHEMA)
    db.execute("INSERT INTO t VALUES ('x', 'y')")
    db.close()
    sqlite_file.check_again(path)
    db = open_db(path, setup=SCHEMA)
    assert db.execute("SELECT v FROM t").fetchall() == [("y",)]
    db.close()
    assert moved_aside(tmp_path) == []
