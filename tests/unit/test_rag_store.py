"""DocumentStore with real Chroma and a fast fake embedder: incremental, crash-safe, labelled.

The fake embedder hashes lexical terms into a small vector; it keeps these tests fast and makes
"same words, similar vector" true, which is all the bookkeeping tests need. Retrieval quality
with the real model is tested in tests/integration/test_rag_retrieval.py.
"""

from __future__ import annotations

import asyncio
import hashlib
import threading
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest

from app.core.rag import indexer
from app.core.rag.document_store import CancelToken, DocumentStore, IndexProgress, StoreError
from app.core.rag.lexical import terms
from app.core.rag.retrieval import display_source


class HashEmbedder:
    def __init__(self, name: str = "hash-64") -> None:
        self._name = name
        self.calls = 0
        self.texts = 0

    @property
    def dim(self) -> int:
        return 64

    @property
    def name(self) -> str:
        return self._name

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        self.calls += 1
        self.texts += len(texts)
        out = np.zeros((len(texts), 64), dtype=np.float32)
        for i, text in enumerate(texts):
            for term in terms(text):
                out[i, int(hashlib.md5(term.encode()).hexdigest(), 16) % 64] += 1.0
            out[i, 63] += 0.01
        return out / np.linalg.norm(out, axis=1, keepdims=True)


@pytest.fixture
def store(tmp_path: Path) -> DocumentStore:
    with DocumentStore(tmp_path / "index", embedder=HashEmbedder()) as s:
        yield s  # type: ignore[misc]


def _docs(root: Path, n: int = 3) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    for i in range(n):
        (root / f"doc{i}.md").write_text(f"Document {i} talks about topic{i}.", encoding="utf-8")
    return root


def _chroma_ids(store: DocumentStore, name: str) -> list[str]:
    record = store.manifest.collection(name)
    assert record is not None
    return list(store.chroma_collection(record).get(include=[])["ids"])


def test_index_then_nothing_changed_embeds_nothing(store: DocumentStore, tmp_path: Path) -> None:
    folder = _docs(tmp_path / "docs")
    first = store.index([folder], "c")
    assert (first.indexed, first.unchanged, first.failed) == (3, 0, [])
    emb = store.embedder
    assert isinstance(emb, HashEmbedder)
    calls = emb.calls
    second = store.index([folder], "c")
    assert (second.indexed, second.unchanged) == (0, 3)
    assert emb.calls == calls


def test_changed_file_is_replaced_and_deleted_file_removed(
    store: DocumentStore, tmp_path: Path
) -> None:
    folder = _docs(tmp_path / "docs")
    long = " ".join(f"Sentence {i} about widgets." for i in range(80))
    (folder / "doc0.md").write_text(long, encoding="utf-8")
    store.index([folder], "c")
    before = len(_chroma_ids(store, "c"))
    (folder / "doc0.md").write_text("Now short: gizmo.", encoding="utf-8")
    (folder / "doc1.md").unlink()
    report = store.index([folder], "c")
    assert (report.indexed, report.unchanged, report.removed) == (1, 1, 1)
    ids = _chroma_ids(store, "c")
    assert len(ids) == 2 < before
    assert store.manifest.chunk_count("c") == 2
    hits = store.search("gizmo", k=4)
    assert Path(hits[0].source).name == "doc0.md"
    assert all("widgets" not in h.text for h in hits)
    assert all(Path(h.source).name != "doc1.md" for h in hits)


def test_broken_files_are_reported_and_the_rest_indexes(
    store: DocumentStore, shared_data: Path
) -> None:
    report = store.index([shared_data / "corpus" / "bad"], "bad")
    failed = {Path(p).name: e for p, e in report.failed}
    assert set(failed) == {"empty.md", "not_really.docx", "random_bytes.txt", "truncated.pdf"}
    assert report.indexed == 1  # utf16_bom.txt
    again = store.index([shared_data / "corpus" / "bad"], "bad")
    assert again.indexed == 0 and len(again.failed) == 4


def test_progress_events_count_every_file(store: DocumentStore, tmp_path: Path) -> None:
    folder = _docs(tmp_path / "docs", 5)
    (folder / "bad.txt").write_bytes(b"")
    events: list[IndexProgress] = []
    store.index([folder, tmp_path / "missing.md"], "c", progress=events.append)
    assert [e.done for e in events] == list(range(1, 8))
    assert {e.total for e in events} == {7}
    assert sorted(e.status for e in events) == ["failed"] * 2 + ["indexed"] * 5


