"""Checksummed identifiers: found when valid, never when the checksum fails (property tests)."""

from __future__ import annotations

import datetime

from hypothesis import given, settings
from hypothesis import strategies as st
from stdnum import luhn
from stdnum.cn import ric

from app.core.privacy.classifier import classify

PROVINCES = ["11", "31", "32", "33", "44", "51", "61", "65"]


@st.composite
def cn_ids(draw: st.DrawFn, valid: bool = True) -> str:
    prefix = draw(st.sampled_from(PROVINCES)) + draw(st.from_regex(r"[0-9]{4}", fullmatch=True))
    born = draw(st.dates(datetime.date(1920, 1, 1), datetime.date(2015, 12, 31)))
    body = prefix + born.strftime("%Y%m%d") + draw(st.from_regex(r"[0-9]{3}", fullmatch=True))
    check = ric.calc_check_digit(body + "0")
    if not valid:
        check = draw(st.sampled_from([c for c in "0123456789X" if c != check]))
    return body + check


@st.composite
def cards(draw: st.DrawFn, valid: bool = True) -> str:
    prefix = draw(st.sampled_from(["4", "51", "55", "62"]))
    length = draw(st.sampled_from([16, 19] if prefix == "62" else [16]))
    body = prefix + draw(st.from_regex(rf"[0-9]{{{length - len(prefix) - 1}}}", fullmatch=True))
    check = luhn.calc_check_digit(body)
    if not valid:
        check = str((int(check) + draw(st.integers(1, 9))) % 10)
    return body + check


def types(text: str) -> list[str]:
    return [e.type for e in classify(text).entities]


@settings(max_examples=150, deadline=None)
@given(cn_ids(), st.sampled_from(["我的身份证号是{}，谢谢", "ID: {}", "{}", "证件号码 {} 请核对"]))
def test_valid_cn_id_always_found(value: str, template: str) -> None:
    text = template.format(value)
    c = classify(text)
    found = [(e.type, e.text) for e in c.entities]
    assert ("CN_ID_CARD", value) in found
    assert c.level == "restricted"


@settings(max_examples=150, deadline=None)
@given(cn_ids(valid=False))
def test_wrong_id_checksum_never_an_id(value: str) -> None:
    assert "CN_ID_CARD" not in types(f"编号{value}是设备序列号")


def test_impossible_birth_date_is_not_an_id() -> None:
    body = "11010519991331123"  # month 13
    assert "CN_ID_CARD" not in types(body + ric.calc_check_digit(body + "0"))


@settings(max_examples=150, deadline=None)
@given(cards(), st.sampled_from(["card {}", "卡号{}，开户行招行", "pay with {} please"]))
def test_luhn_valid_card_always_found(value: str, template: str) -> None:
    c = classify(template.format(value))
    assert any(e.type in ("BANK_CARD", "CREDIT_CARD") and e.text == value for e in c.entities)


@settings(max_examples=150, deadline=None)
@given(cards(valid=False))
def test_luhn_invalid_never_a_card(value: str) -> None:
    assert not {"BANK_CARD", "CREDIT_CARD"} & set(types(f"card {value}"))


def test_card_formats_and_kinds() -> None:
    assert types("信用卡 5500-0000-0000-0004 被盗刷") == ["CREDIT_CARD"]
    assert types("银行卡6217 0022 6626 4482，开户行招商银行") == ["BANK_CARD"]
    assert types("Amex 3782 822463 10005 declined") == ["CREDIT_CARD"]


def test_order_and_tracking_numbers_pass_even_with_luhn() -> None:
    assert luhn.is_valid("4111111111111111")
    assert types("订单号4111111111111111已发货") == []
    assert types("Tracking number 4111111111111111 shows delivered.") == []


def test_ssn_rules() -> None:
    assert types("My SSN is 500-17-1374.") == ["US_SSN"]
    assert types("SSN 123456789 on file") == ["US_SSN"]
    assert types("area 000-12-3456 is never issued") == []
    assert types("part 123-45-6789A") == []


def test_passports() -> None:
    assert types("护照号码 E22757244") == ["PASSPORT"]
    assert types("我的护照是EA1234567") == ["PASSPORT"]
    assert types("Passport no. 533380006 expires") == ["PASSPORT"]
    assert types("Model X12345678 is sold out") == []


def test_timestamps_cannot_be_cards_whatever_their_check_digit() -> None:
    for ms in range(1732890000120, 1732890000130):
        assert types(f"{ms} ms since the epoch") == []


def test_domestic_95xx_bank_card_needs_bank_context() -> None:
    assert types("工行卡号 9558 8012 3456 7890 128") == ["BANK_CARD"]
    assert types("编号 9558 8012 3456 7890 128") == []


def test_iban_is_a_bank_account() -> None:
    assert types("My IBAN is GB82 WEST 1234 5698 7654 32.") == ["BANK_CARD"]
    assert types("IBAN GB82 WEST 1234 5698 7654 33 (typo)") == []
