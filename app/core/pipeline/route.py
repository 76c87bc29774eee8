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
from app.core.routing.router import CONSERVATIVE, Features, RoutePlan, detect_language


def features(svc: Services, st: RunState, view: GateView, hits: Sequence[Hit]) -> Features:
    """What the router decides from; also sets the request's cloud token cap (budget)."""
    ep, rules, question = st.endpoint, st.rules, st.req.question
    task = rules.task_kind(question)
    reading = svc.monitor.reading(ep.name) if ep else None
    budget_ok, budget_reason = True, ""
    if ep is not None:
        tokens_in = estimate_tokens(view.prompt + "".join(view.passages))
        check = svc.budget.check(ep, tokens_in, rules.cloud_max_tokens)
        budget_ok, budget_reason = check.allowed, check.reason
        st.cloud_max_tokens = check.max_tokens
    nudge, nudge_reason = svc.feedback.nudge(task, rules)
    return Features(
        mode=st.req.mode,
        question=question,
        level=view.level,
        action=view.action,
        task_kind=task,
        language=detect_language(question),
        prompt_chars=len(question),
        context_chars=sum(len(h.text) for h in hits),
        remote=ep.name if ep else None,
        remote_zone=ep.trust_zone if ep else None,
        rtt_ms=reading.rtt_ms if reading else None,
        error_rate=reading.error_rate if reading else 0.0,
        offline_setting=svc.settings.routing.offline,
        offline_detected=bool(reading and reading.offline),
        budget_ok=budget_ok,
        budget_reason=budget_reason,
        local_available=svc.local_available(),
        nudge=nudge,
        nudge_reason=nudge_reason,
        device_load=svc.load_probe(),
    )


def route(svc: Services, st: RunState, view: GateView, hits: Sequence[Hit]) -> RoutePlan:
    """Decide the plan and record it (and the features) in the trace."""
    try:
        f = features(svc, st, view, hits)
        st.trace.features = {k: v for k, v in asdict(f).items() if k != "question"}
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
