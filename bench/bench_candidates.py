"""The routing decision over five endpoints (issue 26): `select` over five candidates plus the
router's plan and who drafts (routing/drafter.py), p50/p95 in ms over many decisions. Pure CPU; the target is p95 <= 10 ms.
Writes bench/results/candidates.json. Run: python -m bench.bench_candidates"""

from __future__ import annotations

import json
import statistics
import time
from dataclasses import dataclass
from pathlib import Path

from app.core.monitor.stats import percentile
from app.core.routing.candidates import Candidate, needs_for, select
from app.core.routing.drafter import choose_drafter
from app.core.routing.router import Features, Router
from app.core.routing.rules import Rules

RUNS = 2000


def five() -> list[Candidate]:
    return [
        Candidate("cloud", "public", "redact", "confidential", 0, frozenset({"en", "zh"}),
                  rtt_ms=180.0, expected_usd=0.002),
        Candidate("team-gpu", "private", "send", "confidential", 1, frozenset({"en", "code"}),
                  state="healthy", rtt_ms=4.0),
        Candidate("team-cpu", "private", "send", "confidential", 2, state="failing",
                  half_open=True),
        Candidate("cheap", "public", "redact", "confidential", 3, expected_usd=0.0001,
                  rtt_ms=2500.0),
        Candidate("broken", "public", "redact", "confidential", 4, state="misconfigured"),
    ]  # fmt: skip


@dataclass(frozen=True)
class _Ep:
    name: str
    trust_zone: str


@dataclass(frozen=True)
class _Reading:
    state: str
    first_token_ms: float | None


def main() -> None:
    cands, rules, router = five(), Rules(), Router()
    endpoints = [_Ep(c.name, c.zone) for c in cands]
    readings = {
        e: _Reading(
            "healthy" if e.name != "team-cpu" else "failing",
            120.0 if e.name == "team-gpu" else None,
        )
        for e in endpoints
    }
    times = []
    for _ in range(RUNS):
        t0 = time.perf_counter()
        sel = select(cands, needs_for("en", "code", False), mode="auto", quality=0.5)
        f = Features(
            mode="auto", question="Refactor this python function", level="confidential",
            action="send", remote=sel.lead, remote_zone="private",
            candidate_reasons=tuple(sel.reasons()), backups=tuple(sel.backups),
        )  # fmt: skip
        plan = router.decide(f, rules)
        # Who drafts (issue 26 item 5): the fastest healthy private endpoint, or the device.
        choose_drafter(
            endpoints, readings.__getitem__, {"private": "send", "public": "redact"}, 900.0,
            upgrade=plan.endpoints[1] if len(plan.endpoints) > 1 else None,
        )  # fmt: skip
        times.append((time.perf_counter() - t0) * 1000)
    times.sort()
    out = {
        "endpoints": len(cands),
        "runs": RUNS,
        "p50_ms": round(statistics.median(times), 4),
        "p95_ms": round(percentile(times, 95) or 0.0, 4),
        "max_ms": round(times[-1], 4),
        "chosen": sel.chosen,
        "includes": "select + router plan + draft choice",
        "order": sel.order,
        "target_p95_ms": 10.0,
    }
    print(json.dumps(out))
    path = Path(__file__).parent / "results" / "candidates.json"
    path.write_text(json.dumps(out, indent=2) + "\n")


if __name__ == "__main__":
    main()
