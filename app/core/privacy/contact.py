"""Contact data: phone numbers, e-mail addresses, IP addresses.

Chinese mobiles are found by pattern (1[3-9]x in every common spelling: plain, spaced 3-4-4,
dashed, with +86/0086); other numbers go through phonenumbers, which knows each country's
lengths. Service hotlines (400/800, 95xxx, 10086, "hotline", "客服") and short area codes are not
personal data and are let through. IP addresses are validated with :mod:`ipaddress`; version
strings, loopback and netmasks are not people.
"""

from __future__ import annotations

import ipaddress
import re

from app.core.privacy.context import around, before, has_any
from app.core.privacy.entities import Entity, SpanSet
from app.core.privacy.scan import Scanner

_CN_MOBILE_RE = re.compile(
    r"(?a)(?<![\d\w+])(?:(?:\+|00)86[ -]?|\(\+?86\)[ -]?)?1[3-9]\d(?:([ .-]?)\d{4})\1\d{4}(?![\d\w])"
)
_CN_LANDLINE_RE = re.compile(
    r"(?a)(?<![\d\w+])(?:(?:\+|00)86[ -]?)?\(?0[1-9]\d{1,2}\)?[ -]?[2-9]\d{2,3}[ -]?\d{4}(?:-\d{1,5})?(?![\d\w])"
)  # area codes are 0 and a non-zero digit (010, 021, 0755), never 00
# A UUID's groups look like digit runs ("…-000020000000"); nothing inside one is a phone.
_UUID_RE = re.compile(
    r"(?<![0-9A-Fa-f-])[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}"
    r"(?![0-9A-Fa-f-])"
)
_NANP_RE = re.compile(
    r"(?a)(?<![\d\w])(?:\+?1[ .-]?)?(?:\(\d{3}\)[ .-]?|\d{3}[.-])\d{3}[.-]\d{4}(?![\d\w])"
)
_TOLL_FREE = frozenset(("400", "800", "888", "877", "866", "855", "844", "833", "900"))
_NANP_SPACED_RE = re.compile(r"(?a)(?<![\d\w])(?:\+?1 )?[2-9]\d{2} \d{3} \d{4}(?![\d\w])")
_PHONE_WORDS = (
    "call", "phone", "tel", "mobile", "cell", "text me", "reach", "fax", "dial", "电话", "手机",
    "致电", "联系",
)  # fmt: skip
#: A number in a country's own format, trunk prefix 0 first (UK 07911 123456, Australia
#: 0412 345 678, France 06 12 34 56 78, Germany 0151 23456789): a phone only where the text
#: says so (:data:`_NATIONAL_CUES`) and phonenumbers finds it possible in a listed country.
_NATIONAL_RE = re.compile(r"(?a)(?<![\d\w+])0\d{1,4}(?:[ .-]?\d{2,4}){2,4}(?![\d\w])")
_NATIONAL_CUES = (*_PHONE_WORDS, "number", "whatsapp", "signal", "reach me", "号码", "番号", "電話")
_NATIONAL_REGIONS = (
    "GB", "IE", "AU", "NZ", "FR", "DE", "AT", "CH", "NL", "BE", "IT", "ES", "PT", "SE", "NO",
    "DK", "FI", "PL", "CZ", "IN", "PK", "BD", "JP", "KR", "TW", "HK", "TH", "VN", "ID", "MY",
    "PH", "ZA", "NG", "KE", "EG", "TR", "IL", "BR", "AR", "MX", "CO", "PE", "CL", "RU", "UA",
)  # fmt: skip
_INTL_RE = re.compile(
    r"(?a)(?<![\d\w])\+\d{1,3}[ .-]?(?:\(?\d{1,4}\)?[ .-]?){1,4}\d{2,4}(?![\d\w])"
)
_EMAIL_RE = re.compile(
    r"(?a)(?<![\w.+-])[A-Za-z0-9][A-Za-z0-9._%+-]{0,63}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
    r"(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,24}(?![\w-])"
)
_IPV4_RE = re.compile(r"(?a)(?<![\w.])(?:\d{1,3}\.){3}\d{1,3}(?![\w]|\.\d|/\d)")
_IPV6_RE = re.compile(r"(?a)(?<![\w:.])(?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f]{0,4}(?![\w:])")

