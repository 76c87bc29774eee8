"""Skipping the lexical half when it cannot change the top k (app/core/rag/retrieval.py) gives
exactly the hits of the full computation: a property over random corpora, with the real
manifest (SQLite FTS5, the df cache) and an in-memory stand-in for the Chroma collection."""

from __future__ import annotations

import random
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.rag import retrieval
from app.core.rag.lexical import terms
from app.core.rag.manifest import CollectionRecord, LexicalRow, Manifest

DIM = 8
WORDS = [
    "alpha",
    "beta",
    "gamma",
    "delta",
    "walrus",
    "budget",
    "invoice",
    "printer",
    "4711",
    "floor3",
]
CJK = list("发票预算打印机年假会议")


class FakeCollection:
    """What retrieval asks of a Chroma collection: nearest ids with distances, get by id."""

    def __init__(self) -> None:
        self.ids: list[str] = []
        self.vecs: list[npt.NDArray[np.float32]] = []
        self.docs: dict[str, str] = {}
        self.metas: dict[str, dict[str, Any]] = {}
        self.gets = 0

    def add(self, vid: str, vec: npt.NDArray[np.float32], doc: str, meta: dict[str, Any]) -> None:
        self.ids.append(vid)
        self.vecs.append(vec)
        self.docs[vid] = doc
        self.metas[vid] = meta

    def query(self, query_embeddings: Any, n_results: int, include: list[str]) -> dict[str, Any]:
        sims = np.stack(self.vecs) @ np.asarray(query_embeddings[0])
        order = np.argsort(-sims, kind="stable")[:n_results]
        return {
            "ids": [[self.ids[i] for i in order]],
            "distances": [[float(1.0 - sims[i]) for i in order]],
        }

    def get(self, ids: list[str], include: list[str]) -> dict[str, Any]:
        self.gets += 1
        keep = [i for i in ids if i in self.docs]
        return {
            "ids": keep,
            "documents": [self.docs[i] for i in keep],
            "metadatas": [self.metas[i] for i in keep],
        }


@dataclass
class Ports:
    manifest: Manifest
    query_vec: npt.NDArray[np.float32]
    cols: dict[str, FakeCollection] = field(default_factory=dict)

    @property
    def embedder(self) -> Any:
        vec = self.query_vec

        class _E:
            def embed(self, texts: list[str]) -> npt.NDArray[np.float32]:
                return np.stack([vec for _ in texts])

        return _E()

    def search_collection(self, record: CollectionRecord) -> FakeCollection:
        return self.cols[record.name]


def _unit(rng: random.Random, spread: float) -> npt.NDArray[np.float32]:
    """Near one shared direction: similarities close together, so lexical terms decide."""
    v = np.array([1.0] + [rng.gauss(0, spread) for _ in range(DIM - 1)], dtype=np.float32)
    return v / float(np.linalg.norm(v))


def _text(rng: random.Random) -> str:
    if rng.random() < 0.5:
        return " ".join(rng.choices(WORDS, k=rng.randint(1, 8))) + "."
    return "".join(rng.choices(CJK, k=rng.randint(1, 8))) + "。"


def _build(root: Path, seed: int, files: int, collections: int, spread: float = 0.3) -> Ports:
    rng = random.Random(seed)
    manifest = Manifest(root / "m.sqlite3")
    ports = Ports(manifest, _unit(rng, spread))
    for c in range(collections):
        name = f"c{c}"
        manifest.save_collection(
            CollectionRecord(name, f"tandem-{name}", "internal", (), False, "x")
        )
        col = ports.cols[name] = FakeCollection()
        for f in range(files):
            source = str(root / f"{name}-doc{f}.md")
            rows = []
            chunks = rng.randint(1, 4)
            for i in range(chunks):
                text = " ".join(_text(rng) for _ in range(rng.randint(1, 3)))
                cid = f"{c:02d}{f:03d}-{i}"
                meta = {"source": source, "page": 0, "chunk": i, "parent": cid}
                for n in range(rng.randint(1, 3)):
                    col.add(cid if n == 0 else f"{cid}.s{n}", _unit(rng, spread), text, meta)
                stem = Path(source).stem
                rows.append(
                    LexicalRow(cid, name, source, None, i, text, " ".join(terms(f"{stem}\n{text}")))
                )
            manifest.commit_files(name, [(source, f"h{f}", chunks)], rows)
    return ports


