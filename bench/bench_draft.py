"""Time to the first draft token (issue 17), with and without retrieved passages.

- Cold: ``tandem ask --mode local --json`` in a fresh process (process start -> first draft
  event) against a raw llama-cpp-python script that loads the same model and streams the same
  prompt (the messages the draft actually sends), runs interleaved with who goes first
  alternating, median of ``COLD_RUNS``; the raw script loads the model as Tandem does on this
  CPU (llama.cpp's extra weight buffers off where AMX is advertised: bench/common.py);
  with the system prompt's KV state stored by an earlier start (every start but the first) and,
  for the question without documents, also without it (the first start).
- Warm: one pipeline in this process, the bundled model loaded, the shared corpus indexed and the
  relevance floor off so every question retrieves four passages; request -> first draft event
  for each shared question, the draft reading all four passages (the old prompt) or the best one
  (``[limits] draft_passages = 1``, the default). Quality of both drafts on the same questions
  (first ``WARM_TOKENS`` tokens): the share that contains the expected answer, and that cites [1].

Usage: python -m bench.run draft
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from app.core.monitor.stats import percentile
from bench.common import RAW_LLAMA_PRELUDE, llama_load_note, paired, raw_llama_args

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "data" / "corpus"
if not CORPUS.is_dir():
    CORPUS = Path("/work/shared/data/corpus")
COLD_RUNS = 7
WARM_TOKENS = 64  # the shared questions' answers are short facts; this bounds the run's time
NO_DOCS_QUESTION = "What is a write-ahead log, in two sentences?"
DOCS_QUESTION = "How many unused leave days can be carried over?"

RAW_SCRIPT = (
    r"""
import json, sys
path, threads, messages, EXTRA_BUFFERS = (
    sys.argv[1], int(sys.argv[2]), json.loads(sys.argv[3]), sys.argv[4])
"""
    + RAW_LLAMA_PRELUDE
    + r"""
from llama_cpp import Llama
llm = Llama(model_path=path, n_ctx=2048, n_threads=threads, n_threads_batch=threads,
            seed=0, verbose=False)
for chunk in llm.create_chat_completion(messages, stream=True, max_tokens=16, temperature=0.2):
    if chunk["choices"][0]["delta"].get("content"):
        print("FIRST", flush=True)
        break
"""
)


def _questions() -> list[dict[str, Any]]:
    lines = (CORPUS / "questions.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def _first_line_s(cmd: list[str], marker: str, env: dict[str, str]) -> float:
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True, env=env, cwd=ROOT)
    first = None
    assert proc.stdout is not None
    for line in proc.stdout:
        if first is None and marker in line:
            first = time.perf_counter() - t0
    proc.wait()
    if first is None:
        raise RuntimeError(f"no {marker!r} from {cmd[:3]}")
    return first


def _draft_messages(question: str, collection: bool) -> list[dict[str, str]]:
    """The messages Tandem's draft sends for ``question`` (the same prompt for the raw run)."""
    from app.core.pipeline.prompt import build_draft_messages
    from app.core.rag.document_store import DocumentStore
    from app.core.routing.rules import RulesFile

    passages: list[str] = []
    if collection:
        store = DocumentStore()
        try:
            hits = store.search(question, ["corpus"], 4, min_score=store.min_score)
            passages = [h.text for h in hits if h.score > 0]
        finally:
            store.close()
    rules = RulesFile().current()
    msgs = build_draft_messages(
        question, [], passages, keep=rules.draft_passages, max_chars=rules.draft_passage_chars
    )
    return [{"role": m.role, "content": m.content} for m in msgs]


def _raw_cmd(model: str, question: str, collection: bool) -> list[str]:
    from app.core.engines.worker import physical_cores

    messages = json.dumps(_draft_messages(question, collection))
    return [
        sys.executable,
        "-c",
        RAW_SCRIPT,
        model,
        str(physical_cores()),
        messages,
        *raw_llama_args(),
    ]


def _ask_cmd(question: str, coll: list[str]) -> list[str]:
    ask = [sys.executable, "-m", "app", "ask", "--mode", "local", "--json", "--no-history"]
    return [*ask, *coll, question]


def _pair_row(
    metric: str,
    ours: Callable[[], float],
    raw_cmd: list[str],
    env: dict[str, str],
    note: str,
) -> dict[str, Any]:
    """``ours`` against the raw script, interleaved and alternating who goes first (load on the
    machine colours both alike), median of ``COLD_RUNS`` each."""
    mine, raw = [], []
    for i in range(COLD_RUNS):
        t, r = paired(i, ours, lambda: _first_line_s(raw_cmd, "FIRST", env))
        mine.append(t)
        raw.append(r)
    return _cold_row(metric, statistics.median(mine), statistics.median(raw), note)


