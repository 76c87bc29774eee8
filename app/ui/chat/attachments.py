"""Pictures attached to the next question (docs/ARCHITECTURE.md §17): pasted (Ctrl+V), dropped or
picked with the question box's Picture button, shown as removable thumbnails above the box.

Nothing heavy runs on the GUI thread: a file is read, a pasted image encoded, every picture
checked, decoded and read by OCR on workers (the OCR engine's own thread through
``OcrEngine.aread_input``; reading files, encoding and thumbnails on the bridge's pool). The
reading is kept by the engine, so sending the question does not read the picture twice. Each
thumbnail's Text button shows what was read, on request.

Signals (:class:`~app.ui.chat.chip_strip.ChipStrip`'s):
    changed(): a picture was added, read or removed.
    problem(str): a picture could not be used (one line, for the status bar).
"""

from __future__ import annotations

import itertools
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt, Signal
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.core.engines.images import SUFFIXES as IMAGE_SUFFIXES
from app.core.engines.images import ImageInput
from app.ui.chat.chip_strip import ChipStrip

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt
    from PySide6.QtCore import QMimeData

    from app.core.engines.ocr import OcrEngine
    from app.ui.base.bridge import AsyncBridge

#: Thumbnails fit in this square (pixels).
THUMB = 72
#: At most this many pictures with one question (the pipeline reads each one).
MAX_PICTURES = 4

_ids = itertools.count(1)


def is_image_path(path: Path) -> bool:
    return path.suffix.lower() in IMAGE_SUFFIXES


@dataclass
class Attachment:
    """One picture waiting to be sent: its bytes, thumbnail and (once read) its text."""

    key: int
    image: ImageInput
    thumbnail: QImage
    text: str | None = None  # None: still being read
    error: str = ""


def thumbnail_of(rgb: npt.NDArray[np.uint8], side: int = THUMB) -> QImage:
    """A small QImage of the decoded picture (made on a worker: QImage is not tied to the GUI
    thread, QPixmap is)."""
    from PIL import Image

    img = Image.fromarray(rgb, "RGB")
    img.thumbnail((side * 2, side * 2))  # twice: sharp on a high-density screen
    data = img.tobytes()
    qimg = QImage(data, img.width, img.height, img.width * 3, QImage.Format.Format_RGB888)
    return qimg.copy()  # owns its pixels (``data`` goes away)