def _query(rng: random.Random) -> str:
    return " ".join(_text(rng) for _ in range(rng.randint(1, 2)))


def _search(ports: Ports, query: str, k: int, diversity: bool, prune: bool) -> list[Any]:
    return retrieval.hybrid_search(ports, query, None, k, diversity, 0.0, prune=prune)  # type: ignore[arg-type]


@settings(max_examples=60, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    files=st.integers(1, 40),
    collections=st.integers(1, 2),
    spread=st.sampled_from([0.05, 0.3, 2.0]),
    k=st.integers(1, 6),
    diversity=st.booleans(),
)
def test_pruned_search_returns_the_full_computations_top_k(
    seed: int, files: int, collections: int, spread: float, k: int, diversity: bool
) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        ports = _build(Path(tmp), seed, files, collections, spread)
        rng = random.Random(seed + 1)
        try:
            for _ in range(4):
                query = _query(rng)
                full = _search(ports, query, k, diversity, prune=False)
                assert _search(ports, query, k, diversity, prune=True) == full
        finally:
            ports.manifest.close()


def test_the_lexical_half_is_skipped_when_it_cannot_reach_the_top_k(tmp_path: Path) -> None:
    """A query whose terms the index mostly lacks (other language): the best a lexical-only
    chunk could score stays below the weakest pick, so no FTS query runs."""
    ports = _build(tmp_path, seed=3, files=20, collections=1)
    calls: list[int] = []
    real = ports.manifest.lexical_hits

    def counting(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return real(*args, **kwargs)

    ports.manifest.lexical_hits = counting  # type: ignore[method-assign]
    ranked = [
        len(_search(ports, q, 2, True, prune=True)) for q in ("zebra quokka alpha", "会计出纳发")
    ]
    assert ranked == [2, 2]
    assert len(calls) < 2  # at least one of the two never touched FTS
    assert _search(ports, "zebra quokka alpha", 2, True, prune=False)  # full still answers
    assert len(calls) >= 1
    ports.manifest.close()


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 10_000),
    files=st.integers(1, 30),
    collections=st.integers(1, 2),
    k=st.integers(1, 6),
    dropped=st.floats(0.0, 1.0),
)
def test_texts_from_the_manifest_rows_equal_texts_from_chroma(
    seed: int, files: int, collections: int, k: int, dropped: float
) -> None:
    """The kept chunks' texts come from the manifest's id table; for any chunk it lacks (a
    file still being written) from the collection: the hits are the same either way."""
    with tempfile.TemporaryDirectory() as tmp:
        ports = _build(Path(tmp), seed, files, collections)
        rng = random.Random(seed + 2)
        real = ports.manifest.chunk_rows
        queries = [_query(rng) for _ in range(4)]
        try:
            with_rows = [_search(ports, q, k, True, prune=True) for q in queries]
            fetched: list[str] = []

            def partial(collection: str, ids: list[str]) -> dict[str, Any]:
                rows = real(collection, ids)
                keep = {i: r for i, r in rows.items() if rng.random() >= dropped}
                fetched.extend(i for i in ids if i not in keep)
                return keep

            gets = sum(c.gets for c in ports.cols.values())
            assert gets == 0  # every text came from the rows
            ports.manifest.chunk_rows = partial  # type: ignore[method-assign]
            assert [_search(ports, q, k, True, prune=True) for q in queries] == with_rows
            assert (sum(c.gets for c in ports.cols.values()) > 0) == bool(fetched)
        finally:
            ports.manifest.close()
