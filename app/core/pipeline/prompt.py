"""The messages a model sees: the system prompt, the recent history, numbered passages."""

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
    messages = [ChatMessage("system", SYSTEM_PROMPT), *history]
    if passages:
        context = "\n\n".join(f"[{i}] {p}" for i, p in enumerate(passages, 1))
        messages.append(ChatMessage("user", f"Context:\n{context}\n\nQuestion: {question}"))
    else:
        messages.append(ChatMessage("user", question))
    return messages
