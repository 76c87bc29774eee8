"""Citations: open the cited file (a PDF at its page) from the hit's full path, and preview the
cited passage when the pointer rests on the link.

The full path comes from the trace's hit when it has one; otherwise it is found from the
collection's indexed folders (a citation shows the path relative to the folder it was indexed
from). The passage text comes from the hit, else from the index's lexical table, which holds
every chunk's text without loading Chroma or the embedder.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, Qt, QUrl
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from app.ui.answer.state import Passage

if TYPE_CHECKING:
    from app.core.rag.document_store import DocumentStore
    from app.core.rag.manifest import Manifest

PREVIEW_CHARS = 600


def file_url(path: str, page: int | None) -> QUrl:
    url = QUrl.fromLocalFile(str(Path(path).expanduser()))
    if page is not None and path.lower().endswith(".pdf"):
        url.setFragment(f"page={page}")
    return url


class PassageFinder:
    """Fills in a passage's full path and text from the document index (``store`` is opened
    only when needed, through ``store_getter``)."""

    def __init__(self, store_getter: Callable[[], DocumentStore]) -> None:
        self._store_getter = store_getter

    def _manifest(self) -> Manifest | None:
        try:
            return self._store_getter().manifest
        except Exception:  # no index (never created, or unreadable): citations stay as they are
            return None

    def complete(self, passage: Passage) -> Passage:
        if passage.path and passage.text:
            return passage
        manifest = self._manifest()
        if manifest is None:
            return passage
        path = passage.path or self._resolve(manifest, passage)
        text = passage.text
        if not text and path:
            try:
                texts = manifest.passage_texts(path, passage.page)
            except Exception:  # an older index without the table: no preview, still a link
                texts = []
            text = "\n…\n".join(texts[:2])
        return Passage(passage.source, passage.page, path, text, passage.score, passage.collection)

    @staticmethod
    def _resolve(manifest: Manifest, passage: Passage) -> str:
        source = Path(passage.source)
        if source.is_absolute():
            return str(source)
        try:
            records = manifest.collections()
        except Exception:
            return ""
        for record in records:
            if passage.collection and record.name != passage.collection:
                continue
            for root in record.roots:
                r = Path(root)
                if r.is_dir() and (r / source).is_file():
                    return str(r / source)
                if r.name == source.name and r.is_file():
                    return str(r)
        return ""


class PassagePreview(QFrame):
    """A small card over the window showing the cited passage; a child widget (not a tooltip
    window), so it is part of the window's screenshots and never steals focus."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("passagePreview")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.title = QLabel(self)
        self.title.setObjectName("passageTitle")
        self.text = QLabel(self)
        self.text.setObjectName("passageText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.text)
        self.setMaximumWidth(460)
        self.hide()

    def show_passage(self, passage: Passage, at: QPoint) -> None:
        name = Path(passage.path or passage.source).name
        page = self.tr(" · page %1").replace("%1", str(passage.page)) if passage.page else ""
        self.title.setText(f"<b>{html.escape(name)}</b>{html.escape(page)}")
        body = passage.text.strip()
        if len(body) > PREVIEW_CHARS:
            body = body[:PREVIEW_CHARS].rstrip() + "…"
        if not body:
            body = self.tr("The passage is not in the index any more.")
        self.text.setText(html.escape(body).replace("\n", "<br>"))
        parent = self.parentWidget()
        assert parent is not None  # a preview always belongs to an answer card
        self.setFixedWidth(min(460, max(240, parent.width() // 2)))
        self.adjustSize()
        x = max(4, min(at.x(), parent.width() - self.width() - 4))
        y = at.y() - self.height() - 8
        if y < 4:
            y = at.y() + 20
        self.move(x, y)
        self.raise_()
        self.show()
