"""`tandem eval routing FILE.jsonl [--png OUT] [--json]` as a subprocess (docs/ARCHITECTURE.md §3)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.conftest import tandem_cmd

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(300)]

LINES = [
    {"prompt": "Hi!", "local_ok": True},
    {"prompt": "What is the capital of France?", "local_ok": True},
    {"prompt": "What is 3 + 4?", "local_ok": True},
    {"prompt": "Write a 1,000-word story with three scenes and a title.", "local_ok": False},
    {
        "prompt": "Derive the closed form of the sum of k^3 and prove it by induction.",
        "local_ok": False,
    },
    {"prompt": "写一份两页的故障复盘报告，包括时间线和根因。", "local_ok": False},
]


def run(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(tandem_cmd(*args), env=env, capture_output=True, text=True, timeout=280)


def test_eval_routing_json_and_png(cli_env: dict[str, str], tmp_path: Path) -> None:
    data = tmp_path / "labels.jsonl"
    data.write_text("\n".join(json.dumps(x, ensure_ascii=False) for x in LINES) + "\n")
    png = tmp_path / "curve.png"
    proc = run(["eval", "routing", str(data), "--json", "--png", str(png)], cli_env)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert {"apgr", "cpt50", "cpt80", "points"} <= set(out)
    assert out["n"] == 6 and 0.0 <= out["cpt50"] <= out["cpt80"] <= 1.0
    assert out["points"][0]["cloud_fraction"] == 0.0 and out["points"][-1]["cloud_fraction"] == 1.0
    # These are easy to tell apart: the router should beat a random one (APGR 0.5).
    assert out["apgr"] > 0.6, out
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_eval_routing_rejects_bad_lines(cli_env: dict[str, str], tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"prompt": "hi"}\n')
    proc = run(["eval", "routing", str(bad)], cli_env)
    assert proc.returncode == 2
    assert proc.stderr.strip().count("\n") == 0 and "local_ok" in proc.stderr
    proc = run(["eval", "routing", str(tmp_path / "missing.jsonl")], cli_env)
    assert proc.returncode == 2 and "cannot read" in proc.stderr
