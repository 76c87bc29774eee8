"""A famous organisation or a large city named as where someone works, studies or lives is
personal (an employer, a school, a home town): the well-known pass does not apply there."""

from __future__ import annotations

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
        "Is Chicago colder than Berlin in winter?",
    ],
)
def test_the_same_names_in_ordinary_questions_still_pass(text: str) -> None:
    assert _redacted(text) == text
