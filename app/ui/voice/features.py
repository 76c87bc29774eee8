"""Spoken answers and hands-free mode, wired into the window from one place.

:func:`install_voice` is the window's only hook: it connects the answer stream to the
:class:`SpeechController` (auto-speak, the speak/stop button of every answer, Ctrl+Shift+S for the
selected answer), adds the hands-free action (Ctrl+Shift+V) with a status indicator (listening /
thinking / speaking, mute, end) and makes Esc stop speech and end hands-free mode.

Signals: none of its own; see :class:`SpeechController` and :class:`VoiceChat`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QHBoxLayout, QLabel, QPushButton, QWidget

from app.ui.answer.widget import AnswerWidget
from app.ui.voice.hands_free import VoiceChat
from app.ui.voice.speech_controller import SpeechController

if TYPE_CHECKING:
    from app.core.engines.asr import LiveTranscriber
    from app.ui.mainwindow.main_window import MainWindow


def hands_free_transcriber(window: MainWindow) -> LiveTranscriber:
    """A live transcriber whose end of turn is the configured pause."""
    from app.core.engines.asr import LiveTranscriber

    settings = window.settings
    return LiveTranscriber(
        window.services.transcriber(),  # the one speech engine (docs/ARCHITECTURE.md §2.1)
        settings.local.asr_language,
        end_silence_s=settings.voice.end_of_turn_s,
    )


class VoiceStatus(QWidget):
    """The status bar's hands-free indicator: state, mute, end."""

    def __init__(self, chat: VoiceChat, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("voiceStatus")
        self.chat = chat
        self.label = QLabel(self)
        self.label.setObjectName("voiceState")
        self.mute = QPushButton(self)
        self.mute.setObjectName("voiceMute")
        self.mute.setCheckable(True)
        self.mute.setFlat(True)
        self.mute.toggled.connect(chat.set_muted)
        self.end = QPushButton(self)
        self.end.setObjectName("voiceEnd")
        self.end.setFlat(True)
        self.end.clicked.connect(chat.end)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.label)
        row.addWidget(self.mute)
        row.addWidget(self.end)
        chat.state_changed.connect(lambda _s: self.refresh())
        chat.muted_changed.connect(lambda _m: self.refresh())
        self.refresh()

    def state_text(self) -> str:
        texts = {
            "listening": self.tr("Listening…"),
            "thinking": self.tr("Thinking…"),
            "speaking": self.tr("Speaking…"),
        }
        if self.chat.muted and self.chat.active:
            return self.tr("Muted")
        return texts.get(self.chat.state, "")

    def refresh(self) -> None:
        self.setVisible(self.chat.active)
        self.label.setText("● " + self.state_text())
        self.label.setAccessibleName(
            self.tr("Voice conversation: %1").replace("%1", self.state_text())
        )
        self.setProperty("state", "muted" if self.chat.muted else self.chat.state)
        self.mute.blockSignals(True)
        self.mute.setChecked(self.chat.muted)
        self.mute.blockSignals(False)
        self.mute.setText(self.tr("Unmute") if self.chat.muted else self.tr("Mute"))
        self.end.setText(self.tr("End (Esc)"))
        for button in (self.mute, self.end):
            button.setAccessibleName(button.text())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.refresh()
        super().changeEvent(event)


class VoiceFeatures(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.speech = SpeechController(lambda: window.settings.voice, parent=self)
        self.chat = VoiceChat(window, self.speech, lambda: hands_free_transcriber(window), self)
        self._speaking_widget: AnswerWidget | None = None
        self.status = VoiceStatus(self.chat, window)
        window.statusBar().addPermanentWidget(self.status)

        window.answer_started.connect(self._answer_started)
        window.answer_event.connect(self.speech.feed)
        window.chat.answer_added.connect(lambda w: w.speak_requested.connect(self.toggle_answer))
        self.speech.speaking_changed.connect(self._speaking_changed)
        self.speech.unavailable.connect(
            lambda reason: window.statusBar().showMessage(
                self.tr("Speech: %1").replace("%1", reason), 8000
            )
        )
        self.chat.state_changed.connect(self._sync_hands_free)

        actions = window.action_set
        self.speak_selected = QAction(window)
        self.speak_selected.setShortcut(QKeySequence("Ctrl+Shift+S"))
        self.speak_selected.triggered.connect(self.speak_selected_answer)
        self.hands_free: QAction = QAction(window)
        self.hands_free.setCheckable(True)
        self.hands_free.setShortcut(QKeySequence("Ctrl+Shift+V"))
        self.hands_free.triggered.connect(self._hands_free_toggled)
        for action in (self.speak_selected, self.hands_free):
            window.addAction(action)
        actions.answer_menu.addSeparator()
        actions.answer_menu.addActions([self.speak_selected, self.hands_free])
        actions.stop.triggered.connect(self.escape)
        window.input.talk_started.connect(self.chat.end)  # push-to-talk takes the microphone
        window.installEventFilter(self)
        self.retranslate()

    def _sync_hands_free(self, _state: object = None) -> None:
        self.hands_free.setChecked(self.chat.active)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    # ------------------------------------------------------------ answers

    def _answer_started(self, answer: AnswerWidget) -> None:
        if self.window.settings.voice.auto_speak or self.chat.active:
            self.speech.begin(answer)
        else:
            self.speech.stop()  # a new question silences the last answer

    def toggle_answer(self, answer: AnswerWidget) -> None:
        """The speak/stop button: stop this answer, or speak it from the start."""
        if answer is self._speaking_widget and self.speech.speaking:
            self.speech.stop()
            return
        self.speech.speak_text(answer, answer.displayed_text())

    def selected_answer(self) -> AnswerWidget | None:
        """The answer holding the focus or a text selection, else the latest one."""
        focus = QApplication.focusWidget()
        while focus is not None and not isinstance(focus, AnswerWidget):
            focus = focus.parentWidget()
        if isinstance(focus, AnswerWidget):
            return focus
        answers = self.window.chat.answers()
        for answer in answers:
            if answer.body.textCursor().hasSelection():
                return answer
        return answers[-1] if answers else None

    def speak_selected_answer(self) -> None:
        answer = self.selected_answer()
        if answer is not None:
            self.toggle_answer(answer)

    def _speaking_changed(self, speaking: bool) -> None:
        if self._speaking_widget is not None:
            self._speaking_widget.set_speaking(False)
            self._speaking_widget = None
        key = self.speech.key if speaking else None
        if isinstance(key, AnswerWidget):
            key.set_speaking(True)
            self._speaking_widget = key

    # ------------------------------------------------------------ hands-free

    def _hands_free_toggled(self, on: bool) -> None:
        if on:
            if not self.chat.start():
                self.hands_free.setChecked(False)
        else:
            self.chat.end()

    def escape(self) -> None:
        """Esc: the answer stops (the window's own action), speech stops, hands-free ends."""
        self.speech.stop()
        self.chat.end()

    def retranslate(self) -> None:
        self.speak_selected.setText(self.tr("&Speak the selected answer"))
        self.hands_free.setText(self.tr("&Voice conversation (hands-free)"))
        self.status.refresh()

    def close(self) -> None:
        self.chat.close()
        self.speech.close()


def install_voice(window: MainWindow) -> VoiceFeatures:
    return VoiceFeatures(window)
