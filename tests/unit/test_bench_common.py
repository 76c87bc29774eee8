"""bench/common.py and bench/run.py's notes: pairs alternate who goes first, raw llama.cpp
scripts load as Tandem does, and every table row states its order and load."""

from __future__ import annotations

import asyncio
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bench import common, run


def test_pairs_alternate_who_goes_first() -> None:
    calls: list[str] = []

    def side(name: str) -> str:
        calls.append(name)
        return name

    results = [common.paired(i, lambda: side("ours"), lambda: side("theirs")) for i in range(4)]
    assert results == [("ours", "theirs")] * 4  # always (ours, theirs), whoever ran first
    assert calls == ["ours", "theirs", "theirs", "ours", "ours", "theirs", "theirs", "ours"]


def test_async_pairs_alternate_who_goes_first() -> None:
    calls: list[str] = []

    async def side(name: str) -> str:
        calls.append(name)
        return name

    async def body() -> list[tuple[str, str]]:
        return [await common.apaired(i, lambda: side("a"), lambda: side("b")) for i in range(2)]

    assert asyncio.run(body()) == [("a", "b"), ("a", "b")]
    assert calls == ["a", "b", "b", "a"]


@pytest.mark.parametrize(("forced", "expected"), [("0", False), ("1", True)])
def test_raw_scripts_load_as_tandem_does(
    monkeypatch: pytest.MonkeyPatch, forced: str, expected: bool
) -> None:
    """The raw script gets Tandem's own decision (llama_compat) and applies it to the same
    model-parameter field Tandem turns off."""
    monkeypatch.setenv("TANDEM_LLAMA_EXTRA_BUFFERS", forced)
    assert common.raw_llama_args() == [forced]
    code = (
        f"EXTRA_BUFFERS = {forced!r}\n"
        + common.RAW_LLAMA_PRELUDE
        + "print(_lib.llama_model_default_params().use_extra_bufts)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120
    )
    assert out.stdout.strip() == str(expected)
    assert ("on for both" if expected else "off for both") in common.llama_load_note()


def test_every_row_states_order_and_load() -> None:
    stamped = {
        "name": "llm",
        "load_before": {"load1": 1.5, "cpus": 2},
        "load_after": {"load1": 2.25, "cpus": 2},
        "commit": "0123456789abcdef",
        "when": "2026-12-06 03:30:00",
        "metrics": [{"metric": "time to first token", "value": 10.0, "raw": 8.0, "unit": "ms"}],
    }
    old = {
        "name": "hybrid",
        "when": "2026-12-01 08:00:00",
        "metrics": [{"metric": "cloud-call fraction", "value": 0.3, "unit": "fraction"}],
    }
    rows = run.table([stamped, old]).splitlines()[2:]
    assert "order: runs alternate who goes first; load 1.5 -> 2.25 on 2 CPUs" in rows[0]
    assert "commit 0123456, 2026-12-06" in rows[0]
    assert "raw llama-cpp-python" in rows[0]
    # a result file from before the load stamps says so, with how that run was ordered
    assert "cloud-only second on the same pipeline" in rows[1]
    assert "load not recorded in the result file (2026-12-01" in rows[1]
    assert "Tandem alone" in rows[1]


def test_every_benchmark_has_an_order() -> None:
    assert set(run.discover()) <= set(run.ORDERS)


def test_every_benchmark_says_warm_or_cold() -> None:
    assert set(run.discover()) <= set(run.STATES)


def test_the_readme_table_is_the_generated_one() -> None:
    """README.md's benchmark table is `python -m bench.run --table`'s output, byte for byte: no
    figure or note in it is typed by hand."""
    from pathlib import Path

    readme = (Path(run.HERE).parent / "README.md").read_text(encoding="utf-8")
    start = readme.index("<!-- bench-table -->\n") + len("<!-- bench-table -->\n")
    end = readme.index("<!-- /bench-table -->")
    assert readme[start:end].rstrip("\n") == run.table(run.saved_results(run.ORDER))


def test_bench_run_measures_only_modules_with_a_run_function() -> None:
    import importlib

    names = run.discover()
    assert "candidates" not in names  # a standalone script: `python -m bench.bench_candidates`
    for name in names:
        assert callable(getattr(importlib.import_module(f"bench.bench_{name}"), "run", None)), name


def test_results_written_by_the_run_do_not_mark_the_commit_dirty(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def git(*args: str) -> None:
        subprocess.run(["git", *args], cwd=tmp_path, check=True, capture_output=True)

    (tmp_path / "bench" / "results").mkdir(parents=True)
    (tmp_path / "bench" / "results" / "x.json").write_text("{}")
    (tmp_path / "code.py").write_text("a = 1\n")
    git("init", "-q")
    git("-c", "user.email=t@t", "-c", "user.name=t", "commit", "-qam", "x", "--allow-empty")
    git("add", "-A")
    git("-c", "user.email=t@t", "-c", "user.name=t", "commit", "-qm", "y")
    monkeypatch.setattr(run, "HERE", tmp_path / "bench")
    clean = run.head_commit()
    assert re.fullmatch(r"[0-9a-f]{40}", clean)
    (tmp_path / "bench" / "results" / "x.json").write_text('{"new": 1}')
    assert run.head_commit() == clean  # a result file the run wrote
    (tmp_path / "code.py").write_text("a = 2\n")
    assert run.head_commit() == clean + "+dirty"  # the measured code changed
