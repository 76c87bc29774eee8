"""One entity, one placeholder, everywhere (issue 24 item 2; docs/ARCHITECTURE.md §5.1), with
the real recogniser: a name keeps its placeholder across the chat's system prompt, the history,
the question, passages and a tool result (the gate asked again with it, as pipeline/tool_loop.py
does); a short form a detector finds on its own ("Johnny", "Ms Zheng", "H&R", 欧阳) joins the
long one; names with any letters are whole spans. Sentences written for these tests."""

from __future__ import annotations

import re

import pytest

from app.core.engines.base import ChatMessage
from app.core.privacy.classifier import classify
from app.core.privacy.entities import Entity
from app.core.privacy.gate import PrivacyGate
from app.core.privacy.mentions import spread
from app.core.privacy.redaction import Redactor

SYSTEM = "Always sign answers as Rachel Zheng of H&R Technology."
TURN_1 = "Johnny Bay left a parcel for Rachel Zheng at H&R Technology. Draft a note."
TURN_2 = "Should Johnny tell Ms Zheng, or Rachel's boss at H&R?"


@pytest.fixture(scope="module")
def gate() -> PrivacyGate:
    return PrivacyGate()


def test_a_name_keeps_its_placeholder_across_every_text_of_a_conversation(
    gate: PrivacyGate,
) -> None:
    history = [
        ChatMessage("system", SYSTEM),
        ChatMessage("user", TURN_1),
        ChatMessage("assistant", "Dear Rachel Zheng, Johnny Bay left a parcel for you."),
    ]
    passages = [("Minutes: Zheng and Johnny met the H&R Technology auditors.", "public")]
    d = gate.prepare(TURN_2, history, passages, "public")
    assert d.action == "redact", d.reasons
    sent = [*d.history, d.prompt, *(p.text for p in d.passages)]
    assert sent[0] == "Always sign answers as [PERSON_1] of [ORGANIZATION_1]."
    assert sent[1] == "[PERSON_2] left a parcel for [PERSON_1] at [ORGANIZATION_1]. Draft a note."
    assert sent[2] == "Dear [PERSON_1], [PERSON_2] left a parcel for you."
    # the question's own detections ("Johnny", "Ms Zheng", "Rachel", "H&R") join the long forms
    assert (
        d.prompt == "Should [PERSON_2] tell [PERSON_1], or [PERSON_1]'s boss at [ORGANIZATION_1]?"
    )
    assert sent[4] == "Minutes: [PERSON_1] and [PERSON_2] met the [ORGANIZATION_1] auditors."
    assert d.redaction_counts() == {"PERSON": 2, "ORGANIZATION": 1}
    assert d.redactor is not None
    # restore puts back the question's own forms in order, then the full names
    assert d.redactor.restore(d.prompt) == TURN_2
    assert d.redactor.restore(
        "[PERSON_1] thanks [PERSON_2] and [ORGANIZATION_1]; [PERSON_1] and [PERSON_1] and "
        "[PERSON_2] and [ORGANIZATION_1]."
    ) == (
        "Ms Zheng thanks Johnny and H&R; Rachel and Rachel Zheng and Johnny Bay and H&R Technology."
    )
    # a tool result: the gate asked again with it after the passages; nothing before it moves
    again = gate.prepare(TURN_2, history, [*passages, ("Ticket from Ms Zheng to Johnny", "public")])
    assert [*again.history, again.prompt] == sent[:4]
    assert again.passages[-1].text == "Ticket from [PERSON_1] to [PERSON_2]"


def test_a_chinese_surname_found_alone_is_the_full_names_placeholder() -> None:
    text = "请把合同发给欧阳娜娜，娜娜说欧阳女士下周回来。"
    r = Redactor()
    redacted = r.redact(text, classify(text).entities)
    assert set(re.findall(r"\[\w+\]", redacted)) == {"[PERSON_1]"}, redacted
    assert "欧阳" not in redacted and "娜娜" not in redacted, redacted
    assert r.restore("[PERSON_1]") == "欧阳娜娜"


