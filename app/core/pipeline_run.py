"""The flow of one request: retrieve, gate, route, then run the plan and merge (DESIGN.md 1, 4).

See :mod:`app.core.pipeline` for the event order this produces and why upgrade events are held
until the draft is done.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Sequence
from typing import Any

from app.core.engines.base import ChatMessage
from app.core.engines.cloud_llm import CloudError, estimate_tokens
from app.core.events import (
    AnyEvent,
    Citation,
    Cost,
    DraftEvent,
    ErrorEvent,
    FallbackEvent,
    FinalEvent,
    RetrievalEvent,
    RetrievalHit,
    RouteEvent,
    Timings,
    UpgradeEvent,
    UploadEvent,
)
from app.core.pipeline_parts import GateView, build_messages, gate_view, privacy_event
from app.core.pipeline_state import CloudDone, DraftDone
from app.core.pipeline_steps import StagedSteps
from app.core.routing.router import CONSERVATIVE, RoutePlan

MODES = ("auto", "local", "cloud", "hybrid")


class Run(StagedSteps):
    """One request, from question to final event (or error, or cancellation)."""

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
        # A zero score matched nothing (top-k pads with it); it would only add noise, and a
        # label that could keep the whole request local for no reason.
        return [h for h in hits if float(getattr(h, "score", 1.0)) > 0.0]

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

        await self.p.signals.probe_if_due(self.endpoint, self.rules)
        self.qvec = (
            await self.p.signals.query_vector(req.question, hits) if req.mode == "auto" else None
        )
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
        self.history_msgs, self.hits = history, hits
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
            budget_ok, budget_reason = True, ""
            if ep is not None:
                tokens_in = estimate_tokens(view.prompt + "".join(view.passages))
                check = self.p.budget.check(ep, tokens_in, rules.cloud_max_tokens)
                budget_ok, budget_reason = check.allowed, check.reason
                self.cloud_max_tokens = check.max_tokens
            # Router v2: one place where the route's features are built (routing/signals.py).
            features = self.p.signals.features(
                mode=self.req.mode,
                question=self.req.question,
                view=view,
                hits=hits,
                endpoint=ep,
                rules=rules,
                task=task,
                budget=(budget_ok, budget_reason),
                nudge=self.p.feedback.nudge(task, rules),
                qvec=self.qvec,
                local_available=self.p.local_available(),
                device_load=self.p.load_probe(),
            )
            self.trace["features"] = {
                k: v for k, v in features.__dict__.items() if k not in ("question",)
            }
            self.trace["features"]["embedding"] = self.qvec is not None
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
        if plan.staged:
            async for event in self._execute_staged(plan):
                yield event
            return
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
            elif isinstance(item, DraftDone):
                draft_open, draft_error = False, item.error
                self.draft_done_ms = self.ms()
                self._mark("draft_done")
                self._visible_if(held)
                for event in held:
                    yield event
                held.clear()
            elif isinstance(item, CloudDone):
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
        if plan.plan == "cloud" and self.p.local_available():
            # The cloud was the plan and it failed: the device answers after all.
            await self._local_after_cloud(local_msgs)
            return
        if draft_error is not None and not cloud_wanted:
            async for event in self._rescue_with_cloud(view):
                yield event
        elif draft_error is not None and cloud_error is not None:
            # Both failed: no answer stands, so this is an error rather than a fallback.
            self.fallback = None
            self.trace["error"] = (
                f"the local model failed ({type(draft_error).__name__}) and the cloud did too "
                f"({cloud_error.reason})"
            )

    async def _stop_draft(self) -> bool:
        self.trace["draft_stopped"] = True
        await self._cancel_tasks()
        self.draft_done_ms = self.ms()
        return False

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
            queue.put_nowait(DraftDone(exc))
            return
        self.p.signals.observe_local()
        queue.put_nowait(DraftDone(None))

    async def _local_after_cloud(self, messages: list[ChatMessage]) -> None:
        """The cloud plan failed after its upload: the device answers, but its text goes into
        the final event rather than as draft events, which may not follow an upload
        (DESIGN.md section 4)."""
        queue: asyncio.Queue[object] = asyncio.Queue()
        self._spawn(self._draft(messages, queue))
        while True:
            item = await queue.get()
            if isinstance(item, DraftDone):
                self.draft_done_ms = self.ms()
                if item.error is None:
                    self.final_text, self.source = "".join(self.draft_parts), "local"
                else:
                    self.trace["local_error"] = f"{type(item.error).__name__}: {item.error}"
                    self.trace["error"] = (
                        "the cloud failed and the local model could not answer either"
                    )
                return

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
            draft_text=None if self.req.no_history else "".join(self.draft_parts),
            final_text=None if self.req.no_history else text,
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
