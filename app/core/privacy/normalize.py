"""One value, however it is written: the text the detectors see (docs/ARCHITECTURE.md §5).

Chinese input methods type full-width digits (``１３９１２３４５６７８``), pasted text carries
zero-width and no-break spaces between digits, and voice input writes a phone number as Chinese
numerals (``一三九一二三四五六七八``). The detectors speak ASCII, so before detection the text is
rewritten character by character into a canonical form, with a map from every canonical
character back to the original one. Detection runs on the canonical text; spans are mapped back
so that redaction replaces (and restoration puts back) the user's ORIGINAL characters.

What is rewritten, and nothing else (full-width Chinese punctuation such as ``：`` and ``，`` stays:
detectors use it as context):

- every Unicode decimal digit (full-width, Arabic-Indic, mathematical ...) -> ``0-9``;
- full-width Latin letters and the symbols that occur inside values (``＠．－＋＿``) -> ASCII;
- zero-width characters (ZWSP, ZWNJ, ZWJ, word joiner, BOM, soft hyphen) are dropped;
- unusual spaces (no-break, thin, ideographic ...) between two digits are dropped, elsewhere
  they become an ASCII space;
- Chinese numerals written digit by digit (``一二三四五六七八九〇零幺两``) become digits only in a
  run of at least :data:`MIN_NUMERAL_RUN` digit characters (phone/ID/card length), so counting
  (``一二三四五``) and dates (``二〇二四年``) stay words. A converted run is still only an entity when
  a detector validates it (checksum, prefix, length), exactly as for ASCII digits.

Every rewrite maps one character to at most one, so the offset map is a plain list.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

#: Chinese numerals as spoken digit by digit (幺 is "one" when reading out phone numbers).
CN_DIGITS: dict[str, str] = {
    "〇": "0", "零": "0", "一": "1", "幺": "1", "二": "2", "两": "2", "三": "3", "四": "4",
    "五": "5", "六": "6", "七": "7", "八": "8", "九": "9",
}  # fmt: skip
#: A run of digit characters shorter than this keeps its Chinese numerals (dates, counting).
MIN_NUMERAL_RUN = 7

_ZERO_WIDTH = frozenset("\u200b\u200c\u200d\u2060\ufeff\u00ad\u180e")
_ODD_SPACES = frozenset("\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000")  # fmt: skip
#: What may sit between the digits of one number ("(010) 6552-1234", "+86 139...").
_RUN_JOINERS = frozenset(" -().+")
_FULLWIDTH_SYMBOLS = {"＠": "@", "．": ".", "－": "-", "＋": "+", "＿": "_"}


#: The 1:1 rewrites as one str.translate table (C speed): full-width digits, letters and value
#: symbols to ASCII, odd spaces to a space. Used alone when nothing is dropped or converted.
_TABLE: dict[int, int | str] = {
    **{0xFF10 + d: ord("0") + d for d in range(10)},
    **{c: c - 0xFEE0 for c in range(0xFF21, 0xFF3B)},
    **{c: c - 0xFEE0 for c in range(0xFF41, 0xFF5B)},
    **{ord(k): v for k, v in _FULLWIDTH_SYMBOLS.items()},
    **{ord(ch): " " for ch in _ODD_SPACES},
}
_CN = "".join(CN_DIGITS)
_ODD = "".join(sorted(_ODD_SPACES))
_ZW = "".join(sorted(_ZERO_WIDTH))
#: What needs the character-by-character pass: a character to drop, an odd space between two
#: digits, a decimal digit of another script, or a long enough run holding a Chinese numeral.
_SLOW_RE = re.compile(
    f"[{_ZW}]|(?<=[0-9\uff10-\uff19{_CN}])[{_ODD}]+(?=[0-9\uff10-\uff19{_CN}])"
    "|[^\x00-\x7f\uff10-\uff19](?<=\\d)"
)
_DIGITISH = f"0-9\uff10-\uff19{_CN}"
#: Looser than :func:`_numeral_runs` (two joiners may sit between digits, as in "(五九三) 2…"):
#: it only decides whether the exact, slower pass runs.
_RUN_RE = re.compile(
    rf"[{_DIGITISH}](?:[ \-().+{_ODD}]{{0,2}}[{_DIGITISH}]){{{MIN_NUMERAL_RUN - 1},}}"
)
_HAS_CN_RE = re.compile(f"[{_CN}]")
#: Runs of the characters :data:`_TABLE` rewrites: translating only them is the same text, and
#: far faster than ``str.translate`` over a long text in which they are rare (a third of a
#: second per 10 MB).
_TABLE_RUN_RE = re.compile("[" + "".join(re.escape(chr(c)) for c in sorted(_TABLE)) + "]+")


def _translated(text: str) -> str:
    """``text.translate(_TABLE)``, translating only the runs that change."""
    return _TABLE_RUN_RE.sub(lambda m: m.group().translate(_TABLE), text)


@dataclass(frozen=True, slots=True)
class Normalized:
    """The canonical text and, for each of its characters, the index of the original one
    (``None``: the same index, nothing was dropped)."""

    text: str
    origin: list[int] | None

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The original ``[start, end)`` covering canonical ``[start, end)`` (end > start)."""
        if self.origin is None:
            return start, end
        return self.origin[start], self.origin[end - 1] + 1


