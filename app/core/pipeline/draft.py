"""The local model's side of a request: its tokens, into a queue (raced against the cloud) or
straight to the caller (staged plans, and the device's answer after a failed cloud plan)."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable

from app.core.engines.base import ChatMessage, Token
from app.core.pipeline.ports import Services
from app.core.pipeline.prompt import system_prefix
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
    svc.signals.observe_local()
    queue.put_nowait(DraftDone(None))


async def local_text(
    svc: Services, st: RunState, messages: list[ChatMessage]
) -> AsyncIterator[str]:
    """The local model's text pieces, for callers that show (or collect) them in order."""
    async for tok in local_tokens(svc, st, messages):
        if tok.text:
            yield tok.text


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
