"""Hands-free conversation, end to end in the window: real speech from WAV files through the fake
microphone, the real bundled faster-whisper in live (VAD) mode, the real espeak-ng voice.

Echo: the speaker's own output (exactly the PCM the player plays) is fed back into a second fake
microphone while the answer is spoken; it must neither barge in nor become a question.
Barge-in: a different recording spoken over the answer stops it at once, the answer is marked
interrupted, and that recording becomes the next question.
"""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import Any

import pytest

from app.core.config import Settings
from app.core.events import DraftEvent, FinalEvent, RouteEvent
from app.ui.voice.speech_player import SpeechPlayer
from tests.support.fake_microphone import FakeMicrophone
from tests.support.replay import ReplayPipeline

pytestmark = [
    pytest.mark.gui,
    pytest.mark.integration,
    pytest.mark.slow,
    pytest.mark.timeout(240),
    pytest.mark.skipif(shutil.which("espeak-ng") is None, reason="espeak-ng is not installed"),
]

RID = "hf"


def answer_events(text: str) -> list[Any]:
    words = text.replace(" ", " \0").split("\0")
    return [
        RouteEvent(RID, plan="local", endpoints=["device"]),
        *[DraftEvent(RID, w) for w in words],
        FinalEvent(RID, source="local", text=text),
    ]


@pytest.fixture
def hands_free(make_window: Any, tmp_path: Path) -> Any:
    from app.core.engines.asr import LiveTranscriber, Transcriber

    engine = Transcriber("tiny.en", "en", cpu_threads=1)
    settings = Settings()
    settings.voice.rate = 1.6
    settings.voice.end_of_turn_s = 0.6
    answer = (
        "The forecast for Beijing is sunny and mild tomorrow. "
        "Expect light wind in the afternoon and a cool evening. "
        "Take a jacket if you go out late."
    )
    pipeline = ReplayPipeline(answer_events(answer), delay_s=0.005)
    window = make_window(pipeline, settings=settings)
    chat = window.voice_chat.chat
    chat.make_transcriber = lambda: LiveTranscriber(engine, "en", end_silence_s=0.6)
    window.voice_chat.speech.use(SpeechPlayer(window, use_device=False))  # real time, no device
    yield window, chat, pipeline, tmp_path
    chat.end()
    engine.close()


def echo_wav(window: Any, path: Path) -> Path:
    """What the speaker is playing right now, as the 16 kHz WAV a microphone would hear."""
    pcm = window.voice_chat.speech.player.history[-1][1]
    pcm.resampled(16000).write_wav(path)
    return path


def test_turn_answer_spoken_echo_ignored_then_listening_again(
    qtbot: Any, hands_free: Any, shared_data: Path
) -> None:
    window, chat, pipeline, tmp = hands_free
    states: list[str] = []
    chat.state_changed.connect(states.append)
    assert chat.start(FakeMicrophone(shared_data / "audio" / "dev_00.wav", parent=window))
    assert window.voice_chat.status.isVisible() and chat.state == "listening"
    qtbot.waitUntil(lambda: bool(pipeline.requests), timeout=120_000)
    assert "beijing" in pipeline.requests[0].question.lower()
    echoes: list[FakeMicrophone] = []

    def feed_echo(_u: Any) -> None:
        path = echo_wav(window, tmp / f"echo{len(echoes)}.wav")
        mic = FakeMicrophone(path, chunk_ms=20, interval_ms=20, trailing_silence_s=0.0)
        echoes.append(mic)
        chat.attach(mic)

    window.voice_chat.speech.utterance_started.connect(feed_echo)
    qtbot.waitUntil(lambda: chat.state == "speaking", timeout=30_000)
    qtbot.waitUntil(lambda: chat.state == "listening", timeout=60_000)
    qtbot.wait(1500)  # anything the echo left behind would be transcribed now
    assert echoes and chat.guard.echo_frames > 10
    assert chat.barge_ins == []
    assert len(pipeline.requests) == 1  # its own voice did not become a question
    assert states[:3] == ["listening", "thinking", "speaking"] and states[-1] == "listening"
    assert not window.chat.answers()[-1].state.cancelled


def test_barge_in_stops_speech_at_once_and_starts_the_next_turn(
    qtbot: Any, hands_free: Any, shared_data: Path
) -> None:
    window, chat, pipeline, _tmp = hands_free
    speech = window.voice_chat.speech
    pipeline.delay_s = 0.25  # the answer is still streaming when the user talks over it
    assert chat.start(FakeMicrophone(shared_data / "audio" / "dev_00.wav", parent=window))
    qtbot.waitUntil(lambda: bool(pipeline.requests), timeout=120_000)
    qtbot.waitUntil(lambda: speech.player.playing, timeout=30_000)
    first = window.chat.answers()[-1]
    qtbot.wait(300)
    user = FakeMicrophone(
        shared_data / "audio" / "dev_02.wav", chunk_ms=20, interval_ms=20, parent=window
    )
    chat.attach(user)
    qtbot.waitUntil(lambda: bool(chat.barge_ins), timeout=10_000)
    assert not speech.player.playing and chat.state == "listening"
    assert chat.barge_ins[0] < 0.2
    # the running answer is cancelled (its task unwinds on the next loop turns): history keeps
    # it as interrupted
    qtbot.waitUntil(lambda: first.state.cancelled, timeout=5000)
    assert first.badge_state() == "stopped"
    qtbot.waitUntil(lambda: len(pipeline.requests) >= 2, timeout=120_000)
    second = pipeline.requests[1].question.lower()
    assert "how many days" in second and "leave" in second  # its first words were kept


def test_mute_drops_the_microphone(qtbot: Any, hands_free: Any, shared_data: Path) -> None:
    window, chat, pipeline, _ = hands_free
    chat.set_muted(True)
    assert chat.start(FakeMicrophone(shared_data / "audio" / "dev_00.wav", parent=window))
    assert window.voice_chat.status.label.text().endswith("Muted")
    qtbot.wait(4000)
    assert not pipeline.requests
    window.action_set.stop.trigger()  # Esc ends the mode
    assert chat.state == "off" and not window.voice_chat.status.isVisible()
