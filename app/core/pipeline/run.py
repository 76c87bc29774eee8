"""The flow of one request: validate -> history -> retrieve -> gate -> route -> execute -> final.

See :mod:`app.core.pipeline` for the order of the events this produces.
"""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator, Callable, Sequence
from typing import Any

from app.core.engines.base import ChatMessage
from app.core.events import (
    MODES,
    AnyEvent,
    Cost,
    DraftEvent,
    ErrorEvent,
    FallbackEvent,
    FinalEvent,
    PrivacyEvent,
    RetrievalEvent,
    RetrievalHit,
    RouteEvent,
    Timings,
)
from app.core.pipeline import cache as result_cache
from app.core.pipeline.draft import (
    draft_messages,
    drop_head_start,
    start_draft_with_passages,
    start_local,
)
from app.core.pipeline.execute import race
from app.core.pipeline.gate_view import GateView, gate_view, privacy_event
from app.core.pipeline.history_link import DraftSaver, HistoryLink
from app.core.pipeline.images import (
    ReadPicture,
    image_input,
    question_with_pictures,
    read_pictures,
    route_reasons,
    start_uploads,
)
from app.core.pipeline.ports import Hit, Services
from app.core.pipeline.prompt import clip, with_system_prompt
from app.core.pipeline.request import AskRequest
from app.core.pipeline.route import route
from app.core.pipeline.staged import execute_staged
from app.core.pipeline.state import RunState
from app.core.pipeline.trace import HitRecord, PrivacyRecord, citations_for
from app.core.rag.attached import AttachedFile, cloud_note, draft_chars


def warm_retriever(retriever: Callable[[], object], *, only_if_indexed: bool = False) -> None:
    """Start the document store's first-search costs (the encoder, Chroma) in the background;
    a store without ``warm`` (a test fake) is left alone. Never raises."""
    try:
        warm = getattr(retriever(), "warm", None)
        if callable(warm):
            warm(only_if_indexed=only_if_indexed)
    except Exception:
        return


