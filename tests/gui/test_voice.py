"""Voice: a real WAV played through the audio-input path, transcribed by the real bundled
faster-whisper model in live (VAD) mode, becomes a sent question; and the no-microphone case."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.support.fake_microphone import FakeMicrophone
from tests.support.replay import ReplayPipeline, load_events

pytestmark = pytest.mark.gui


@pytest.mark.integration
@pytest.mark.timeout(180)
def test_wav_through_audio_input_becomes_a_sent_question(
    qtbot: Any, make_window: Any, shared_data: Path
) -> None:
    from app.core.engines.asr import LiveTranscriber, Transcriber

    engine = Transcriber("tiny.en", "en", cpu_threads=1)
    pipeline = ReplayPipeline(load_events(), delay_s=0.0)
    window = make_window(pipeline, make_live_transcriber=lambda: LiveTranscriber(engine, "en"))
    voice = window.voice
    levels: list[float] = []
    voice.level.connect(levels.append)
    try:
        mic = FakeMicrophone(shared_data / "audio" / "dev_00.wav", parent=window)
        assert voice.start(mic)
        window.input.talk_button.setChecked(True)  # what the user sees while speaking
        # end of speech (VAD) stops the recording and sends, as the setting says
        qtbot.waitUntil(lambda: bool(pipeline.requests), timeout=120_000)
        question = pipeline.requests[0].question.lower()
        assert "weather" in question and "beijing" in question
        assert not window.input.talk_button.isChecked()
        assert max(levels) > 0.3 and window.chat.answers()
        assert window.chat.widgets()[0].text == pipeline.requests[0].question
    finally:
        voice.close()
        engine.close()


def test_no_microphone_disables_push_to_talk_with_reason(make_window: Any) -> None:
    window = make_window(ReplayPipeline(load_events()))
    window.input.set_microphone("no audio input device was found")
    assert not window.input.talk_button.isEnabled()
    assert "no audio input device" in window.input.talk_button.toolTip()
    window.input.set_microphone(None)
    assert window.input.talk_button.isEnabled()


def test_pcm_level_scale() -> None:
    from app.ui.voice.push_to_talk import pcm_level

    assert pcm_level(b"") == 0.0
    assert pcm_level(b"\x00\x00" * 160) == 0.0
    loud = (16000).to_bytes(2, "little", signed=True) * 160
    assert 0.85 < pcm_level(loud) <= 1.0  # about -6 dBFS
