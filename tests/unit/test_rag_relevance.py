"""The relevance rule (app/core/rag/relevance.py): the floor, then shared terms or a margin."""

from __future__ import annotations

from app.core.rag.lexical import terms
from app.core.rag.relevance import UNSHARED_MARGIN, informative_terms, is_relevant

FLOOR = 0.32


def test_below_the_floor_nothing_is_relevant() -> None:
    asked = informative_terms("Where are toner cartridges stored?")
    assert not is_relevant(0.31, FLOOR, asked, terms("Toner cartridges are stored in cabinet B."))


def test_at_the_floor_a_shared_term_is_needed() -> None:
    asked = informative_terms("How do vaccines work?")
    passage = terms("报销流程\n员工报销需在30日内提交，单笔超过200元必须附发票。")
    assert not is_relevant(0.326, FLOOR, asked, passage)  # the near-miss issue 24 saw
    assert is_relevant(0.326, FLOOR, asked, terms("Vaccines train the immune system."))


def test_a_clear_margin_needs_no_shared_term() -> None:
    asked = informative_terms("What is the monthly meal allowance?")
    passage = terms("食堂安排\n每月餐补500元。")
    assert not is_relevant(FLOOR + UNSHARED_MARGIN - 0.01, FLOOR, asked, passage)
    assert is_relevant(FLOOR + UNSHARED_MARGIN, FLOOR, asked, passage)


def test_stopwords_and_single_characters_are_no_evidence() -> None:
    asked = informative_terms("What is 2 的 the 税?")
    assert asked == frozenset()
    assert not is_relevant(0.35, FLOOR, asked, terms("the 2 的 税 of it"))
    assert "餐补" in informative_terms("每月餐补是多少？")
