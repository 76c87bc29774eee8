"""The data home is private (issue 18 item 2): created 0700, its files 0600, Chroma's SQLite too;
a home found readable by other users is tightened on start, and that is said."""

from __future__ import annotations

import logging
import os
import stat
from collections.abc import Iterator
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


@pytest.fixture
def loose_umask() -> Iterator[None]:
    """The common 022 umask: a file the app does not create explicitly private is 0644."""
    old = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(old)


def test_write_private_is_0600_from_the_start_and_atomic(
    tmp_path: Path, loose_umask: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "new" / "deeper" / "notes.toml"
    seen: list[int] = []
    real_replace = os.replace

    def watch(src: str, dst: Path) -> None:  # the temporary file, just before it is moved
        seen.append(_mode(Path(src)))
        real_replace(src, dst)

    monkeypatch.setattr(paths.os, "replace", watch)
    paths.write_private(target, "a = 1\n")
    assert seen == [0o600]
    assert target.read_text("utf-8") == "a = 1\n" and _mode(target) == 0o600
    assert _mode(target.parent) == 0o700 and _mode(target.parent.parent) == 0o700
    paths.write_private(target, b"a = 2\n")
    assert target.read_bytes() == b"a = 2\n" and _mode(target) == 0o600
    assert sorted(p.name for p in target.parent.iterdir()) == ["notes.toml"]  # no temporaries


def test_create_private_file_then_a_writer_keeps_0600(tmp_path: Path, loose_umask: None) -> None:
    target = tmp_path / "state.kv"
    assert paths.create_private_file(target)
    with open(target, "wb") as fh:  # what llama.cpp's fopen("wb") does: truncate, keep the mode
        fh.write(b"x" * 10)
    assert _mode(target) == 0o600
    target.chmod(0o644)
    assert not paths.create_private_file(target) and _mode(target) == 0o600


def test_the_rules_file_and_its_last_good_copy_are_0600(
    tandem_home: Path, loose_umask: None
) -> None:
    from app.core.routing.rules import RulesFile, write_quality

    rules = RulesFile()
    rules.current()
    for name in ("routing.toml", "routing.toml.last-good"):
        assert _mode(tandem_home / name) == 0o600, name
    write_quality(0.75)
    assert _mode(tandem_home / "routing.toml") == 0o600


def test_fetched_bundled_models_are_0700_folders_and_0600_files(
    tmp_path: Path, loose_umask: None
) -> None:
    from app.core.models import model_files
    from tests.unit.test_models import FakeIndex, _spec

    root = tmp_path / "models"
    root.mkdir(mode=0o700)
    assert model_files.fetch(_spec(), root=root, downloader=FakeIndex()).ok
    folder = root / "toy"
    assert _mode(folder) == 0o700
    for p in folder.iterdir():
        assert _mode(p) == 0o600, p.name


def test_a_remote_chroma_s_local_folder_is_0700(tandem_home: Path, loose_umask: None) -> None:
    from app.core.rag.document_store import DocumentStore

    store = DocumentStore(url="http://127.0.0.1:9")  # never reached: only its folders are made
    try:
        for p in (tandem_home / "chroma-remote", store.path):
            assert _mode(p) == 0o700, p
    finally:
        store.close()