def _ascii_of(ch: str) -> str:
    """The ASCII form of one character for the digit/letter/symbol rewrites, else ``ch``."""
    if ch.isascii():
        return ch
    if "\uff21" <= ch <= "\uff3a" or "\uff41" <= ch <= "\uff5a":
        return chr(ord(ch) - 0xFEE0)
    if ch in _FULLWIDTH_SYMBOLS:
        return _FULLWIDTH_SYMBOLS[ch]
    d = unicodedata.decimal(ch, None)
    return str(d) if d is not None else ch


def _is_digitish(ch: str) -> bool:
    return ch.isdecimal() or ch in CN_DIGITS


def needs_normalizing(text: str) -> bool:
    """False for the common case (pure ASCII) so detection pays nothing for it."""
    return not text.isascii()


def normalize(text: str) -> Normalized:
    """Rewrite ``text`` for detection; see the module docstring for exactly what changes."""
    if text.isascii():
        return Normalized(text, None)
    if not _SLOW_RE.search(text) and not any(
        _HAS_CN_RE.search(m.group()) for m in _RUN_RE.finditer(text)
    ):
        return Normalized(_translated(text), None)
    return _normalize_slow(text)


def _normalize_slow(text: str) -> Normalized:
    n = len(text)
    numeral_ok = _numeral_runs(text)
    chars: list[str] = []
    origin: list[int] = []
    for i, ch in enumerate(text):
        if ch.isascii():
            chars.append(ch)
            origin.append(i)
            continue
        if ch in _ZERO_WIDTH:
            continue
        if ch in _ODD_SPACES:
            prev = _neighbour(text, i, -1)
            nxt = _neighbour(text, i, 1)
            if prev is not None and nxt is not None and _is_digitish(prev) and _is_digitish(nxt):
                continue
            chars.append(" ")
            origin.append(i)
            continue
        if ch in CN_DIGITS:
            chars.append(CN_DIGITS[ch] if numeral_ok[i] else ch)
            origin.append(i)
            continue
        chars.append(_ascii_of(ch))
        origin.append(i)
    assert len(chars) == len(origin) and (not origin or origin[-1] < n)
    return Normalized("".join(chars), origin)


def _neighbour(text: str, i: int, step: int) -> str | None:
    """The nearest character before/after ``i`` that is not itself invisible or an odd space."""
    j = i + step
    while 0 <= j < len(text) and (text[j] in _ZERO_WIDTH or text[j] in _ODD_SPACES):
        j += step
    return text[j] if 0 <= j < len(text) else None


def _numeral_runs(text: str) -> list[bool]:
    """For each index: is it inside a run of >= MIN_NUMERAL_RUN digit characters (ASCII or any
    decimal digit or Chinese numeral, joined by spaces, hyphens, brackets, dots, plus signs or
    invisible characters) that
    contains a Chinese numeral? Only such runs have their numerals turned into digits."""
    ok = [False] * len(text)
    if not any(ch in CN_DIGITS for ch in text):
        return ok
    i, n = 0, len(text)
    while i < n:
        if not _is_digitish(text[i]):
            i += 1
            continue
        j, count, has_cn, last = i, 0, False, i
        while j < n:
            ch = text[j]
            if _is_digitish(ch):
                count += 1
                has_cn |= ch in CN_DIGITS
                last = j
            elif not (ch in _RUN_JOINERS or ch in _ZERO_WIDTH or ch in _ODD_SPACES):
                break
            elif j + 1 < n and text[j + 1] in " -" and ch in " -":
                break  # two separators in a row end the number
            j += 1
        if count >= MIN_NUMERAL_RUN and has_cn:
            for k in range(i, last + 1):
                ok[k] = True
        i = last + 1
    return ok
