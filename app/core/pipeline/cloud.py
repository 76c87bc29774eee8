"""One cloud call: audit, announce, stream, restore placeholders, account for cost and network
health. Everything sent comes from the request's :class:`GateView`, and the audit row is written
before the first byte leaves (a failing audit log means nothing is sent)."""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import time
from collections.abc import AsyncIterator, Callable
from typing import Any

from app.core.engines.base import ChatEngine, ChatMessage, Token
from app.core.engines.cloud_llm import CloudError, CloudLLM, Usage, estimate_tokens
from app.core.events import ToolEvent, UpgradeEvent, UploadEvent
from app.core.pipeline.gate_view import GateView
from app.core.pipeline.ports import Services, cloud_stats
from app.core.pipeline.restorer import Restorer
from app.core.pipeline.state import CloudDone, RunState
from app.core.pipeline.tool_loop import MAX_ROUNDS, ToolRun, sent_text
from app.core.pipeline.trace import CloudRecord, UploadRecord
from app.core.routing.registry import Endpoint
from app.core.tools.runner import ToolBox

CloudItem = UploadEvent | ToolEvent | UpgradeEvent | CloudDone


async def cloud_task(
    svc: Services,
    st: RunState,
    view: GateView,
    queue: asyncio.Queue[object],
    anchor: float | None = None,
    view_for: ViewFor | None = None,
) -> None:
    """Run the cloud call (with its failover chain); whatever happens, the consumer hears
    ``CloudDone`` exactly once (a task that died silently would leave the request waiting
    forever). ``anchor`` is when the time budget started (the request, or an escalation after
    the draft); ``view_for`` gives the gate's decision for a failover endpoint's zone."""
    done = False

    def finish(error: CloudError | None) -> None:
        nonlocal done
        if not done:
            done = True
            queue.put_nowait(CloudDone(error))

    try:
        await _call(svc, st, view, queue, anchor, finish, view_for)
    except asyncio.CancelledError:
        raise
    except Exception as exc:  # a bug here must end in the draft, not in a hang
        st.trace.note_error("cloud_bug", exc)
        finish(CloudError("network", f"the cloud call failed: {type(exc).__name__}"))


async def drain(
    svc: Services,
    st: RunState,
    view: GateView,
    anchor: float | None = None,
    view_for: ViewFor | None = None,
) -> AsyncIterator[CloudItem]:
    """The cloud call on its own: its upload and upgrade events as they come, then its
    :class:`CloudDone`. Cancelling the consumer closes the stream."""
    queue: asyncio.Queue[object] = asyncio.Queue()
    st.spawn(cloud_task(svc, st, view, queue, anchor, view_for))
    while True:
        item = await queue.get()
        if isinstance(item, UpgradeEvent):
            st.visible()
        if isinstance(item, UploadEvent | ToolEvent | UpgradeEvent | CloudDone):
            yield item
        if isinstance(item, CloudDone):
            return


#: Failures after which the next admissible candidate is tried in the same request: the server
#: is there but failed (5xx, 429, a timeout, a broken stream) or could not be reached. A refused
#: key, a wrong model or a bad certificate is this endpoint's problem too, so they fail over as
#: well; only a budget or offline verdict (never raised here) would not.
FAILOVER_REASONS = frozenset(
    {"http_5xx", "http_429", "timeout", "malformed", "network", "auth", "not_found", "tls"}
)
#: A failover is not started with less than this left of the request's time budget.
MIN_FAILOVER_S = 0.25

ViewFor = Callable[[Endpoint], GateView | None]


