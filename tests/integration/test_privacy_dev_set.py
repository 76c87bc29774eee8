"""The gate measured on the shared labeled dev set and on a hand-written probe set of hard cases
(other names, conditions, phrasings and formats; look-alikes that must pass).

Thresholds are the issue's acceptance figures, which the gate reaches with margin to spare on the
dev set (all figures 1.0 when this was written); the probe set guards generalisation.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from app.core.privacy.evaluation import STRUCTURED_TYPES, Report, evaluate, load_jsonl

pytestmark = pytest.mark.integration

PROBE = Path(__file__).parent / "data" / "privacy_probe.jsonl"


@pytest.fixture(scope="module")
def dev_report() -> Report:
    from tests.conftest import SHARED_DATA

    return evaluate(load_jsonl(SHARED_DATA / "privacy_dev.jsonl"))


def test_dev_structured_entities(dev_report: Report) -> None:
    precision, recall = dev_report.precision_recall(STRUCTURED_TYPES)
    assert recall >= 0.99, dev_report.misses
    assert precision >= 0.97, dev_report.misses
    exact_p, exact_r = dev_report.precision_recall(STRUCTURED_TYPES, exact=True)
    assert exact_p >= 0.97 and exact_r >= 0.97


@pytest.mark.parametrize("entity_type", ["PERSON", "ADDRESS", "HEALTH"])
def test_dev_names_addresses_health_recall(dev_report: Report, entity_type: str) -> None:
    precision, recall = dev_report.precision_recall([entity_type])
    assert recall >= 0.85, dev_report.misses
    assert precision >= 0.85, dev_report.misses


def test_dev_levels(dev_report: Report) -> None:
    assert dev_report.restricted_recall >= 0.99
    assert dev_report.public_escalation_rate <= 0.03
    assert dev_report.level_accuracy >= 0.97, dev_report.misses


def test_probe_set_generalises() -> None:
    rep = evaluate(load_jsonl(PROBE))
    assert rep.n >= 60
    precision, recall = rep.precision_recall(STRUCTURED_TYPES)
    assert recall >= 0.95 and precision >= 0.95, rep.misses
    assert rep.restricted_recall >= 0.95, rep.misses
    assert rep.public_escalation_rate <= 0.05, rep.misses
    assert rep.level_accuracy >= 0.93, rep.misses
