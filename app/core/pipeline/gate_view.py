"""The privacy gate's decision, as the pipeline sees it: the only texts that may leave.

Why one object: the pipeline must never send a text the gate did not approve, and that is easy
to check when every cloud-bound string comes from a :class:`GateView`, built only by
:func:`gate_view` (from a real decision) or :meth:`GateView.keep_local` (nothing may leave).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from app.core.engines.base import ChatMessage
from app.core.engines.images import OutboundImage
from app.core.events import ACTIONS, LEVELS, EntitySpan, PrivacyEvent
from app.core.pipeline.ports import Gate, Hit
from app.core.pipeline.prompt import build_messages
from app.core.pipeline.restorer import identity


@dataclass
class GateView:
    """What the gate decided, and the only texts that may leave the device."""

    level: str
    action: str
    entities: list[EntitySpan]
    prompt: str
    history: list[ChatMessage]
    passages: list[str]
    restore: Callable[[str], str] = identity
    redactions: dict[str, int] = field(default_factory=dict)  # entity type -> count
    reasons: list[str] = field(default_factory=list)
    #: Continue: the cut answer as the gate let it out, sent as the start of the reply.
    prefix: ChatMessage | None = None
    #: Pictures cleared to go with the question (masked where the policy redacts), filled by
    #: ``pipeline/images.py``; ``pending`` is that work, which the cloud call awaits first.
    images: list[OutboundImage] = field(default_factory=list)
    pending: Awaitable[None] | None = None
    #: The same decision asked again with more texts (tool results, as retrieved passages):
    #: the same recogniser, and placeholders shared with the request's (pipeline/tool_loop.py).
    #: None for a view no gate made.
    regate: Callable[[Sequence[tuple[str, str]]], GateView] | None = None
    #: The gate's classifier for one text (entity spans), when the gate has one.
    classify: Callable[[str], Any] | None = None

    @property
    def redacted(self) -> bool:
        return self.action == "redact" or sum(self.redactions.values()) > 0

    def cloud_messages(self) -> list[ChatMessage]:
        if self.action == "local":
            raise PermissionError("the privacy gate keeps this request on the device")
        messages = build_messages(self.prompt, self.history, self.passages)
        if self.images:  # the pictures go with the question, the last user message
            last = messages[-1]
            messages[-1] = ChatMessage(last.role, last.content, tuple(i.png for i in self.images))
        return [*messages, self.prefix] if self.prefix is not None else messages

    @classmethod
    def keep_local(cls, exc: Exception) -> GateView:
        """No gate (or it failed): assume the worst, so nothing leaves the device."""
        return cls(
            level="restricted",
            action="local",
            entities=[],
            prompt="",
            history=[],
            passages=[],
            reasons=[f"the privacy gate is unavailable ({type(exc).__name__}): kept on the device"],
        )


def gate_view(
    gate: Gate,
    question: str,
    history: Sequence[ChatMessage],
    hits: Sequence[Hit | tuple[str, str]],
    zone: str,
) -> GateView:
    """Ask the gate; a decision outside the vocabulary raises (and so keeps the request local)."""
    decision = gate.prepare(question, list(history), list(hits), zone)
    if decision.level not in LEVELS or decision.action not in ACTIONS:
        raise ValueError(f"the gate answered level={decision.level!r} action={decision.action!r}")
    redactor = decision.redactor
    # The gate returns the history as strings, in the order it was given.
    sent_history = [
        ChatMessage(history[i].role if i < len(history) else "user", text)
        for i, text in enumerate(decision.history)
    ]

    def regate(extra: Sequence[tuple[str, str]]) -> GateView:
        """``extra``: (text, privacy label) pairs, gated as passages after the request's."""
        more = [*hits, *extra]
        return gate_view(gate, question, history, more, zone)

    return GateView(
        regate=regate,
        classify=getattr(gate, "classify", None),
        level=decision.level,
        action=decision.action,
        entities=[EntitySpan(e.type, e.start, e.end) for e in decision.entities],
        prompt=decision.prompt,
        history=sent_history,
        passages=[p.text for p in decision.passages],
        restore=redactor.restore if redactor is not None else identity,
        redactions=dict(decision.redaction_counts()),
        reasons=list(decision.reasons),
    )


def privacy_event(request_id: str, view: GateView) -> PrivacyEvent:
    return PrivacyEvent(request_id, view.level, list(view.entities), view.action)  # type: ignore[arg-type]
