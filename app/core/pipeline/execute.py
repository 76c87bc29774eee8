"""Running a plan that is not staged: the draft and the cloud answer raced through
:class:`~app.core.pipeline.merge.Merge`, then what stands when one of them fails: the device's
answer after a failed cloud plan, the cloud's when the local model fails (if allowed), and the
escalation of a weak draft in auto mode."""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator

from app.core.engines.base import ChatMessage
from app.core.events import AnyEvent, DraftEvent, UpgradeEvent
from app.core.pipeline import cloud
from app.core.pipeline.draft import draft_task, local_text
from app.core.pipeline.gate_view import GateView
from app.core.pipeline.merge import Merge
from app.core.pipeline.ports import Services
from app.core.pipeline.state import CloudDone, RunState
from app.core.routing.router import RoutePlan


async def race(
    svc: Services, st: RunState, plan: RoutePlan, local_msgs: list[ChatMessage], view: GateView
) -> AsyncIterator[AnyEvent]:
    """Draft and cloud answer in parallel; see :mod:`merge` for what is shown when."""
    queue: asyncio.Queue[object] = asyncio.Queue()
    merge = Merge(
        st.rid, draft=plan.plan in ("local", "hybrid"), cloud=plan.plan in ("cloud", "hybrid")
    )
    draft = st.spawn(draft_task(svc, st, local_msgs, queue)) if merge.draft_wanted else None
    if merge.cloud_wanted:
        st.spawn(cloud.cloud_task(svc, st, view, queue))
    while merge.open:
        item = await queue.get()
        if isinstance(item, CloudDone):
            st.mark("cloud_done")
        step = merge.feed(item)
        if step.stop_draft and draft is not None:
            st.trace.draft_stopped = True
            await st.cancel(draft)
        if merge.draft_wanted and not merge.draft_open and st.draft_done_ms is None:
            st.draft_done_ms = st.ms()
            st.mark("draft_done")
        for event in step.emit:
            if isinstance(event, DraftEvent):
                st.draft_parts.append(event.delta)
                st.visible()
            elif isinstance(event, UpgradeEvent):
                st.visible()
            yield event
        if st.draft_done_ms is not None:
            st.draft_ended()  # after the step's last draft piece is in st.draft_parts
    st.trace.draft_dropped = merge.draft_hidden or (merge.draft_stopped and not merge.draft_shown)
    async for event in _settle(svc, st, plan, merge, local_msgs, view):
        yield event


async def _settle(
    svc: Services,
    st: RunState,
    plan: RoutePlan,
    merge: Merge,
    local_msgs: list[ChatMessage],
    view: GateView,
) -> AsyncIterator[AnyEvent]:
    """Both sides have ended: decide which answer stands."""
    draft_error, cloud_error = merge.draft_error, merge.cloud_error
    cloud_wanted, draft_wanted = merge.cloud_wanted, merge.draft_wanted
    if draft_error is not None:
        st.local_failed(draft_error)
    if cloud_wanted and cloud_error is None:
        st.source, st.final_text = "cloud", st.cloud_text
        return
    if cloud_error is not None:
        st.fallback = cloud_error.reason
        st.trace.note_error("cloud_error", str(cloud_error))
    if cloud_error is not None and merge.draft_hidden:
        # The cloud's stream had become the answer, so the unseen draft was stopped; the cloud
        # then failed: the device answers after all (its text in the final event, as no draft
        # event may follow an upgrade), from the part of the prompt it had already evaluated.
        await local_after_cloud(svc, st, local_msgs)
        return
    if draft_wanted and draft_error is None:
        # The draft stands, as shown.
        st.final_text = merge.hidden_text if merge.draft_hidden else st.draft
        if plan.plan == "local" and plan.escalate_below is not None:
            async for event in _maybe_escalate(svc, st, plan, view):
                yield event
        return
    if plan.plan == "cloud" and svc.local_available():
        # The cloud was the plan and it failed: the device answers after all.
        await local_after_cloud(svc, st, local_msgs)
        return
    if draft_error is not None and not cloud_wanted:
        async for event in _rescue_with_cloud(svc, st, view):
            yield event
    elif draft_error is not None and cloud_error is not None:
        # Both failed: no answer stands, so this is an error rather than a fallback.
        st.fallback = None
        st.trace.error = (
            f"the local model failed ({type(draft_error).__name__}) and the cloud did too "
            f"({cloud_error.reason})"
        )


async def local_after_cloud(svc: Services, st: RunState, messages: list[ChatMessage]) -> None:
    """The cloud failed after its upload: the device answers, but its text goes into the final
    event rather than as draft events, which may not follow an upgrade."""
    parts: list[str] = []
    try:
        async for piece in local_text(svc, st, messages):
            parts.append(piece)
    except asyncio.CancelledError:
        raise
    except Exception as exc:
        st.local_failed(exc)
        st.trace.error = "the cloud failed and the local model could not answer either"
        return
    finally:
        st.draft_done_ms = st.ms()
    st.final_text, st.source = "".join(parts), "local"


async def cloud_after_draft(
    svc: Services, st: RunState, view: GateView, *, rescue: bool
) -> AsyncIterator[AnyEvent]:
    """Ask the cloud after the draft has ended (escalation), or instead of it (rescue)."""
    async for item in cloud.drain(svc, st, view, anchor=time.perf_counter()):
        if not isinstance(item, CloudDone):
            yield item
        elif item.error is None:
            st.source, st.final_text = "cloud", st.cloud_text
        elif rescue:  # there is no draft to stand: the request fails as a whole
            st.trace.note_error("cloud_error", str(item.error))
            st.trace.error = f"the local model failed and the cloud did too ({item.error.reason})"
        else:
            st.fallback = item.error.reason
            st.trace.note_error("cloud_error", str(item.error))


async def _maybe_escalate(
    svc: Services, st: RunState, plan: RoutePlan, view: GateView
) -> AsyncIterator[AnyEvent]:
    """Auto mode, local plan: ask the cloud after all when the draft looks weak."""
    lps = st.logprobs
    confidence = sum(lps) / len(lps) if lps else None
    st.trace.draft_confidence = confidence
    threshold = plan.escalate_below
    if confidence is None or threshold is None or confidence >= threshold:
        return
    if plan.remote is None or st.endpoint is None:
        return
    if st.trace.route is not None:
        st.trace.route.reasons.append(
            f"draft confidence {confidence:.2f} is below {threshold:.2f}: escalated"
        )
    st.trace.escalated = True
    async for event in cloud_after_draft(svc, st, view, rescue=False):
        yield event


async def _rescue_with_cloud(
    svc: Services, st: RunState, view: GateView
) -> AsyncIterator[AnyEvent]:
    """The local model failed on a local plan: the cloud answers if privacy and budget allow
    (never when the user asked for local mode)."""
    if st.endpoint is None or st.plan.remote is None or view.action == "local":
        if st.endpoint is None:
            why = "no cloud endpoint is configured"
        elif st.req.mode == "local":
            why = "local mode was requested"
        elif st.plan.blocked:
            why = f"the cloud cannot be used ({st.plan.blocked})"
        else:
            why = "the request may not leave the device"
        shown = st.local_failure or "unknown error"  # the words, not the exception's class
        st.trace.error = f"the local model failed ({shown}) and {why}"
        return
    st.trace.rescued = True
    async for event in cloud_after_draft(svc, st, view, rescue=True):
        yield event
