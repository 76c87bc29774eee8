"""Indexing through a worker process (app/core/rag/index_worker.py): files are read, chunked and
embedded in the child, written here; progress and broken files are reported as in-process
indexing reports them, and a file that kills the child fails alone while the rest indexes."""

from __future__ import annotations

import os
import shutil
from pathlib import Path
from typing import Any

import pytest

from app.core.rag.document_store import DocumentStore, IndexProgress
from app.core.rag.index_worker import IndexWorker, embedder_factory, load_chunks
from tests.unit.test_rag_store import HashEmbedder

pytestmark = pytest.mark.timeout(120)


def crash_on_boom(path: Path, limits: Any) -> Any:
    """The child's loader in the crash test: a file named boom* kills the process outright,
    as a segfaulting parser would."""
    if path.name.startswith("boom"):
        os._exit(139)
    return load_chunks(path, limits)


def _folder(root: Path, shared: Path | None = None) -> Path:
    root.mkdir()
    (root / "a.md").write_text("The walrus budget is due on Friday.", encoding="utf-8")
    (root / "b.txt").write_text("发票预算在会议上讨论。", encoding="utf-8")
    (root / "empty.md").write_text("", encoding="utf-8")
    if shared is not None:
        for name in ("truncated.pdf", "random_bytes.txt", "not_really.docx", "utf16_bom.txt"):
            shutil.copy(shared / "corpus" / "bad" / name, root / name)
    return root


def test_worker_indexing_reports_progress_and_broken_files(
    tmp_path: Path, shared_data: Path
) -> None:
    docs = _folder(tmp_path / "docs", shared_data)
    embedder = HashEmbedder()
    events: list[IndexProgress] = []
    with DocumentStore(tmp_path / "index", embedder=embedder, index_worker=True) as store:
        report = store.index([docs], "c", progress=events.append)
        assert store._index_worker is not None and store._index_worker.running
        assert embedder.texts == 0  # every vector was made in the child
        failed = {Path(p).name: e for p, e in report.failed}
        assert set(failed) == {"truncated.pdf", "random_bytes.txt", "not_really.docx", "empty.md"}
        assert all(failed.values())  # each with its reason
        assert report.indexed == 3  # a.md, b.txt, utf16_bom.txt
        assert [e.done for e in events] == list(range(1, 8)) and {e.total for e in events} == {7}
        assert {Path(e.path).name: e.status for e in events}["a.md"] == "indexed"
        assert {Path(e.path).name for e in events if e.status == "failed"} == set(failed)
        hits = store.search("walrus budget", ["c"], k=2)
        assert hits and hits[0].source == "a.md"  # the child's vectors match the parent's
        again = store.index([docs], "c")
        assert again.indexed == 0 and again.unchanged == 3
        worker = store._index_worker
    assert not worker.running  # closing the store stops the child


def test_a_file_that_kills_the_worker_fails_alone(tmp_path: Path) -> None:
    docs = _folder(tmp_path / "docs")
    (docs / "boom.md").write_text("This file crashes the parser.", encoding="utf-8")
    (docs / "c.md").write_text("Another walrus note after the crash.", encoding="utf-8")
    factory = embedder_factory(HashEmbedder())
    assert factory is not None
    with DocumentStore(tmp_path / "index", embedder=HashEmbedder(), index_worker=True) as store:
        store._index_worker = IndexWorker(factory, load_fn=crash_on_boom)
        events: list[IndexProgress] = []
        report = store.index([docs], "c", progress=events.append)
        failed = dict(report.failed)
        assert "crashed the indexing worker (exit code 139)" in failed[str(docs / "boom.md")]
        assert report.indexed == 3  # a.md, b.txt, c.md: the rest indexed in a fresh child
        assert store._index_worker.starts == 2
        assert any(Path(e.path).name == "boom.md" and e.status == "failed" for e in events)
        assert {h.source for h in store.search("walrus", ["c"], k=4)} >= {"a.md", "c.md"}


def test_the_worker_stops_when_idle(tmp_path: Path) -> None:
    factory = embedder_factory(HashEmbedder())
    assert factory is not None
    worker = IndexWorker(factory, idle_s=0.2)
    try:
        assert worker.embed(["one text"]).shape == (1, 64)
        assert worker.running
        import time

        deadline = time.monotonic() + 10
        while worker.running and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not worker.running
        assert worker.embed(["again"]).shape == (1, 64)  # started again on demand
        assert worker.starts == 2
    finally:
        worker.close()


def test_chroma_lives_in_the_worker_and_admin_calls_reach_it(tmp_path: Path) -> None:
    """The window's process never runs Chroma (its Rust calls hold the GIL): relabel, search
    and delete go to the child's client, and what they change is what the next call sees."""
    from app.core.rag.index_worker import RemoteClient

    docs = _folder(tmp_path / "docs")
    with DocumentStore(tmp_path / "index", embedder=HashEmbedder(), index_worker=True) as store:
        store.index([docs], "c")
        assert isinstance(store.vectors.client(), RemoteClient)
        store.ensure_collection("c", "confidential")
        record = store.manifest.collection("c")
        assert record is not None
        metas = store.chroma_collection(record).get(include=["metadatas"])["metadatas"]
        assert metas and {m["label"] for m in metas} == {"confidential"}
        assert {h.label for h in store.search("walrus", ["c"], k=2)} == {"confidential"}
        store.delete_collection("c")
        assert store.collections() == []
    # the same index opened in this process afterwards: consistent, nothing left of "c"
    with DocumentStore(tmp_path / "index", embedder=HashEmbedder()) as again:
        names = [c.name for c in again.client().list_collections()]
        assert not any(n == "tandem-c" for n in names)
