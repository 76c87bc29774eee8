"""Hands-free conversation: listen, send at the end of the turn, speak the answer, listen again.

The microphone stays open for the whole mode. Where its audio goes depends on the state:

* ``listening``: to a live transcriber (Silero VAD); a pause of ``voice.end_of_turn_s`` ends the
  turn and the transcript is sent as the question.
* ``thinking`` / ``speaking``: with barge-in off, nowhere (the assistant's own voice must not be
  transcribed). With barge-in on, to the :class:`~app.core.voice.echo.EchoGuard`, which ignores
  what matches the audio being played; the user's own voice stops the speech at once, cancels
  the answer (kept in the history as interrupted) and starts the next turn with the audio that
  triggered it, so the first word is not lost.
* muted: nowhere.

A transcript that merely repeats what was just said is dropped as echo too. Esc ends the mode.

Signals:
    state_changed(str): "off" | "listening" | "thinking" | "speaking".
    muted_changed(bool)
    barged_in(float): a barge-in; seconds from its onset chunk to silence.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QIODevice, QObject, Signal

from app.ui.voice.push_to_talk import SAMPLE_RATE, LiveTranscriberLike, VoiceInput
from app.ui.voice.speech_controller import SpeechController

if TYPE_CHECKING:
    from app.core.voice.echo import EchoGuard
    from app.ui.mainwindow.main_window import MainWindow

#: After the assistant stops speaking, the room still echoes it for a moment.
ECHO_TAIL_S = 0.3
PREROLL_S = 0.4


class PcmPipe(QIODevice):
    """A QIODevice that hands on what is written to it (the transcriber reads it)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)  # type: ignore[arg-type]  # Qt accepts no parent
        self._buffer = b""
        self.open(QIODevice.OpenModeFlag.ReadWrite)

    def push(self, pcm: bytes) -> None:
        self._buffer += pcm
        self.readyRead.emit()

    def readData(self, maxlen: int) -> bytes:
        out, self._buffer = self._buffer[:maxlen], self._buffer[maxlen:]
        return out

    def writeData(self, data: bytes) -> int:  # type: ignore[override]
        self.push(bytes(data))
        return len(data)

    def bytesAvailable(self) -> int:
        return len(self._buffer) + super().bytesAvailable()

    def isSequential(self) -> bool:
        return True


