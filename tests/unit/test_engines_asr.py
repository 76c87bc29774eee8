"""ASR pieces that need no Whisper model: model choice, PCM conversion, JSON shape, live-mode
segmentation with the real Silero VAD and a fake recogniser."""

from __future__ import annotations

import wave
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from app.core.engines.asr import (
    SAMPLE_RATE,
    ASRError,
    AudioError,
    LiveEvent,
    LiveTranscriber,
    Segment,
    Transcriber,
    Transcript,
    choose_model,
    decode_file,
    pcm16_to_float,
)


def test_auto_model_is_tiny_en_for_english_and_base_otherwise() -> None:
    assert choose_model("auto", "en") == "tiny.en"
    assert choose_model("auto", "zh") == "base"
    assert choose_model("auto", "auto") == "base"
    assert choose_model("/my/model", "zh") == "/my/model"


def test_pcm16_conversion_scales_and_rejects_odd_bytes() -> None:
    pcm = np.array([0, 16384, -32768, 32767], dtype="<i2").tobytes()
    out = pcm16_to_float(pcm)
    assert out.dtype == np.float32
    assert out.tolist() == pytest.approx([0.0, 0.5, -1.0, 32767 / 32768])
    with pytest.raises(AudioError, match="odd number"):
        pcm16_to_float(b"\x00\x01\x02")


def test_transcript_json_matches_the_cli_contract() -> None:
    t = Transcript("hi there", "en", 1.23456, [Segment(0.0, 1.2345, "hi there")])
    assert t.as_json() == {
        "text": "hi there",
        "language": "en",
        "duration_s": 1.235,
        "segments": [{"start": 0.0, "end": 1.23, "text": "hi there"}],
    }


def test_unknown_language_and_english_only_model_are_rejected() -> None:
    with pytest.raises(ASRError, match="unknown language"):
        Transcriber(language="fr")
    t = Transcriber(model="tiny.en")
    with pytest.raises(ASRError, match="English-only"):
        t.transcribe_array(np.zeros(16000, dtype=np.float32), "zh")
    t.close()


def test_missing_model_folder_is_a_clear_error(tmp_path: Path) -> None:
    t = Transcriber(model=str(tmp_path / "nowhere"))
    with pytest.raises(ASRError, match="not found"):
        t.transcribe_array(np.ones(1600, dtype=np.float32) * 0.1, "en")
    t.close()


def test_not_audio_and_missing_files_raise_audio_error(shared_data: Path, tmp_path: Path) -> None:
    with pytest.raises(AudioError, match="not decodable audio"):
        decode_file(shared_data / "audio" / "not_audio.wav")
    with pytest.raises(AudioError, match="no such file"):
        decode_file(tmp_path / "gone.wav")


def test_any_rate_and_channels_decode_to_16k_mono(shared_data: Path) -> None:
    mono = decode_file(shared_data / "audio" / "dev_00.wav")
    stereo = decode_file(shared_data / "audio" / "dev_00_stereo44k.wav")
    assert abs(len(mono) - len(stereo)) < SAMPLE_RATE // 50
    assert stereo.ndim == 1 and stereo.dtype == np.float32


class FakeTranscriber(Transcriber):
    """Reports how much audio each call received instead of recognising it."""

    def __init__(self) -> None:
        super().__init__(model="tiny.en", language="en")
        self.calls: list[float] = []

    def _transcribe(
        self, audio: Any, language: str, vad: bool = True, draft: bool = False
    ) -> Transcript:
        seconds = len(audio) / SAMPLE_RATE
        self.calls.append(seconds)
        return Transcript(f"speech {seconds:.1f}s", "en", seconds, [])


def wav_pcm(path: Path) -> bytes:
    with wave.open(str(path)) as w:
        assert w.getframerate() == SAMPLE_RATE and w.getnchannels() == 1
        return w.readframes(w.getnframes())


def test_live_mode_gives_partials_then_one_final_per_phrase(shared_data: Path) -> None:
    audio = shared_data / "audio"
    pcm = wav_pcm(audio / "dev_00.wav") + wav_pcm(audio / "silence_3s.wav")
    pcm += wav_pcm(audio / "dev_04.wav")
    fake = FakeTranscriber()
    finals: list[LiveEvent] = []
    live = LiveTranscriber(fake, "en", on_final=finals.append)
    events: list[LiveEvent] = []
    for i in range(0, len(pcm), 3200):  # 100 ms chunks, as a microphone delivers them
        events += live.feed(pcm[i : i + 3200])
    last = live.finish()
    assert last is not None and last.kind == "final"
    events.append(last)
    kinds = [e.kind for e in events]
    assert kinds.count("final") == 2, events
    assert "partial" in kinds[: kinds.index("final")]
    first, second = (e for e in events if e.kind == "final")
    assert first.end_s < 3.5 < second.start_s  # the silence separates the phrases
    assert finals == [first, second]  # callbacks see finals from feed() and finish()


def test_live_mode_stays_quiet_and_bounded_on_silence(shared_data: Path) -> None:
    fake = FakeTranscriber()
    live = LiveTranscriber(fake, "en")
    pcm = wav_pcm(shared_data / "audio" / "silence_3s.wav") * 3
    events = [e for i in range(0, len(pcm), 3200) for e in live.feed(pcm[i : i + 3200])]
    assert events == [] and live.finish() is None
    assert fake.calls == []  # nothing was sent to the recogniser
    assert live.position_s == pytest.approx(9.0)


def test_prompt_echo_and_bare_punctuation_are_not_speech() -> None:
    from app.core.engines.asr import _ZH_PROMPTS, _echoes_prompt

    assert all(
        _echoes_prompt(p) for p in _ZH_PROMPTS.values()
    )  # unclear audio "heard" as the steering prompt
    assert _echoes_prompt("以下是普通话的句子")  # or part of it
    assert _echoes_prompt("。")
    assert not _echoes_prompt("员工每年有十五天带薪年假。")
    assert not _echoes_prompt("Hello there.")


def test_encoder_reuse_hands_over_only_an_identical_window() -> None:
    from app.core.engines.asr import _EncoderReuse

    runs: list[float] = []

    def encode(window: np.ndarray) -> float:
        runs.append(float(window.sum()))
        return float(window.sum())

    reuse = _EncoderReuse(encode)
    window = np.ones((80, 3000), dtype=np.float32)
    assert reuse.keep(window) == 240000.0 and len(runs) == 1
    other = window.copy()
    other[0, 0] = 2.0
    assert reuse(other) == 240001.0 and len(runs) == 2  # a different window is encoded
    assert reuse(window.copy()) == 240000.0 and len(runs) == 2  # the kept output, reused
    assert reuse(window) == 240000.0 and len(runs) == 3  # only once
    reuse.keep(window)
    reuse.forget()
    assert reuse(window) == 240000.0 and len(runs) == 5
