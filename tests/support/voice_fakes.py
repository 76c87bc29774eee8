"""A fake speech engine and a timeline that plays a recorded event stream against the spoken
swap, the way the window's speaker would (one utterance at a time, pulled when the last ends)."""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from app.core.voice.swap import SpokenSwap, Utterance
from app.core.voice.tts import Pcm, Voice

SECONDS_PER_WORD = 0.3


class FakeTTSEngine:
    """Renders a quiet tone whose length follows the text (0.3 s a word); records each call."""

    name = "fake"

    def __init__(self, sample_rate: int = 16000) -> None:
        self.sample_rate = sample_rate
        self.calls: list[dict[str, Any]] = []

    def voices(self) -> list[Voice]:
        return [Voice("fake-en", "Fake English", "en"), Voice("fake-zh", "Fake Chinese", "zh")]

    def default_voice(self, language: str) -> str:
        return f"fake-{language}"

    def synthesize(
        self, text: str, *, voice: str = "", language: str = "en", rate: float = 1.0
    ) -> Pcm:
        self.calls.append({"text": text, "voice": voice, "language": language, "rate": rate})
        words = max(1, len(text.split()) if language == "en" else math.ceil(len(text) / 3))
        n = int(words * SECONDS_PER_WORD / rate * self.sample_rate)
        t = np.arange(n) / self.sample_rate
        tone = (3000 * np.sin(2 * math.pi * 220 * t)).astype("<i2")
        return Pcm(tone.tobytes(), self.sample_rate)


@dataclass
class Spoken:
    start: float
    end: float
    utterance: Utterance


@dataclass
class Timeline:
    said: list[Spoken] = field(default_factory=list)

    @property
    def texts(self) -> list[str]:
        return [s.utterance.text for s in self.said]


def play(
    events: list[Any],
    *,
    event_interval_s: float = 0.05,
    engine: FakeTTSEngine | None = None,
    stop_at_s: float | None = None,
) -> tuple[Timeline, SpokenSwap]:
    """Events arrive every ``event_interval_s``; the speaker takes the next utterance whenever
    it is free; each lasts as long as the fake engine's audio. Returns what was said, and when."""
    engine = engine or FakeTTSEngine()
    swap = SpokenSwap()
    timeline = Timeline()
    busy_until = 0.0
    now = 0.0
    queue = list(events)
    while True:
        if stop_at_s is not None and now >= stop_at_s and not swap.stopped:
            swap.stop()
        # deliver every event due by now
        while queue and (len(events) - len(queue)) * event_interval_s <= now:
            swap.feed(queue.pop(0))
        if now >= busy_until:
            utterance = swap.next()
            if utterance is not None:
                pcm = engine.synthesize(utterance.text, language=utterance.language)
                timeline.said.append(Spoken(now, now + pcm.duration_s, utterance))
                busy_until = now + pcm.duration_s
                continue
            if swap.done and not queue:
                break
        now = min(
            busy_until if busy_until > now else math.inf,
            (len(events) - len(queue)) * event_interval_s if queue else math.inf,
            stop_at_s if stop_at_s is not None and now < stop_at_s else math.inf,
        )
        if math.isinf(now):
            break
    return timeline, swap
