"""Code in answers: a tinted background, light syntax highlighting, and a "Copy code" link above
each block.

Qt's Markdown importer marks fenced code as blocks with ``BlockCodeFence`` (and the language);
the background is applied to those blocks and a :class:`QSyntaxHighlighter` colours keywords,
strings, numbers and comments in them only. The copy link is a ``copy-code:N`` anchor, handled
by the answer body (it copies the N-th block's source, not the rendered text).
"""

from __future__ import annotations

import re

from PySide6.QtGui import (
    QColor,
    QFont,
    QSyntaxHighlighter,
    QTextBlockFormat,
    QTextCharFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)
from PySide6.QtWidgets import QApplication

FENCE = re.compile(r"^(```|~~~)[^\n]*\n(.*?)^\1[ \t]*$", re.S | re.M)
COPY_SCHEME = "copy-code"
KEYWORDS = [
    "and",
    "as",
    "assert",
    "async",
    "await",
    "break",
    "case",
    "catch",
    "class",
    "const",
    "continue",
    "def",
    "del",
    "elif",
    "else",
    "enum",
    "except",
    "export",
    "extends",
    "false",
    "final",
    "finally",
    "fn",
    "for",
    "from",
    "func",
    "function",
    "if",
    "impl",
    "import",
    "in",
    "interface",
    "is",
    "let",
    "match",
    "mut",
    "new",
    "nil",
    "none",
    "not",
    "null",
    "or",
    "package",
    "pass",
    "private",
    "protected",
    "pub",
    "public",
    "raise",
    "return",
    "self",
    "static",
    "struct",
    "super",
    "switch",
    "this",
    "throw",
    "true",
    "try",
    "type",
    "use",
    "var",
    "void",
    "while",
    "with",
    "yield",
]
_KEYWORD = re.compile(r"\b(" + "|".join(KEYWORDS) + r")\b", re.I)
_STRING = re.compile(r"(\"[^\"\n]*\"|'[^'\n]*'|`[^`\n]*`)")
_NUMBER = re.compile(r"\b\d+(\.\d+)?\b")
_COMMENT = re.compile(r"(#|//|--).*$")


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


def _dark() -> bool:
    app = QApplication.instance()
    return bool(app is not None and app.property("tandemTheme") == "dark")


def _fmt(color: str, bold: bool = False, italic: bool = False) -> QTextCharFormat:
    f = QTextCharFormat()
    f.setForeground(QColor(color))
    if bold:
        f.setFontWeight(QFont.Weight.Bold)
    f.setFontItalic(italic)
    return f


class CodeHighlighter(QSyntaxHighlighter):
    def highlightBlock(self, text: str) -> None:
        if not self.currentBlock().blockFormat().hasProperty(QTextFormat.Property.BlockCodeFence):
            return
        dark = _dark()
        keyword = _fmt("#c792ea" if dark else "#a626a4", bold=True)
        string = _fmt("#c3e88d" if dark else "#50a14f")
        number = _fmt("#f78c6c" if dark else "#986801")
        comment = _fmt("#7f848e" if dark else "#a0a1a7", italic=True)
        for pattern, fmt in ((_KEYWORD, keyword), (_NUMBER, number), (_STRING, string)):
            for m in pattern.finditer(text):
                self.setFormat(m.start(), m.end() - m.start(), fmt)
        hit = _COMMENT.search(text)
        if hit is not None and not _inside_string(text, hit.start()):
            self.setFormat(hit.start(), len(text) - hit.start(), comment)


def _inside_string(text: str, at: int) -> bool:
    return any(m.start() < at < m.end() for m in _STRING.finditer(text))


def tint_code_blocks(document: QTextDocument) -> int:
    """Give every code block a background; returns how many blocks were tinted."""
    colour = QColor("#2a2c30" if _dark() else "#f3f4f6")
    block, tinted = document.begin(), 0
    cursor = QTextCursor(document)
    while block.isValid():
        if block.blockFormat().hasProperty(QTextFormat.Property.BlockCodeFence):
            cursor.setPosition(block.position())
            fmt = QTextBlockFormat()
            fmt.setBackground(colour)
            fmt.setLeftMargin(6)
            cursor.mergeBlockFormat(fmt)
            tinted += 1
        block = block.next()
    return tinted
