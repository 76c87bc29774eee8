"""Names, addresses and health terms: found in context, let through without it."""

from __future__ import annotations

import pytest

from app.core.privacy.classifier import classify


def spans(text: str) -> list[tuple[str, str]]:
    return [(e.type, e.text) for e in classify(text).entities]


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("收件人陈静，电话见附件", "陈静"),
        ("请联系孙丽华，她负责这个项目", "孙丽华"),
        ("客户欧阳娜娜女士明天来访", "欧阳娜娜"),
        ("Contact 李娜 at the front desk", "李娜"),
        ("Send the contract to Olivia Bennett today", "Olivia Bennett"),
        ("Please ask Dr. Alvarez about the schedule", "Alvarez"),
        ("收件人Maria Gonzalez，谢谢", "Maria Gonzalez"),
    ],
)
def test_names_in_context(text: str, name: str) -> None:
    assert ("PERSON", name) in spans(text)


@pytest.mark.parametrize(
    "text",
    ["李白是唐代著名诗人。", "Albert Einstein published the theory in 1905.",
     "Jordan River flows into the Dead Sea.", "世界和平需要大家努力。", "The Great Wall is long."],
)  # fmt: skip
def test_public_figures_places_and_words_are_not_people(text: str) -> None:
    assert [t for t, _ in spans(text) if t == "PERSON"] == []


@pytest.mark.parametrize(
    "address",
    [
        "北京市朝阳区建国路88号",
        "上海市浦东新区世纪大道100号3栋1201室",
        "广州市天河区天河路385号太古汇2座1503室",
        "杭州市西湖区文三路90号",
        "221B Baker Street, London NW1 6XE",
        "1600 Amphitheatre Parkway, Mountain View, CA 94043",
        "742 Evergreen Terrace, Springfield, OR 97403",
    ],
)
def test_addresses(address: str) -> None:
    assert ("ADDRESS", address) in spans(f"寄到{address}，谢谢") or (
        "ADDRESS",
        address,
    ) in spans(f"Ship to {address}, thanks")


def test_road_talk_is_not_an_address() -> None:
    assert spans("这条路很长，我们走大道吧") == []


@pytest.mark.parametrize(
    ("text", "terms"),
    [
        ("医生说我得了type 2 diabetes，饮食上要注意什么？", ["type 2 diabetes"]),
        ("My mother was diagnosed with breast cancer in March.", ["breast cancer"]),
        ("他有高血压，每天吃氨氯地平。", ["高血压", "氨氯地平"]),
        (
            "I've been taking sertraline 50mg for my anxiety disorder.",
            ["sertraline", "anxiety disorder"],
        ),
        ("同事确诊了甲状腺癌，需要请假。", ["甲状腺癌"]),
        ("I'm suffering from depression again.", ["depression"]),
    ],
)
def test_health_about_someone(text: str, terms: list[str]) -> None:
    c = classify(text)
    assert [e.text for e in c.entities if e.type == "HEALTH"] == terms
    assert c.level == "restricted"


@pytest.mark.parametrize(
    "text",
    ["What are the common symptoms of influenza?", "糖尿病的全球患病率是多少？",
     "The Great Depression started in 1929.", "Explain how the immune system fights viruses."],
)  # fmt: skip
def test_general_health_questions_pass(text: str) -> None:
    assert classify(text).level == "public"


def test_lexicon_is_bilingual_and_large() -> None:
    from app.core.privacy.lexicons import words

    for lang in ("en", "zh"):
        terms = words(f"health_{lang}", "terms") + words(f"health_{lang}", "ambiguous")
        assert len(terms) >= 350, lang
        assert len(set(terms)) == len(terms), lang


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Contact Xavier Dupont at xd@orange.fr", "Xavier Dupont"),
        ("收件人Olumide Adeyemi，地址见下", "Olumide Adeyemi"),
        ("Contact 欧阳修远 at oy@qq.com", "欧阳修远"),
        ("项目经理李强下周出差。", "李强"),
        ("Hi Jessica, the report is ready.", "Jessica"),
    ],
)
def test_unknown_or_short_names_after_a_cue(text: str, name: str) -> None:
    assert ("PERSON", name) in spans(text)


@pytest.mark.parametrize("text", ["Contact Customer Service today.", "To: All Staff", "Hi team!"])
def test_cues_followed_by_non_names(text: str) -> None:
    assert [t for t, _ in spans(text) if t == "PERSON"] == []


def test_conditions_outside_the_lexicon_after_a_diagnosis() -> None:
    assert ("HEALTH", "sarcoidosis") in spans("I was diagnosed with sarcoidosis last year.")
    assert ("HEALTH", "重感冒") in spans("医生说我得了重感冒，怎么办？")
    assert spans("我得了第一名！") == []
