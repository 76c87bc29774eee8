"""Acceptance (issue 26): after 200 simulated hybrid runs with a second local model whose answers
differ in quality, the estimate calibrated from its labels beats the shipped one on that model's
held-out labels. The real label path: the label store, the real USE encoder comparing the
answers, the refit (bench/routing/second_model.py says how the runs are simulated)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bench.routing.second_model import simulate

pytestmark = [pytest.mark.integration, pytest.mark.timeout(300)]


def test_the_calibrated_estimate_beats_the_shipped_one_for_another_model(
    tandem_home: Path,
) -> None:
    out = simulate(200)
    print(json.dumps(out))  # the APGR of both, for the report
    assert out["labels"] == 200 and out["calibration"]["used"]
    assert out["label_accuracy_vs_truth"] >= 0.85  # the on-device comparison labels well
    assert out["apgr_calibrated"] >= out["apgr_shipped"] + 0.1, out
    assert out["cpt50_calibrated"] < out["cpt50_shipped"]
