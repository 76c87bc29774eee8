"""Answer-stream events: what `tandem ask --json` prints and the UI consumes.

The contract is docs/ARCHITECTURE.md §4.

Each event serialises to one JSON object with ``"event"`` and ``"request_id"``. The order within a
request is: privacy, route, retrieval, draft..., upgrade..., fallback, final (or error); ``upload``
comes as the bytes leave, after retrieval and before the first upgrade (see app.core.pipeline);
with tools, ``tool`` events and another ``upload`` follow each round of tool calls.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any, ClassVar, Literal, get_args

Level = Literal["public", "internal", "confidential", "restricted"]
Action = Literal["send", "redact", "local"]
Plan = Literal["local", "cloud", "hybrid"]
Mode = Literal["auto", "local", "cloud", "hybrid"]
#: ``network`` is only "could not connect"; ``auth`` (401/403), ``not_found`` (404) and ``tls``
#: (certificate) are configuration problems (app/core/engines/cloud_errors.py has the words).
FallbackReason = Literal[
    "timeout", "http_429", "http_5xx", "network", "malformed", "budget", "offline",
    "auth", "not_found", "tls",
]  # fmt: skip

#: The one definition of the privacy levels (lowest first) and the modes; everyone imports these.
LEVELS: tuple[Level, ...] = get_args(Level)
MODES: tuple[Mode, ...] = get_args(Mode)
ACTIONS: tuple[Action, ...] = get_args(Action)
PLANS: tuple[Plan, ...] = get_args(Plan)


@dataclass(frozen=True)
class Event:
    request_id: str
    kind: ClassVar[str] = ""

    def to_dict(self) -> dict[str, object]:
        d = asdict(self)
        return {"event": self.kind, **d}

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False)


@dataclass(frozen=True)
class EntitySpan:
    type: str
    start: int
    end: int


@dataclass(frozen=True)
class PrivacyEvent(Event):
    level: Level = "public"
    entities: list[EntitySpan] = field(default_factory=list)
    action: Action = "send"
    kind: ClassVar[str] = "privacy"


@dataclass(frozen=True)
class RouteEvent(Event):
    plan: Plan = "local"
    endpoints: list[str] = field(default_factory=list)
    reasons: list[str] = field(default_factory=list)
    kind: ClassVar[str] = "route"


@dataclass(frozen=True)
class RetrievalHit:
    source: str
    page: int | None
    score: float
    path: str = ""  # the file's absolute path (``source`` is what a citation shows)


@dataclass(frozen=True)
class RetrievalEvent(Event):
    hits: list[RetrievalHit] = field(default_factory=list)
    kind: ClassVar[str] = "retrieval"


@dataclass(frozen=True)
class DraftEvent(Event):
    delta: str = ""
    kind: ClassVar[str] = "draft"


@dataclass(frozen=True)
class UploadEvent(Event):
    endpoint: str = ""
    trust_zone: str = "public"
    redacted: bool = False
    chars: int = 0
    #: A request with pictures: the pictures that went with the text, each
    #: ``{"name","sha256","bytes","width","height","masked","painted"}`` (``masked``: regions
    #: were painted over; ``painted``: how many), or ``[]`` when none did (only their text
    #: went). An optional key: absent for a request without pictures (docs/ARCHITECTURE.md §17).
    images: list[dict[str, Any]] | None = None
    kind: ClassVar[str] = "upload"

    def to_dict(self) -> dict[str, object]:
        d = super().to_dict()
        if self.images is None:
            d.pop("images", None)
        return d


@dataclass(frozen=True)
class ToolEvent(Event):
    """A tool the cloud model asked for (docs/ARCHITECTURE.md §16): ``server``/``name``,
    ``arguments`` as the model wrote them (placeholders and all), whether it ran
    (``approved``), ``ok`` (it answered without error), ``error`` (one line, or None),
    ``hidden`` (entity type -> values hidden from its result before it went back; ``withheld``
    counts a result kept on the device whole), ``chars`` sent back, ``ms`` it took. A server
    that could not start is one event with ``name`` "" and its ``error``."""

    server: str = ""
    name: str = ""
    arguments: dict[str, Any] = field(default_factory=dict)
    approved: bool = False
    ok: bool = False
    error: str | None = None
    hidden: dict[str, int] = field(default_factory=dict)
    chars: int = 0
    ms: float = 0.0
    kind: ClassVar[str] = "tool"


@dataclass(frozen=True)
class UpgradeEvent(Event):
    delta: str = ""
    kind: ClassVar[str] = "upgrade"


@dataclass(frozen=True)
class FallbackEvent(Event):
    reason: FallbackReason = "network"
    kind: ClassVar[str] = "fallback"


@dataclass(frozen=True)
class Citation:
    source: str
    page: int | None
    path: str = ""  # the file's absolute path, to open it (the PDF at ``page``)


@dataclass(frozen=True)
class Timings:
    first_token_ms: float | None = None
    draft_done_ms: float | None = None
    final_ms: float | None = None


@dataclass(frozen=True)
class Cost:
    tokens_in: int = 0
    tokens_out: int = 0
    usd: float = 0.0


@dataclass(frozen=True)
class FinalEvent(Event):
    source: Literal["local", "cloud"] = "local"
    text: str = ""
    citations: list[Citation] = field(default_factory=list)
    level: Level = "public"
    timings: Timings = field(default_factory=Timings)
    cost: Cost = field(default_factory=Cost)
    #: Answered from the result cache, no engine ran. An optional key: it appears in the JSON
    #: only when true, so a consumer that does not know it sees the final event it always saw.
    from_cache: bool = False
    #: The device's model could not draft (a broken model file, a failed load): its words. The
    #: answer is the cloud's; optional as ``from_cache``, in the JSON only when set.
    local_error: str | None = None
    #: A request with pictures: what the answer was made from. ``image``: the cloud saw the
    #: (masked) picture itself; ``text``: the text read from it on the device (the draft, a
    #: text-only endpoint, or the redacted text). Optional, in the JSON only when set.
    image_input: Literal["image", "text"] | None = None
    #: Tools the model asked for that did not run because nobody approved them
    #: (``"server/name"``). Optional, in the JSON only when some were refused.
    tools_refused: list[str] = field(default_factory=list)
    kind: ClassVar[str] = "final"

    def to_dict(self) -> dict[str, object]:
        d = super().to_dict()
        if self.image_input is None:
            d.pop("image_input", None)
        if not self.from_cache:
            d.pop("from_cache", None)
        if self.local_error is None:
            d.pop("local_error", None)
        if not self.tools_refused:
            d.pop("tools_refused", None)
        return d


@dataclass(frozen=True)
class ErrorEvent(Event):
    message: str = ""
    kind: ClassVar[str] = "error"


AnyEvent = (
    PrivacyEvent
    | RouteEvent
    | RetrievalEvent
    | DraftEvent
    | UploadEvent
    | ToolEvent
    | UpgradeEvent
    | FallbackEvent
    | FinalEvent
    | ErrorEvent
)
