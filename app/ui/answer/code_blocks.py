"""Code in answers: a tinted background, syntax highlighting by Pygments, and a "Copy code" link
above each block.

Qt's Markdown importer marks fenced code as blocks with ``BlockCodeFence`` (and the language,
``BlockCodeLanguage``), one text block per line. Each run of such blocks is lexed as a whole by
Pygments (so a string or docstring over several lines is one token) and its tokens are given the
colours of a light or a dark Pygments style, each nudged until it reads at WCAG AA (4.5:1) on the
theme's code background. Every character gets an explicit colour, so nothing inherits the
widget's text colour of another theme. The copy link is a ``copy-code:N`` anchor, handled by the
answer body (it copies the N-th block's source, not the rendered text); links get the theme's
link colour explicitly too. The answer body renders again when the theme changes.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from PySide6.QtGui import (
    QColor,
    QFont,
    QTextBlock,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)
from PySide6.QtWidgets import QApplication

from app.ui.base.contrast import readable

FENCE = re.compile(r"^(```|~~~)[^\n]*\n(.*?)^\1[ \t]*$", re.S | re.M)
COPY_SCHEME = "copy-code"


class CodeTheme:
    """The colours of code in one theme sheet: the block's background, plain code, links."""

    def __init__(self, style: str, background: str, text: str, link: str) -> None:
        self.style, self.background, self.text, self.link = style, background, text, link


#: Per theme sheet: a Pygments style and the block background it is read on (a shade off the
#: answer card's own, so the block shows as a block).
THEMES = {
    "light": CodeTheme("xcode", "#f3f4f6", "#1f2328", "#1a0dab"),
    "dark": CodeTheme("github-dark", "#1b1d21", "#e6edf3", "#8ab4f8"),
}


def code_sources(markdown: str) -> list[str]:
    """The source of each fenced code block, in order."""
    return [m.group(2).rstrip("\n") for m in FENCE.finditer(markdown)]


def with_copy_links(markdown: str, label: str) -> str:
    """The Markdown with a copy link before each fenced block."""
    out, last, n = [], 0, 0
    for m in FENCE.finditer(markdown):
        out.append(markdown[last : m.start()])
        out.append(f"[{label}]({COPY_SCHEME}:{n})\n\n")
        out.append(m.group(0))
        last, n = m.end(), n + 1
    out.append(markdown[last:])
    return "".join(out)


def current_theme() -> str:
    app = QApplication.instance()
    return "dark" if app is not None and app.property("tandemTheme") == "dark" else "light"


@lru_cache(maxsize=4)
def _token_formats(theme: str) -> dict[Any, tuple[str, bool, bool]]:
    """Pygments token type -> (colour, bold, italic), colours readable on the theme's code
    background."""
    from pygments.styles import get_style_by_name

    code = THEMES[theme]
    out: dict[Any, tuple[str, bool, bool]] = {}
    for token, spec in get_style_by_name(code.style):
        colour = readable("#" + spec["color"] if spec["color"] else code.text, code.background)
        out[token] = (colour, bool(spec["bold"]), bool(spec["italic"]))
    return out


def _lexer(language: str) -> Any:
    from pygments.lexers import TextLexer, get_lexer_by_name
    from pygments.util import ClassNotFound

    try:
        return get_lexer_by_name(language.strip() or "text", stripnl=False, ensurenl=False)
    except ClassNotFound:
        return TextLexer(stripnl=False, ensurenl=False)


def _is_code(block: QTextBlock) -> bool:
    return block.blockFormat().hasProperty(QTextFormat.Property.BlockCodeFence)


def _char_format(colour: str, bold: bool, italic: bool) -> QTextCharFormat:
    f = QTextCharFormat()
    f.setForeground(QColor(colour))
    f.setFontWeight(QFont.Weight.Bold if bold else QFont.Weight.Normal)
    f.setFontItalic(italic)
    return f


def _colour_run(cursor: QTextCursor, start: int, text: str, language: str, theme: str) -> None:
    formats = _token_formats(theme)
    at, end = start, start + len(text)
    for token, value in _lexer(language).get_tokens(text):
        if at >= end:
            break
        while token not in formats and token.parent is not None:
            token = token.parent
        colour, bold, italic = formats.get(token, (THEMES[theme].text, False, False))
        cursor.setPosition(at)
        cursor.setPosition(min(end, at + len(value)), QTextCursor.MoveMode.KeepAnchor)
        cursor.mergeCharFormat(_char_format(colour, bold, italic))
        at += len(value)


def style_code_blocks(document: QTextDocument, theme: str | None = None) -> int:
    """Tint and highlight every code block in the theme's colours and colour the links; returns
    how many code lines were styled."""
    theme = theme or current_theme()
    code = THEMES[theme]
    cursor = QTextCursor(document)
    tint = QTextBlockFormat()
    tint.setBackground(QColor(code.background))
    tint.setLeftMargin(6)
    block, styled = document.begin(), 0
    while block.isValid():
        if not _is_code(block):
            _colour_links(cursor, block, code.link)
            block = block.next()
            continue
        start = block.position()
        language = str(block.blockFormat().property(QTextFormat.Property.BlockCodeLanguage) or "")
        lines: list[str] = []
        while block.isValid() and _is_code(block):
            cursor.setPosition(block.position())
            cursor.mergeBlockFormat(tint)
            lines.append(block.text())
            styled += 1
            block = block.next()
        _colour_run(cursor, start, "\n".join(lines), language, theme)
    return styled


def _colour_links(cursor: QTextCursor, block: QTextBlock, link: str) -> None:
    it = block.begin()
    while not it.atEnd():
        fragment = it.fragment()
        if fragment.isValid() and fragment.charFormat().isAnchor():
            cursor.setPosition(fragment.position())
            cursor.setPosition(
                fragment.position() + fragment.length(), QTextCursor.MoveMode.KeepAnchor
            )
            f = QTextCharFormat()
            f.setForeground(QColor(link))
            cursor.mergeCharFormat(f)
        it += 1
