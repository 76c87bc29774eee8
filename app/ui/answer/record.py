"""An answer's record, rebuilt from history and its stored trace: the one adapter between the
trace format and the window.

A reopened conversation must show each answer as it was shown live: badge, privacy outcome,
sources (with full paths and the cited passage), the Why dialog with the exact text sent, and the
full draft with a note when the draft was cut short. The events carry part of that; the trace
(``app.core.store.traces``) carries the rest. The trace is a dict whose keys grow over time, so
every key is optional here and both the current names and the typed ``Trace`` record's names
(``docs/ARCHITECTURE.md``, issue 15a) are read; pointing the window at a new trace format means
changing this module only. The trace comes in as ``Mapping[str, object]`` and every value read is
narrowed here (``_dict``, ``_list``, ``_int``, ``_float``), so nothing untyped reaches the widgets.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from app.core.events import (
    ACTIONS,
    LEVELS,
    PLANS,
    Citation,
    Cost,
    EntitySpan,
    FallbackEvent,
    FinalEvent,
    PrivacyEvent,
    RetrievalEvent,
    RetrievalHit,
    RouteEvent,
    Timings,
    UploadEvent,
)
from app.core.store.history import Message
from app.ui.answer.state import AnswerState, Passage


def _dict(value: object) -> dict[str, object]:
    if isinstance(value, Mapping):
        return dict(value)
    if hasattr(value, "__dict__"):
        return dict(vars(value))
    return {}


def _list(value: object) -> list[object]:
    return list(value) if isinstance(value, list | tuple) else []


def _int(value: object) -> int | None:
    """A JSON number (or numeric text) as an int; None for anything else."""
    if not isinstance(value, str | int | float):
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def _float(value: object) -> float | None:
    """A JSON number (or numeric text) as a float; None for anything else."""
    if not isinstance(value, str | int | float):
        return None
    try:
        return float(value)
    except (TypeError, ValueError):
        return None


def _hits(trace: Mapping[str, object]) -> list[dict[str, object]]:
    for key in ("hits", "retrieval"):
        value = trace.get(key)
        if isinstance(value, Mapping):
            value = value.get("hits")
        if isinstance(value, list):
            return [_dict(h) for h in value if _dict(h).get("source")]
    return []


def passages(trace: Mapping[str, object]) -> dict[tuple[str, int | None], Passage]:
    out: dict[tuple[str, int | None], Passage] = {}
    for h in _hits(trace):
        key = (str(h["source"]), _int(h.get("page")))
        if key not in out:
            out[key] = Passage(
                key[0],
                key[1],
                path=str(h.get("path") or ""),
                text=str(h.get("text") or ""),
                score=_float(h.get("score")),
                collection=str(h.get("collection") or ""),
            )
    return out


def _truncated(trace: Mapping[str, object], source: str) -> bool:
    if trace.get("truncated") is True or trace.get("answer_truncated") is True:
        return True
    reasons = [trace.get("stop_reason"), trace.get("finish_reason")]
    if source == "local":
        local = _dict(trace.get("local"))
        draft = _dict(trace.get("draft"))
        reasons += [
            trace.get("draft_stop_reason"),
            local.get("stop_reason"),
            draft.get("stop_reason"),
        ]
    else:
        reasons.append(_dict(trace.get("cloud")).get("finish_reason"))
    return "length" in reasons


def _cut_short(trace: Mapping[str, object]) -> bool:
    draft = _dict(trace.get("draft"))
    return bool(
        trace.get("draft_cut_short") or draft.get("cut_short") or trace.get("draft_stopped")
    )


def enrich(state: AnswerState, trace: Mapping[str, object] | None) -> AnswerState:
    """Add what only the trace knows to a state (live or rebuilt); missing keys change nothing."""
    if not trace:
        return state
    t = dict(trace)
    state.trace = t
    state.passages.update(passages(t))
    privacy = _dict(t.get("privacy"))
    state.privacy_reasons = [str(r) for r in _list(privacy.get("reasons"))]
    upload = _dict(t.get("upload"))
    if upload.get("text") is not None:
        state.sent_text = str(upload["text"])
    state.draft_cut_short = _cut_short(t)
    source = state.final.source if state.final is not None else str(t.get("source") or "local")
    state.truncated = state.truncated or _truncated(t, source)
    mark_unsure(state)
    full_draft = t.get("draft_text")
    if isinstance(full_draft, str) and len(full_draft) > len(state.draft):
        state.draft = full_draft
    return state


#: The router's default for "the draft looks weak" (``escalate_below_logprob``, rules.py).
UNSURE_BELOW = -1.3


def mark_unsure(state: AnswerState, threshold: float | None = None) -> None:
    """Whether the device's answer, standing as the final one, is a weak one: the repetition
    guard stopped a loop, or its mean token log-prob (``draft_confidence``) is below the
    router's threshold for escalating."""
    t = state.trace
    local = state.final is not None and state.final.source == "local"
    state.looped = local and t.get("draft_stop_reason") == "repetition"
    confidence = _float(t.get("draft_confidence"))
    below = UNSURE_BELOW if threshold is None else threshold
    state.unsure = local and (state.looped or (confidence is not None and confidence < below))


