"""A first question's draft, begun before the pipeline exists.

``tandem ask`` and a window that has only just shown know the draft's prompt of a question with
no collection and no earlier turns before they have imported the pipeline (~200-300 ms of
imports on 2 cores): Tandem's system prompt, the chat's own, the question. They hand it to the
local engine's ``head_start`` at once, and the model's process begins it as soon as it has
loaded; the pipeline's draft for that request is the same request (the same functions, the same
rules file) and takes its tokens, or, when the route drafts something else, cancels it
(docs/ARCHITECTURE.md §1). Imports only the prompt and the rules: nothing heavy.
"""

from __future__ import annotations

from app.core.pipeline.prompt import build_draft_messages, with_system_prompt

__all__ = ["begin_first_draft"]


def begin_first_draft(engine: object, question: str, *, system_prompt: str = "") -> bool:
    """Begin the draft of ``question``, the first turn of a conversation with no collection,
    on ``engine`` (a no-op for an engine without ``head_start``). True when begun. Never
    raises: the request reports what is wrong."""
    head_start = getattr(engine, "head_start", None)
    if not callable(head_start) or not question.strip():
        return False
    try:
        from app.core.routing.rules import RulesFile

        rules = RulesFile().current()
        messages = build_draft_messages(question, with_system_prompt([], system_prompt), [])
        head_start(messages, max_tokens=rules.draft_max_tokens, temperature=rules.temperature)
    except Exception:
        return False
    return True