def _cold_row(metric: str, t: float, r: float, note: str) -> dict[str, Any]:
    """A cold row: Tandem's median ``t`` against the raw script's ``r``, in seconds."""
    return {
        "metric": metric,
        "value": round(t * 1000),
        "raw": round(r * 1000),
        "ratio": round(t / r, 2),
        "unit": "ms",
        "table_note": f"{note}; cold process, median of {COLD_RUNS}, alternating who goes "
        f"first; {llama_load_note()}; Tandem minus raw "
        f"{round((t - r) * 1000)} ms",
    }


def _cold(env: dict[str, str]) -> list[dict[str, Any]]:
    from app.core.engines.local_types import bundled_model_path

    model = str(bundled_model_path())
    raw_note = "raw llama-cpp-python script, same model and prompt"
    stored = Path(env["TANDEM_HOME"]) / "prompt-cache"
    rows = []
    # An untimed first start stores the system prompt's KV state (engines/prompt_cache.py);
    # the rows read it back, as every start after the first does, but the "first start" row.
    _first_line_s(_ask_cmd(NO_DOCS_QUESTION, []), '"draft"', env)
    for label, question, coll, note in (
        ("no documents", NO_DOCS_QUESTION, [], "the system prompt's KV state read from disk"),
        (
            "no documents, first start",
            NO_DOCS_QUESTION,
            [],
            "no stored KV state (removed before each run): the first start after an install "
            "or a model change",
        ),
        (
            "one collection (best passage)",
            DOCS_QUESTION,
            ["--collection", "corpus"],
            "the system prompt's KV state read from disk",
        ),
    ):
        cmd = _ask_cmd(question, coll)
        first_start = label.endswith("first start")

        def ours(cmd: list[str] = cmd, first_start: bool = first_start) -> float:
            if first_start:
                shutil.rmtree(stored, ignore_errors=True)
            return _first_line_s(cmd, '"draft"', env)

        rows.append(
            _pair_row(
                f"cold `tandem ask` start -> first draft token, {label}",
                ours,
                _raw_cmd(model, question, bool(coll)),
                env,
                f"{note}; {raw_note}",
            )
        )
    # The same without documents, the model in Tandem's own process ([local] model_process =
    # false): what it was before the model got its own process.
    home = Path(tempfile.mkdtemp(prefix="tandem-bench-inproc-"))
    shutil.copytree(stored, home / "prompt-cache")
    (home / "settings.toml").write_text("[local]\nmodel_process = false\n", encoding="utf-8")
    in_process = dict(env, TANDEM_HOME=str(home))
    cmd = _ask_cmd(NO_DOCS_QUESTION, [])
    rows.append(
        _pair_row(
            "cold `tandem ask` start -> first draft token, no documents, model in-process",
            lambda: _first_line_s(cmd, '"draft"', in_process),
            _raw_cmd(model, NO_DOCS_QUESTION, False),
            env,
            f"`[local] model_process = false`; {raw_note}",
        )
    )
    rows.extend(_window_rows(env, _raw_cmd(model, NO_DOCS_QUESTION, False), stored))
    return rows


def _window_rows(env: dict[str, str], raw_cmd: list[str], stored: Path) -> list[dict[str, Any]]:
    """The window's first question, typed as soon as the window has painted: from process
    start to the first draft token on screen, and from the question to it (what the user
    waits for once the window is there), both against the raw script's load + first token for
    the same prompt, interleaved, median of ``COLD_RUNS``."""
    launch, asked, raw = [], [], []
    for i in range(COLD_RUNS):
        (start_to_first, ask_to_first), r = paired(
            i, lambda: _window_first_s(env, stored), lambda: _first_line_s(raw_cmd, "FIRST", env)
        )
        raw.append(r)
        launch.append(start_to_first)
        asked.append(ask_to_first)
    r = statistics.median(raw)
    rows = []
    for metric, values, note in (
        (
            "window: launch -> first draft token of a question asked at once",
            launch,
            "the window's own start-up included; the system prompt's KV state read from disk",
        ),
        (
            "window: that question -> its first draft token",
            asked,
            "asked the moment the window has painted (the model still loading); the target "
            "is raw + 100 ms",
        ),
    ):
        raw_note = "raw llama-cpp-python script's load + first token, same prompt"
        rows.append(_cold_row(metric, statistics.median(values), r, f"{raw_note}; {note}"))
    return rows


def _window_first_s(env: dict[str, str], stored: Path) -> tuple[float, float]:
    """(process start -> first draft token, question -> first draft token), in seconds: a
    fresh data home (no collections: no retrieval) but for the stored system prompt."""
    cmd = [sys.executable, "-m", "bench.window_first_question", NO_DOCS_QUESTION]
    fresh = tempfile.mkdtemp(prefix="tandem-bench-window-")
    shutil.copytree(stored, Path(fresh) / "prompt-cache")
    run_env = dict(env, QT_QPA_PLATFORM="offscreen", TANDEM_HOME=fresh)
    out = subprocess.run(cmd, env=run_env, cwd=ROOT, capture_output=True, text=True)
    line = next((x for x in out.stdout.splitlines() if x.startswith("{")), "{}")
    result = json.loads(line)
    first = result.get("first_draft_ms")
    if first is None:
        raise RuntimeError(f"the window showed no draft: {out.stderr[-300:]}")
    return float(first) / 1000, (float(first) - float(result["asked_ms"])) / 1000


