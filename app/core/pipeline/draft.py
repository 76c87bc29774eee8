"""The local model's side of a request: its tokens, into a queue (raced against the cloud) or
straight to the caller (staged plans, and the device's answer after a failed cloud plan)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable

from app.core.engines.base import ChatMessage, Token
from app.core.pipeline.ports import Services
from app.core.pipeline.prompt import build_draft_messages, system_prefix
from app.core.pipeline.state import DraftDone, RunState


def local_tokens(svc: Services, st: RunState, messages: list[ChatMessage]) -> AsyncIterator[Token]:
    return svc.local().stream(
        messages, max_tokens=st.rules.draft_max_tokens, temperature=st.rules.temperature
    )


async def draft_task(
    svc: Services, st: RunState, messages: list[ChatMessage], queue: asyncio.Queue[object]
) -> None:
    """Stream the draft into ``queue`` as text pieces, then exactly one :class:`DraftDone`
    (unless cancelled). The consumer decides what is shown; the log-probs feed escalation."""
    st.logprobs = []
    if st.drafter is not None:  # a private server measured faster drafts (remote_draft.py)
        from app.core.pipeline.remote_draft import remote_draft

        ttft = svc.signals.local_record(st.rules).ttft_ms
        handled, error = await remote_draft(svc, st, messages, queue, ttft)
        if handled:
            queue.put_nowait(DraftDone(error))
            return
    try:
        async for tok in local_tokens(svc, st, messages):
            if tok.logprob is not None:
                st.logprobs.append(tok.logprob)
            if tok.text:
                queue.put_nowait(tok)
    except asyncio.CancelledError:
        raise
    except Exception as exc:  # a missing or failing local model: reported, not fatal
        queue.put_nowait(DraftDone(exc))
        return
    note_draft_end(svc, st)
    svc.signals.observe_local()
    queue.put_nowait(DraftDone(None))


def note_draft_end(svc: Services, st: RunState) -> None:
    """Into the trace: how the device's text ended (``draft_stop_reason``: eos, length,
    repetition: the repetition guard stopped a loop, engines/repetition.py) and its confidence
    (the mean token log-prob, the router's signal), so the window can say when the device's
    answer is a weak one. Never raises."""
    stats = getattr(svc.local(), "last_stats", None)
    reason = getattr(stats, "stop_reason", None)
    if isinstance(reason, str):
        st.trace.extra["draft_stop_reason"] = reason
    if st.logprobs and st.trace.draft_confidence is None:
        st.trace.draft_confidence = sum(st.logprobs) / len(st.logprobs)


async def local_text(
    svc: Services, st: RunState, messages: list[ChatMessage]
) -> AsyncIterator[str]:
    """The local model's text pieces, for callers that show (or collect) them in order."""
    st.logprobs = []
    async for tok in local_tokens(svc, st, messages):
        if tok.logprob is not None:
            st.logprobs.append(tok.logprob)
        if tok.text:
            yield tok.text
    note_draft_end(svc, st)


def warm_local(local: Callable[[], object]) -> None:
    """Queue the local model's load and the system prompt's prefill on its worker (a no-op once
    warm; an engine without ``warm``, such as a test fake, is left alone). Never raises: a
    missing model is reported by the request that needs it."""
    try:
        warm = getattr(local(), "warm", None)
        if callable(warm):
            warm(system_prefix())
    except Exception:
        return


def head_start_messages(st: RunState) -> list[ChatMessage] | None:
    """The draft's prompt when it is known before retrieval (from the request's history,
    ``st.history_msgs``): with no collection no passage can join it. With a collection, the one
    :func:`start_draft_with_passages` started, else None."""
    if st.req.collections or st.req.images or st.req.files:  # passages or files still to come
        return st.passages_head_start
    return build_draft_messages(st.req.question, st.history_msgs, [])


def draft_messages(st: RunState, question: str, passages: list[str]) -> list[ChatMessage]:
    """The draft's prompt: the question, the history and the passages, as the rules trim them."""
    return build_draft_messages(
        question,
        st.history_msgs,
        passages,
        keep=st.rules.draft_passages,
        max_chars=st.rules.draft_passage_chars,
    )


def start_draft_with_passages(svc: Services, st: RunState, passages: list[str]) -> None:
    """With a collection the draft's prompt is known once the passages are read: start it then,
    before the gate and the router (the gate's recogniser may still be loading; the device reads
    the passages unredacted whatever the gate decides). The route's :func:`local_tokens` takes
    its tokens, and :func:`drop_head_start` cancels it when no plan drafts it. Only for a plain
    question (no pictures, files or continuation: their prompt is built later). Never raises."""
    req = st.req
    if req.mode == "cloud" or not req.collections or req.images or req.files or req.continues:
        return
    try:
        head_start = getattr(svc.local(), "head_start", None)
        if not callable(head_start):  # in-process; a fake
            return
        messages = draft_messages(st, st.req.question, passages)
        st.passages_head_start = messages
        head_start(messages, max_tokens=st.rules.draft_max_tokens, temperature=st.rules.temperature)
    except Exception:
        return


def start_local(svc: Services, st: RunState) -> None:
    """Get the device going before the gate and the router run. With no collection the draft
    itself starts now (``head_start``, :func:`head_start_messages`) and the route's
    :func:`local_tokens` takes its tokens; every plan but a staged one and a cloud-only one
    (the local model missing) drafts this very prompt, and :func:`drop_head_start` cancels it
    for those. Else, or for an engine without a head start, the model loads and prefills the
    system prompt. Never raises (docs/ARCHITECTURE.md §1)."""
    messages = head_start_messages(st)
    try:
        head_start = getattr(svc.local(), "head_start", None) if messages is not None else None
        if messages is None or not callable(head_start):  # a collection; in-process; a fake
            warm_local(svc.local)
            return
        head_start(messages, max_tokens=st.rules.draft_max_tokens, temperature=st.rules.temperature)
    except Exception:
        return


def drop_head_start(svc: Services, st: RunState) -> None:
    """At the end of a request: cancel its draft's head start if nothing took it (a staged
    plan, a cloud-only one, an answer from the result cache; made here, by the window or by
    ``tandem ask``). Another request's head start is left alone. Never raises."""
    messages = head_start_messages(st)
    if messages is None or st.req.mode == "cloud":
        return
    try:
        drop = getattr(svc.local(), "drop_head_start", None)
        if callable(drop):
            drop(messages, max_tokens=st.rules.draft_max_tokens, temperature=st.rules.temperature)
    except Exception:
        return
