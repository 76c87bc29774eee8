"""The data home is private (issue 18 item 2): created 0700, its files 0600, Chroma's SQLite too;
a home found readable by other users is tightened on start, and that is said."""

from __future__ import annotations

import logging
import os
import stat
from pathlib import Path

import pytest

from app.core import paths

pytestmark = pytest.mark.skipif(os.name != "posix", reason="mode bits are POSIX")


def _mode(p: Path) -> int:
    return stat.S_IMODE(p.stat().st_mode)


def _fresh_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str = "fresh") -> Path:
    home = tmp_path / name / "home"
    monkeypatch.setenv("TANDEM_HOME", str(home))
    return home


def test_a_new_home_is_0700(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = _fresh_home(tmp_path, monkeypatch)
    assert paths.data_home() == home
    assert _mode(home) == 0o700


def test_an_open_home_is_tightened_and_said(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    home = _fresh_home(tmp_path, monkeypatch, "open")
    (home / "chroma" / "seg").mkdir(parents=True)
    for f in (
        home / "history.sqlite3",
        home / "chroma" / "chroma.sqlite3",
        home / "chroma" / "seg" / "x.bin",
    ):
        f.write_bytes(b"secret")
        f.chmod(0o644)
    for d in (home, home / "chroma", home / "chroma" / "seg"):
        d.chmod(0o755)
    with caplog.at_level(logging.WARNING, logger="tandem"):
        paths.data_home()
    assert _mode(home) == 0o700 and _mode(home / "chroma") == 0o700
    assert _mode(home / "history.sqlite3") == 0o600
    assert _mode(home / "chroma" / "seg" / "x.bin") == 0o600
    assert any(
        "readable by other users" in r.getMessage() and "0755" in r.getMessage()
        for r in caplog.records
    )


def test_a_private_home_is_not_reported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    home = _fresh_home(tmp_path, monkeypatch, "private")
    home.mkdir(parents=True, mode=0o700)
    with caplog.at_level(logging.WARNING, logger="tandem"):
        paths.data_home()
    assert not caplog.records


def test_symlinks_in_the_home_are_not_followed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    outside = tmp_path / "outside.txt"
    outside.write_text("x")
    outside.chmod(0o644)
    home = _fresh_home(tmp_path, monkeypatch, "links")
    home.mkdir(parents=True)
    home.chmod(0o755)
    (home / "link").symlink_to(outside)
    paths.data_home()
    assert _mode(outside) == 0o644


def test_stores_write_0600_files_including_wal(tandem_home: Path) -> None:
    from app.core.store.audit import AuditLog
    from app.core.store.history import History
    from app.core.store.traces import TraceStore

    h = History()
    h.close()
    t = TraceStore()
    t.close()
    AuditLog()
    files = sorted(p for p in tandem_home.iterdir() if p.is_file())
    assert any(p.name == "history.sqlite3" for p in files)
    for p in files:
        assert _mode(p) & 0o077 == 0, (p.name, oct(_mode(p)))


def test_chroma_files_are_private_after_indexing(tandem_home: Path, tmp_path: Path) -> None:
    from app.core.rag.document_store import DocumentStore
    from tests.unit.test_rag_store import HashEmbedder

    doc = tmp_path / "docs" / "a.md"
    doc.parent.mkdir()
    doc.write_text("# Notes\n\nThe quarterly numbers are in.\n", encoding="utf-8")
    with DocumentStore(embedder=HashEmbedder()) as store:
        store.index([doc.parent], "notes")
    chroma = tandem_home / "chroma"
    entries = [chroma, *chroma.rglob("*")]
    assert any(p.name == "chroma.sqlite3" for p in entries)
    for p in entries:
        if not p.is_symlink():
            assert _mode(p) & 0o077 == 0, (p, oct(_mode(p)))
