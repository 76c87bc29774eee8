"""The router that learns each model (issue 26 item 6): labels from hybrid runs, the comparison,
the per-model calibration and its gate. Fast: fakes for the embedder, the real stores."""

from __future__ import annotations

import math
import random
from pathlib import Path
from typing import Any

import numpy as np

from app.core.pipeline import AskRequest
from app.core.routing.agreement import AGREE_AT, numbers_disagree, score, upgrade_span
from app.core.routing.calibration import (
    MIN_LABELS,
    CalibrationFile,
    calibrated_model,
    due,
    fit,
    model_identity,
    refresh,
)
from app.core.routing.difficulty import CHEAP_FEATURES, shipped_model
from app.core.store.model_labels import Label, LabelStore
from tests.unit.pipeline_fakes import FakeCloud, FakeLocal
from tests.unit.test_pipeline import collect, make


def test_numbers_decide_where_they_are_the_answer() -> None:
    assert numbers_disagree("12 + 7 = 20", "12 + 7 = 19")
    assert numbers_disagree("It is about twenty.", "The answer is 19.")
    assert not numbers_disagree("The sum is 19.", "12 + 7 = 19")
    assert not numbers_disagree("Paris.", "The capital of France is Paris.")
    assert not numbers_disagree("x", "A long essay with 3 numbers. " * 30)  # not the point there
    same = [1.0, 0.0]
    assert score("12 + 7 = 20", "12 + 7 = 19", same, same) < AGREE_AT
    assert score("The sum is 19", "12 + 7 = 19", same, same) == 1.0
    assert score("", "anything", same, same) == 0.0
    assert math.isclose(score("a", "b", [1.0, 0.0], [0.0, 1.0]), 0.0)


def test_a_cut_draft_is_compared_with_the_upgrades_beginning() -> None:
    up = "word " * 200
    assert upgrade_span("short draft here", up, True) == up
    assert len(upgrade_span("x" * 100, up, False)) == 150


def test_model_identity_is_per_file(tmp_path: Path) -> None:
    a, b = tmp_path / "a.gguf", tmp_path / "b.gguf"
    a.write_bytes(b"x" * 10)
    b.write_bytes(b"x" * 11)
    assert model_identity(a)[0] != model_identity(b)[0]
    moved = tmp_path / "sub"
    moved.mkdir()
    (moved / "a.gguf").write_bytes(b"x" * 10)
    assert model_identity(moved / "a.gguf") == model_identity(a)  # moved: still its labels
    assert model_identity(None)[0] == "none"


def test_the_store_keeps_features_and_drops_the_texts(tandem_home: Path) -> None:
    store = LabelStore()
    store.record(
        "r1",
        model_key="k",
        model_name="m.gguf",
        question="What is 2 + 2?",
        draft="4",
        upgrade="2 + 2 = 4",
        language_supported=True,
        context_chars=0,
        draft_complete=True,
    )
    assert [p.request_id for p in store.pending()] == ["r1"]
    assert store.flip("r1", True) and not store.flip("nope", True)

    def embed(texts: list[str]) -> np.ndarray:
        return np.ones((len(texts), 512), dtype=np.float32) / math.sqrt(512)

    from app.core.routing.calibration import label_pending

    assert label_pending(store, embed) == 1
    assert store.pending() == []
    (lab,) = store.labels("k")
    assert lab.flipped is True and lab.agreement > 0.99 and len(lab.cheap) == len(CHEAP_FEATURES)
    assert lab.embedding is not None and len(np.frombuffer(lab.embedding, np.float32)) == 512
    row = store._db.execute("SELECT question, draft, upgrade FROM labels").fetchone()
    assert row == (None, None, None)  # the texts are gone once compared
    (count,) = store.counts()
    assert (count.labelled, count.pending, count.flipped) == (1, 0, 1)
    store.close()


def _labels(n: int, rule: Any, seed: int = 0) -> list[Label]:
    """Labels whose truth follows ``rule(cheap)``, on random cheap features."""
    rng = random.Random(seed)
    out = []
    for i in range(n):
        cheap = [rng.uniform(0, 6), rng.uniform(0, 5)] + [
            float(rng.randint(0, 3)) for _ in range(8)
        ]
        cheap += [0.0, 1.0]
        ok = rule(cheap)
        out.append(Label(f"r{i}", None, cheap, 0.9 if ok else 0.1, None))
    return out


def test_too_few_labels_keep_the_shipped_estimate() -> None:
    shipped = shipped_model()
    assert shipped is not None
    cal = fit("k", "m.gguf", _labels(MIN_LABELS - 1, lambda c: c[5] > 1), shipped)
    assert not cal.used and "until" in cal.why
    assert calibrated_model(shipped, cal) is shipped


