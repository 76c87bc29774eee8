"""Checksummed and formatted identifiers: Chinese resident ID, bank and credit cards, US SSN,
passports.

Checksums come from python-stdnum (``cn.ric`` verifies MOD 11-2 *and* a real birth date,
``luhn`` the card digit, ``us.ssn`` the area/group/serial rules), so a serial number that only
looks like an ID is let through. Regexes only find candidates; context words decide between a
card and an order number that happens to pass Luhn (one random number in ten does).
"""

from __future__ import annotations

import bisect
import re

from app.core.privacy.context import around, before, has_any
from app.core.privacy.entities import Entity
from app.core.privacy.scan import Scanner

# 18 characters, also written in groups ("4403 0519 5107 2216 08", "440305 19510722 1608").
_ID_RE = re.compile(r"(?a)(?<![0-9A-Za-z])[1-9](?:[ -]?\d){16}[ -]?[\dXx](?![0-9A-Za-z])")

# 13-19 digits, contiguous or in groups of 4 (last group 1-4), or Amex 4-6-5.
_CARD_RE = re.compile(
    r"(?a)(?<![\d\w.+-])(?:\d{13,19}|\d{4}(?:[ -]\d{4}){2,3}(?:[ -]\d{1,4})?|\d{4}[ -]\d{6}[ -]\d{5})"
    r"(?![\d\w]|[.-]\d)"
)
# IBAN: country, check digits, then the account in groups (validated by stdnum's MOD 97-10).
_IBAN_RE = re.compile(
    r"(?a)(?<![\w])[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?(?![\w])"
)
_SSN_RE = re.compile(r"(?a)(?<![\d\w-])(\d{3})([- ])(\d{2})\2(\d{4})(?![\d\w-])")
_SSN_BARE_RE = re.compile(r"(?a)(?<![\d\w-])\d{9}(?![\d\w-])")

# Chinese passports (E/G + 8 digits, or E + letter + 7 digits) are distinctive; other countries'
# formats need a "passport" word nearby.
_PASSPORT_CN_RE = re.compile(r"(?a)(?<![0-9A-Za-z])(?:[EG]\d{8}|E[A-HJ-NP-Z]\d{7})(?![0-9A-Za-z])")
_PASSPORT_ANY_RE = re.compile(r"(?a)(?<![0-9A-Za-z])(?:[A-Z]{1,2}\d{6,8}|\d{9})(?![0-9A-Za-z])")

# Where each pattern can start: its first character, then its lookbehind and what must follow
# (scan.py; each a consequence of the pattern, so a superset of its starts).
_ID = Scanner(_ID_RE, r"(?as)[1-9](?<![0-9A-Za-z].)(?=(?:[ -]?\d){16})")
_CARD = Scanner(_CARD_RE, r"(?as)[0-9](?<![\d\w.+-].)(?=\d{3})")
_IBAN = Scanner(_IBAN_RE, r"(?as)[A-Z](?<![\w].)(?=[A-Z]\d\d)")
_SSN = Scanner(_SSN_RE, r"(?as)[0-9](?<![\d\w-].)(?=\d\d[- ]\d\d)")
_SSN_BARE = Scanner(_SSN_BARE_RE, r"(?as)[0-9](?<![\d\w-].)(?=\d{8})")
_PASSPORT_CN = Scanner(_PASSPORT_CN_RE, r"(?as)[EG](?<![0-9A-Za-z].)")

_ID_WORDS = ("身份证", "证件号", "id card", "id number", "resident id", "公民身份", "身份號")
_CARD_WORDS = (
    "card", "卡", "visa", "mastercard", "amex", "unionpay", "银联", "account", "账号", "帐号",
    "账户", "户名", "pay", "付款", "charge", "转账", "汇款", "打到", "收款",
)  # fmt: skip
_BANK_WORDS = (
    "银行", "储蓄卡", "借记卡", "银行卡", "工资卡", "开户", "bank", "debit", "账号", "帐号",
    "账户", "收款", "转账", "汇款", "iban", "卡号", "工行", "建行", "农行", "中行", "招行", "交行",
    "邮储", "工商银行", "建设银行", "农业银行", "中国银行", "招商银行", "交通银行",
)  # fmt: skip
_CREDIT_WORDS = ("credit", "信用卡", "visa", "mastercard", "amex", "american express", "cvv", "expir", "有效期")  # fmt: skip
_NOT_CARD_WORDS = (
    "订单", "单号", "运单", "快递", "物流", "order", "tracking", "shipment", "invoice", "发票",
    "serial", "序列号", "编号", "编码", "timestamp", "时间戳", "isbn", "issn", "sku", "批次",
    "条码", "barcode", "imei", "工单", "ticket", "交易号", "流水号", "transaction id", "商品",
    "epoch", "unix", "毫秒", "millisecond",
)  # fmt: skip
_SSN_WORDS = ("ssn", "social security", "社会安全号", "社保号", "tax id", "itin")
_PASSPORT_WORDS = ("passport", "护照", "護照", "travel document", "签证", "visa", "出境", "出国")


_PROVINCES = frozenset(
    str.split(
        "11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46 50 51 52 53 54 61 62 63 64 65 "
        "71 81 82 83 91"
    )
)


