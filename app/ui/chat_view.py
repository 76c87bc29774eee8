"""The conversation: questions and answers stacked in a scroll area.

New content keeps the view pinned to the bottom only when the user was already there, so reading
an earlier answer is never interrupted, and an answer swapping draft -> upgrade stays in place.

Signals:
    why_requested(object), regenerate_requested(str), citation_activated(QUrl),
    verdict_changed(str, bool): forwarded from
    the answer widgets (regenerate carries the question that produced the answer).
    answer_added(object): a new :class:`AnswerWidget` (streamed or loaded from history).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QUrl, Signal
from PySide6.QtWidgets import QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from app.core.events import FinalEvent
from app.core.store.history import Message
from app.ui.answer_state import AnswerState
from app.ui.answer_widget import AnswerWidget


class QuestionWidget(QFrame):
    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("question")
        self.text = text
        self.label = QLabel(text, self)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        QVBoxLayout(self).addWidget(self.label)
        self.setAccessibleName(self.tr("Your question"))


class ChatView(QScrollArea):
    why_requested = Signal(object)
    regenerate_requested = Signal(str)
    citation_activated = Signal(QUrl)
    verdict_changed = Signal(str, bool)
    answer_added = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chatView")
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self._inner = QWidget(self)
        self._layout = QVBoxLayout(self._inner)
        self._layout.addStretch(1)
        # Shown while the conversation is empty; outside the message list, so clear() keeps it.
        self.empty = QLabel(self._inner)
        self.empty.setObjectName("emptyChat")
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout.addWidget(self.empty)
        self._layout.addStretch(1)
        self.setWidget(self._inner)
        self._pinned = True
        bar = self.verticalScrollBar()
        bar.valueChanged.connect(self._remember_pin)
        bar.rangeChanged.connect(self._follow)
        self.retranslate()

    # ------------------------------------------------------------ content

    def clear(self) -> None:
        for widget in self.widgets():
            self._layout.removeWidget(widget)
            widget.deleteLater()
        self.empty.setVisible(True)
        self._pinned = True

    def add_question(self, text: str) -> QuestionWidget:
        widget = QuestionWidget(text, self._inner)
        self._insert(widget)
        self._pinned = True
        return widget

    def add_answer(self, question: str, state: AnswerState | None = None) -> AnswerWidget:
        widget = AnswerWidget(self._inner, state)
        widget.why_requested.connect(self.why_requested)
        widget.citation_activated.connect(self.citation_activated)
        widget.regenerate_requested.connect(lambda: self.regenerate_requested.emit(question))
        widget.verdict_changed.connect(self.verdict_changed)
        self._insert(widget)
        self.answer_added.emit(widget)
        return widget

    def load(self, messages: list[Message]) -> None:
        """Show a stored conversation; stored answers keep their draft and provenance."""
        self.clear()
        question = ""
        for m in messages:
            if m.role == "user":
                question = m.text
                self.add_question(m.text)
            elif m.role == "assistant":
                rid = m.trace_id or ""
                state = AnswerState(request_id=rid, draft=m.draft_text or "")
                if m.source == "interrupted":
                    # The answer never finished (stopped, or the app died): show what there was.
                    state.draft = state.draft or m.text
                    state.cancelled = True
                else:
                    cloud = m.source == "cloud"
                    state.draft = state.draft or ("" if cloud else m.text)
                    state.final = FinalEvent(
                        request_id=rid, source="cloud" if cloud else "local", text=m.text
                    )
                self.add_answer(question, state)

    def widgets(self) -> list[QWidget]:
        out: list[QWidget] = []
        for i in range(self._layout.count() - 3):
            item = self._layout.itemAt(i)
            widget = item.widget() if item is not None else None
            if widget is not None:
                out.append(widget)
        return out

    def answers(self) -> list[AnswerWidget]:
        return [w for w in self.widgets() if isinstance(w, AnswerWidget)]

    # ------------------------------------------------------------ scrolling

    def _insert(self, widget: QWidget) -> None:
        self._layout.insertWidget(self._layout.count() - 3, widget)
        self.empty.setVisible(False)

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
