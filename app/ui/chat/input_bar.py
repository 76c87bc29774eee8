"""Where questions are typed or spoken: Enter sends, Shift+Enter breaks the line.

The push-to-talk button records while held (or toggles with its shortcut); a level meter and the
partial transcript show that the microphone hears. Without a microphone the button is disabled and
its tooltip says why.

Pictures: Ctrl+V of an image, a dropped picture file or the Picture button attach a picture to
the question (app/ui/chat/attachments.py shows them above the box). Files: a document dropped on
the box or picked with the File button is attached to the question (file_attachments.py); a
document dropped elsewhere on the window is indexed into Documents, as before.

Signals:
    submitted(str): a question to send (already stripped; empty only with pictures attached).
    pictures_given(object, object): a pasted/dropped QImage (or None) and picture file paths.
    picture_requested(): the Picture button was clicked.
    files_given(object): document paths dropped or pasted on the box.
    file_requested(): the File button was clicked.
    stop_requested(): stop the running answer.
    talk_started(), talk_stopped(): push-to-talk pressed / released.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QMimeData, Qt, Signal
from PySide6.QtGui import QIcon, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.core.config import MODES
from app.ui.base.choice_words import mode_short, name_items
from app.ui.base.resources import icon_path
from app.ui.chat.attachments import image_from_mime, is_image_path
from app.ui.chat.file_attachments import is_document_path


def _documents(source: QMimeData) -> list[Path]:
    return [
        Path(u.toLocalFile())
        for u in (source.urls() if source.hasUrls() else [])
        if u.isLocalFile() and is_document_path(Path(u.toLocalFile()))
    ]


class QuestionEdit(QPlainTextEdit):
    """A text box where Enter sends and Shift+Enter inserts a new line; a pasted or dropped
    picture is handed on (``pictures_given``), never inserted as text."""

    send = Signal()
    pictures_given = Signal(object, object)
    files_given = Signal(object)

    def canInsertFromMimeData(self, source: QMimeData) -> bool:
        if (
            source.hasImage()
            or any(u.isLocalFile() and is_image_path(Path(u.toLocalFile())) for u in source.urls())
            or _documents(source)
        ):
            return True
        return super().canInsertFromMimeData(source)

    def insertFromMimeData(self, source: QMimeData) -> None:
        documents = _documents(source)
        image, paths = image_from_mime(source)
        if documents:
            self.files_given.emit(documents)
        if image is not None or paths:
            self.pictures_given.emit(image, paths)
        if documents or image is not None or paths:
            return
        super().insertFromMimeData(source)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not (
            event.modifiers() & Qt.KeyboardModifier.ShiftModifier
        ):
            self.send.emit()
            return
        super().keyPressEvent(event)


class InputBar(QWidget):
    submitted = Signal(str)
    pictures_given = Signal(object, object)
    picture_requested = Signal()
    files_given = Signal(object)
    file_requested = Signal()
    stop_requested = Signal()
    talk_started = Signal()
    talk_stopped = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.edit = QuestionEdit(self)
        self.edit.setObjectName("questionEdit")
        self.edit.setMaximumHeight(96)
        self.edit.setTabChangesFocus(True)
        self.edit.send.connect(self.submit)
        self.edit.pictures_given.connect(self.pictures_given)
        self.edit.files_given.connect(self.files_given)
        #: Set by the window: whether pictures or files are attached (a question may then be
        #: empty).
        self.has_pictures: Callable[[], bool] = lambda: False
        self.picture_button = QPushButton(self)
        self.picture_button.setObjectName("pictureButton")
        self.picture_button.clicked.connect(self.picture_requested)
        self.file_button = QPushButton(self)
        self.file_button.setObjectName("fileButton")
        self.file_button.clicked.connect(self.file_requested)
        self.mode = QComboBox(self)
        self.mode.setObjectName("modeCombo")
        for mode in MODES:
            self.mode.addItem(mode, mode)
        self.send_button = QPushButton(self)
        self.send_button.setObjectName("sendButton")
        self.send_button.clicked.connect(self.submit)
        self.stop_button = QPushButton(self)
        self.stop_button.setObjectName("stopButton")
        self.stop_button.clicked.connect(self.stop_requested)
        self.stop_button.setVisible(False)
        self.talk_button = QPushButton(self)
        self.talk_button.setObjectName("talkButton")
        self.talk_button.setCheckable(True)
        self.talk_button.setIcon(QIcon(str(icon_path("mic.svg"))))
        self.talk_button.toggled.connect(self._talk_toggled)
        self.level = QProgressBar(self)
        self.level.setObjectName("inputLevel")
        self.level.setRange(0, 100)
        self.level.setTextVisible(False)
        self.level.setMaximumHeight(6)
        self.level.setVisible(False)
        self.partial = QLabel(self)
        self.partial.setObjectName("partialTranscript")
        self.partial.setVisible(False)
        self.partial.setWordWrap(True)

        row = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(self.talk_button)
        left.addWidget(self.picture_button)
        left.addWidget(self.file_button)
        left.addStretch(1)
        row.addLayout(left)
        row.addWidget(self.edit, 1)
        buttons = QVBoxLayout()
        buttons.addWidget(self.mode)
        buttons.addWidget(self.send_button)
        buttons.addWidget(self.stop_button)
        row.addLayout(buttons)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.partial)
        layout.addWidget(self.level)
        self._pictures_at = layout.count()  # the pictures' strip goes here, above the box
        layout.addLayout(row)
        self.tools = QHBoxLayout()
        self.tools.addStretch(1)
        layout.addLayout(self.tools)
        self._mic_reason: str | None = None
        self.setTabOrder(self.edit, self.send_button)
        self.setTabOrder(self.send_button, self.mode)
        self.setTabOrder(self.mode, self.talk_button)
        self.setTabOrder(self.talk_button, self.picture_button)
        self.setTabOrder(self.picture_button, self.file_button)
        self.retranslate()

    # ------------------------------------------------------------ API

    def submit(self) -> None:
        text = self.edit.toPlainText().strip()
        if not text and not self.has_pictures():
            return
        self.edit.clear()
        self.submitted.emit(text)

    def set_picture_strip(self, strip: QWidget) -> None:
        """Show the attached pictures (their thumbnails) right above the question box."""
        layout = self.layout()
        if isinstance(layout, QVBoxLayout):
            layout.insertWidget(self._pictures_at, strip)

    def add_tool(self, widget: QWidget) -> None:
        """A control for the chat below the question box (left-aligned, in order added)."""
        self.tools.insertWidget(self.tools.count() - 1, widget)

    def set_busy(self, busy: bool) -> None:
        """While an answer runs, Stop replaces Send (a new question still preempts it)."""
        self.stop_button.setVisible(busy)
        self.send_button.setVisible(not busy)

    def set_microphone(self, reason_unavailable: str | None) -> None:
        """None: a microphone is there. Otherwise disable push-to-talk and say why."""
        self._mic_reason = reason_unavailable
        self.talk_button.setEnabled(reason_unavailable is None)
        self.retranslate()

    def show_level(self, level: float) -> None:
        self.level.setValue(int(max(0.0, min(1.0, level)) * 100))

    def show_partial(self, text: str) -> None:
        self.partial.setText(text)
        self.partial.setVisible(bool(text))

    def selected_mode(self) -> str:
        return str(self.mode.currentData())

    def set_mode(self, mode: str) -> None:
        index = self.mode.findData(mode)
        if index >= 0:
            self.mode.setCurrentIndex(index)

    def _talk_toggled(self, on: bool) -> None:
        self.level.setVisible(on)
        if on:
            self.show_partial(self.tr("Listening…"))
            self.talk_started.emit()
        else:
            self.level.setValue(0)
            self.talk_stopped.emit()

    # ------------------------------------------------------------ i18n

    def retranslate(self) -> None:
        self.edit.setPlaceholderText(
            self.tr("Ask anything — Enter sends, Shift+Enter starts a new line")
        )
        self.edit.setAccessibleName(self.tr("Question"))
        self.send_button.setText(self.tr("Send"))
        self.send_button.setAccessibleName(self.tr("Send question"))
        self.stop_button.setText(self.tr("Stop"))
        self.stop_button.setAccessibleName(self.tr("Stop the answer"))
        self.talk_button.setText(self.tr("Talk"))
        self.talk_button.setAccessibleName(self.tr("Push to talk"))
        self.picture_button.setText(self.tr("Picture"))
        self.picture_button.setAccessibleName(self.tr("Attach a picture"))
        self.picture_button.setToolTip(
            self.tr("Attach a picture to the question (or paste one with Ctrl+V, or drop it here)")
        )
        self.file_button.setText(self.tr("File"))
        self.file_button.setAccessibleName(self.tr("Attach a file"))
        self.file_button.setToolTip(
            self.tr(
                "Attach a document to the question (text, Markdown, HTML, PDF, DOCX; or drop it "
                "on the question box): read on this device"
            )
        )
        self.mode.setAccessibleName(self.tr("Answer mode"))
        name_items(self.mode, mode_short)
        self.mode.setToolTip(
            self.tr(
                "Auto: Tandem decides · Device: this device only · Cloud · "
                "Hybrid: a draft from this device, then the cloud's answer replaces it"
            )
        )
        self.level.setAccessibleName(self.tr("Microphone level"))
        if self._mic_reason is None:
            self.talk_button.setToolTip(self.tr("Click to speak, click again to stop (Ctrl+T)"))
        else:
            self.talk_button.setToolTip(
                self.tr("No microphone: %1").replace("%1", self._mic_reason)
            )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
