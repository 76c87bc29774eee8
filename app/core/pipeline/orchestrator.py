"""The orchestrator: one per application (or CLI run). It owns the shared parts, builds the
heavy ones lazily, and answers each request with a fresh :class:`~app.core.pipeline.run.Run`.
It also owns the cloud endpoints' long-lived connections (:class:`HttpPool`,
docs/ARCHITECTURE.md §7): closed with it, and new cloud settings build a new pipeline."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from typing import TYPE_CHECKING, TypedDict

from app.core.config import Settings, load_settings
from app.core.engines.base import ChatEngine
from app.core.engines.cloud_llm import CloudError, Timeouts, normalise_base_url
from app.core.engines.http_pool import HttpPool
from app.core.events import AnyEvent
from app.core.pipeline.draft import warm_local
from app.core.pipeline.history_link import HistoryLink
from app.core.pipeline.ports import AuditSink, Decider, Gate, HistoryStore, Retriever, Services
from app.core.pipeline.request import AskRequest
from app.core.pipeline.run import Run, warm_retriever
from app.core.routing.budget import Budget
from app.core.routing.difficulty import ShippedModel
from app.core.routing.feedback import Feedback
from app.core.routing.network import NetworkMonitor
from app.core.routing.registry import Endpoint, Registry, build_client, endpoint_key
from app.core.routing.router import Router, device_load
from app.core.routing.rules import Rules, RulesFile
from app.core.routing.signals import RouteEmbedder, RouteSignals
from app.core.store.traces import TraceStore

if TYPE_CHECKING:
    from app.core.engines.llm_host import HeadStart
    from app.core.engines.ocr import OcrEngine
    from app.core.store.result_cache import ResultCache
    from app.core.tools.runner import Approver, ToolBox


class PipelineParts(TypedDict, total=False):
    """:class:`Pipeline`'s optional parts by name (``Services.pipeline`` passes them on)."""

    local: ChatEngine | None
    cloud: ChatEngine | None
    gate: Gate | None
    store: Retriever | None
    audit: AuditSink | None
    history: HistoryStore | None
    registry: Registry | None
    traces: TraceStore | None
    monitor: NetworkMonitor | None
    rules: RulesFile | None
    load_probe: Callable[[], float | None] | None
    cache: ResultCache | None
    store_factory: Callable[[], Retriever] | None
    ocr: OcrEngine | Callable[[], OcrEngine] | None
    tools: Callable[[], ToolBox | None] | None
    approve_tool: Approver | None
    head_start: HeadStart | None
    route_embedder: RouteEmbedder | None
    route_model: ShippedModel | None