# Where each number pattern can start: its first character, its lookbehind, then characters
# its shortest match must have (scan.py; each a consequence of the pattern).
_CN_MOBILE = Scanner(_CN_MOBILE_RE, r"(?as)[+0(1](?<![\d\w+].)(?=[0-9+() .-]{10})")
_CN_LANDLINE = Scanner(_CN_LANDLINE_RE, r"(?as)[+0(](?<![\d\w+].)(?=[0-9+() -]{9})")
_NANP = Scanner(_NANP_RE, r"(?as)[+(0-9](?<![\d\w].)(?=[0-9().+ -]{11})")
_NANP_SPACED = Scanner(_NANP_SPACED_RE, r"(?as)[+1-9](?<![\d\w].)(?=[0-9+ ]{11})")
_INTL = Scanner(_INTL_RE, r"(?as)\+(?<![\d\w].)")
_NATIONAL = Scanner(_NATIONAL_RE, r"(?as)0(?<![\d\w+].)(?=[0-9 .-]{5})")
_IPV4 = Scanner(_IPV4_RE, r"(?as)[0-9](?<![\w.].)(?=\d{0,2}\.\d)")

_HOTLINE_WORDS = (
    "热线", "客服", "服务电话", "咨询电话", "投诉电话", "官方电话", "hotline", "toll-free",
    "toll free", "customer service", "support line", "helpline", "call center", "400电话",
)  # fmt: skip
_VERSION_WORDS = (
    "version", "ver.", "版本", "build", "release", "upgrade", "update", "patch", "firmware",
    "固件", "升级", "更新", "发布",
)  # fmt: skip
#: Dotted section numbers ("Chapter 12.3.4.5", "第 3.2.1.4 节"): the word sits right before.
_SECTION_WORDS = (
    "chapter",
    "section",
    "clause",
    "figure",
    "table",
    "step",
    "rfc",
    "§",
    "第",
    "章节",
    "小节",
)
_NOT_PHONE_WORDS = (
    "订单", "单号", "编号", "序列号", "流水号", "工号", "学号", "order", "tracking", "serial",
    "invoice", "ticket", "除以", "乘以", "加上", "减去", "等于", "divided", "times", "plus",
)  # fmt: skip
#: Numbers a "number" cue may also name that are no phone: an account, a policy, an ID.
_NOT_NATIONAL_WORDS = (
    *_NOT_PHONE_WORDS, "account", "acct", "routing", "sort code", "reference", "ref.", "ref:",
    "policy", "member", "customer id", "id number", "licence", "license", "passport", "账号",
    "账户", "卡号", "身份证", "保单", "会员",
)  # fmt: skip
_PLACEHOLDER_EMAIL_DOMAINS = ("example.invalid",)
# Role mailboxes belong to an organisation, not a person.
_ROLE_MAILBOXES = frozenset(
    str.split(
        "support noreply no-reply donotreply do-not-reply info admin administrator help contact "
        "sales service services webmaster postmaster hostmaster hr jobs careers press media "
        "marketing billing abuse security privacy legal team hello feedback enquiries inquiries "
        "office customerservice notifications mailer-daemon root"
    )
)


def _is_hotline(text: str, start: int, digits: str) -> bool:
    if digits.startswith(("400", "800", "95", "96", "1010", "12")) and len(digits) <= 10:
        return True
    return has_any(before(text, start, 12), _HOTLINE_WORDS)


