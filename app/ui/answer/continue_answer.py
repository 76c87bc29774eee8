"""Continue an answer cut at the length limit: what the request carries (the cut text, the
history row to extend, and who continues it: the device its own text, the cloud its own)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.ui.answer.state import AnswerState

if TYPE_CHECKING:
    from app.core.store.history import History


@dataclass(frozen=True)
class ContinueFrom:
    text: str
    mode: str  # "local" or "cloud": the source of the cut answer
    message_id: int | None  # its history row, rewritten with the longer answer


def continue_from(
    history: History, conversation_id: int | None, state: AnswerState
) -> ContinueFrom:
    text = state.final.text if state.final is not None else state.draft
    mode = "cloud" if state.final is not None and state.final.source == "cloud" else "local"
    message_id = None
    if conversation_id is not None and state.request_id:
        try:
            rows = history.messages(conversation_id)
        except Exception:  # an unreadable history: the pipeline adds a row instead
            rows = []
        message_id = next(
            (m.id for m in rows if m.role == "assistant" and m.trace_id == state.request_id), None
        )
    return ContinueFrom(text, mode, message_id)
