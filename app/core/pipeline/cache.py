"""The result cache step: a repeated light request is answered from the cache, no engine runs.

docs/ARCHITECTURE.md §1 (the result cache). A request is looked up right after its history is
loaded, before retrieval, the gate or any model: the key is everything that shaped the answer,

- the question, normalised (case-folded, whitespace collapsed; nothing fuzzy),
- the conversation context that goes into the prompt (the history turns) and the system prompt,
- the document versions: every named collection's index version (its files' content hashes,
  its label, its embedder), from the document manifest,
- the models: the local model file (path, size, modification time) and the cloud endpoint
  (URL, model, provider; never the key),
- the mode, the request's other options, the generation limits and the privacy policy.

What is stored is conservative: only a finished answer (local, or the cloud's when it won) to a
*light* request (the difficulty estimate says the device's model answers it well), only when
the privacy gate found nothing sensitive (level ``public`` or ``internal``, action ``send``, no
entity, no redaction), and
never an answer that was cut (token limit, stopped draft), failed, cancelled or fell back.
``--no-history`` requests are never stored. A changed model or collection deletes the entries
it made stale (``ResultCache.observe``). A hit is marked: ``from_cache`` in the final event,
``cache`` in the trace, and the route event's reason says so.
"""

from __future__ import annotations

import asyncio
import dataclasses
import hashlib
import json
import os
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, Protocol, cast

from app.core.engines.base import ChatMessage
from app.core.events import (
    AnyEvent,
    Citation,
    Cost,
    FinalEvent,
    Level,
    PrivacyEvent,
    RetrievalEvent,
    RetrievalHit,
    RouteEvent,
    Timings,
)
from app.core.pipeline.ports import Services
from app.core.pipeline.prompt import build_messages
from app.core.pipeline.state import RunState
from app.core.pipeline.trace import HitRecord, PrivacyRecord, RouteRecord
from app.core.store.result_cache import CachedAnswer

Source = Literal["local", "cloud"]
#: Bumped when the key's recipe changes, so old entries simply miss.
KEY_VERSION = 1
#: The levels with nothing sensitive found: an internal-use marker or a collection labelled
#: internal goes to the cloud as it is, so its answer may be kept too; confidential and
#: restricted never.
CACHEABLE_LEVELS = ("public", "internal")
#: AskRequest fields that are not part of the key: the question is normalised separately, the
#: conversation enters as its history, the rest do not change the answer.
_NOT_IN_KEY = frozenset({"question", "conversation_id", "no_history", "bypass_cache", "asked_at"})


class Cache(Protocol):
    """What the step needs of ``app.core.store.result_cache.ResultCache``."""

    def get(self, key: str) -> CachedAnswer | None: ...
    def put(
        self, key: str, answer: CachedAnswer, *, model: str, docs: Mapping[str, str]
    ) -> None: ...
    def delete(self, key: str) -> bool: ...
    def observe(
        self, *, model: str | None = None, docs: Mapping[str, str] | None = None
    ) -> int: ...
    def recall(self, name: str) -> str | None: ...
    def remember(self, name: str, value: str) -> None: ...


@dataclass
class Probe:
    """One request's look-up: its key and ingredients, and the entry found (if any)."""

    key: str
    model: str
    docs: dict[str, str]
    entry: CachedAnswer | None = None
    lookup_ms: float = 0.0


def normalise(question: str) -> str:
    """Case-folded, whitespace collapsed: "What is  RAG?" and "what is rag?" are one question."""
    return " ".join(question.casefold().split())


def _digest(material: Any) -> str:
    raw = json.dumps(material, sort_keys=True, ensure_ascii=False, default=str)
    return hashlib.sha256(raw.encode("utf-8")).hexdigest()


def _model_file(svc: Services, cache: Cache) -> str | Path | None:
    """The local model: its file, or the name a (test) engine gives itself; None if unknown.

    Finding the bundled model's file imports the engine and model modules (tens of ms in a
    fresh ``tandem ask`` process): where it was found is remembered in the cache file, per
    configured model and model folder, and used while that file exists."""
    local = svc.settings.local
    memo = _digest(
        [
            local.llm_model,
            svc.settings.models.download_dir,
            os.environ.get("TANDEM_MODELS_DIR", ""),
            os.environ.get("TANDEM_MANIFEST", ""),
            bool(getattr(sys, "frozen", False)),
        ]
    )[:24]
    known = cache.recall(memo)
    if known and os.path.isfile(known):
        return Path(known)
    try:
        engine = svc.local()
    except Exception:
        return None
    own = getattr(engine, "cache_fingerprint", None)  # an engine that names its own model
    if isinstance(own, str) and own:
        return f"{type(engine).__module__}.{type(engine).__qualname__}:{own}"
    try:
        path = svc.signals.model_path()
    except Exception:
        path = None
    if path is None or not path.is_file():
        return None
    if type(engine).__name__ in ("LocalLLM", "HostedLLM"):  # only a real engine's file
        cache.remember(memo, str(path))
    return path