async def _call(
    svc: Services,
    st: RunState,
    view: GateView,
    queue: asyncio.Queue[object],
    anchor: float | None,
    finish: Callable[[CloudError | None], None],
    view_for: ViewFor | None = None,
) -> None:
    """Try the chosen endpoint, then its failover chain (``st.backups``) while the time budget
    lasts and nothing of a failed answer has been shown (shown text cannot be taken back; the
    draft then stands, as before). Each attempt is audited and announced on its own, with the
    gate's decision for its own trust zone (``view_for``; by default the request's)."""
    first = st.endpoint
    assert first is not None
    start = st.t0 if anchor is None else anchor
    budget_s = svc.settings.cloud.timeout_s
    if view.pending is not None:  # the pictures are being masked (pipeline/images.py)
        await view.pending
        # Painting and re-reading pictures is the device's work: the cloud's time budget
        # (failovers included) starts when its request is ready, so a slow mask is never an
        # endpoint's timeout.
        start = max(start, time.perf_counter())

    def for_zone(ep: Endpoint) -> GateView | None:
        if view_for is not None:
            return view_for(ep)
        return view if ep.trust_zone == first.trust_zone else st.views.get(ep.trust_zone)

    chain: list[tuple[Endpoint, GateView]] = [(first, view)]
    for ep in st.backups:
        zone_view = for_zone(ep)
        # the gate keeps this request from a zone whose decision is "local"
        if ep.name != first.name and zone_view is not None and zone_view.action != "local":
            chain.append((ep, zone_view))
    box = await _open_tools(svc, st, [ep for ep, _ in chain], queue)
    try:
        error = await _chain(svc, st, chain, queue, start, budget_s, box)
    finally:
        if box is not None:
            await box.close()
    finish(error)


async def _open_tools(
    svc: Services, st: RunState, endpoints: list[Endpoint], queue: asyncio.Queue[object]
) -> ToolBox | None:
    """The request's tools, when an endpoint in the chain takes them and ``mcp.json`` names a
    server: started and listed (bounded); a server that fails is one ``tool`` event with its
    line, and the answer goes on with the others (or with none)."""
    if not any("tools" in ep.abilities for ep in endpoints):
        return None
    try:
        box: ToolBox | None = svc.tools()
    except Exception as exc:  # a bad mcp.json: one line, no tools, the answer goes on
        queue.put_nowait(ToolEvent(st.rid, "mcp.json", "", error=str(exc)[:300]))
        st.trace.note_error("tools_error", str(exc)[:300])
        return None
    if box is None and st.req.files:  # no mcp.json: the built-ins, to read the files
        box = ToolBox([])
    if box is None:
        return None
    if st.req.files:  # read on the device, a bounded piece a call (rag/attached.py)
        from functools import partial

        from app.core.rag.attached import read_tool

        box.files = partial(read_tool, st.req.files)
    if st.req.collections:  # the chat's documents, searched on the device
        box.documents = lambda query: _search_documents(svc, st, query)
    if svc.settings.tools.searxng_url.strip():  # only when configured: nothing otherwise
        box.web = lambda query: _web_search(svc, st, query)
    try:
        await box.open()
    except Exception as exc:
        await box.close()
        st.trace.note_error("tools_error", type(exc).__name__)
        return None
    for server, line in box.errors:
        queue.put_nowait(ToolEvent(st.rid, server, "", error=line))
        st.trace.note_error("tools_error", line)
    if st.trace.route is not None and box.offered():
        names = ", ".join(o.fn for o in box.offered())
        st.trace.route.reasons.append(f"tools offered to the cloud (run on the device): {names}")
    return box


#: Of the attached files, a cloud that cannot read them by tool gets this many characters (the
#: beginning of each, shared), as passages through the gate.
FILE_BEGINNING_CHARS = 20_000


