"""What one answer has become so far, folded from its event stream (docs/ARCHITECTURE.md §4).

Kept free of widgets so the fold is easy to test: the answer widget renders it, the "why" panel
reads the trace parts of it (privacy, route, uploads, fallback, timings, cost).
"""

from __future__ import annotations

import difflib
import html
from dataclasses import dataclass, field

from app.core.events import (
    AnyEvent,
    Citation,
    DraftEvent,
    ErrorEvent,
    FallbackEvent,
    FinalEvent,
    PrivacyEvent,
    RetrievalEvent,
    RouteEvent,
    UpgradeEvent,
    UploadEvent,
)


@dataclass(frozen=True)
class Passage:
    """A retrieved passage as a citation needs it: where the file is and what was cited."""

    source: str  # what the citation shows (relative to the indexed folder)
    page: int | None
    path: str = ""  # the absolute path, when known
    text: str = ""
    score: float | None = None
    collection: str = ""


@dataclass
class AnswerState:
    request_id: str = ""
    draft: str = ""
    upgrade: str = ""  # the cloud answer as it streams, shown only once it is final
    final: FinalEvent | None = None
    privacy: PrivacyEvent | None = None
    route: RouteEvent | None = None
    retrieval: RetrievalEvent | None = None
    uploads: list[UploadEvent] = field(default_factory=list)
    fallback: FallbackEvent | None = None
    error: str | None = None
    cancelled: bool = False
    draft_tokens: int = 0  # draft events seen: one per token of the local model
    # From the stored trace (see app.ui.answer.record): what the events do not carry.
    passages: dict[tuple[str, int | None], Passage] = field(default_factory=dict)
    sent_text: str | None = None
    privacy_reasons: list[str] = field(default_factory=list)
    draft_cut_short: bool = False  # the cloud answer came first and the draft was stopped
    truncated: bool = False  # the answer shown stopped at the token limit
    #: The device's answer stands and is a weak one: its model looped (the repetition guard
    #: stopped it) or its confidence is below the router's threshold (answer/record.py).
    unsure: bool = False
    looped: bool = False
    restored: bool = False  # rebuilt from history, not streamed in this session
    trace: dict[str, object] = field(default_factory=dict)

    def apply(self, event: AnyEvent) -> None:
        self.request_id = event.request_id or self.request_id
        if isinstance(event, DraftEvent):
            self.draft += event.delta
            self.draft_tokens += 1
        elif isinstance(event, UpgradeEvent):
            self.upgrade += event.delta
        elif isinstance(event, FinalEvent):
            self.final = event
        elif isinstance(event, PrivacyEvent):
            self.privacy = event
        elif isinstance(event, RouteEvent):
            self.route = event
        elif isinstance(event, RetrievalEvent):
            self.retrieval = event
        elif isinstance(event, UploadEvent):
            self.uploads.append(event)
        elif isinstance(event, FallbackEvent):
            self.fallback = event
        elif isinstance(event, ErrorEvent):
            self.error = event.message

    # ------------------------------------------------------------ derived

    @property
    def done(self) -> bool:
        return self.final is not None or self.error is not None or self.cancelled

    @property
    def from_cache(self) -> bool:
        """Answered from the result cache (no engine ran); Ask again gets a fresh one."""
        return self.final is not None and self.final.from_cache

    @property
    def cache_key(self) -> str | None:
        """The result cache's key of this answer, from its trace (for Ask again)."""
        cache = self.trace.get("cache") if isinstance(self.trace, dict) else None
        key = cache.get("key") if isinstance(cache, dict) else None
        return key if isinstance(key, str) and key else None

    @property
    def upgraded(self) -> bool:
        return self.final is not None and self.final.source == "cloud"

    @property
    def upgrading(self) -> bool:
        """The cloud answer is on its way (bytes left, or tokens arrive) and not final yet."""
        return not self.done and (bool(self.uploads) or bool(self.upgrade))

    @property
    def provider(self) -> str:
        if self.uploads:
            return self.uploads[-1].endpoint
        if self.route and self.route.endpoints:
            # the chosen remote endpoint (its failover chain follows it), else the device
            remote = [e for e in self.route.endpoints if e != "device"]
            return remote[0] if remote else self.route.endpoints[-1]
        return ""

    @property
    def text(self) -> str:
        """What the user sees by default: the final answer, else the draft so far."""
        if self.final is not None and self.final.text:
            return self.final.text
        return self.draft

    @property
    def citations(self) -> list[Citation]:
        return list(self.final.citations) if self.final else []

    def passage(self, citation: Citation) -> Passage:
        return self.passages.get((citation.source, citation.page)) or Passage(
            citation.source, citation.page
        )

    @property
    def kept_local(self) -> bool:
        """The privacy gate kept this request on the device (not a plan or a failure)."""
        return self.privacy is not None and self.privacy.action == "local" and not self.uploads

    @property
    def hidden_count(self) -> int:
        """Sensitive items replaced by placeholders before the text left the device."""
        if self.privacy is None or self.privacy.action != "redact" or not self.uploads:
            return 0
        return len(self.privacy.entities)

    @property
    def shown_tokens(self) -> int:
        """Tokens of the answer shown: the cloud's count when it answered, else the draft's."""
        if self.upgraded and self.final is not None and self.final.cost.tokens_out:
            return self.final.cost.tokens_out
        return self.draft_tokens

    def diff_html(self) -> str:
        """Word-level diff draft -> final: removed words struck through, added ones marked."""
        old, new = self.draft.split(), self.text.split()
        out: list[str] = []
        for op, a1, a2, b1, b2 in difflib.SequenceMatcher(a=old, b=new).get_opcodes():
            if op == "equal":
                out.append(html.escape(" ".join(old[a1:a2])))
                continue
            if a2 > a1:
                out.append(
                    '<span style="background:#fbe9e7;color:#202124;text-decoration:line-through">'
                    + html.escape(" ".join(old[a1:a2]))
                    + "</span>"
                )
            if b2 > b1:
                out.append(
                    '<span style="background:#e6f4ea;color:#202124">'
                    + html.escape(" ".join(new[b1:b2]))
                    + "</span>"
                )
        return " ".join(out)
