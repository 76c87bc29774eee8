"""The seams of the pipeline: what it needs from the parts around it, as Protocols, and the one
record of shared services a request runs with (docs/ARCHITECTURE.md §1).

The real parts fit these (``PrivacyGate``, ``DocumentStore``, ``AuditLog``, ``History``,
``CloudLLM``); so do the unit tests' fakes. Nothing here imports an engine or a store.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from app.core.engines.base import ChatEngine, ChatMessage

if TYPE_CHECKING:
    from app.core.config import Settings
    from app.core.engines.ocr import OcrEngine
    from app.core.privacy.gate import GateDecision
    from app.core.routing.budget import Budget
    from app.core.routing.feedback import Feedback
    from app.core.routing.network import NetworkMonitor
    from app.core.routing.registry import Endpoint, Registry
    from app.core.routing.router import Features, RoutePlan
    from app.core.routing.rules import Rules, RulesFile
    from app.core.routing.signals import RouteSignals
    from app.core.store.audit import AuditImage
    from app.core.store.result_cache import ResultCache
    from app.core.store.traces import TraceStore
    from app.core.tools.runner import Approver, ToolBox


def _no_ocr() -> OcrEngine:
    raise RuntimeError("no OCR engine was given to this pipeline")


class Gate(Protocol):
    """The privacy gate (``app.core.privacy.gate.PrivacyGate``): pure, no I/O."""

    def prepare(
        self,
        prompt: str,
        history: Sequence[str | ChatMessage] = (),
        passages: Sequence[tuple[str, str] | Hit] = (),
        trust_zone: str = "public",
    ) -> GateDecision: ...


class Hit(Protocol):
    """One retrieved passage (``app.core.rag`` search results have these fields)."""

    @property
    def source(self) -> str: ...
    @property
    def page(self) -> int | None: ...
    @property
    def chunk(self) -> int: ...
    @property
    def score(self) -> float: ...
    @property
    def text(self) -> str: ...
    @property
    def collection(self) -> str: ...
    @property
    def label(self) -> str: ...
    @property
    def path(self) -> str: ...


class Retriever(Protocol):
    """The document store's search (``DocumentStore.asearch``)."""

    async def asearch(
        self, query: str, collections: Sequence[str] | None = None, k: int = 4
    ) -> Sequence[Hit]: ...


class AuditSink(Protocol):
    """The outbound audit log: a row is written before any byte leaves; raising means "do not
    send"."""

    def record(
        self,
        endpoint: str,
        trust_zone: str,
        level: str,
        redactions: Mapping[str, int] | int,
        text_sent: str,
        request_id: str | None = None,
        images: Sequence[AuditImage] = (),
    ) -> int: ...


class StoredMessage(Protocol):
    @property
    def role(self) -> str: ...
    @property
    def text(self) -> str: ...


class HistoryStore(Protocol):
    """Conversation history (``app.core.store.history.History``)."""

    def messages(self, conversation_id: int) -> Sequence[StoredMessage]: ...

    def create_conversation(self, title: str) -> int: ...

    def add_message(
        self,
        conversation_id: int,
        role: str,
        text: str,
        *,
        draft_text: str | None = None,
        source: str | None = None,
        trace_id: str | None = None,
    ) -> int: ...

    def update_message(
        self,
        message_id: int,
        *,
        text: str | None = None,
        draft_text: str | None = ...,
        source: str | None = ...,
        trace_id: str | None = ...,
    ) -> None: ...

    def close(self) -> None: ...


class Usage(Protocol):
    @property
    def tokens_in(self) -> int: ...
    @property
    def tokens_out(self) -> int: ...


class CloudStats(Protocol):
    """What a cloud client measured on its last call (``CloudLLM.last_stats``)."""

    @property
    def attempts(self) -> int: ...
    @property
    def ttfb_ms(self) -> float | None: ...
    @property
    def first_token_ms(self) -> float | None: ...
    @property
    def total_ms(self) -> float | None: ...
    @property
    def usage(self) -> Usage: ...


def cloud_stats(engine: object) -> CloudStats | None:
    """The engine's statistics when it keeps them (a fake or another client may not)."""
    stats = getattr(engine, "last_stats", None)
    needed = ("attempts", "ttfb_ms", "first_token_ms", "total_ms", "usage")
    return stats if stats is not None and all(hasattr(stats, n) for n in needed) else None


class Decider(Protocol):
    """The router (``app.core.routing.router.Router``)."""

    def decide(self, f: Features, rules: Rules) -> RoutePlan: ...


@dataclass(frozen=True)
class Services:
    """Everything a request runs with, built once per request by the orchestrator.

    Heavy parts are callables, so a request that does not need them never builds them (the
    local model, Chroma, the audit database). Each run step takes this record, never the
    orchestrator itself.
    """

    settings: Settings
    local: Callable[[], ChatEngine]
    local_available: Callable[[], bool]
    gate: Callable[[], Gate]
    retriever: Callable[[], Retriever]
    audit: Callable[[], AuditSink]
    cloud_for: Callable[[Endpoint, Rules], ChatEngine]
    registry: Registry
    traces: TraceStore
    monitor: NetworkMonitor
    rules: RulesFile
    router: Decider
    budget: Budget
    feedback: Feedback
    load_probe: Callable[[], float | None]
    signals: RouteSignals
    #: The result cache (``app.core.store.result_cache.ResultCache``), None when it is off.
    result_cache: Callable[[], ResultCache | None] = lambda: None
    #: The OCR engine (``app.core.engines.ocr.OcrEngine``), built on a request with pictures.
    ocr: Callable[[], OcrEngine] = _no_ocr
    #: The request's tools (``app.core.tools.runner.ToolBox``, not yet opened), None when
    #: ``mcp.json`` names no server; may raise ``ToolConfigError`` (docs/ARCHITECTURE.md §16).
    tools: Callable[[], ToolBox | None] = lambda: None
    #: Starts loading the gate's recogniser models a text needs, on their own thread.
    warm_gate: Callable[[str | None], None] = lambda _text: None
    #: Asked before a tool that is not auto-approved runs (the window's dialog); None: such
    #: tools do not run (``tandem ask``).
    approve_tool: Approver | None = None
