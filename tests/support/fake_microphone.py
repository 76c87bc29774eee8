"""A microphone stand-in: plays a real WAV through the same ``QIODevice.readyRead`` path that
``QAudioSource.start()`` gives the voice input (docs/ARCHITECTURE.md §9, after Buzz's fake
microphone)."""

from __future__ import annotations

import wave
from pathlib import Path

from PySide6.QtCore import QIODevice, QObject, QTimer


class FakeMicrophone(QIODevice):
    """Delivers 16 kHz mono s16le PCM in ``chunk_ms`` pieces every ``interval_ms``."""

    def __init__(
        self,
        wav: Path,
        *,
        chunk_ms: int = 100,
        interval_ms: int = 10,
        trailing_silence_s: float = 1.0,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        with wave.open(str(wav), "rb") as w:
            assert (w.getframerate(), w.getnchannels(), w.getsampwidth()) == (16000, 1, 2)
            pcm = w.readframes(w.getnframes())
        pcm += b"\x00\x00" * int(16000 * trailing_silence_s)
        self._pending = pcm
        self._buffer = b""
        self._chunk = 16000 * 2 * chunk_ms // 1000
        self.open(QIODevice.OpenModeFlag.ReadOnly)
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self._tick)
        self._timer.start()

    @property
    def exhausted(self) -> bool:
        return not self._pending

    def _tick(self) -> None:
        if not self._pending:
            self._timer.stop()
            return
        self._buffer += self._pending[: self._chunk]
        self._pending = self._pending[self._chunk :]
        self.readyRead.emit()

    def readData(self, maxlen: int) -> bytes:
        out, self._buffer = self._buffer[:maxlen], self._buffer[maxlen:]
        return out

    def bytesAvailable(self) -> int:
        return len(self._buffer) + super().bytesAvailable()

    def writeData(self, data: bytes) -> int:
        return -1

    def isSequential(self) -> bool:
        return True
