"""Push-to-talk: microphone PCM -> live transcriber -> a question.

The microphone is a ``QAudioSource`` in pull mode: it hands us a ``QIODevice`` that emits
``readyRead`` with 16 kHz mono 16-bit PCM. Any ``QIODevice`` that does the same can stand in for
it (tests play a real WAV through exactly this path). Each chunk's level is shown at once; the
chunk itself goes to the transcriber on one worker thread (the speech engine is not thread-safe and
is slow to load), through the bridge's named task ``"voice"``.

Signals:
    level(float): 0..1 input level of the latest chunk.
    partial(str): the transcript so far.
    phrase_ended(str): the speaker paused; the transcript so far (for "send when I stop").
    finished(str): the final transcript after :meth:`stop` (may be empty).
    unavailable(str): why recording cannot start (no microphone, speech model missing).
"""

from __future__ import annotations

import array
import asyncio
import math
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QIODevice, QObject, Signal

from app.ui.base.bridge import AsyncBridge

SAMPLE_RATE = 16_000
_STOP = object()


class LiveEventLike(Protocol):
    """What the UI reads of :class:`app.core.engines.asr.LiveEvent`."""

    @property
    def kind(self) -> str: ...  # "partial" | "final"

    @property
    def text(self) -> str: ...


class LiveTranscriberLike(Protocol):
    """What :class:`app.core.engines.asr.LiveTranscriber` offers to the UI."""

    def feed(self, pcm: bytes) -> Sequence[LiveEventLike]: ...

    def finish(self) -> LiveEventLike | None: ...


def pcm_level(pcm: bytes) -> float:
    """RMS of 16-bit little-endian samples, mapped to 0..1 on a dB scale (-60 dB .. 0 dB)."""
    samples = array.array("h")
    samples.frombytes(pcm[: len(pcm) - len(pcm) % 2])
    if not samples:
        return 0.0
    rms = math.sqrt(sum(s * s for s in samples) / len(samples)) / 32768.0
    if rms <= 0:
        return 0.0
    return max(0.0, min(1.0, 1.0 + 20 * math.log10(rms) / 60))


def _events(result: Sequence[LiveEventLike] | LiveEventLike | None) -> list[LiveEventLike]:
    """``feed`` answers with a list of LiveEvents, ``finish`` with one or None."""
    if result is None:
        return []
    return list(result) if isinstance(result, Sequence) else [result]


def microphone_problem() -> str | None:
    """None when a default audio input exists, else a reason for the tooltip."""
    try:
        from PySide6.QtMultimedia import QMediaDevices
    except ImportError:  # PySide6-Addons (QtMultimedia) is missing from this install
        return QCoreApplication.translate(
            "VoiceInput", "Qt Multimedia is not installed (pip install PySide6-Addons)"
        )
    if QMediaDevices.defaultAudioInput().isNull():
        return QCoreApplication.translate("VoiceInput", "no audio input device was found")
    return None


class VoiceInput(QObject):
    level = Signal(float)
    partial = Signal(str)
    phrase_ended = Signal(str)
    finished = Signal(str)
    unavailable = Signal(str)

    def __init__(
        self,
        bridge: AsyncBridge,
        make_transcriber: Callable[[], LiveTranscriberLike],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self._make = make_transcriber
        self._queue: asyncio.Queue[Any] | None = None
        self._device: QIODevice | None = None
        self._source: Any = None  # QAudioSource, kept alive while recording

    @property
    def recording(self) -> bool:
        return self._queue is not None

    def start(self, device: QIODevice | None = None) -> bool:
        """Start listening to ``device`` (default: the microphone). False when impossible."""
        if self.recording:
            return True
        if device is None:
            device = self._open_microphone()
            if device is None:
                return False
        self._device = device
        self._queue = asyncio.Queue()
        device.readyRead.connect(self._read)
        self._bridge.run("voice", self._consume(self._queue), on_error=self._failed)
        return True

    def stop(self) -> None:
        """Stop listening; the final transcript arrives as :attr:`finished`."""
        if self._queue is None:
            return
        if self._device is not None:
            self._read()  # what is still buffered belongs to the utterance
            self._device.readyRead.disconnect(self._read)
        if self._source is not None:
            self._source.stop()
            self._source = None
        self._device = None
        self._queue.put_nowait(_STOP)
        self._queue = None

    def cancel(self) -> None:
        self.stop()
        self._bridge.cancel("voice")

    def close(self) -> None:
        self.cancel()

    def feed_pcm(self, pcm: bytes) -> None:
        """One chunk of 16 kHz mono s16le PCM, from the microphone or a stand-in."""
        if self._queue is None or not pcm:
            return
        self.level.emit(pcm_level(pcm))
        self._queue.put_nowait(pcm)

    # ------------------------------------------------------------ internals

    def _read(self) -> None:
        if self._device is not None:
            self.feed_pcm(bytes(self._device.readAll().data()))

    def _open_microphone(self) -> QIODevice | None:
        from PySide6.QtMultimedia import QAudioFormat, QAudioSource, QMediaDevices

        info = QMediaDevices.defaultAudioInput()
        if info.isNull():
            self.unavailable.emit(self.tr("no audio input device was found"))
            return None
        fmt = QAudioFormat()
        fmt.setSampleRate(SAMPLE_RATE)
        fmt.setChannelCount(1)
        fmt.setSampleFormat(QAudioFormat.SampleFormat.Int16)
        if not info.isFormatSupported(fmt):
            self.unavailable.emit(self.tr("the microphone cannot record 16 kHz mono"))
            return None
        self._source = QAudioSource(info, fmt, self)
        device = self._source.start()
        if device is None:
            self.unavailable.emit(self.tr("the microphone could not be opened"))
            self._source = None
            return None
        return device  # type: ignore[no-any-return]

    async def _consume(self, queue: asyncio.Queue[Any]) -> None:
        # A fresh live transcriber per utterance; the speech model itself stays loaded. Making
        # it may import the speech engine's module: on the bridge's pool, not the GUI thread.
        live = await self._bridge.offload(self._make)
        worker = getattr(getattr(live, "transcriber", None), "worker", None)

        async def call(fn: Callable[..., Any], *args: Any) -> Any:
            # The engine's own worker when it has one (one thread per engine,
            # docs/ARCHITECTURE.md §7), else the bridge's pool.
            if worker is not None:
                return await worker.run(fn, *args)
            return await self._bridge.offload(fn, *args)

        phrases: list[str] = []
        while True:
            item = await queue.get()
            if item is _STOP:
                break
            # Coalesce what queued up while the engine was busy: fewer, larger feeds.
            chunks = [item]
            while not queue.empty():
                nxt = queue.get_nowait()
                if nxt is _STOP:
                    queue.put_nowait(_STOP)
                    break
                chunks.append(nxt)
            for event in _events(await call(live.feed, b"".join(chunks))):
                if event.kind == "final":
                    phrases.append(event.text.strip())
                    self.partial.emit(" ".join(phrases))
                    self.phrase_ended.emit(" ".join(phrases))
                else:
                    self.partial.emit(" ".join([*phrases, event.text.strip()]))
        for event in _events(await call(live.finish)):
            phrases.append(event.text.strip())
        self.finished.emit(" ".join(p for p in phrases if p).strip())

    def _failed(self, exc: BaseException) -> None:
        self.stop()
        self.unavailable.emit(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
