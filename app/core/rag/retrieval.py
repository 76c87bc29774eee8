"""Hybrid retrieval: vector similarity from Chroma fused with exact terms from the FTS index.

Why both: the multilingual embedder carries meaning across languages ("meal allowance" finds
"餐补"), while exact terms carry numbers, names and rare words that vectors blur. Candidates come
from both halves (Chroma's nearest vectors, FTS5's best BM25 chunks); each candidate then gets
its cosine similarity (for a lexical-only candidate, the lowest similarity the vector half
returned, an upper bound that saves a second Chroma round trip) and its term coverage:
the idf-weighted share of the query's terms it contains, in 0..1, so the lexical half does not
depend on corpus size.

Cross-language questions are the trap: a chunk in the other language can never share terms with
the query, so a raw lexical bonus would push every same-language chunk above it. The bonus is
therefore centred: a chunk in the query's script gets ``coverage - mean coverage`` of the
same-script candidates, a chunk in the other script gets 0 (no evidence either way). The fused
score is ``sim + LEXICAL_WEIGHT * centred``, clamped to 0..1. Per-source diversity then
discounts each further chunk of an already chosen file, so the top hits name several documents.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from app.core.rag.lexical import terms
from app.core.rag.manifest import CollectionRecord, Manifest
from app.core.rag.types import Hit, StoreError

if TYPE_CHECKING:
    from app.core.engines.base import Embedder


class SearchPorts(Protocol):
    """What retrieval reads (:class:`app.core.rag.document_store.StorePorts` fits): the
    manifest's records and BM25 index, the Chroma collections and the embedder. The caller
    holds the store's lock (docs/ARCHITECTURE.md §2.3)."""

    @property
    def manifest(self) -> Manifest: ...

    @property
    def embedder(self) -> Embedder: ...

    def chroma_collection(self, record: CollectionRecord) -> Any: ...


#: Hits scoring below this are not relevant enough to send anywhere: measured on
#: shared/data/corpus/questions.jsonl (bench/bench_relevance.py): every question's own source
#: scored at least 0.38, off-topic questions (formatting, arithmetic, small talk) at most 0.26.
MIN_SCORE = 0.32
#: ... and below this share of the best hit's score a passage only adds noise (and bytes).
RELATIVE_FLOOR = 0.6
#: Weight of the centred term coverage against cosine similarity.
LEXICAL_WEIGHT = 0.25
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")
#: Each earlier hit from the same file multiplies a candidate's score by this.
DIVERSITY_DECAY = 0.8
#: Candidates fetched from each half per requested hit (and at least MIN_POOL).
POOL_FACTOR = 5
MIN_POOL = 20
LEXICAL_FACTOR = 3
#: Vectors fetched per wanted chunk: chunks also own one vector per sentence.
VECTORS_PER_CHUNK = 4
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
    bonus: float = 0.0

    def score(self) -> float:
        return min(1.0, max(0.0, (self.sim or 0.0) + LEXICAL_WEIGHT * self.bonus))


def select_collections(store: SearchPorts, names: Sequence[str] | None) -> list[CollectionRecord]:
    records = {r.name: r for r in store.manifest.collections()}
    if not names:
        return list(records.values())
    missing = [n for n in names if n not in records]
    if missing:
        raise StoreError(f"no collection named {', '.join(repr(m) for m in missing)}")
    return [records[n] for n in dict.fromkeys(names)]


def hybrid_search(
    store: SearchPorts,
    query: str,
    names: Sequence[str] | None,
    k: int,
    diversity: bool,
    min_score: float = 0.0,
) -> list[Hit]:
    """The top ``k`` hits scoring at least ``min_score`` (fewer, or none, when the collections
    hold nothing that relevant)."""
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
    floor = 1.0  # the lowest similarity the vector half returned

    for rec in records:
        col = store.chroma_collection(rec)
        # A chunk owns several vectors (itself and its sentences): ask for more, keep the best.
        # Chroma returns what it has when asked for more than it holds: no count() round trip.
        n = pool * VECTORS_PER_CHUNK
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
            cand = _from_meta(cid, doc or "", meta, rec.name, 1.0 - float(dist))
            floor = min(floor, cand.sim or 0.0)
            old = cands.get(cand.id)
            if old is None:
                if len(cands) < pool * len(records):
                    cands[cand.id] = cand
            elif (old.sim or 0.0) < (cand.sim or 0.0):
                old.sim = cand.sim

    # Lexical candidates beyond the first few rarely survive fusion, and each one the vector
    # half did not return costs a Chroma lookup for its embedding.
    limit = max(LEXICAL_FACTOR * k, MIN_LEXICAL)
    lexical, idf = store.manifest.lexical(query, list(by_name), limit)
    for h in lexical:
        row = h.row
        if row.id not in cands:
            # Not among the nearest vectors, so its similarity is at most the lowest one that
            # was: use that bound instead of a second Chroma round trip for its vectors.
            cands[row.id] = _Candidate(
                row.id, row.source, row.page, row.chunk, row.text, row.collection, floor
            )
    _centre_lexical_bonus(query, list(cands.values()), idf)

    ranked = _diversify(list(cands.values()), k) if diversity else _top(list(cands.values()), k)
    if min_score > 0 and ranked:
        best = max(score for _, score in ranked)
        min_score = max(min_score, RELATIVE_FLOOR * best)
    return [
        Hit(
            source=display_source(c.source, by_name[c.collection].roots),
            page=c.page,
            chunk=c.chunk,
            score=round(score, 4),
            text=c.text,
            collection=c.collection,
            label=by_name[c.collection].label,
            path=c.source,
        )
        for c, score in ranked
        if score >= min_score
    ]


def display_source(path: str, roots: Sequence[str]) -> str:
    """``path`` relative to the deepest indexed folder holding it, else the file's name."""
    p = Path(path)
    best: Path | None = None
    for root in roots:
        r = Path(root)
        if r != p and p.is_relative_to(r) and (best is None or len(r.parts) > len(best.parts)):
            best = r
    return p.relative_to(best).as_posix() if best is not None else p.name


def _is_cjk(text: str) -> bool:
    letters = [ch for ch in text if ch.isalpha()]
    return bool(letters) and sum(1 for ch in letters if _CJK.match(ch)) * 3 > len(letters)


def _centre_lexical_bonus(query: str, cands: list[_Candidate], idf: dict[str, float]) -> None:
    """Set each candidate's bonus: coverage minus the mean coverage of its script group."""
    whole = sum(idf.values())
    if not cands or whole <= 0:
        return
    query_cjk = _is_cjk(query)
    same = []
    for c in cands:
        if _is_cjk(c.text) != query_cjk:
            continue  # bonus stays 0: terms cannot match across languages
        present = set(terms(f"{Path(c.source).stem}\n{c.text}"))
        c.bonus = sum(v for w, v in idf.items() if w in present) / whole
        same.append(c)
    if same:
        mean = sum(c.bonus for c in same) / len(same)
        for c in same:
            c.bonus -= mean


def _from_meta(cid: str, doc: str, meta: Any, collection: str, sim: float) -> _Candidate:
    meta = meta or {}
    page = int(meta.get("page", 0)) or None
    parent = str(meta.get("parent", cid))
    return _Candidate(
        parent, str(meta.get("source", "")), page, int(meta.get("chunk", 0)), doc, collection, sim
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
