"""Is a passage relevant enough to answer with, upload and cite? (issue 24 item 4)

A score floor alone lets near-misses through: with the shared corpus indexed, "How do vaccines
work?" reached 报销流程.txt at 0.326 (floor 0.32), an unrelated Chinese passage with no word in
common, and uploaded it. Two kinds of evidence make a hit relevant:

- **shared terms**: the passage (or its file's name) holds an informative term of the question
  (a Latin word or a CJK bigram: rag/lexical.py's terms, stopwords and single characters left
  out); then the floor itself is enough;
- **a clear margin**: with no term in common (a paraphrase, or a passage in the other language:
  "monthly meal allowance" finding 餐补) the score must clear the floor by
  :data:`UNSHARED_MARGIN`.

Measured on shared/data/corpus (bench/bench_relevance.py): every question of questions.jsonl
still finds its source (the lowest, 0.384, shares five terms; the cross-language one scores
0.452), while 78 off-topic questions in English and Chinese upload nothing (the nearest misses,
0.338 and 0.334 for 个人所得税 / 航班 questions, and 0.326 for vaccines, share no term).
"""

from __future__ import annotations

from collections.abc import Iterable

from app.core.rag.lexical import query_terms

#: With no informative term in common, a hit needs the floor plus this (0.32 + 0.08 = 0.40).
UNSHARED_MARGIN = 0.08


def informative_terms(query: str) -> frozenset[str]:
    """The question's terms that can show a passage is about it: no stopwords, no single
    characters (a lone "2" or "的" matches almost any passage)."""
    return frozenset(w for w in query_terms(query) if len(w) > 1)


def is_relevant(score: float, floor: float, asked: frozenset[str], present: Iterable[str]) -> bool:
    """Whether a hit of ``score`` with index terms ``present`` may be used for a question whose
    informative terms are ``asked``, under the relevance floor ``floor``."""
    if score < floor:
        return False
    if score >= floor + UNSHARED_MARGIN:
        return True
    return not asked.isdisjoint(present)
