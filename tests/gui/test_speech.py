"""Spoken answers in the window: auto-speak of a recorded stream (draft, cue, upgrade), the
speak/stop button, Ctrl+Shift+S, Esc. A fake engine renders; the player keeps time on a fast
clock (no audio device here), through the same code path as the real sink."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from app.core.config import Settings
from app.core.voice.swap import CUES
from app.ui.voice.speech_player import SpeechPlayer
from tests.support.replay import ReplayPipeline, load_events
from tests.support.voice_fakes import FakeTTSEngine

pytestmark = pytest.mark.gui


def speaking_window(make_window: Any, *, auto: bool = True, speed: float = 40.0) -> Any:
    settings = Settings()
    settings.voice.auto_speak = auto
    window = make_window(ReplayPipeline(load_events(), delay_s=0.005), settings=settings)
    features = window.voice_chat
    engine = FakeTTSEngine()
    features.speech.use(SpeechPlayer(window, use_device=False, clock_speed=speed), engine)
    return window, features, engine


def test_auto_speak_says_the_draft_then_the_cue_then_the_upgrade(
    qtbot: Any, make_window: Any
) -> None:
    window, features, engine = speaking_window(make_window)
    played: list[Any] = []
    overlaps: list[bool] = []
    player = features.speech.player
    player.started.connect(lambda u: played.append(u))
    features.speech.utterance_started.connect(lambda _u: overlaps.append(len(played) > 0))
    window.ask("What is a write-ahead log?")
    answer = window.chat.answers()[-1]
    qtbot.waitUntil(lambda: answer.speaking, timeout=5000)
    assert answer.speak_button.accessibleName() == "Stop speaking"
    with qtbot.waitSignal(features.speech.answer_spoken, timeout=20000):
        pass
    sources = [u.source for u in played]
    assert sources[0] == "draft" and "cue" in sources and sources[-1] == "upgrade"
    assert played[sources.index("cue")].text == CUES["en"]
    assert all("**" not in c["text"] for c in engine.calls)
    assert not answer.speaking and answer.speak_button.accessibleName() == "Speak"
    assert not player.playing


def test_speak_button_speaks_and_stops_within_milliseconds(qtbot: Any, make_window: Any) -> None:
    window, features, engine = speaking_window(make_window, auto=False, speed=1.0)
    window.ask("What is a write-ahead log?")
    qtbot.waitUntil(lambda: window.chat.answers()[-1].state.done, timeout=5000)
    answer = window.chat.answers()[-1]
    assert not features.speech.speaking  # auto-speak is off
    qtbot.mouseClick(answer.speak_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: features.speech.player.playing, timeout=5000)
    assert engine.calls[0]["text"].startswith("A write-ahead log (WAL) records")  # the final
    qtbot.mouseClick(answer.speak_button, Qt.MouseButton.LeftButton)
    assert not features.speech.player.playing and not features.speech.speaking
    assert features.speech.player.last_stop_s is not None
    assert features.speech.player.last_stop_s < 0.05
    assert answer.speak_button.accessibleName() == "Speak"


def test_ctrl_shift_s_speaks_the_latest_answer_and_esc_stops(qtbot: Any, make_window: Any) -> None:
    window, features, _engine = speaking_window(make_window, auto=False, speed=1.0)
    window.ask("What is a write-ahead log?")
    qtbot.waitUntil(lambda: window.chat.answers()[-1].state.done, timeout=5000)
    window.activateWindow()
    features.speak_selected.trigger()
    qtbot.waitUntil(lambda: features.speech.speaking, timeout=5000)
    assert features.speech.key is window.chat.answers()[-1]
    window.action_set.stop.trigger()  # Esc
    assert not features.speech.speaking and not features.speech.player.playing


def test_a_new_question_silences_the_previous_answer(qtbot: Any, make_window: Any) -> None:
    window, features, _engine = speaking_window(make_window, speed=1.0)
    window.ask("first")
    qtbot.waitUntil(lambda: features.speech.player.playing, timeout=5000)
    first = window.chat.answers()[-1]
    window.ask("second")
    second = window.chat.answers()[-1]
    assert features.speech.key is second and not first.speaking
    qtbot.waitUntil(lambda: second.speaking, timeout=5000)


def test_missing_engine_is_reported_once_not_raised(qtbot: Any, make_window: Any) -> None:
    from app.core.voice.tts import TTSError

    window, features, _ = speaking_window(make_window)

    class Broken(FakeTTSEngine):
        def synthesize(self, text: str, **kw: Any) -> Any:
            raise TTSError("espeak-ng is not installed")

    features.speech.use(engine=Broken())
    reasons: list[str] = []
    features.speech.unavailable.connect(reasons.append)
    window.ask("hello")
    qtbot.waitUntil(lambda: bool(reasons), timeout=5000)
    assert "espeak-ng" in reasons[0] and not features.speech.speaking


class SlowVoice(FakeTTSEngine):
    """A voice that needs loading and takes a while per sentence, like the neural one."""

    RENDER_S = 0.25

    def warm(self) -> None:
        pass

    def synthesize(self, text: str, **kw: Any) -> Any:
        import time

        time.sleep(self.RENDER_S)
        return super().synthesize(text, **kw)


def test_a_slow_voice_renders_the_next_sentence_while_one_plays(
    qtbot: Any, make_window: Any
) -> None:
    """Same sentences in the same order as with a fast engine, and no render-long pause
    between them: the next one is rendered while the current one plays."""
    import time

    settings = Settings()
    settings.voice.auto_speak = True
    window = make_window(ReplayPipeline(load_events(), delay_s=0.005), settings=settings)
    features = window.voice_chat
    engine = SlowVoice()
    player = SpeechPlayer(window, use_device=False, clock_speed=4.0)
    features.speech.use(player, engine)
    played: list[Any] = []
    gaps: list[float] = []
    ended = [0.0]
    player.finished.connect(lambda _u: ended.__setitem__(0, time.perf_counter()))

    def started(u: Any) -> None:
        if played:
            gaps.append(time.perf_counter() - ended[0])
        played.append(u)

    player.started.connect(started)
    window.ask("What is a write-ahead log?")
    with qtbot.waitSignal(features.speech.answer_spoken, timeout=30000):
        pass
    sources = [u.source for u in played]
    assert sources[0] == "draft" and "cue" in sources and sources[-1] == "upgrade"
    assert [u.text for u in played] == [u.text for u in features.speech.swap.spoken]
    assert len(gaps) >= 3 and min(gaps) < SlowVoice.RENDER_S / 2, gaps


class ClauseVoice(SlowVoice):
    """A slow voice that says so (like the neural one): its render time follows the text."""

    RENDER_S_PER_WORD = 0.03

    def renders_slowly(self, voice: str, language: str = "en") -> bool:
        return language == "en"

    def synthesize(self, text: str, **kw: Any) -> Any:
        import time

        time.sleep(self.RENDER_S_PER_WORD * len(text.split()))
        return FakeTTSEngine.synthesize(self, text, **kw)


def test_a_slow_voice_plays_a_sentences_first_clause_alone(qtbot: Any, make_window: Any) -> None:
    """The first sentence's opening words are rendered and heard before the rest is rendered;
    every word is said once, in order, and the swap still hands out whole sentences."""
    settings = Settings()
    settings.voice.auto_speak = True
    window = make_window(ReplayPipeline(load_events(), delay_s=0.005), settings=settings)
    features = window.voice_chat
    engine = ClauseVoice()
    speech = features.speech
    speech.use(SpeechPlayer(window, use_device=False, clock_speed=8.0), engine)
    speech.recording = []
    played: list[Any] = []
    speech.player.started.connect(played.append)
    window.ask("What is a write-ahead log?")
    with qtbot.waitSignal(speech.answer_spoken, timeout=30000):
        pass
    spoken = speech.swap.spoken
    first = spoken[0].text
    assert len(first.split()) > 10
    head = engine.calls[0]["text"]
    assert len(head.split()) <= 8 and first.startswith(head.rstrip(","))
    rest = engine.calls[1]["text"]
    assert [w.strip(",") for w in f"{head} {rest}".split()] == [w.strip(",") for w in first.split()]
    assert played[0] is played[1] is spoken[0]  # both parts play as the first utterance
    assert [u for i, u in enumerate(played) if i == 0 or played[i - 1] is not u] == spoken
    assert len(speech.recording) == len(spoken)  # one clip a sentence (tandem say --out)


def test_a_barge_in_during_the_first_clause_says_nothing_more(qtbot: Any, make_window: Any) -> None:
    settings = Settings()
    settings.voice.auto_speak = True
    window = make_window(ReplayPipeline(load_events(), delay_s=0.005), settings=settings)
    speech = window.voice_chat.speech
    engine = ClauseVoice()
    speech.use(SpeechPlayer(window, use_device=False, clock_speed=1.0), engine)
    played: list[Any] = []
    speech.player.started.connect(played.append)
    window.ask("What is a write-ahead log?")
    qtbot.waitUntil(lambda: bool(played), timeout=10000)
    speech.stop()  # what a barge-in does
    qtbot.wait(800)
    assert len(played) == 1 and not speech.player.playing and not speech.speaking
