"""Spoken answers: how soon the reply is heard, how fast barge-in silences it, and whether the GUI
stays responsive while listening and speaking.

1. End of the user's speech -> first audible word of the reply. A real recording is fed to the
   live transcriber (tiny.en, Silero VAD): its speech part as fast as the engine takes it (that
   work happens while the user talks), then the trailing silence at real time until the end of
   turn (``voice.end_of_turn_s``). The transcript goes to the real pipeline (bundled SmolLM2,
   local mode). Tandem speaks the draft's first sentence as soon as it is complete: latency =
   first sentence ready + rendering it (the configured voice; a slow voice's first clause,
   as the speaker plays it: bench/bench_voice_first_word.py compares the voices). No compared column: the only "baseline" at
   hand would be derived from the same turn (had it waited for the final answer and rendered
   all of it), which is not an independent measurement; that figure is given in the note only.
2. Barge-in: a recording played over the answer through the fake microphone (20 ms chunks, real
   time) while the window speaks in hands-free mode; from the chunk where the user's speech
   starts to the player being silent.
3. The GUI event loop's longest stall (5 ms probe) while listening (live transcription of a
   recording at real time) and while speaking (rendering, playing, the echo guard on every
   microphone chunk).

Without an audio device the player keeps time on a clock; with PulseAudio (even its null sink)
it plays through QAudioSink and "silent" is after ``QAudioSink.stop()`` (~40 ms device buffer).
"""

from __future__ import annotations

import asyncio
import os
import statistics
import tempfile
import time
import wave
from pathlib import Path
from typing import Any

import numpy as np

from app.core.monitor.stats import percentile
from bench.common import load_note

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "data"
FILES = ["dev_00.wav", "dev_02.wav", "dev_03.wav", "dev_04.wav", "dev_05.wav"]
CHUNK = 3200  # 100 ms


def _pcm(name: str) -> bytes:
    with wave.open(str(SHARED / "audio" / name), "rb") as w:
        return w.readframes(w.getnframes())


def _speech_end(pcm: bytes) -> int:
    """Byte offset just after the last clearly voiced sample."""
    x = np.abs(np.frombuffer(pcm, dtype="<i2").astype(np.float32) / 32768)
    loud = np.nonzero(x > 0.02)[0]
    return int(loud[-1] + 1) * 2 if len(loud) else 0


