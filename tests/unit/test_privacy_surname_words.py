"""Common words that begin with a surname character are not names without a cue (issue 11).

"解析ISO 8601时长（如P3DT4H5M）" is a public code question: 时 is a surname and 长 a given-name
character, and the bracket after looked like "张伟（销售部）". A real naming cue still finds a name
that happens to share its first characters with such a word.
"""

from __future__ import annotations

import pytest

from app.core.privacy.classifier import classify
from app.core.privacy.names_addresses import detect

WORDS = ["时长", "时区", "高度", "方向", "温度", "平均", "周期", "路径", "计算", "符号"]


@pytest.mark.parametrize(
    "text",
    [
        "解析ISO 8601时长（如P3DT4H5M）",
        "写一个Python函数，解析ISO 8601时长（如P3DT4H5M），返回秒数。",
        "视频的时长（秒）是多少？",
        "把UTC+8时区（北京时间）换算成东京时间",
        "Excel里平均（AVERAGE）怎么用？",
        "这个正弦函数的周期（T）是多少？",
        "Linux下路径（PATH）变量怎么改？",
        "计算（1+2）*3",
        "高度（米）和宽度（米）的比",
    ],
)
def test_common_words_before_a_bracket_are_not_people(text: str) -> None:
    assert [e for e in detect(text) if e.type == "PERSON"] == []
    assert classify(text).level == "public"


@pytest.mark.parametrize("word", WORDS)
def test_each_word_after_latin_text_and_a_bracket(word: str) -> None:
    assert [e.text for e in detect(f"ISO {word}（示例）") if e.type == "PERSON"] == []


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("联系人：时长青，电话待定", "时长青"),
        ("张伟（销售部）负责回款", "张伟"),
        ("收件人：高明", "高明"),
    ],
)
def test_names_with_a_real_cue_are_still_found(text: str, name: str) -> None:
    assert name in [e.text for e in detect(text) if e.type == "PERSON"]
