"""The pipeline's only contact with the history store; its failures never fail a request.

An answer is written in steps: an empty row marked ``interrupted`` when the answer starts, the
draft as it streams (batched: :class:`DraftSaver`), then the final text. A crash in between
leaves the mark and the draft shown so far behind.
"""

from __future__ import annotations

import time

from app.core.engines.base import ChatMessage
from app.core.pipeline.ports import HistoryStore
from app.core.pipeline.prompt import HISTORY_TURNS
from app.core.pipeline.request import AskRequest


class HistoryLink:
    def __init__(self, history: HistoryStore | None = None) -> None:
        self._history = history
        self._own = history is None  # close only a store this link opened
        self.conversation_id: int | None = None
        self.error: str | None = None

    def _store(self) -> HistoryStore:
        if self._history is None:
            from app.core.store.history import History

            self._history = History()
        return self._history

    def _failed(self, exc: Exception) -> None:
        self.error = f"{type(exc).__name__}: {exc}"

    def load(self, req: AskRequest) -> list[ChatMessage]:
        if req.no_history or req.conversation_id is None:
            return []
        try:
            messages = self._store().messages(req.conversation_id)
        except Exception as exc:
            self._failed(exc)
            return []
        turns = [
            ChatMessage(m.role, m.text)
            for m in messages
            if m.role in ("user", "assistant") and m.text
        ]
        if req.continues and len(turns) >= 2 and turns[-1].role == "assistant":
            turns = turns[:-2]  # the turn being continued is the request itself
        return turns[-HISTORY_TURNS:]

    def begin(self, req: AskRequest, request_id: str, question: str | None = None) -> int | None:
        """Start the turn: the user's message (``question``: as asked, with pictures' text
        when it has pictures, so a follow-up still has it) and the answer's row."""
        if req.no_history:
            return None
        if req.continues_message is not None:  # Continue: the same row, extended
            return req.continues_message
        try:
            store = self._store()
            cid = req.conversation_id
            if cid is None:
                cid = store.create_conversation(req.question.strip()[:60] or "Question")
            self.conversation_id = cid
            store.add_message(cid, "user", req.question if question is None else question)
            # Marked "interrupted" until the answer ends: a crash leaves that mark behind.
            return int(
                store.add_message(cid, "assistant", "", source="interrupted", trace_id=request_id)
            )
        except Exception as exc:
            self._failed(exc)
            return None

    def progress(self, message_id: int | None, draft: str) -> None:
        """The draft so far, still marked ``interrupted``: a killed process keeps what the
        user saw (the caller batches these writes)."""
        if message_id is None or not draft:
            return
        try:
            self._store().update_message(
                message_id, text=draft, draft_text=draft, source="interrupted"
            )
        except Exception as exc:
            self._failed(exc)

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
            self._failed(exc)

    def close(self) -> None:
        if self._own and self._history is not None:
            self._history.close()


class DraftSaver:
    """Writes the streaming draft to its history row at most every ``interval_s`` (or every
    ``every`` pieces), and at once for the first piece; one short SQLite transaction each."""

    def __init__(
        self,
        link: HistoryLink,
        message_id: int | None,
        *,
        interval_s: float = 0.5,
        every: int = 32,
    ) -> None:
        self.link = link
        self.message_id = message_id
        self.interval_s = interval_s
        self.every = every
        self._last_at: float | None = None
        self._pending = 0
        self.writes = 0

    def piece(self, draft: str) -> None:
        """One more piece of the draft was shown; ``draft`` is all of it so far."""
        if self.message_id is None:
            return
        self._pending += 1
        now = time.monotonic()
        due = (
            self._last_at is None
            or now - self._last_at >= self.interval_s
            or self._pending >= self.every
        )
        if due:
            self._write(draft, now)

    def flush(self, draft: str) -> None:
        """The draft has ended: its last pieces, held back by the batching, are written now,
        not at a next periodic save that never comes while the cloud is awaited (a kill -9
        then would cut the end off what the user saw; issue 31 item 1)."""
        if self.message_id is None or not self._pending:
            return
        self._write(draft, time.monotonic())

    def _write(self, draft: str, now: float) -> None:
        self.link.progress(self.message_id, draft)
        self._last_at, self._pending = now, 0
        self.writes += 1
