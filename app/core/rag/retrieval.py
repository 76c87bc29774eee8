"""Hybrid retrieval: vector similarity from Chroma fused with BM25 from the manifest's FTS index.

Why both: the multilingual embedder carries meaning across languages ("meal allowance" finds
"餐补"), while exact terms carry numbers, names and rare words that vectors blur. Each candidate
gets both signals: its cosine similarity (fetched from Chroma for lexical-only candidates) and
its BM25 score divided by the best BM25 of the query, so the lexical half is relative and does
not depend on corpus size. The fused score is ``(sim + LEXICAL_WEIGHT * lex) / (1 +
LEXICAL_WEIGHT)``. Per-source diversity then discounts each further chunk of an already chosen
file, so the top hits name several documents instead of one document several times.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

if TYPE_CHECKING:
    from app.core.rag.manifest import CollectionRecord
    from app.core.rag.store import DocumentStore, Hit

#: Weight of the normalised BM25 score against cosine similarity.
LEXICAL_WEIGHT = 0.35
#: Each earlier hit from the same file multiplies a candidate's score by this.
DIVERSITY_DECAY = 0.8
#: Candidates fetched from each half per requested hit (and at least MIN_POOL).
POOL_FACTOR = 5
MIN_POOL = 20
LEXICAL_FACTOR = 3
MIN_LEXICAL = 12


@dataclass
class _Candidate:
    id: str
    source: str
    page: int | None
    chunk: int
    text: str
    collection: str
    sim: float | None = None
    lex: float = 0.0

    def score(self) -> float:
        return ((self.sim or 0.0) + LEXICAL_WEIGHT * self.lex) / (1.0 + LEXICAL_WEIGHT)


def select_collections(store: DocumentStore, names: Sequence[str] | None) -> list[CollectionRecord]:
    from app.core.rag.store import StoreError

    records = {r.name: r for r in store.manifest.collections()}
    if not names:
        return list(records.values())
    missing = [n for n in names if n not in records]
    if missing:
        raise StoreError(f"no collection named {', '.join(repr(m) for m in missing)}")
    return [records[n] for n in dict.fromkeys(names)]


def hybrid_search(
    store: DocumentStore,
    query: str,
    names: Sequence[str] | None,
    k: int,
    diversity: bool,
) -> list[Hit]:
    from app.core.rag.store import Hit

    if k < 1 or not query.strip():
        return []
    chosen = select_collections(store, names)
    sizes = {r.name: store.manifest.chunk_count(r.name) for r in chosen}
    records = [r for r in chosen if sizes[r.name]]
    if not records:
        return []
    by_name = {r.name: r for r in records}
    pool = max(POOL_FACTOR * k, MIN_POOL)
    qvec = store.embedder.embed([query])[0]
    cands: dict[str, _Candidate] = {}

    for rec in records:
        col = store.chroma_collection(rec)
        n = min(pool, sizes[rec.name])
        res = col.query(
            query_embeddings=[qvec], n_results=n, include=["documents", "metadatas", "distances"]
        )
        for cid, doc, meta, dist in zip(
            res["ids"][0],
            res["documents"][0],
            res["metadatas"][0],
            res["distances"][0],
            strict=True,
        ):
            cands[cid] = _from_meta(cid, doc or "", meta, rec.name, 1.0 - float(dist))

    # Lexical candidates beyond the first few rarely survive fusion, and each one the vector
    # half did not return costs a Chroma lookup for its embedding.
    lexical = store.manifest.lexical(query, list(by_name), max(LEXICAL_FACTOR * k, MIN_LEXICAL))
    if lexical:
        best = max(h.bm25 for h in lexical) or 1.0
        need: dict[str, list[str]] = {}
        for h in lexical:
            row = h.row
            cand = cands.get(row.id)
            if cand is None:
                cand = _Candidate(row.id, row.source, row.page, row.chunk, row.text, row.collection)
                cands[row.id] = cand
                need.setdefault(row.collection, []).append(row.id)
            cand.lex = max(0.0, h.bm25 / best)
        for name, ids in need.items():
            got = store.chroma_collection(by_name[name]).get(ids=ids, include=["embeddings"])
            vecs = np.asarray(got["embeddings"], dtype=np.float32)
            for cid, vec in zip(got["ids"], vecs, strict=True):
                cands[cid].sim = float(np.dot(vec, qvec))

    ranked = _diversify(list(cands.values()), k) if diversity else _top(list(cands.values()), k)
    return [
        Hit(
            source=c.source,
            page=c.page,
            chunk=c.chunk,
            score=round(score, 4),
            text=c.text,
            collection=c.collection,
            label=by_name[c.collection].label,
        )
        for c, score in ranked
    ]


def _from_meta(cid: str, doc: str, meta: Any, collection: str, sim: float) -> _Candidate:
    meta = meta or {}
    page = int(meta.get("page", 0)) or None
    return _Candidate(
        cid, str(meta.get("source", "")), page, int(meta.get("chunk", 0)), doc, collection, sim
    )


def _top(cands: list[_Candidate], k: int) -> list[tuple[_Candidate, float]]:
    cands.sort(key=lambda c: c.score(), reverse=True)
    return [(c, c.score()) for c in cands[:k]]


def _diversify(cands: list[_Candidate], k: int) -> list[tuple[_Candidate, float]]:
    """Greedy pick; a file's n-th hit competes with its score times DIVERSITY_DECAY**n.

    The reported score stays the chunk's own score, so callers can still threshold on it.
    """
    left = sorted(cands, key=lambda c: c.score(), reverse=True)
    seen: dict[str, int] = {}
    out: list[tuple[_Candidate, float]] = []
    while left and len(out) < k:
        best_i = max(
            range(len(left)),
            key=lambda i: left[i].score() * DIVERSITY_DECAY ** seen.get(left[i].source, 0),
        )
        chosen = left.pop(best_i)
        seen[chosen.source] = seen.get(chosen.source, 0) + 1
        out.append((chosen, chosen.score()))
    return out
