"""The text of one answer: grows with its content, never scrolls on its own, cheap to stream into.

A QLabel re-lays-out its whole rich text for every height-for-width query, which stalled the event
loop for hundreds of milliseconds on long answers. A QTextDocument lays out incrementally, so the
streaming draft is appended as plain text (cost proportional to the new tokens) and Markdown is
rendered once, when the text is settled (the draft ends, the final answer arrives, or the user
flips between them).
"""

from __future__ import annotations

from PySide6.QtCore import QSizeF, Qt
from PySide6.QtGui import QResizeEvent, QTextCursor
from PySide6.QtWidgets import QFrame, QSizePolicy, QTextBrowser, QWidget


class AnswerBody(QTextBrowser):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("answerBody")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setOpenExternalLinks(True)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.viewport().setAutoFillBackground(False)
        self.document().setDocumentMargin(2)
        self.document().documentLayout().documentSizeChanged.connect(self._fit)
        self._plain = ""  # what a streaming (plain) render currently shows
        self._markdown: str | None = None  # what a settled render currently shows
        self._fit(self.document().size())

    def text(self) -> str:
        """The source text shown (Markdown source once settled)."""
        return self._markdown if self._markdown is not None else self._plain

    def show_streaming(self, text: str) -> None:
        """Plain text that only grows: append the new tail instead of re-laying-out everything."""
        if self._markdown is None and text.startswith(self._plain):
            tail = text[len(self._plain) :]
            if tail:
                cursor = QTextCursor(self.document())
                cursor.movePosition(QTextCursor.MoveOperation.End)
                cursor.insertText(tail)
        else:
            self.setPlainText(text)
            self._markdown = None
        self._plain = text

    def show_markdown(self, text: str) -> None:
        if text != self._markdown:
            self.setMarkdown(text)
            self._markdown = text
            self._plain = ""

    def _fit(self, size: QSizeF) -> None:
        margins = self.contentsMargins()
        self.setFixedHeight(max(20, int(size.height()) + margins.top() + margins.bottom() + 2))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit(self.document().size())
