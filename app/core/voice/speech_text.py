"""Answer text -> what a voice should say (docs/ARCHITECTURE.md §11).

An answer is written for the eye: Markdown, code, citation markers, links. None of that is read
out. Numbers, units and dates are rewritten the way a person says them, in English or Chinese
(the language of the sentence decides), so every engine reads them the same way. Placeholders
(``[PHONE_1]``) are restored through the request's ``restore`` before anything else; one that is
still there (no mapping) is spoken as what it stands for, never as its brackets.
"""

from __future__ import annotations

import re
from collections.abc import Callable

Language = str  # "en" | "zh"

_CJK_RE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
_LATIN_RE = re.compile(r"[A-Za-z]")


def language_of(text: str) -> Language:
    """``zh`` when Chinese characters make up a good part of the letters, else ``en``."""
    cjk = len(_CJK_RE.findall(text))
    latin = len(_LATIN_RE.findall(text))
    # One Chinese character carries about as much as a word of four or five Latin letters.
    return "zh" if cjk and cjk * 4 >= latin else "en"


# ---------------------------------------------------------------- Markdown, links, citations

_FENCE_RE = re.compile(r"(```|~~~)[^\n]*\n?.*?(?:\1|\Z)", re.S)
_IMAGE_RE = re.compile(r"!\[([^\]]*)\]\([^)]*\)")
_LINK_RE = re.compile(r"\[([^\]]+)\]\((?:[^)(]|\([^)]*\))*\)")
_AUTOLINK_RE = re.compile(r"<(?:https?|ftp|mailto):[^>\s]+>")
_URL_RE = re.compile(r"\b(?:https?://|ftp://|www\.)[^\s<>\"'）)\]】]+", re.I)
_CITATION_RE = re.compile(
    r"\[\^?\d+(?:\s*[,，-]\s*\d+)*\]|【\d+(?:[,，]\d+)*】|\[(?:source|来源)[^\]]*\]", re.I
)
_PLACEHOLDER_RE = re.compile(r"\[([A-Z][A-Z_]*?)_(\d+)\]")
_HTML_TAG_RE = re.compile(r"</?[a-zA-Z][^>]*>")
_HEADING_RE = re.compile(r"^\s{0,3}#{1,6}\s+", re.M)
_LIST_RE = re.compile(r"^\s*(?:[-*+•]|\d+[.)])\s+", re.M)
_QUOTE_RE = re.compile(r"^\s*>+\s?", re.M)
_RULE_RE = re.compile(r"^\s*(?:[-*_]\s*){3,}$", re.M)
_TABLE_SEP_RE = re.compile(r"^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$", re.M)
_EMPHASIS_RE = re.compile(r"(\*\*\*|\*\*|\*|~~|___|__)(?=\S)(.+?)(?<=\S)\1", re.S)
_UNDERSCORE_EM_RE = re.compile(r"(?<![\w])_(?=\S)([^_\n]+?)(?<=\S)_(?![\w])")
_INLINE_CODE_RE = re.compile(r"`+([^`]*)`+")
_TABLE_EDGE_RE = re.compile(r"^\s*\||\|\s*$", re.M)

#: What a placeholder left in the text is spoken as, by its entity type.
_PLACEHOLDER_WORDS = {
    "en": {
        "PHONE": "a phone number",
        "EMAIL": "an email address",
        "PERSON": "a person",
        "ADDRESS": "an address",
        "IP_ADDRESS": "an IP address",
    },
    "zh": {
        "PHONE": "一个电话号码",
        "EMAIL": "一个邮箱地址",
        "PERSON": "某人",
        "ADDRESS": "一个地址",
        "IP_ADDRESS": "一个IP地址",
    },
}
_CODE_WORDS = {"en": "(code shown on screen)", "zh": "（代码见屏幕）"}


def strip_markup(text: str, language: Language = "en") -> str:
    """Markdown, HTML, code blocks, links, URLs and citation markers out; words kept."""
    text = _FENCE_RE.sub(lambda _m: f" {_CODE_WORDS[language]} ", text)
    text = _IMAGE_RE.sub(r"\1", text)
    text = _LINK_RE.sub(r"\1", text)
    text = _AUTOLINK_RE.sub(" ", text)
    text = _URL_RE.sub(" ", text)
    text = _CITATION_RE.sub("", text)
    text = _HTML_TAG_RE.sub(" ", text)
    text = _TABLE_SEP_RE.sub("", text)
    text = _RULE_RE.sub("", text)
    text = _HEADING_RE.sub("", text)
    text = _QUOTE_RE.sub("", text)
    text = _LIST_RE.sub("", text)
    for _ in range(2):  # nested emphasis: ***a** b*
        text = _EMPHASIS_RE.sub(r"\2", text)
    text = _UNDERSCORE_EM_RE.sub(r"\1", text)
    text = _INLINE_CODE_RE.sub(r"\1", text)
    text = _TABLE_EDGE_RE.sub("", text)
    return text.replace("|", ", " if language == "en" else "，")