def test_cancel_stops_and_next_run_finishes(
    store: DocumentStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = _docs(tmp_path / "docs", 10)
    monkeypatch.setattr(indexer, "BATCH_FILES", 3)
    token = CancelToken()

    def progress(p: IndexProgress) -> None:
        token.set()

    report = store.index([folder], "c", progress=progress, cancel=token)
    assert report.cancelled and report.indexed == 3
    rest = store.index([folder], "c")
    assert rest.indexed + rest.unchanged == 10 and rest.indexed == 10 - report.indexed
    assert len(_chroma_ids(store, "c")) == 10


def test_crash_between_vectors_and_manifest_leaves_no_duplicates(
    store: DocumentStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = _docs(tmp_path / "docs", 6)
    monkeypatch.setattr(indexer, "BATCH_FILES", 2)
    real_commit = store.manifest.commit_files
    commits = 0

    def crash_on_second(*args: object, **kwargs: object) -> None:
        nonlocal commits
        commits += 1
        if commits == 2:
            raise KeyboardInterrupt  # vectors for this batch are written, the manifest is not
        real_commit(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(store.manifest, "commit_files", crash_on_second)
    with pytest.raises(KeyboardInterrupt):
        store.index([folder], "c")
    monkeypatch.setattr(store.manifest, "commit_files", real_commit)
    pending = [f for f in store.manifest.files("c").values() if f.status == "pending"]
    assert len(pending) == 2
    # The user edits a half-indexed file before the next run: its stale vectors must go.
    (folder / "doc2.md").write_text("Rewritten entirely.", encoding="utf-8")
    report = store.index([folder], "c")
    assert report.indexed == 4 and report.unchanged == 2
    ids = _chroma_ids(store, "c")
    assert len(ids) == len(set(ids)) == 6 == store.manifest.chunk_count("c")


def test_label_is_validated_carried_and_changeable(store: DocumentStore, tmp_path: Path) -> None:
    folder = _docs(tmp_path / "docs")
    with pytest.raises(StoreError, match="label"):
        store.index([folder], "c", label="secret")
    store.index([folder], "c", label="confidential")
    assert {h.label for h in store.search("topic1", k=3)} == {"confidential"}
    store.index([folder], "c", label="public")
    record = store.manifest.collection("c")
    assert record is not None
    metas = store.chroma_collection(record).get(include=["metadatas"])["metadatas"]
    assert {m["label"] for m in metas} == {"public"}
    assert [(c.name, c.label, c.files) for c in store.collections()] == [("c", "public", 3)]


def test_collections_are_separate_and_names_may_be_chinese(
    store: DocumentStore, tmp_path: Path
) -> None:
    store.index([_docs(tmp_path / "a", 2)], "财务")
    store.index([_docs(tmp_path / "b", 2)], "hr")
    hits = store.search("topic1", collections=["财务"], k=4)
    assert hits and {h.collection for h in hits} == {"财务"}
    assert {h.collection for h in store.search("topic1", k=4)} == {"财务", "hr"}
    with pytest.raises(StoreError, match="no collection"):
        store.search("x", collections=["nope"])
    store.delete_collection("hr")
    assert [c.name for c in store.collections()] == ["财务"]


def test_sentence_pairs_get_vectors_pointing_to_their_chunk(
    store: DocumentStore, tmp_path: Path
) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    (folder / "a.md").write_text(
        "Lunch is served at noon in building two. The canteen closes on holidays. "
        "Vegetarian dishes are offered every Friday afternoon.",
        encoding="utf-8",
    )
    report = store.index([folder], "c")
    assert report.chunks == 1
    record = store.manifest.collection("c")
    assert record is not None
    got = store.chroma_collection(record).get(include=["metadatas", "documents"])
    assert len(got["ids"]) == 2  # sentences 1+2, then sentence 3
    assert {m["parent"] for m in got["metadatas"]} == {got["ids"][0].split(".")[0]}
    hits = store.search("vegetarian dishes friday", k=4)
    assert len(hits) == 1 and hits[0].text.startswith("Lunch is served")


def test_diversity_spreads_hits_over_sources(store: DocumentStore, tmp_path: Path) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    many = " ".join(f"Gadget fact {i}: gadgets are blue." for i in range(60))
    (folder / "big.md").write_text(many, encoding="utf-8")
    (folder / "small.md").write_text("Gadget note: gadgets are blue.", encoding="utf-8")
    store.index([folder], "c")
    plain = store.search("gadgets", k=4, diversity=False)
    diverse = store.search("gadgets", k=4)
    assert {h.source for h in plain} == {"big.md"}
    assert {h.source for h in diverse} == {"big.md", "small.md"}
    assert all(0.0 <= h.score <= 1.0 for h in diverse)


def test_a_different_embedder_is_refused(tmp_path: Path) -> None:
    folder = _docs(tmp_path / "docs")
    with DocumentStore(tmp_path / "index", embedder=HashEmbedder("a")) as s:
        s.index([folder], "c")
    with (
        DocumentStore(tmp_path / "index", embedder=HashEmbedder("b")) as s,
        pytest.raises(StoreError, match="embedder"),
    ):
        s.index([folder], "c")


def test_empty_query_and_empty_store_give_no_hits(store: DocumentStore) -> None:
    assert store.search("anything") == []
    assert store.search("   ") == []


async def test_async_wrappers_run_on_one_worker_thread(
    store: DocumentStore, tmp_path: Path
) -> None:
    folder = _docs(tmp_path / "docs")
    seen: set[str] = set()

    def progress(p: IndexProgress) -> None:
        seen.add(threading.current_thread().name)

    report = await store.aindex([folder], "c", progress=progress)
    hits, more = await asyncio.gather(store.asearch("topic2", k=1), store.asearch("topic0", k=1))
    assert report.indexed == 3
    assert Path(hits[0].source).name == "doc2.md" and Path(more[0].source).name == "doc0.md"
    assert len(seen) == 1 and next(iter(seen)).startswith("tandem-chroma")


def test_display_source_is_relative_to_the_deepest_indexed_folder() -> None:
    roots = ["/data/docs", "/data/docs/hr", "/data/single.md"]
    assert display_source("/data/docs/a.md", roots) == "a.md"
    assert display_source("/data/docs/hr/2026/leave.md", roots) == "2026/leave.md"
    assert display_source("/data/single.md", roots) == "single.md"
    assert display_source("/elsewhere/x.pdf", roots) == "x.pdf"


def test_hits_cite_the_relative_source_and_keep_the_absolute_path(
    store: DocumentStore, tmp_path: Path
) -> None:
    folder = _docs(tmp_path / "docs")
    (folder / "sub").mkdir()
    (folder / "sub" / "deep.md").write_text("Deep file about zebras.", encoding="utf-8")
    store.index([folder], "c")
    hit = store.search("zebras", k=1)[0]
    assert hit.source == "sub/deep.md"
    assert hit.path == str((folder / "sub" / "deep.md").resolve())


def test_start_watchers_follows_the_watch_flag(store: DocumentStore, tmp_path: Path) -> None:
    store.index([_docs(tmp_path / "a")], "watched")
    store.index([_docs(tmp_path / "b")], "still")
    store.set_watch("watched", True)
    watchers = store.start_watchers(debounce_s=0.1)
    try:
        assert len(watchers) == 1
        assert [c.watch for c in store.collections()] == [False, True]
    finally:
        for w in watchers:
            w.stop()
    with pytest.raises(StoreError):
        store.set_watch("nope", True)


def test_lexical_rows_of_a_changed_file_are_replaced_not_added(
    store: DocumentStore, tmp_path: Path
) -> None:
    folder = tmp_path / "docs"
    folder.mkdir()
    doc = folder / "a.md"
    doc.write_text(
        " ".join(f"Line {i} mentions walrus facts." for i in range(60)), encoding="utf-8"
    )
    (folder / "b.md").write_text("Another file about walrus.", encoding="utf-8")
    store.index([folder], "c")
    doc.write_text("Now only one walrus line.", encoding="utf-8")
    store.index([folder], "c")
    db = store.manifest._db
    rows = db.execute("SELECT source, count(*) FROM chunks_fts GROUP BY source").fetchall()
    assert sorted((Path(s).name, n) for s, n in rows) == [("a.md", 1), ("b.md", 1)]
    hits, _ = store.manifest.lexical("walrus", ["c"], 10)
    assert len(hits) == 2
