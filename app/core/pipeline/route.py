"""The route step: the request's features, then the router's plan and its reasons.

Kept on its own so a new feature for the router (an embedding of the question, a difficulty
estimate) is added here and in ``app.core.routing`` only. A router error gives the fixed
conservative plan (device only), never a failed request.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import asdict, replace

from app.core.engines.cloud_llm import estimate_tokens
from app.core.pipeline.gate_view import GateView
from app.core.pipeline.ports import Hit, Services
from app.core.pipeline.state import RunState
from app.core.pipeline.trace import RouteRecord
from app.core.routing.candidates import needs_for, select
from app.core.routing.router import CONSERVATIVE, Features, RoutePlan, detect_language


def features(
    svc: Services, st: RunState, views: dict[str, GateView], hits: Sequence[Hit]
) -> Features:
    """What the router decides from; also picks the endpoint the request would go to (and its
    failover chain) among the remote candidates, and sets the request's cloud token cap
    (budget). The features themselves are gathered by routing's :class:`RouteSignals`
    (capability records, endpoint health, the learned difficulty estimate); ``views`` is the
    gate's decision per trust zone."""
    rules, question = st.rules, st.req.question
    task = rules.task_kind(question)
    remote = svc.registry.remote()
    budgets: dict[str, tuple[bool, str]] = {}
    usd: dict[str, float] = {}
    caps: dict[str, int] = {}
    want_out = rules.cloud_max_tokens // 2
    for cand in remote:
        zone_view = views.get(cand.trust_zone)
        text = zone_view.prompt + "".join(zone_view.passages) if zone_view else ""
        tokens_in = estimate_tokens(text)
        check = svc.budget.check(cand, tokens_in, rules.cloud_max_tokens)
        budgets[cand.name] = (check.allowed, check.reason)
        caps[cand.name] = check.max_tokens
        usd[cand.name] = cand.cost_usd(tokens_in, min(want_out, check.max_tokens))
    selection = None
    if len(remote) > 1:
        actions = {z: (v.level, v.action) for z, v in views.items()}
        cands = svc.signals.candidates(remote, actions, budgets, usd)
        context = sum(len(getattr(h, "text", "")) for h in hits)
        needs = needs_for(
            detect_language(question), task, context + len(question) > rules.large_context_chars
        )
        selection = select(
            cands,
            needs,
            mode=st.req.mode,
            quality=rules.quality,
            max_rtt_ms=rules.max_rtt_ms,
        )
        st.trace.extra["candidates"] = [
            {"name": v.name, "admitted": v.admitted, "rank": v.rank, "why": v.why}
            for v in selection.verdicts
        ]
        lead = svc.registry.get(selection.lead) if selection.lead else None
        st.endpoint = lead
        st.backups = [e for n in selection.backups if (e := svc.registry.get(n)) is not None]
    else:
        st.endpoint = remote[0] if remote else None
    ep = st.endpoint
    view = views.get(ep.trust_zone if ep else "public") or next(iter(views.values()))
    st.view = view
    budget_ok, budget_reason = True, ""
    if ep is not None:
        budget_ok, budget_reason = budgets[ep.name]
        st.cloud_max_tokens = caps[ep.name]
    f = svc.signals.features(
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
    if selection is None:
        return f
    return replace(
        f, candidate_reasons=tuple(selection.reasons()), backups=tuple(selection.backups)
    )


def route(
    svc: Services, st: RunState, views: dict[str, GateView], hits: Sequence[Hit]
) -> RoutePlan:
    """Decide the plan (and the endpoint: ``st.endpoint``, ``st.view``, ``st.backups``) and
    record it, and the features, in the trace."""
    try:
        f = features(svc, st, views, hits)
        st.trace.features = {k: v for k, v in asdict(f).items() if k != "question"}
        st.trace.features["embedding"] = st.qvec is not None
        st.task_kind = f.task_kind
        plan = svc.router.decide(f, st.rules)
    except Exception as exc:  # a router error -> a fixed conservative plan
        st.task_kind = "chat"
        st.trace.note_error("router_error", exc)
        plan = CONSERVATIVE
        st.backups = []
    st.trace.route = RouteRecord(
        plan=plan.plan,
        endpoints=list(plan.endpoints),
        reasons=list(plan.reasons),
        escalate_below=plan.escalate_below,
        steps=[asdict(s) for s in plan.steps],
    )
    return plan