def speak_placeholders(text: str, language: Language) -> str:
    words = _PLACEHOLDER_WORDS[language]

    def word(m: re.Match[str]) -> str:
        kind = m.group(1)
        return words.get(kind, "某项信息" if language == "zh" else "a private detail")

    return _PLACEHOLDER_RE.sub(word, text)


# ---------------------------------------------------------------- numbers, units, dates: English

_MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
]
_EN_UNITS = {
    "km/h": "kilometres per hour",
    "km": "kilometres",
    "cm": "centimetres",
    "mm": "millimetres",
    "m": "metres",
    "kg": "kilograms",
    "g": "grams",
    "mg": "milligrams",
    "ms": "milliseconds",
    "s": "seconds",
    "min": "minutes",
    "h": "hours",
    "GB": "gigabytes",
    "MB": "megabytes",
    "KB": "kilobytes",
    "kB": "kilobytes",
    "TB": "terabytes",
    "GHz": "gigahertz",
    "MHz": "megahertz",
    "kHz": "kilohertz",
    "Hz": "hertz",
    "W": "watts",
    "kW": "kilowatts",
    "V": "volts",
    "mph": "miles per hour",
    "ml": "millilitres",
    "mL": "millilitres",
    "L": "litres",
    "°C": "degrees Celsius",
    "°F": "degrees Fahrenheit",
}
_EN_CURRENCY = {"$": "dollars", "€": "euros", "£": "pounds", "¥": "yuan", "￥": "yuan"}
_NUM = r"\d+(?:[.,]\d+)*"
_ISO_DATE_RE = re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b")
_UNIT_RE = re.compile(
    rf"(?<![\w.])({_NUM})\s?("
    + "|".join(re.escape(u) for u in sorted(_EN_UNITS, key=len, reverse=True))
    + r")(?![\w/])"
)
_CURRENCY_RE = re.compile(r"([$€£¥￥])\s?(" + _NUM + r")(\s?(?:million|billion|thousand|k))?")
_RANGE_RE = re.compile(r"\b(\d+)\s?[-–]\s?(\d+)\b(?!-)")


def _en_date(m: re.Match[str]) -> str:
    year, month, day = int(m.group(1)), int(m.group(2)), int(m.group(3))
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return m.group(0)
    return f"{_MONTHS[month - 1]} {day}, {year}"


def normalise_en(text: str) -> str:
    text = _ISO_DATE_RE.sub(_en_date, text)
    text = _CURRENCY_RE.sub(
        lambda m: f"{m.group(2)}{m.group(3) or ''} {_EN_CURRENCY[m.group(1)]}", text
    )
    text = _UNIT_RE.sub(lambda m: f"{m.group(1)} {_EN_UNITS[m.group(2)]}", text)
    text = _RANGE_RE.sub(r"\1 to \2", text)
    return text.replace("&", " and ").replace("%", " percent")


# ---------------------------------------------------------------- numbers, units, dates: Chinese

_ZH_DIGITS = "零一二三四五六七八九"
_ZH_UNITS = {
    "km/h": "公里每小时",
    "km": "公里",
    "cm": "厘米",
    "mm": "毫米",
    "m": "米",
    "kg": "千克",
    "g": "克",
    "ms": "毫秒",
    "s": "秒",
    "GB": "GB",
    "MB": "MB",
    "°C": "摄氏度",
    "℃": "摄氏度",
    "L": "升",
    "ml": "毫升",
}
_ZH_UNIT_RE = re.compile(
    r"(\d+(?:\.\d+)?)\s?("
    + "|".join(re.escape(u) for u in sorted(_ZH_UNITS, key=len, reverse=True))
    + r")(?![A-Za-z])"
)
_ZH_YEAR_RE = re.compile(r"(\d{4})\s?年")
_ZH_ISO_RE = re.compile(r"(\d{4})-(\d{1,2})-(\d{1,2})")
_ZH_TIME_RE = re.compile(r"(?<!\d)(\d{1,2})[:：](\d{2})(?!\d)")
_ZH_PERCENT_RE = re.compile(r"(\d+(?:\.\d+)?)\s?[%％]")
_ZH_NUMBER_RE = re.compile(r"\d+(?:,\d{3})*(?:\.\d+)?")
_ZH_CURRENCY_RE = re.compile(r"[¥￥](\d+(?:,\d{3})*(?:\.\d+)?)")
_ZH_DOLLAR_RE = re.compile(r"\$(\d+(?:,\d{3})*(?:\.\d+)?)")


