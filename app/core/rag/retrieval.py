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
from app.core.rag.manifest import CollectionRecord, Manifest, idf_of
from app.core.rag.relevance import informative_terms, is_relevant
from app.core.rag.types import Hit, StoreError

if TYPE_CHECKING:
    from app.core.engines.base import Embedder
    from app.core.rag.chroma_read import SearchCollection


class SearchPorts(Protocol):
    """What retrieval reads (:class:`app.core.rag.document_store.StorePorts` fits): the
    manifest's records and BM25 index, the Chroma collections and the embedder. The caller
    holds the store's lock (docs/ARCHITECTURE.md §2.3)."""

    @property
    def manifest(self) -> Manifest: ...

    @property
    def embedder(self) -> Embedder: ...

    def search_collection(self, record: CollectionRecord) -> SearchCollection:
        """The collection to query: ``query(query_embeddings, n_results, include)`` and
        ``get(ids, include)`` as a chromadb collection has them."""
        ...


#: Hits scoring below this are not relevant enough to send anywhere: measured on
#: shared/data/corpus/questions.jsonl (bench/bench_relevance.py): every question's own source
#: scored at least 0.38, off-topic questions (formatting, arithmetic, small talk) at most 0.26,
#: but near-misses by topic up to 0.338, so a hit at the floor must also share a term with the
#: question (rag/relevance.py).
MIN_SCORE = 0.32
#: ... and below this share of the best hit's score a passage only adds noise (and bytes).
RELATIVE_FLOOR = 0.6
#: Weight of the centred term coverage against cosine similarity.
LEXICAL_WEIGHT = 0.25
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]+")
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
    #: The stored lexical terms of ``{file stem}\n{text}`` when read from the manifest
    terms: str | None = None

    def score(self) -> float:
        return _clamp((self.sim or 0.0) + LEXICAL_WEIGHT * self.bonus)


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
    prune: bool = True,
) -> list[Hit]:
    """The top ``k`` hits scoring at least ``min_score`` (fewer, or none, when the collections
    hold nothing that relevant). ``prune=False`` always runs the lexical half: the reference
    the pruned search must equal (tests/unit/test_rag_pruning.py)."""
    if k < 1 or not query.strip():
        return []
    chosen = select_collections(store, names)
    sizes = {r.name: store.manifest.chunk_count(r.name) for r in chosen}
    # A collection another desktop indexed on the shared server (rag/shared.py) has no rows
    # here: only Chroma knows its size.
    remote = bool(getattr(getattr(store, "vectors", None), "url", None))
    records = [r for r in chosen if sizes[r.name] or (remote and not r.roots)]
    if not records:
        return []
    by_name = {r.name: r for r in records}
    pool = max(POOL_FACTOR * k, MIN_POOL)
    qvec = store.embedder.embed([query])[0]
    cands, floor = _vector_candidates(store, records, qvec, pool)

    words, df, total = store.manifest.term_stats(query)
    idf = idf_of(words, df, total)
    whole = sum(idf.values())
    query_cjk = _is_cjk(query)
    mean = _coverage_bonus(query_cjk, list(cands.values()), idf, whole)
    pick = _select(list(cands.values()), k, diversity)
    # Every lexical-only candidate gets the floor similarity and a bonus of at most its
    # coverage (at most the idf share of the query terms the index holds) minus the mean: if
    # even that cannot reach the weakest pick, the lexical half cannot change the top k.
    reach = sum(v for w, v in idf.items() if df.get(w)) / whole if whole > 0 else 0.0
    bound = _clamp(floor + LEXICAL_WEIGHT * max(0.0, reach - mean))
    if not (prune and len(pick) == k and bound < min(value for _, _, value in pick)):
        # Lexical candidates beyond the first few rarely survive fusion, and each one the
        # vector half did not return costs a Chroma lookup for its embedding.
        limit = max(LEXICAL_FACTOR * k, MIN_LEXICAL)
        lexical = store.manifest.lexical_hits(words, df, total, list(by_name), limit)
        added = False
        for h in lexical:
            row = h.row
            if row.id in cands:
                continue
            # Not among the nearest vectors, so its similarity is at most the lowest one that
            # was: use that bound instead of a second Chroma round trip for its vectors.
            cand = _Candidate(
                row.id, row.source, row.page, row.chunk, row.text, row.collection, floor
            )
            if whole > 0 and _is_cjk(row.text) == query_cjk:
                present = set(row.terms.split())
                cand.bonus = sum(v for w, v in idf.items() if w in present) / whole - mean
            cands[row.id] = cand
            added = True
        if added:
            pick = _select(list(cands.values()), k, diversity)

    ranked = [(c, score) for c, score, _ in pick]
    if min_score > 0 and ranked:
        best = max(score for _, score in ranked)
        floor = max(min_score, RELATIVE_FLOOR * best)
        asked = informative_terms(query)
        ranked = [
            (c, score)
            for c, score in ranked
            if score >= floor and is_relevant(score, min_score, asked, _terms_of(c))
        ]
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
    ]


def _terms_of(c: _Candidate) -> set[str]:
    """A candidate's index terms (stored with its row, else computed as the index does)."""
    return set(
        c.terms.split() if c.terms is not None else terms(f"{Path(c.source).stem}\n{c.text}")
    )


