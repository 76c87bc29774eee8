"""The cloud side of a request: audit, upload, stream, restore placeholders, account for cost and
network health; escalation of a weak draft; the rescue when the local model fails.

Everything sent comes from the request's :class:`~app.core.pipeline_parts.GateView`, and the
audit row is written before the first byte leaves (a failing audit log means nothing is sent).
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator, Callable
from typing import Any

from app.core.engines.cloud_llm import CloudError, CloudLLM, Usage, estimate_tokens
from app.core.events import AnyEvent, UpgradeEvent, UploadEvent
from app.core.pipeline_parts import GateView, Restorer
from app.core.pipeline_state import CloudDone, RunState
from app.core.routing.registry import Endpoint
from app.core.routing.router import RoutePlan


class CloudSteps(RunState):
    async def _cloud(
        self, view: GateView, queue: asyncio.Queue[object], anchor: float | None = None
    ) -> None:
        """Run the cloud call; whatever happens, the consumer hears ``CloudDone`` exactly once
        (a task that died silently would leave the request waiting forever)."""
        done = False

        def finish(error: CloudError | None) -> None:
            nonlocal done
            if not done:
                done = True
                queue.put_nowait(CloudDone(error))

        try:
            await self._cloud_call(view, queue, anchor, finish)
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # a bug here must end in the draft, not in a hang
            self.trace["cloud_bug"] = f"{type(exc).__name__}: {exc}"
            finish(CloudError("network", f"the cloud call failed: {type(exc).__name__}"))

    async def _cloud_call(
        self,
        view: GateView,
        queue: asyncio.Queue[object],
        anchor: float | None,
        finish: Callable[[CloudError | None], None],
    ) -> None:
        """Audit, announce, stream. Everything the cloud sees is ``view``'s redacted text."""
        ep = self.endpoint
        assert ep is not None
        messages = view.cloud_messages()
        sent_text = "\n".join(m.content for m in messages)
        try:
            audit_id = self.p.audit().record(
                ep.name,
                ep.trust_zone,
                view.level,
                dict(view.redactions),
                sent_text,
                request_id=self.rid,
            )
        except Exception as exc:  # without an audit row nothing may leave
            self.trace["audit_error"] = f"{type(exc).__name__}"
            finish(CloudError("network", "the audit log is unavailable"))
            return
        self.trace["upload"] = {
            "endpoint": ep.name,
            "trust_zone": ep.trust_zone,
            "redacted": view.redacted,
            "chars": len(sent_text),
            "text": sent_text,
            "audit_id": audit_id,
            "ms": self.ms(),
        }
        queue.put_nowait(
            UploadEvent(self.rid, ep.name, ep.trust_zone, view.redacted, len(sent_text))
        )
        restorer = Restorer(view.restore)
        self._restorer = restorer
        engine = self.p.cloud_for(ep, self.rules)
        error: CloudError | None = None
        start = self.t0 if anchor is None else anchor
        kwargs: dict[str, Any] = {}
        if isinstance(engine, CloudLLM):
            # The first-token budget counts from the user's request (or the escalation).
            kwargs["deadline"] = start + engine.timeouts.first_token_s
        # The whole cloud answer has the settings' timeout: slower than that, the draft stands.
        total_s = self.p.settings.cloud.timeout_s - (time.perf_counter() - start)
        try:
            async with asyncio.timeout(max(0.0, total_s)):
                stream = engine.stream(
                    messages,
                    max_tokens=self.cloud_max_tokens,
                    temperature=self.rules.temperature,
                    **kwargs,
                )
                async with contextlib.aclosing(stream):  # type: ignore[type-var]
                    async for tok in stream:
                        self.cloud_parts.append(tok.text)
                        delta = restorer.feed(tok.text)
                        if delta:
                            queue.put_nowait(UpgradeEvent(self.rid, delta))
            tail = restorer.flush()
            if tail:
                queue.put_nowait(UpgradeEvent(self.rid, tail))
        except CloudError as exc:
            error = exc
        except TimeoutError:
            error = CloudError("timeout", f"{ep.name}: no complete answer within the time budget")
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # a bug in a third-party stream must not sink the request
            error = CloudError("malformed", f"{ep.name}: {type(exc).__name__}")
        self._account(ep, engine, error)
        finish(error)

    @property
    def restorer_text(self) -> str:
        return self._restorer.text if self._restorer else ""

    def _account(self, ep: Endpoint, engine: Any, error: CloudError | None) -> None:
        stats = getattr(engine, "last_stats", None)
        usage = getattr(stats, "usage", None)
        if usage is None:
            sent = "".join(m.content for m in (self.view.cloud_messages() if self.view else []))
            usage = Usage(estimate_tokens(sent), estimate_tokens("".join(self.cloud_parts)))
        self.usage = usage
        self.usd = ep.cost_usd(usage.tokens_in, usage.tokens_out)
        self.p.budget.charge(self.rid, ep, self.usd)
        ttfb = getattr(stats, "ttfb_ms", None)
        if error is None and ttfb is not None:
            first, total = getattr(stats, "first_token_ms", None), getattr(stats, "total_ms", None)
            speed = None
            if first is not None and total is not None and total > first and usage.tokens_out > 1:
                speed = (usage.tokens_out - 1) * 1000 / (total - first)
            self.p.monitor.record_success(ep.name, float(ttfb), speed)
        elif error is not None:
            config = self.p.signals.failure_config(ep, error.reason)
            self.p.monitor.record_failure(ep.name, reason=error.reason, config=config)
        self.trace["cloud"] = {
            "endpoint": ep.name,
            "attempts": getattr(stats, "attempts", None),
            "ttfb_ms": ttfb,
            "first_token_ms": getattr(stats, "first_token_ms", None),
            "usage": usage.__dict__,
            "usd": self.usd,
            "error": str(error) if error else None,
        }

    async def _maybe_escalate(self, plan: RoutePlan, view: GateView) -> AsyncIterator[AnyEvent]:
        """Auto mode, local plan: ask the cloud after all when the draft looks weak."""
        lps = self.logprobs
        confidence = sum(lps) / len(lps) if lps else None
        self.trace["draft_confidence"] = confidence
        threshold = plan.escalate_below
        if confidence is None or threshold is None or confidence >= threshold:
            return
        if plan.remote is None or self.endpoint is None:
            return
        self.trace.setdefault("route", {}).setdefault("reasons", []).append(
            f"draft confidence {confidence:.2f} is below {threshold:.2f}: escalated"
        )
        self.trace["escalated"] = True
        async for event in self._cloud_after_draft(view, rescue=False):
            yield event

    async def _cloud_after_draft(self, view: GateView, *, rescue: bool) -> AsyncIterator[AnyEvent]:
        queue: asyncio.Queue[object] = asyncio.Queue()
        self._spawn(self._cloud(view, queue, anchor=time.perf_counter()))
        while True:
            item = await queue.get()
            if isinstance(item, UploadEvent | UpgradeEvent):
                if isinstance(item, UpgradeEvent):
                    self._visible()
                yield item
            elif isinstance(item, CloudDone):
                if item.error is None:
                    self.source, self.final_text = "cloud", self.restorer_text
                elif rescue:  # there is no draft to stand: the request fails as a whole
                    self.trace["cloud_error"] = str(item.error)
                    self.trace["error"] = (
                        f"the local model failed and the cloud did too ({item.error.reason})"
                    )
                else:
                    self.fallback = item.error.reason
                    self.trace["cloud_error"] = str(item.error)
                return

    async def _rescue_with_cloud(self, view: GateView) -> AsyncIterator[AnyEvent]:
        """The local model failed on a local plan: the cloud answers if privacy and budget allow
        (never when the user asked for local mode)."""
        error = self.trace.get("local_error", "unknown error")
        if self.endpoint is None or self.plan.remote is None or view.action == "local":
            if self.endpoint is None:
                why = "no cloud endpoint is configured"
            elif self.req.mode == "local":
                why = "local mode was requested"
            elif self.plan.blocked:
                why = f"the cloud cannot be used ({self.plan.blocked})"
            else:
                why = "the request may not leave the device"
            self.trace["error"] = f"the local model failed ({error}) and {why}"
            return
        self.trace["rescued"] = True
        async for event in self._cloud_after_draft(view, rescue=True):
            yield event
