"""One request's record: what ran where and why, what left the device, the texts, timings, cost.

Written once when the request ends (however it ends) to the trace store; read by the Why dialog,
``tandem trace show`` and, after a restart, by the window that reopens a conversation. Together
with the history row (which carries ``trace_id``) it is everything the window showed for an
answer. :meth:`Trace.to_dict` keeps the keys the free-form traces had, so old readers keep
working; :meth:`Trace.from_dict` reads those old traces too (unknown keys land in ``extra``).
:meth:`Trace.replay` turns a stored trace back into the answer's events, for a window that
reopens a conversation.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, fields
from typing import Any, Protocol

from app.core.events import (
    AnyEvent,
    Citation,
    Cost,
    DraftEvent,
    EntitySpan,
    ErrorEvent,
    FallbackEvent,
    FinalEvent,
    PrivacyEvent,
    RetrievalEvent,
    RetrievalHit,
    RouteEvent,
    Timings,
    UploadEvent,
)

#: The error notes a trace may carry, each a top-level key of the stored form.
ERROR_KEYS = (
    "local_error",
    "cloud_error",
    "cloud_bug",
    "router_error",
    "retrieval_error",
    "audit_error",
    "history_error",
    "trace_error",
)


class TraceSource(Protocol):
    """Where traces are kept (``app.core.store.traces.TraceStore``)."""

    def get(self, request_id: str) -> Mapping[str, object]: ...


def _loose(d: Mapping[str, object]) -> dict[str, Any]:
    """A stored (JSON) record read field by field: every reader below checks or converts what
    it takes, so an old or hand-edited trace reads as far as it can."""
    return dict(d)


def _opt_float(v: Any) -> float | None:
    return None if v is None else float(v)


def _opt_int(v: Any) -> int | None:
    return None if v is None else int(v)


@dataclass
class Mark:
    """A step of the request and when it happened (ms since the request started)."""

    event: str
    ms: float


@dataclass
class PrivacyRecord:
    level: str = "public"
    action: str = "send"
    entities: list[EntitySpan] = field(default_factory=list)  # spans in the question
    redactions: dict[str, int] = field(default_factory=dict)  # entity type -> count, all texts
    reasons: list[str] = field(default_factory=list)

    @property
    def entity_types(self) -> list[str]:
        """The kinds of sensitive items found (never their values)."""
        return sorted({e.type for e in self.entities} | set(self.redactions))

    @classmethod
    def from_dict(cls, record: Mapping[str, object]) -> PrivacyRecord:
        d = _loose(record)
        return cls(
            level=str(d.get("level") or "public"),
            action=str(d.get("action") or "send"),
            entities=[
                EntitySpan(str(e.get("type")), int(e.get("start", 0)), int(e.get("end", 0)))
                for e in d.get("entities") or []
                if isinstance(e, dict)
            ],
            redactions={str(k): int(v) for k, v in (d.get("redactions") or {}).items()},
            reasons=[str(r) for r in d.get("reasons") or []],
        )


@dataclass
class RouteRecord:
    plan: str = "local"
    endpoints: list[str] = field(default_factory=list)
    reasons: list[str] = field(default_factory=list)
    escalate_below: float | None = None
    steps: list[dict[str, str]] = field(default_factory=list)

    @classmethod
    def from_dict(cls, record: Mapping[str, object]) -> RouteRecord:
        d = _loose(record)
        return cls(
            plan=str(d.get("plan") or "local"),
            endpoints=[str(e) for e in d.get("endpoints") or []],
            reasons=[str(r) for r in d.get("reasons") or []],
            escalate_below=_opt_float(d.get("escalate_below")),
            steps=[dict(s) for s in d.get("steps") or [] if isinstance(s, dict)],
        )


@dataclass
class HitRecord:
    """A retrieved passage: what a citation shows (``source``), the file to open (``path``)."""

    source: str
    page: int | None
    score: float
    collection: str = ""
    path: str = ""
    chunk: int | None = None

    @classmethod
    def from_dict(cls, record: Mapping[str, object]) -> HitRecord:
        d = _loose(record)
        return cls(
            source=str(d.get("source", "")),
            page=_opt_int(d.get("page")),
            score=float(d.get("score") or 0.0),
            collection=str(d.get("collection") or ""),
            path=str(d.get("path") or ""),
            chunk=_opt_int(d.get("chunk")),
        )


@dataclass
class UploadRecord:
    """What left the device: ``text`` is exactly what was sent (redacted), ``audit_id`` its row
    in the outbound audit log."""

    endpoint: str
    trust_zone: str
    redacted: bool
    chars: int
    text: str | None = None
    audit_id: int | None = None
    ms: float | None = None
    #: A request with pictures: those that went (``OutboundImage.record``), ``[]`` for none.
    images: list[dict[str, Any]] | None = None

    @classmethod
    def from_dict(cls, record: Mapping[str, object]) -> UploadRecord:
        d = _loose(record)
        text = d.get("text")
        images = d.get("images")
        return cls(
            endpoint=str(d.get("endpoint", "")),
            trust_zone=str(d.get("trust_zone", "public")),
            redacted=bool(d.get("redacted")),
            chars=int(d.get("chars") or 0),
            text=None if text is None else str(text),
            audit_id=_opt_int(d.get("audit_id")),
            ms=_opt_float(d.get("ms")),
            images=[dict(i) for i in images if isinstance(i, dict)]
            if isinstance(images, list)
            else None,
        )


@dataclass
class CloudRecord:
    endpoint: str
    attempts: int | None = None
    ttfb_ms: float | None = None
    first_token_ms: float | None = None
    usage: dict[str, Any] = field(default_factory=dict)
    usd: float = 0.0
    error: str | None = None

    @classmethod
    def from_dict(cls, record: Mapping[str, object]) -> CloudRecord:
        d = _loose(record)
        err = d.get("error")
        return cls(
            endpoint=str(d.get("endpoint", "")),
            attempts=_opt_int(d.get("attempts")),
            ttfb_ms=_opt_float(d.get("ttfb_ms")),
            first_token_ms=_opt_float(d.get("first_token_ms")),
            usage=dict(d.get("usage") or {}),
            usd=float(d.get("usd") or 0.0),
            error=None if err is None else str(err),
        )


def _timings(d: Any) -> Timings | None:
    if not isinstance(d, dict):
        return None
    return Timings(
        _opt_float(d.get("first_token_ms")),
        _opt_float(d.get("draft_done_ms")),
        _opt_float(d.get("final_ms")),
    )


def _cost(d: Any) -> Cost | None:
    if not isinstance(d, dict):
        return None
    return Cost(
        int(d.get("tokens_in") or 0), int(d.get("tokens_out") or 0), float(d.get("usd") or 0)
    )


@dataclass
class Trace:
    """The typed record of one request (see the module docstring for who reads it).

    ``draft_text`` is the draft as the user saw it; ``draft_stopped``: it was cut short
    because the cloud answer was complete first (so it is what had been shown when it stopped);
    ``draft_dropped``: it was stopped (or hidden by the cloud's stream) before it had shown a
    single token. ``cloud_text`` is the cloud's answer with the placeholders restored, also
    when the cloud broke off mid-answer and the device's answer stands. ``question``,
    ``draft_text``, ``final_text`` and ``cloud_text`` are None for ``--no-history`` requests.
    ``retrieval`` and ``citations`` carry each file's absolute ``path`` and ``page``.
    """

    request_id: str
    created_at: str = field(default_factory=lambda: time.strftime("%Y-%m-%dT%H:%M:%S%z"))
    question: str | None = None
    question_chars: int = 0
    mode: str = "auto"
    collections: list[str] = field(default_factory=list)
    events: list[Mark] = field(default_factory=list)
    privacy: PrivacyRecord | None = None
    route: RouteRecord | None = None
    features: dict[str, Any] | None = None
    retrieval: list[HitRecord] = field(default_factory=list)
    upload: UploadRecord | None = None
    cloud: CloudRecord | None = None
    staged: dict[str, Any] | None = None
    citations: list[Citation] = field(default_factory=list)
    source: str | None = None
    fallback: str | None = None
    timings: Timings | None = None
    cost: Cost | None = None
    draft_text: str | None = None
    final_text: str | None = None
    cloud_text: str | None = None
    draft_stopped: bool = False
    draft_dropped: bool = False
    draft_confidence: float | None = None
    escalated: bool = False
    rescued: bool = False
    cancelled: bool | None = None
    error: str | None = None
    #: The result cache: ``hit``, ``key``, and ``stored``/``why`` for a miss (pipeline/cache.py).
    cache: dict[str, Any] | None = None
    #: The request's pictures (pipeline/images.py): name, size, what OCR read (``ocr_text``
    #: unless --no-history), whether it was sent as pixels (``sent``, ``sha256`` of the bytes
    #: that went, ``masked``, ``painted``) and ``why``.
    images: list[dict[str, Any]] = field(default_factory=list)
    errors: dict[str, str] = field(default_factory=dict)  # ERROR_KEYS -> "Type: message"
    extra: dict[str, Any] = field(default_factory=dict)  # keys this version does not know

    def mark(self, event: str, ms: float) -> None:
        self.events.append(Mark(event, ms))

    def note_error(self, key: str, exc: BaseException | str) -> None:
        """Record an error note (``local_error``, ``cloud_error``, ...; see ERROR_KEYS)."""
        assert key in ERROR_KEYS, key
        self.errors[key] = exc if isinstance(exc, str) else f"{type(exc).__name__}: {exc}"

    @classmethod
    def load(cls, traces: TraceSource, request_id: str) -> Trace | None:
        """The stored trace of a request (a history row's ``trace_id``), or None when there is
        none (a killed process writes no trace; a replayed answer has none)."""
        try:
            return cls.from_dict(traces.get(request_id))
        except LookupError:
            return None

    # ------------------------------------------------------------ stored form

    def to_dict(self) -> dict[str, object]:
        d: dict[str, object] = {}
        for name in _stored_fields():
            value = getattr(self, name)
            if name in ("privacy", "route", "upload", "cloud", "timings", "cost"):
                d[name] = None if value is None else asdict(value)
            elif name in ("events", "retrieval", "citations"):
                d[name] = [asdict(v) for v in value]
            else:
                d[name] = value
        d.update(self.errors)
        for key, value in self.extra.items():
            d.setdefault(key, value)
        return d

    @classmethod
    def from_dict(cls, record: Mapping[str, object]) -> Trace:
        """Read a stored trace, including the free-form ones written before this type existed."""
        d = _loose(record)

        def sub(name: str) -> dict[str, Any] | None:
            v = d.get(name)
            return v if isinstance(v, dict) else None

        privacy, route, upload, cloud = sub("privacy"), sub("route"), sub("upload"), sub("cloud")
        hits = [HitRecord.from_dict(h) for h in d.get("retrieval") or [] if isinstance(h, dict)]
        citations = [
            Citation(str(c.get("source", "")), _opt_int(c.get("page")), str(c.get("path") or ""))
            for c in d.get("citations") or []
            if isinstance(c, dict)
        ]
        if not citations:  # older traces: the final event cited each distinct hit
            citations = citations_for(hits)
        known = set(_stored_fields()) | set(ERROR_KEYS)
        cancelled = d.get("cancelled")
        return cls(
            request_id=str(d.get("request_id", "")),
            created_at=str(d.get("created_at", "")),
            question=d.get("question"),
            question_chars=int(d.get("question_chars") or 0),
            mode=str(d.get("mode") or "auto"),
            collections=[str(c) for c in d.get("collections") or []],
            events=[
                Mark(str(m.get("event")), float(m.get("ms") or 0.0))
                for m in d.get("events") or []
                if isinstance(m, dict)
            ],
            privacy=None if privacy is None else PrivacyRecord.from_dict(privacy),
            route=None if route is None else RouteRecord.from_dict(route),
            features=sub("features"),
            retrieval=hits,
            upload=None if upload is None else UploadRecord.from_dict(upload),
            cloud=None if cloud is None else CloudRecord.from_dict(cloud),
            staged=sub("staged"),
            citations=citations,
            source=d.get("source"),
            fallback=d.get("fallback"),
            timings=_timings(d.get("timings")),
            cost=_cost(d.get("cost")),
            draft_text=d.get("draft_text"),
            final_text=d.get("final_text"),
            cloud_text=d.get("cloud_text"),
            draft_stopped=bool(d.get("draft_stopped")),
            draft_dropped=bool(d.get("draft_dropped")),
            draft_confidence=_opt_float(d.get("draft_confidence")),
            escalated=bool(d.get("escalated")),
            rescued=bool(d.get("rescued")),
            cancelled=None if cancelled is None else bool(cancelled),
            error=d.get("error"),
            cache=sub("cache"),
            images=[dict(i) for i in d.get("images") or [] if isinstance(i, dict)],
            errors={k: str(d[k]) for k in ERROR_KEYS if d.get(k)},
            extra={k: v for k, v in d.items() if k not in known},
        )

    # ------------------------------------------------------------ replay

    def replay(self) -> list[AnyEvent]:
        """The answer's events as the window saw them (the draft as one delta; the cloud's
        answer in the final event). Empty parts are left out; an unfinished request ends
        without a final event."""
        rid = self.request_id
        out: list[AnyEvent] = []
        if self.privacy is not None:
            p = self.privacy
            out.append(PrivacyEvent(rid, p.level, list(p.entities), p.action))  # type: ignore[arg-type]
        if self.route is not None:
            r = self.route
            out.append(RouteEvent(rid, r.plan, list(r.endpoints), list(r.reasons)))  # type: ignore[arg-type]
        hits = [RetrievalHit(h.source, h.page, h.score, h.path) for h in self.retrieval]
        out.append(RetrievalEvent(rid, hits))
        if self.draft_text:
            out.append(DraftEvent(rid, self.draft_text))
        if self.upload is not None:
            u = self.upload
            out.append(UploadEvent(rid, u.endpoint, u.trust_zone, u.redacted, u.chars, u.images))
        if self.fallback:
            out.append(FallbackEvent(rid, self.fallback))  # type: ignore[arg-type]
        if self.source in ("local", "cloud") and self.final_text is not None:
            level = self.privacy.level if self.privacy else "public"
            out.append(
                FinalEvent(
                    rid,
                    self.source,  # type: ignore[arg-type]
                    self.final_text,
                    list(self.citations),
                    level,  # type: ignore[arg-type]
                    self.timings or Timings(),
                    self.cost or Cost(),
                    from_cache=bool(self.cache and self.cache.get("hit")),
                )
            )
        elif self.error:
            out.append(ErrorEvent(rid, self.error))
        return out


def _stored_fields() -> list[str]:
    """The trace's own top-level keys (``errors`` are flattened, ``extra`` merged in)."""
    return [f.name for f in fields(Trace) if f.name not in ("errors", "extra")]


def citations_for(hits: list[HitRecord]) -> list[Citation]:
    """One citation per distinct (source, page), in retrieval order, with the file's path."""
    seen: set[tuple[str, int | None]] = set()
    out: list[Citation] = []
    for h in hits:
        if (h.source, h.page) not in seen:
            seen.add((h.source, h.page))
            out.append(Citation(h.source, h.page, h.path))
    return out
