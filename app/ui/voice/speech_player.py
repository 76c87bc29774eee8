"""Plays rendered speech, one utterance at a time, and stops within milliseconds.

The PCM goes to a ``QAudioSink`` in pull mode from an in-memory buffer with a short device
buffer (about 40 ms), so :meth:`SpeechPlayer.stop` leaves at most that much in flight. Without an
audio output (a headless machine, CI) the player keeps time on a clock instead, so everything
above it (the swap, hands-free turns, barge-in) behaves the same and can be tested.

The player also remembers what it played and when: the echo guard compares the microphone with
exactly that audio (app/core/voice/echo.py).

Signals:
    started(object): an utterance began (its tag).
    finished(object): an utterance played to its end (its tag).
    stopped(): playback was cut short by :meth:`stop`.
"""

from __future__ import annotations

import time
from typing import Any

from PySide6.QtCore import (
    QBuffer,
    QByteArray,
    QCoreApplication,
    QIODevice,
    QObject,
    QTimer,
    Signal,
)

from app.core.voice.tts import Pcm

DEVICE_BUFFER_S = 0.04


def audio_output_problem() -> str | None:
    """None when a default audio output exists, else why not."""
    try:
        from PySide6.QtMultimedia import QMediaDevices
    except ImportError:
        return QCoreApplication.translate("SpeechPlayer", "Qt Multimedia is not installed")
    if QMediaDevices.defaultAudioOutput().isNull():
        return QCoreApplication.translate("SpeechPlayer", "no audio output device was found")
    return None


class SpeechPlayer(QObject):
    started = Signal(object)
    finished = Signal(object)
    stopped = Signal()

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        use_device: bool | None = None,
        clock_speed: float = 1.0,
    ) -> None:
        """``use_device``: None = the default output when there is one; False = the clock only.
        ``clock_speed`` > 1 makes the clock run fast (tests)."""
        super().__init__(parent)
        self.volume = 1.0
        self._use_device = use_device
        self._clock_speed = clock_speed
        self._sink: Any = None
        self._buffer: QBuffer | None = None
        self._tag: object = None
        self._pcm: Pcm | None = None
        self._started_at = 0.0
        self._clock = QTimer(self)
        self._clock.setSingleShot(True)
        self._clock.timeout.connect(self._clock_done)
        #: (monotonic start, pcm) of what was played recently, newest last (for the echo guard).
        self.history: list[tuple[float, Pcm]] = []
        self.last_stop_s: float | None = None  # how long the last stop() took

    # ------------------------------------------------------------ state

    @property
    def playing(self) -> bool:
        return self._pcm is not None

    @property
    def tag(self) -> object:
        return self._tag

    @property
    def wants_device(self) -> bool:
        """True unless made clock-only: playing on the clock then means no audio output."""
        return self._use_device is not False

    @property
    def on_device(self) -> bool:
        return self._sink is not None

    def position_s(self) -> float:
        if self._pcm is None:
            return 0.0
        if self._sink is not None:
            return float(self._sink.processedUSecs()) / 1e6
        return (time.monotonic() - self._started_at) * self._clock_speed

    # ------------------------------------------------------------ control

    def play(self, pcm: Pcm, tag: object = None) -> None:
        """Play ``pcm`` now (whatever was playing is stopped first)."""
        if self.playing:
            self.stop()
        pcm = pcm.scaled(self.volume) if self._sink is None else pcm
        self._pcm, self._tag = pcm, tag
        self._started_at = time.monotonic()
        self.history = [h for h in self.history if self._started_at - h[0] < 30.0][-8:]
        self.history.append((self._started_at, pcm))
        if not self._start_device(pcm):
            self._clock.start(max(1, int(pcm.duration_s * 1000 / self._clock_speed)))
        self.started.emit(tag)

    def stop(self) -> None:
        """Silence now. Emits :attr:`stopped` when something was playing."""
        if self._pcm is None:
            return
        t0 = time.perf_counter()
        self._clock.stop()
        sink, self._sink = self._sink, None
        if sink is not None:
            sink.stateChanged.disconnect(self._sink_state)
            sink.stop()  # drops what is buffered; the device buffer is ~40 ms
            sink.deleteLater()
        if self._buffer is not None:
            self._buffer.close()
            self._buffer = None
        self._pcm = None
        self._tag = None
        self.last_stop_s = time.perf_counter() - t0
        self.stopped.emit()

    def close(self) -> None:
        self.stop()

    # ------------------------------------------------------------ internals

    def _start_device(self, pcm: Pcm) -> bool:
        if self._use_device is False:
            return False
        try:
            from PySide6.QtMultimedia import QAudio, QAudioFormat, QAudioSink, QMediaDevices
        except ImportError:
            return False
        device = QMediaDevices.defaultAudioOutput()
        if device.isNull():
            return False
        fmt = QAudioFormat()
        fmt.setSampleRate(pcm.sample_rate)
        fmt.setChannelCount(1)
        fmt.setSampleFormat(QAudioFormat.SampleFormat.Int16)
        if not device.isFormatSupported(fmt):
            preferred = device.preferredFormat().sampleRate()
            pcm = pcm.resampled(preferred)
            fmt.setSampleRate(preferred)
            if not device.isFormatSupported(fmt):
                return False
        sink = QAudioSink(device, fmt, self)
        sink.setBufferSize(int(pcm.sample_rate * 2 * DEVICE_BUFFER_S))
        sink.setVolume(self.volume)
        self._buffer = QBuffer(self)
        self._buffer.setData(QByteArray(pcm.data))
        self._buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        sink.stateChanged.connect(self._sink_state)
        self._sink = sink
        self._idle_state = QAudio.State.IdleState
        sink.start(self._buffer)
        return True

    def _sink_state(self, state: Any) -> None:
        if state == self._idle_state and self._buffer is not None and self._buffer.atEnd():
            self._done()

    def _clock_done(self) -> None:
        self._done()

    def _done(self) -> None:
        tag = self._tag
        sink, self._sink = self._sink, None
        if sink is not None:
            sink.stateChanged.disconnect(self._sink_state)
            sink.stop()
            sink.deleteLater()
        if self._buffer is not None:
            self._buffer.close()
            self._buffer = None
        self._pcm = None
        self._tag = None
        self.finished.emit(tag)


def play_blocking(pcm: Pcm, volume: float = 1.0) -> None:
    """``tandem say``: play on the default output and return when done (no window)."""
    import os

    from PySide6.QtCore import QEventLoop

    # Qt Multimedia logs every optional codec library it cannot find; none of it is actionable.
    os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false")
    app = QCoreApplication.instance() or QCoreApplication([])
    problem = audio_output_problem()
    if problem:
        raise RuntimeError(problem)
    player = SpeechPlayer(use_device=True)
    player.volume = volume
    loop = QEventLoop()
    player.finished.connect(lambda _t: loop.quit())
    player.stopped.connect(loop.quit)
    player.play(pcm)
    if not player.on_device:
        raise RuntimeError("the audio output refused the format")
    QTimer.singleShot(int(pcm.duration_s * 1000) + 3000, player.stop)  # never hang
    loop.exec()
    del app
