"""Business markers raise the level without being entities (nothing in them to redact)."""

from __future__ import annotations

import pytest

from app.core.privacy.classifier import classify


@pytest.mark.parametrize(
    "text",
    ["INTERNAL USE ONLY: the Q3 roadmap moves.", "For internal distribution: new prices.",
     "本文件仅限内部使用：预算削减20%。", "仅供内部参考，请勿引用。"],
)  # fmt: skip
def test_internal_markers(text: str) -> None:
    c = classify(text)
    assert (c.level, c.entities) == ("internal", [])
    assert c.markers


@pytest.mark.parametrize(
    "text",
    ["CONFIDENTIAL — do not distribute: price is $12.", "机密文件，请勿外传：裁员10%。",
     "这是confidential文件。", "内部资料，注意保密。", "Strictly confidential: board minutes."],
)  # fmt: skip
def test_confidential_markers(text: str) -> None:
    assert classify(text).level == "confidential"


@pytest.mark.parametrize(
    "text",
    ["What is confidential computing?", "保密协议怎么写？", "The key is to stay consistent."],
)
def test_marker_look_alikes_pass(text: str) -> None:
    assert classify(text).level == "public"
