"""The answer card's action icons (``resources/icons/action-*.svg``), drawn in the theme's text
colour: the SVGs stroke ``currentColor``, which is replaced before rendering, so one set of files
serves the light and the dark theme."""

from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from app.ui.base.resources import icon_path

SIZE = 16
#: Stroke colour per theme sheet (app property ``tandemTheme``, set by app/ui/base/theme.py).
COLOURS = {"light": "#5f6368", "dark": "#c4c7cc"}
NAMES = ("copy", "copied", "regenerate", "why", "flip", "diff", "speak", "stop")


def theme_colour() -> str:
    app = QApplication.instance()
    name = app.property("tandemTheme") if app is not None else None
    return COLOURS.get(str(name), COLOURS["light"])


@lru_cache(maxsize=64)
def _icon(name: str, colour: str) -> QIcon:
    svg = icon_path(f"action-{name}.svg").read_text(encoding="utf-8")
    renderer = QSvgRenderer(QByteArray(svg.replace("currentColor", colour).encode()))
    icon = QIcon()
    for scale in (1, 2):  # crisp on high-DPI screens too
        pixmap = QPixmap(SIZE * scale, SIZE * scale)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        renderer.render(painter, QRectF(0, 0, SIZE * scale, SIZE * scale))
        painter.end()
        pixmap.setDevicePixelRatio(scale)
        icon.addPixmap(pixmap)
    return icon


def action_icon(name: str) -> QIcon:
    """One of :data:`NAMES`, in the current theme's colour."""
    return _icon(name, theme_colour())