class Pipeline:
    """Answers requests as event streams (see :mod:`app.core.pipeline` for their order).

    ``local`` and ``cloud`` are chat engines; ``cloud`` replaces the client that would be built
    for the configured endpoint (tests pass fakes or a client with short timeouts). ``gate``,
    ``store``, ``audit`` and ``history`` default to the real privacy gate, document store,
    audit log and history; the pipeline closes only what it built itself.
    """

    def __init__(
        self,
        settings: Settings | None = None,
        local: ChatEngine | None = None,
        cloud: ChatEngine | None = None,
        gate: Gate | None = None,
        store: Retriever | None = None,
        *,
        audit: AuditSink | None = None,
        history: HistoryStore | None = None,
        registry: Registry | None = None,
        traces: TraceStore | None = None,
        monitor: NetworkMonitor | None = None,
        rules: RulesFile | None = None,
        load_probe: Callable[[], float | None] | None = None,
        cache: ResultCache | None = None,
        store_factory: Callable[[], Retriever] | None = None,
        ocr: OcrEngine | Callable[[], OcrEngine] | None = None,
        tools: Callable[[], ToolBox | None] | None = None,
        approve_tool: Approver | None = None,
        head_start: HeadStart | None = None,
        route_embedder: RouteEmbedder | None = None,
        route_model: ShippedModel | None = None,
    ) -> None:
        self.settings = settings or load_settings().settings
        # The request's tools (docs/ARCHITECTURE.md §16): by default the servers of
        # <data home>/mcp.json, read again for each request; ``approve_tool`` is the window's
        # question for a tool that is not auto-approved (None: such tools do not run).
        self._tools = tools
        self.approve_tool = approve_tool
        #: Engines started early (engines/llm_host.py): the process's unless given.
        self._head_start = head_start
        self._local = local
        self._own_local = local is None  # close only what this pipeline created
        self._cloud = cloud
        self._gate = gate
        self._store = store
        # A store someone else owns, opened only if a request searches (a question without
        # documents never imports the RAG stack: Services passes its documents() here).
        self._store_factory = store_factory
        self._own_store = store is None and store_factory is None
        self._audit = audit
        self.load_probe = load_probe or device_load
        self.history = HistoryLink(history)
        self.registry = registry or Registry.from_settings(self.settings)
        self.traces = traces or TraceStore()
        self.monitor = monitor or NetworkMonitor()
        self.rules = rules or RulesFile()
        self.router: Decider = Router()
        self.budget = Budget(
            self.traces,
            self.settings.routing.daily_budget_usd,
            self.settings.routing.max_request_usd,
        )
        self.feedback = Feedback(self.traces)
        # The routing embedder and the shipped difficulty model: the process's unless given.
        self.signals = RouteSignals(self, embedder=route_embedder, shipped=route_model)
        self.http = HttpPool()
        self.last_trace: dict[str, object] = {}
        # The result cache (pipeline/cache.py): built here only for the real local model, so a
        # pipeline given a fake engine (tests) never answers from another test's cache.
        self._cache = cache
        self._own_cache = cache is None and local is None
        self._cache_failed = False
        # The OCR engine, or a callable that returns the shared one (Services passes its ocr).
        self._ocr = ocr
        self._ocr_built: OcrEngine | None = None

    # ------------------------------------------------------------ lazy parts

    def tools(self) -> ToolBox | None:
        """The request's :class:`~app.core.tools.runner.ToolBox` (not yet opened), or None."""
        if self._tools is not None:
            return self._tools()
        from app.core.paths import data_home
        from app.core.tools.runner import ToolBox

        box = ToolBox.from_home(data_home())
        if box is None and self.settings.tools.searxng_url.strip():
            box = ToolBox([])  # the web search alone (and the built-ins with it)
        return box

    def local(self) -> ChatEngine:
        if self._local is None:
            from app.core.engines.llm_host import local_engine

            # [local] llm_model: a catalog name or a GGUF path; gpu_layers (issue 12); in its
            # own process unless [local] model_process = false
            self._local = local_engine(self.settings, self._head_start)
        return self._local

    def local_available(self) -> bool:
        engine = self.local()
        try:
            path = getattr(engine, "model_path", None)
        except Exception:  # LocalModelError: the model is not installed
            return False
        return path is None or path.is_file()

    def gate(self) -> Gate:
        if self._gate is None:
            from app.core.privacy.gate import PrivacyGate
            from app.core.privacy.ner import EntityPolicy

            self._gate = PrivacyGate(
                self.settings.privacy.policy,
                EntityPolicy.from_settings(self.settings.privacy.entities),
            )
        return self._gate

    def warm_gate(self, text: str | None = None) -> None:
        """Start loading the soft-entity recogniser's models that ``text`` needs (both when
        None) on a background thread, unless the recogniser is off or the gate is not ours."""
        from app.core.privacy.gate import PrivacyGate
        from app.core.privacy.ner import load_in_background

        gate = self.gate()
        if isinstance(gate, PrivacyGate) and gate.entities.enabled:
            load_in_background(text)

    def audit(self) -> AuditSink:
        if self._audit is None:
            from app.core.store.audit import AuditLog

            self._audit = AuditLog()
        return self._audit

    def store(self) -> Retriever:
        if self._store is None and self._store_factory is not None:
            self._store = self._store_factory()
        if self._store is None:
            from app.core.rag.document_store import DocumentStore

            self._store = DocumentStore(
                url=self.settings.rag.chroma_url or None, min_score=self.settings.rag.min_score
            )
        return self._store

    def ocr(self) -> OcrEngine:
        """The OCR engine for requests with pictures (docs/ARCHITECTURE.md §17), built on first
        use; a callable given as ``ocr`` (the shared services' engine) is asked each time."""
        if self._ocr is not None:
            return self._ocr() if callable(self._ocr) else self._ocr
        if self._ocr_built is None:
            from app.core.engines.ocr import OcrEngine

            self._ocr_built = OcrEngine()
        return self._ocr_built

    def result_cache(self) -> ResultCache | None:
        """The result cache, or None when it is off (``[cache] enabled``) or cannot open."""
        if not self.settings.cache.enabled:
            return None
        if self._cache is None and self._own_cache and not self._cache_failed:
            from app.core.store.result_cache import ResultCache

            conf = self.settings.cache
            try:
                self._cache = ResultCache(
                    max_entries=conf.max_entries, ttl_s=conf.ttl_days * 86400.0
                )
            except Exception:  # an unwritable data home: answer without the cache
                self._cache_failed = True
        return self._cache

    def forget_cached(self, key: str) -> bool:
        """Drop one result-cache entry (Ask again in the window); True when there was one."""
        cache = self.result_cache()
        if cache is None or not key:
            return False
        return bool(cache.delete(key))

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
        return build_client(endpoint, self._timeouts(rules), self.http)

    def services(self) -> Services:
        """The record a request runs with (read anew per request: tests swap parts)."""
        return Services(
            settings=self.settings,
            local=self.local,
            local_available=self.local_available,
            gate=self.gate,
            warm_gate=self.warm_gate,
            retriever=self.store,
            audit=self.audit,
            cloud_for=self.cloud_for,
            registry=self.registry,
            traces=self.traces,
            monitor=self.monitor,
            rules=self.rules,
            router=self.router,
            budget=self.budget,
            feedback=self.feedback,
            load_probe=self.load_probe,
            signals=self.signals,
            result_cache=self.result_cache,
            ocr=self.ocr,
            tools=self.tools,
            approve_tool=self.approve_tool,
        )

    # ------------------------------------------------------------ around requests

    def record_verdict(
        self, request_id: str, *, accepted: bool | None = None, edited: bool | None = None
    ) -> bool:
        """The user kept or reverted an upgrade, or edited the answer: feeds the thresholds,
        and a flip back to the draft labels the device's model (routing/calibration.py)."""
        if accepted is not None:
            self.signals.flip(request_id, back_to_draft=not accepted)
        return self.feedback.record_verdict(request_id, accepted=accepted, edited=edited)

    async def probe_if_idle(self, stale_s: float = 120.0) -> float | None:
        """A light ``GET /models`` to the remote endpoint when its RTT reading is stale or
        missing (the UI calls this when idle). Returns the RTT in ms, or None."""
        remote = self.registry.remote()
        if not remote or self.settings.routing.offline:
            return None
        ep = remote[0]
        reading = self.monitor.reading(ep.name)
        if reading.age_s is not None and reading.age_s < stale_s:
            return None
        client = build_client(ep, self._timeouts(self.rules.current()), self.http)
        try:
            rtt = await client.probe()
        except CloudError as exc:
            self.monitor.record_failure(ep.name, reason=exc.reason)
            return None
        self.monitor.record_success(ep.name, rtt)
        return rtt

    def warm(self) -> None:
        """Start loading the local model and its system prompt's KV state on the model's own
        worker, and the document store's encoder and Chroma when something is indexed, without
        waiting (the window calls this once the pipeline is built, so the first question does
        not pay for the loads; docs/ARCHITECTURE.md §7)."""
        warm_local(self.local)
        warm_retriever(self.store, only_if_indexed=True)
        # What the first request would otherwise build on its caller's thread (the window's
        # event loop: measured 130 ms there): the routing rules (parsed and audited), the
        # privacy gate (its detectors import ~40 ms of modules), the result cache and the
        # difficulty estimate's model.
        try:
            self.rules.current()
            self.warm_gate()  # the recogniser's models load on their own thread
            self.result_cache()
            _ = self.signals.model
        except Exception:  # a warm-up never fails anything: the request reports it
            return

    def preconnect_endpoint(self, mode: str | None = None) -> Endpoint | None:
        """The endpoint a request in ``mode`` could go to, when opening a connection to it ahead
        of the request is allowed: never with ``[cloud] preconnect`` off, for mode ``local``,
        offline, a policy that keeps even
        public text on the device, an endpoint known unreachable or misconfigured, or a cloud
        client the caller supplied (not ours to warm)."""
        mode = mode or self.settings.routing.default_mode
        if mode == "local" or self.settings.routing.offline or self._cloud is not None:
            return None
        if not self.settings.cloud.preconnect:  # [cloud] preconnect = false
            return None
        remote = self.registry.remote()
        if not remote:
            return None
        ep = remote[0]
        from app.core.privacy.policy import Policy

        try:
            if Policy.from_settings(self.settings).action("public", ep.trust_zone) == "local":
                return None
        except Exception:  # a broken policy table: the request will say so; do not connect
            return None
        if self.monitor.reading(ep.name).state in ("unreachable", "misconfigured"):
            return None
        return ep

    async def preconnect(self, mode: str | None = None) -> bool:
        """Open the pooled connection to the cloud endpoint while the user is still typing (or
        while ``tandem ask`` loads the model), so the request finds TCP and TLS done. Sends no
        user text (a ``HEAD /models``); at most once per 30 s per endpoint; False when nothing
        was opened. The key is read off the event loop (a keyring call may block)."""
        import asyncio

        ep = self.preconnect_endpoint(mode)
        if ep is None or self.http.closed or not self.http.claim_preconnect(ep.name):
            return False
        timeout = self._timeouts(self.rules.current()).connect_s
        return await self.http.preconnect(
            normalise_base_url(ep.base_url),
            timeout_s=timeout,
            lookup=lambda: asyncio.to_thread(endpoint_key, ep),
        )

    async def aclose(self) -> None:
        """Close the cloud connections on this loop, then everything else (:meth:`close`)."""
        await self.http.aclose()
        self.close()

    def close(self) -> None:
        self.http.close()
        self.traces.close()
        self.signals.close()
        self.history.close()
        if self._own_local and self._local is not None:
            closer = getattr(self._local, "close", None)
            if callable(closer):
                closer()
        if self._own_store and self._store is not None:
            closer = getattr(self._store, "close", None)
            if callable(closer):
                closer()
        if self._own_cache and self._cache is not None:
            self._cache.close()
            self._cache = None
        if self._ocr_built is not None:
            self._ocr_built.close()
            self._ocr_built = None

    # ------------------------------------------------------------ the request

    async def ask(self, request: AskRequest) -> AsyncIterator[AnyEvent]:
        """Answer one request as a stream of events; see :mod:`app.core.pipeline`."""
        run = Run(self.services(), self.history, request)
        try:
            async for event in run.events():
                yield event
        finally:
            await run.finish()
            self.last_trace = run.trace
