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


def test_eval_routing_uses_the_local_models_calibration(
    cli_env: dict[str, str], tmp_path: Path, tandem_home: Path
) -> None:
    """A calibration for the configured (bundled) model file is what `eval routing` scores
    with; --shipped scores with the shipped estimate (issue 26 item 6)."""
    import random

    from app.core.engines.local_types import BUNDLED_MODEL
    from app.core.models.model_files import local_path
    from app.core.routing.calibration import CalibrationFile, fit, model_identity
    from app.core.routing.difficulty import shipped_model
    from app.core.store.model_labels import Label

    key, name = model_identity(local_path(*BUNDLED_MODEL))
    rng = random.Random(1)
    labels = []
    for i in range(200):  # this model gets the math right, nothing else
        cheap = [rng.uniform(0, 6), rng.uniform(0, 5)] + [
            float(rng.randint(0, 3)) for _ in range(8)
        ]
        labels.append(Label(f"r{i}", None, [*cheap, 0.0, 1.0], 0.9 if cheap[5] >= 2 else 0.1, None))
    shipped = shipped_model()
    assert shipped is not None
    cal = fit(key, name, labels, shipped)
    assert cal.used
    CalibrationFile().put(cal)
    data = tmp_path / "labels.jsonl"
    data.write_text("\n".join(json.dumps(x, ensure_ascii=False) for x in LINES) + "\n")
    out = json.loads(run(["eval", "routing", str(data), "--json"], cli_env).stdout)
    assert out["estimate"] == {
        "model_file": name,
        "calibrated": True,
        "labels": 200,
        "why": "calibrated estimate in use",
    }
    out = json.loads(run(["eval", "routing", str(data), "--json", "--shipped"], cli_env).stdout)
    assert out["estimate"]["calibrated"] is False


def test_eval_routing_rejects_bad_lines(cli_env: dict[str, str], tmp_path: Path) -> None:
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"prompt": "hi"}\n')
    proc = run(["eval", "routing", str(bad)], cli_env)
    assert proc.returncode == 2
    assert proc.stderr.strip().count("\n") == 0 and "local_ok" in proc.stderr
    proc = run(["eval", "routing", str(tmp_path / "missing.jsonl")], cli_env)
    assert proc.returncode == 2 and "cannot read" in proc.stderr
