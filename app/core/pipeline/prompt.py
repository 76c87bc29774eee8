"""The messages a model sees: the system prompt, the recent history, numbered passages.

A chat's own system prompt (set per conversation in the window) travels as a ``system``-role
message at the head of the history, so the privacy gate classifies and redacts it like any other
history text (docs/ARCHITECTURE.md §5); here it is merged into the one leading system message,
after Tandem's own, so the draft and the cloud see the same instruction and the fixed prefix stays
first.
"""

from __future__ import annotations

from collections.abc import Sequence

from app.core.engines.base import ChatMessage

SYSTEM_PROMPT = (
    "You are Tandem, a helpful assistant. Answer clearly and concisely, in the language of the "
    "question. When context passages are given, answer from them and cite them as [1], [2]."
)
HISTORY_TURNS = 8


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
