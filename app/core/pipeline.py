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

from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from typing import Any

from app.core.config import Settings, load_settings
from app.core.engines.base import ChatEngine
from app.core.engines.cloud_llm import CloudError, Timeouts
from app.core.events import AnyEvent
from app.core.pipeline_parts import HistoryLink
from app.core.pipeline_run import MODES, Run
from app.core.routing.budget import Budget
from app.core.routing.feedback import Feedback
from app.core.routing.network import NetworkMonitor
from app.core.routing.registry import Endpoint, Registry, build_client
from app.core.routing.router import Router, device_load
from app.core.routing.rules import Rules, RulesFile
from app.core.store.traces import TraceStore

__all__ = ["MODES", "AskRequest", "Pipeline"]


@dataclass(frozen=True)
class AskRequest:
    question: str
    mode: str = "auto"
    collections: tuple[str, ...] = ()
    conversation_id: int | None = None
    no_history: bool = False


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
        load_probe: Callable[[], float | None] | None = None,
    ) -> None:
        self.settings = settings or load_settings().settings
        self._local = local
        self._own_local = local is None  # close only what this pipeline created
        self._cloud = cloud
        self._gate = gate
        self._store = store
        self.load_probe = load_probe or device_load
        self._own_store = store is None
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

            # [local] llm_model: a catalog name or a GGUF path; gpu_layers (issue 12)
            self._local = LocalLLM.from_settings(self.settings)
        return self._local

    def local_available(self) -> bool:
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

    def record_verdict(
        self, request_id: str, *, accepted: bool | None = None, edited: bool | None = None
    ) -> bool:
        """The user kept or reverted an upgrade, or edited the answer: feeds the thresholds."""
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
        client = build_client(ep, self._timeouts(self.rules.current()))
        try:
            rtt = await client.probe()
        except CloudError as exc:
            self.monitor.record_failure(ep.name, network=exc.reason in ("network", "timeout"))
            return None
        self.monitor.record_success(ep.name, rtt)
        return rtt

    def close(self) -> None:
        self.traces.close()
        self.history.close()
        closer = getattr(self._local, "close", None)
        if self._own_local and callable(closer):
            closer()
        if self._own_store and self._store is not None and hasattr(self._store, "close"):
            self._store.close()

    # ------------------------------------------------------------ the request

    async def ask(self, request: AskRequest) -> AsyncIterator[AnyEvent]:
        """Answer one request as a stream of events; see the module docstring for the order."""
        run = Run(self, request)
        try:
            async for event in run.events():
                yield event
        finally:
            await run.finish()
            self.last_trace = run.trace
