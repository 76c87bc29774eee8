"""Files that are not files (issue 18 items 3 and 10): a FIFO or a symlink to a device with a
known suffix is reported as skipped, never opened for reading (it would hang or never end), also
in the watcher; a run where every file failed leaves no new collection behind."""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from app.core.rag import indexer
from app.core.rag.document_store import DocumentStore, IndexProgress, IndexReport
from tests.unit.test_rag_store import HashEmbedder

pytestmark = [
    pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="FIFOs are POSIX"),
    pytest.mark.timeout(60),
]


@pytest.fixture
def store(tmp_path: Path) -> DocumentStore:
    with DocumentStore(tmp_path / "index", embedder=HashEmbedder()) as s:
        yield s  # type: ignore[misc]


def _hostile(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    os.mkfifo(folder / "pipe.md")
    (folder / "zero.txt").symlink_to("/dev/zero")
    (folder / "good.md").write_text("The printer code is 8812.", encoding="utf-8")
    return folder


def _in_thread(fn: Callable[[], IndexReport], timeout: float = 20.0) -> IndexReport:
    out: list[IndexReport] = []
    t = threading.Thread(target=lambda: out.append(fn()), daemon=True)
    t.start()
    t.join(timeout)
    assert out, "indexing hung on a FIFO or device"
    return out[0]


def test_fifo_and_device_symlink_are_skipped_with_reasons(
    store: DocumentStore, tmp_path: Path
) -> None:
    folder = _hostile(tmp_path / "docs")
    events: list[IndexProgress] = []
    report = _in_thread(lambda: store.index([folder], "docs", progress=events.append))
    assert report.indexed == 1 and not report.failed
    reasons = {Path(p).name: r for p, r in report.skipped}
    assert "FIFO" in reasons["pipe.md"]
    assert "character device" in reasons["zero.txt"]
    assert sorted(e.status for e in events) == ["indexed", "skipped", "skipped"]


def test_an_explicit_fifo_is_skipped_not_called_missing(
    store: DocumentStore, tmp_path: Path
) -> None:
    folder = _hostile(tmp_path / "docs")
    report = _in_thread(lambda: store.index([folder / "pipe.md", folder / "good.md"], "docs"))
    assert report.indexed == 1
    assert [Path(p).name for p, _ in report.skipped] == ["pipe.md"]


def test_file_hash_refuses_a_fifo_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "late.md"
    os.mkfifo(fifo)
    start = time.monotonic()
    with pytest.raises(indexer.NotRegularFile, match="FIFO"):
        indexer.file_hash(fifo)
    assert time.monotonic() - start < 2


def test_watcher_does_not_hang_on_a_new_fifo(store: DocumentStore, tmp_path: Path) -> None:
    from app.core.rag.watcher import FolderWatcher

    folder = tmp_path / "watched"
    folder.mkdir()
    (folder / "a.md").write_text("first note", encoding="utf-8")
    store.index([folder], "w")
    reports: list[IndexReport] = []
    with FolderWatcher(store, "w", [folder], debounce_s=0.2, on_report=reports.append):
        time.sleep(0.3)
        os.mkfifo(folder / "trap.md")
        (folder / "b.md").write_text("second note", encoding="utf-8")
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and str((folder / "b.md").resolve()) not in (
            store.manifest.files("w")
        ):
            time.sleep(0.1)
    assert str((folder / "b.md").resolve()) in store.manifest.files("w")
    assert any(Path(p).name == "trap.md" for r in reports for p, _ in r.skipped)


def test_every_file_failing_leaves_no_new_collection(store: DocumentStore, tmp_path: Path) -> None:
    folder = tmp_path / "broken"
    folder.mkdir()
    (folder / "empty.md").write_bytes(b"")
    os.mkfifo(folder / "pipe.md")
    report = store.index([folder], "nope")
    assert report.indexed == 0 and report.failed and report.skipped
    assert store.manifest.collection("nope") is None
    assert "nope" not in {c.name for c in store.collections()}
