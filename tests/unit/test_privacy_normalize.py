"""The same value however it is written (issue 18 item 1): full-width digits and letters,
invisible and unusual spaces between digits, digits as Chinese numerals. Detected on the
canonical text, redacted and restored as the ORIGINAL characters; look-alikes still pass."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.core.privacy.classifier import classify
from app.core.privacy.gate import PrivacyGate
from app.core.privacy.normalize import normalize
from app.core.privacy.redaction import Redactor
from tests.conftest import SHARED_DATA

NUMERIC_TYPES = ("CN_ID_CARD", "PHONE", "BANK_CARD", "CREDIT_CARD")
_FULL = {str(d): chr(0xFF10 + d) for d in range(10)}
_CN = dict(zip("0123456789", "零一二三四五六七八九", strict=True))
_CN_ALT = {"0": "〇", "1": "幺", "2": "两"}
_INVISIBLE = (
    "\u200b",
    "\u200c",
    "\u200d",
    "\u2060",
    "\ufeff",
    "\u00a0",
    "\u202f",
    "\u3000",
    "\u2009",
)


def _dev_values() -> list[tuple[str, dict[str, object]]]:
    out = []
    for line in (SHARED_DATA / "privacy_dev.jsonl").read_text(encoding="utf-8").splitlines():
        rec = json.loads(line)
        for e in rec["entities"]:
            if e["type"] in NUMERIC_TYPES and sum(c.isdigit() for c in e["text"]) >= 7:
                out.append((rec["text"], e))
    return out


DEV_VALUES = _dev_values()


def _rewrite(value: str, style: str, rnd: random.Random) -> str:
    """Rewrite the digits of ``value`` in one style (or a per-digit mix), maybe with invisible
    or unusual spaces between two digits."""
    out: list[str] = []
    for i, ch in enumerate(value):
        if ch.isdigit():
            s = style if style != "mix" else rnd.choice(("ascii", "full", "cn"))
            if s == "full":
                ch = _FULL[ch]
            elif s == "cn":
                ch = _CN_ALT[ch] if ch in _CN_ALT and rnd.random() < 0.3 else _CN[ch]
        elif ch in "Xx" and style == "full":
            ch = chr(ord(ch) + 0xFEE0)
        out.append(ch)
        nxt = value[i + 1] if i + 1 < len(value) else ""
        if ch and value[i].isdigit() and nxt.isdigit() and rnd.random() < 0.15:
            out.append(rnd.choice(_INVISIBLE))
    return "".join(out)


def test_the_issue_examples_are_caught() -> None:
    c = classify("身份证号：１１０１０５１９４９１２３１００２Ｘ")
    assert c.level == "restricted"
    assert [(e.type, e.text) for e in c.entities] == [
        ("CN_ID_CARD", "１１０１０５１９４９１２３１００２Ｘ")
    ]
    c = classify("我的手机号是１３９１２３４５６７８")
    assert [(e.type, e.start, e.end) for e in c.entities] == [("PHONE", 6, 17)]
    assert (
        classify("我的手机号是一三九一二三四五六七八").entities[0].text == "一三九一二三四五六七八"
    )
    assert classify("手机 一三九 一二三四 五六七八").level == "confidential"
    assert classify("电话139\u200b1234\u00a05678").entities[0].text == "139\u200b1234\u00a05678"
    # Numerals before a bracket and a space still join the run (found by the property test).
    c = classify("Ship to 北京市朝阳区建国路88号, call (五九三) 29９-8１５２ on arrival.")
    assert ("PHONE", "(五九三) 29９-8１５２") in [(e.type, e.text) for e in c.entities]


def test_redaction_replaces_and_restores_the_original_characters() -> None:
    text = "我的手机号是１３９１２３４５６７８，身份证１１０１０５１９４９１２３１００２Ｘ。"
    gate = PrivacyGate({"restricted": {"public": "redact"}})
    d = gate.prepare(text, trust_zone="public")
    c = classify(text)
    r = Redactor()
    redacted = r.redact(text, c.entities)
    assert "１" not in redacted and "[PHONE_1]" in redacted and "[CN_ID_CARD_1]" in redacted
    assert r.restore(redacted) == text
    assert d.level == "restricted"


def test_ascii_text_is_left_alone() -> None:
    n = normalize("call 139 1234 5678 now")
    assert n.text == "call 139 1234 5678 now"
    assert n.span(5, 18) == (5, 18)


def test_the_fast_and_the_slow_path_agree() -> None:
    from app.core.privacy.normalize import _normalize_slow

    for text in (
        "电话１３９１２３４５６７８，邮箱ｚｈａｎｇ＠ｅｘａｍｐｌｅ．ｃｏｍ",
        "会议\u3000明天",
        "一二三四",
    ):
        assert normalize(text).text == _normalize_slow(text).text


def test_offsets_map_back_through_dropped_characters() -> None:
    n = normalize("a\u200b１\u00a0２b")
    assert n.text == "a12b"
    assert n.span(1, 3) == (2, 5)


@pytest.mark.parametrize("style", ["full", "cn", "mix"])
@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(idx=st.integers(0, len(DEV_VALUES) - 1), seed=st.integers(0, 2**32 - 1))
def test_a_detected_value_rewritten_is_still_detected(style: str, idx: int, seed: int) -> None:
    text, ent = DEV_VALUES[idx]
    start, end = int(ent["start"]), int(ent["end"])  # type: ignore[call-overload]
    value = _rewrite(text[start:end], style, random.Random(seed))
    rewritten = text[:start] + value + text[end:]
    c = classify(rewritten)
    span = (start, start + len(value))
    hits = [e for e in c.entities if e.start < span[1] and e.end > span[0]]
    assert hits, (rewritten, [(e.type, e.text) for e in c.entities])
    assert c.level == classify(text).level
    # The span covers the rewritten value: redaction removes every one of its digits.
    assert hits[0].start <= span[0] and hits[0].end >= span[1], (rewritten, hits)


def _cn(n: int | str) -> str:
    return "".join(_CN[d] if d.isdigit() else d for d in str(n))


_CN_TENS = ["", "十", "二十", "三十"]


def _cn_day(d: int) -> str:
    return (_CN_TENS[d // 10] + ("" if d % 10 == 0 else _CN[str(d % 10)])) or "零"


LOOKALIKES = st.one_of(
    # Dates in Chinese numerals, digit by digit for the year and both ways for month and day.
    st.builds(
        lambda y, m, d: f"会议定在{_cn(y)}年{_cn_day(m)}月{_cn_day(d)}日上午。",
        st.integers(1950, 2099),
        st.integers(1, 12),
        st.integers(1, 31),
    ),
    st.builds(
        lambda y, m, d: f"{_cn(y)}年{_cn(f'{m:02d}')}月{_cn(f'{d:02d}')}日生效",
        st.integers(1950, 2099),
        st.integers(1, 12),
        st.integers(1, 28),
    ),
    # Counting phrases.
    st.builds(
        lambda n: f"跟我一起数：{'、'.join(_cn(i) for i in range(1, n))}。", st.integers(2, 10)
    ),
    st.just("一二三四五，上山打老虎。"),
    st.just("一二三四五六七八九十，数完了。"),
    st.builds(lambda k: f"第{_cn(k)}章讲的是排序。", st.integers(1, 99)),
    # Order numbers and serials, full-width or as numerals, with their context word.
    st.builds(
        lambda s: f"订单号{''.join(_FULL[c] for c in s)}已发货。",
        st.text(alphabet="0123456789", min_size=16, max_size=16).map(lambda s: "1" + s[1:]),
    ),
    st.builds(
        lambda s: f"快递单号{_cn(s)}，请查收。",
        st.text(alphabet="0123456789", min_size=12, max_size=15),
    ),
    st.builds(
        lambda s: (
            f"客服热线４００－{''.join(_FULL[c] for c in s[:3])}－{''.join(_FULL[c] for c in s[3:])}"
        ),
        st.text(alphabet="0123456789", min_size=7, max_size=7),
    ),
)


@settings(max_examples=300, deadline=None)
@given(LOOKALIKES)
def test_lookalikes_written_another_way_still_pass(text: str) -> None:
    c = classify(text)
    assert c.level in ("public", "internal"), [(e.type, e.text) for e in c.entities]
