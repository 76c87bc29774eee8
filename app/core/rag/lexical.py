"""Terms for the lexical half of hybrid retrieval.

Vectors blur numbers, names and rare Chinese terms ("餐补", "FLOOR3-HP", "4711"); exact terms do
not. SQLite's FTS5 ranks with BM25, but its tokenizers treat a run of Chinese characters as one
word, so Tandem tokenizes itself: lower-cased Latin words and numbers, and for CJK text every
character plus every adjacent pair (bigrams), the usual trick for search without a segmenter.
The terms are stored space-separated, which FTS5's unicode61 tokenizer splits back unchanged.
"""

from __future__ import annotations

import re

_CJK_RUN = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+")
_WORD = re.compile(r"[^\W_]+", re.UNICODE)

#: Words so common in questions that matching them only adds noise (and FTS work).
_STOP_EN = (
    "a an and are as at be by can do does for from has have how i if in into is it its me my "
    "of on or our should so than that the their them then there these this to up was we were "
    "what when where which who whom why will with would you your"
)
#: CJK question words and particles that carry no topic.
_STOP_CJK = "的 了 吗 呢 么 是 在 和 有 几 多 少 什 哪 怎 谁 要 请 我 你 他 吧 啊"
STOPWORDS = frozenset(_STOP_EN.split())
CJK_STOP = frozenset(_STOP_CJK.split())

#: A query never becomes an FTS expression longer than this many terms.
MAX_QUERY_TERMS = 48


def terms(text: str) -> list[str]:
    """All index terms of ``text`` in order (duplicates kept: BM25 counts term frequency)."""
    out: list[str] = []
    pos = 0
    for match in _CJK_RUN.finditer(text):
        _latin_terms(text[pos : match.start()], out)
        _cjk_terms(match.group(0), out)
        pos = match.end()
    _latin_terms(text[pos:], out)
    return out


def _latin_terms(text: str, out: list[str]) -> None:
    out.extend(w.lower() for w in _WORD.findall(text))


def _cjk_terms(run: str, out: list[str]) -> None:
    out.extend(run)
    out.extend(run[i : i + 2] for i in range(len(run) - 1))


def query_terms(text: str) -> list[str]:
    """Distinct, informative terms of a query, in order of first appearance."""
    seen: dict[str, None] = {}
    for term in terms(text):
        if term in STOPWORDS or term in CJK_STOP:
            continue
        seen.setdefault(term, None)
    return list(seen)[:MAX_QUERY_TERMS]


def fts_query(text: str) -> str | None:
    """An FTS5 MATCH expression OR-ing the query's terms, or None when nothing is left."""
    return fts_query_from_terms(query_terms(text))


def fts_query_from_terms(words: list[str]) -> str | None:
    if not words:
        return None
    return " OR ".join('"' + w.replace('"', '""') + '"' for w in words)
