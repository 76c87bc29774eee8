"""Local LLM: Tandem's local engine against raw llama-cpp-python, same GGUF, prompt, threads,
greedy.

Tandem = :class:`HostedLLM`, the engine Tandem uses by default (``[local] model_process``): the
model in its own process, tokens crossing a socket to this one. Raw =
``Llama.create_chat_completion(stream=True)`` in this process, the library's own streaming chat
API. Both load the model alike: ``llama_compat.load_llama`` in Tandem's model process and here
(llama.cpp's extra weight buffers off where the CPU advertises AMX, where the raw default
crashes on any multi-token prompt; on otherwise), so what is measured is Tandem's engine code:
the process hop, worker thread, asyncio queue, per-token log-probabilities. Time to first token
is the median of short runs alternating who goes first (the KV cache cleared before each, on
both sides); decode speed is one over the median gap between streamed tokens, which a shared
machine's preemption bursts distort least. The cancel and follow-up rows time
:class:`LocalLLM` in this process, the engine the model process runs unchanged (its worker
thread is what a cancel frees).
"""

from __future__ import annotations

import asyncio
import itertools
import statistics
import time
from typing import Any

from app.core.engines.base import ChatMessage
from app.core.engines.llama_compat import load_llama
from app.core.engines.llm_host import HostedLLM
from app.core.engines.local_llm import BUNDLED_MODEL, LocalLLM, physical_cores
from app.core.models.model_files import local_path
from bench.common import llama_load_note

RUNS = 6
TTFT_RUNS = 12
MAX_TOKENS = 96
PROMPT = [
    ChatMessage("system", "You are a helpful assistant. Answer in plain prose."),
    ChatMessage("user", "Explain how a bicycle works, covering pedals, chain, gears and brakes."),
]
PASSAGES = " ".join(
    f"Passage {i}: the office in building {i} opens at {8 + i % 3} am and closes at six pm."
    for i in range(40)
)


async def _tandem_run(
    engine: LocalLLM | HostedLLM, msgs: list[ChatMessage], max_tokens: int = MAX_TOKENS
) -> tuple[float, list[float]]:
    """(ms to the first token, arrival gaps in seconds between the following tokens)."""
    t0 = time.perf_counter()
    stream = engine.stream(msgs, max_tokens=max_tokens, temperature=0)
    stamps = [time.perf_counter() async for _ in stream]
    return (stamps[0] - t0) * 1000, [b - a for a, b in itertools.pairwise(stamps)]


def _raw_run(
    llm: Any, msgs: list[ChatMessage], max_tokens: int = MAX_TOKENS
) -> tuple[float, list[float]]:
    t0 = time.perf_counter()
    stamps = [
        time.perf_counter()
        for chunk in llm.create_chat_completion(
            [{"role": m.role, "content": m.content} for m in msgs],
            max_tokens=max_tokens,
            temperature=0,
            stream=True,
        )
        if chunk["choices"][0]["delta"].get("content")
    ]
    return (stamps[0] - t0) * 1000, [b - a for a, b in itertools.pairwise(stamps)]


async def _cancel_latency(engine: LocalLLM) -> float:
    """ms from ``cancel()`` (after 5 tokens) until the worker thread is free again."""
    count = 0
    async for _ in engine.stream(PROMPT, max_tokens=400, temperature=0):
        count += 1
        if count == 5:
            t_cancel = time.perf_counter()
            engine.cancel()
    t_free = await engine.worker.run(time.perf_counter)
    return (t_free - t_cancel) * 1000


async def _cancel_prefill_latency(engine: LocalLLM) -> float:
    """ms from ``cancel()`` 50 ms into reading a ~950-token prompt until the worker is free."""
    engine.reset_cache()
    msgs = [PROMPT[0], ChatMessage("user", PASSAGES)]
    task = asyncio.ensure_future(_drain(engine.stream(msgs, max_tokens=8)))
    await asyncio.sleep(0.05)
    t_cancel = time.perf_counter()
    engine.cancel()
    t_free = await engine.worker.run(time.perf_counter)
    await task
    return (t_free - t_cancel) * 1000


async def _drain(stream: Any) -> None:
    async for _ in stream:
        pass


async def _follow_up_ttft(engine: LocalLLM, reuse: bool) -> float:
    turn1 = [PROMPT[0], ChatMessage("user", PASSAGES + "\n\nWhen does building 4 open?")]
    engine.reset_cache()
    reply = "".join([t.text async for t in engine.stream(turn1, max_tokens=24, temperature=0)])
    turn2 = [*turn1, ChatMessage("assistant", reply), ChatMessage("user", "And building 5?")]
    if not reuse:
        engine.reset_cache()
    t0 = time.perf_counter()
    async for _ in engine.stream(turn2, max_tokens=1, temperature=0):
        pass
    return (time.perf_counter() - t0) * 1000


