"""Small SVG charts for the report (no plotting library, no Qt: the report renders headless).

Each function returns a complete SVG document; :func:`data_uri` turns it into an ``<img>``
source, so the report is one self-contained file.
"""

from __future__ import annotations

import base64
from collections.abc import Sequence
from html import escape

W, H = 720, 260
LEFT, RIGHT, TOP, BOTTOM = 56, 16, 34, 46
COLORS = {"local": "#2e7d32", "cloud": "#1565c0", "failed": "#9e9e9e", "fallback": "#e65100"}
_FONT = "font-family='sans-serif' font-size='11' fill='#333'"
_TITLE = "font-family='sans-serif' font-size='13' font-weight='bold' fill='#222'"


def data_uri(svg: str) -> str:
    return "data:image/svg+xml;base64," + base64.b64encode(svg.encode("utf-8")).decode("ascii")


def _nice_max(value: float) -> float:
    if value <= 0:
        return 1.0
    step = 10.0 ** len(str(int(value))) / 10
    for mult in (1.0, 2.0, 2.5, 5.0, 10.0):
        if value <= step * mult:
            return float(step * mult)
    return float(value)


def _frame(title: str, top: float, unit: str) -> list[str]:
    plot_h = H - TOP - BOTTOM
    out = [
        f"<svg xmlns='http://www.w3.org/2000/svg' width='{W}' height='{H}' viewBox='0 0 {W} {H}'>",
        "<rect width='100%' height='100%' fill='white'/>",
        f"<text x='{LEFT}' y='20' {_TITLE}>{escape(title)}</text>",
    ]
    for i in range(5):
        y = TOP + plot_h - plot_h * i / 4
        value = top * i / 4
        label = f"{value:,.0f}" if top >= 10 else f"{value:.2g}"
        out.append(
            f"<line x1='{LEFT}' x2='{W - RIGHT}' y1='{y:.1f}' y2='{y:.1f}' stroke='#e0e0e0'/>"
        )
        out.append(
            f"<text x='{LEFT - 6}' y='{y + 4:.1f}' text-anchor='end' {_FONT}>"
            f"{escape(label)}{escape(unit)}</text>"
        )
    return out


def _x_labels(labels: Sequence[str], slot: float) -> list[str]:
    out = []
    every = max(1, len(labels) // 8)
    for i, label in enumerate(labels):
        if i % every == 0:
            x = LEFT + slot * (i + 0.5)
            out.append(
                f"<text x='{x:.1f}' y='{H - BOTTOM + 16}' text-anchor='middle' {_FONT}>"
                f"{escape(label)}</text>"
            )
    return out


def _legend(names: Sequence[tuple[str, str]]) -> list[str]:
    out = []
    x = LEFT
    for name, color in names:
        out.append(f"<rect x='{x}' y='{H - 16}' width='10' height='10' fill='{color}'/>")
        out.append(f"<text x='{x + 14}' y='{H - 7}' {_FONT}>{escape(name)}</text>")
        x += 24 + 7 * len(name)
    return out


def stacked_bars(
    title: str, labels: Sequence[str], stacks: Sequence[tuple[str, Sequence[float], str]]
) -> str:
    """Bars over time, one segment per named series (bottom to top)."""
    n = max(1, len(labels))
    totals = [sum(values[i] for _, values, _ in stacks) for i in range(len(labels))]
    top = _nice_max(max(totals, default=0))
    plot_w, plot_h = W - LEFT - RIGHT, H - TOP - BOTTOM
    slot = plot_w / n
    out = _frame(title, top, "")
    for i in range(len(labels)):
        base = 0.0
        for _name, values, color in stacks:
            v = values[i]
            if v <= 0:
                continue
            h = plot_h * v / top
            y = TOP + plot_h - plot_h * base / top - h
            out.append(
                f"<rect x='{LEFT + slot * i + slot * 0.15:.1f}' y='{y:.1f}' "
                f"width='{slot * 0.7:.1f}' height='{h:.1f}' fill='{color}'/>"
            )
            base += v
    out += _x_labels(labels, slot)
    out += _legend([(name, color) for name, _, color in stacks])
    out.append("</svg>")
    return "\n".join(out)


def lines(
    title: str,
    labels: Sequence[str],
    series: Sequence[tuple[str, Sequence[float | None], str]],
    *,
    unit: str = "",
    limit: tuple[str, float] | None = None,
) -> str:
    """Lines over time (gaps where a value is None), with an optional dashed limit line."""
    n = max(1, len(labels))
    values = [v for _, vs, _ in series for v in vs if v is not None]
    top = _nice_max(max([*values, limit[1] if limit else 0.0], default=0.0))
    plot_w, plot_h = W - LEFT - RIGHT, H - TOP - BOTTOM
    slot = plot_w / n
    out = _frame(title, top, unit)
    for _name, vs, color in series:
        path: list[str] = []
        for i, v in enumerate(vs):
            if v is None:
                if len(path) > 1:
                    out.append(_polyline(path, color))
                path = []
                continue
            x, y = LEFT + slot * (i + 0.5), TOP + plot_h - plot_h * v / top
            path.append(f"{x:.1f},{y:.1f}")
            out.append(f"<circle cx='{x:.1f}' cy='{y:.1f}' r='2.5' fill='{color}'/>")
        if len(path) > 1:
            out.append(_polyline(path, color))
    legend = [(name, color) for name, _, color in series]
    if limit:
        y = TOP + plot_h - plot_h * limit[1] / top
        out.append(
            f"<line x1='{LEFT}' x2='{W - RIGHT}' y1='{y:.1f}' y2='{y:.1f}' stroke='#c62828' "
            "stroke-dasharray='6,4'/>"
        )
        legend.append((limit[0], "#c62828"))
    out += _x_labels(labels, slot)
    out += _legend(legend)
    out.append("</svg>")
    return "\n".join(out)


def _polyline(points: Sequence[str], color: str) -> str:
    return f"<polyline points='{' '.join(points)}' fill='none' stroke='{color}' stroke-width='2'/>"


def hbars(title: str, counts: dict[str, int], color: str = COLORS["fallback"]) -> str:
    """Horizontal bars for counts by category (fallbacks by reason)."""
    items = list(counts.items())
    rows = max(1, len(items))
    height = TOP + rows * 22 + 16
    top = _nice_max(max((v for _, v in items), default=0))
    label_w = 110
    plot_w = W - label_w - RIGHT - 40
    out = [
        f"<svg xmlns='http://www.w3.org/2000/svg' width='{W}' height='{height}' "
        f"viewBox='0 0 {W} {height}'>",
        "<rect width='100%' height='100%' fill='white'/>",
        f"<text x='{LEFT}' y='20' {_TITLE}>{escape(title)}</text>",
    ]
    for i, (name, value) in enumerate(items):
        y = TOP + i * 22
        w = plot_w * value / top
        out.append(
            f"<text x='{label_w - 6}' y='{y + 13}' text-anchor='end' {_FONT}>{escape(name)}</text>"
        )
        out.append(f"<rect x='{label_w}' y='{y + 2}' width='{w:.1f}' height='15' fill='{color}'/>")
        out.append(f"<text x='{label_w + w + 6:.1f}' y='{y + 13}' {_FONT}>{value}</text>")
    out.append("</svg>")
    return "\n".join(out)