def is_cn_id(value: str) -> bool:
    """MOD 11-2 check digit and a real, plausible birth date (stdnum), and a real province.

    Not ``stdnum.cn.ric.is_valid``: it also requires the county code to have existed in the birth
    year, but people keep the code of where they *registered*, so real IDs of people born before
    their district was created (440305 Nanshan, created 1990) would be missed.
    """
    import datetime

    from stdnum.cn import ric
    from stdnum.exceptions import ValidationError

    value = value.replace(" ", "").replace("-", "").upper()
    if len(value) != 18 or not value[:17].isdigit() or value[:2] not in _PROVINCES:
        return False
    try:
        if ric.calc_check_digit(value) != value[-1]:
            return False
        born = ric.get_birth_date(value)
    except ValidationError:
        return False
    return datetime.date(1900, 1, 1) <= born <= datetime.date.today()


def _id_cards(text: str) -> list[Entity]:
    return [
        Entity("CN_ID_CARD", m.start(), m.end(), m.group())
        for m in _ID.finditer(text)
        if is_cn_id(m.group())
    ]


def _cards(text: str) -> list[Entity]:
    from stdnum import luhn

    out = []
    for m in _CARD.finditer(text):
        digits = re.sub(r"[ -]", "", m.group())
        if not (13 <= len(digits) <= 19) or not luhn.is_valid(digits):
            continue
        if len(set(digits)) == 1 or not _plausible_issuer(text, m.start(), m.end(), digits):
            continue
        ctx = around(text, m.start(), m.end(), 24)
        near = before(text, m.start(), 12)
        if has_any(near, _NOT_CARD_WORDS) and not has_any(near, ("card", "卡")):
            continue
        if has_any(ctx, _NOT_CARD_WORDS) and not has_any(ctx, _CARD_WORDS):
            continue
        # An 18-character ID that also passes Luhn is an ID: cn.ric runs first with higher priority.
        out.append(
            Entity(_card_type(text, m.start(), m.end(), digits), m.start(), m.end(), m.group())
        )
    return out


def _plausible_issuer(text: str, start: int, end: int, digits: str) -> bool:
    """Card numbers start with an issuer digit: 2-6 (Mastercard 2-series, Amex/JCB/Diners, Visa,
    Mastercard/Maestro, UnionPay/Discover); 13 digits only for old Visa; 9 only for Chinese
    domestic bank cards (95xx) named as such. Millisecond timestamps (1...) never qualify."""
    if len(digits) == 13:
        return digits[0] == "4"
    if digits[0] in "23456":
        return True
    return digits[0] == "9" and len(digits) == 19 and has_any(around(text, start, end), _BANK_WORDS)


def _ibans(text: str) -> list[Entity]:
    """Bank account numbers in IBAN form; the vocabulary files them with bank cards."""
    from stdnum import iban

    return [
        Entity("BANK_CARD", m.start(), m.end(), m.group())
        for m in _IBAN.finditer(text)
        if iban.is_valid(m.group())
    ]


def _card_type(text: str, start: int, end: int, digits: str) -> str:
    """Bank card (debit, UnionPay) or credit card, from the words around it and the issuer prefix."""
    ctx = around(text, start, end, 24)
    if has_any(ctx, _CREDIT_WORDS):
        return "CREDIT_CARD"
    if has_any(ctx, _BANK_WORDS):
        return "BANK_CARD"
    if digits.startswith("62") or len(digits) == 19:
        return "BANK_CARD"  # UnionPay: in China nearly always a debit card
    return "CREDIT_CARD"


def _ssns(text: str) -> list[Entity]:
    from stdnum.us import ssn

    out = []
    for m in _SSN.finditer(text):
        if ssn.is_valid(m.group(1) + m.group(3) + m.group(4)):
            out.append(Entity("US_SSN", m.start(), m.end(), m.group()))
    for m in _SSN_BARE.finditer(text):
        if has_any(before(text, m.start(), 20), _SSN_WORDS) and ssn.is_valid(m.group()):
            out.append(Entity("US_SSN", m.start(), m.end(), m.group()))
    return out


def _passports(text: str) -> list[Entity]:
    """Passport numbers need the word nearby: "G34762020" alone is as likely a product code.
    The distinctive Chinese format may have it on either side ("E22757244 是我的护照号")."""
    out = []
    for m in _PASSPORT_CN.finditer(text):
        if has_any(around(text, m.start(), m.end(), 30), _PASSPORT_WORDS):
            out.append(Entity("PASSPORT", m.start(), m.end(), m.group()))
    seen = {e.start for e in out}
    for m in _PASSPORT_ANY_RE.finditer(text):
        if m.start() not in seen and has_any(before(text, m.start(), 24), _PASSPORT_WORDS):
            out.append(Entity("PASSPORT", m.start(), m.end(), m.group()))
    return out


def detect(text: str) -> list[Entity]:
    """Candidates from this family; overlaps with other families are resolved by the caller."""
    found = _id_cards(text) + _cards(text) + _ibans(text) + _ssns(text) + _passports(text)
    # A card-shaped run inside an ID card is the ID. The IDs are one regex's matches: in order
    # and apart, so only the last one starting at or before a candidate can hold its start (a
    # bisection, not a scan of every ID per candidate, which made 10 MB of text quadratic).
    starts = [e.start for e in found if e.type == "CN_ID_CARD"]
    ends = [e.end for e in found if e.type == "CN_ID_CARD"]

    def in_an_id(pos: int) -> bool:
        i = bisect.bisect_right(starts, pos) - 1
        return i >= 0 and pos < ends[i]

    return [e for e in found if e.type == "CN_ID_CARD" or not in_an_id(e.start)]