def model_fingerprint(svc: Services, cache: Cache) -> str | None:
    """The local model file (path, size, modification time) and the cloud endpoint, or None
    when the local model cannot be told apart (then nothing is cached: a different model could
    answer under the same key)."""
    found = _model_file(svc, cache)
    if found is None:
        return None
    parts: dict[str, Any] = {}
    if isinstance(found, Path):
        try:
            st = os.stat(found)
        except OSError:
            return None
        parts["local"] = [str(found), st.st_size, st.st_mtime_ns]
    else:
        parts["local"] = found
    local = svc.settings.local
    parts["local_settings"] = [local.llm_model, local.llm_context]
    remote = svc.registry.remote()
    if remote:
        ep = remote[0]
        parts["cloud"] = [
            ep.name,
            ep.base_url,
            ep.model,
            getattr(ep, "provider", ""),
            ep.trust_zone,
        ]
    return _digest(parts)[:32]


async def document_versions(svc: Services, collections: Sequence[str]) -> dict[str, str] | None:
    """Each collection's index version, or None when the store cannot say (nothing cached)."""
    if not collections:
        return {}
    try:
        store = svc.retriever()
    except Exception:
        return None
    versions = getattr(store, "versions", None)
    if not callable(versions):
        return None
    try:
        # The manifest is SQLite: off the event loop (the GUI thread), not on the store's own
        # worker, which may be busy indexing for minutes.
        found = await asyncio.to_thread(versions, list(collections))
    except Exception:
        return None
    return {str(k): str(v) for k, v in dict(found).items()}


def cache_key(
    st: RunState, svc: Services, history: Sequence[ChatMessage], docs: Mapping[str, str], model: str
) -> str:
    req = st.req
    options = {
        f.name: getattr(req, f.name) for f in dataclasses.fields(req) if f.name not in _NOT_IN_KEY
    }
    options["collections"] = sorted(req.collections)
    system = [m.content for m in build_messages("", [], []) if m.role == "system"]
    rules, settings = st.rules, svc.settings
    material = {
        "v": KEY_VERSION,
        "question": normalise(req.question),
        "history": [[m.role, m.content] for m in history],
        "system": system,
        "docs": sorted(docs.items()),
        "model": model,
        "request": options,
        "limits": [rules.draft_max_tokens, rules.temperature, rules.cloud_max_tokens],
        "rag": [settings.rag.top_k, settings.rag.min_score],
        "policy": settings.privacy.policy,
    }
    return _digest(material)


async def probe(
    svc: Services, cache: Cache, st: RunState, history: Sequence[ChatMessage]
) -> Probe | None:
    """Build the key (invalidating what a model or document change made stale) and look it
    up; None when this request cannot be cached at all."""
    t0 = st.ms()
    if st.req.mode != "auto":
        # An explicit mode asks for those engines to run (a hybrid answer is a draft and an
        # upgrade); the cache is one of the choices of auto, the default (docs/ARCHITECTURE.md §1).
        why = f"{st.req.mode} mode was chosen: answered afresh"
        st.trace.cache = {"hit": False, "stored": False, "why": why}
        return None
    try:
        model = model_fingerprint(svc, cache)
    except Exception:  # a broken cache file: answer without it
        model = None
    if model is None:
        st.trace.cache = {"hit": False, "stored": False, "why": "the local model is unknown"}
        return None
    docs = await document_versions(svc, st.req.collections)
    if docs is None:
        st.trace.cache = {"hit": False, "stored": False, "why": "document versions are unknown"}
        return None
    key = cache_key(st, svc, history, docs, model)
    found = Probe(key, model, docs)
    try:
        cache.observe(model=model, docs=docs)
        if st.req.bypass_cache:
            cache.delete(key)  # Ask again: the fresh answer replaces the stored one
        else:
            found.entry = cache.get(key)
    except Exception as exc:  # a broken cache file must not cost the user the answer
        st.trace.cache = {"hit": False, "stored": False, "why": f"{type(exc).__name__}: {exc}"}
        return None
    found.lookup_ms = round(st.ms() - t0, 2)
    return found


