"""One corrupted database does not stop everything (issue 31 item 4).

A real SQLite file in the data home overwritten with junk or truncated mid-page: `ask --mode local
--no-history`, `stats` and `trace show last` still answer; the damaged file is moved aside
(kept, ``<name>.corrupt-<timestamp>``), named in one stderr line, a fresh store is started, and
`tandem doctor` names the moved file. The real model answers the ask (tests/integration's
bundled GGUF); no fakes.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from app.core.sqlite_file import CORRUPT_MARK
from tests.conftest import run_tandem


def _fill(home: Path, env: dict[str, str]) -> None:
    """Real stores with real rows: one answered question writes history and traces."""
    first = run_tandem(["ask", "Say hi.", "--mode", "local"], env)
    assert first.returncode == 0, first.stderr
    assert (home / "history.sqlite3").stat().st_size > 0
    assert (home / "traces.sqlite3").stat().st_size > 0


def _overwrite(path: Path) -> None:
    path.write_bytes(os.urandom(64 * 1024))


def _truncate(path: Path) -> None:
    # Checkpoint first so the rows live in the main file, then cut it in the middle of a page.
    import sqlite3

    db = sqlite3.connect(path)
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    size = path.stat().st_size
    assert size >= 3 * 4096, size
    with path.open("r+b") as fh:
        fh.truncate(size // 2 + 100)


def _aside(home: Path, name: str) -> list[Path]:
    return [p for p in home.iterdir() if p.name.startswith(name + CORRUPT_MARK)]


@pytest.mark.parametrize("damage", [_overwrite, _truncate], ids=["overwritten", "truncated"])
@pytest.mark.parametrize("store", ["history.sqlite3", "traces.sqlite3"])
def test_a_damaged_store_is_moved_aside_and_the_request_answered(
    cli_env: dict[str, str], tandem_home: Path, store: str, damage: object
) -> None:
    _fill(tandem_home, cli_env)
    path = tandem_home / store
    junk_name = store
    damage(path)  # type: ignore[operator]
    damaged_bytes = path.read_bytes()

    ask = run_tandem(["ask", "Say hi.", "--mode", "local", "--no-history"], cli_env)
    assert ask.returncode == 0, ask.stderr
    assert ask.stdout.strip(), "no answer"
    said = [line for line in ask.stderr.splitlines() if "damaged" in line]
    assert len(said) == 1, ask.stderr
    assert junk_name in said[0] and CORRUPT_MARK in said[0]

    moved = _aside(tandem_home, store)
    assert len(moved) == 1
    assert moved[0].read_bytes() == damaged_bytes  # kept as it was, never deleted
    assert path.is_file()  # a fresh one in its place

    stats = run_tandem(["stats", "--json"], cli_env)
    assert stats.returncode == 0, stats.stderr
    json.loads(stats.stdout)
    trace = run_tandem(["trace", "show", "last"], cli_env)
    assert trace.returncode == 0, trace.stderr
    assert "damaged" not in stats.stderr + trace.stderr  # said once, at the move

    doctor = run_tandem(["doctor", "--json"], cli_env)
    checks = {c["name"]: c for c in json.loads(doctor.stdout)["checks"]}
    assert checks["stores"]["ok"] is False
    assert moved[0].name in checks["stores"]["detail"]


def test_doctor_names_a_damaged_store_before_anything_opens_it(
    cli_env: dict[str, str], tandem_home: Path
) -> None:
    _fill(tandem_home, cli_env)
    _overwrite(tandem_home / "traces.sqlite3")
    doctor = run_tandem(["doctor", "--json"], cli_env)
    checks = {c["name"]: c for c in json.loads(doctor.stdout)["checks"]}
    assert checks["stores"]["ok"] is False
    assert "traces.sqlite3 is damaged" in checks["stores"]["detail"]
    assert not _aside(tandem_home, "traces.sqlite3")  # doctor only looks


def test_stats_alone_survives_a_damaged_traces_store(
    cli_env: dict[str, str], tandem_home: Path
) -> None:
    _fill(tandem_home, cli_env)
    _overwrite(tandem_home / "traces.sqlite3")
    stats = run_tandem(["stats"], cli_env)
    assert stats.returncode == 0, stats.stderr
    assert len(_aside(tandem_home, "traces.sqlite3")) == 1
