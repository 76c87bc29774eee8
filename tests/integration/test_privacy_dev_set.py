"""The gate measured on the shared labeled dev set and on a hand-written probe set of hard cases
(other names, conditions, phrasings and formats; look-alikes that must pass).

On the dev set every figure was 1.0 when this was written (per type, span-exact and overlap); the
assertions sit just below that, well above the issue's acceptance figures (structured recall
0.99 / precision 0.97, PERSON/ADDRESS/HEALTH recall 0.85, restricted 99%, public escalated <= 3%).
The probe set guards generalisation to other names, conditions, phrasings and formats.
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
    assert recall >= 0.995, dev_report.misses
    assert precision >= 0.995, dev_report.misses
    exact_p, exact_r = dev_report.precision_recall(STRUCTURED_TYPES, exact=True)
    assert exact_p >= 0.99 and exact_r >= 0.99


@pytest.mark.parametrize("entity_type", ["PERSON", "ADDRESS", "HEALTH"])
def test_dev_names_addresses_health_recall(dev_report: Report, entity_type: str) -> None:
    precision, recall = dev_report.precision_recall([entity_type])
    assert recall >= 0.95, dev_report.misses
    assert precision >= 0.95, dev_report.misses


def test_dev_levels(dev_report: Report) -> None:
    assert dev_report.restricted_recall == 1.0, dev_report.misses
    assert dev_report.public_escalation_rate == 0.0, dev_report.misses
    assert dev_report.level_accuracy >= 0.99, dev_report.misses


def test_probe_set_generalises() -> None:
    rep = evaluate(load_jsonl(PROBE))
    assert rep.n >= 100
    precision, recall = rep.precision_recall(STRUCTURED_TYPES)
    assert recall >= 0.97 and precision >= 0.97, rep.misses
    for entity_type in ("PERSON", "ADDRESS", "HEALTH"):
        assert rep.precision_recall([entity_type])[1] >= 0.9, rep.misses
    assert rep.restricted_recall >= 0.97, rep.misses
    assert rep.public_escalation_rate <= 0.03, rep.misses
    assert rep.level_accuracy >= 0.95, rep.misses
