"""Where someone lives, in Chinese: a housing estate's name after its district is part of the
address even when LAC takes the name for an everyday word; a word for the estate's kind is not
a name (docs/ARCHITECTURE.md §5.1)."""

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
