"""Lexical terms: CJK unigrams and bigrams, lower-cased words, stopwords out of queries."""

from __future__ import annotations

from app.core.rag.lexical import MAX_QUERY_TERMS, fts_query, query_terms, terms


def test_cjk_runs_become_characters_and_bigrams() -> None:
    assert terms("餐补500元") == ["餐", "补", "餐补", "500", "元"]


def test_latin_words_are_lowercased_and_split_on_punctuation() -> None:
    assert terms("FLOOR3-HP, Cabinet B") == ["floor3", "hp", "cabinet", "b"]


def test_query_terms_drop_stopwords_and_duplicates() -> None:
    assert query_terms("What is the monthly meal allowance? the meal") == [
        "monthly",
        "meal",
        "allowance",
    ]
    assert "几" not in query_terms("食堂午餐几点供应")


def test_fts_query_quotes_terms_and_handles_empty() -> None:
    assert fts_query('say "hi"') == '"say" OR "hi"'
    assert fts_query("the of ?") is None
    assert len(query_terms(" ".join(f"w{i}" for i in range(200)))) == MAX_QUERY_TERMS
