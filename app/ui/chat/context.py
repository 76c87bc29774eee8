"""What the window knows about a chat beyond its messages: which document collections it
searches (its documents switch; all by default, read from the index's manifest so a restart needs
no visit to the Documents panel), its own system prompt, the stored trace of each answer (for a reopened conversation,
before any pipeline exists), and the pipeline's limits an answer is judged by (the draft's token
limit, how long the cloud may take).

Kept out of the main window so the window stays the place that wires widgets together.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from app.core.store.chat_prefs import ChatPrefs, ChatPrefsStore
from app.ui.answer.record import enrich, mark_unsure
from app.ui.answer.state import AnswerState

if TYPE_CHECKING:
    from app.core.rag.document_store import DocumentStore
    from app.core.store.traces import TraceStore
    from app.ui.chat.pipeline_client import PipelineLike


class ChatContext:
    def __init__(
        self,
        store: Callable[[], DocumentStore],
        pipeline: Callable[[], PipelineLike | None],
        cloud_timeout_s: Callable[[], float],
    ) -> None:
        self._store = store
        self._pipeline = pipeline
        self._cloud_timeout_s = cloud_timeout_s
        self.prefs = ChatPrefsStore()
        self.pending_documents: tuple[str, ...] | None = None  # a chat not created yet
        self.pending_system_prompt = ""  # likewise
        self.last_error = ""
        self._own_traces: TraceStore | None = None

    # ------------------------------------------------------------ documents of a chat

    def available_collections(self) -> list[str]:
        try:
            return [c.name for c in self._store().collections()]
        except Exception as exc:  # an unreadable index: answer without documents, say why
            self.last_error = f"documents: {type(exc).__name__}: {exc}"
            return []

    def documents_choice(self, conversation_id: int | None) -> tuple[str, ...] | None:
        if conversation_id is None:
            return self.pending_documents
        return self.prefs.get(conversation_id).collections

    def collections_for(self, conversation_id: int | None) -> list[str]:
        """The collections the chat searches, of those that exist now ([] for "none")."""
        choice = self.documents_choice(conversation_id)
        if choice is not None and not choice:
            return []
        return ChatPrefs(collections=choice).chosen_collections(self.available_collections())

    def set_documents(self, conversation_id: int | None, choice: tuple[str, ...] | None) -> None:
        if conversation_id is None:
            self.pending_documents = choice  # kept for the chat the first question creates
            return
        prefs = self.prefs.get(conversation_id)
        self.prefs.save(conversation_id, replace(prefs, collections=choice))

    def chat_created(self, conversation_id: int) -> None:
        if self.pending_documents is not None or self.pending_system_prompt:
            self.prefs.save(
                conversation_id,
                ChatPrefs(
                    collections=self.pending_documents, system_prompt=self.pending_system_prompt
                ),
            )
        self.forget_pending()

    def forget_pending(self) -> None:
        """A new (empty) chat starts with the defaults again."""
        self.pending_documents = None
        self.pending_system_prompt = ""

    # ------------------------------------------------------------ the chat's system prompt

    def system_prompt_for(self, conversation_id: int | None) -> str:
        if conversation_id is None:
            return self.pending_system_prompt
        return self.prefs.get(conversation_id).system_prompt

    def set_system_prompt(self, conversation_id: int | None, text: str) -> None:
        """Kept per conversation (chat_prefs.db), so it survives a restart; it reaches the
        models only through the request, where the privacy gate sees it (pipeline/run.py)."""
        text = text.strip()
        if conversation_id is None:
            self.pending_system_prompt = text
            return
        prefs = self.prefs.get(conversation_id)
        self.prefs.save(conversation_id, replace(prefs, system_prompt=text))

    # ------------------------------------------------------------ records

    def stored_trace(self, request_id: str) -> dict[str, object] | None:
        """The trace of a request, when one was kept: the pipeline's store, or before the
        pipeline exists (a chat reopened after a restart) a store of its own."""
        traces = getattr(self._pipeline(), "traces", None)
        if traces is None and request_id:
            if self._own_traces is None:
                from app.core.store.traces import TraceStore

                self._own_traces = TraceStore()
            traces = self._own_traces
        if not request_id or traces is None:
            return None
        try:
            return traces.get(request_id)
        except Exception:  # no trace (replayed, or trace store unavailable): events suffice
            return None

    def complete(self, state: AnswerState) -> None:
        """What the stream did not carry, from the trace: full hit paths and passages, the
        exact text sent, whether the draft was cut short or the answer hit the token limit."""
        enrich(state, self.stored_trace(state.request_id))
        limit = self._rule("draft_max_tokens")
        if (
            state.final is not None
            and state.final.source == "local"
            and limit is not None
            and state.draft_tokens >= int(limit)
        ):
            state.truncated = True
        threshold = self._rule("escalate_below_logprob")
        mark_unsure(state, float(threshold) if threshold is not None else None)

    def cloud_wait_s(self) -> float | None:
        """How long the cloud may take to start answering before the draft stands."""
        first = self._rule("first_token_s")
        return min(float(first), self._cloud_timeout_s()) if first is not None else None

    def _rule(self, name: str) -> Any:
        rules = getattr(self._pipeline(), "rules", None)
        try:
            return getattr(rules.current(), name) if rules is not None else None
        except Exception:  # a broken rules file: the pipeline reports it; no guess here
            return None

    def close(self) -> None:
        if self._own_traces is not None:
            self._own_traces.close()
            self._own_traces = None
        self.prefs.close()
