"""``tandem say`` heard back: each voice speaks ordinary English sentences, the speech model
transcribes them (what the user's own device would hear), and word recall is scored.

Voices: espeak-ng ``en-us`` at its default rate and slower (0.85), and the neural Piper voice
``joe`` (app/core/voice/neural.py). Rendering goes through ``app.commands.say.render``, the same
path as ``tandem say`` (Markdown stripped, numbers read out). Transcription: the default English
model (``tiny.en``, greedy) at 16 kHz. Recall: reference words found in the transcript, in order
(longest common subsequence), after lower-casing, dropping punctuation and spelling digits out.
Also: rendering speed (seconds of speech per second of CPU) on this machine.

    python -m bench.bench_say_roundtrip       # or python -m bench.run say_roundtrip
"""

from __future__ import annotations

import re
import time
from typing import Any

# 30 ordinary sentences written for this benchmark (no public text reused).
SENTENCES = [
    "The meeting moves to Thursday at three in the afternoon.",
    "Please send me the report before lunch.",
    "I left my keys on the kitchen table.",
    "The train to the airport leaves every twenty minutes.",
    "Can you remind me to call my sister tonight?",
    "It is going to rain tomorrow morning, so take an umbrella.",
    "The new printer is on the second floor next to the lifts.",
    "We need more milk, bread and a dozen eggs.",
    "Your appointment with the dentist is on Monday.",
    "The budget for the project was approved yesterday.",
    "Turn left at the bank and walk two blocks north.",
    "She finished the marathon in just over four hours.",
    "Open the window, it is very warm in here.",
    "The children are playing football in the park.",
    "I would like a cup of tea with a little sugar.",
    "Save the document before you close the laptop.",
    "The library closes at eight on weekdays.",
    "He forgot his password again this morning.",
    "Our flight was delayed because of the snow.",
    "Please book a table for four people at seven.",
    "The quarterly results look better than expected.",
    "Could you explain how the privacy setting works?",
    "My phone battery is almost empty.",
    "The museum is free on the first Sunday of the month.",
    "Write down the address and the phone number.",
    "They painted the house blue last summer.",
    "I have to pick up the kids from school at four.",
    "The coffee machine on this floor is broken.",
    "Let us review the contract together on Friday.",
    "Thank you for your help with the presentation.",
]
VOICES = {"espeak-ng en-us": ("en-us", 1.0), "espeak-ng en-us, rate 0.85": ("en-us", 0.85)}
NEURAL = ("neural joe", ("joe", 1.0))
_NUMBERS = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
    "twenty",
]


def words(text: str) -> list[str]:
    out: list[str] = []
    for w in re.findall(r"[a-z0-9']+", text.lower().replace(":00", "")):
        out.append(_NUMBERS[int(w)] if w.isdigit() and int(w) <= 20 else w.strip("'"))
    return [w for w in out if w]


def recall(reference: str, heard: str) -> float:
    """Share of the reference's words heard, in order (LCS over words)."""
    ref, hyp = words(reference), words(heard)
    row = [0] * (len(hyp) + 1)
    for r in ref:
        prev = 0
        for j, h in enumerate(hyp, 1):
            prev, row[j] = row[j], (prev + 1 if r == h else max(row[j], row[j - 1]))
    return row[len(hyp)] / max(1, len(ref))


def roundtrip(
    voice: str, rate: float, sentences: list[str], transcriber: Any
) -> tuple[float, float, list[str]]:
    """(mean recall, seconds of speech per second of rendering, transcripts)."""
    from app.commands.say import render
    from app.core.engines.asr import pcm16_to_float
    from app.core.voice.tts import Pcm

    heard: list[str] = []
    scores: list[float] = []
    spoken = busy = 0.0
    for sentence in sentences:
        t0 = time.perf_counter()
        clip = render(sentence, voice=voice, language="en", rate=rate)
        busy += time.perf_counter() - t0
        assert isinstance(clip, Pcm)
        spoken += clip.duration_s
        text = transcriber.transcribe_array(pcm16_to_float(clip.resampled(16000).data), "en").text
        heard.append(text)
        scores.append(recall(sentence, text))
    return sum(scores) / len(scores), spoken / max(1e-9, busy), heard


def run() -> dict[str, Any]:
    from app.core.engines.asr import Transcriber
    from app.core.voice import engines as engine_choice
    from app.core.voice.neural import NeuralEngine, voice_files
    from bench.common import load_average

    before = load_average()

    # One engine per name, as the window keeps it (``tandem say`` builds one per process).
    engines: dict[str, Any] = {}
    build = engine_choice.default_engine
    engine_choice.default_engine = lambda name="auto": engines.setdefault(name, build(name))  # type: ignore[assignment]
    transcriber = Transcriber("auto", "en")
    voices = dict(VOICES)
    if voice_files() is not None:
        voices[NEURAL[0]] = NEURAL[1]
    render_warm = __import__("app.commands.say", fromlist=["render"]).render
    metrics: list[dict[str, Any]] = []
    worst: dict[str, str] = {}
    for label, (voice, rate) in voices.items():
        render_warm("Hello.", voice=voice, language="en", rate=rate)  # load the voice once
        mean, speed, heard = roundtrip(voice, rate, SENTENCES, transcriber)
        pairs = sorted(zip(heard, SENTENCES, strict=True), key=lambda p: recall(p[1], p[0]))
        worst[label] = f"{pairs[0][1]!r} -> {pairs[0][0]!r}"
        metrics.append(
            {
                "metric": f"say -> transcribe word recall, {label}",
                "value": round(mean, 3),
                "unit": "",
                "note": f"{len(SENTENCES)} sentences; renders {speed:.1f}x real time; "
                f"worst: {worst[label]}",
            }
        )
    transcriber.close()
    engine_choice.default_engine = build  # type: ignore[assignment]
    fresh = build("auto")
    if isinstance(fresh, NeuralEngine):
        t0 = time.perf_counter()
        fresh.synthesize(SENTENCES[0], language="en")
        first = time.perf_counter() - t0
        t0 = time.perf_counter()
        fresh.synthesize(SENTENCES[0], language="en")
        metrics.append(
            {
                "metric": "neural voice, first sentence, cold (voice load + render)",
                "value": round(first, 3),
                "unit": "s",
                "note": f"then {time.perf_counter() - t0:.3f} s for the same sentence",
            }
        )
    return {
        "name": "say_roundtrip",
        "load_before": before,
        "load_after": load_average(),
        "metrics": metrics,
    }


if __name__ == "__main__":
    import json

    print(json.dumps(run(), indent=1, ensure_ascii=False))
