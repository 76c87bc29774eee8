"""The draft written by a private server measured faster than the device (issue 26 item 5;
the choice is routing/drafter.py's).

The server gets the device's draft prompt (its zone's gate action is ``send``, so nothing in it is
more than that zone may see), audited and announced (``upload``) before a byte leaves, like any
upload. Its first token must come within :data:`FIRST_TOKEN_FACTOR` times the device's measured
first-token time (at least :data:`FIRST_TOKEN_MIN_S`); when it fails or is late before showing
anything, its health is recorded and the device drafts after all, in the same request. Once its
text is shown, a failure ends the draft as a local failure would (shown text stays).
"""

from __future__ import annotations

import asyncio
import contextlib
import time

from app.core.engines.base import ChatMessage
from app.core.engines.cloud_llm import CloudError, CloudLLM
from app.core.events import UploadEvent
from app.core.pipeline.ports import Services, cloud_stats
from app.core.pipeline.state import RunState

FIRST_TOKEN_FACTOR = 2.0
FIRST_TOKEN_MIN_S = 1.0


async def remote_draft(
    svc: Services,
    st: RunState,
    messages: list[ChatMessage],
    queue: asyncio.Queue[object],
    device_ttft_ms: float | None,
) -> tuple[bool, BaseException | None]:
    """Stream the draft from ``st.drafter`` into ``queue``. Returns (handled, error): not
    handled means the device must draft (nothing was shown)."""
    ep = st.drafter
    if ep is None:
        return False, None
    text = "\n".join(m.content for m in messages)
    view = st.views.get(ep.trust_zone)
    try:
        svc.audit().record(
            ep.name, ep.trust_zone, view.level if view else "public", {}, text, request_id=st.rid
        )
    except Exception as exc:  # without an audit row nothing may leave: the device drafts
        st.trace.note_error("audit_error", type(exc).__name__)
        return False, None
    queue.put_nowait(UploadEvent(st.rid, ep.name, ep.trust_zone, False, len(text), None))
    st.trace.extra["draft_upload"] = {"endpoint": ep.name, "chars": len(text)}
    engine = svc.cloud_for(ep, st.rules)
    first_s = max(FIRST_TOKEN_MIN_S, FIRST_TOKEN_FACTOR * (device_ttft_ms or 0.0) / 1000)
    shown = False
    reason: str | None = None
    error: BaseException | None = None
    start = time.perf_counter()
    try:
        async with asyncio.timeout(first_s) as deadline:
            stream = engine.stream(
                messages, max_tokens=st.rules.draft_max_tokens, temperature=st.rules.temperature
            )
            async with contextlib.aclosing(stream):  # type: ignore[type-var]
                async for tok in stream:
                    if not tok.text:
                        continue
                    if not shown:
                        shown = True
                        deadline.reschedule(None)  # it came in time: the merge ends it now
                        st.trace.extra["draft_first_token_ms"] = round(
                            (time.perf_counter() - start) * 1000, 1
                        )
                    queue.put_nowait(tok)
    except CloudError as exc:
        reason, error = exc.reason, exc
    except TimeoutError as exc:
        reason, error = "timeout", exc
    except asyncio.CancelledError:
        raise
    except Exception as exc:  # a broken stream must not cost the user the draft
        reason, error = "malformed", exc
    stats = cloud_stats(engine) if isinstance(engine, CloudLLM) else None
    if reason is None:
        ttfb = stats.ttfb_ms if stats else None
        if ttfb is not None:
            first = stats.first_token_ms if stats else None
            svc.monitor.record_success(ep.name, float(ttfb), None, first)
        return True, None
    svc.monitor.record_failure(
        ep.name, reason=reason, config=svc.signals.failure_config(ep, reason)
    )
    st.trace.extra["draft_endpoint_failed"] = f"{ep.name}: {reason}"
    if shown:
        return True, error
    st.drafter = None  # the device drafts: this request's draft is its own again
    st.trace.extra.pop("draft_endpoint", None)
    return False, None
