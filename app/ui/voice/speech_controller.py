"""Speaks answers: the spoken swap -> the speech engine (its own worker) -> the player.

One answer is spoken at a time (starting another stops the first), one utterance at a time: the
controller asks the :class:`~app.core.voice.swap.SpokenSwap` for the next utterance only when the
player is free, which is what puts the draft -> upgrade move on a sentence boundary and keeps
two voices from ever overlapping. Rendering runs on the engine's single worker thread
(docs/ARCHITECTURE.md §7); its result comes back to the GUI thread through a queued signal.

Signals:
    speaking_changed(bool): speech started (True) or ended/stopped (False).
    utterance_started(object): the :class:`Utterance` now playing.
    answer_spoken(object): everything for that answer key was said (not emitted on stop).
    unavailable(str): no speech engine (why).
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.core.config import VoiceSettings
from app.core.engines.worker import EngineWorker
from app.core.events import FinalEvent
from app.core.voice.engines import default_engine
from app.core.voice.sentences import first_clause
from app.core.voice.swap import SpokenSwap, Utterance
from app.core.voice.tts import Pcm, TTSEngine, TTSError, voice_for
from app.ui.voice.speech_player import SpeechPlayer


class SpeechController(QObject):
    speaking_changed = Signal(bool)
    utterance_started = Signal(object)
    answer_spoken = Signal(object)
    unavailable = Signal(str)
    _rendered = Signal(int, object, object)  # generation, utterance, Pcm | TTSError

    def __init__(
        self,
        settings: Callable[[], VoiceSettings],
        *,
        player: SpeechPlayer | None = None,
        engine: TTSEngine | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings
        self._engine = engine
        self.player = player or SpeechPlayer(self)
        self.player.finished.connect(self._played)
        self._worker = EngineWorker("tandem-tts")
        self._swap: SpokenSwap | None = None
        self._key: object = None
        self._generation = 0
        self._rendering = False
        self._speaking = False
        self._warned = False
        # The next sentence rendered while this one plays (slow voices only: see _render_ahead)
        self._ahead: dict[tuple[str, str, str, float], Future[Pcm]] = {}
        # A slow voice's sentence after its first clause: (utterance, the rest of its text)
        self._rest: tuple[Utterance, str] | None = None
        self._part_of_last = False  # what is being rendered continues the last clip played
        # The speak button (speak_text): the user asked to hear it, so no audio output ends it
        # at once; auto-speak and hands-free keep time on a silent clock instead (turn-taking).
        self._needs_sound = False
        self.recording: list[Pcm] | None = None  # set to a list to keep every clip played
        self._rendered.connect(self._on_rendered)

    # ------------------------------------------------------------ what is spoken

    @property
    def key(self) -> object:
        """The answer being spoken (or last spoken), None when idle."""
        return self._key if self._swap is not None and not self._swap.done else None

    @property
    def speaking(self) -> bool:
        return self._speaking

    @property
    def swap(self) -> SpokenSwap | None:
        return self._swap

    def use(self, player: SpeechPlayer | None = None, engine: TTSEngine | None = None) -> None:
        """Swap the player or the engine (a clock player on a machine without audio, tests)."""
        self.stop()
        if player is not None:
            self.player.finished.disconnect(self._played)
            self.player = player
            player.finished.connect(self._played)
        if engine is not None:
            self._engine = engine

    def begin(self, key: object, restore: Callable[[str], str] | None = None) -> None:
        """Start speaking a new answer (its events follow through :meth:`feed`)."""
        self.stop()
        self._key = key
        self._swap = SpokenSwap(restore)
        self._warm()
        self._needs_sound = False

    def feed(self, key: object, event: object) -> None:
        if self._swap is None or key != self._key:
            return
        self._swap.feed(event)
        self._pump()

    def speak_text(self, key: object, text: str) -> None:
        """Speak a finished answer (the speak button, Ctrl+Shift+S)."""
        self.begin(key)
        self._needs_sound = True
        self.feed(key, FinalEvent(request_id="", source="local", text=text))

    def stop(self) -> None:
        """Silence now and forget the answer (barge-in, Stop, a new question)."""
        self._generation += 1
        self._ahead.clear()
        self._rest = None
        if self._swap is not None:
            self._swap.stop()
        self._rendering = False
        self.player.stop()
        self._set_speaking(False)

    def close(self) -> None:
        self.stop()
        self._worker.shutdown(wait=False)

    # ------------------------------------------------------------ internals

    def _warm(self) -> None:
        """Load the voice on the speech worker while the answer's first sentence is still being
        written (the neural voice takes about a second to load; espeak-ng has nothing to load).
        The worker runs one job at a time, so the first render waits for this, never repeats it."""
        if self._engine is None:
            try:
                self._engine = default_engine(self._settings().engine)
            except TTSError:
                return  # said when the first sentence is rendered
        warm = getattr(self._engine, "warm", None)
        if callable(warm):
            self._worker.submit(warm)

    def _engine_ready(self) -> TTSEngine | None:
        if self._engine is None:
            try:
                self._engine = default_engine(self._settings().engine)
            except TTSError as exc:
                if self._swap is not None:
                    self._swap.stop()
                self.unavailable.emit(str(exc))
                return None
        return self._engine

    def _pump(self) -> None:
        swap = self._swap
        if swap is None or self._rendering or self.player.playing:
            return
        if self._rest is not None:  # the sentence whose first clause was just played
            (sentence, rest), self._rest = self._rest, None
            self._render(sentence, rest, part_of_last=True)
            return
        utterance = swap.next()
        if utterance is None:
            if swap.done:
                self._set_speaking(False)
                if not swap.stopped:
                    self.answer_spoken.emit(self._key)
            return
        self._render(utterance, utterance.text)

    def _render(self, utterance: Utterance, text: str, *, part_of_last: bool = False) -> None:
        """Render ``text`` (the utterance's, or the rest of it) and play it when ready. A slow
        voice with nothing rendered ahead (an answer's first sentence, or one that arrived
        after the last was said) renders the sentence's first clause alone: it is heard after
        a fraction of the sentence's render time, and the rest renders while it plays."""
        engine = self._engine_ready()
        if engine is None:
            return
        settings = self._settings()
        configured = settings.voice_zh if utterance.language == "zh" else settings.voice_en
        voice = voice_for(engine, utterance.language, configured)
        self._rendering = True
        self._part_of_last = part_of_last
        self._set_speaking(True)
        generation = self._generation
        key = (text, voice, utterance.language, settings.rate)
        future = self._ahead.pop(key, None)
        self._ahead.clear()
        if future is None and not part_of_last and self._slow(engine, voice, utterance.language):
            head, rest = first_clause(text)
            if rest:
                text, self._rest = head, (utterance, rest)
        if future is None:
            future = self._worker.submit(
                engine.synthesize,
                text,
                voice=voice,
                language=utterance.language,
                rate=settings.rate,
            )

        def done(f: Future[Pcm]) -> None:  # on the worker thread: hand over to the GUI thread
            exc = f.exception()
            self._rendered.emit(generation, utterance, exc if exc is not None else f.result())

        future.add_done_callback(done)

    def _on_rendered(self, generation: int, utterance: Utterance, result: Any) -> None:
        if generation != self._generation:
            return  # stopped meanwhile
        self._rendering = False
        if isinstance(result, BaseException):
            self.stop()
            self.unavailable.emit(str(result).splitlines()[0] if str(result) else "TTS failed")
            return
        self.player.volume = self._settings().volume
        if self.recording is not None:
            if self._part_of_last and self.recording:  # one sentence, one clip
                self.recording[-1] = self.recording[-1] + result
            else:
                self.recording.append(result)
        self.player.play(result, utterance)
        if self.player.wants_device and not self.player.on_device and self._needs_sound:
            # Nothing can be heard: the Speak button must not stay a Stop button for as long
            # as the silent clock runs (issue 30, item 13).
            from app.ui.voice.speech_player import audio_output_problem

            self.stop()
            self.unavailable.emit(audio_output_problem() or self.tr("the audio output failed"))
            return
        if self.player.wants_device and not self.player.on_device and not self._warned:
            self._warned = True  # keeps time on the clock, so hands-free still takes turns
            from app.ui.voice.speech_player import audio_output_problem

            self.unavailable.emit(audio_output_problem() or self.tr("the audio output failed"))
        self.utterance_started.emit(utterance)
        self._render_ahead()

    @staticmethod
    def _slow(engine: TTSEngine, voice: str, language: str) -> bool:
        slow = getattr(engine, "renders_slowly", None)
        return bool(slow(voice, language)) if callable(slow) else False

    def _render_ahead(self) -> None:
        """Render what comes next while this plays: the rest of a sentence whose first clause
        is playing, else the next sentence. Only for an engine that needs loading (the neural
        voice renders a sentence in a few hundred ms, which would be a pause between
        sentences); espeak-ng takes milliseconds and renders on demand."""
        swap, engine = self._swap, self._engine
        if swap is None or engine is None or not callable(getattr(engine, "warm", None)):
            return
        if self._rest is not None:
            text, language = self._rest[1], self._rest[0].language
        else:
            upcoming = swap.upcoming()
            if upcoming is None:
                return
            text, language = upcoming
        settings = self._settings()
        configured = settings.voice_zh if language == "zh" else settings.voice_en
        voice = voice_for(engine, language, configured)
        key = (text, voice, language, settings.rate)
        if key not in self._ahead:
            self._ahead = {
                key: self._worker.submit(
                    engine.synthesize, text, voice=voice, language=language, rate=settings.rate
                )
            }

    def _played(self, _tag: object) -> None:
        self._pump()

    def _set_speaking(self, speaking: bool) -> None:
        if speaking != self._speaking:
            self._speaking = speaking
            self.speaking_changed.emit(speaking)
