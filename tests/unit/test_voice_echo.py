"""The echo guard: the assistant's own voice in the microphone is not a barge-in; the user's is.
Real speech recordings from shared/data/audio stand in for the speaker and for the user."""

from __future__ import annotations

import wave
from pathlib import Path

import numpy as np

from app.core.voice.echo import EchoGuard, looks_like_echo
from app.core.voice.tts import Pcm

CHUNK = 320 * 2  # 20 ms of 16 kHz s16le, as QAudioSource delivers it


def load(path: Path) -> Pcm:
    with wave.open(str(path), "rb") as w:
        return Pcm(w.readframes(w.getnframes()), w.getframerate())


def feed(guard: EchoGuard, mic: bytes, start: float) -> float | None:
    """Feed ``mic`` in 20 ms chunks on a fake clock; when (s) the guard first fired."""
    for pos in range(0, len(mic) - CHUNK + 1, CHUNK):
        now = start + (pos + CHUNK) / 2 / 16000
        if guard.hear(mic[pos : pos + CHUNK], now):
            return now - start
    return None


def echo_of(pcm: Pcm, delay_s: float, gain: float, noise: float = 0.003) -> bytes:
    x = pcm.samples().astype(np.float32) / 32768.0
    y = np.concatenate([np.zeros(int(delay_s * 16000), np.float32), x * gain])
    y += np.random.default_rng(1).normal(0, noise, len(y)).astype(np.float32)
    return (np.clip(y, -1, 1) * 32767).astype("<i2").tobytes()


def test_own_voice_fed_back_is_echo_not_barge_in(shared_data: Path) -> None:
    spoken = load(shared_data / "audio" / "dev_01.wav")
    guard = EchoGuard()
    guard.played(spoken, started_at=100.0)
    assert feed(guard, echo_of(spoken, delay_s=0.08, gain=0.5), start=100.0) is None
    assert guard.echo_frames > 20 and guard.user_frames < guard.onset_frames * 3


def test_user_talking_over_the_answer_is_a_barge_in_within_100_ms(shared_data: Path) -> None:
    spoken = load(shared_data / "audio" / "dev_01.wav")
    user = load(shared_data / "audio" / "dev_00.wav")
    guard = EchoGuard()
    guard.played(spoken, started_at=100.0)
    samples = user.samples().astype(np.float32) / 32768.0
    onset_s = int(np.argmax(np.abs(samples) > 0.05)) / 16000
    fired = feed(guard, user.data, start=100.0)
    assert fired is not None and fired - onset_s <= 0.1


def test_silence_is_nothing(shared_data: Path) -> None:
    guard = EchoGuard()
    guard.played(load(shared_data / "audio" / "dev_01.wav"), started_at=0.0)
    assert feed(guard, load(shared_data / "audio" / "silence_3s.wav").data, start=0.0) is None


def test_transcript_of_own_words_is_echo() -> None:
    said = ["A write-ahead log records every change before it is applied."]
    assert looks_like_echo("write ahead log records every change", said)
    assert not looks_like_echo("what is the weather in Beijing", said)
    assert not looks_like_echo("", said)
