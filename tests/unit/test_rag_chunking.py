"""Chunking: sentence boundaries in both languages, sizes bounded, no text lost."""

from __future__ import annotations

import itertools
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.rag.chunking import (
    MAX_TOKENS,
    TARGET_TOKENS,
    chunk_pages,
    estimate_tokens,
    split_sentences,
)
from app.core.rag.loaders import Page


def test_chinese_sentences_split_without_spaces() -> None:
    text = "正式员工每年享有15天带薪年假。未使用的年假最多可结转5天！需要批准吗？好的"
    assert split_sentences(text) == [
        "正式员工每年享有15天带薪年假。",
        "未使用的年假最多可结转5天！",
        "需要批准吗？",
        "好的",
    ]


def test_english_decimals_and_times_stay_whole() -> None:
    text = "Leave accrues at 1.25 days per month. Lunch is served at 11:30 daily. Done"
    assert split_sentences(text) == [
        "Leave accrues at 1.25 days per month.",
        "Lunch is served at 11:30 daily.",
        "Done",
    ]


def test_chunks_never_span_pages_and_keep_page_numbers() -> None:
    pages = [Page(1, "First page. " * 5), Page(2, "Second page. " * 5)]
    chunks = chunk_pages(pages)
    assert {c.page for c in chunks} == {1, 2}
    assert all("Second" not in c.text for c in chunks if c.page == 1)
    assert [c.index for c in chunks] == list(range(len(chunks)))


def test_markdown_sections_start_new_chunks() -> None:
    text = "# Policy\n## Booking\nBook early. Use the portal.\n## Per diem\nMeals are 180 CNY."
    chunks = chunk_pages([Page(None, text)])
    assert [c.text for c in chunks] == [
        "# Policy\n## Booking\nBook early. Use the portal.",
        "## Per diem\nMeals are 180 CNY.",
    ]


def test_long_text_is_split_near_target_with_overlap() -> None:
    sentences = [f"Sentence number {i} talks about topic {i}." for i in range(60)]
    chunks = chunk_pages([Page(None, " ".join(sentences))])
    assert len(chunks) > 3
    assert all(estimate_tokens(c.text) <= TARGET_TOKENS for c in chunks)
    # One sentence of overlap: each chunk starts with the previous chunk's last sentence.
    for prev, nxt in itertools.pairwise(chunks):
        last = split_sentences(prev.text)[-1]
        assert nxt.text.startswith(last)


def test_one_huge_chinese_sentence_is_cut_to_bounded_pieces() -> None:
    text = "这是一个没有句号的很长的中文句子，" * 80
    chunks = chunk_pages([Page(None, text)])
    assert len(chunks) > 5
    assert all(estimate_tokens(c.text) <= MAX_TOKENS + 2 for c in chunks)


def test_estimate_counts_cjk_heavier_than_latin_letters() -> None:
    assert estimate_tokens("年假制度") > estimate_tokens("leave")
    assert estimate_tokens("") == 0


_word = st.text(alphabet="abcdefghij年假制度报销流程", min_size=1, max_size=12)
_sentence = st.lists(_word, min_size=1, max_size=15).map(" ".join)
_punct = st.sampled_from([". ", "。", "！", "? ", "\n\n", "，"])


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(_sentence, _punct), min_size=1, max_size=40))
def test_no_text_is_lost_and_sizes_are_bounded(parts: list[tuple[str, str]]) -> None:
    text = "".join(s + p for s, p in parts)
    chunks = chunk_pages([Page(None, text)])
    joined = re.sub(r"\s", "", "".join(c.text for c in chunks))
    for char in set(re.sub(r"\s", "", text)):
        assert char in joined
    assert all(estimate_tokens(c.text) <= MAX_TOKENS + TARGET_TOKENS for c in chunks)