class VoiceChat(QObject):
    state_changed = Signal(str)
    muted_changed = Signal(bool)
    barged_in = Signal(float)

    def __init__(
        self,
        window: MainWindow,
        speech: SpeechController,
        make_transcriber: Callable[[], LiveTranscriberLike],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.window = window
        self.speech = speech
        self.make_transcriber = make_transcriber
        self.state = "off"
        self.muted = False
        self._guard: EchoGuard | None = None  # numpy loads with it, not with the window
        self.input: VoiceInput | None = None
        self._mic: QIODevice | None = None
        self._attached: list[QIODevice] = []
        self._source: Any = None  # QAudioSource while the real microphone is open
        self._pipe: PcmPipe | None = None
        self._recent: deque[bytes] = deque(maxlen=int(PREROLL_S * 50))
        self._quiet_until = 0.0
        self.turns: list[str] = []  # questions sent in this mode
        self.dropped_as_echo: list[str] = []
        self.barge_ins: list[float] = []
        speech.utterance_started.connect(self._utterance_started)
        speech.speaking_changed.connect(self._speaking_changed)
        speech.answer_spoken.connect(lambda _key: self._answer_over())
        window.answer_finished.connect(lambda _state: self._answer_finished())

    @property
    def guard(self) -> EchoGuard:
        """The echo guard, made on first use (hands-free mode)."""
        if self._guard is None:
            from app.core.voice.echo import EchoGuard

            self._guard = EchoGuard()
        return self._guard

    @property
    def active(self) -> bool:
        return self.state != "off"

    # ------------------------------------------------------------ the mode

    def start(self, device: QIODevice | None = None) -> bool:
        """Enter hands-free mode, listening to ``device`` (default: the microphone)."""
        if self.active:
            return True
        if self.window.voice.recording:
            self.window.voice.cancel()
        device = device or self._open_microphone()
        if device is None:
            return False
        self._mic = device
        self.attach(device)
        self._listen()
        return True

    def attach(self, device: QIODevice) -> None:
        """Hear ``device`` too (the microphone; in tests, a second fake one: the echo)."""
        device.readyRead.connect(lambda: self.hear(bytes(device.readAll().data())))
        self._attached.append(device)

    def end(self) -> None:
        """Leave the mode: stop listening and speaking (Esc)."""
        if not self.active:
            return
        self._stop_input()
        self.speech.stop()
        for device in self._attached:
            device.readyRead.disconnect()
        self._attached.clear()
        if self._source is not None:
            self._source.stop()
            self._source = None
        self._mic = None
        self._set_state("off")

    def set_muted(self, muted: bool) -> None:
        if muted != self.muted:
            self.muted = muted
            self._recent.clear()
            self.muted_changed.emit(muted)

    def close(self) -> None:
        self.end()

    # ------------------------------------------------------------ microphone routing

    def hear(self, pcm: bytes) -> None:
        """One microphone chunk (16 kHz mono s16le)."""
        if not pcm or self.muted or not self.active:
            return
        now = time.monotonic()
        self._recent.append(pcm)
        if self.state == "listening":
            if now < self._quiet_until:
                return  # the tail of the assistant's own voice
            if self._pipe is not None:
                self._pipe.push(pcm)
            return
        if not self.window.settings.voice.barge_in:
            return  # the microphone is not transcribed while the assistant answers
        if self.guard.hear(pcm, now):
            self._barge_in(now)

    def _barge_in(self, onset: float) -> None:
        self.speech.stop()
        silent = time.monotonic()
        self.window.stop()  # the answer is cancelled: the history keeps it as interrupted
        self.barge_ins.append(silent - onset)
        self.barged_in.emit(silent - onset)
        preroll = b"".join(self._recent)
        self._quiet_until = 0.0
        self._listen()
        if self._pipe is not None and preroll:
            self._pipe.push(preroll)

    # ------------------------------------------------------------ turns

    def _listen(self) -> None:
        self._stop_input()
        self.guard.reset()
        self._pipe = PcmPipe(self)
        self.input = VoiceInput(self.window.bridge, self.make_transcriber, self)
        self.input.phrase_ended.connect(self._phrase_ended)
        self.input.finished.connect(self._turn_ended)
        self.input.unavailable.connect(self._unavailable)
        self.input.partial.connect(self.window.input.show_partial)
        self.input.level.connect(self.window.input.show_level)
        self.input.start(self._pipe)
        self._set_state("listening")

    def _stop_input(self) -> None:
        if self.input is not None:
            self.input.phrase_ended.disconnect(self._phrase_ended)
            self.input.finished.disconnect(self._turn_ended)
            self.input.cancel()
            self.input.deleteLater()
            self.input = None
        self._pipe = None

    def _phrase_ended(self, _text: str) -> None:
        if self.input is not None and self.state == "listening":
            self.input.stop()  # the final transcript arrives as finished

    def _turn_ended(self, text: str) -> None:
        self.window.input.show_partial("")
        self._stop_input()
        said = [u.text for u in (self.speech.swap.spoken if self.speech.swap else [])]
        if not text:
            self._listen()
            return
        from app.core.voice.echo import looks_like_echo

        if said and looks_like_echo(text, said):
            self.dropped_as_echo.append(text)
            self._listen()
            return
        self.turns.append(text)
        self._set_state("thinking")
        self.window.ask(text)

    def _unavailable(self, reason: str) -> None:
        self.window.statusBar().showMessage(self.tr("Voice input: %1").replace("%1", reason), 8000)
        self.end()

    # ------------------------------------------------------------ the answer's side

    def _utterance_started(self, _utterance: Any) -> None:
        pcm = self.speech.player.history[-1][1] if self.speech.player.history else None
        if pcm is not None:
            self.guard.played(pcm)

    def _speaking_changed(self, speaking: bool) -> None:
        if speaking and self.state in ("thinking", "listening") and self.active:
            if self.state == "listening":
                self._stop_input()
            self._set_state("speaking")

    def _answer_over(self) -> None:
        """Everything was said: listen again (after the echo tail)."""
        if self.state in ("speaking", "thinking"):
            self._quiet_until = time.monotonic() + ECHO_TAIL_S
            self._listen()

    def _answer_finished(self) -> None:
        """The answer ended; when nothing is (or will be) spoken, go back to listening."""
        if self.state == "thinking" and not self.speech.speaking and self.speech.key is None:
            self._listen()

    # ------------------------------------------------------------ helpers

    def _set_state(self, state: str) -> None:
        if state != self.state:
            self.state = state
            self.state_changed.emit(state)

    def _open_microphone(self) -> QIODevice | None:
        from PySide6.QtMultimedia import QAudioFormat, QAudioSource, QMediaDevices

        info = QMediaDevices.defaultAudioInput()
        if info.isNull():
            self._unavailable_now(self.tr("no audio input device was found"))
            return None
        fmt = QAudioFormat()
        fmt.setSampleRate(SAMPLE_RATE)
        fmt.setChannelCount(1)
        fmt.setSampleFormat(QAudioFormat.SampleFormat.Int16)
        self._source = QAudioSource(info, fmt, self)
        self._source.setBufferSize(SAMPLE_RATE * 2 // 50)  # 20 ms: a prompt barge-in
        device = self._source.start()
        if device is None:
            self._source = None
            self._unavailable_now(self.tr("the microphone could not be opened"))
        return device  # type: ignore[no-any-return]

    def _unavailable_now(self, reason: str) -> None:
        self.window.statusBar().showMessage(self.tr("Voice input: %1").replace("%1", reason), 8000)