def _contains(text: str, needles: list[str]) -> bool:
    return any(n.lower() in text.lower() for n in needles)


async def _warm(home: Path) -> list[dict[str, Any]]:
    from app.core.config import Settings
    from app.core.events import DraftEvent, FinalEvent
    from app.core.pipeline import AskRequest, Pipeline
    from app.core.rag.document_store import DocumentStore

    settings = Settings()
    settings.rag.min_score = 0.0  # four passages for every question, as the issue measured
    store = DocumentStore(min_score=0.0)
    pipeline = Pipeline(settings, store=store)
    questions = _questions()
    rules_path = home / "routing.toml"
    base = rules_path.read_text(encoding="utf-8")
    rows: list[dict[str, Any]] = []
    try:
        warm = getattr(pipeline.local(), "warm", None)
        if callable(warm):
            from app.core.pipeline.prompt import system_prefix

            await asyncio.wrap_future(warm(system_prefix()))
        store.search("warm up", ["corpus"], 4)
        results: dict[str, dict[str, Any]] = {}
        for label, keep, chars in (("all four passages", 4, 100_000), ("best passage", 1, 700)):
            text = base.replace("draft_passages = 1", f"draft_passages = {keep}")
            text = text.replace("draft_passage_chars = 700", f"draft_passage_chars = {chars}")
            text = text.replace("draft_max_tokens = 256", f"draft_max_tokens = {WARM_TOKENS}")
            rules_path.write_text(text, encoding="utf-8")
            firsts: list[float] = []
            right = cites = 0
            for q in questions:
                t0 = time.perf_counter()
                first = None
                final = ""
                request = AskRequest(q["question"], "local", ("corpus",), no_history=True)
                async for event in pipeline.ask(request):
                    if isinstance(event, DraftEvent) and first is None:
                        first = time.perf_counter() - t0
                    elif isinstance(event, FinalEvent):
                        final = event.text
                firsts.append(first if first is not None else float("nan"))
                right += _contains(final, q.get("answer_contains", []))
                cites += "[1]" in final
            results[label] = {"firsts": firsts, "right": right, "cites": cites}
        rules_path.write_text(base, encoding="utf-8")
        n = len(questions)
        old, new = results["all four passages"], results["best passage"]
        for stat, fn in (("p50", statistics.median), ("p95", _p95)):
            rows.append(
                {
                    "metric": f"warm pipeline: request -> first draft token, 4 passages retrieved, "
                    f"{stat}",
                    "value": round(fn(new["firsts"]) * 1000),
                    "raw": round(fn(old["firsts"]) * 1000),
                    "ratio": round(fn(new["firsts"]) / fn(old["firsts"]), 2),
                    "unit": "ms",
                    "table_note": f"compared with the draft reading all four passages (Tandem both); "
                    f"warm, {n} shared questions",
                }
            )
        for key, what in (("right", "contains the expected answer"), ("cites", "cites [1]")):
            rows.append(
                {
                    "metric": f"draft {what}, best passage vs all four",
                    "value": new[key],
                    "raw": old[key],
                    "unit": f"of {n}",
                    "table_note": "bundled 135M model, shared questions; compared with all four passages",
                }
            )
    finally:
        pipeline.close()
        store.close()
    return rows


def _p95(values: list[float]) -> float | None:
    return percentile(values, 95)


def run() -> dict[str, Any]:
    home = Path(
        os.environ.setdefault("TANDEM_HOME", tempfile.mkdtemp(prefix="tandem-bench-draft-"))
    )
    from app.core.rag.document_store import DocumentStore
    from app.core.routing.rules import RulesFile

    RulesFile().current()  # writes routing.toml with the defaults
    with DocumentStore() as store:
        store.index([CORPUS / "docs"], "corpus", "internal")
    env = dict(os.environ, TANDEM_HOME=str(home), PYTHONPATH=str(ROOT))
    # Tandem's bytecode as the installer leaves it (installer/bootstrap.sh): where Python may
    # not write it (PYTHONDONTWRITEBYTECODE), an edited module would otherwise be compiled
    # again in every cold run.
    import compileall

    compileall.compile_dir(ROOT / "app", quiet=2)
    metrics = _cold(env)
    metrics += asyncio.run(_warm(home))
    return {"name": "draft", "metrics": metrics}


if __name__ == "__main__":
    print(json.dumps(run(), indent=1, ensure_ascii=False))
