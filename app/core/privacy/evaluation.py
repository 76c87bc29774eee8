"""Scoring the gate against a labeled set in the ``privacy-check`` format.

Used by the dev-set integration test and by ``bench/bench_privacy.py``, so the figures in the
README and the thresholds the tests assert come from one computation. Per entity type: precision
and recall with exact spans and with overlapping spans of the same type; level accuracy; the
share of restricted texts classified restricted; the share of public texts escalated to
confidential or restricted.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.core.privacy.classifier import Classification, classify
from app.core.privacy.entities import level_rank

STRUCTURED_TYPES = (
    "CN_ID_CARD", "BANK_CARD", "CREDIT_CARD", "US_SSN", "PASSPORT", "API_KEY", "PRIVATE_KEY",
    "PASSWORD", "EMAIL", "PHONE", "IP_ADDRESS",
)  # fmt: skip


@dataclass
class Report:
    n: int = 0
    level_correct: int = 0
    restricted_total: int = 0
    restricted_hit: int = 0
    public_total: int = 0
    public_escalated: int = 0
    exact: dict[str, Counter[str]] = field(default_factory=dict)
    overlap: dict[str, Counter[str]] = field(default_factory=dict)
    misses: list[dict[str, Any]] = field(default_factory=list)

    def _pr(self, table: dict[str, Counter[str]], types: Iterable[str]) -> tuple[float, float]:
        tp = sum(table.get(t, Counter())["tp"] for t in types)
        fp = sum(table.get(t, Counter())["fp"] for t in types)
        fn = sum(table.get(t, Counter())["fn"] for t in types)
        return (tp / (tp + fp) if tp + fp else 1.0, tp / (tp + fn) if tp + fn else 1.0)

    def precision_recall(self, types: Iterable[str], exact: bool = False) -> tuple[float, float]:
        return self._pr(self.exact if exact else self.overlap, list(types))

    @property
    def level_accuracy(self) -> float:
        return self.level_correct / self.n if self.n else 1.0

    @property
    def restricted_recall(self) -> float:
        return self.restricted_hit / self.restricted_total if self.restricted_total else 1.0

    @property
    def public_escalation_rate(self) -> float:
        return self.public_escalated / self.public_total if self.public_total else 0.0

    def as_json(self) -> dict[str, object]:
        types = sorted(set(self.exact) | set(self.overlap))
        per_type = {}
        for t in types:
            pe, re_ = self.precision_recall([t], exact=True)
            po, ro = self.precision_recall([t])
            per_type[t] = {
                "support": self.overlap[t]["tp"] + self.overlap[t]["fn"],
                "precision_exact": round(pe, 4),
                "recall_exact": round(re_, 4),
                "precision_overlap": round(po, 4),
                "recall_overlap": round(ro, 4),
            }
        sp, sr = self.precision_recall(STRUCTURED_TYPES)
        return {
            "n": self.n,
            "level_accuracy": round(self.level_accuracy, 4),
            "restricted_recall": round(self.restricted_recall, 4),
            "public_escalation_rate": round(self.public_escalation_rate, 4),
            "structured_precision_overlap": round(sp, 4),
            "structured_recall_overlap": round(sr, 4),
            "per_type": per_type,
        }


def load_jsonl(path: Path) -> list[dict[str, Any]]:
    with path.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def evaluate(
    rows: Iterable[dict[str, Any]], classifier: Callable[[str], Classification] = classify
) -> Report:
    rep = Report()
    for row in rows:
        got = classifier(row["text"])
        rep.n += 1
        rep.level_correct += got.level == row["level"]
        if row["level"] == "restricted":
            rep.restricted_total += 1
            rep.restricted_hit += got.level == "restricted"
        if row["level"] == "public":
            rep.public_total += 1
            rep.public_escalated += level_rank(got.level) >= level_rank("confidential")
        gold = [(e["type"], e["start"], e["end"]) for e in row["entities"]]
        pred = [(e.type, e.start, e.end) for e in got.entities]
        for t, s, e in gold:
            rep.exact.setdefault(t, Counter())["tp" if (t, s, e) in pred else "fn"] += 1
            hit = any(pt == t and ps < e and s < pe for pt, ps, pe in pred)
            rep.overlap.setdefault(t, Counter())["tp" if hit else "fn"] += 1
        for t, s, e in pred:
            if (t, s, e) not in gold:
                rep.exact.setdefault(t, Counter())["fp"] += 1
            if not any(gt == t and gs < e and s < ge for gt, gs, ge in gold):
                rep.overlap.setdefault(t, Counter())["fp"] += 1
        if set(gold) != set(pred) or got.level != row["level"]:
            rep.misses.append(
                {"id": row.get("id"), "level": row["level"], "got": got.level,
                 "missing": sorted(set(gold) - set(pred)), "extra": sorted(set(pred) - set(gold))}
            )  # fmt: skip
    return rep