def with_file_beginning(view: GateView, st: RunState) -> GateView:
    """``view`` with the beginning of each attached file as passages after the request's,
    gated like retrieved passages: as it is, else with restricted values (ID numbers, cards)
    replaced by ``[TYPE withheld]``, else not at all (the draft has read them; the question's
    note still names them). For an endpoint offered no tools (docs/ARCHITECTURE.md §16)."""
    from app.core.pipeline.prompt import clip
    from app.core.pipeline.tool_loop import _mask_restricted

    files = st.req.files
    if view.regate is None or not files or view.action == "local":
        return view
    each = max(500, FILE_BEGINNING_CHARS // len(files))
    texts = [f"Attached file {f.name}:\n{clip(f.text, each)}" for f in files]
    masked = [_mask_restricted(view.classify, t)[0] for t in texts]
    for tries in (texts, masked) if masked != texts else (texts,):
        try:
            more = view.regate([(t, "public") for t in tries])
        except Exception:  # the gate failed: nothing of the files leaves
            return view
        if more.action != "local":
            return dataclasses.replace(
                more,
                images=view.images,
                pending=None,
                prefix=view.prefix,
                regate=view.regate,
                classify=view.classify,
            )
    return view


async def _search_documents(svc: Services, st: RunState, query: str) -> tuple[str, str]:
    """The built-in search_documents: the chat's collections, as retrieval searches them; the
    passages as text and the highest label among them (the gate treats the result as those
    passages would be treated)."""
    from pathlib import Path

    from app.core.privacy.entities import LEVELS, max_level

    hits = await svc.retriever().asearch(query, list(st.req.collections), svc.settings.rag.top_k)
    hits = [h for h in hits if float(h.score) > 0.0]
    parts, labels = [], ["public"]
    for h in hits:
        page = f" p.{h.page}" if h.page is not None else ""
        parts.append(f"[{Path(h.source).name}{page}] {h.text}")
        labels.append(h.label if h.label in LEVELS else "public")
    return "\n\n".join(parts), max_level(*labels)


#: SearXNG's answer, read whole: a few kilobytes of results; more is a broken server.
MAX_SEARCH_BYTES = 1 << 20


async def _web_search(svc: Services, st: RunState, query: str) -> str:
    """The built-in web_search: the query passes the privacy gate toward the SearXNG zone and
    is audited before it leaves (like any upload); the results are titles, links, snippets."""
    import json

    import httpx

    from app.core.engines.bounded_sse import TooLarge, read_body
    from app.core.pipeline.gate_view import gate_view

    conf = svc.settings.tools
    view = gate_view(svc.gate(), query, [], [], conf.searxng_zone)
    if view.action == "local":
        return "No search was made: the query holds what may not leave this device."
    sent = view.prompt
    try:
        svc.audit().record(
            "searxng", conf.searxng_zone, view.level, dict(view.redactions), sent, request_id=st.rid
        )
    except Exception:  # without an audit row nothing may leave
        return "No search was made: the audit log is unavailable."
    base = conf.searxng_url.strip().rstrip("/")
    try:
        async with (
            httpx.AsyncClient(timeout=httpx.Timeout(8.0)) as client,
            client.stream("GET", f"{base}/search", params={"q": sent, "format": "json"}) as r,
        ):
            if r.status_code >= 400:
                return f"The search failed: HTTP {r.status_code}."
            data = json.loads(await read_body(r, MAX_SEARCH_BYTES))
    except (httpx.HTTPError, TooLarge, ValueError) as exc:
        return f"The search failed: {type(exc).__name__}."
    results = data.get("results") if isinstance(data, dict) else None
    lines = [f"Web results for: {sent}"]
    for item in (results if isinstance(results, list) else [])[:5]:
        if isinstance(item, dict):
            title, url = str(item.get("title") or ""), str(item.get("url") or "")
            lines.append(f"- {title} <{url}>\n  {str(item.get('content') or '')[:400]}")
    return "\n".join(lines) if len(lines) > 1 else f"No web results for: {sent}"


async def _chain(
    svc: Services,
    st: RunState,
    chain: list[tuple[Endpoint, GateView]],
    queue: asyncio.Queue[object],
    start: float,
    budget_s: float,
    box: ToolBox | None,
) -> CloudError | None:
    error: CloudError | None = None
    failed: list[dict[str, object]] = []
    for i, (ep, sent) in enumerate(chain):
        if i > 0:
            left = budget_s - (time.perf_counter() - start)
            if left < MIN_FAILOVER_S:
                break
            tokens_in = estimate_tokens(sent.prompt + "".join(sent.passages))
            check = svc.budget.check(ep, tokens_in, st.rules.cloud_max_tokens)
            if not check.allowed:
                continue
            st.cloud_max_tokens = check.max_tokens
            _note_failover(st, failed, ep)
            st.endpoint = ep
        more = i + 1 < len(chain)
        error, shown = await _attempt(
            svc, st, ep, sent, queue, start, fresh=i > 0, more=more, box=box
        )
        if error is None:
            return None
        failed.append({"endpoint": ep.name, "reason": error.reason, "at_ms": st.ms()})
        st.trace.extra["failover"] = failed
        if shown or error.reason not in FAILOVER_REASONS:
            break
    return error


def _note_failover(st: RunState, failed: list[dict[str, object]], nxt: Endpoint) -> None:
    """The route's reasons say that another endpoint was tried, and why."""
    from app.core.routing.network import FAILURE_WORDS

    last = failed[-1] if failed else None
    if last is None or st.trace.route is None:
        return
    reason = str(last["reason"])
    words = FAILURE_WORDS.get(reason, "failed")
    st.trace.route.reasons.append(
        f"{last['endpoint']} {words} ({reason}): {nxt.name} was tried next, in the same request"
    )


async def _attempt(
    svc: Services,
    st: RunState,
    ep: Endpoint,
    view: GateView,
    queue: asyncio.Queue[object],
    start: float,
    *,
    fresh: bool,
    more: bool = False,
    box: ToolBox | None = None,
) -> tuple[CloudError | None, bool]:
    """One endpoint: audit, announce, stream. Everything it sees is ``view``'s redacted text
    (and, with tools, the gated results of the tools it asked for: pipeline/tool_loop.py).
    Returns the error (None when it answered) and whether any of its answer was shown.
    ``fresh``: a failover, whose first-token budget starts now (within the request's).
    ``more``: another candidate follows, so a failure moves on to it at once instead of
    retrying this one (or waiting out its ``Retry-After``)."""
    if view.pending is not None:  # the pictures are being masked (pipeline/images.py)
        await view.pending
    if view.images and "vision" not in ep.abilities:  # a failover that reads no pictures
        view = dataclasses.replace(view, images=[], pending=None)
    engine = svc.cloud_for(ep, st.rules)
    offer = box is not None and "tools" in ep.abilities and isinstance(engine, CloudLLM)
    run = ToolRun(view, box, svc.approve_tool) if offer and box is not None else None
    if run is not None and view.prefix is not None:  # a continued answer asks for no tools
        run = None
    if st.req.files and run is None:  # no tool to read them with: their beginning, gated
        view = with_file_beginning(view, st)
    restorer = st.restorer = Restorer(view.restore)
    st.cloud_parts = []
    error: CloudError | None = None
    shown = False
    end = start + svc.settings.cloud.timeout_s
    retries = engine.max_retries if isinstance(engine, CloudLLM) else None
    if isinstance(engine, CloudLLM) and more:
        engine.max_retries = 0
    sent_all: list[str] = []
    round_no = 0
    try:
        # The whole cloud answer, tool rounds included, has the settings' timeout: slower
        # than that, the draft stands.
        budget = asyncio.timeout(max(0.0, end - time.perf_counter()))

        def hold() -> Callable[[], float]:
            """While the user is asked to approve a tool, the budget stands still."""
            asked, left = time.perf_counter(), budget.when()
            budget.reschedule(None)

            def resume() -> float:
                nonlocal end
                waited = time.perf_counter() - asked
                end += waited
                if left is not None:
                    budget.reschedule(left + waited)
                return waited

            return resume

        if run is not None:
            run.hold_budget = hold
        async with budget:
            while True:
                messages = run.messages() if run is not None else view.cloud_messages()
                tools = run.box.schemas() if run is not None else []
                sent = sent_text(messages, tools)
                if not _announce(svc, st, ep, run.view if run else view, messages, sent, queue):
                    return CloudError("network", "the audit log is unavailable"), True
                sent_all.append(sent)
                now = time.perf_counter()
                kwargs: dict[str, Any] = {}
                if isinstance(engine, CloudLLM):
                    # The first-token budget counts from the user's request (or the
                    # escalation); a failover's or a tool round's from its own start, but
                    # never past the request's whole budget.
                    first = (now if fresh or round_no else start) + engine.timeouts.first_token_s
                    kwargs["deadline"] = min(first, end)
                if tools:
                    kwargs["tools"] = tools
                    if run is not None and run.capped:
                        kwargs["tool_choice"] = "none"
                round_parts: list[str] = []
                stream = engine.stream(
                    messages,
                    max_tokens=st.cloud_max_tokens,
                    temperature=st.rules.temperature,
                    **kwargs,
                )
                async with contextlib.aclosing(stream):  # type: ignore[type-var]
                    async for tok in stream:
                        if round_no and not round_parts and st.cloud_parts:
                            tok = Token("\n\n" + tok.text, tok.logprob)
                        round_parts.append(tok.text)
                        st.cloud_parts.append(tok.text)
                        delta = restorer.feed(tok.text)
                        if delta:
                            shown = True
                            queue.put_nowait(UpgradeEvent(st.rid, delta))
                calls = list(getattr(engine, "last_tool_calls", []) or [])
                if run is None or not calls or run.capped:
                    if run is not None and calls:
                        st.trace.note_error(
                            "tools_capped", f"the model asked for tools after {MAX_ROUNDS} rounds"
                        )
                    break
                await run.run_round(
                    "".join(round_parts),
                    calls,
                    lambda: end,
                    queue.put_nowait,
                    st.rid,
                    not st.req.no_history,
                )
                restorer.retarget(run.view.restore)
                st.view = run.view  # the final event's level counts the tools' results
                round_no += 1
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
    finally:
        if isinstance(engine, CloudLLM) and retries is not None:
            engine.max_retries = retries
        if run is not None:
            _note_tools(st, run)
    _account(svc, st, ep, engine, error, "\n".join(sent_all))
    # A tool that ran may have changed something: like text already shown, it cannot be taken
    # back, so a failed answer after it is not tried again elsewhere (the tool would run twice).
    ran = run is not None and any(r["approved"] for r in run.records)
    return error, shown or ran


def _announce(
    svc: Services,
    st: RunState,
    ep: Endpoint,
    view: GateView,
    messages: list[ChatMessage],
    sent_text: str,
    queue: asyncio.Queue[object],
) -> bool:
    """Audit one request (before any byte of it leaves), record it in the trace and emit its
    ``upload`` event. False: the audit log failed, so nothing may be sent."""
    pictures = [i.record() for i in view.images] if st.req.images else None
    extra: dict[str, Any] = {"images": view.images} if view.images else {}
    try:
        audit_id = svc.audit().record(
            ep.name,
            ep.trust_zone,
            view.level,
            dict(view.redactions),
            sent_text,
            request_id=st.rid,
            **extra,
        )
    except Exception as exc:  # without an audit row nothing may leave
        st.trace.note_error("audit_error", type(exc).__name__)
        return False
    record = UploadRecord(
        ep.name,
        ep.trust_zone,
        view.redacted,
        len(sent_text),
        sent_text,
        audit_id,
        st.ms(),
        images=pictures,
    )
    if any(m.tool_call_id is not None for m in messages):
        # A tool round: the first upload stays the trace's; each later one is listed.
        st.trace.extra.setdefault("tool_uploads", []).append(
            {"endpoint": ep.name, "chars": len(sent_text), "audit_id": audit_id, "at_ms": st.ms()}
        )
    else:
        st.trace.upload = record
    # The same (redacted) text, message by message: the Why dialog labels each one's role.
    st.trace.extra["sent_messages"] = [_sent_message(m) for m in messages]
    queue.put_nowait(
        UploadEvent(st.rid, ep.name, ep.trust_zone, view.redacted, len(sent_text), pictures)
    )
    return True


def _sent_message(m: ChatMessage) -> dict[str, Any]:
    out: dict[str, Any] = {"role": m.role, "content": m.content}
    if m.tool_calls:  # what the model asked for, as it went back with the results
        out["tool_calls"] = [f"{c.name}({c.arguments})" for c in m.tool_calls]
    return out


def _note_tools(st: RunState, run: ToolRun) -> None:
    """The calls of an attempt, in the trace (an answer with calls is not cached: run.py)."""
    if run.records:
        st.trace.extra["tools"] = [*st.trace.extra.get("tools", []), *run.records]
    st.tools_refused = [*st.tools_refused, *run.refused]


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
        svc.monitor.record_success(ep.name, float(ttfb), speed, first)
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
