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

    def apply(self, event: AnyEvent) -> None:
        self.request_id = event.request_id or self.request_id
        if isinstance(event, DraftEvent):
            self.draft += event.delta
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
            return self.route.endpoints[-1]
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
                    '<span style="background:#fbe9e7;text-decoration:line-through">'
                    + html.escape(" ".join(old[a1:a2]))
                    + "</span>"
                )
            if b2 > b1:
                out.append(
                    '<span style="background:#e6f4ea">'
                    + html.escape(" ".join(new[b1:b2]))
                    + "</span>"
                )
        return " ".join(out)
