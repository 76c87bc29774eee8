"""One cloud call: audit, announce, stream, restore placeholders, account for cost and network
health. Everything sent comes from the request's :class:`GateView`, and the audit row is written
before the first byte leaves (a failing audit log means nothing is sent)."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator, Callable
from typing import Any

from app.core.engines.base import ChatEngine
from app.core.engines.cloud_llm import CloudError, CloudLLM, Usage, estimate_tokens
from app.core.events import UpgradeEvent, UploadEvent
from app.core.pipeline.gate_view import GateView
from app.core.pipeline.ports import Services, cloud_stats
from app.core.pipeline.restorer import Restorer
from app.core.pipeline.state import CloudDone, RunState
from app.core.pipeline.trace import CloudRecord, UploadRecord
from app.core.routing.registry import Endpoint

CloudItem = UploadEvent | UpgradeEvent | CloudDone


async def cloud_task(
    svc: Services,
    st: RunState,
    view: GateView,
    queue: asyncio.Queue[object],
    anchor: float | None = None,
) -> None:
    """Run the cloud call; whatever happens, the consumer hears ``CloudDone`` exactly once
    (a task that died silently would leave the request waiting forever). ``anchor`` is when
    the time budget started (the request, or an escalation after the draft)."""
    done = False

    def finish(error: CloudError | None) -> None:
        nonlocal done
        if not done:
            done = True
            queue.put_nowait(CloudDone(error))

    try:
        await _call(svc, st, view, queue, anchor, finish)
    except asyncio.CancelledError:
        raise
    except Exception as exc:  # a bug here must end in the draft, not in a hang
        st.trace.note_error("cloud_bug", exc)
        finish(CloudError("network", f"the cloud call failed: {type(exc).__name__}"))


async def drain(
    svc: Services, st: RunState, view: GateView, anchor: float | None = None
) -> AsyncIterator[CloudItem]:
    """The cloud call on its own: its upload and upgrade events as they come, then its
    :class:`CloudDone`. Cancelling the consumer closes the stream."""
    queue: asyncio.Queue[object] = asyncio.Queue()
    st.spawn(cloud_task(svc, st, view, queue, anchor))
    while True:
        item = await queue.get()
        if isinstance(item, UpgradeEvent):
            st.visible()
        if isinstance(item, UploadEvent | UpgradeEvent | CloudDone):
            yield item
        if isinstance(item, CloudDone):
            return


async def _call(
    svc: Services,
    st: RunState,
    view: GateView,
    queue: asyncio.Queue[object],
    anchor: float | None,
    finish: Callable[[CloudError | None], None],
) -> None:
    """Audit, announce, stream. Everything the cloud sees is ``view``'s redacted text."""
    ep = st.endpoint
    assert ep is not None
    messages = view.cloud_messages()
    sent_text = "\n".join(m.content for m in messages)
    try:
        audit_id = svc.audit().record(
            ep.name, ep.trust_zone, view.level, dict(view.redactions), sent_text, request_id=st.rid
        )
    except Exception as exc:  # without an audit row nothing may leave
        st.trace.note_error("audit_error", type(exc).__name__)
        finish(CloudError("network", "the audit log is unavailable"))
        return
    st.trace.upload = UploadRecord(
        ep.name, ep.trust_zone, view.redacted, len(sent_text), sent_text, audit_id, st.ms()
    )
    # The same (redacted) text, message by message: the Why dialog labels each one's role.
    st.trace.extra["sent_messages"] = [{"role": m.role, "content": m.content} for m in messages]
    queue.put_nowait(UploadEvent(st.rid, ep.name, ep.trust_zone, view.redacted, len(sent_text)))
    restorer = st.restorer = Restorer(view.restore)
    engine = svc.cloud_for(ep, st.rules)
    error: CloudError | None = None
    start = st.t0 if anchor is None else anchor
    kwargs: dict[str, Any] = {}
    if isinstance(engine, CloudLLM):
        # The first-token budget counts from the user's request (or the escalation).
        kwargs["deadline"] = start + engine.timeouts.first_token_s
    # The whole cloud answer has the settings' timeout: slower than that, the draft stands.
    total_s = svc.settings.cloud.timeout_s - (time.perf_counter() - start)
    try:
        async with asyncio.timeout(max(0.0, total_s)):
            stream = engine.stream(
                messages, max_tokens=st.cloud_max_tokens, temperature=st.rules.temperature, **kwargs
            )
            async with contextlib.aclosing(stream):  # type: ignore[type-var]
                async for tok in stream:
                    st.cloud_parts.append(tok.text)
                    delta = restorer.feed(tok.text)
                    if delta:
                        queue.put_nowait(UpgradeEvent(st.rid, delta))
        tail = restorer.flush()
        if tail:
            queue.put_nowait(UpgradeEvent(st.rid, tail))
    except CloudError as exc:
        error = exc
    except TimeoutError:
        error = CloudError("timeout", f"{ep.name}: no complete answer within the time budget")
    except asyncio.CancelledError:
        raise
    except Exception as exc:  # a bug in a third-party stream must not sink the request
        error = CloudError("malformed", f"{ep.name}: {type(exc).__name__}")
    _account(svc, st, ep, engine, error, sent_text)
    finish(error)


def _account(
    svc: Services,
    st: RunState,
    ep: Endpoint,
    engine: ChatEngine,
    error: CloudError | None,
    sent_text: str,
) -> None:
    stats = cloud_stats(engine)
    if stats is not None and isinstance(stats.usage, Usage):
        usage = stats.usage
    else:  # the client does not count: estimate from the texts
        usage = Usage(estimate_tokens(sent_text), estimate_tokens("".join(st.cloud_parts)))
    st.usage = usage
    st.usd = ep.cost_usd(usage.tokens_in, usage.tokens_out)
    svc.budget.charge(st.rid, ep, st.usd)
    ttfb = stats.ttfb_ms if stats else None
    if error is None and stats is not None and ttfb is not None:
        first, total = stats.first_token_ms, stats.total_ms
        speed = None
        if first is not None and total is not None and total > first and usage.tokens_out > 1:
            speed = (usage.tokens_out - 1) * 1000 / (total - first)
        svc.monitor.record_success(ep.name, float(ttfb), speed)
    elif error is not None:
        config = svc.signals.failure_config(ep, error.reason)
        svc.monitor.record_failure(
            ep.name, reason=error.reason, config=config, retry_after_s=error.retry_after
        )
    st.trace.cloud = CloudRecord(
        endpoint=ep.name,
        attempts=stats.attempts if stats else None,
        ttfb_ms=ttfb,
        first_token_ms=stats.first_token_ms if stats else None,
        usage=dict(usage.__dict__),
        usd=st.usd,
        error=str(error) if error else None,
    )