def zh_integer(n: int) -> str:
    """An integer read in Mandarin: 12345 -> 一万二千三百四十五, 10 -> 十, 105 -> 一百零五."""
    if n < 0:
        return "负" + zh_integer(-n)
    if n >= 10**16:
        return _zh_digits(str(n))
    text = _zh_grouped(n) if n else "零"
    return text[1:] if text.startswith("一十") else text


def _zh_grouped(n: int) -> str:
    for size, name in ((10**8, "亿"), (10**4, "万")):
        if n >= size:
            high, low = divmod(n, size)
            rest = ""
            if low:
                rest = ("零" if low < size // 10 else "") + _zh_grouped(low)
            return _zh_grouped(high) + name + rest
    return _zh_below_10000(n)


def _zh_below_10000(n: int) -> str:
    out = ""
    zero = False
    for value, name in ((1000, "千"), (100, "百"), (10, "十"), (1, "")):
        digit = n // value % 10
        if digit == 0:
            zero = bool(out)
            continue
        if zero:
            out += "零"
            zero = False
        out += _ZH_DIGITS[digit] + name
    return out


def zh_number(text: str) -> str:
    """A decimal string in Mandarin: "3.14" -> 三点一四, "1,200" -> 一千二百."""
    text = text.replace(",", "")
    whole, _, frac = text.partition(".")
    out = zh_integer(int(whole)) if whole else "零"
    if frac:
        out += "点" + "".join(_ZH_DIGITS[int(d)] for d in frac)
    return out


def _zh_digits(text: str) -> str:
    return "".join(_ZH_DIGITS[int(d)] for d in text)


def normalise_zh(text: str) -> str:
    text = _ZH_ISO_RE.sub(
        lambda m: (
            f"{_zh_digits(m.group(1))}年{zh_integer(int(m.group(2)))}月"
            f"{zh_integer(int(m.group(3)))}日"
        ),
        text,
    )
    text = _ZH_YEAR_RE.sub(lambda m: _zh_digits(m.group(1)) + "年", text)
    text = _ZH_TIME_RE.sub(
        lambda m: (
            f"{zh_integer(int(m.group(1)))}点"
            + (f"{zh_integer(int(m.group(2)))}分" if int(m.group(2)) else "整")
        ),
        text,
    )
    text = _ZH_PERCENT_RE.sub(lambda m: "百分之" + zh_number(m.group(1)), text)
    text = _ZH_CURRENCY_RE.sub(lambda m: zh_number(m.group(1)) + "元", text)
    text = _ZH_DOLLAR_RE.sub(lambda m: zh_number(m.group(1)) + "美元", text)
    text = _ZH_UNIT_RE.sub(lambda m: zh_number(m.group(1)) + _ZH_UNITS[m.group(2)], text)
    return _ZH_NUMBER_RE.sub(lambda m: zh_number(m.group(0)), text)


# ---------------------------------------------------------------- the whole preparation

_SPACE_RE = re.compile(r"[ \t\r\f\v]+")
_BLANKS_RE = re.compile(r"\s*\n\s*")
_EMPTY_PUNCT_RE = re.compile(r"^[\s\W_]*$")
_LINE_END_RE = re.compile(r"(?<=[\w\u3400-\u9fff)）])[ \t]*(?=\n)")
_SPACE_BEFORE_PUNCT_RE = re.compile(r"\s+([.,;:!?])")
_ORPHAN_PAREN_RE = re.compile(r"\(\s*\)|（\s*）")


def prepare(
    text: str,
    language: Language | None = None,
    restore: Callable[[str], str] | None = None,
) -> str:
    """What to say for ``text`` (one sentence or a whole answer); "" when nothing is speakable."""
    if restore is not None:
        text = restore(text)
    lang = language or language_of(text)
    text = strip_markup(text, lang)
    text = speak_placeholders(text, lang)
    text = normalise_zh(text) if lang == "zh" else normalise_en(text)
    text = _ORPHAN_PAREN_RE.sub("", text)
    text = _LINE_END_RE.sub("." if lang == "en" else "。", text.strip())
    text = _BLANKS_RE.sub(" " if lang == "en" else "", text)
    text = _SPACE_RE.sub(" ", text).strip(" ，,")
    text = _SPACE_BEFORE_PUNCT_RE.sub(r"\1", text)
    return "" if _EMPTY_PUNCT_RE.match(text) else text


def comparable(text: str) -> str:
    """A sentence reduced to its words, for "was this already said?" comparisons."""
    spoken = prepare(text)
    return " ".join(re.findall(r"[\w\u3400-\u9fff]+", spoken.lower()))