def with_file_excerpts(
    messages: list[ChatMessage], files: Sequence[AttachedFile], llm_context: int
) -> list[ChatMessage]:
    """The draft's prompt with the beginning of each attached file joined to the question's
    message (docs/ARCHITECTURE.md §16): the files share :func:`draft_chars` of the local
    model's context, each clipped at a sentence end."""
    each = max(200, draft_chars(llm_context) // len(files))
    parts = [f"Attached file {f.name}:\n{clip(f.text, each)}" for f in files]
    last = messages[-1]
    return [*messages[:-1], ChatMessage(last.role, "\n\n".join([*parts, last.content]))]


def tools_reason(svc: Services, st: RunState, plan: str) -> str | None:
    """The route's line about tools (docs/ARCHITECTURE.md §16): whose tools are offered to which
    endpoint, and that they run here. Reads mcp.json only; no server is started for it."""
    ep = st.endpoint
    if plan == "local" or ep is None or "tools" not in ep.abilities:
        return None
    try:
        box = svc.tools()
    except Exception:  # a bad mcp.json is the cloud call's one line
        return None
    if box is None and not st.req.files:
        return None
    servers = ", ".join(s.name for s in box.servers) if box is not None else ""
    whose = f"tools of {servers} and the built-ins" if servers else "the built-in tools"
    line = (
        f"{whose} are offered to {ep.name}; they run on this device and their results pass "
        "the privacy gate before going back"
    )
    if st.req.files:
        line += "; the attached files are read on this device, each piece gated"
    if svc.settings.tools.searxng_url.strip():
        line += "; a web search's query passes the gate before it goes to SearXNG"
    if st.req.collections:
        line += "; searching your documents stays on this device"
    return line


class Run:
    """One request, from question to final event (or error, or cancellation)."""

    def __init__(self, svc: Services, history: HistoryLink, request: AskRequest) -> None:
        self.svc = svc
        self.history = history
        self.st = RunState(request, svc.rules.current())
        if request.asked_at is not None:  # the clock starts when the user asked
            self.st.t0 = min(self.st.t0, request.asked_at)
        self.probe: result_cache.Probe | None = None

    @property
    def trace(self) -> dict[str, object]:
        return self.st.trace.to_dict()

    async def _retrieve(self) -> list[Hit]:
        req = self.st.req
        if not req.collections:
            return []
        try:
            hits = await self.svc.retriever().asearch(
                req.question, list(req.collections), self.svc.settings.rag.top_k
            )
        except Exception as exc:  # a broken index must not cost the user the answer
            self.st.trace.note_error("retrieval_error", exc)
            return []
        # A zero score matched nothing (top-k pads with it); it would only add noise, and a
        # label that could keep the whole request local for no reason.
        return [h for h in hits if float(h.score) > 0.0]

    async def events(self) -> AsyncIterator[AnyEvent]:
        st, svc = self.st, self.svc
        req, rid = st.req, st.rid
        if req.mode not in MODES:
            yield ErrorEvent(rid, f"mode must be one of {', '.join(MODES)}")
            return
        if not req.question.strip():
            yield ErrorEvent(rid, "the question is empty")
            return
        # The chat's system prompt heads the history: the gate sees (and redacts) it like
        # history, and build_messages merges it into the leading system message (prompt.py).
        history = st.history_msgs = with_system_prompt(self.history.load(req), req.system_prompt)
        # A part is no answer; a picture is not in the cache's key.
        cache = svc.result_cache() if not (req.continues or req.images or req.files) else None
        if cache is not None:
            self.probe = await result_cache.probe(svc, cache, st, history)
            if self.probe is not None and self.probe.entry is not None:
                st.message_id = self.history.begin(req, rid)
                for event in result_cache.hit_events(st, self.probe):
                    yield event
                return
        # Not answered from the cache: the recogniser's models load on their own thread while
        # the passages are read and the draft starts (a cached answer never needs them); a
        # warm-up never fails a request (the gate's own call reports a failure).
        with contextlib.suppress(Exception):
            svc.warm_gate(req.question)
        if req.mode != "cloud":  # the draft (or the model's load) starts before the gate
            start_local(svc, st)
        if req.collections:
            warm_retriever(svc.retriever)  # the encoder loads while Chroma opens
        hits = await self._retrieve()
        start_draft_with_passages(svc, st, [h.text for h in hits])
        pictures: list[ReadPicture] = []
        question = req.question
        if req.images:  # read on the device; their text joins the question (images.py)
            try:
                pictures = await read_pictures(svc.ocr(), req.images)
            except (ValueError, RuntimeError) as exc:  # ImageError, OcrError: one line
                st.trace.error = str(exc)
                yield ErrorEvent(rid, str(exc))
                return
            question = question_with_pictures(req.question, pictures)
            for p in pictures:
                if not req.no_history:
                    p.record["ocr_text"] = p.ocr.text
            st.trace.images = [p.record for p in pictures]
        st.question = question
        # Attached files: the cloud is told their names and sizes (gated with the question)
        # and reads them with read_attached_file; their text stays here (rag/attached.py).
        asked = question + cloud_note(req.files) if req.files else question
        remote = svc.registry.remote()
        st.endpoint = remote[0] if remote else None
        # Continue: the cut answer is gated like history (it may quote a restricted passage)
        # and goes last, as the start of the reply.
        gated = [*history, ChatMessage("assistant", req.continues)] if req.continues else history
        # The gate decides once per trust zone among the endpoints: each candidate is judged
        # by the decision for its own zone (routing/candidates.py).
        views = st.views = {}
        for zone in dict.fromkeys([st.zone, *(e.trust_zone for e in remote)]):
            try:
                views[zone] = gate_view(svc.gate(), asked, gated, hits, zone)
            except Exception as exc:  # no gate, or it failed: nothing may leave the device
                views[zone] = GateView.keep_local(exc)
            if req.continues and len(views[zone].history) == len(gated):
                views[zone].prefix = views[zone].history.pop()
        st.view = views[st.zone]
        # With one remote endpoint the decision that counts is known now; with several it is
        # the chosen one's, told once the route is decided (the order of events is the same).
        if len(remote) < 2:
            yield self._privacy(st.view)

        await svc.signals.probe_due(remote, st.rules)
        if req.mode == "auto":
            st.qvec = await svc.signals.query_vector(req.question, hits)
        st.plan = plan = route(svc, st, views, hits)
        draft_reason = self._choose_drafter(remote, bool(pictures))
        view = st.view
        if len(remote) >= 2:
            yield self._privacy(view)
        st.mark("route")
        reasons = [*plan.reasons, *route_reasons(pictures, view, st)]
        if draft_reason:
            reasons.append(draft_reason)
        offered = tools_reason(svc, st, plan.plan)
        if offered:
            reasons.append(offered)
        if (pictures or draft_reason or offered) and st.trace.route is not None:
            st.trace.route.reasons = list(reasons)
        start_uploads(svc.ocr(), st, view, pictures)  # masking runs while the draft streams
        yield RouteEvent(rid, plan.plan, list(plan.endpoints), reasons)
        st.trace.retrieval = [
            HitRecord(h.source, h.page, float(h.score), h.collection, h.path, h.chunk) for h in hits
        ]
        st.mark("retrieval")
        found = [RetrievalHit(h.source, h.page, float(h.score), h.path) for h in hits]
        yield RetrievalEvent(rid, found)

        st.message_id = self.history.begin(req, rid, question)
        saver = DraftSaver(self.history, st.message_id)
        st.on_draft_end = lambda: saver.flush(st.draft)
        st.hits = list(hits)
        if plan.blocked and req.mode != "local":
            st.fallback = plan.blocked
        if plan.staged:
            steps = execute_staged(svc, st, plan)
        else:
            # The prompt begun before the gate, when there was one: the very request the
            # engine holds tokens for (draft.py start_draft_with_passages).
            local_msgs = st.passages_head_start or draft_messages(
                st, question, [h.text for h in hits]
            )
            if req.files:  # the draft reads the files' beginning (after the passages: [1] stays)
                local_msgs = with_file_excerpts(
                    local_msgs, req.files, svc.settings.local.llm_context
                )
            if req.continues:
                local_msgs.append(ChatMessage("assistant", req.continues))
            steps = race(svc, st, plan, local_msgs, view)
        if req.version_of:
            st.trace.extra["version_of"] = req.version_of
        shown = 0
        async for event in steps:
            if isinstance(event, DraftEvent):
                shown += 1
                st.trace.extra["draft"] = {"tokens": shown}  # a reopened answer's token count
                saver.piece(st.draft)  # what the user saw survives a killed process
            yield event
        if st.fallback:
            st.mark("fallback")
            yield FallbackEvent(rid, st.fallback)
        if st.final_text is None:
            st.trace.error = st.trace.error or "no engine produced an answer"
            yield ErrorEvent(rid, st.trace.error)
            return
        yield self._final(hits)

    def _choose_drafter(self, remote: Sequence[Any], pictures: bool) -> str | None:
        """A private endpoint measured faster to the first token than the device drafts
        (routing/drafter.py); returns the reason to show, if any. Never raises."""
        st, svc = self.st, self.svc
        plan = st.plan
        if (
            plan.staged
            or plan.plan not in ("local", "hybrid")
            or st.req.mode == "cloud"
            or pictures
            or not remote
            or svc.settings.routing.offline
        ):
            return None
        from app.core.routing.drafter import choose_drafter

        upgrade = st.endpoint.name if st.endpoint is not None and plan.plan == "hybrid" else None
        try:
            ep, why = choose_drafter(
                remote,
                svc.signals.reading_for,
                {zone: v.action for zone, v in st.views.items()},
                svc.signals.local_record(st.rules).ttft_ms,
                upgrade=upgrade,
            )
        except Exception:  # the device drafts
            return None
        if ep is not None:
            st.drafter = ep
            st.trace.extra["draft_endpoint"] = ep.name
            drop_head_start(svc, st)  # the device's early start is not needed
        return why

    def _privacy(self, view: GateView) -> PrivacyEvent:
        st = self.st
        st.trace.privacy = PrivacyRecord(
            view.level, view.action, list(view.entities), dict(view.redactions), list(view.reasons)
        )
        st.mark("privacy")
        return privacy_event(st.rid, view)

    def _final(self, hits: Sequence[Hit]) -> FinalEvent:
        st, trace = self.st, self.st.trace
        text = st.req.continues + (st.final_text or "")
        citations = citations_for(trace.retrieval)
        timings = Timings(st.first_visible_ms, st.draft_done_ms, st.ms())
        cost = Cost(st.usage.tokens_in, st.usage.tokens_out, round(st.usd, 6))
        level = st.view.level if st.view else "public"
        st.mark("final")
        trace.source, trace.fallback = st.source, st.fallback
        trace.timings, trace.cost, trace.citations = timings, cost, citations
        trace.draft_text = None if st.req.no_history else st.draft
        trace.final_text = None if st.req.no_history else text
        if st.restorer is not None and not st.req.no_history:
            trace.cloud_text = st.cloud_text  # also when the cloud broke off mid-answer
        failed = st.local_failure  # the device's model could not draft: the answer says so
        return FinalEvent(
            st.rid,
            st.source,  # type: ignore[arg-type]
            text,
            citations,
            level,  # type: ignore[arg-type]
            timings,
            cost,
            local_error=f"the device's model could not draft: {failed}" if failed else None,
            image_input=image_input(st, st.view),  # type: ignore[arg-type]
            tools_refused=list(st.tools_refused),
        )

    async def finish(self) -> None:
        """Always runs: stop what still runs, write the trace, outcome and history."""
        st, svc, trace = self.st, self.svc, self.st.trace
        await st.cancel_all()
        drop_head_start(svc, st)  # one the route did not take must not run on
        done = st.final_text is not None
        hit = self.probe is not None and self.probe.entry is not None
        cache = svc.result_cache() if self.probe is not None and not hit else None
        cache = None if st.req.continues else cache
        if "tools" in st.trace.extra:  # a tool's result is of its moment: not kept for reuse
            cache = None
        if cache is not None and self.probe is not None:
            result_cache.store(svc, cache, st, self.probe)
        if not done and trace.cancelled is None:
            trace.cancelled = trace.error is None
        if not done and trace.draft_text is None and not st.req.no_history:
            trace.draft_text = st.draft
        if self.history.error:
            trace.note_error("history_error", self.history.error)
        if done and not hit:
            try:
                self._label()
            except Exception as exc:  # a label is never worth the history's end
                trace.note_error("label_error", exc)
        try:
            svc.traces.save(st.rid, trace.to_dict())
            if not hit:  # a cache hit ran no engine: no routing outcome to learn from
                svc.traces.add_outcome(
                    st.rid,
                    task_kind=st.task_kind,
                    plan=st.plan.plan,
                    source=st.source if done else "none",
                    fallback=st.fallback,
                    latency_ms=st.ms(),
                    usd=st.usd,
                )
        except Exception as exc:  # a full disk must not hide the answer the user already saw
            trace.note_error("trace_error", exc)
        self.history.end(
            st.message_id,
            final=None if st.final_text is None else st.req.continues + st.final_text,
            draft=st.req.continues + st.draft,
            source=st.source,
            trace_id=st.rid,
        )

    def _label(self) -> None:
        """Both engines answered: a label for the device's model (routing/calibration.py)."""
        st = self.st
        if (
            st.plan.plan not in ("hybrid", "local")  # local: an escalated draft
            or st.source != "cloud"
            or st.req.no_history
            or st.req.continues
            or st.trace.draft_dropped
            or st.trace.extra.get("draft_endpoint")  # a server drafted: no label for the device
        ):
            return
        self.svc.signals.record_label(
            st.rid,
            st.question or st.req.question,
            st.draft,
            st.cloud_text,
            complete=not st.trace.draft_stopped,
            context_chars=sum(len(getattr(h, "text", "")) for h in st.hits),
            rules=st.rules,
        )
