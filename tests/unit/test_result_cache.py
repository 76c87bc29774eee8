"""The result cache: the store (bounds, expiry, invalidation, file mode) and the pipeline step
(each key ingredient, what is never stored, hits answered with no engine call, Ask again)."""

from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from app.core.config import Settings
from app.core.engines.cloud_llm import CloudError
from app.core.events import FinalEvent
from app.core.pipeline import AskRequest, Pipeline
from app.core.pipeline.cache import is_light, normalise
from app.core.pipeline.request import AskRequest as Req
from app.core.pipeline.state import RunState
from app.core.rag.manifest import CollectionRecord, Manifest
from app.core.routing.rules import Rules
from app.core.store.history import History
from app.core.store.request_index import row_from_trace
from app.core.store.result_cache import CachedAnswer, ResultCache
from tests.unit.pipeline_fakes import FakeAudit, FakeCloud, FakeLocal
from tests.unit.test_pipeline_trace import FakeHit

# ---------------------------------------------------------------- the store


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


def answer(text: str = "Paris.") -> CachedAnswer:
    return CachedAnswer(text=text, source="local", request_id="r1")


def test_an_entry_round_trips_and_the_file_is_private(tmp_path: Path) -> None:
    cache = ResultCache(tmp_path / "c.sqlite3")
    cache.put("k", answer(), model="m1", docs={})
    got = cache.get("k")
    assert got is not None and got.text == "Paris." and got.source == "local"
    assert got.hit_count == 1
    assert cache.get("other") is None
    if os.name == "posix":
        assert stat.S_IMODE(os.stat(tmp_path / "c.sqlite3").st_mode) == 0o600
    cache.close()


def test_entries_expire_after_the_ttl(tmp_path: Path) -> None:
    clock = Clock()
    cache = ResultCache(tmp_path / "c.sqlite3", ttl_s=60, clock=clock)
    cache.put("k", answer(), model="m", docs={})
    clock.now += 59
    assert cache.get("k") is not None
    clock.now += 2
    assert cache.get("k") is None
    assert len(cache) == 0  # deleted, not only hidden
    cache.close()


def test_the_least_recently_used_entry_goes_first(tmp_path: Path) -> None:
    clock = Clock()
    cache = ResultCache(tmp_path / "c.sqlite3", max_entries=3, clock=clock)
    for key in ("a", "b", "c"):
        clock.now += 1
        cache.put(key, answer(key), model="m", docs={})
    clock.now += 1
    assert cache.get("a") is not None  # "a" is now the most recently used
    clock.now += 1
    cache.put("d", answer("d"), model="m", docs={})
    assert sorted(cache.stored_keys()) == ["a", "c", "d"]  # "b" was the least recently used
    cache.close()


def test_a_model_change_deletes_the_other_models_entries(tmp_path: Path) -> None:
    cache = ResultCache(tmp_path / "c.sqlite3")
    cache.observe(model="m1")
    cache.put("k1", answer(), model="m1", docs={})
    assert cache.observe(model="m1") == 0
    assert cache.observe(model="m2") == 1
    assert len(cache) == 0
    cache.close()


def test_a_document_change_deletes_only_that_collections_entries(tmp_path: Path) -> None:
    cache = ResultCache(tmp_path / "c.sqlite3")
    cache.put("hr", answer(), model="m", docs={"hr": "v1"})
    cache.put("it", answer(), model="m", docs={"it": "v1"})
    cache.put("plain", answer(), model="m", docs={})
    assert cache.observe(docs={"hr": "v1"}) == 0
    assert cache.observe(docs={"hr": "v2"}) == 1
    assert sorted(cache.stored_keys()) == ["it", "plain"]
    assert cache.forget_collection("it") == 1
    assert cache.stored_keys() == ["plain"]
    cache.close()


