"""The daily cloud budget and the per-request cap (settings ``routing.daily_budget_usd`` and
``routing.max_request_usd``).

Why both: the daily budget stops a runaway day; the per-request cap stops one huge prompt from
spending it. The cap is enforced by shrinking ``max_tokens`` so the worst case fits, and a request
whose prompt alone is over the cap does not go out at all. Spend is recorded in the traces
database after each call, from the provider's usage (or the estimate).
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from app.core.routing.registry import Endpoint
from app.core.store.traces import TraceStore

MIN_USEFUL_TOKENS = 32


@dataclass(frozen=True)
class BudgetCheck:
    allowed: bool
    max_tokens: int
    estimate_usd: float
    left_usd: float
    reason: str


class Budget:
    def __init__(self, store: TraceStore, daily_usd: float, per_request_usd: float) -> None:
        self.store = store
        self.daily_usd = daily_usd
        self.per_request_usd = per_request_usd

    def spent_today(self) -> float:
        return self.store.spent_on(time.strftime("%Y-%m-%d"))

    def left(self) -> float:
        return max(0.0, self.daily_usd - self.spent_today())

    def check(self, endpoint: Endpoint, tokens_in: int, max_tokens: int) -> BudgetCheck:
        left = self.left()
        if endpoint.cost_per_1k_in == 0 and endpoint.cost_per_1k_out == 0:
            return BudgetCheck(True, max_tokens, 0.0, left, f"{endpoint.name} is free of charge")
        cap = min(self.per_request_usd, left)
        cost_in = endpoint.cost_usd(tokens_in, 0)
        if endpoint.cost_per_1k_out > 0:
            affordable = int((cap - cost_in) * 1000 / endpoint.cost_per_1k_out)
        else:
            affordable = max_tokens if cost_in <= cap else 0
        tokens = min(max_tokens, affordable)
        estimate = endpoint.cost_usd(tokens_in, max(tokens, 0))
        if left <= 0:
            return BudgetCheck(False, 0, estimate, left, "the daily cloud budget is spent")
        if tokens < MIN_USEFUL_TOKENS:
            return BudgetCheck(
                False,
                0,
                estimate,
                left,
                f"the request would cost more than the ${cap:.4f} left for it",
            )
        return BudgetCheck(
            True, tokens, estimate, left, f"up to ${estimate:.4f} of ${left:.4f} left today"
        )

    def charge(self, request_id: str, endpoint: Endpoint, usd: float) -> None:
        if usd > 0:
            self.store.add_spend(request_id, endpoint.name, usd)
