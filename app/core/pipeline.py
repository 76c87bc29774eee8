"""The orchestrator: request -> retrieve -> privacy gate -> route -> run -> merge (DESIGN.md 1, 4).

:meth:`Pipeline.ask` is an async generator of the events of DESIGN.md section 4, always in the
order privacy, route, retrieval, draft..., upload, upgrade..., fallback, final (or error). In a
hybrid run the cloud call starts at once, in parallel with the draft, but its ``upload`` and
``upgrade`` events are held back until the draft is done, so a consumer always sees the draft
first; when the cloud answer completes before the draft does, the draft is stopped (it has been
superseded) and the held events flow. The audit row is written before any byte leaves, whatever
the events' order. Every failure of the cloud ends in the device's answer and a ``fallback``
event; cancelling the consumer cancels the local generation and closes the cloud stream.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
import uuid
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from typing import Any

from app.core.config import Settings, load_settings
from app.core.engines.base import ChatEngine, ChatMessage
from app.core.engines.cloud_llm import CloudError, CloudLLM, Timeouts, Usage, estimate_tokens
from app.core.events import (
    AnyEvent,
    Citation,
    Cost,
    DraftEvent,
    ErrorEvent,
    FallbackEvent,
    FallbackReason,
    FinalEvent,
    RetrievalEvent,
    RetrievalHit,
    RouteEvent,
    Timings,
    UpgradeEvent,
    UploadEvent,
)
from app.core.pipeline_parts import (
    GateView,
    HistoryLink,
    Restorer,
    build_messages,
    gate_view,
    privacy_event,
)
from app.core.routing.budget import Budget
from app.core.routing.feedback import Feedback
from app.core.routing.network import NetworkMonitor
from app.core.routing.registry import Endpoint, Registry, build_client
from app.core.routing.router import CONSERVATIVE, Features, RoutePlan, Router, detect_language
from app.core.routing.rules import Rules, RulesFile
from app.core.store.traces import TraceStore

MODES = ("auto", "local", "cloud", "hybrid")


@dataclass(frozen=True)
class AskRequest:
    question: str
    mode: str = "auto"
    collections: tuple[str, ...] = ()
    conversation_id: int | None = None
    no_history: bool = False


class _CloudDone:
    """Sentinel from the cloud task: finished (error None) or failed."""

    def __init__(self, error: CloudError | None) -> None:
        self.error = error


class _DraftDone:
    def __init__(self, error: BaseException | None) -> None:
        self.error = error


class Pipeline:
    """One per application (or CLI run). Engines and stores are created lazily when not given.

    ``local`` and ``cloud`` are :class:`ChatEngine`s; ``cloud`` replaces the client that would be
    built for the configured endpoint (tests pass fakes or a client with short timeouts). ``gate``
    has ``prepare(prompt, history, passages, trust_zone)``; ``store`` has ``asearch``; ``audit``
    has ``record(endpoint, trust_zone, level, redactions, text_sent)``.
    """

    def __init__(
        self,
        settings: Settings | None = None,
        local: ChatEngine | None = None,
        cloud: ChatEngine | None = None,
        gate: Any = None,
        store: Any = None,
        *,
        audit: Any = None,
        history: Any = None,
        registry: Registry | None = None,
        traces: TraceStore | None = None,
        monitor: NetworkMonitor | None = None,
        rules: RulesFile | None = None,
    ) -> None:
        self.settings = settings or load_settings().settings
        self._local = local
        self._own_local = local is None  # close only what this pipeline created
        self._cloud = cloud
        self._gate = gate
        self._store = store
        self._audit = audit
        self.history = HistoryLink(history)
        self.registry = registry or Registry.from_settings(self.settings)
        self.traces = traces or TraceStore()
        self.monitor = monitor or NetworkMonitor()
        self.rules = rules or RulesFile()
        self.router = Router()
        self.budget = Budget(
            self.traces,
            self.settings.routing.daily_budget_usd,
            self.settings.routing.max_request_usd,
        )
        self.feedback = Feedback(self.traces)
        self.last_trace: dict[str, Any] = {}

    # ------------------------------------------------------------ lazy parts

    def local(self) -> ChatEngine:
        if self._local is None:
            from app.core.engines.local_llm import LocalLLM

            cfg = self.settings.local
            path = None
            if cfg.llm_model:
                from pathlib import Path

                path = Path(cfg.llm_model)
            self._local = LocalLLM(path, cfg.llm_threads, cfg.llm_context)
        return self._local

    def _local_available(self) -> bool:
        engine = self.local()
        try:
            path = getattr(engine, "model_path", None)
        except Exception:  # LocalModelError: the model is not installed
            return False
        return path is None or path.is_file()

    def gate(self) -> Any:
        if self._gate is None:
            from app.core.privacy.gate import PrivacyGate

            self._gate = PrivacyGate(self.settings.privacy.policy)
        return self._gate

    def audit(self) -> Any:
        if self._audit is None:
            from app.core.store.audit import AuditLog

            self._audit = AuditLog()
        return self._audit

    def store(self) -> Any:
        if self._store is None:
            from app.core.rag.store import DocumentStore

            self._store = DocumentStore(url=self.settings.rag.chroma_url or None)
        return self._store

    def _timeouts(self, rules: Rules) -> Timeouts:
        cap = self.settings.cloud.timeout_s
        return Timeouts(
            connect_s=min(rules.connect_s, cap),
            first_token_s=min(rules.first_token_s, cap),
            idle_s=min(rules.idle_s, cap),
        )

    def cloud_for(self, endpoint: Endpoint, rules: Rules) -> ChatEngine:
        if self._cloud is not None:
            return self._cloud
        return build_client(endpoint, self._timeouts(rules))

    def close(self) -> None:
        self.traces.close()
        self.history.close()
        closer = getattr(self._local, "close", None)
        if self._own_local and callable(closer):
            closer()
        if self._store is not None and hasattr(self._store, "close"):
            self._store.close()

    # ------------------------------------------------------------ the request

    async def ask(self, request: AskRequest) -> AsyncIterator[AnyEvent]:
        """Answer one request as a stream of events; see the module docstring for the order."""
        run = _Run(self, request)
        try:
            async for event in run.events():
                yield event
        finally:
            await run.finish()
            self.last_trace = run.trace


class _Run:
    """The state of one request; split out of :class:`Pipeline` so each request is isolated."""

    def __init__(self, pipeline: Pipeline, request: AskRequest) -> None:
        self.p = pipeline
        self.req = request
        self.rid = uuid.uuid4().hex
        self.t0 = time.perf_counter()
        self.rules = pipeline.rules.current()
        self.tasks: list[asyncio.Task[None]] = []
        self.draft_parts: list[str] = []
        self.cloud_parts: list[str] = []
        self.first_visible_ms: float | None = None
        self.draft_done_ms: float | None = None
        self.usage = Usage(0, 0, True)
        self.usd = 0.0
        self.fallback: FallbackReason | None = None
        self.source = "local"
        self.final_text: str | None = None
        self.message_id: int | None = None
        self.endpoint: Endpoint | None = None
        self.plan: RoutePlan = CONSERVATIVE
        self.view: GateView | None = None
        self.logprobs: list[float] = []
        self._restorer: Restorer | None = None
        self.cloud_max_tokens = self.rules.cloud_max_tokens
        self.task_kind = "chat"
        self.trace: dict[str, Any] = {
            "request_id": self.rid,
            "created_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
            "question": request.question,
            "mode": request.mode,
            "collections": list(request.collections),
            "events": [],
        }

    async def _retrieve(self) -> list[Any]:
        if not self.req.collections:
            return []
        try:
            hits = await self.p.store().asearch(
                self.req.question, list(self.req.collections), self.p.settings.rag.top_k
            )
        except Exception as exc:  # a broken index must not cost the user the answer
            self.trace["retrieval_error"] = f"{type(exc).__name__}: {exc}"
            return []
        return list(hits)

    def ms(self) -> float:
        return round((time.perf_counter() - self.t0) * 1000, 1)

    def _mark(self, name: str) -> None:
        self.trace["events"].append({"event": name, "ms": self.ms()})

    # ------------------------------------------------------------ the flow

    async def events(self) -> AsyncIterator[AnyEvent]:
        req, rid = self.req, self.rid
        if req.mode not in MODES:
            yield ErrorEvent(rid, f"mode must be one of {', '.join(MODES)}")
            return
        if not req.question.strip():
            yield ErrorEvent(rid, "the question is empty")
            return
        history = self.p.history.load(req)
        hits = await self._retrieve()
        remote = self.p.registry.remote()
        self.endpoint = remote[0] if remote else None
        zone = self.endpoint.trust_zone if self.endpoint else "public"
        try:
            self.view = gate_view(self.p.gate(), req.question, history, hits, zone)
        except Exception as exc:  # no gate, or it failed: nothing may leave the device
            self.view = GateView.keep_local(req.question, history, hits, exc)
        view = self.view
        self.trace["privacy"] = view.trace()
        self._mark("privacy")
        yield privacy_event(rid, view)

        self.plan = self._route(view, hits)
        self.trace["route"] = {
            "plan": self.plan.plan,
            "endpoints": self.plan.endpoints,
            "reasons": self.plan.reasons,
            "escalate_below": self.plan.escalate_below,
            "steps": [s.__dict__ for s in self.plan.steps],
        }
        self._mark("route")
        yield RouteEvent(rid, self.plan.plan, list(self.plan.endpoints), list(self.plan.reasons))
        self.trace["retrieval"] = [
            {"source": h.source, "page": h.page, "score": h.score, "collection": h.collection}
            for h in hits
        ]
        self._mark("retrieval")
        yield RetrievalEvent(rid, [RetrievalHit(h.source, h.page, float(h.score)) for h in hits])

        self.message_id = self.p.history.begin(req, self.rid)
        local_msgs = build_messages(req.question, history, [h.text for h in hits])
        plan = self.plan
        if plan.blocked and req.mode != "local":
            self.fallback = plan.blocked
        async for event in self._execute(plan, local_msgs, view):
            yield event
        if self.fallback:
            self._mark("fallback")
            yield FallbackEvent(rid, self.fallback)
        if self.final_text is None:
            self.trace["error"] = self.trace.get("error") or "no engine produced an answer"
            yield ErrorEvent(rid, str(self.trace["error"]))
            return
        yield self._final(hits)

    def _route(self, view: GateView, hits: Sequence[Any]) -> RoutePlan:
        ep = self.endpoint
        try:
            rules = self.rules
            task = rules.task_kind(self.req.question)
            reading = self.p.monitor.reading(ep.name) if ep else None
            budget_ok, budget_reason = True, ""
            if ep is not None:
                tokens_in = estimate_tokens(view.prompt + "".join(view.passages))
                check = self.p.budget.check(ep, tokens_in, rules.cloud_max_tokens)
                budget_ok, budget_reason = check.allowed, check.reason
                self.cloud_max_tokens = check.max_tokens
            nudge, nudge_reason = self.p.feedback.nudge(task, rules)
            features = Features(
                mode=self.req.mode,
                question=self.req.question,
                level=view.level,
                action=view.action,
                task_kind=task,
                language=detect_language(self.req.question),
                prompt_chars=len(self.req.question),
                context_chars=sum(len(h.text) for h in hits),
                remote=ep.name if ep else None,
                remote_zone=ep.trust_zone if ep else None,
                rtt_ms=reading.rtt_ms if reading else None,
                error_rate=reading.error_rate if reading else 0.0,
                offline_setting=self.p.settings.routing.offline,
                offline_detected=bool(reading and reading.offline),
                budget_ok=budget_ok,
                budget_reason=budget_reason,
                local_available=self.p._local_available(),
                nudge=nudge,
                nudge_reason=nudge_reason,
            )
            self.trace["features"] = {
                k: v for k, v in features.__dict__.items() if k not in ("question",)
            }
            self.task_kind = task
            return self.p.router.decide(features, rules)
        except Exception as exc:  # DESIGN.md 6: router error -> a fixed conservative plan
            self.task_kind = "chat"
            self.trace["router_error"] = f"{type(exc).__name__}: {exc}"
            return CONSERVATIVE

    # ------------------------------------------------------------ running the plan

    async def _execute(
        self, plan: RoutePlan, local_msgs: list[ChatMessage], view: GateView
    ) -> AsyncIterator[AnyEvent]:
        queue: asyncio.Queue[object] = asyncio.Queue()
        cloud_wanted = plan.plan in ("cloud", "hybrid")
        draft_wanted = plan.plan in ("local", "hybrid")
        if draft_wanted:
            self._spawn(self._draft(local_msgs, queue))
        if cloud_wanted:
            self._spawn(self._cloud(view, queue))
        draft_open, cloud_open = draft_wanted, cloud_wanted
        held: list[AnyEvent] = []
        draft_error: BaseException | None = None
        cloud_error: CloudError | None = None
        cloud_complete = False
        while draft_open or cloud_open:
            item = await queue.get()
            if isinstance(item, DraftEvent):
                self._visible()
                yield item
                if cloud_complete and draft_open:
                    # The cloud answer is complete and the draft has been seen: stop the draft.
                    draft_open = await self._stop_draft()
                    self._visible_if(held)
                    for event in held:
                        yield event
                    held.clear()
            elif isinstance(item, UploadEvent | UpgradeEvent):
                if draft_open:
                    held.append(item)  # seen only once the draft is done
                else:
                    if isinstance(item, UpgradeEvent):
                        self._visible()
                    yield item
            elif isinstance(item, _DraftDone):
                draft_open, draft_error = False, item.error
                self.draft_done_ms = self.ms()
                self._mark("draft_done")
                self._visible_if(held)
                for event in held:
                    yield event
                held.clear()
            elif isinstance(item, _CloudDone):
                cloud_open, cloud_error = False, item.error
                self._mark("cloud_done")
                cloud_complete = cloud_error is None
                if cloud_complete and draft_open and self.draft_parts:
                    # The rest of the draft is not needed. (Before the draft's first token it
                    # runs on: a hybrid answer always shows its draft first.)
                    draft_open = await self._stop_draft()
                    self._visible_if(held)
                    for event in held:
                        yield event
                    held.clear()
        if draft_error is not None:
            self.trace["local_error"] = f"{type(draft_error).__name__}: {draft_error}"
        if cloud_wanted and cloud_error is None:
            self.source, self.final_text = "cloud", self.restorer_text
            return
        if cloud_error is not None:
            self.fallback = cloud_error.reason
            self.trace["cloud_error"] = str(cloud_error)
        if draft_wanted and draft_error is None:
            self.final_text = "".join(self.draft_parts)
            if plan.plan == "local" and plan.escalate_below is not None:
                async for event in self._maybe_escalate(plan, view):
                    yield event
            return
        if plan.plan == "cloud" and self.p._local_available():
            # The cloud was the plan and it failed: the device answers after all.
            async for event in self._draft_inline(local_msgs):
                yield event
            return
        if draft_error is not None and not cloud_wanted:
            async for event in self._rescue_with_cloud(view):
                yield event

    async def _stop_draft(self) -> bool:
        self.trace["draft_stopped"] = True
        await self._cancel_tasks()
        self.draft_done_ms = self.ms()
        return False

    def _visible_if(self, events: list[AnyEvent]) -> None:
        if any(isinstance(e, UpgradeEvent) for e in events):
            self._visible()

    def _visible(self) -> None:
        if self.first_visible_ms is None:
            self.first_visible_ms = self.ms()

    def _spawn(self, coro: Any) -> None:
        self.tasks.append(asyncio.ensure_future(coro))

    async def _cancel_tasks(self) -> None:
        for task in self.tasks:
            task.cancel()
        for task in self.tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        self.tasks.clear()

    async def _draft(self, messages: list[ChatMessage], queue: asyncio.Queue[object]) -> None:
        self.logprobs = []
        try:
            async for tok in self.p.local().stream(
                messages,
                max_tokens=self.rules.draft_max_tokens,
                temperature=self.rules.temperature,
            ):
                if tok.logprob is not None:
                    self.logprobs.append(tok.logprob)
                if tok.text:
                    self.draft_parts.append(tok.text)
                    queue.put_nowait(DraftEvent(self.rid, tok.text))
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # a missing or failing local model: reported, not fatal
            queue.put_nowait(_DraftDone(exc))
            return
        queue.put_nowait(_DraftDone(None))

    async def _draft_inline(self, messages: list[ChatMessage]) -> AsyncIterator[AnyEvent]:
        queue: asyncio.Queue[object] = asyncio.Queue()
        self._spawn(self._draft(messages, queue))
        while True:
            item = await queue.get()
            if isinstance(item, DraftEvent):
                self._visible()
                yield item
            elif isinstance(item, _DraftDone):
                self.draft_done_ms = self.ms()
                if item.error is None:
                    self.final_text, self.source = "".join(self.draft_parts), "local"
                else:
                    self.trace["local_error"] = f"{type(item.error).__name__}: {item.error}"
                    self.trace["error"] = (
                        "the cloud failed and the local model could not answer either"
                    )
                return

    async def _cloud(
        self, view: GateView, queue: asyncio.Queue[object], anchor: float | None = None
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
            queue.put_nowait(_CloudDone(CloudError("network", "the audit log is unavailable")))
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
        queue.put_nowait(_CloudDone(error))

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
            self.p.monitor.record_success(ep.name, float(ttfb))
        elif error is not None:
            self.p.monitor.record_failure(ep.name, network=error.reason in ("network", "timeout"))
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
        queue: asyncio.Queue[object] = asyncio.Queue()
        self._spawn(self._cloud(view, queue, anchor=time.perf_counter()))
        while True:
            item = await queue.get()
            if isinstance(item, UploadEvent | UpgradeEvent):
                if isinstance(item, UpgradeEvent):
                    self._visible()
                yield item
            elif isinstance(item, _CloudDone):
                if item.error is None:
                    self.source, self.final_text = "cloud", self.restorer_text
                else:
                    self.fallback = item.error.reason
                    self.trace["cloud_error"] = str(item.error)
                return

    async def _rescue_with_cloud(self, view: GateView) -> AsyncIterator[AnyEvent]:
        """The local model failed on a local plan: the cloud answers if privacy and budget allow."""
        if self.endpoint is None or view.action == "local" or self.plan.blocked:
            self.trace["error"] = (
                "the local model failed and the request may not go to the cloud"
                if self.endpoint
                else "the local model failed and no cloud endpoint is configured"
            )
            return
        async for event in self._maybe_escalate(
            RoutePlan("local", [], [], escalate_below=float("inf"), remote=self.endpoint.name),
            view,
        ):
            yield event

    # ------------------------------------------------------------ the end

    def _final(self, hits: Sequence[Any]) -> FinalEvent:
        text = self.final_text or ""
        seen: set[tuple[str, int | None]] = set()
        citations = []
        for h in hits:
            key = (h.source, h.page)
            if key not in seen:
                seen.add(key)
                citations.append(Citation(h.source, h.page))
        timings = Timings(self.first_visible_ms, self.draft_done_ms, self.ms())
        cost = Cost(self.usage.tokens_in, self.usage.tokens_out, round(self.usd, 6))
        level = self.view.level if self.view else "public"
        self._mark("final")
        self.trace.update(
            source=self.source,
            fallback=self.fallback,
            timings=timings.__dict__,
            cost=cost.__dict__,
            draft_text="".join(self.draft_parts),
            final_text=text,
        )
        return FinalEvent(self.rid, self.source, text, citations, level, timings, cost)  # type: ignore[arg-type]

    async def finish(self) -> None:
        """Always runs: stop what still runs, write the trace, outcome and history."""
        await self._cancel_tasks()
        done = self.final_text is not None
        if not done:
            self.trace.setdefault("cancelled", "error" not in self.trace)
        try:
            self.p.traces.save(self.rid, self.trace)
            self.p.traces.add_outcome(
                self.rid,
                task_kind=self.task_kind,
                plan=self.plan.plan,
                source=self.source if done else "none",
                fallback=self.fallback,
                latency_ms=self.ms(),
                usd=self.usd,
            )
        except Exception as exc:  # a full disk must not hide the answer the user already saw
            self.trace["trace_error"] = f"{type(exc).__name__}: {exc}"
        self.p.history.end(
            self.message_id,
            final=self.final_text,
            draft="".join(self.draft_parts),
            source=self.source,
            trace_id=self.rid,
        )