def test_the_manifest_version_changes_with_files_and_labels(tmp_path: Path) -> None:
    m = Manifest(tmp_path / "m.sqlite3")
    assert m.versions(["hr"]) == {"hr": "absent"}
    m.save_collection(CollectionRecord("hr", "c_hr", "public", (), False, "use"))
    empty = m.versions(["hr"])["hr"]
    m.commit_files("hr", [("leave.md", "h1", 2)], [])
    one = m.versions(["hr"])["hr"]
    assert one != empty
    assert m.versions(["hr"])["hr"] == one  # stable while nothing changes
    m.commit_files("hr", [("leave.md", "h2", 2)], [])  # the file's content changed
    changed = m.versions(["hr"])["hr"]
    assert changed != one
    m.save_collection(CollectionRecord("hr", "c_hr", "internal", (), False, "use"))
    assert m.versions(["hr"])["hr"] != changed  # relabelled
    m.delete_collection("hr")
    assert m.versions(["hr"]) == {"hr": "absent"}
    m.close()


# ---------------------------------------------------------------- the pipeline step


class NamedLocal(FakeLocal):
    """A fake local engine that names its model, as the cache's fingerprint needs."""

    def __init__(self, tokens: Sequence[str], name: str = "model-a", **kw: Any) -> None:
        super().__init__(tokens, **kw)
        self.cache_fingerprint = name


class VersionedStore:
    """A retriever whose collections have versions, like the document store's manifest."""

    def __init__(self, label: str = "public") -> None:
        self.version = "v1"
        self.searches = 0
        self.label = label

    def versions(self, names: Sequence[str]) -> dict[str, str]:
        return {n: self.version for n in names}

    async def asearch(
        self, query: str, collections: Sequence[str] | None = None, k: int = 4
    ) -> list[FakeHit]:
        self.searches += 1
        return [
            FakeHit("leave.md", None, 0, 0.9, "Leave is 15 days.", "hr", self.label, "/d/leave.md")
        ]


def settings(cloud_model: str = "m") -> Settings:
    s = Settings()
    s.cloud.base_url = "https://cloud.example/v1"
    s.cloud.model = cloud_model
    return s


class Rig:
    """A pipeline over fakes and a real result cache in the test's data home."""

    def __init__(self, tmp_path: Path, **kw: Any) -> None:
        self.cache = ResultCache(tmp_path / "cache.sqlite3")
        self.history = History(tmp_path / "history.sqlite3")
        self.local = kw.pop("local", None) or NamedLocal(["The capital ", "is Paris."])
        self.cloud = kw.pop("cloud", None) or FakeCloud(["Paris, France."])
        self.store = kw.pop("store", None) or VersionedStore()
        self.settings = kw.pop("settings", None) or settings()

    def pipeline(self) -> Pipeline:
        return Pipeline(
            self.settings,
            local=self.local,
            cloud=self.cloud,
            store=self.store,
            audit=FakeAudit(),
            history=self.history,
            load_probe=lambda: 0.1,
            cache=self.cache,
        )

    async def ask(self, req: AskRequest) -> list[Any]:
        p = self.pipeline()
        try:
            return [e async for e in p.ask(req)]
        finally:
            p.close()

    def close(self) -> None:
        self.cache.close()
        self.history.close()


@pytest.fixture
def rig(tmp_path: Path) -> Any:
    r = Rig(tmp_path)
    yield r
    r.close()


def final(events: list[Any]) -> FinalEvent:
    last = events[-1]
    assert isinstance(last, FinalEvent), [e.kind for e in events]
    return last


Q = "What is the capital of France?"


async def test_a_repeated_question_is_answered_from_the_cache_without_an_engine(rig: Rig) -> None:
    first = await rig.ask(AskRequest(Q, mode="auto"))
    assert not final(first).from_cache
    assert "from_cache" not in final(first).to_dict()  # the contract's final event, unchanged
    assert len(rig.local.calls) == 1
    second = await rig.ask(AskRequest("  what is THE capital of   france? ", mode="auto"))
    f = final(second)
    assert f.from_cache and f.to_dict()["from_cache"] is True
    assert f.text == final(first).text and f.source == "local"
    assert [e.kind for e in second] == ["privacy", "route", "retrieval", "final"]
    assert len(rig.local.calls) == 1  # no engine call at all
    assert any("cache" in r for r in second[1].reasons)
    assert f.cost.tokens_in == f.cost.tokens_out == 0