def test_short_forms_a_detector_found_alone_join_the_long_name() -> None:
    # whatever the recogniser finds on its own (欧阳 before 女士, "H&R", "Ms Zheng"), spread
    # gives it the canonical form of the long name named elsewhere in the request
    texts = ["欧阳娜娜和Rachel Zheng在H&R Technology。", "欧阳女士说H&R的Ms Zheng会来。"]
    found = [
        [
            Entity("PERSON", 0, 4, "欧阳娜娜"),
            Entity("PERSON", 5, 17, "Rachel Zheng"),
            Entity("ORGANIZATION", 18, 32, "H&R Technology"),
        ],
        [
            Entity("PERSON", 0, 2, "欧阳"),
            Entity("ORGANIZATION", 5, 8, "H&R"),
            Entity("PERSON", 9, 17, "Ms Zheng"),
        ],
    ]
    _, second = spread(texts, found)
    assert [(e.text, e.canonical) for e in second] == [
        ("欧阳", "欧阳娜娜"),
        ("H&R", "H&R Technology"),
        ("Ms Zheng", "Rachel Zheng"),
    ]


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("A film by Krzysztof Kieślowski; ask Herr Müller.", ["Kieślowski", "Müller"]),
        ("Please forward this to Siobhán O'Brien today.", ["Siobhán O'Brien"]),
        ("请把合同发给欧阳娜娜。", ["欧阳娜娜"]),
        ("Our tutor Zoë李娜 and 王Lily will visit.", ["Zoë李娜", "王Lily"]),
    ],
)
def test_names_with_any_letters_are_whole_spans(text: str, names: list[str]) -> None:
    c = classify(text)
    redacted = Redactor().redact(text, c.entities)
    for name in names:
        for part in re.findall(r"\w{2,}", name):
            assert part not in redacted, (redacted, c.entities)
    # no Latin letter is left glued to a placeholder: a span never stops inside a word
    assert not re.search(r"[A-Za-z\u00c0-\u024f]\[|\][A-Za-z\u00c0-\u024f]", redacted), redacted


def test_a_span_is_not_stretched_over_a_lowercase_word_beside_a_chinese_name() -> None:
    text = "Please call李娜 tomorrow."
    redacted = Redactor().redact(text, classify(text).entities)
    assert redacted.startswith("Please call[PERSON_1]"), redacted


@pytest.mark.parametrize(
    ("text", "gone"),
    [
        ("My name is Li Na; write a two-line greeting card for me.", ["Li Na"]),
        ("I am John Smith, please draft a short letter to my bank.", ["John Smith"]),
        ("Always sign answers as Li Na, phone 13812345678", ["Li Na", "13812345678"]),
        (
            "Rachel Zheng is a clerk at H&R Technology. A parcel was left by Johnny Bay. "
            "Johnny asks Rachel to sign.",
            ["Rachel", "Zheng", "Johnny", "Bay", "H&R"],
        ),
    ],
)
def test_the_issues_cases_are_not_public(gate: PrivacyGate, text: str, gone: list[str]) -> None:
    d = gate.prepare("Please help.", [ChatMessage("system", text)], [], "public")
    assert d.level == "confidential" and d.action == "redact", d.reasons
    for value in gone:
        assert value not in d.history[0], d.history[0]
    d = gate.prepare(text, [], [], "public")
    assert d.action == "redact" and all(v not in d.prompt for v in gone), d.prompt


def test_a_titled_surname_named_first_yields_to_the_full_name_named_later() -> None:
    # the question says "Ms Zheng"; the picture's text (appended to it) names Rachel Zheng
    text = "Is this pass for Ms Zheng?\n\nName: Rachel Zheng\nCompany: H&R Technology"
    r = Redactor()
    assert r.redact(text, classify(text).entities) == (
        "Is this pass for [PERSON_1]?\n\nName: [PERSON_1]\nCompany: [ORGANIZATION_1]"
    )
    assert r.restore("[PERSON_1]") == "Rachel Zheng"
