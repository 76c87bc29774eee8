"""A famous organisation or a large city named as where someone works, studies or lives is
personal (an employer, a school, a home town): the well-known pass does not apply there."""

from __future__ import annotations

import dataclasses

import pytest

from app.core.privacy.classifier import classify
from app.core.privacy.redaction import Redactor


def _redacted(text: str) -> str:
    c = classify(text)
    return Redactor().redact(text, c.entities) if c.entities else text


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("I work at Microsoft as a program manager; help me write my self-review.", "Microsoft"),
        ("My husband works for Google, so we moved last year.", "Google"),
        ("I'm a student at Harvard, help me plan my week.", "Harvard"),
        ("I'm from Chicago and I need a short bio.", "Chicago"),
        ("我在腾讯上班，帮我写一份辞职信。", "腾讯"),
        ("我女儿在北京读书，帮我写封信。", "北京"),
        ("我住在上海，周末去哪玩？", "上海"),
        ("王小明在腾讯工作，帮他写一封推荐信。", "腾讯"),
        ("我现在在长沙的一家软件公司做产品经理，帮我写周报。", "长沙"),
        ("我在北京的一家医院当护士，夜班太多怎么办？", "北京"),
        ("请告诉张伟，欧阳娜娜现在在清华大学读书。", "清华大学"),
    ],
)
def test_an_employer_school_or_home_is_hidden_even_when_famous(text: str, hidden: str) -> None:
    assert hidden not in _redacted(text)


@pytest.mark.parametrize(
    "text",
    [
        "What is Microsoft's market cap?",
        "Compare Google and Apple.",
        "Tell me about Harvard University admissions.",
        "北京的电话区号是010，上海是021。",
        "上海有哪些好玩的地方？",
        "很多人在腾讯工作吗？大家在北京生活压力大吗？",
        "我在北京的一家餐厅吃了烤鸭，还有哪些老字号？",
        "Is Chicago colder than Berlin in winter?",
    ],
)
def test_the_same_names_in_ordinary_questions_still_pass(text: str) -> None:
    assert _redacted(text) == text


def test_well_known_names_are_listed_apart_and_never_overlap_a_hidden_one() -> None:
    text = "我住在上海浦东新区张江路88号，北京和上海哪个冬天更冷？Barack Obama visited France."
    c = classify(text)
    assert c.level == "confidential"
    assert [e.text for e in c.entities] == ["上海浦东新区张江路88号"]
    public = [(e.type, e.text) for e in c.public]
    assert public[:2] == [("ADDRESS", "北京"), ("ADDRESS", "上海")]
    assert public[-1] == ("ADDRESS", "France")
    assert [e.start for e in c.public] == sorted(e.start for e in c.public)
    hidden = [(e.start, e.end) for e in c.entities]
    assert all(e.end <= a or e.start >= b for e in c.public for a, b in hidden)
    # With well-known names redacted too, nothing is left to list apart.
    from app.core.privacy.ner import DEFAULT_POLICY

    strict = classify(text, dataclasses.replace(DEFAULT_POLICY, well_known="redact"))
    assert strict.public == [] and {"北京", "France"} <= {e.text for e in strict.entities}


def test_a_listed_well_known_name_takes_its_listed_type() -> None:
    c = classify("Here is my OpenAI key question, and a trip to Paris.")
    assert ("ORGANIZATION", "OpenAI") in [(e.type, e.text) for e in c.public]
    assert ("ADDRESS", "Paris") in [(e.type, e.text) for e in c.public]
