"""The text of one answer: grows with its content, never scrolls on its own, cheap to stream into.

A QLabel re-lays-out its whole rich text for every height-for-width query, which stalled the event
loop for hundreds of milliseconds on long answers. A QTextDocument lays out incrementally, so the
streaming draft is appended as plain text (cost proportional to the new tokens) and Markdown is
rendered once, when the text is settled (the draft ends, the final answer arrives, or the user
flips between them).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSizeF, Qt, QUrl, Signal
from PySide6.QtGui import QDesktopServices, QGuiApplication, QResizeEvent, QTextCursor
from PySide6.QtWidgets import QFrame, QSizePolicy, QTextBrowser, QWidget

from app.ui.answer.code_blocks import (
    COPY_SCHEME,
    code_sources,
    current_theme,
    style_code_blocks,
    with_copy_links,
)


class AnswerBody(QTextBrowser):
    """Signals: code_copied(int): the N-th code block was copied by its link."""

    code_copied = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("answerBody")
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setOpenLinks(False)  # links are handled here: web links open outside, copy links copy
        self.anchorClicked.connect(self._link)
        self.code_blocks: list[str] = []
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.viewport().setAutoFillBackground(False)
        self.document().setDocumentMargin(2)
        self.document().documentLayout().documentSizeChanged.connect(self._fit)
        self._plain = ""  # what a streaming (plain) render currently shows
        self._markdown: str | None = None  # what a settled render currently shows
        self._theme = current_theme()  # the theme sheet the settled render was styled for
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
            self.code_blocks = code_sources(text)
            shown = with_copy_links(text, self.tr("Copy code")) if self.code_blocks else text
            self.setMarkdown(shown)
            self._theme = current_theme()
            style_code_blocks(self.document(), self._theme)
            self._markdown = text
            self._plain = ""

    def copy_code(self, index: int) -> None:
        QGuiApplication.clipboard().setText(self.code_blocks[index])
        self.code_copied.emit(index)

    def _link(self, url: QUrl) -> None:
        if url.scheme() == COPY_SCHEME:
            index = int(url.path() or url.toString().split(":", 1)[1])
            if 0 <= index < len(self.code_blocks):
                self.copy_code(index)
        elif url.scheme() in ("http", "https", "file", "mailto"):
            QDesktopServices.openUrl(url)

    def changeEvent(self, event: QEvent) -> None:
        if (
            event.type() == QEvent.Type.StyleChange
            and self._markdown is not None
            and self._theme != current_theme()
        ):
            text, self._markdown = self._markdown, None
            self.show_markdown(text)  # code and links in the new theme's colours
        super().changeEvent(event)

    def _fit(self, size: QSizeF) -> None:
        margins = self.contentsMargins()
        self.setFixedHeight(max(20, int(size.height()) + margins.top() + margins.bottom() + 2))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit(self.document().size())
