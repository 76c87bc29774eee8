"""The route step: the request's features, then the router's plan and its reasons.

Kept on its own so a new feature for the router (an embedding of the question, a difficulty
estimate) is added here and in ``app.core.routing`` only. A router error gives the fixed
conservative plan (device only), never a failed request.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict

from app.core.engines.cloud_llm import estimate_tokens
from app.core.pipeline.gate_view import GateView
from app.core.pipeline.ports import Hit, Services
from app.core.pipeline.state import RunState
from app.core.pipeline.trace import RouteRecord
from app.core.routing.router import CONSERVATIVE, Features, RoutePlan


def features(svc: Services, st: RunState, view: GateView, hits: Sequence[Hit]) -> Features:
    """What the router decides from; also sets the request's cloud token cap (budget). The
    features themselves are gathered by routing's :class:`RouteSignals` (capability records,
    endpoint health, the learned difficulty estimate)."""
    ep, rules, question = st.endpoint, st.rules, st.req.question
    task = rules.task_kind(question)
    budget_ok, budget_reason = True, ""
    if ep is not None:
        tokens_in = estimate_tokens(view.prompt + "".join(view.passages))
        check = svc.budget.check(ep, tokens_in, rules.cloud_max_tokens)
        budget_ok, budget_reason = check.allowed, check.reason
        st.cloud_max_tokens = check.max_tokens
    return svc.signals.features(
        mode=st.req.mode,
        question=question,
        view=view,
        hits=hits,
        endpoint=ep,
        rules=rules,
        task=task,
        budget=(budget_ok, budget_reason),
        nudge=svc.feedback.nudge(task, rules),
        qvec=st.qvec,
        local_available=svc.local_available(),
        device_load=svc.load_probe(),
    )


def route(svc: Services, st: RunState, view: GateView, hits: Sequence[Hit]) -> RoutePlan:
    """Decide the plan and record it (and the features) in the trace."""
    try:
        f = features(svc, st, view, hits)
        st.trace.features = {k: v for k, v in asdict(f).items() if k != "question"}
        st.trace.features["embedding"] = st.qvec is not None
        st.task_kind = f.task_kind
        plan = svc.router.decide(f, st.rules)
    except Exception as exc:  # a router error -> a fixed conservative plan
        st.task_kind = "chat"
        st.trace.note_error("router_error", exc)
        plan = CONSERVATIVE
    st.trace.route = RouteRecord(
        plan=plan.plan,
        endpoints=list(plan.endpoints),
        reasons=list(plan.reasons),
        escalate_below=plan.escalate_below,
        steps=[asdict(s) for s in plan.steps],
    )
    return plan
