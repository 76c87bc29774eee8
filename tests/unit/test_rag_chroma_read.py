"""The search-only Chroma reader (app/core/rag/chroma_read.py) against chromadb's own client on
the same real index, and the document store's use of it: only while nothing was written in
this process, falling back to the client on any error, never importing chromadb itself."""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest

from app.core.rag import chroma_read
from app.core.rag.chroma_client import open_persistent_client
from app.core.rag.document_store import DocumentStore
from tests.unit.test_rag_store import HashEmbedder

ROOT = Path(__file__).resolve().parents[2]


class DistinctEmbedder(HashEmbedder):
    """HashEmbedder's vectors nudged apart per text: no two chunks tie on distance (Chroma
    orders ties as its index happens to hold them, in its own client as in the reader)."""

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        out = super().embed(texts)
        for i, text in enumerate(texts):
            seed = int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")
            out[i] += 0.05 * np.random.default_rng(seed).standard_normal(out.shape[1])
        return out / np.linalg.norm(out, axis=1, keepdims=True)


WORDS = "invoice budget printer toner leave policy vpn password travel hotel 发票 年假 打印机"


def _corpus(root: Path, files: int = 12) -> Path:
    root.mkdir(parents=True, exist_ok=True)
    words = WORDS.split()
    for i in range(files):
        body = " ".join(words[(i * 3 + j) % len(words)] for j in range(9))
        (root / f"doc{i:02d}.md").write_text(
            f"Note {i}: {body}.\n\nSecond part {i}: {words[i % len(words)]} again, then {body}.",
            encoding="utf-8",
        )
    return root


@pytest.fixture
def index(tmp_path: Path) -> Path:
    with DocumentStore(tmp_path / "index", embedder=DistinctEmbedder()) as store:
        store.index([_corpus(tmp_path / "docs")], "notes")
    return tmp_path / "index"


QUERIES = ["printer toner", "年假 发票", "vpn password policy", "hotel", "unrelated words"]


def test_reader_answers_as_chromadb_does(index: Path) -> None:
    reader = chroma_read.open_reader(index)
    assert reader is not None
    client = open_persistent_client(index)
    try:
        name = client.list_collections()[0].name
        col = client.get_collection(name)
        embed = DistinctEmbedder().embed
        for query in QUERIES:
            vec = embed([query])[0]
            for n in (1, 5, 200):
                want = col.query(query_embeddings=[vec], n_results=n, include=["distances"])
                got = reader.query(name, vec, n)
                assert got["ids"] == want["ids"] and got["distances"] == want["distances"]
            ids = [*want["ids"][0][:7], "no-such-id"]
            want_get = col.get(ids=ids, include=["documents", "metadatas"])
            got_get = reader.get(name, ids, ["documents", "metadatas"])
            for field in ("ids", "documents", "metadatas"):
                assert got_get[field] == want_get[field]
    finally:
        reader.close()
        client.close()


def test_a_reopened_store_searches_through_the_reader_with_the_same_hits(index: Path) -> None:
    with DocumentStore(index, embedder=DistinctEmbedder()) as old:
        old.vectors.client()  # the full client: the reader is never used
        want = [old.search(q, k=4) for q in QUERIES]
    with DocumentStore(index, embedder=DistinctEmbedder()) as new:
        got = [new.search(q, k=4) for q in QUERIES]
        assert new.vectors.reader() is not None and new.vectors._client is None
    assert got == want and any(want)


def test_writing_drops_the_reader_and_searches_see_the_new_file(
    index: Path, tmp_path: Path
) -> None:
    with DocumentStore(index, embedder=DistinctEmbedder()) as store:
        assert store.search("printer", k=1)
        assert store.vectors.reader() is not None
        extra = tmp_path / "extra"
        extra.mkdir()
        (extra / "walrus.md").write_text("The walrus manual: walrus walrus.", encoding="utf-8")
        store.index([extra], "notes")
        assert store.vectors.reader() is None  # the client that wrote answers from now on
        assert Path(store.search("walrus", k=1)[0].source).name == "walrus.md"


def test_the_reader_sees_what_another_store_or_process_wrote(index: Path, tmp_path: Path) -> None:
    reading = DocumentStore(index, embedder=DistinctEmbedder())
    try:
        assert reading.search("printer toner", k=2)
        assert reading.vectors.reader() is not None
        extra = tmp_path / "extra"
        extra.mkdir()
        (extra / "walrus.md").write_text("The walrus manual: walrus zebra.", encoding="utf-8")
        with DocumentStore(index, embedder=DistinctEmbedder()) as writing:
            writing.index([extra], "notes")
        top = reading.search("walrus zebra", k=3)[0]
        assert Path(top.source).name == "walrus.md" and top.score > 0.5  # by its vector
        code = (
            "from pathlib import Path\n"
            "from app.core.rag.document_store import DocumentStore\n"
            "from tests.unit.test_rag_chroma_read import DistinctEmbedder\n"
            f"with DocumentStore(Path({str(index)!r}), embedder=DistinctEmbedder()) as s:\n"
            f"    s.index([Path({str(extra)!r})], 'other')\n"
        )
        subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True, timeout=120)
        hits = reading.search("walrus zebra", ["other"], k=1)
        assert [Path(h.source).name for h in hits] == ["walrus.md"] and hits[0].score > 0.5
    finally:
        reading.close()


def test_a_failing_reader_falls_back_to_the_client(
    index: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    with DocumentStore(index, embedder=DistinctEmbedder()) as ref:
        want = ref.search("printer toner", k=3)
    with DocumentStore(index, embedder=DistinctEmbedder()) as store:
        reader = store.vectors.reader()
        assert reader is not None

        def broken(*args: object) -> None:
            raise RuntimeError("bindings changed")

        monkeypatch.setattr(reader, "query", broken)
        assert store.search("printer toner", k=3) == want
        assert store.vectors.reader() is None and store.vectors._client is not None


def test_an_unknown_chromadb_version_is_not_read(
    index: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(chroma_read, "SUPPORTED_VERSIONS", ("0.0.",))
    assert chroma_read.open_reader(index) is None
    with DocumentStore(index, embedder=DistinctEmbedder()) as store:
        assert store.search("printer", k=1)  # the client answers
        assert store.vectors._client is not None


def test_no_index_no_reader(tmp_path: Path) -> None:
    assert chroma_read.open_reader(tmp_path) is None


def test_a_search_in_a_fresh_process_never_imports_chromadb(index: Path) -> None:
    code = (
        "import json, sys\n"
        "from pathlib import Path\n"
        "from app.core.rag.document_store import DocumentStore\n"
        "from tests.unit.test_rag_chroma_read import DistinctEmbedder\n"
        f"store = DocumentStore(Path({str(index)!r}), embedder=DistinctEmbedder())\n"
        "hits = store.search('printer toner', k=2)\n"
        "store.close()\n"
        "print(json.dumps([len(hits), 'chromadb' in sys.modules,"
        " 'chromadb_rust_bindings' in sys.modules]))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == [2, False, True]


def test_warm_opens_the_reader_not_the_client(index: Path) -> None:
    with DocumentStore(index, embedder=DistinctEmbedder()) as store:
        store.warm()
        store._worker().submit(lambda: None).result(timeout=30)
        assert store.vectors._reader  # opened, and chromadb's client is not
        assert store.vectors._client is None


def test_the_installed_version_is_read_without_importing_chromadb() -> None:
    from importlib.metadata import version

    assert chroma_read.installed_version() == version("chromadb")
