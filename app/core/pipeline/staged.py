"""Staged execution of a compound request ("summarise these notes and translate them into
English"): the device runs its steps first and streams them as the draft; then only their result,
gated again, goes to the cloud for the remaining steps.

Why gate again: the device's output is new text derived from the user's material; it may repeat
a phone number or an ID from the notes, so it is classified and redacted like any prompt. If the
gate keeps it local, or the cloud fails, the device runs the remaining steps too; in the failure
case the final answer carries that text (no more draft events after the upgrade) and a
``fallback`` event says why.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Sequence
from dataclasses import asdict

from app.core.events import AnyEvent, DraftEvent
from app.core.pipeline import cloud
from app.core.pipeline.draft import local_text
from app.core.pipeline.gate_view import GateView, gate_view
from app.core.pipeline.ports import Services
from app.core.pipeline.prompt import build_draft_messages, build_messages
from app.core.pipeline.state import CloudDone, RunState
from app.core.routing.registry import Endpoint
from app.core.routing.router import RoutePlan, Step


def step_prompt(steps: Sequence[Step], material: str) -> str:
    """One instruction for consecutive steps, applied to the previous steps' result."""
    instruction = "; then ".join(s.text for s in steps)
    if not material:
        return instruction
    return f"{instruction}\n\nText:\n{material}"


def _privacy_dict(view: GateView) -> dict[str, object]:
    return {
        "level": view.level,
        "action": view.action,
        "entities": [asdict(e) for e in view.entities],
        "redactions": dict(view.redactions),
        "reasons": list(view.reasons),
    }


async def _shown(svc: Services, st: RunState, prompt: str) -> AsyncIterator[DraftEvent]:
    """The device runs ``prompt``; its text is the draft the user sees."""
    passages = [h.text for h in st.hits]
    rules = st.rules
    messages = build_draft_messages(
        prompt,
        st.history_msgs,
        passages,
        keep=rules.draft_passages,
        max_chars=rules.draft_passage_chars,
    )
    async for piece in local_text(svc, st, messages):
        st.draft_parts.append(piece)
        st.visible()
        yield DraftEvent(st.rid, piece)


async def execute_staged(svc: Services, st: RunState, plan: RoutePlan) -> AsyncIterator[AnyEvent]:
    remote = plan.remote
    device_steps = [s for s in plan.steps if s.where != remote]
    cloud_steps = [s for s in plan.steps if s.where == remote]
    staged: dict[str, object] = {
        "device": [s.text for s in device_steps],
        "cloud": [s.text for s in cloud_steps],
    }
    st.trace.staged = staged
    try:
        async for event in _shown(svc, st, step_prompt(device_steps, "")):
            yield event
    except asyncio.CancelledError:
        raise
    except Exception as exc:  # the device step failed: nothing to stage, say so
        st.local_failed(exc)
        st.trace.error = "the local model failed on the device step"
        return
    st.draft_done_ms = st.ms()
    st.mark("draft_done")
    st.draft_ended()
    cloud_prompt = step_prompt(cloud_steps, st.draft.strip())
    try:
        view = gate_view(svc.gate(), cloud_prompt, st.history_msgs, st.hits, st.zone)
    except Exception as exc:
        view = GateView.keep_local(exc)
    staged["privacy"] = _privacy_dict(view)
    if view.action == "local" or st.endpoint is None:
        # The result may not leave: the device does the rest, still as the draft.
        async for event in _shown(svc, st, cloud_prompt):
            yield event
        st.final_text, st.source = st.draft, "local"
        return
    zones = {st.zone: view}

    def view_for(ep: Endpoint) -> GateView:
        """A failover endpoint in another zone gets the gate's decision for its own zone."""
        if ep.trust_zone not in zones:
            try:
                zones[ep.trust_zone] = gate_view(
                    svc.gate(), cloud_prompt, st.history_msgs, st.hits, ep.trust_zone
                )
            except Exception as exc:
                zones[ep.trust_zone] = GateView.keep_local(exc)
        return zones[ep.trust_zone]

    error = None
    async for item in cloud.drain(svc, st, view, view_for=view_for):
        if isinstance(item, CloudDone):
            error = item.error
        else:
            yield item
    if error is None:
        st.final_text, st.source = st.cloud_text, "cloud"
        return
    st.fallback = error.reason
    st.trace.note_error("cloud_error", str(error))
    rest: list[str] = []
    try:
        messages = build_messages(cloud_prompt, st.history_msgs, [h.text for h in st.hits])
        async for piece in local_text(svc, st, messages):
            rest.append(piece)
    except asyncio.CancelledError:
        raise
    except Exception as exc:
        st.local_failed(exc)
    st.final_text = "".join(rest).strip() or st.draft
    st.source = "local"
