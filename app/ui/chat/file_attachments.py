"""Files attached to the next question (docs/ARCHITECTURE.md §16): a document dropped on the
question box or picked with its File button, shown as a removable chip above the box.

A file is read into text on the bridge's pool (``app.core.rag.attached.read_attachment``: the
document loaders, their limits, one line for a file that cannot be read), never on the GUI
thread. The question then carries the text on the device: a cloud with tools reads it through
``read_attached_file``, each piece gated; the device's draft reads its beginning.

Signals (:class:`~app.ui.chat.chip_strip.ChipStrip`'s):
    changed(): a file was added, read or removed.
    problem(str): a file could not be attached (one line, for the status bar).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QStyle, QToolButton, QWidget

from app.core.rag.attached import ATTACH_SUFFIXES, MAX_FILES, AttachedFile
from app.ui.chat.chip_strip import ChipStrip

if TYPE_CHECKING:
    from app.core.config import IndexLimits
    from app.core.engines.ocr import OcrEngine
    from app.ui.base.bridge import AsyncBridge

_ids = itertools.count(1)


def is_document_path(path: Path) -> bool:
    """A file the File button attaches (text, Markdown, HTML, PDF, DOCX)."""
    return path.suffix.lower() in ATTACH_SUFFIXES


def read_file(
    path: Path, limits: IndexLimits | None = None, ocr: Callable[[], OcrEngine] | None = None
) -> AttachedFile:
    from app.core.rag.attached import read_attachment

    return read_attachment(path, limits, ocr)


class FileChip(QFrame):
    """A file's name and size, and a button that removes it."""

    remove_requested = Signal(int)

    def __init__(self, key: int, attached: AttachedFile, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("fileChip")
        self.key = key
        self.name = str(attached.name)
        self.pages = len(attached.pages) if attached.paged else 0
        self.chars = len(attached.text)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.icon = QLabel(self)  # the style's own file icon: an emoji needs a font many lack
        icon = self.style().standardIcon(QStyle.StandardPixmap.SP_FileIcon)
        self.icon.setPixmap(icon.pixmap(16, 16))
        self.label = QLabel(self)
        self.label.setObjectName("fileChipName")
        self.remove_button = QToolButton(self)
        self.remove_button.setObjectName("fileRemove")
        self.remove_button.setText("✕")
        self.remove_button.clicked.connect(lambda: self.remove_requested.emit(self.key))
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 2, 2, 2)
        row.addWidget(self.icon)
        row.addWidget(self.label)
        row.addWidget(self.remove_button)
        self.retranslate()

    def retranslate(self) -> None:
        size = (
            self.tr("%1 pages").replace("%1", str(self.pages))
            if self.pages
            else self.tr("%1 characters").replace("%1", str(self.chars))
        )
        self.label.setText(f"{self.name} · {size}")
        self.label.setToolTip(
            self.tr("Read on this device; a cloud reads it only through the privacy gate")
        )
        self.remove_button.setToolTip(self.tr("Remove this file"))
        self.remove_button.setAccessibleName(self.tr("Remove file %1").replace("%1", self.name))
        self.setAccessibleName(self.tr("Attached file %1").replace("%1", self.name))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class FileAttachments(ChipStrip[AttachedFile, FileChip]):
    """The files for the next question, and the strip that shows them. ``bridge`` runs the
    reading (an :class:`~app.ui.base.bridge.AsyncBridge`); ``limits`` are the settings'
    ``index_limits`` (or None for the defaults); ``ocr`` returns the shared OCR engine
    (``Services.ocr``) a scanned page is read with."""

    def __init__(
        self,
        bridge: AsyncBridge,
        limits: IndexLimits | None = None,
        parent: QWidget | None = None,
        ocr: Callable[[], OcrEngine] | None = None,
    ) -> None:
        super().__init__(bridge, "fileStrip", parent)
        self._limits = limits
        self._ocr = ocr

    def add_path(self, path: Path) -> None:
        """A file (picked or dropped): read into text on a worker."""
        if len(self.items) + len(self._pending) >= MAX_FILES:
            self.problem.emit(
                self.tr("%1: at most %2 files with one question")
                .replace("%1", path.name)
                .replace("%2", str(MAX_FILES))
            )
            return
        from app.core.rag.attached import AttachError

        async def work() -> AttachedFile | str:
            try:
                return await self._bridge.offload(read_file, path, self._limits, self._ocr)
            except AttachError as exc:  # the user's file, not a failure of ours: one line
                return str(exc)

        def done(result: AttachedFile | str) -> None:
            if isinstance(result, str):
                self.problem.emit(self.tr("Not attached: %1").replace("%1", result))
                self.changed.emit()
            else:
                self._add(result)

        def failed(exc: BaseException) -> None:
            self.problem.emit(self.tr("Not attached: %1").replace("%1", path.name))
            self.changed.emit()

        self._track(f"attach-{next(_ids)}", work(), done, failed)

    def _add(self, attached: AttachedFile) -> None:
        key = next(_ids)
        chip = FileChip(key, attached, self.strip)
        chip.remove_requested.connect(self.remove, Qt.ConnectionType.QueuedConnection)
        self._show(key, attached, chip)

    def take(self) -> tuple[AttachedFile, ...]:
        """The files (``AttachedFile``) for a question being sent; the strip empties."""
        return tuple(self._take_items())
