"""Restore puts back the words the user typed (issue 24 item 2; docs/ARCHITECTURE.md §5.1): one
placeholder per entity, and the k-th occurrence of a placeholder in the answer gets the k-th form
the prompt used for it ("Rachel Zheng", then "Rachel"), the canonical form beyond that. Whole-text
restore, the gate's redactor's stream restorer and the pipeline's streaming restorer, over every
chunk split. Sentences written for these tests."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.pipeline.restorer import Restorer
from app.core.privacy.entities import Entity
from app.core.privacy.gate import PrivacyGate
from app.core.privacy.redaction import Redactor, StreamRestorer

EN = "Rachel Zheng called. Johnny asks Rachel to call back; Ms Zheng is out."
ZH = "欧阳娜娜是我的同事。娜娜明天来开会,请欧阳女士准备材料。"


def _entities(text: str, spans: list[tuple[str, str]]) -> list[Entity]:
    """(surface, canonical) in order of appearance -> PERSON entities at their offsets."""
    out, pos = [], 0
    for surface, canonical in spans:
        start = text.index(surface, pos)
        pos = start + len(surface)
        out.append(Entity("PERSON", start, pos, surface, "" if surface == canonical else canonical))
    return out


def _english() -> tuple[Redactor, str]:
    r = Redactor()
    spans = [
        ("Rachel Zheng", "Rachel Zheng"),
        ("Johnny", "Johnny Bay"),
        ("Rachel", "Rachel Zheng"),
        ("Ms Zheng", "Rachel Zheng"),
    ]
    return r, r.redact(EN, _entities(EN, spans), record=True)


def _chinese() -> tuple[Redactor, str]:
    r = Redactor()
    spans = [("欧阳娜娜", "欧阳娜娜"), ("娜娜", "欧阳娜娜"), ("欧阳女士", "欧阳娜娜")]
    return r, r.redact(ZH, _entities(ZH, spans), record=True)


def test_an_echo_restores_the_english_prompt_exactly() -> None:
    r, sent = _english()
    assert sent == "[PERSON_1] called. [PERSON_2] asks [PERSON_1] to call back; [PERSON_1] is out."
    assert r.forms("[PERSON_1]") == ["Rachel Zheng", "Rachel", "Ms Zheng"]
    assert r.restore(sent) == EN
    # beyond the prompt's forms, the canonical (full) form; an unknown placeholder stays
    assert r.restore(sent + " [PERSON_1] and [PERSON_2] agree. [PERSON_7]") == (
        EN + " Rachel Zheng and Johnny Bay agree. [PERSON_7]"
    )
    # a real answer reads naturally: full name first, the short forms later
    assert r.restore("[PERSON_1] should ring [PERSON_2]; [PERSON_1] has the number.") == (
        "Rachel Zheng should ring Johnny; Rachel has the number."
    )


def test_an_echo_restores_the_chinese_prompt_exactly() -> None:
    r, sent = _chinese()
    assert sent == "[PERSON_1]是我的同事。[PERSON_1]明天来开会,请[PERSON_1]准备材料。"
    assert r.forms("[PERSON_1]") == ["欧阳娜娜", "娜娜", "欧阳女士"]
    assert r.restore(sent) == ZH
    assert r.restore(sent + "[PERSON_1]") == ZH + "欧阳娜娜"


def test_forms_come_from_the_prompt_only() -> None:
    # history and passages share the placeholders but do not add forms
    r = Redactor()
    history = "Rachel Zheng wrote."
    r.redact(history, _entities(history, [("Rachel Zheng", "Rachel Zheng")]))
    prompt = "Did Rachel answer?"
    assert r.redact(prompt, _entities(prompt, [("Rachel", "Rachel Zheng")]), record=True) == (
        "Did [PERSON_1] answer?"
    )
    assert r.restore("[PERSON_1] wrote; [PERSON_1] answered.") == (
        "Rachel wrote; Rachel Zheng answered."
    )


def _splits(text: str, cuts: list[int]) -> list[str]:
    points = sorted({c % (len(text) + 1) for c in cuts})
    out, prev = [], 0
    for p in points:
        out.append(text[prev:p])
        prev = p
    return [*out, text[prev:]]


@pytest.mark.parametrize("which", [_english, _chinese])
def test_every_single_split_streams_to_the_exact_prompt(which: object) -> None:
    r, sent = which()  # type: ignore[operator]
    expected = r.restore(sent)
    for cut in range(len(sent) + 1):  # a placeholder cut anywhere, "[PERS" + "ON_1]" included
        s = StreamRestorer(r)
        assert s.feed(sent[:cut]) + s.feed(sent[cut:]) + s.flush() == expected, cut
        p = Restorer(r.restore)
        assert p.feed(sent[:cut]) + p.feed(sent[cut:]) + p.flush() == expected, cut


@settings(max_examples=200, deadline=None)
@given(
    st.sampled_from([_english, _chinese]),
    st.lists(st.integers(0, 200), max_size=12),
    st.booleans(),
)
def test_any_chunking_streams_like_the_whole_text_restore(
    which: object, cuts: list[int], longer: bool
) -> None:
    r, sent = which()  # type: ignore[operator]
    answer = sent + (" then [PERSON_1] and [PERSON_2]." if longer else "")
    expected = r.restore(answer)
    s = StreamRestorer(r)
    assert "".join(s.feed(c) for c in _splits(answer, cuts)) + s.flush() == expected
    p = Restorer(r.restore)
    assert "".join(p.feed(c) for c in _splits(answer, cuts)) + p.flush() == expected
    assert p.text == expected


@pytest.fixture(scope="module")
def gate() -> PrivacyGate:
    return PrivacyGate()


@pytest.mark.parametrize(
    "question",
    [
        "Rachel Zheng called. Johnny asks Rachel to call back.",
        "Rachel Zheng is a clerk at H&R Technology. Johnny Bay asks Rachel and Ms Zheng's boss at H&R.",
        ZH,
    ],
)
def test_the_real_gate_round_trips_the_question(gate: PrivacyGate, question: str) -> None:
    d = gate.prepare(question, [], [], "public")
    assert d.action == "redact" and d.redactor is not None, d.reasons
    assert "Rachel" not in d.prompt and "娜娜" not in d.prompt, d.prompt
    assert d.redactor.restore(d.prompt) == question
