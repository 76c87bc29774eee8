"""Personal details as people type them in Chinese prompts (docs/ARCHITECTURE.md §5.1).

Where someone lives: a housing estate's name after its district is part of the address even
when LAC takes the name for an everyday word; a word for the estate's kind is not a name.
Someone the writer knows: "我同事小周" names a person, a bare "小王" does not."""

from __future__ import annotations

import pytest

from app.core.privacy.classifier import classify


def _addresses(text: str) -> list[str]:
    return [e.text for e in classify(text).entities if e.type == "ADDRESS"]


@pytest.mark.parametrize(
    ("text", "address"),
    [
        ("说我下周五从滨江区缤纷小区搬走。", "滨江区缤纷小区"),
        ("我住在西湖区翠苑新村，帮我写一份租房合同。", "西湖区翠苑新村"),
        ("我家在朝阳区望京花园，离公司远吗？", "朝阳区望京花园"),
    ],
)
def test_an_estate_after_its_district_is_one_address(text: str, address: str) -> None:
    assert _addresses(text) == [address]


@pytest.mark.parametrize(
    "text",
    ["浦东新区高档小区有哪些？", "天河区居民小区停车难怎么办？", "这个区的小区物业费一般多少？"],
)
def test_a_kind_of_estate_is_no_name(text: str) -> None:
    assert all(not a.endswith("小区") for a in _addresses(text))


@pytest.mark.parametrize(
    ("text", "person"),
    [
        ("我同事小周下个月要去深圳了，帮我写一段欢送词。", "小周"),
        ("我的领导老王总是让我加班，我该怎么拒绝？", "老王"),
        ("我朋友老欧阳想学吉他，推荐一本入门书。", "老欧阳"),
    ],
)
def test_a_colleague_or_friend_by_nickname_is_a_person(text: str, person: str) -> None:
    c = classify(text)
    assert [e.text for e in c.entities if e.type == "PERSON"] == [person]


@pytest.mark.parametrize("text", ["小王是谁？老李说的。", "我同事小心翼翼地问了一句。"])
def test_a_bare_nickname_or_an_everyday_word_is_no_person(text: str) -> None:
    assert not [e for e in classify(text).entities if e.type == "PERSON"]


@pytest.mark.parametrize(
    "text",
    ["张三，曾任欣旺达董事，现任欣旺达监事。", "2006年7月至2009年4月，任欣旺达总经理秘书；"],
)
def test_the_verb_to_hold_a_post_is_no_surname(text: str) -> None:
    """A résumé's 曾任 / 现任 / a date then 任: the verb, so "任欣旺达" is no person."""
    persons = [e.text for e in classify(text).entities if e.type == "PERSON"]
    assert not [p for p in persons if p.startswith("任")]


def test_a_person_named_ren_is_still_a_person() -> None:
    c = classify("请把合同发给任小燕，她明天来签字。")
    assert [e.text for e in c.entities if e.type == "PERSON"] == ["任小燕"]


def test_an_apps_name_is_no_person_a_friend_called_xiaohong_is() -> None:
    """LAC reads 小红书 (an app) as the person 小红 plus 书; the well-known name wins."""
    assert not classify("我在小红书上认识了一个博主，她推荐的面霜好用吗？").entities
    c = classify("我同学小红今天过生日，帮我写一段祝福。")
    assert [e.text for e in c.entities if e.type == "PERSON"] == ["小红"]
