"""What a first question would wait for starts early: the document store's encoder and Chroma
(``DocumentStore.warm``) and the local model (``llm_host.start_early`` hands its engine to the
pipeline: tests/integration/test_llm_host.py). Issue 17: the first draft token."""

from __future__ import annotations

import threading
from pathlib import Path

from app.core.rag.document_store import DocumentStore
from tests.unit.test_rag_store import HashEmbedder


class WarmEmbedder(HashEmbedder):
    def __init__(self) -> None:
        super().__init__()
        self.warmed = threading.Event()

    def warm(self) -> None:
        self.warmed.set()


def test_the_store_warms_its_encoder_only_once_something_is_indexed(tmp_path: Path) -> None:
    embedder = WarmEmbedder()
    with DocumentStore(tmp_path / "index", embedder=embedder) as store:
        store.warm(only_if_indexed=True)
        store._worker().submit(lambda: None).result(5)  # the warm job has run
        assert not embedder.warmed.is_set()
        docs = tmp_path / "docs"
        docs.mkdir()
        (docs / "a.md").write_text("Annual leave is 15 days.", encoding="utf-8")
        store.index([docs], "hr", "internal")
        store.warm(only_if_indexed=True)
        assert embedder.warmed.wait(5)
        assert store.search("annual leave", ["hr"], 1)[0].source.endswith("a.md")
