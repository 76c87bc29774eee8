"""Outcomes feed back into routing: per task kind, the escalation threshold moves with how often
the user keeps the cloud upgrade.

Why this rule: an upgrade the user reverts (or edits back to the draft) was money and latency spent
for nothing, so for that kind of task the router should trust the draft more (escalate less);
upgrades that are kept argue for escalating sooner. The nudge is bounded (``max_nudge``) and needs
``min_samples`` verdicts, so a few clicks cannot swing routing wildly.
"""

from __future__ import annotations

from app.core.routing.rules import Rules
from app.core.store.traces import TraceStore


class Feedback:
    def __init__(self, store: TraceStore) -> None:
        self.store = store

    def record_verdict(
        self, request_id: str, *, accepted: bool | None = None, edited: bool | None = None
    ) -> bool:
        """The user kept (True) or reverted (False) the upgrade, or edited the answer."""
        return self.store.set_verdict(request_id, accepted=accepted, edited=edited)

    def acceptance(self, task_kind: str) -> tuple[float | None, int]:
        """Share of cloud upgrades kept: a kept one counts 1, kept but edited 0.5, reverted 0."""
        verdicts = self.store.verdicts(task_kind)
        if not verdicts:
            return None, 0
        score = sum((0.5 if edited else 1.0) if kept else 0.0 for kept, edited, _ in verdicts)
        return score / len(verdicts), len(verdicts)

    def nudge(self, task_kind: str, rules: Rules) -> tuple[float, str | None]:
        """How much to raise the escalation threshold (positive: escalate more), and why."""
        rate, n = self.acceptance(task_kind)
        if rate is None or n < rules.min_samples:
            return 0.0, None
        delta = max(-rules.max_nudge, min(rules.max_nudge, (rate - 0.5) * 2 * rules.max_nudge))
        if abs(delta) < 1e-9:
            return 0.0, None
        direction = "sooner" if delta > 0 else "later"
        return delta, (
            f"users kept {rate:.0%} of {n} cloud upgrades for {task_kind} requests: "
            f"escalating {direction}"
        )