def hit_events(st: RunState, found: Probe) -> list[AnyEvent]:
    """The answer from the cache: privacy, route, retrieval and final, as a normal request's
    (no draft, no upload). Also fills the trace."""
    entry = found.entry
    assert entry is not None
    rid, tr = st.rid, st.trace
    hits = [HitRecord.from_dict(h) for h in entry.hits]
    citations = [
        Citation(str(c.get("source", "")), _opt_int(c.get("page")), str(c.get("path") or ""))
        for c in entry.citations
    ]
    reason = (
        "answered from the result cache: the same question, conversation, documents and model "
        "as an earlier answer (ask again for a fresh one)"
    )
    tr.privacy = PrivacyRecord("public", "send", [], {}, ["as when this answer was stored"])
    tr.route = RouteRecord(plan="local", endpoints=["device"], reasons=[reason])
    tr.retrieval = hits
    st.mark("privacy")
    st.mark("route")
    st.mark("retrieval")
    st.source, st.final_text = entry.source, entry.text
    ms = st.ms()
    timings = Timings(ms, None, ms)
    st.first_visible_ms = ms
    st.mark("final")
    tr.source, tr.timings, tr.cost, tr.citations = entry.source, timings, Cost(), citations
    tr.final_text = None if st.req.no_history else entry.text
    tr.cache = {
        "hit": True,
        "key": found.key,
        "stored_request_id": entry.request_id,
        "stored_at": entry.created_at,
        "hits": entry.hit_count,
        "lookup_ms": found.lookup_ms,
    }
    level = entry.level if entry.level else "public"
    return [
        PrivacyEvent(rid, "public", [], "send"),
        RouteEvent(rid, "local", ["device"], [reason]),
        RetrievalEvent(rid, [RetrievalHit(h.source, h.page, h.score, h.path) for h in hits]),
        FinalEvent(
            rid,
            cast(Source, entry.source),
            entry.text,
            citations,
            cast(Level, level),
            timings,
            Cost(),
            from_cache=True,
        ),
    ]


def _opt_int(v: Any) -> int | None:
    return None if v is None else int(v)


def why_not_stored(svc: Services, st: RunState) -> str | None:
    """None when this finished request may be stored, else why not (kept in the trace)."""
    tr, view = st.trace, st.view
    if st.req.no_history:
        return "--no-history: nothing of this request is kept"
    if st.final_text is None or not st.final_text.strip():
        return "no answer"
    if tr.cancelled:
        return "cancelled"
    if tr.error or tr.errors:
        return "an error was noted"
    if st.fallback:
        return f"a fallback ({st.fallback})"
    if (
        view is None
        or view.level not in CACHEABLE_LEVELS
        or view.action != "send"
        or view.entities
        or sum(view.redactions.values()) > 0
    ):
        return "the privacy gate found something sensitive, or kept or redacted the request"
    if st.plan.staged or len(st.plan.steps) > 1:
        return "a compound request"
    light = is_light(st)
    if light is not None:
        return light
    if st.source == "local":
        if tr.draft_stopped or tr.draft_dropped:
            return "the draft was cut short"
        if len(st.draft_parts) >= st.rules.draft_max_tokens:
            return "the answer stopped at the token limit"
    elif st.source == "cloud":
        if st.cloud_max_tokens and st.usage.tokens_out >= st.cloud_max_tokens:
            return "the answer stopped at the token limit"
    else:
        return f"an unknown source ({st.source})"
    return None


def is_light(st: RunState) -> str | None:
    """None when the router's difficulty estimate called this request light, else why not."""
    f = st.trace.features or {}
    p_ok, threshold = f.get("p_ok"), f.get("p_threshold")
    if isinstance(p_ok, int | float) and isinstance(threshold, int | float):
        if p_ok < threshold:
            return f"not a light request (p={p_ok:.2f} below {threshold:.2f})"
        return None
    if st.task_kind in st.rules.cloud_tasks:  # no estimate: the task-kind rules decide
        return f"not a light request ({st.task_kind})"
    return None


def store(svc: Services, cache: Cache, st: RunState, found: Probe) -> None:
    """After the final event: keep the answer if it qualifies; say in the trace either way."""
    why = why_not_stored(svc, st)
    record: dict[str, Any] = {"hit": False, "key": found.key, "lookup_ms": found.lookup_ms}
    if why is None:
        tr = st.trace
        level = st.view.level if st.view else "public"
        entry = CachedAnswer(
            text=st.final_text or "",
            source=st.source,
            level=level,
            citations=[dataclasses.asdict(c) for c in tr.citations],
            hits=[dataclasses.asdict(h) for h in tr.retrieval],
            request_id=st.rid,
        )
        try:
            cache.put(found.key, entry, model=found.model, docs=found.docs)
        except Exception as exc:  # a full disk: the answer was shown, the cache just misses
            why = f"{type(exc).__name__}: {exc}"
    record["stored"] = why is None
    if why is not None:
        record["why"] = why
    st.trace.cache = record
