"""Reference checks for the routing prompt set: is the local model's answer acceptable?

A prompt carries a list of checks; the answer passes when all of them pass. Two checks are
implicit unless the prompt switches them off: the answer is in the question's language
(``"lang"``), and it is not a degenerate loop of the same line or phrase (``"no_loop"``) — the
typical failure of a very small model. Verifiable prompts use ``regex`` / ``numeric``; open-ended
ones use rubric checks (``min_words``, ``min_cjk``, ``min_items``, ``contains_all``, ``finished``:
the answer ended by itself within the draft budget rather than being cut off).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

_NUM = re.compile(r"-?\d[\d,]*(?:\.\d+)?")
_CJK = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
_ITEM = re.compile(r"^\s*(?:[-*•]|\d+[.)、]|[一二三四五六七八九十]+[、.])\s*\S", re.MULTILINE)
_WORD = re.compile(r"[A-Za-z0-9']+")


def cjk_count(text: str) -> int:
    return len(_CJK.findall(text))


def word_count(text: str) -> int:
    """English words; for Chinese text use :func:`cjk_count` (characters)."""
    return len(_WORD.findall(text))


def language_of(text: str) -> str:
    cjk = cjk_count(text)
    letters = sum(1 for ch in text if ch.isalpha())
    if not letters:
        return "none"
    return "zh" if cjk / letters >= 0.3 else "en"


def numbers(text: str) -> list[float]:
    out = []
    for m in _NUM.findall(text):
        try:
            out.append(float(m.replace(",", "")))
        except ValueError:
            continue
    return out


def is_loop(text: str) -> bool:
    """A reply that repeats one line or one 6-word phrase over and over."""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    if len(lines) >= 4:
        top = Counter(lines).most_common(1)[0][1]
        if top / len(lines) >= 0.5 and top >= 3:
            return True
    words = _WORD.findall(text.lower()) or list(text)
    if len(words) >= 40:
        grams = Counter(tuple(words[i : i + 6]) for i in range(len(words) - 5))
        if grams.most_common(1)[0][1] >= 4:
            return True
    return False


def _one(name: str, arg: Any, text: str, meta: Mapping[str, Any]) -> tuple[bool, str]:
    if name == "regex":
        ok = re.search(str(arg), text, re.IGNORECASE | re.MULTILINE) is not None
        return ok, f"regex {arg!r}"
    if name == "not_regex":
        ok = re.search(str(arg), text, re.IGNORECASE | re.MULTILINE) is None
        return ok, f"not regex {arg!r}"
    if name == "numeric":
        tol = float(meta.get("tol", 1e-6)) if isinstance(meta, Mapping) else 1e-6
        nums = numbers(text)
        # The final answer: the last number, or a number right after "=" / "answer".
        tail = nums[-1:] if nums else []
        marked = [
            float(m.replace(",", ""))
            for m in re.findall(r"(?:=|answer is|答案是|等于|为)\s*\$?(-?\d[\d,]*(?:\.\d+)?)", text)
        ]
        ok = any(abs(n - float(arg)) <= tol + 1e-9 * abs(float(arg)) for n in tail + marked)
        return ok, f"numeric {arg}"
    if name == "min_words":
        return word_count(text) >= int(arg), f"at least {arg} words"
    if name == "max_words":
        return word_count(text) <= int(arg), f"at most {arg} words"
    if name == "min_cjk":
        return cjk_count(text) >= int(arg), f"at least {arg} Chinese characters"
    if name == "max_cjk":
        return cjk_count(text) <= int(arg), f"at most {arg} Chinese characters"
    if name == "min_items":
        return len(_ITEM.findall(text)) >= int(arg), f"at least {arg} list items"
    if name == "min_lines":
        return len([x for x in text.splitlines() if x.strip()]) >= int(arg), f"{arg}+ lines"
    if name == "max_lines":
        return len([x for x in text.splitlines() if x.strip()]) <= int(arg), f"<= {arg} lines"
    if name == "contains_all":
        low = text.lower()
        return all(str(s).lower() in low for s in arg), f"contains all of {arg}"
    if name == "contains_any":
        low = text.lower()
        return any(str(s).lower() in low for s in arg), f"contains one of {arg}"
    if name == "finished":
        return meta.get("stop_reason") == "eos", "finished within the draft budget"
    if name == "nonempty":
        return bool(text.strip()), "not empty"
    raise ValueError(f"unknown check {name!r}")


def evaluate(
    checks: Sequence[Mapping[str, Any]], text: str, *, lang: str, stop_reason: str = "eos"
) -> tuple[bool, list[str]]:
    """(passed, names of the failed checks). ``checks`` is a list of one-key mappings."""
    meta: dict[str, Any] = {"stop_reason": stop_reason}
    failed: list[str] = []
    want_lang = lang
    want_loop = True
    for c in checks:
        if "lang" in c:
            want_lang = str(c["lang"])
        if c.get("no_loop") is False:
            want_loop = False
        if "tol" in c:
            meta["tol"] = c["tol"]
    if not text.strip():
        return False, ["not empty"]
    # A reply of only numbers, symbols or code words has no language to hold against it.
    if want_lang in ("en", "zh") and language_of(text) not in (want_lang, "none"):
        failed.append(f"answer in {want_lang}")
    if want_loop and is_loop(text):
        failed.append("no degenerate repetition")
    for c in checks:
        for name, arg in c.items():
            if name in ("lang", "no_loop", "tol"):
                continue
            ok, label = _one(name, arg, text, meta)
            if not ok:
                failed.append(label)
    return not failed, failed
