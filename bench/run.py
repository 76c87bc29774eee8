"""Run every benchmark (bench/bench_*.py), write bench/results/<name>.json, print a Markdown table.

Each benchmark module has ``run() -> dict`` returning
``{"name": str, "metrics": [{"metric", "value", "unit", "raw"?, "ratio"?, "note"?}]}``
and is run in its own process so one benchmark's memory and threads do not colour the next.
Usage: python -m bench.run [NAME ...]
"""

from __future__ import annotations

import importlib
import json
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results"


def discover() -> list[str]:
    return sorted(p.stem.removeprefix("bench_") for p in HERE.glob("bench_*.py"))


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


def table(results: list[dict]) -> str:  # type: ignore[type-arg]
    lines = [
        "| benchmark | metric | Tandem | raw library | ratio | unit |",
        "|---|---|---|---|---|---|",
    ]
    for r in results:
        if r.get("error"):
            lines.append(f"| {r['name']} | error: {r['error']} | | | | |")
        for m in r["metrics"]:
            lines.append(
                f"| {r['name']} | {m['metric']} | {fmt(m['value'])} | "
                f"{fmt(m.get('raw'))} | {fmt(m.get('ratio'))} | {m.get('unit', '')} |"
            )
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    names = argv or discover()
    RESULTS.mkdir(exist_ok=True)
    results = []
    for name in names:
        importlib.import_module(f"bench.bench_{name}")  # fail fast on a typo
        t0 = time.perf_counter()
        result = run_one(name)
        result["wall_s"] = round(time.perf_counter() - t0, 2)
        result["when"] = time.strftime("%Y-%m-%d %H:%M:%S")
        (RESULTS / f"{name}.json").write_text(json.dumps(result, indent=2, ensure_ascii=False))
        results.append(result)
        print(f"{name}: {result['wall_s']} s", file=sys.stderr)
    print(table(results))
    return 0 if not any(r.get("error") for r in results) else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