async def test_the_trace_marks_the_hit_and_its_timing(rig: Rig, tmp_path: Path) -> None:
    await rig.ask(AskRequest(Q, mode="auto"))
    p = rig.pipeline()
    events = [e async for e in p.ask(AskRequest(Q, mode="auto"))]
    trace = p.traces.get("last")
    p.close()
    assert trace["cache"]["hit"] is True
    assert trace["cache"]["stored_request_id"]
    assert trace["source"] == "local" and trace["final_text"] == final(events).text
    assert trace["timings"]["final_ms"] < 1000
    # The monitor counts cache hits as their own plan.
    assert row_from_trace(trace["request_id"], 0.0, trace)[3] == "cache"


async def test_an_explicit_hybrid_request_runs_both_engines_every_time(rig: Rig) -> None:
    await rig.ask(AskRequest(Q, mode="hybrid"))
    events = await rig.ask(AskRequest(Q, mode="hybrid"))
    assert not final(events).from_cache and final(events).source == "cloud"
    assert [e.kind for e in events].count("draft") > 0  # a draft, then the upgrade
    assert len(rig.cloud.received) == 2 and len(rig.cache) == 0


async def test_the_cache_answer_keeps_the_citations(rig: Rig) -> None:
    first = final(await rig.ask(AskRequest(Q, mode="auto", collections=("hr",))))
    second = await rig.ask(AskRequest(Q, mode="auto", collections=("hr",)))
    assert final(second).from_cache
    assert final(second).citations == first.citations and first.citations
    assert [h.source for h in second[2].hits] == ["leave.md"]
    assert rig.store.searches == 1  # no retrieval either


async def test_each_key_ingredient_changed_alone_misses(rig: Rig) -> None:
    base = AskRequest(Q, mode="auto", collections=("hr",))
    await rig.ask(base)
    assert final(await rig.ask(base)).from_cache

    async def misses(req: AskRequest) -> bool:
        return not final(await rig.ask(req)).from_cache

    assert await misses(AskRequest("What is the capital of Spain?", mode="auto"))  # question
    for mode in ("local", "hybrid", "cloud"):  # an explicit mode always runs its engines
        assert await misses(AskRequest(Q, mode=mode, collections=("hr",)))
    assert await misses(AskRequest(Q, mode="auto", collections=("hr", "it")))  # collections
    # conversation context: a conversation whose history goes into the prompt
    cid = rig.history.create_conversation("chat")
    rig.history.add_message(cid, "user", "Hello")
    rig.history.add_message(cid, "assistant", "Hi!")
    assert await misses(AskRequest(Q, mode="auto", collections=("hr",), conversation_id=cid))
    # the documents were re-indexed
    rig.store.version = "v2"
    assert await misses(base)
    assert final(await rig.ask(base)).from_cache
    # the local model was swapped
    rig.local = NamedLocal(["Paris."], name="model-b")
    assert await misses(base)
    assert final(await rig.ask(base)).from_cache
    # the cloud endpoint's model changed
    rig.settings = settings(cloud_model="bigger")
    assert await misses(base)


async def test_a_document_change_deletes_stale_entries_from_disk(rig: Rig) -> None:
    await rig.ask(AskRequest(Q, mode="auto", collections=("hr",)))
    await rig.ask(AskRequest(Q, mode="auto"))
    assert len(rig.cache) == 2
    rig.store.version = "v2"
    await rig.ask(AskRequest("Something else entirely?", mode="auto", collections=("hr",)))
    # the hr answer is gone; the one without documents stays (and the new one was stored)
    assert len(rig.cache) == 2
    assert final(await rig.ask(AskRequest(Q, mode="auto"))).from_cache


async def test_a_model_change_deletes_every_old_entry(rig: Rig) -> None:
    await rig.ask(AskRequest(Q, mode="auto"))
    await rig.ask(AskRequest("Another question?", mode="auto"))
    assert len(rig.cache) == 2
    rig.local = NamedLocal(["Paris."], name="model-b")
    await rig.ask(AskRequest("A third one?", mode="auto"))
    assert len(rig.cache) == 1


@pytest.mark.parametrize(
    "question",
    [
        "My card is 4111 1111 1111 1111, what is the capital of France?",  # restricted
        "Email jane.doe@example.com: what is the capital of France?",  # confidential
    ],
)
async def test_sensitive_requests_are_never_stored(rig: Rig, question: str) -> None:
    for _ in range(2):
        assert not final(await rig.ask(AskRequest(question, mode="auto"))).from_cache
    assert len(rig.cache) == 0
    assert len(rig.local.calls) == 2


