"""Light, dark or the system's colour scheme, applied live from ``resources/themes/*.qss``.

"system" asks Qt for the platform's colour scheme (Qt 6.5+) and picks the matching sheet, so the
app's own widgets (badges, bubbles) stay readable in both.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from app.ui.base.resources import theme_path

THEMES = ("system", "light", "dark")


def resolve(theme: str) -> str:
    if theme in ("light", "dark"):
        return theme
    hints = QApplication.styleHints()
    return "dark" if hints.colorScheme() == Qt.ColorScheme.Dark else "light"


def apply_theme(app: QApplication, theme: str) -> str:
    """Apply a theme and return the sheet actually used ("light" or "dark")."""
    name = resolve(theme)
    path = theme_path(name)
    # Named first: widgets that draw in the theme's colours (the answer card's icons) read it
    # while the new sheet's StyleChange reaches them.
    app.setProperty("tandemTheme", name)
    app.setStyleSheet(path.read_text(encoding="utf-8") if path.is_file() else "")
    # Links in rich text (citations, the Why dialog) take the palette's colour, not the sheet's:
    # the default dark blue is unreadable on the dark theme.
    palette = app.palette()
    link = QColor("#8ab4f8" if name == "dark" else "#1a0dab")
    palette.setColor(QPalette.ColorRole.Link, link)
    palette.setColor(QPalette.ColorRole.LinkVisited, link)
    app.setPalette(palette)
    return name
