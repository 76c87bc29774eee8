"""WCAG 2 contrast between two colours, and nudging a colour until it reaches a ratio.

Pure functions on ``#rrggbb`` strings (no Qt), used to keep highlighted code readable on the
theme's code background whatever the highlighter's style picks.
"""

from __future__ import annotations

import colorsys

AA = 4.5  # WCAG 2 level AA for normal text


def _rgb(hex_colour: str) -> tuple[float, float, float]:
    h = hex_colour.lstrip("#")
    if len(h) == 3:
        h = "".join(c * 2 for c in h)
    return int(h[0:2], 16) / 255, int(h[2:4], 16) / 255, int(h[4:6], 16) / 255


def _hex(r: float, g: float, b: float) -> str:
    return "#" + "".join(f"{round(max(0.0, min(1.0, c)) * 255):02x}" for c in (r, g, b))


def luminance(hex_colour: str) -> float:
    def lin(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = _rgb(hex_colour)
    return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b)


def ratio(a: str, b: str) -> float:
    """The WCAG contrast ratio, 1 (same) to 21 (black on white)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def readable(colour: str, background: str, minimum: float = AA) -> str:
    """``colour`` itself when it reaches ``minimum`` on ``background``; otherwise the same hue
    made lighter (dark background) or darker (light one) just until it does."""
    if ratio(colour, background) >= minimum:
        return colour
    h, light, s = colorsys.rgb_to_hls(*_rgb(colour))
    towards = 1.0 if luminance(background) < 0.18 else 0.0
    for step in range(1, 21):
        candidate = _hex(*colorsys.hls_to_rgb(h, light + (towards - light) * step / 20, s))
        if ratio(candidate, background) >= minimum:
            return candidate
    return "#ffffff" if towards else "#000000"
