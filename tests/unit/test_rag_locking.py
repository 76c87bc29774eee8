"""The document store's lock is held per batch, not per indexing run (docs/ARCHITECTURE.md
§2.3): a relabel, a watch switch or a search during indexing waits for one batch at most, and
every chunk ends up with the label the collection has when the run is over."""

from __future__ import annotations

import threading
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest

from app.core.rag import indexer
from app.core.rag.document_store import DocumentStore, IndexReport
from tests.unit.test_rag_store import HashEmbedder

FILES = 16


class SlowEmbedder(HashEmbedder):
    """Each batch takes a while, like the real encoder on a loaded machine."""

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        time.sleep(0.1)
        return super().embed(texts)


@pytest.fixture
def slow_store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> DocumentStore:
    monkeypatch.setattr(indexer, "BATCH_FILES", 1)  # one file per batch: many batches
    with DocumentStore(tmp_path / "index", embedder=SlowEmbedder()) as s:
        yield s  # type: ignore[misc]


def _folder(root: Path) -> Path:
    root.mkdir()
    for i in range(FILES):
        (root / f"doc{i}.md").write_text(f"Document {i} is about topic{i}.", encoding="utf-8")
    return root


def _start_indexing(
    store: DocumentStore, folder: Path
) -> tuple[threading.Thread, list[IndexReport]]:
    first_batch = threading.Event()
    reports: list[IndexReport] = []

    def run() -> None:
        reports.append(store.index([folder], "c", "internal", progress=lambda p: first_batch.set()))

    thread = threading.Thread(target=run)
    thread.start()
    assert first_batch.wait(10)
    return thread, reports


def test_a_relabel_during_indexing_does_not_wait_for_the_run(
    slow_store: DocumentStore, tmp_path: Path
) -> None:
    thread, reports = _start_indexing(slow_store, _folder(tmp_path / "docs"))
    started = time.monotonic()
    slow_store.ensure_collection("c", "confidential")
    waited = time.monotonic() - started
    still_indexing = thread.is_alive()
    thread.join(30)
    assert still_indexing, "the relabel waited for the whole indexing run"
    assert waited < 1.0  # one batch is about 0.1 s; the run is about 1.6 s
    [report] = reports
    assert report.indexed == FILES
    record = slow_store.manifest.collection("c")
    assert record is not None and record.label == "confidential"
    metas = slow_store.chroma_collection(record).get(include=["metadatas"])["metadatas"]
    # chunks written before the relabel were rewritten, the ones after read the new label
    assert metas and {m["label"] for m in metas} == {"confidential"}


def test_watch_switch_and_search_during_indexing_do_not_wait_for_the_run(
    slow_store: DocumentStore, tmp_path: Path
) -> None:
    thread, _ = _start_indexing(slow_store, _folder(tmp_path / "docs"))
    slow_store.set_watch("c", True)
    hits = slow_store.search("topic0", ["c"], k=2)
    still_indexing = thread.is_alive()
    thread.join(30)
    assert still_indexing
    assert hits and hits[0].source == "doc0.md"
    record = slow_store.manifest.collection("c")
    assert record is not None and record.watch


def test_two_index_runs_do_not_interleave(slow_store: DocumentStore, tmp_path: Path) -> None:
    folder = _folder(tmp_path / "docs")
    thread, reports = _start_indexing(slow_store, folder)
    second = slow_store.index([folder], "c", "internal")  # waits for the first run
    thread.join(30)
    assert reports[0].indexed == FILES
    assert (second.indexed, second.unchanged) == (0, FILES)


def test_a_run_without_a_label_never_undoes_a_relabel_made_while_it_waited(
    slow_store: DocumentStore, tmp_path: Path
) -> None:
    """The panel and the watcher index with label None: the collection keeps the label it has
    when the run gets the lock, so a relabel made while the run was queued stands."""
    first, _ = _start_indexing(slow_store, _folder(tmp_path / "docs"))  # holds the run lock
    more = tmp_path / "more"
    more.mkdir()
    (more / "extra.md").write_text("An extra document about topic99.", encoding="utf-8")
    queued: list[IndexReport] = []
    second = threading.Thread(target=lambda: queued.append(slow_store.index([more], "c", None)))
    second.start()  # waits for the first run
    slow_store.ensure_collection("c", "restricted")  # the user raises the label meanwhile
    first.join(30)
    second.join(30)
    assert queued and queued[0].indexed == 1
    record = slow_store.manifest.collection("c")
    assert record is not None and record.label == "restricted"
    metas = slow_store.chroma_collection(record).get(include=["metadatas"])["metadatas"]
    assert {m["label"] for m in metas} == {"restricted"}


def test_label_none_keeps_the_label_and_a_new_collection_is_internal(
    slow_store: DocumentStore, tmp_path: Path
) -> None:
    folder = _folder(tmp_path / "docs")
    assert slow_store.ensure_collection("new", None).label == "internal"
    slow_store.ensure_collection("c", "confidential")
    slow_store.index([folder / "doc0.md"], "c", None)
    record = slow_store.manifest.collection("c")
    assert record is not None and record.label == "confidential"
