"""Telling the user's voice from Tandem's own coming back through the microphone
(docs/ARCHITECTURE.md §11).

While an answer is spoken with barge-in on, the microphone stays open: the user may talk over
the answer to stop it. A speaker next to a microphone makes that hard, because the assistant's
voice is in the input too. Tandem knows exactly what it is playing, so :class:`EchoGuard` keeps
the last seconds of it and compares every microphone window with it (normalised
cross-correlation, any delay up to ``max_delay_s``): what matches is echo and is ignored; voiced
audio that matches nothing is the user, and a few such frames in a row are a barge-in.
:func:`looks_like_echo` is the second line: a transcript that repeats what was just said is not
a question.
"""

from __future__ import annotations

import re
import time
from collections import deque
from collections.abc import Callable

import numpy as np
import numpy.typing as npt

from app.core.voice.tts import Pcm

SAMPLE_RATE = 16_000
Audio = npt.NDArray[np.float32]


def _to_float(pcm: bytes) -> Audio:
    data = pcm[: len(pcm) - len(pcm) % 2]
    return np.frombuffer(data, dtype="<i2").astype(np.float32) / 32768.0


class EchoGuard:
    """Feed it what is played (:meth:`played`) and what the microphone hears (:meth:`hear`)."""

    def __init__(
        self,
        *,
        speech_rms: float = 0.015,
        echo_correlation: float = 0.45,
        onset_frames: int = 3,
        frame_ms: int = 20,
        window_ms: int = 120,
        max_delay_s: float = 1.5,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.speech_rms = speech_rms
        self.echo_correlation = echo_correlation
        self.onset_frames = onset_frames
        self.frame = SAMPLE_RATE * frame_ms // 1000
        self.window = SAMPLE_RATE * window_ms // 1000
        self.max_delay_s = max_delay_s
        self._clock = clock
        self._played: deque[tuple[float, Audio]] = deque(maxlen=16)
        self._mic: Audio = np.zeros(0, dtype=np.float32)
        self._voiced = 0
        self.echo_frames = 0  # voiced frames judged to be echo (for tests and the trace)
        self.user_frames = 0

    # ------------------------------------------------------------ what the speaker plays

    def played(self, pcm: Pcm, started_at: float | None = None) -> None:
        audio = _to_float(pcm.resampled(SAMPLE_RATE).data)
        self._played.append((self._clock() if started_at is None else started_at, audio))

    def reset(self) -> None:
        self._mic = np.zeros(0, dtype=np.float32)
        self._voiced = 0

    def _reference(self, now: float) -> Audio:
        """What came out of the speaker from ``max_delay_s`` ago up to now (plus a little slack,
        since the microphone and the player keep time separately)."""
        parts: list[Audio] = []
        lo, hi = now - self.max_delay_s - self.window / SAMPLE_RATE, now + 0.3
        for start, audio in self._played:
            a = max(0, int((lo - start) * SAMPLE_RATE))
            b = min(len(audio), int((hi - start) * SAMPLE_RATE))
            if b > a:
                if a == 0:  # the quiet before the clip: a window may straddle its start
                    parts.append(np.zeros(self.window, dtype=np.float32))
                parts.append(audio[a:b])
        return np.concatenate(parts) if parts else np.zeros(0, dtype=np.float32)

    # ------------------------------------------------------------ what the microphone hears

    def is_echo(self, window: Audio, now: float | None = None) -> bool:
        """Does ``window`` match anything played lately (at any delay)?"""
        ref = self._reference(self._clock() if now is None else now)
        n = len(window)
        if n == 0 or len(ref) < n:
            return False
        x = window - window.mean()
        x_norm = float(np.sqrt(np.dot(x, x)))
        if x_norm < 1e-6:
            return False
        size = 1 << int(np.ceil(np.log2(len(ref) + n)))
        corr = np.fft.irfft(np.fft.rfft(ref, size) * np.conj(np.fft.rfft(x, size)), size)
        corr = corr[: len(ref) - n + 1]
        energy = np.concatenate([[0.0], np.cumsum(ref.astype(np.float64) ** 2)])
        ref_norm = np.sqrt(np.maximum(energy[n:] - energy[:-n], 1e-12))
        return float(np.max(corr / (ref_norm * x_norm))) >= self.echo_correlation

    def hear(self, pcm: bytes, now: float | None = None) -> bool:
        """A microphone chunk; True when the user has started speaking (a barge-in)."""
        now = self._clock() if now is None else now
        self._mic = np.concatenate([self._mic, _to_float(pcm)])[-SAMPLE_RATE:]
        frames = len(pcm) // 2 // self.frame
        onset = False
        for i in range(frames, 0, -1):
            end = len(self._mic) - (i - 1) * self.frame
            frame = self._mic[max(0, end - self.frame) : end]
            if float(np.sqrt(np.mean(frame * frame))) < self.speech_rms:
                self._voiced = 0
                continue
            window = self._mic[max(0, end - self.window) : end]
            # the frame's own time: later frames of this chunk were heard more recently
            if self.is_echo(window, now - (i - 1) * self.frame / SAMPLE_RATE):
                self.echo_frames += 1
                self._voiced = 0
                continue
            self.user_frames += 1
            self._voiced += 1
            if self._voiced >= self.onset_frames:
                onset = True
        return onset


_WORD_RE = re.compile(r"[\w\u3400-\u9fff]")


def looks_like_echo(transcript: str, recently_said: list[str], threshold: float = 0.6) -> bool:
    """A transcript made mostly of words the assistant just said is its own voice."""
    heard = re.findall(r"[a-z0-9']+|[\u3400-\u9fff]", transcript.lower())
    if not heard:
        return False
    said = set(re.findall(r"[a-z0-9']+|[\u3400-\u9fff]", " ".join(recently_said).lower()))
    return sum(w in said for w in heard) / len(heard) >= threshold
