"""Speech: Tandem's Transcriber against raw faster-whisper on shared/data/audio.

Same model (tiny.en, int8, CPU), same threads, beam 1, VAD on; raw = ``WhisperModel.transcribe``
with faster-whisper's defaults otherwise, which is how the data README's reference figures
(WER 0.175, RTF 0.085) were taken. RTF = processing seconds / audio seconds, decoding included,
summed over the files, each file's best of 3 passes, files alternating between the two. WER uses one
normaliser for both (lower case, punctuation stripped). Live mode: the delay from the end of a
spoken phrase to its final transcript, fed in 100 ms chunks.
"""

from __future__ import annotations

import json
import re
import time
import wave
from pathlib import Path
from typing import Any

from app.core.engines.asr import SAMPLE_RATE, LiveTranscriber, Transcriber, decode_file
from app.core.engines.local_llm import physical_cores
from app.core.models.model_files import local_path

AUDIO = Path(__file__).resolve().parents[2] / "shared" / "data" / "audio"
PASSES = 3


def _words(text: str) -> list[str]:
    return re.sub(r"[^a-z0-9' ]+", " ", text.lower()).split()


def wer(ref: str, hyp: str) -> float:
    r, h = _words(ref), _words(hyp)
    if not r:
        return float(len(h) > 0)
    d = list(range(len(h) + 1))
    for i, rw in enumerate(r, 1):
        prev, d[0] = d[0], i
        for j, hw in enumerate(h, 1):
            prev, d[j] = d[j], min(d[j] + 1, d[j - 1] + 1, prev + (rw != hw))
    return d[len(h)] / len(r)


def _refs() -> dict[str, str]:
    lines = (AUDIO / "transcripts.jsonl").read_text().splitlines()
    return {r["file"]: r["text"] for r in map(json.loads, lines)}


def _raw_text(model: Any, path: Path) -> str:
    segments, _ = model.transcribe(str(path), language="en", beam_size=1, vad_filter=True)
    return " ".join(s.text.strip() for s in segments).strip()


def _compare(fns: list[Any], refs: dict[str, str]) -> list[tuple[float, float, int]]:
    """Per function: (seconds summed over files, each file's best of PASSES; mean WER over speech
    files; words hallucinated on silence/noise). Files alternate between the functions, the
    order flipping each pass, so background load on a shared machine hits both alike."""
    best = [dict.fromkeys(refs, float("inf")) for _ in fns]
    texts: list[dict[str, str]] = [{} for _ in fns]
    for k in range(PASSES):
        for name in refs:
            order = range(len(fns)) if k % 2 == 0 else reversed(range(len(fns)))
            for i in order:
                t0 = time.perf_counter()
                texts[i][name] = fns[i](AUDIO / name)
                best[i][name] = min(best[i][name], time.perf_counter() - t0)
    speech = [n for n, ref in refs.items() if ref]
    out = []
    for i in range(len(fns)):
        mean_wer = sum(wer(refs[n], texts[i][n]) for n in speech) / len(speech)
        ghosts = sum(len(_words(texts[i][n])) for n, ref in refs.items() if not ref)
        out.append((sum(best[i].values()), mean_wer, ghosts))
    return out


def _live_delay(transcriber: Transcriber) -> float:
    """Mean ms from a phrase's last speech sample to its final event (audio wait + compute)."""
    from faster_whisper.vad import get_speech_timestamps

    delays = []
    for name in ("dev_00.wav", "dev_02.wav", "dev_04.wav"):
        speech_end = get_speech_timestamps(decode_file(AUDIO / name))[-1]["end"] / SAMPLE_RATE
        with wave.open(str(AUDIO / name)) as w:
            pcm = w.readframes(w.getnframes()) + b"\0" * (2 * SAMPLE_RATE * 2)
        live = LiveTranscriber(transcriber, "en")
        for i in range(0, len(pcm), 3200):
            t0 = time.perf_counter()
            events = live.feed(pcm[i : i + 3200])
            if any(e.kind == "final" for e in events):
                audio_wait = (i + 3200) / 2 / SAMPLE_RATE - speech_end
                delays.append((audio_wait + time.perf_counter() - t0) * 1000)
                break
    return sum(delays) / len(delays)


def run() -> dict[str, Any]:
    from faster_whisper import WhisperModel

    refs = _refs()
    threads = physical_cores()
    audio_s = sum(len(decode_file(AUDIO / n)) for n in refs) / SAMPLE_RATE
    tandem = Transcriber(model="tiny.en", language="en", cpu_threads=threads)
    raw = WhisperModel(
        str(local_path("whisper-tiny.en")), device="cpu", compute_type="int8", cpu_threads=threads
    )
    tandem.transcribe_file(AUDIO / "dev_00.wav")  # load + warm both
    _raw_text(raw, AUDIO / "dev_00.wav")
    t_run, r_run = _compare(
        [lambda p: tandem.transcribe_file(p).text, lambda p: _raw_text(raw, p)], refs
    )
    live_ms = _live_delay(tandem)
    base = Transcriber(model="base", language="en", cpu_threads=threads)
    auto = Transcriber(cpu_threads=threads)
    base.transcribe_file(AUDIO / "dev_00.wav")
    auto.transcribe_file(AUDIO / "dev_00.wav")
    b_run, a_run = _compare(
        [lambda p: base.transcribe_file(p).text, lambda p: auto.transcribe_file(p).text], refs
    )
    for engine in (tandem, base, auto):
        engine.close()
    t_rtf, r_rtf = t_run[0] / audio_s, r_run[0] / audio_s
    t_wer, r_wer = t_run[1], r_run[1]
    return {
        "name": "asr",
        "metrics": [
            {
                "metric": "real-time factor, tiny.en",
                "value": round(t_rtf, 4),
                "raw": round(r_rtf, 4),
                "ratio": round(t_rtf / r_rtf, 3),
                "unit": "x",
                "note": f"{audio_s:.1f} s of audio, {threads} threads, beam 1, VAD, best of 3 per file, interleaved",
            },
            {
                "metric": "WER, tiny.en",
                "value": round(t_wer, 4),
                "raw": round(r_wer, 4),
                "ratio": round(t_wer / r_wer, 3) if r_wer else None,
                "unit": "",
                "note": f"mean over 8 speech files; words on silence+noise: "
                f"Tandem {t_run[2]}, raw {r_run[2]}",
            },
            {
                "metric": "WER, base (multilingual)",
                "value": round(b_run[1], 4),
                "unit": "",
                "note": f"RTF {b_run[0] / audio_s:.3f}; words on silence+noise: {b_run[2]}",
            },
            {
                "metric": "WER, auto (base detects en/zh, tiny.en transcribes English)",
                "value": round(a_run[1], 4),
                "unit": "",
                "note": f"RTF {a_run[0] / audio_s:.3f}; words on silence+noise: {a_run[2]}",
            },
            {
                "metric": "live: end of phrase -> final text",
                "value": round(live_ms, 1),
                "unit": "ms",
                "note": "100 ms chunks; VAD every 200 ms, 500 ms of silence ends a phrase",
            },
        ],
    }


if __name__ == "__main__":
    print(json.dumps(run(), indent=2))
