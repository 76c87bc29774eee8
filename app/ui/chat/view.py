"""The conversation: questions and answers stacked in a scroll area.

New content keeps the view pinned to the bottom only when the user was already there, so reading
an earlier answer is never interrupted, and an answer swapping draft -> upgrade stays in place.

Signals:
    why_requested(object), regenerate_requested(str, object: the answer widget),
    retry_requested(str, object), edit_requested(str),
    continue_requested(str), citation_activated(QUrl), verdict_changed(str, bool): forwarded
    from the answer widgets (regenerate and retry carry the question that produced the answer;
    continue carries the text to send to get the rest).
    example_chosen(str): an example prompt of the empty chat was clicked.
    answer_added(object): a new :class:`AnswerWidget` (streamed or loaded from history).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from PySide6.QtCore import QEvent, Qt, QUrl, Signal
from PySide6.QtGui import QImage, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from app.core.store.history import Message
from app.ui.answer.record import state_from_history
from app.ui.answer.state import AnswerState, Passage
from app.ui.answer.widget import AnswerWidget
from app.ui.chat.examples import ExamplePrompts

TraceLookup = Callable[[str], Mapping[str, object] | None]


class QuestionWidget(QFrame):
    """Signals: edit_requested(str): put this question back in the box to change and resend."""

    edit_requested = Signal(str)

    def __init__(
        self,
        text: str,
        parent: QWidget | None = None,
        pictures: Sequence[QImage] = (),
        files: Sequence[str] = (),
    ) -> None:
        super().__init__(parent)
        self.setObjectName("question")
        self.text = text
        #: Thumbnails of the pictures sent with the question (none for one from the history).
        self.pictures: list[QLabel] = []
        #: The names of the files attached to the question (none for one from the history).
        self.files: list[QLabel] = []
        self.label = QLabel(text, self)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setMinimumWidth(40)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.edit_button = QPushButton(self)
        self.edit_button.setObjectName("editQuestion")
        self.edit_button.setFlat(True)
        self.edit_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.edit_button.clicked.connect(lambda: self.edit_requested.emit(self.text))
        row = QHBoxLayout(self)
        body = QVBoxLayout()
        body.addWidget(self.label)
        if pictures:
            strip = QHBoxLayout()
            for image in pictures:
                thumb = QLabel(self)
                thumb.setObjectName("questionPicture")
                pixmap = QPixmap.fromImage(image)
                pixmap.setDevicePixelRatio(max(1.0, max(image.width(), image.height()) / 72))
                thumb.setPixmap(pixmap)
                strip.addWidget(thumb)
                self.pictures.append(thumb)
            strip.addStretch(1)
            body.addLayout(strip)
        if files:
            from PySide6.QtWidgets import QStyle

            icon = self.style().standardIcon(QStyle.StandardPixmap.SP_FileIcon).pixmap(16, 16)
            names = QHBoxLayout()
            for name in files:
                mark = QLabel(self)
                mark.setPixmap(icon)
                label = QLabel(name, self)
                label.setObjectName("questionFile")
                label.setTextFormat(Qt.TextFormat.PlainText)
                names.addWidget(mark)
                names.addWidget(label)
                self.files.append(label)
            names.addStretch(1)
            body.addLayout(names)
        row.addLayout(body, 1)
        row.addWidget(self.edit_button, 0, Qt.AlignmentFlag.AlignTop)
        self.retranslate()

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Your question"))
        for thumb in self.pictures:
            thumb.setAccessibleName(self.tr("A picture sent with the question"))
        for label in self.files:
            label.setToolTip(self.tr("A file attached to the question, read on this device"))
        self.edit_button.setText(self.tr("Edit"))
        self.edit_button.setToolTip(self.tr("Change this question and send it again"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class ChatView(QScrollArea):
    why_requested = Signal(object)
    regenerate_requested = Signal(str, object)
    edit_requested = Signal(str)
    retry_requested = Signal(str, object)
    continue_requested = Signal(str, object)
    library_requested = Signal()
    citation_activated = Signal(QUrl)
    verdict_changed = Signal(str, bool)
    example_chosen = Signal(str)
    answer_added = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chatView")
        # No Tab stop of its own (it showed no focus); the cards' buttons and links take Tab,
        # and a click still lets the arrow keys scroll it.
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # Cards wrap to the width; a horizontal scrollbar would only hide their actions.
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        #: Set by the window: fills in a cited passage's full path and text.
        self.complete_passage: Callable[[Passage], Passage] | None = None
        #: Set by the window: how long the cloud may take (seconds), for the fallback words.
        self.cloud_wait_s: Callable[[], float | None] = lambda: None
        self._inner = QWidget(self)
        self._layout = QVBoxLayout(self._inner)
        self._layout.addStretch(1)
        # Shown while the conversation is empty; outside the message list, so clear() keeps it.
        self.empty = QLabel(self._inner)
        self.empty.setObjectName("emptyChat")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(self.empty)
        self.examples = ExamplePrompts(self._inner)
        self.examples.chosen.connect(self.example_chosen)
        self._layout.addWidget(self.examples)
        self._layout.addStretch(1)
        self.setWidget(self._inner)
        self._pinned = True
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._remember_pin)
        bar.rangeChanged.connect(self._follow)
        # An answer's action row shows while keyboard focus is in its card (hover_actions.py).
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)
        self.retranslate()

    # ------------------------------------------------------------ content

    def clear(self) -> None:
        for answer in self.answers():
            answer.hide_preview()
        for widget in self.widgets():
            self._layout.removeWidget(widget)
            widget.deleteLater()
        self.empty.setVisible(True)
        self.examples.setVisible(True)
        self._pinned = True

    def add_question(
        self, text: str, pictures: Sequence[QImage] = (), files: Sequence[str] = ()
    ) -> QuestionWidget:
        widget = QuestionWidget(text, self._inner, pictures, files)
        widget.edit_requested.connect(self.edit_requested)
        self._insert(widget)
        self._pinned = True
        return widget

    def add_answer(self, question: str, state: AnswerState | None = None) -> AnswerWidget:
        widget = AnswerWidget(self._inner, state)
        widget.complete_passage = self.complete_passage
        widget.cloud_wait_s = self.cloud_wait_s
        widget.why_requested.connect(self.why_requested)
        widget.citation_activated.connect(self.citation_activated)
        widget.regenerate_requested.connect(
            lambda: self.regenerate_requested.emit(question, widget)
        )
        widget.retry_requested.connect(lambda: self.retry_requested.emit(question, widget))
        widget.continue_requested.connect(lambda: self.continue_requested.emit(question, widget))
        widget.library_requested.connect(self.library_requested)
        widget.verdict_changed.connect(self.verdict_changed)
        self._insert(widget)
        widget.fit_width(self.viewport().width() - 24)
        self._mark_latest()
        self.answer_added.emit(widget)
        return widget

    def _mark_latest(self) -> None:
        """Only the latest answer shows its actions without hover (hover_actions.py says why)."""
        answers = self.answers()
        for answer in answers:
            answer.hover.set_always(answer is answers[-1])

    def _focus_moved(self, old: QWidget | None, new: QWidget | None) -> None:
        for widget in (old, new):
            while widget is not None and not isinstance(widget, AnswerWidget):
                widget = widget.parentWidget()
            if widget is not None and self._inner.isAncestorOf(widget):
                widget.hover.update()

    def load(self, messages: list[Message], traces: TraceLookup | None = None) -> None:
        """Show a stored conversation; each answer comes back with its record (badge, privacy
        outcome, sources, draft, what was sent) from the history and its stored trace."""
        self.clear()
        question, pending = "", None  # the last question shown; one not shown yet
        last: AnswerWidget | None = None
        for m in messages:
            if m.role == "user":
                if pending is not None:  # a question with no answer row
                    self.add_question(pending)
                    question = pending
                pending = m.text
            elif m.role == "assistant":
                trace = traces(m.trace_id) if traces is not None and m.trace_id else None
                state = state_from_history(m, trace)
                # A version only where Regenerate / Ask again / Retry made one (its trace names
                # the answer it redid); the same question asked again is a turn of its own.
                again = bool(trace and trace.get("version_of"))
                if again and last is not None and pending == question:
                    last.add_version(state)
                else:
                    if pending is not None:
                        self.add_question(pending)
                        question = pending
                    last = self.add_answer(question, state)
                pending = None
        if pending is not None:
            self.add_question(pending)

    def widgets(self) -> list[QWidget]:
        out: list[QWidget] = []
        for i in range(self._layout.count() - 4):
            item = self._layout.itemAt(i)
            widget = item.widget() if item is not None else None
            if widget is not None:
                out.append(widget)
        return out

    def answers(self) -> list[AnswerWidget]:
        return [w for w in self.widgets() if isinstance(w, AnswerWidget)]

    # ------------------------------------------------------------ scrolling

    def _insert(self, widget: QWidget) -> None:
        self._layout.insertWidget(self._layout.count() - 4, widget)
        self.empty.setVisible(False)
        self.examples.setVisible(False)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        width = self.viewport().width() - 24
        for answer in self.answers():
            answer.fit_width(width)

    def _remember_pin(self, value: int) -> None:
        bar = self.verticalScrollBar()
        self._pinned = value >= bar.maximum() - 4

    def _follow(self, _min: int, maximum: int) -> None:
        if self._pinned:
            self.verticalScrollBar().setValue(maximum)

    def retranslate(self) -> None:
        self.setAccessibleName(self.tr("Conversation"))
        self.empty.setText(
            self.tr(
                "A small model on this device answers at once; a cloud model can upgrade the "
                "answer. Nothing leaves the device unless your privacy settings allow it."
            )
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