async def _measure() -> dict[str, Any]:
    path = local_path(*BUNDLED_MODEL)
    threads = physical_cores()
    hosted = HostedLLM(path, n_threads=threads, n_ctx=2048)
    hosted.load()
    raw = load_llama(path, n_ctx=2048, n_threads=threads, n_threads_batch=threads, verbose=False)
    tandem_runs, raw_runs = [], []
    for i in range(RUNS + 1):  # run 0 warms page cache and graph allocation on both sides
        hosted.reset_cache()
        raw.reset()
        if i % 2:  # alternate who goes first so background load hits both alike
            t_run, r_run = await _tandem_run(hosted, PROMPT), _raw_run(raw, PROMPT)
        else:
            r_run, t_run = _raw_run(raw, PROMPT), await _tandem_run(hosted, PROMPT)
        if i:
            tandem_runs.append(t_run)
            raw_runs.append(r_run)
    # First-token time on its own: short answers, many alternating runs, a pause between them
    # so neither side starts while the other's threads still hold the cores.
    first_t, first_r = [], []
    for i in range(TTFT_RUNS):
        hosted.reset_cache()
        raw.reset()
        await asyncio.sleep(0.05)
        if i % 2:
            first_t.append((await _tandem_run(hosted, PROMPT, 2))[0])
            await asyncio.sleep(0.05)
            first_r.append(_raw_run(raw, PROMPT, 2)[0])
        else:
            first_r.append(_raw_run(raw, PROMPT, 2)[0])
            await asyncio.sleep(0.05)
            first_t.append((await _tandem_run(hosted, PROMPT, 2))[0])
    hosted.close()
    raw.close()
    # The model process's own engine, in this process: what a cancel frees is its worker.
    engine = LocalLLM(path, n_threads=threads, n_ctx=2048)
    engine.load()
    cancels = [await _cancel_latency(engine) for _ in range(RUNS)]
    prefill_cancels = [await _cancel_prefill_latency(engine) for _ in range(3)]
    warm = [await _follow_up_ttft(engine, True) for _ in range(3)]
    cold = [await _follow_up_ttft(engine, False) for _ in range(3)]
    prompt_tokens = engine.last_stats.prompt_tokens if engine.last_stats else 0
    engine.close()

    def tps(runs: list[tuple[float, list[float]]]) -> float:
        # Median gap between tokens: robust to the preemption bursts of a shared machine.
        return 1.0 / statistics.median(g for r in runs for g in r[1])

    return {
        "ttft": (statistics.median(first_t), statistics.median(first_r)),
        "tps": (tps(tandem_runs), tps(raw_runs)),
        "tokens": (sum(len(r[1]) + 1 for r in tandem_runs), sum(len(r[1]) + 1 for r in raw_runs)),
        "cancel": statistics.median(cancels),
        "cancel_prefill": statistics.median(prefill_cancels),
        "warm": statistics.median(warm),
        "cold": statistics.median(cold),
        "follow_prompt": prompt_tokens,
        "threads": threads,
    }


def run() -> dict[str, Any]:
    m = asyncio.run(_measure())
    ttft, tps = m["ttft"], m["tps"]
    note = (
        f"SmolLM2-135M Q4_1, {m['threads']} threads, greedy, {RUNS} runs alternating who goes "
        f"first; Tandem = the model in its own process (HostedLLM); {llama_load_note()}"
    )
    return {
        "name": "llm",
        "metrics": [
            {
                "metric": "time to first token",
                "value": round(ttft[0], 1),
                "raw": round(ttft[1], 1),
                "ratio": round(ttft[0] / ttft[1], 3),
                "unit": "ms",
                "note": f"SmolLM2-135M Q4_1, {m['threads']} threads, 41-token prompt, median of "
                f"{TTFT_RUNS} runs alternating who goes first; Tandem = the model in its own "
                f"process (HostedLLM); {llama_load_note()}; added {ttft[0] - ttft[1]:+.1f} ms",
            },
            {
                "metric": "decode speed",
                "value": round(tps[0], 1),
                "raw": round(tps[1], 1),
                "ratio": round(tps[0] / tps[1], 3),
                "unit": "tok/s",
                "note": f"{note}; 1 / median gap between streamed tokens, per-token log-probs "
                f"included; tokens streamed {m['tokens']}",
            },
            {
                "metric": "cancel -> worker free",
                "value": round(m["cancel"], 2),
                "unit": "ms",
                "note": "cancel() after 5 tokens until the worker thread is idle (LocalLLM, "
                "the engine inside the model process)",
            },
            {
                "metric": "cancel during a long prompt -> worker free",
                "value": round(m["cancel_prefill"], 1),
                "unit": "ms",
                "note": "cancel() 50 ms into a ~950-token prompt (read in 128-token slices)",
            },
            {
                "metric": "follow-up first token: KV cache reused vs cleared (Tandem both)",
                "value": round(m["warm"], 1),
                "raw": round(m["cold"], 1),
                "ratio": round(m["warm"] / m["cold"], 3),
                "unit": "ms",
                "note": f"compared with Tandem itself, the same turn with its cache cleared (raw "
                f"llama-cpp-python also reuses a matching prefix: not a library comparison); "
                f"{m['follow_prompt']}-token prompt",
            },
        ],
    }


if __name__ == "__main__":
    import json

    print(json.dumps(run(), indent=2))
