"""The state of one request in flight, shared by the flow (:mod:`app.core.pipeline_run`) and
the cloud steps (:mod:`app.core.pipeline_cloud`). Split so each file holds one job."""

from __future__ import annotations

import asyncio
import contextlib
import time
import uuid
from typing import TYPE_CHECKING, Any

from app.core.engines.base import ChatMessage
from app.core.engines.cloud_llm import CloudError, Usage
from app.core.events import AnyEvent, FallbackReason, UpgradeEvent
from app.core.pipeline_parts import GateView, Restorer
from app.core.routing.registry import Endpoint
from app.core.routing.router import CONSERVATIVE, RoutePlan

if TYPE_CHECKING:
    from app.core.pipeline import AskRequest, Pipeline


class CloudDone:
    """Sentinel from the cloud task: finished (error None) or failed."""

    def __init__(self, error: CloudError | None) -> None:
        self.error = error


class DraftDone:
    def __init__(self, error: BaseException | None) -> None:
        self.error = error


class RunState:
    """What one request knows while it runs; every request gets its own."""

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
        self.history_msgs: list[ChatMessage] = []
        self.hits: list[Any] = []
        self.qvec: Any = None  # the query embedding for the difficulty estimate, when computed
        self.trace: dict[str, Any] = {
            "request_id": self.rid,
            "created_at": time.strftime("%Y-%m-%dT%H:%M:%S%z"),
            # --no-history: the texts are not kept here either, only their sizes.
            "question": None if request.no_history else request.question,
            "question_chars": len(request.question),
            "mode": request.mode,
            "collections": list(request.collections),
            "events": [],
        }

    def ms(self) -> float:
        return round((time.perf_counter() - self.t0) * 1000, 1)

    def _mark(self, name: str) -> None:
        self.trace["events"].append({"event": name, "ms": self.ms()})

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