def png_of(image: QImage) -> bytes:
    """A pasted image as PNG bytes (on a worker)."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stub says bytes; str works
    return bytes(buffer.data().data())


def read_file(path: Path) -> ImageInput:
    from app.core.engines.images import read_image_file

    return read_image_file(path)


class AttachmentChip(QFrame):
    """A thumbnail with its name, a Text button (what OCR read) and a remove button."""

    remove_requested = Signal(int)
    text_requested = Signal(int)

    def __init__(self, attachment: Attachment, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pictureChip")
        self.key = attachment.key
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.thumb = QLabel(self)
        self.thumb.setObjectName("pictureThumb")
        pixmap = QPixmap.fromImage(attachment.thumbnail)
        pixmap.setDevicePixelRatio(max(1.0, pixmap.width() / THUMB, pixmap.height() / THUMB))
        self.thumb.setPixmap(pixmap)
        self.thumb.setToolTip(attachment.image.name)
        self.text_button = QToolButton(self)
        self.text_button.setObjectName("pictureText")
        self.text_button.clicked.connect(lambda: self.text_requested.emit(self.key))
        self.remove_button = QToolButton(self)
        self.remove_button.setObjectName("pictureRemove")
        self.remove_button.setText("✕")
        self.remove_button.clicked.connect(lambda: self.remove_requested.emit(self.key))
        side = QVBoxLayout()
        side.setContentsMargins(0, 0, 0, 0)
        side.addWidget(self.remove_button, 0, Qt.AlignmentFlag.AlignRight)
        side.addStretch(1)
        side.addWidget(self.text_button)
        row = QHBoxLayout(self)
        row.setContentsMargins(4, 4, 4, 4)
        row.addWidget(self.thumb)
        row.addLayout(side)
        self.update_from(attachment)

    def update_from(self, attachment: Attachment) -> None:
        reading = attachment.text is None
        self.text_button.setEnabled(not reading)
        self.text_button.setText(self.tr("Reading…") if reading else self.tr("Text"))
        self.text_button.setToolTip(self.tr("Show the text read from this picture on this device"))
        self.remove_button.setToolTip(self.tr("Remove this picture"))
        self.remove_button.setAccessibleName(
            self.tr("Remove picture %1").replace("%1", attachment.image.name)
        )
        self.setAccessibleName(self.tr("Picture %1").replace("%1", attachment.image.name))


class RecognisedTextDialog(QDialog):
    """What OCR read from a picture, read-only and copyable."""

    def __init__(self, name: str, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("recognisedText")
        self.setWindowTitle(self.tr("Text read from %1").replace("%1", name))
        self.view = QPlainTextEdit(self)
        self.view.setReadOnly(True)
        self.view.setPlainText(text or self.tr("(no text found)"))
        note = QLabel(self.tr("Read on this device; this is what the privacy gate checks."), self)
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.view, 1)
        layout.addWidget(buttons)
        self.resize(520, 360)


class PictureAttachments(ChipStrip[Attachment, AttachmentChip]):
    """The pictures for the next question, and the strip that shows them.

    ``bridge`` runs the work (an :class:`~app.ui.base.bridge.AsyncBridge`); ``ocr`` returns the
    shared OCR engine (``Services.ocr``)."""

    def __init__(
        self, bridge: AsyncBridge, ocr: Callable[[], OcrEngine], parent: QWidget | None = None
    ):
        super().__init__(bridge, "pictureStrip", parent)
        self._ocr = ocr

    # ------------------------------------------------------------ adding

    def add_path(self, path: Path) -> None:
        """A file (picked or dropped): read on a worker."""
        if not self._room(path.name):
            return

        async def work() -> Attachment:
            image = await self._bridge.offload(read_file, path)
            return await self._read(image)

        self._start(work())

    def add_image(self, image: QImage, name: str = "") -> None:
        """A pasted image: encoded as PNG on a worker."""
        name = name or self.tr("pasted image")
        if image.isNull() or not self._room(name):
            return
        copy = QImage(image)  # shares the pixels; safe to use on another thread

        async def work() -> Attachment:
            data = await self._bridge.offload(png_of, copy)
            return await self._read(ImageInput(name, data))

        self._start(work())

    def add_bytes(self, name: str, data: bytes) -> None:
        if self._room(name):
            self._start(self._read(ImageInput(name, data)))

    def _room(self, name: str) -> bool:
        if len(self.items) + len(self._pending) >= MAX_PICTURES:
            self.problem.emit(
                self.tr("%1: at most %2 pictures with one question")
                .replace("%1", name)
                .replace("%2", str(MAX_PICTURES))
            )
            return False
        return True

    async def _read(self, image: ImageInput) -> Attachment:
        """Checked, decoded and read on the OCR engine's thread; the thumbnail on the pool."""
        picture, result = await self._ocr().aread_input(image)
        thumb = await self._bridge.offload(thumbnail_of, picture.rgb)
        return Attachment(next(_ids), image, thumb, result.text)

    def _start(self, work: Awaitable[Attachment]) -> None:
        from app.core.engines.images import ImageError
        from app.core.engines.ocr import OcrError

        async def guarded() -> Attachment | str:
            try:
                return await work
            except (ImageError, OcrError) as exc:  # the user's picture, not a failure of ours
                return str(exc).splitlines()[0]

        def done(result: Attachment | str) -> None:
            if isinstance(result, str):
                self.problem.emit(result)
                self.changed.emit()
            else:
                self._add(result)

        self._track(f"picture-{next(_ids)}", guarded(), done, lambda exc: self.changed.emit())

    def _add(self, attachment: Attachment) -> None:
        chip = AttachmentChip(attachment, self.strip)
        chip.remove_requested.connect(self.remove)
        chip.text_requested.connect(self.show_text)
        self._show(attachment.key, attachment, chip)

    # ------------------------------------------------------------ the rest

    def show_text(self, key: int) -> RecognisedTextDialog | None:
        item = self.items.get(key)
        if item is None or item.text is None:
            return None
        dialog = RecognisedTextDialog(item.image.name, item.text, self.strip.window())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def take(self) -> tuple[tuple[ImageInput, ...], list[QImage]]:
        """The pictures and their thumbnails for a question being sent; the strip empties."""
        items = self._take_items()
        return tuple(a.image for a in items), [a.thumbnail for a in items]


def image_from_mime(mime: QMimeData) -> tuple[QImage | None, list[Path]]:
    """What a paste or drop holds for us: an image (a screenshot copied to the clipboard) and/or
    local picture files."""
    paths = [
        Path(u.toLocalFile())
        for u in (mime.urls() if mime.hasUrls() else [])
        if u.isLocalFile() and is_image_path(Path(u.toLocalFile()))
    ]
    image = None
    if not paths and mime.hasImage():
        data = mime.imageData()
        if isinstance(data, QImage):
            image = data
        elif isinstance(data, QPixmap):
            image = data.toImage()
        elif isinstance(data, QByteArray):
            image = QImage.fromData(data)
    return image, paths
