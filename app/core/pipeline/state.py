"""What one request knows while it runs. Every request gets its own; the run's steps read and
write it, and the :class:`~app.core.pipeline.trace.Trace` in it is what gets stored."""

from __future__ import annotations

import asyncio
import contextlib
import time
import uuid
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from typing import Any

from app.core.engines.base import ChatMessage
from app.core.engines.cloud_llm import CloudError, Usage
from app.core.events import FallbackReason
from app.core.pipeline.gate_view import GateView
from app.core.pipeline.ports import Hit
from app.core.pipeline.request import AskRequest
from app.core.pipeline.restorer import Restorer
from app.core.pipeline.trace import Trace
from app.core.routing.registry import Endpoint
from app.core.routing.router import CONSERVATIVE, RoutePlan
from app.core.routing.rules import Rules


class CloudDone:
    """Sentinel from the cloud task: finished (error None) or failed. Sent exactly once."""

    def __init__(self, error: CloudError | None) -> None:
        self.error = error


class DraftDone:
    """Sentinel from the draft task: the local model finished (error None) or failed."""

    def __init__(self, error: BaseException | None) -> None:
        self.error = error


def new_trace(request: AskRequest, request_id: str) -> Trace:
    return Trace(
        request_id=request_id,
        # --no-history: the texts are not kept here either, only their sizes.
        question=None if request.no_history else request.question,
        question_chars=len(request.question),
        mode=request.mode,
        collections=list(request.collections),
    )


@dataclass
class RunState:
    req: AskRequest
    rules: Rules
    rid: str = field(default_factory=lambda: uuid.uuid4().hex)
    t0: float = field(default_factory=time.perf_counter)
    trace: Trace = field(init=False)
    tasks: list[asyncio.Task[None]] = field(default_factory=list)
    draft_parts: list[str] = field(default_factory=list)  # the draft as the user saw it
    cloud_parts: list[str] = field(default_factory=list)  # the cloud's raw text (placeholders)
    logprobs: list[float] = field(default_factory=list)
    first_visible_ms: float | None = None
    draft_done_ms: float | None = None
    usage: Usage = field(default_factory=lambda: Usage(0, 0, True))
    usd: float = 0.0
    fallback: FallbackReason | None = None
    source: str = "local"
    final_text: str | None = None
    message_id: int | None = None
    endpoint: Endpoint | None = None
    #: The failover chain after ``endpoint``, in order (routing/candidates.py).
    backups: list[Endpoint] = field(default_factory=list)
    #: The gate's decision per trust zone; ``view`` is the one toward ``endpoint``.
    views: dict[str, GateView] = field(default_factory=dict)
    plan: RoutePlan = field(default_factory=lambda: CONSERVATIVE)
    view: GateView | None = None
    restorer: Restorer | None = None
    cloud_max_tokens: int = 0
    qvec: Any = None  # the query embedding for the difficulty estimate, when computed
    task_kind: str = "chat"
    history_msgs: list[ChatMessage] = field(default_factory=list)
    hits: list[Hit] = field(default_factory=list)
    #: Why the local model failed, in its own words (the trace's note adds the class name).
    local_failure: str | None = None
    #: A private endpoint that drafts instead of the device (routing/drafter.py), or None.
    drafter: Any = None
    #: The question as the gate and the draft see it: the user's words, and with pictures
    #: their text as read on the device (pipeline/images.py).
    question: str = ""
    #: Tools the model asked for that nobody approved (``server/name``), for the final event.
    tools_refused: list[str] = field(default_factory=list)
    #: The draft's prompt started once the passages were read, before the gate (draft.py
    #: :func:`start_draft_with_passages`); None when the draft started earlier or not at all.
    passages_head_start: list[ChatMessage] | None = None
    #: Called once when the draft has ended (the history's saver commits its last pieces).
    on_draft_end: Callable[[], None] | None = None

    def __post_init__(self) -> None:
        self.trace = new_trace(self.req, self.rid)
        self.cloud_max_tokens = self.rules.cloud_max_tokens

    @property
    def zone(self) -> str:
        return self.endpoint.trust_zone if self.endpoint else "public"

    @property
    def draft(self) -> str:
        return "".join(self.draft_parts)

    @property
    def cloud_text(self) -> str:
        """The cloud's answer with the placeholders restored (on the device)."""
        return self.restorer.text if self.restorer else ""

    def local_failed(self, exc: BaseException) -> None:
        """The local model failed: noted in the trace, and kept in words for the user."""
        self.trace.note_error("local_error", exc)
        self.local_failure = str(exc) or type(exc).__name__

    def draft_ended(self) -> None:
        """The draft is complete as shown: its end is committed now, not later."""
        hook, self.on_draft_end = self.on_draft_end, None
        if hook is not None:
            hook()

    def ms(self) -> float:
        return round((time.perf_counter() - self.t0) * 1000, 1)

    def mark(self, name: str) -> None:
        self.trace.mark(name, self.ms())

    def visible(self) -> None:
        """Something of the answer is on screen: the first time is the first-token time."""
        if self.first_visible_ms is None:
            self.first_visible_ms = self.ms()

    def spawn(self, coro: Coroutine[object, object, None]) -> asyncio.Task[None]:
        task = asyncio.ensure_future(coro)
        self.tasks.append(task)
        return task

    async def cancel(self, task: asyncio.Task[None]) -> None:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await task
        if task in self.tasks:
            self.tasks.remove(task)

    async def cancel_all(self) -> None:
        tasks, self.tasks = list(self.tasks), []
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
