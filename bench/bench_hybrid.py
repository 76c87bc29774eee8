"""Hybrid pipeline benchmarks (docs/ARCHITECTURE.md §9, issue 6).

1. Perceived latency: time to the first visible token, hybrid (local draft) vs cloud-only, with
   the "cloud" = llama.cpp's OpenAI-compatible server (bundled model) behind a loopback proxy
   that emulates a link of 50, 200 and 800 ms round trip (TCP handshake + request/response, no
   TLS). raw = cloud-only, ratio = raw / hybrid. Each run builds a fresh pipeline for each side
   (no connection kept from the other side's request) and alternates which side goes first.
2. Orchestration overhead: a local-only request through the pipeline (gate, router, history,
   trace) vs the same messages streamed by LocalLLM directly. raw = direct, ratio = pipeline/raw.
   Also cold: the first question after start, the local model not yet loaded.
3. Cloud-call fraction in ``auto`` on a mixed prompt set (chat, code, translation, Chinese,
   confidential and restricted prompts), with a fast recording server as the cloud.
Medians over a few runs; the machine's two cores are shared by the local model and the server.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

RTTS_MS = (50, 200, 800)
RUNS = 5
LATENCY_PROMPTS = [
    "What is the capital of France?",
    "Name three primary colours.",
    "What is two plus two?",
]
COLD_PROMPTS = [
    "Name a large animal.",
    "Name a small bird.",
    "What colour is grass?",
    "What colour is snow?",
    "Name a planet.",
    "Name an ocean.",
]
MIXED = [
    ("hello, how are you?", "chat"),
    ("What is the capital of Italy?", "chat"),
    ("Tell me a joke about cats.", "chat"),
    ("Give me a synonym for happy.", "chat"),
    ("What day comes after Monday?", "chat"),
    ("Write a Python function that reverses a string.", "code"),
    ("Explain why the sky is blue.", "reasoning"),
    ("Translate 'good morning' into Chinese.", "translate"),
    ("Summarise the plot of Hamlet in two sentences.", "summarise"),
    ("今天北京的天气怎么样？", "zh"),
    ("请解释一下什么是机器学习", "zh"),
    ("Call me at 13812345678 about the meeting.", "confidential"),
    ("My ID card is 11010519491231002X, is it valid?", "restricted"),
    ("My SSN is 078-05-1120, keep it safe.", "restricted"),
    ("Is water wet?", "chat"),
    ("Recommend a good book.", "chat"),
    (
        "Summarise these notes: the launch moved to Friday, and translate them into Chinese",
        "compound",
    ),
]


def _settings(base_url: str) -> Any:
    from app.core.config import Settings

    s = Settings()
    s.cloud.provider = "custom"
    s.cloud.base_url = base_url
    s.cloud.model = "bench"
    s.cloud.timeout_s = 60
    return s


def _short_rules(home: Path, draft: int, cloud: int) -> None:
    from app.core.routing.rules import DEFAULT_RULES

    text = DEFAULT_RULES.read_text(encoding="utf-8")
    text = text.replace("draft_max_tokens = 256", f"draft_max_tokens = {draft}")
    text = text.replace("cloud_max_tokens = 512", f"cloud_max_tokens = {cloud}")
    (home / "routing.toml").write_text(text, encoding="utf-8")


async def _first_visible(pipeline: Any, question: str, mode: str) -> tuple[float, float, str]:
    from app.core.pipeline import AskRequest

    final = None
    async for event in pipeline.ask(AskRequest(question, mode=mode, no_history=True)):
        if event.kind == "final":
            final = event
    assert final is not None, "no final event"
    return final.timings.first_token_ms, final.timings.final_ms, final.source


async def _perceived(local: Any, cloud_port: int) -> list[dict[str, Any]]:
    from app.core.pipeline import Pipeline
    from bench.common import apaired
    from tests.support.fault_server import DelayProxy

    metrics = []
    for rtt in RTTS_MS:
        proxy = DelayProxy(cloud_port, rtt / 1000)
        try:
            hybrid, cloud = [], []
            warm = Pipeline(_settings(proxy.base_url), local=local)
            try:  # not measured: first use of the gate and of the server's prompt cache
                await _first_visible(warm, LATENCY_PROMPTS[0], "hybrid")
            finally:
                warm.close()
            for i in range(RUNS):
                q = LATENCY_PROMPTS[i % len(LATENCY_PROMPTS)]

                async def fresh(
                    mode: str, q: str = q, url: str = proxy.base_url
                ) -> tuple[float, float, str]:
                    p = Pipeline(_settings(url), local=local)
                    try:
                        return await _first_visible(p, q, mode)
                    finally:
                        p.close()

                (h_first, _, h_src), (c_first, _, c_src) = await apaired(
                    i, lambda: fresh("hybrid"), lambda: fresh("cloud")
                )
                if h_src == "cloud" and c_src == "cloud":
                    hybrid.append(h_first)
                    cloud.append(c_first)
            h, c = statistics.median(hybrid), statistics.median(cloud)
        finally:
            proxy.close()
        metrics.append(
            {
                "metric": f"time to first visible token, hybrid vs cloud-only, RTT {rtt} ms",
                "value": round(h, 1),
                "raw": round(c, 1),
                "ratio": round(c / h, 2),
                "unit": "ms",
                "note": f"median of {len(hybrid)}; ratio = cloud-only / hybrid (higher is better); "
                "a fresh pipeline per side and run, alternating which goes first",
            }
        )
    return metrics


async def _cold(cloud_port: int, rtt: int = 200, runs: int = 3) -> dict[str, Any]:
    """The first question after start: a fresh pipeline with a local model not yet loaded
    (hybrid: the draft waits for the model load) against a fresh pipeline asking the cloud only,
    each on a prompt the server has not cached."""
    from app.core.engines.local_llm import LocalLLM
    from app.core.pipeline import Pipeline
    from bench.common import apaired
    from tests.support.fault_server import DelayProxy

    proxy = DelayProxy(cloud_port, rtt / 1000)
    hybrid, cloud = [], []

    async def fresh(mode: str, question: str) -> float:
        local = LocalLLM(n_threads=1)  # not loaded: loading is part of the first answer
        p = Pipeline(_settings(proxy.base_url), local=local)
        try:
            return (await _first_visible(p, question, mode))[0]
        finally:
            p.close()
            local.close()

    try:
        for i in range(runs):
            h, c = await apaired(
                i,
                lambda i=i: fresh("hybrid", COLD_PROMPTS[2 * i]),
                lambda i=i: fresh("cloud", COLD_PROMPTS[2 * i + 1]),
            )
            hybrid.append(h)
            cloud.append(c)
    finally:
        proxy.close()
    h, c = statistics.median(hybrid), statistics.median(cloud)
    return {
        "metric": f"time to first visible token, first question after start (cold), RTT {rtt} ms",
        "value": round(h, 1),
        "raw": round(c, 1),
        "ratio": round(h / c, 3),
        "unit": "ms",
        "note": f"median of {runs}, alternating which goes first; hybrid includes loading the "
        "local model; raw = cloud-only",
        "table_note": "Tandem cloud-only, fresh pipeline; cold (model load included)",
    }


async def _overhead(local: Any) -> dict[str, Any]:
    """Time to the first draft token: what the pipeline adds before the model starts."""
    from app.core.config import Settings
    from app.core.pipeline import AskRequest, Pipeline
    from app.core.pipeline.prompt import build_messages
    from bench.common import apaired

    q = "Name a fruit that is yellow."
    direct, piped = [], []

    async def raw() -> float:
        local.reset_cache()  # both start from an empty KV cache
        t0 = time.perf_counter()
        async for _tok in local.stream(build_messages(q, [], []), max_tokens=1, temperature=0.2):
            break
        return (time.perf_counter() - t0) * 1000

    async def ours() -> float:
        p = Pipeline(Settings(), local=local)
        local.reset_cache()
        t0 = time.perf_counter()
        try:
            async for ev in p.ask(AskRequest(q, mode="local")):
                if ev.kind == "draft":
                    break
            return (time.perf_counter() - t0) * 1000
        finally:
            p.close()

    for i in range(RUNS + 2):
        t, d = await apaired(i, ours, raw)
        piped.append(t)
        direct.append(d)
    d, pp = statistics.median(direct), statistics.median(piped)
    return {
        "metric": "first draft token: pipeline vs LocalLLM.stream directly",
        "value": round(pp, 1),
        "raw": round(d, 1),
        "ratio": round(pp / d, 3),
        "unit": "ms",
        "note": f"orchestration overhead {pp - d:.1f} ms (gate, router, history, trace)",
    }


async def _cloud_fraction(local: Any) -> dict[str, Any]:
    from app.core.pipeline import AskRequest, Pipeline
    from tests.support.fault_server import FaultServer

    uploads = 0
    with FaultServer() as server:
        # The prompt mix is what is measured, not how busy the benchmark machine is.
        p = Pipeline(_settings(server.base_url), local=local, load_probe=lambda: None)
        try:
            for q, _kind in MIXED:
                async for ev in p.ask(AskRequest(q, mode="auto", no_history=True)):
                    if ev.kind == "upload":
                        uploads += 1
        finally:
            p.close()
        received = len(server.received)
    assert received == uploads, (received, uploads)
    return {
        "metric": f"cloud-call fraction in auto mode ({len(MIXED)} mixed prompts)",
        "value": round(uploads / len(MIXED), 3),
        "unit": "fraction",
        "note": "chat stays local unless the draft's confidence is low; the 2 restricted "
        "prompts are never sent; the compound one sends only its device-made summary",
    }


async def _main(home: Path) -> list[dict[str, Any]]:
    from app.core.engines.local_llm import LocalLLM
    from tests.support.fault_server import llama_server

    _short_rules(home, draft=32, cloud=32)
    # One thread: the two cores are shared with the loopback "cloud" server (and, on the dev
    # box, with other work); llama.cpp with more threads than free cores stalls on spin-waits.
    local = LocalLLM(n_threads=1)
    await local.aload()
    try:
        metrics = [await _overhead(local), await _cloud_fraction(local)]
        with llama_server(n_ctx=2048) as url:
            port = int(url.rsplit(":", 1)[1].split("/")[0])
            metrics = (await _perceived(local, port)) + [await _cold(port)] + metrics
    finally:
        local.close()
    return metrics


def run() -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="tandem-bench-hybrid-") as tmp:
        home = Path(tmp)
        os.environ["TANDEM_HOME"] = str(home)
        for var in ("TANDEM_CLOUD_BASE_URL", "TANDEM_CLOUD_MODEL", "TANDEM_CLOUD_API_KEY"):
            os.environ.pop(var, None)
        metrics = asyncio.run(_main(home))
    return {"name": "hybrid", "metrics": metrics}


if __name__ == "__main__":
    import json

    print(json.dumps(run(), indent=2))