def _phones(text: str) -> list[Entity]:
    out: list[Entity] = []
    taken = SpanSet(m.span() for m in _UUID_RE.finditer(text))

    def add(m: re.Match[str]) -> None:
        if taken.overlaps(m.start(), m.end()):
            return
        taken.add(m.start(), m.end())
        out.append(Entity("PHONE", m.start(), m.end(), m.group()))

    for m in _CN_MOBILE.finditer(text):
        if not has_any(around(text, m.start(), m.end(), 10), _NOT_PHONE_WORDS):
            add(m)
    for m in _CN_LANDLINE.finditer(text):
        digits = re.sub(r"\D", "", m.group())
        if (
            len(digits.removeprefix("86").removeprefix("0086")) >= 10
            and not _is_hotline(text, m.start(), digits)
            and not has_any(around(text, m.start(), m.end(), 10), _NOT_PHONE_WORDS)
        ):
            add(m)
    for m in _NANP.finditer(text):
        digits = re.sub(r"\D", "", m.group())
        area = digits[-10:-7]
        if area in _TOLL_FREE:
            continue  # toll-free / premium service numbers (and China's 400 hotlines)
        if not has_any(before(text, m.start(), 28), _HOTLINE_WORDS):
            add(m)
    for m in _NANP_SPACED.finditer(text):
        # "696 707 7125" is only a phone when the text says so.
        area = re.sub(r"\D", "", m.group())[-10:-7]
        if area in _TOLL_FREE or has_any(before(text, m.start(), 28), _HOTLINE_WORDS):
            continue
        if has_any(before(text, m.start(), 16), _PHONE_WORDS):
            add(m)
    for m in _INTL.finditer(text):
        if has_any(before(text, m.start(), 12), _HOTLINE_WORDS):
            continue
        # A number the text calls a phone is one even in a range no operator has been given
        # (the UK's 07700 900xxx, a made-up number that stands for a real one).
        cued = has_any(before(text, m.start(), 24), _NATIONAL_CUES)
        if _valid_international(m.group(), possible=cued):
            add(m)
    for m in _NATIONAL.finditer(text):
        digits = re.sub(r"\D", "", m.group())
        if not 9 <= len(digits) <= 12 or not has_any(before(text, m.start(), 24), _NATIONAL_CUES):
            continue
        if has_any(around(text, m.start(), m.end(), 24), _NOT_NATIONAL_WORDS) or _is_hotline(
            text, m.start(), digits
        ):
            continue
        if _possible_national(m.group()):
            add(m)
    return out


def _valid_international(candidate: str, possible: bool = False) -> bool:
    """A "+"-prefixed number phonenumbers accepts: valid, or with ``possible`` only of a
    possible length for its country."""
    import phonenumbers

    try:
        num = phonenumbers.parse(candidate, None)
    except phonenumbers.NumberParseException:
        return False
    if possible:
        return bool(phonenumbers.is_possible_number(num))
    return bool(phonenumbers.is_valid_number(num))


def _possible_national(candidate: str) -> bool:
    """A national number of a possible length in one of :data:`_NATIONAL_REGIONS`."""
    import phonenumbers

    for region in _NATIONAL_REGIONS:
        try:
            num = phonenumbers.parse(candidate, region)
        except phonenumbers.NumberParseException:
            continue
        if phonenumbers.is_possible_number(num):
            return True
    return False


def _emails(text: str) -> list[Entity]:
    out = []
    for m in _EMAIL_RE.finditer(text):
        value = m.group()
        local = value.split("@", 1)[0].lower()
        if value.lower().endswith(_PLACEHOLDER_EMAIL_DOMAINS) or local in _ROLE_MAILBOXES:
            continue
        out.append(Entity("EMAIL", m.start(), m.end(), value))
    return out


#: An address spelled out so that scrapers miss it: "anna (at) gmail (dot) com", "anna [at]
#: gmail.com", "anna at gmail dot com". Bracketed "at"/"dot" anywhere, or the bare words "at"
#: and "dot" together ("look at google.com" has no "dot": not an address).
_OB_AT_RE = re.compile(r"(?i)\s*[(\[{<]\s*at\s*[)\]}>]\s*|\s+at\s+|\s*@\s*")
_OB_DOT = r"(?:\s*[(\[{<]\s*(?:dot|DOT|Dot)\s*[)\]}>]\s*|\s+(?:dot|DOT)\s+|\.)"
#: The local part, read backwards from the "at": its last 64 characters before it.
_OB_LOCAL_RE = re.compile(r"(?a)(?<![\w.+-])[A-Za-z0-9][\w.+-]{0,63}$")
_OB_DOMAIN_RE = re.compile(
    rf"(?a)[A-Za-z0-9][A-Za-z0-9-]{{0,62}}(?:{_OB_DOT}[A-Za-z0-9][A-Za-z0-9-]{{0,62}}){{0,3}}"
    rf"{_OB_DOT}[A-Za-z]{{2,12}}(?![\w@-])"
)
_OB_BRACKETED_RE = re.compile(r"[(\[{<]\s*(?:at|dot)\s*[)\]}>]", re.IGNORECASE)
_OB_WORD_DOT_RE = re.compile(r"\s(?:dot|DOT)\s")


