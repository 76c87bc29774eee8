"""The manifest's cached document frequencies stay equal to a recount from the FTS index after
files are added, changed, removed, re-indexed in batches, and when another connection writes."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from app.core.rag import indexer
from app.core.rag.document_store import DocumentStore
from app.core.rag.lexical import terms
from app.core.rag.manifest import LexicalRow, Manifest
from tests.unit.test_rag_store import HashEmbedder

QUERIES = ["walrus budget", "invoice printer 4711", "发票预算", "floor3 walrus 会议", "zebra"]


def _cache_matches_recount(manifest: Manifest) -> None:
    cached = dict(manifest._df)
    assert cached, "the queries should have filled the cache"
    assert cached == {t: manifest.vocab_doc_freqs([t]).get(t, 0) for t in cached}
    total = manifest._db.execute(
        "SELECT COALESCE(SUM(chunks), 0) FROM files WHERE status = 'done'"
    ).fetchone()[0]
    assert manifest.chunk_count(None) == total


def _ask(store: DocumentStore) -> None:
    for q in QUERIES:
        store.search(q, ["c"], k=3)


@pytest.fixture
def store(tmp_path: Path) -> DocumentStore:
    with DocumentStore(tmp_path / "index", embedder=HashEmbedder()) as s:
        yield s  # type: ignore[misc]


def test_df_cache_follows_add_change_delete_and_reindex(
    store: DocumentStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "a.md").write_text("The walrus budget is due. Invoice 4711 too.", encoding="utf-8")
    (docs / "b.txt").write_text("发票预算在会议上讨论。打印机坏了。", encoding="utf-8")
    store.index([docs], "c")
    _ask(store)
    _cache_matches_recount(store.manifest)
    assert store.manifest._df["walrus"] == 1

    (docs / "c.md").write_text("Another walrus on floor3. The printer works.", encoding="utf-8")
    (docs / "a.md").write_text("Nothing about that animal now; budget only.", encoding="utf-8")
    store.index([docs], "c")  # added and changed: no query in between
    _cache_matches_recount(store.manifest)
    assert store.manifest._df["walrus"] == 1 and store.manifest._df["budget"] == 1

    (docs / "b.txt").unlink()
    store.index([docs], "c")  # removed
    _cache_matches_recount(store.manifest)
    assert store.manifest._df["发票"] == 0

    # a big file written in batches (append_partial), then replaced by a small one
    monkeypatch.setattr(indexer, "BATCH_CHUNKS", 4)
    big = " ".join(f"Line {i} says walrus budget facts for the record." for i in range(80))
    (docs / "big.md").write_text(big, encoding="utf-8")
    store.index([docs], "c")
    _ask(store)
    _cache_matches_recount(store.manifest)
    (docs / "big.md").write_text("walrus", encoding="utf-8")
    store.index([docs], "c")
    _cache_matches_recount(store.manifest)

    store.delete_collection("c")
    store.index([docs], "c")
    _ask(store)
    _cache_matches_recount(store.manifest)


def test_a_write_by_another_connection_drops_the_cache(tmp_path: Path) -> None:
    path = tmp_path / "m.sqlite3"
    app, cli = Manifest(path), Manifest(path)
    try:
        df, total = app.doc_freqs(["walrus"])
        assert (df, total) == ({"walrus": 0}, 0)
        text = "a walrus"
        cli.commit_files(
            "c",
            [("/x/a.md", "h", 1)],
            [LexicalRow("id-0", "c", "/x/a.md", None, 0, text, " ".join(terms(text)))],
        )
        assert app.doc_freqs(["walrus"]) == ({"walrus": 1}, 1)
        assert app.chunk_count("c") == 1
    finally:
        app.close()
        cli.close()


def test_a_failed_write_rolls_back_and_forgets_the_delta(tmp_path: Path) -> None:
    manifest = Manifest(tmp_path / "m.sqlite3")
    try:
        manifest.doc_freqs(["walrus"])
        row = LexicalRow("id-0", "c", "/x/a.md", None, 0, "walrus", "walrus")
        with pytest.raises(sqlite3.ProgrammingError):
            # the row goes in (the cache counts it), then the files insert fails
            manifest.commit_files("c", [("/x/a.md", "h", object())], [row])  # type: ignore[list-item]
        assert not manifest._db.in_transaction
        assert manifest.doc_freqs(["walrus"]) == ({"walrus": 0}, 0)
    finally:
        manifest.close()
