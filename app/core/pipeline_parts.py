"""Small pieces of the orchestrator that are not the flow itself: the prompt, a normalised view of
the privacy gate's decision, streaming placeholder restore, and the link to the history store.

Why a normalised view: the pipeline must never send a text the gate did not approve, and it is
easier to prove that when every cloud-bound string comes from one object (:class:`GateView`) whose
only constructor from outside data is :func:`gate_view`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from app.core.engines.base import ChatMessage
from app.core.events import EntitySpan, PrivacyEvent

SYSTEM_PROMPT = (
    "You are Tandem, a helpful assistant. Answer clearly and concisely, in the language of the "
    "question. When context passages are given, answer from them and cite them as [1], [2]."
)
HISTORY_TURNS = 8
_LEVELS = ("public", "internal", "confidential", "restricted")


def build_messages(
    question: str, history: Sequence[ChatMessage], passages: Sequence[str]
) -> list[ChatMessage]:
    messages = [ChatMessage("system", SYSTEM_PROMPT), *history]
    if passages:
        context = "\n\n".join(f"[{i}] {p}" for i, p in enumerate(passages, 1))
        messages.append(ChatMessage("user", f"Context:\n{context}\n\nQuestion: {question}"))
    else:
        messages.append(ChatMessage("user", question))
    return messages


def _identity(text: str) -> str:
    return text


@dataclass
class GateView:
    """What the gate decided, and the only texts that may leave the device."""

    level: str
    action: str
    entities: list[EntitySpan]
    prompt: str
    history: list[ChatMessage]
    passages: list[str]
    restore: Callable[[str], str] = _identity
    redactions: dict[str, int] = field(default_factory=dict)  # entity type -> count
    reasons: list[str] = field(default_factory=list)

    @property
    def redacted(self) -> bool:
        return self.action == "redact" or sum(self.redactions.values()) > 0

    def cloud_messages(self) -> list[ChatMessage]:
        if self.action == "local":
            raise PermissionError("the privacy gate keeps this request on the device")
        return build_messages(self.prompt, self.history, self.passages)

    def trace(self) -> dict[str, Any]:
        return {
            "level": self.level,
            "action": self.action,
            "entities": [e.__dict__ for e in self.entities],
            "redactions": self.redactions,
            "reasons": self.reasons,
        }

    @classmethod
    def keep_local(
        cls, question: str, history: Sequence[ChatMessage], hits: Sequence[Any], exc: Exception
    ) -> GateView:
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


def _get(obj: Any, name: str, default: Any = None) -> Any:
    if isinstance(obj, dict):
        return obj.get(name, default)
    return getattr(obj, name, default)


def gate_view(
    gate: Any, question: str, history: Sequence[ChatMessage], hits: Sequence[Any], zone: str
) -> GateView:
    """Ask the gate and normalise its answer; anything unexpected raises (and keeps it local)."""
    decision = gate.prepare(question, list(history), list(hits), zone)
    level = str(_get(decision, "level"))
    action = str(_get(decision, "action"))
    if level not in _LEVELS or action not in ("send", "redact", "local"):
        raise ValueError(f"the gate answered level={level!r} action={action!r}")
    entities = [
        EntitySpan(str(_get(e, "type")), int(_get(e, "start")), int(_get(e, "end")))
        for e in (_get(decision, "entities") or [])
    ]
    prompt = _get(decision, "prompt")
    if not isinstance(prompt, str):
        raise ValueError("the gate returned no prompt")
    new_history: list[ChatMessage] = []
    for i, m in enumerate(_get(decision, "history") or []):
        if isinstance(m, ChatMessage):
            new_history.append(m)
        elif isinstance(m, str):
            role = history[i].role if i < len(history) else "user"
            new_history.append(ChatMessage(role, m))
        else:
            new_history.append(ChatMessage(str(_get(m, "role")), str(_get(m, "content"))))
    passages = [
        p if isinstance(p, str) else str(_get(p, "text", ""))
        for p in _get(decision, "passages") or []
    ]
    redactor = _get(decision, "redactor")
    restore = getattr(redactor, "restore", None) if redactor is not None else None
    counts_fn = getattr(redactor, "counts", None)
    counts = counts_fn() if callable(counts_fn) else {}
    redactions = {str(k): int(v) for k, v in dict(counts or {}).items()}
    return GateView(
        level=level,
        action=action,
        entities=entities,
        prompt=prompt,
        history=new_history,
        passages=passages,
        restore=restore if callable(restore) else _identity,
        redactions=redactions,
        reasons=[str(r) for r in (_get(decision, "reasons") or [])],
    )


def privacy_event(request_id: str, view: GateView) -> PrivacyEvent:
    return PrivacyEvent(request_id, view.level, list(view.entities), view.action)  # type: ignore[arg-type]


class Restorer:
    """Restores placeholders in a streamed answer without ever showing half a placeholder.

    A delta may end inside ``[PHONE_1]``; the text from the last unclosed ``[`` is held back until
    its ``]`` arrives (or the stream ends), so ``restore`` always sees whole placeholders.
    """

    MAX_HOLD = 40  # a "[" with no "]" this far on is ordinary text

    def __init__(self, restore: Callable[[str], str]) -> None:
        self._restore = restore
        self._raw = ""
        self._emitted = ""

    def _safe_cut(self) -> int:
        cut = self._raw.rfind("[")
        if cut == -1 or "]" in self._raw[cut:] or len(self._raw) - cut > self.MAX_HOLD:
            return len(self._raw)
        return cut

    def _advance(self, upto: int) -> str:
        restored = self._restore(self._raw[:upto])
        if restored.startswith(self._emitted):
            delta = restored[len(self._emitted) :]
        else:  # restore is not prefix-stable here; show the rest and move on
            delta = restored[len(self._emitted) :] if len(restored) > len(self._emitted) else ""
        self._emitted = restored if len(restored) >= len(self._emitted) else self._emitted
        return delta

    def feed(self, delta: str) -> str:
        self._raw += delta
        return self._advance(self._safe_cut())

    def flush(self) -> str:
        return self._advance(len(self._raw))

    @property
    def text(self) -> str:
        return self._restore(self._raw)


class HistoryLink:
    """The pipeline's only contact with the history store; its failures never fail a request."""

    def __init__(self, history: Any = None) -> None:
        self._history = history
        self._own = history is None  # close only a store this link opened
        self.conversation_id: int | None = None
        self.error: str | None = None

    def _store(self) -> Any:
        if self._history is None:
            from app.core.store.history import History

            self._history = History()
        return self._history

    def load(self, req: Any) -> list[ChatMessage]:
        if req.no_history or req.conversation_id is None:
            return []
        try:
            messages = self._store().messages(req.conversation_id)
        except Exception as exc:
            self.error = f"{type(exc).__name__}: {exc}"
            return []
        turns = [
            ChatMessage(m.role, m.text)
            for m in messages
            if m.role in ("user", "assistant") and m.text
        ]
        return turns[-HISTORY_TURNS:]

    def begin(self, req: Any, request_id: str) -> int | None:
        if req.no_history:
            return None
        try:
            store = self._store()
            cid = req.conversation_id
            if cid is None:
                cid = store.create_conversation(req.question.strip()[:60] or "Question")
            self.conversation_id = cid
            store.add_message(cid, "user", req.question)
            # Marked "interrupted" until the answer ends: a crash leaves that mark behind.
            return int(
                store.add_message(cid, "assistant", "", source="interrupted", trace_id=request_id)
            )
        except Exception as exc:
            self.error = f"{type(exc).__name__}: {exc}"
            return None

    def end(
        self, message_id: int | None, *, final: str | None, draft: str, source: str, trace_id: str
    ) -> None:
        if message_id is None:
            return
        try:
            self._store().update_message(
                message_id,
                text=final if final is not None else draft,
                draft_text=draft or None,
                source=source if final is not None else "interrupted",
                trace_id=trace_id,
            )
        except Exception as exc:
            self.error = f"{type(exc).__name__}: {exc}"

    def close(self) -> None:
        closer = getattr(self._history, "close", None)
        if self._own and callable(closer):
            closer()