async def _one_turn(
    pipeline: Any, asr: Any, tts: Any, name: str, pause_s: float
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
    t0 = time.perf_counter()  # the user stops speaking
    text = ""
    silence = b"\x00\x00" * (CHUNK // 2)
    for k in range(1, 60):
        events = live.feed(silence)
        finals = [e for e in events if e.kind == "final"]
        if finals:
            text = finals[-1].text
            break
        await asyncio.sleep(max(0.0, t0 + k * 0.1 - time.perf_counter()))
    if not text:
        final = live.finish()
        text = final.text if final else "hello"
    t_turn = time.perf_counter()
    splitter = SentenceSplitter()
    first: str | None = None
    t_first = 0.0
    final_text = ""
    async for event in pipeline.ask(AskRequest(question=text, mode="local", no_history=True)):
        if isinstance(event, DraftEvent) and first is None:
            for piece in splitter.feed(event.delta):
                if prepare(piece):
                    first, t_first = piece, time.perf_counter()
                    break
        elif isinstance(event, FinalEvent):
            final_text = event.text
    t_final = time.perf_counter()
    if first is None:
        first, t_first = final_text, t_final
    spoken = prepare(first)
    slow = getattr(tts, "renders_slowly", None)
    if callable(slow) and slow("", "en"):  # the speaker plays a slow voice's first clause alone
        from app.core.voice.sentences import first_clause

        spoken = first_clause(spoken)[0]
    r0 = time.perf_counter()
    tts.synthesize(spoken)
    render_first = time.perf_counter() - r0
    r0 = time.perf_counter()
    tts.synthesize(prepare(final_text))
    render_all = time.perf_counter() - r0
    return {
        "draft_first_word_s": t_first - t0 + render_first,
        "final_only_first_word_s": t_final - t0 + render_all,
        "end_of_turn_s": t_turn - t0,
        "first_sentence_s": t_first - t_turn,
        "render_first_s": render_first,
    }


def _short_drafts() -> None:
    """Cap the draft at 64 tokens: the first sentence is what is measured; the final-only
    figure is then a lower bound (a full 256-token draft takes longer still)."""
    from app.core.routing.rules import DEFAULT_RULES

    text = DEFAULT_RULES.read_text().replace("draft_max_tokens = 256", "draft_max_tokens = 64")
    (Path(os.environ["TANDEM_HOME"]) / "routing.toml").write_text(text)


def _latency(pause_s: float, engine: str = "auto") -> dict[str, Any]:
    """``engine``: what ``[voice] engine`` names (auto: the neural English voice where it is
    installed, loaded before the turn as the window does when an answer begins)."""
    from app.core.config import Settings
    from app.core.engines.asr import Transcriber
    from app.core.pipeline import Pipeline
    from app.core.voice.engines import default_engine

    _short_drafts()
    asr = Transcriber("tiny.en", "en")
    asr.worker.call(asr.load, "tiny.en")
    tts = default_engine(engine)
    warm = getattr(tts, "warm", None)
    if callable(warm):
        warm()
    pipeline = Pipeline(Settings())

    async def body() -> list[dict[str, float]]:
        from app.core.pipeline import AskRequest

        async for _ in pipeline.ask(AskRequest(question="hi", mode="local", no_history=True)):
            pass  # loads the local model: not what is measured
        return [await _one_turn(pipeline, asr, tts, f, pause_s) for f in FILES]

    try:
        runs = asyncio.run(body())
    finally:
        pipeline.close()
        asr.close()
    return {k: [r[k] for r in runs] for k in runs[0]}


def _gui(repeats: int) -> dict[str, Any]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false")
    import qasync
    from PySide6.QtWidgets import QApplication

    from app.core.config import Settings
    from app.core.engines.asr import LiveTranscriber, Transcriber
    from app.core.events import DraftEvent, FinalEvent, RouteEvent
    from app.ui.base.bridge import AsyncBridge
    from app.ui.mainwindow.main_window import MainWindow
    from bench.bench_gui import StallProbe
    from tests.support.fake_microphone import FakeMicrophone
    from tests.support.replay import ReplayPipeline

    app = QApplication.instance() or QApplication([])
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    text = (
        "The forecast for Beijing is sunny and mild tomorrow. Expect a light wind in the "
        "afternoon and a cool evening, so take a jacket. Rain returns on the weekend."
    )
    events = [
        RouteEvent("b", plan="local"),
        *[DraftEvent("b", w + " ") for w in text.split()],
        FinalEvent("b", source="local", text=text),
    ]
    out: dict[str, Any] = {
        "barge_in_s": [],
        "listen_stall": [],
        "speak_stall": [],
        "listen_busy": [],
        "speak_busy": [],
    }
    asr = Transcriber("tiny.en", "en", cpu_threads=1)
    asr.worker.call(asr.load, "tiny.en")

    async def until(cond: Any, limit_s: float) -> None:
        deadline = time.perf_counter() + limit_s
        while not cond():
            if time.perf_counter() > deadline:
                raise TimeoutError("benchmark step did not finish")
            await asyncio.sleep(0.005)

    async def body() -> None:
        settings = Settings()
        settings.ui.first_run_done = True
        settings.voice.end_of_turn_s = 0.7
        pipeline = ReplayPipeline(events, delay_s=0.02)
        window = MainWindow(
            settings, bridge=AsyncBridge(loop), pipeline_factory=lambda _services: pipeline
        )
        window.show()
        features = window.voice_chat
        chat, speech = features.chat, features.speech
        chat.make_transcriber = lambda: LiveTranscriber(asr, "en", end_silence_s=0.7)
        out["on_device"] = False
        probe = StallProbe()
        for i in range(repeats):
            # listening: a real question at real time, until it is sent
            probe.start()
            mic = FakeMicrophone(SHARED / "audio" / FILES[i % len(FILES)], interval_ms=100)
            chat.start(mic)
            await until(lambda: chat.state in ("thinking", "speaking"), 60)
            out["listen_stall"].append(probe.stop())
            out["listen_busy"].append(probe.max_busy_ms)
            # speaking, with the speaker's own output fed back into the microphone
            await until(lambda: speech.player.playing, 30)
            out["on_device"] = speech.player.on_device
            probe.start()
            pcm = speech.player.history[-1][1]
            echo_path = Path(tempfile.mkdtemp()) / "echo.wav"
            pcm.resampled(16000).write_wav(echo_path)
            echo = FakeMicrophone(echo_path, chunk_ms=20, interval_ms=20, trailing_silence_s=0)
            chat.attach(echo)
            await asyncio.sleep(1.5)
            out["speak_stall"].append(probe.stop())
            out["speak_busy"].append(probe.max_busy_ms)
            # barge-in: another recording over the answer
            user_pcm = _pcm(FILES[(i + 1) % len(FILES)])
            x = np.abs(np.frombuffer(user_pcm, dtype="<i2").astype(np.float32) / 32768)
            onset_chunk = int(np.argmax(x > 0.05)) // 320
            delivered: list[float] = []
            user = FakeMicrophone(
                SHARED / "audio" / FILES[(i + 1) % len(FILES)], chunk_ms=20, interval_ms=20
            )
            user.readyRead.connect(lambda d=delivered: d.append(time.perf_counter()))
            silent_at: list[float] = []
            speech.player.stopped.connect(lambda s=silent_at: s.append(time.perf_counter()))
            chat.attach(user)
            n = len(chat.barge_ins)
            await until(lambda n=n: len(chat.barge_ins) > n, 15)
            if len(delivered) > onset_chunk and silent_at:
                out["barge_in_s"].append(silent_at[0] - delivered[onset_chunk])
            speech.player.stopped.disconnect()
            chat.end()
            await asyncio.sleep(0.3)
        window.close()  # the last window: the application (and this loop) may stop here
        window.history.close()

    with loop:
        loop.run_until_complete(body())
    asr.close()
    return out


def run(repeats: int = 5) -> dict[str, Any]:
    note = load_note()
    os.environ["TANDEM_HOME"] = tempfile.mkdtemp(prefix="tandem-bench-voice-")
    pause = 0.7
    lat = _latency(pause)
    gui = _gui(repeats)
    draft, final = lat["draft_first_word_s"], lat["final_only_first_word_s"]
    where = "QAudioSink" if gui["on_device"] else "clock player (no audio device)"
    m = [
        {
            "metric": "end of speech -> first audible word, p50 (draft's first sentence)",
            "value": round(statistics.median(draft), 2),
            "unit": "s",
            "note": f"{len(draft)} recordings; end-of-turn pause {pause} s included; target <= "
            f"1.5 s; the same turns, had they waited for the final answer (capped at 64 tokens) "
            f"and rendered all of it: {statistics.median(final):.2f} s (derived, not a "
            f"baseline); load at start {note}",
            "table_note": f"Tandem alone (no independent baseline); warm model; {len(draft)} recordings",
        },
        {
            "metric": "end of speech -> first audible word, p95 (draft's first sentence)",
            "value": round(percentile(draft, 95), 2),
            "unit": "s",
            "table_note": f"Tandem alone (no independent baseline); warm model; {len(draft)} recordings",
            "note": "parts (p50): end of turn "
            f"{statistics.median(lat['end_of_turn_s']):.2f} s, first sentence "
            f"{statistics.median(lat['first_sentence_s']):.2f} s, rendering "
            f"{statistics.median(lat['render_first_s']) * 1000:.0f} ms",
        },
        {
            "metric": "barge-in: speech onset -> silent, p95",
            "value": round(percentile(gui["barge_in_s"], 95) * 1000, 1),
            "unit": "ms",
            "note": f"{len(gui['barge_in_s'])} runs, 20 ms microphone chunks, 60 ms of voiced "
            f"frames needed; {where}; target <= 200 ms",
        },
        {
            "metric": "event-loop max stall, hands-free listening (median of turns)",
            "value": round(statistics.median(gui["listen_stall"]), 1),
            "unit": "ms",
            "note": f"{repeats} turns, live tiny.en at real time, up to the question being sent; "
            f"worst {max(gui['listen_stall']):.0f} ms; target <= 50 ms",
        },
        {
            "metric": "event-loop max stall, speaking (median of runs)",
            "value": round(statistics.median(gui["speak_stall"]), 1),
            "unit": "ms",
            "note": f"{repeats} runs of 1.5 s: espeak-ng rendering on its worker, playing, the echo "
            f"guard on every 20 ms mic chunk; {where}; worst {max(gui['speak_stall']):.0f} ms",
        },
        {
            "metric": "longest GUI-thread busy stretch, listening",
            "value": round(max(gui["listen_busy"]), 1),
            "unit": "ms",
            "note": "CPU the GUI thread itself spent inside one probe gap; a stall far above it "
            "was a wait for a core or the GIL",
        },
        {
            "metric": "longest GUI-thread busy stretch, speaking",
            "value": round(max(gui["speak_busy"]), 1),
            "unit": "ms",
            "note": "CPU the GUI thread itself spent inside one probe gap; a stall far above it "
            "was a wait for a core or the GIL",
        },
    ]
    return {"name": "voice", "metrics": m}


if __name__ == "__main__":
    import json

    print(json.dumps(run(), indent=2))
