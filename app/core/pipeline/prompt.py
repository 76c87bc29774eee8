"""The messages a model sees: the system prompt, the recent history, numbered passages.

A chat's own system prompt (set per conversation in the window) travels as a ``system``-role
message at the head of the history, so the privacy gate classifies and redacts it like any other
history text (docs/ARCHITECTURE.md §5); here it is merged into the one leading system message,
after Tandem's own, so the draft and the cloud see the same instruction and the fixed prefix stays
first.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.core.engines.base import ChatMessage

SYSTEM_PROMPT = (
    "You are Tandem, a helpful assistant. Answer clearly and concisely, in the language of the "
    "question. When context passages are given, answer from them and cite them as [1], [2]."
)
HISTORY_TURNS = 8
_SENTENCE_END = re.compile(r"[.!?。！？；;]\s*|\n")


def build_messages(
    question: str, history: Sequence[ChatMessage], passages: Sequence[str]
) -> list[ChatMessage]:
    extra = [m.content for m in history if m.role == "system" and m.content.strip()]
    system = "\n\n".join([SYSTEM_PROMPT, *extra])
    messages = [ChatMessage("system", system), *(m for m in history if m.role != "system")]
    if passages:
        context = "\n\n".join(f"[{i}] {p}" for i, p in enumerate(passages, 1))
        messages.append(ChatMessage("user", f"Context:\n{context}\n\nQuestion: {question}"))
    else:
        messages.append(ChatMessage("user", question))
    return messages


def with_system_prompt(history: Sequence[ChatMessage], system_prompt: str) -> list[ChatMessage]:
    """The history a request's prompts are built from: a chat's own system prompt, when it has
    one, first (as a ``system`` message, merged by :func:`build_messages`)."""
    if system_prompt.strip():
        return [ChatMessage("system", system_prompt.strip()), *history]
    return list(history)


def system_prefix() -> list[ChatMessage]:
    """What every prompt starts with: the local model keeps its KV state warm
    (:meth:`~app.core.engines.local_llm.LocalLLM.warm`)."""
    return [ChatMessage("system", SYSTEM_PROMPT)]


def build_draft_messages(
    question: str,
    history: Sequence[ChatMessage],
    passages: Sequence[str],
    *,
    keep: int = 1,
    max_chars: int = 700,
) -> list[ChatMessage]:
    """The device's prompt: like :func:`build_messages`, but with the best ``keep`` passages
    only, each clipped to ``max_chars`` at a sentence end. The passages come best first, so
    "[1]" names the same passage in the draft as in the cloud's answer; the first draft token
    waits for this prompt's prefill (docs/ARCHITECTURE.md §1)."""
    return build_messages(question, history, [clip(p, max_chars) for p in passages[:keep]])


def clip(text: str, max_chars: int) -> str:
    """``text`` cut to at most ``max_chars``, at the last sentence end within them when there
    is one past the middle (else at the last space, else hard), marked with an ellipsis."""
    if len(text) <= max_chars:
        return text
    head = text[:max_chars]
    ends = [m.end() for m in _SENTENCE_END.finditer(head)]
    cut = ends[-1] if ends and ends[-1] > max_chars // 2 else head.rfind(" ")
    if cut <= max_chars // 2:
        cut = max_chars
    return head[:cut].rstrip() + " …"