def _privacy_event(rid: str, privacy: Mapping[str, object]) -> PrivacyEvent | None:
    if not privacy:
        return None
    level = privacy.get("level")
    action = privacy.get("action")
    entities = []
    for e in _list(privacy.get("entities")):
        d = _dict(e)
        if d.get("type"):
            entities.append(
                EntitySpan(str(d["type"]), _int(d.get("start")) or 0, _int(d.get("end")) or 0)
            )
    return PrivacyEvent(
        rid,
        level if level in LEVELS else "public",  # type: ignore[arg-type]
        entities,
        action if action in ACTIONS else "send",  # type: ignore[arg-type]
    )


def _final(
    rid: str, message: Message, trace: Mapping[str, object], citations: Sequence[Citation]
) -> FinalEvent:
    source = "cloud" if message.source == "cloud" else "local"
    timings = _dict(trace.get("timings"))
    cost = _dict(trace.get("cost"))
    privacy = _dict(trace.get("privacy"))
    level = privacy.get("level") if privacy.get("level") in LEVELS else "public"
    return FinalEvent(
        rid,
        source,  # type: ignore[arg-type]
        message.text,
        list(citations),
        level,  # type: ignore[arg-type]
        Timings(
            _float(timings.get("first_token_ms")),
            _float(timings.get("draft_done_ms")),
            _float(timings.get("final_ms")),
        ),
        Cost(
            _int(cost.get("tokens_in")) or 0,
            _int(cost.get("tokens_out")) or 0,
            _float(cost.get("usd")) or 0.0,
        ),
        from_cache=_dict(trace.get("cache")).get("hit") is True,
    )


def state_from_history(message: Message, trace: Mapping[str, object] | None = None) -> AnswerState:
    """One stored assistant message (and its trace, when there is one) as an answer state."""
    rid = message.trace_id or ""
    t = dict(trace or {})
    state = AnswerState(request_id=rid, draft=message.draft_text or "", restored=True)
    state.privacy = _privacy_event(rid, _dict(t.get("privacy")))
    route = _dict(t.get("route"))
    if route:
        plan = route.get("plan") if route.get("plan") in PLANS else "local"
        state.route = RouteEvent(
            rid,
            plan,  # type: ignore[arg-type]
            [str(e) for e in _list(route.get("endpoints"))],
            [str(r) for r in _list(route.get("reasons"))],
        )
    hits = _hits(t)
    if hits:
        state.retrieval = RetrievalEvent(
            rid,
            [
                RetrievalHit(str(h["source"]), _int(h.get("page")), _float(h.get("score")) or 0.0)
                for h in hits
            ],
        )
    upload = _dict(t.get("upload"))
    if upload.get("endpoint"):
        state.uploads.append(
            UploadEvent(
                rid,
                str(upload["endpoint"]),
                str(upload.get("trust_zone") or "public"),
                bool(upload.get("redacted")),
                _int(upload.get("chars")) or 0,
            )
        )
    fallback = t.get("fallback")
    if isinstance(fallback, Mapping):
        fallback = fallback.get("reason")
    if fallback:
        state.fallback = FallbackEvent(rid, str(fallback))  # type: ignore[arg-type]
    if message.source == "interrupted":
        # The answer never finished (stopped, or the app died): show what there was.
        state.draft = state.draft or message.text
        state.cancelled = True
        return enrich(state, t)
    if message.source != "cloud":
        state.draft = state.draft or message.text
    cited = _list(t.get("citations"))
    citations = [
        Citation(str(_dict(c)["source"]), _int(_dict(c).get("page")))
        for c in cited
        if _dict(c).get("source")
    ]
    if not citations:
        seen: dict[tuple[str, int | None], None] = {}
        for h in hits:
            seen.setdefault((str(h["source"]), _int(h.get("page"))), None)
        citations = [Citation(s, p) for s, p in seen]
    state.final = _final(rid, message, t, citations)
    state.draft_tokens = _int(_dict(t.get("draft")).get("tokens")) or 0
    return enrich(state, t)