def test_a_model_that_fails_elsewhere_gets_its_own_estimate(tandem_home: Path) -> None:
    shipped = shipped_model()
    assert shipped is not None
    # This model gets the math right (math markers, index 5) and nothing else.
    cal = fit("k", "m.gguf", _labels(200, lambda c: c[5] >= 2), shipped)
    assert cal.used, cal.summary()
    assert cal.cv_apgr_calibrated is not None and cal.cv_apgr_shipped is not None
    assert cal.cv_apgr_calibrated > cal.cv_apgr_shipped
    model = calibrated_model(shipped, cal)
    assert model is not shipped and model.meta["calibrated"] == {"model_name": "m.gguf", "n": 200}
    math_q = "Derive the closed form and prove it by induction: integral of x^2."
    assert model.p_ok(math_q) > shipped.p_ok(math_q)
    # The quality presets keep their cloud share on this model's requests: same count sent up.
    t = cal.thresholds
    assert t is not None and t["low"] <= t["mid"] <= t["high"]
    assert model.thresholds(None) == (t["low"], t["mid"], t["high"])
    labels = _labels(200, lambda c: c[5] >= 2)
    mid_shipped = float(shipped.meta["thresholds"]["mid"])
    up_shipped = sum(shipped.cheap.p(lab.cheap) < mid_shipped for lab in labels)
    up_calibrated = sum(model.cheap.p(lab.cheap) < t["mid"] for lab in labels)
    assert up_calibrated == up_shipped
    # Round trip through the data home's file.
    CalibrationFile().put(cal)
    again = CalibrationFile().get("k")
    assert again is not None and again.used and again.full is not None
    assert math.isclose(calibrated_model(shipped, again).p_ok(math_q), model.p_ok(math_q))


def test_refresh_refits_only_when_labels_changed(tandem_home: Path) -> None:
    shipped = shipped_model()
    assert shipped is not None
    store = LabelStore()
    for i in range(MIN_LABELS):
        store.record(
            f"r{i}",
            model_key="k",
            model_name="m.gguf",
            question=f"What is {i} + {i}?",
            draft=str(2 * i if i % 2 else 2 * i + 1),
            upgrade=f"{i} + {i} = {2 * i}",
            language_supported=True,
            context_chars=0,
            draft_complete=True,
        )
    assert due(store, "k")

    def embed(texts: list[str]) -> np.ndarray:
        return np.ones((len(texts), 512), dtype=np.float32)

    (cal,) = refresh(store, embed, shipped)
    assert cal.n == MIN_LABELS and 0.4 < cal.agree_rate < 0.6  # the odd ones agreed
    assert not due(store, "k")
    (same,) = refresh(store, embed, shipped)
    assert same.fitted_at == cal.fitted_at  # nothing new: not refitted
    store.close()


async def test_a_hybrid_run_labels_the_device_model_and_a_flip_back_counts(
    tandem_home: Path,
) -> None:
    p = make(FakeLocal(["Paris", "."]), FakeCloud(["The capital ", "is Paris."], start_delay=0.05))
    events = await collect(p, AskRequest("What is the capital of France?", mode="hybrid"))
    rid = events[-1].request_id
    assert events[-1].source == "cloud"
    (pending,) = p.signals.labels.pending()
    assert (pending.question, pending.draft, pending.upgrade) == (
        "What is the capital of France?",
        "Paris.",
        "The capital is Paris.",
    )
    assert p.record_verdict(rid, accepted=False)  # the user went back to the draft
    (count,) = p.signals.labels.counts()
    assert count.flipped == 1 and count.model_name == model_identity(p.signals.model_path())[1]
    # Not recorded: a --no-history request, a local-only one.
    await collect(p, AskRequest("What is the capital of Spain?", mode="hybrid", no_history=True))
    await collect(p, AskRequest("What is the capital of Italy?", mode="local"))
    assert len(p.signals.labels.pending()) == 1
    p.close()


async def test_an_escalated_draft_is_a_label_too(tandem_home: Path) -> None:
    """Auto mode kept it local, the draft was weak, the cloud answered after it: both answered."""
    p = make(FakeLocal(["meh"], logprob=-3.0), FakeCloud(["better"]))
    events = await collect(p, AskRequest("hello", mode="auto"))
    assert events[1].plan == "local" and events[-1].source == "cloud"
    (pending,) = p.signals.labels.pending()
    assert (pending.draft, pending.upgrade, pending.draft_complete) == ("meh", "better", True)
    p.close()