async def test_a_restricted_collection_is_never_stored(tmp_path: Path) -> None:
    r = Rig(tmp_path, store=VersionedStore(label="restricted"))
    try:
        for _ in range(2):
            events = await r.ask(AskRequest(Q, mode="auto", collections=("hr",)))
            assert not final(events).from_cache
        assert len(r.cache) == 0
    finally:
        r.close()


async def test_a_fallback_is_never_stored(tmp_path: Path) -> None:
    r = Rig(tmp_path, cloud=FakeCloud([], fail=CloudError("http_5xx", "boom")))
    try:
        for _ in range(2):
            events = await r.ask(AskRequest(Q, mode="hybrid"))
            assert events[-2].kind == "fallback" and not final(events).from_cache
        assert len(r.cache) == 0
    finally:
        r.close()


async def test_a_failed_request_is_never_stored(tmp_path: Path) -> None:
    r = Rig(
        tmp_path,
        local=NamedLocal([], fail=RuntimeError("no model")),
        cloud=FakeCloud([], fail=CloudError("http_5xx", "down", 503, retryable=False)),
    )
    try:
        events = await r.ask(AskRequest(Q, mode="auto"))
        assert events[-1].kind == "error"
        assert len(r.cache) == 0
    finally:
        r.close()


async def test_an_answer_cut_at_the_token_limit_is_never_stored(tmp_path: Path) -> None:
    limit = Rules().draft_max_tokens
    r = Rig(tmp_path, local=NamedLocal(["word "] * (limit + 5)))
    try:
        await r.ask(AskRequest(Q, mode="auto"))
        assert len(r.cache) == 0
        p = r.pipeline()
        [e async for e in p.ask(AskRequest(Q, mode="auto"))]
        assert "token limit" in p.traces.get("last")["cache"]["why"]
        p.close()
    finally:
        r.close()


async def test_a_cancelled_answer_is_never_stored(tmp_path: Path) -> None:
    r = Rig(tmp_path, local=NamedLocal(["tok "] * 50, delay=0.01))
    try:
        p = r.pipeline()
        stream = p.ask(AskRequest(Q, mode="auto"))
        async for event in stream:
            if event.kind == "draft":
                break
        with contextlib.suppress(Exception):
            await stream.aclose()  # type: ignore[attr-defined]
        p.close()
        assert len(r.cache) == 0
    finally:
        r.close()


async def test_no_history_requests_are_never_stored(rig: Rig) -> None:
    for _ in range(2):
        events = await rig.ask(AskRequest(Q, mode="auto", no_history=True))
        assert not final(events).from_cache
    assert len(rig.cache) == 0


async def test_ask_again_bypasses_and_replaces_the_entry(rig: Rig) -> None:
    await rig.ask(AskRequest(Q, mode="auto"))
    rig.local.tokens = ["Paris ", "(fresh)."]
    fresh = await rig.ask(AskRequest(Q, mode="auto", bypass_cache=True))
    assert not final(fresh).from_cache and final(fresh).text == "Paris (fresh)."
    assert len(rig.local.calls) == 2
    again = await rig.ask(AskRequest(Q, mode="auto"))
    assert final(again).from_cache and final(again).text == "Paris (fresh)."
    assert len(rig.cache) == 1


async def test_the_setting_turns_it_off(tmp_path: Path) -> None:
    s = settings()
    s.cache.enabled = False
    r = Rig(tmp_path, settings=s)
    try:
        for _ in range(2):
            assert not final(await r.ask(AskRequest(Q, mode="auto"))).from_cache
        assert len(r.cache) == 0 and len(r.local.calls) == 2
    finally:
        r.close()


async def test_a_pipeline_with_a_fake_engine_builds_no_cache_of_its_own() -> None:
    p = Pipeline(settings(), local=NamedLocal(["x"]), cloud=FakeCloud([]), audit=FakeAudit())
    assert p.result_cache() is None
    p.close()


def test_questions_are_normalised_not_fuzzy() -> None:
    assert normalise("  What is\tRAG? ") == normalise("what is rag?")
    assert normalise("What is RAG?") != normalise("What is RAG")