def _obfuscated_emails(text: str) -> list[Entity]:
    """Addresses spelled out so that scrapers miss them: "anna (at) gmail (dot) com", "anna
    [at] gmail.com", "anna at gmail dot com". Bracketed "at"/"dot" anywhere, or the bare words
    "at" and "dot" together ("look at google.com" has no "dot": not an address). Found from each
    "at" (a C-speed search), the local part read back and the domain forward: linear."""
    out: list[Entity] = []
    last_end = 0
    for at in _OB_AT_RE.finditer(text):
        if at.start() < last_end:
            continue
        local = _OB_LOCAL_RE.search(text, max(0, at.start() - 64), at.start())
        domain = _OB_DOMAIN_RE.match(text, at.end())
        if local is None or domain is None:
            continue
        start, end = local.start(), domain.end()
        value = text[start:end]
        if not _OB_BRACKETED_RE.search(value) and not _OB_WORD_DOT_RE.search(value):
            continue  # a plain address (_emails has it), or "look at google.com"
        if local.group().lower() in _ROLE_MAILBOXES:
            continue
        out.append(Entity("EMAIL", start, end, value))
        last_end = end
    return out


#: A phone read out in English words ("one three eight, one two three four ..."): voice input
#: and people who keep numbers from scrapers. Seven digits or more.
_DIGIT_WORDS = {
    "zero": "0", "oh": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5",
    "six": "6", "seven": "7", "eight": "8", "nine": "9",
}  # fmt: skip
_DIGIT_WORD = r"(?:(?:double|triple)[ -])?(?:zero|oh|one|two|three|four|five|six|seven|eight|nine)"
_SPOKEN_PHONE_RE = re.compile(
    rf"(?i)(?<![\w-])(?:plus[ -])?{_DIGIT_WORD}(?:[ ,-]{{1,2}}{_DIGIT_WORD}){{6,16}}(?![\w-])"
)


_REPEATS = {"double": 2, "triple": 3}


def _spoken_digits(value: str) -> str:
    """The digits of a number read out in words ("double one" is "11")."""
    digits: list[str] = []
    times = 1
    for word in re.findall(r"[a-z]+", value.lower()):
        if word in _REPEATS:
            times = _REPEATS[word]
        elif word in _DIGIT_WORDS:
            digits.append(_DIGIT_WORDS[word] * times)
            times = 1
    return "".join(digits)


def _spoken_phones(text: str) -> list[Entity]:
    out = []
    for m in _SPOKEN_PHONE_RE.finditer(text):
        digits = _spoken_digits(m.group())
        if not 7 <= len(digits) <= 15:
            continue
        if _CN_MOBILE_RE.fullmatch(digits) or has_any(before(text, m.start(), 24), _NATIONAL_CUES):
            out.append(Entity("PHONE", m.start(), m.end(), m.group()))
    return out


def _ips(text: str) -> list[Entity]:
    out = []
    for m in _IPV4.finditer(text):
        try:
            ip = ipaddress.IPv4Address(m.group())
        except ValueError:
            continue
        if ip.is_loopback or ip.is_unspecified or m.group().startswith("255."):
            continue
        if has_any(around(text, m.start(), m.end(), 24), _VERSION_WORDS) or has_any(
            before(text, m.start(), 10), _SECTION_WORDS
        ):
            continue
        out.append(Entity("IP_ADDRESS", m.start(), m.end(), m.group()))
    for m in _IPV6_RE.finditer(text):
        value = m.group()
        if value.count(":") < 2 or not re.search(r"[0-9A-Fa-f]", value):
            continue
        try:
            ip6 = ipaddress.IPv6Address(value)
        except ValueError:
            continue
        if ip6.is_loopback or ip6.is_unspecified:
            continue
        # "12:30:45" parses as IPv6 only with "::"; a time of day is not an address.
        if re.fullmatch(r"\d{1,2}(:\d{2}){1,2}", value):
            continue
        out.append(Entity("IP_ADDRESS", m.start(), m.end(), value))
    return out


def detect(text: str) -> list[Entity]:
    return (
        _phones(text) + _emails(text) + _obfuscated_emails(text) + _spoken_phones(text) + _ips(text)
    )