def _vector_candidates(
    store: SearchPorts, records: list[CollectionRecord], qvec: Any, pool: int
) -> tuple[dict[str, _Candidate], float]:
    """The nearest chunks (best similarity over their vectors) and the lowest similarity the
    vector half returned. Chroma is asked for distances only: fetching metadata and documents
    for every returned vector cost more than the search itself at 100k chunks; the few chunks
    kept are read from the manifest's rows by id (Chroma's documents by id only for a chunk
    whose row is not written yet: the same texts either way)."""
    cands: dict[str, _Candidate] = {}
    floor = 1.0
    cap = pool * len(records)
    for rec in records:
        col = store.search_collection(rec)
        # A chunk owns several vectors (its sentence pairs): ask for more, keep the best.
        # Chroma returns what it has when asked for more than it holds: no count() round trip.
        res = col.query(
            query_embeddings=[qvec], n_results=pool * VECTORS_PER_CHUNK, include=["distances"]
        )
        sims: dict[str, float] = {}
        for vid, dist in zip(res["ids"][0], res["distances"][0], strict=True):
            sim = 1.0 - float(dist)
            floor = min(floor, sim)
            parent = vid.split(".s", 1)[0]
            old = cands.get(parent)
            if old is not None:
                old.sim = max(old.sim or 0.0, sim)
            elif parent in sims:
                sims[parent] = max(sims[parent], sim)
            elif len(cands) + len(sims) < cap:
                sims[parent] = sim
        if not sims:
            continue
        rows = store.manifest.chunk_rows(rec.name, list(sims))
        found: dict[str, tuple[str, Any]] = {}
        missing = [parent for parent in sims if parent not in rows]
        if missing:
            got = col.get(ids=missing, include=["documents", "metadatas"])
            found = {
                cid: (doc, meta)
                for cid, doc, meta in zip(
                    got["ids"], got["documents"], got["metadatas"], strict=True
                )
            }
        for parent, sim in sims.items():
            row = rows.get(parent)
            if row is not None:
                cands[parent] = _Candidate(
                    row.id,
                    row.source,
                    row.page,
                    row.chunk,
                    row.text,
                    rec.name,
                    sim,
                    terms=row.terms,
                )
            elif parent in found:
                doc, meta = found[parent]
                cands[parent] = _from_meta(parent, doc or "", meta, rec.name, sim)
    return cands, floor


def _clamp(score: float) -> float:
    return min(1.0, max(0.0, score))


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
    """More than a third of the letters are CJK (counted in C: str.isalpha over the text and
    over its CJK runs; a third of the time of a per-character loop, same answer)."""
    letters = sum(map(str.isalpha, text))
    return bool(letters) and sum(map(str.isalpha, "".join(_CJK.findall(text)))) * 3 > letters


def _coverage_bonus(
    query_cjk: bool, cands: list[_Candidate], idf: dict[str, float], whole: float
) -> float:
    """Set each vector candidate's bonus (coverage minus the mean coverage of the candidates in
    the query's script; 0 for the other script) and return that mean. The mean is taken over
    the vector half's candidates only, so lexical-only candidates never move anyone else's
    score: that is what lets the search skip them when they cannot reach the top k."""
    if not cands or whole <= 0:
        return 0.0
    same = []
    for c in cands:
        if _is_cjk(c.text) != query_cjk:
            continue  # bonus stays 0: terms cannot match across languages
        present = _terms_of(c)
        c.bonus = sum(v for w, v in idf.items() if w in present) / whole
        same.append(c)
    if not same:
        return 0.0
    mean = sum(c.bonus for c in same) / len(same)
    for c in same:
        c.bonus -= mean
    return mean


def _from_meta(cid: str, doc: str, meta: Any, collection: str, sim: float) -> _Candidate:
    meta = meta or {}
    page = int(meta.get("page", 0)) or None
    parent = str(meta.get("parent", cid))
    return _Candidate(
        parent, str(meta.get("source", "")), page, int(meta.get("chunk", 0)), doc, collection, sim
    )


def _select(
    cands: list[_Candidate], k: int, diversity: bool
) -> list[tuple[_Candidate, float, float]]:
    return _diversify(cands, k) if diversity else _top(cands, k)


def _top(cands: list[_Candidate], k: int) -> list[tuple[_Candidate, float, float]]:
    """The ``k`` best as (candidate, score, the value it was picked with: its score)."""
    cands.sort(key=lambda c: c.score(), reverse=True)
    return [(c, c.score(), c.score()) for c in cands[:k]]


def _diversify(cands: list[_Candidate], k: int) -> list[tuple[_Candidate, float, float]]:
    """Greedy pick; a file's n-th hit competes with its score times DIVERSITY_DECAY**n.

    The reported score stays the chunk's own score, so callers can still threshold on it; the
    third value is the discounted score it won its place with.
    """
    left = sorted(cands, key=lambda c: c.score(), reverse=True)
    seen: dict[str, int] = {}
    out: list[tuple[_Candidate, float, float]] = []
    while left and len(out) < k:
        values = [c.score() * DIVERSITY_DECAY ** seen.get(c.source, 0) for c in left]
        best_i = max(range(len(left)), key=values.__getitem__)
        value = values[best_i]
        chosen = left.pop(best_i)
        seen[chosen.source] = seen.get(chosen.source, 0) + 1
        out.append((chosen, chosen.score(), value))
    return out
