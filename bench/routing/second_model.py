"""A second local model, simulated: does the estimate calibrated from its own labels route it
better than the shipped one (trained on SmolLM2's labels)?

    python -m bench.routing.second_model [--runs 200]

The second model ("model B") answers well where SmolLM2 fails and badly where it succeeds, by
kind: sums and word problems, code and derivations mostly right; greetings, short writing and
one-fact questions often wrong (the profile in :data:`PROFILE`; which prompt it gets right is a
fixed hash draw). It declares English and Chinese.

``--runs`` hybrid runs on training-split prompts go through the real label path: the run is
recorded in the label store (store/model_labels.py) with the device's answer and the upgrade, the
answers are compared on the device with the real USE encoder (routing/agreement.py), the user
flips back to the draft on some runs B got right, and the estimate is refitted for B's model file
(routing/calibration.py). The upgrade's text is the reference answer of ``answers.jsonl``; B's
right answer is its first sentences, a wrong one an answer to another prompt (half the time one
of the same kind), or, where the answer is a number, the same text with the numbers off by one.

Scored on B's labels of the held-out split (no template shared with training,
bench/routing/split.py): APGR of the shipped estimate and of the calibrated one, both ranking as
auto mode does. Results go to bench/results/routing_second_model.json.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import re
import time
from pathlib import Path
from typing import Any

from bench.routing.label import ANSWERS, PROMPTS, read_jsonl

RESULTS = Path(__file__).parents[1] / "results" / "routing_second_model.json"
LANGUAGES = ("en", "zh")
PROFILE = {
    "arithmetic": 0.95,
    "word_problem": 0.85,
    "code": 0.8,
    "derivation": 0.75,
    "translation": 0.7,
    "definition": 0.45,
    "summary": 0.4,
    "fact": 0.35,
    "list": 0.35,
    "short_writing": 0.25,
    "chat": 0.2,
    "planning": 0.15,
    "analysis": 0.1,
    "long_writing": 0.05,
}
FLIP_BACK = 0.1  # of B's right answers, the user goes back to the draft
_NUM = re.compile(r"\d+")


def b_ok(row: dict[str, Any]) -> bool:
    """Whether model B answers this prompt acceptably (a fixed draw from its profile)."""
    u = int(hashlib.sha256(f"model-b:{row['id']}".encode()).hexdigest()[:8], 16) / 2**32
    return u < PROFILE[row["kind"]]


def _right(text: str) -> str:
    parts = re.split(r"(?<=[.!?。！？])\s*", text.strip())
    keep = max(1, (len(parts) * 2 + 2) // 3)
    return " ".join(p for p in parts[:keep] if p) or text


def _wrong(text: str, other: str, rng: random.Random) -> str:
    if _NUM.search(text) and len(text) < 400 and rng.random() < 0.5:
        return _NUM.sub(lambda m: str(int(m.group()) + 1), text)
    return other


def simulate(runs: int = 200, seed: int = 7) -> dict[str, Any]:
    """Needs ``TANDEM_HOME`` set (the label store and calibration go there)."""
    from app.core.engines.embeddings import UseEmbedder
    from app.core.routing.agreement import AGREE_AT
    from app.core.routing.calibration import (
        CalibrationFile,
        calibrated_model,
        refresh,
    )
    from app.core.routing.difficulty import shipped_model
    from app.core.routing.evaluation import curve
    from app.core.routing.router import detect_language
    from app.core.store.model_labels import LabelStore

    t0 = time.perf_counter()
    rng = random.Random(seed)
    prompts = read_jsonl(PROMPTS)
    answers = {a["id"]: a["text"] for a in read_jsonl(ANSWERS)}
    train = [p for p in prompts if p["split"] == "train" and answers.get(p["id"], "").strip()]
    held = [p for p in prompts if p["split"] == "heldout"]
    shipped = shipped_model()
    assert shipped is not None
    embedder = UseEmbedder(threads=1)
    key, name = "model-b-" + hashlib.sha256(b"qwen-like").hexdigest()[:8], "model-b.gguf"
    store = LabelStore()
    truth: dict[str, bool] = {}
    try:
        for i in range(runs):
            row = rng.choice(train)
            upgrade = answers[row["id"]]
            ok = b_ok(row)
            if ok:
                draft = _right(upgrade)
            else:
                same = rng.random() < 0.5  # an answer on the same kind of question: harder
                other = rng.choice(
                    [p for p in train if (p["kind"] == row["kind"]) == same and p is not row]
                )
                draft = _wrong(upgrade, answers[other["id"]], rng)
            rid = f"sim-{i:04d}"
            truth[rid] = ok
            store.record(
                rid,
                model_key=key,
                model_name=name,
                question=row["prompt"],
                draft=draft,
                upgrade=upgrade,
                language_supported=detect_language(row["prompt"]) in LANGUAGES,
                context_chars=0,
                draft_complete=True,
            )
            if ok and rng.random() < FLIP_BACK:
                store.flip(rid, True)
        (cal,) = refresh(store, embedder.embed, shipped, key)
        labels = store.labels(key)
    finally:
        store.close()
    assert cal is not None and CalibrationFile().get(key) is not None
    right = sum(lab.local_ok(AGREE_AT) == truth[lab.request_id] for lab in labels)

    texts = [p["prompt"] for p in held]
    vecs = embedder.embed(texts)
    y = [b_ok(p) for p in held]
    supported = [detect_language(t) in LANGUAGES for t in texts]

    def scores(model: Any) -> list[float]:
        out = []
        for t, v, s in zip(texts, vecs, supported, strict=True):
            p = model.p_ok(t, v, 0, s)
            out.append(p if s else p - 2.0)
        return out

    calibrated = calibrated_model(shipped, cal)
    rep_shipped = curve(scores(shipped), y)
    rep_cal = curve(scores(calibrated), y)
    return {
        "runs": runs,
        "labels": cal.n,
        "label_agree_rate": round(cal.agree_rate, 4),
        "flipped_back": cal.flipped,
        "label_accuracy_vs_truth": round(right / max(1, len(labels)), 4),
        "calibration": {k: v for k, v in cal.as_json().items() if k not in ("full", "cheap")},
        "heldout_n": len(held),
        "heldout_b_ok_rate": round(sum(y) / len(y), 4),
        "apgr_shipped": round(rep_shipped.apgr, 4),
        "apgr_calibrated": round(rep_cal.apgr, 4),
        "cpt50_shipped": round(rep_shipped.cpt50, 4),
        "cpt50_calibrated": round(rep_cal.cpt50, 4),
        "apgr_oracle": round(rep_cal.oracle_apgr or 0.0, 4),
        "seconds": round(time.perf_counter() - t0, 1),
    }


def main() -> None:
    import os
    import tempfile

    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=200)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as home:
        os.environ["TANDEM_HOME"] = home
        out = simulate(args.runs)
    RESULTS.write_text(json.dumps(out, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(out, indent=1))


if __name__ == "__main__":
    main()
