"""Context windows: the words around a candidate span that make it more or less likely real.

A 16-digit number after "订单号" is an order number; after "card" it is a card. Detectors ask
for the few characters before a span (where labels sit in both languages) and after it.
"""

from __future__ import annotations

from collections.abc import Iterable


def before(text: str, start: int, width: int = 24) -> str:
    return text[max(0, start - width) : start].lower()


def after(text: str, end: int, width: int = 16) -> str:
    return text[end : end + width].lower()


def around(text: str, start: int, end: int, width: int = 24) -> str:
    return before(text, start, width) + " " + after(text, end, width)


def has_any(window: str, words: Iterable[str]) -> bool:
    return any(w in window for w in words)


def nearest_before(text: str, start: int, words: Iterable[str], width: int = 24) -> int:
    """Distance from ``start`` back to the end of the nearest word found; -1 if none."""
    win = before(text, start, width)
    best = -1
    for w in words:
        pos = win.rfind(w)
        if pos >= 0:
            dist = len(win) - (pos + len(w))
            if best < 0 or dist < best:
                best = dist
    return best