def test_only_light_requests_count_as_light() -> None:
    st = RunState(Req(Q), Rules())
    st.trace.features = {"p_ok": 0.3, "p_threshold": 0.5}
    assert is_light(st) is not None
    st.trace.features = {"p_ok": 0.9, "p_threshold": 0.5}
    assert is_light(st) is None


async def test_a_hard_request_is_not_stored(rig: Rig, monkeypatch: pytest.MonkeyPatch) -> None:
    import app.core.routing.signals as signals

    original = signals.RouteSignals.features

    def hard(self: Any, **kw: Any) -> Any:
        f = original(self, **kw)
        from dataclasses import replace

        return replace(f, p_ok=0.1, p_threshold=0.5)

    monkeypatch.setattr(signals.RouteSignals, "features", hard)
    await rig.ask(AskRequest(Q, mode="auto"))
    assert len(rig.cache) == 0


def test_the_key_itself_covers_documents_and_model(rig: Rig) -> None:
    """Invalidation deletes stale entries too; the key alone must still tell them apart."""
    from app.core.engines.base import ChatMessage
    from app.core.pipeline.cache import cache_key

    p = rig.pipeline()
    svc = p.services()
    st = RunState(Req(Q, mode="auto", collections=("hr",)), Rules())
    base = cache_key(st, svc, [], {"hr": "v1"}, "model-a")
    assert cache_key(st, svc, [], {"hr": "v1"}, "model-a") == base
    assert cache_key(st, svc, [], {"hr": "v2"}, "model-a") != base
    assert cache_key(st, svc, [], {"hr": "v1"}, "model-b") != base
    assert cache_key(st, svc, [ChatMessage("user", "hi")], {"hr": "v1"}, "model-a") != base
    p.close()


def test_the_local_model_file_is_fingerprinted_and_remembered(tmp_path: Path) -> None:
    """A swapped model file (same setting, other bytes) is another model; where the file was
    found is remembered so a fresh process need not import the engine to find it again."""
    from app.core.pipeline.cache import model_fingerprint

    gguf = tmp_path / "my-model.gguf"
    gguf.write_bytes(b"GGUF" + b"\0" * 64)
    s = settings()
    s.local.llm_model = str(gguf)
    cache = ResultCache(tmp_path / "c.sqlite3")
    p = Pipeline(s, cache=cache, audit=FakeAudit())
    first = model_fingerprint(p.services(), cache)
    assert first is not None
    p.close()
    p = Pipeline(s, cache=cache, audit=FakeAudit())
    assert model_fingerprint(p.services(), cache) == first
    assert p._local is None  # found from the remembered path: the engine was not built
    gguf.write_bytes(b"GGUF" + b"\1" * 128)  # another model file in the same place
    assert model_fingerprint(p.services(), cache) != first
    p.close()
    cache.close()


def test_the_document_store_drops_cached_answers_when_documents_change(tmp_path: Path) -> None:
    """Re-indexing, relabelling or deleting a collection deletes the data home's cached answers
    from it at once (not only at the next look-up)."""
    from app.core.paths import db_path
    from app.core.rag.document_store import DocumentStore
    from tests.unit.test_rag_store import HashEmbedder

    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "a.md").write_text("Annual leave is 25 days.")
    cache = ResultCache(db_path("result_cache"))

    def fill() -> None:
        cache.put("hr-answer", answer(), model="m", docs={"hr": "v"})
        cache.put("other", answer(), model="m", docs={"it": "v"})

    with DocumentStore(tmp_path / "index", embedder=HashEmbedder()) as store:
        store.index([docs], "hr", label="public")
        fill()
        assert store.index([docs], "hr", label=None).indexed == 0  # nothing changed: kept
        assert "hr-answer" in cache.stored_keys()
        (docs / "a.md").write_text("Annual leave is 30 days.")
        store.index([docs], "hr", label=None)
        assert cache.stored_keys() == ["other"]
        fill()
        store.ensure_collection("hr", "internal")  # relabelled
        assert cache.stored_keys() == ["other"]
        fill()
        store.delete_collection("hr")
        assert cache.stored_keys() == ["other"]
    cache.close()
