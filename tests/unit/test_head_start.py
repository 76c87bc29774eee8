"""The draft's head start (app/core/pipeline/draft.py ``start_local``, ``tandem ask``'s
``_head_start``): with no collection the draft's prompt is known before the gate and the router
run, so the local engine begins it at once and the route's draft takes it. The real engine's
side (a parked generation in the model's process) is tested in
tests/integration/test_llm_host.py."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from typing import Any

from app.core.engines.base import ChatMessage, Token
from app.core.pipeline import AskRequest
from tests.unit.pipeline_fakes import FakeCloud, FakeLocal
from tests.unit.test_pipeline import collect, make, settings


def _key(messages: Sequence[ChatMessage], max_tokens: int, temperature: float) -> Any:
    return ([(m.role, m.content) for m in messages], max_tokens, temperature)


class HeadStartLocal(FakeLocal):
    """A local engine with the hosted engine's head start: it records what was begun, what
    was streamed and what was dropped."""

    def __init__(self, tokens: Sequence[str]) -> None:
        super().__init__(tokens)
        self.begun: list[Any] = []
        self.streamed: list[Any] = []
        self.dropped: list[Any] = []

    def head_start(
        self, messages: Sequence[ChatMessage], *, max_tokens: int = 512, temperature: float = 0.2
    ) -> None:
        self.begun.append(_key(messages, max_tokens, temperature))

    def drop_head_start(
        self,
        messages: Sequence[ChatMessage] | None = None,
        *,
        max_tokens: int = 512,
        temperature: float = 0.2,
    ) -> None:
        self.dropped.append(None if messages is None else _key(messages, max_tokens, temperature))

    async def stream(
        self, messages: Sequence[ChatMessage], *, max_tokens: int = 512, temperature: float = 0.2
    ) -> AsyncIterator[Token]:
        self.streamed.append(_key(messages, max_tokens, temperature))
        async for tok in super().stream(messages, max_tokens=max_tokens, temperature=temperature):
            yield tok


async def test_with_no_collection_the_draft_begins_before_the_gate_with_the_routes_prompt() -> None:
    local = HeadStartLocal(["Paris", "."])
    p = make(local, FakeCloud(["x"]))
    events = await collect(p, AskRequest("What is the capital of France?", "local"))
    assert events[-1].kind == "final" and events[-1].text == "Paris."
    # begun once, and exactly what the draft then streamed: the engine hands its tokens over
    assert len(local.begun) == 1 and local.streamed == local.begun
    messages, max_tokens, temperature = local.begun[0]
    assert messages[-1] == ("user", "What is the capital of France?")
    rules = p.rules.current()
    assert (max_tokens, temperature) == (rules.draft_max_tokens, rules.temperature)


async def test_a_chats_system_prompt_is_in_the_head_started_prompt_too() -> None:
    local = HeadStartLocal(["Oui", "."])
    p = make(local, FakeCloud(["x"]))
    req = AskRequest("Bonjour ?", "local", system_prompt="Answer in French.")
    await collect(p, req)
    assert local.streamed == local.begun and "Answer in French." in local.begun[0][0][0][1]


async def test_with_a_collection_the_draft_begins_once_the_passages_are_read() -> None:
    """Before the gate (whose recogniser may still be loading) and the router: the prompt with
    the best passage is begun, and it is exactly what the route's draft then streams."""
    from tests.unit.test_pipeline_trace import HITS, FakeRetriever

    local = HeadStartLocal(["15 days", "."])
    p = make(local, FakeCloud(["x"]), store=FakeRetriever(HITS))
    events = await collect(p, AskRequest("How long is my leave?", "hybrid", collections=("hr",)))
    assert events[-1].kind == "final"
    assert len(local.begun) == 1 and local.streamed == local.begun
    assert "[1] Annual leave is 15 days." in local.begun[0][0][-1][1]


async def test_a_collection_question_the_cloud_alone_answers_begins_nothing() -> None:
    from tests.unit.test_pipeline_trace import HITS, FakeRetriever

    local = HeadStartLocal(["ok"])
    p = make(local, FakeCloud(["15 days."]), settings(), store=FakeRetriever(HITS))
    await collect(p, AskRequest("How long is my leave?", "cloud", collections=("hr",)))
    assert local.begun == [] and local.streamed == []


async def test_a_restricted_passage_keeps_the_answer_on_the_device_with_the_begun_draft() -> None:
    """The gate keeps this request local (the passage's collection is restricted): the draft
    begun before the gate is the answer, taken from its first token."""
    from tests.unit.test_pipeline_trace import FakeHit, FakeRetriever

    hit = FakeHit("pay.md", None, 0, 0.9, "Salaries are paid on the 5th.", "hr", "restricted", "/p")
    local = HeadStartLocal(["The 5th", "."])
    cloud = FakeCloud(["x"])
    p = make(local, cloud, settings(), store=FakeRetriever([hit]))
    events = await collect(p, AskRequest("When are salaries paid?", "hybrid", collections=("hr",)))
    assert events[-1].source == "local" and events[-1].text == "The 5th."
    assert cloud.received == []
    assert len(local.begun) == 1 and local.streamed == local.begun


async def test_a_cloud_answer_begins_nothing_on_the_device() -> None:
    local = HeadStartLocal(["ok"])
    p = make(local, FakeCloud(["Paris", "."]), settings())
    await collect(p, AskRequest("What is the capital of France?", "cloud"))
    assert local.begun == [] and local.streamed == []


async def test_an_answer_from_the_result_cache_drops_an_early_head_start(tmp_path: Any) -> None:
    """The window (or ``tandem ask``) may have begun the draft before the pipeline knew the
    cache would answer: the request's end cancels it, and only it."""
    from app.core.store.result_cache import ResultCache

    local = HeadStartLocal(["Paris", "."])
    p = make(local, FakeCloud(["x"]), cache=ResultCache(tmp_path / "cache.sqlite3"))
    question = AskRequest("What is the capital of France?", "auto")
    await collect(p, question)
    assert local.streamed == local.begun
    events = await collect(p, question)
    assert events[-1].from_cache and len(local.streamed) == 1  # no draft ran the second time
    assert local.dropped[-1] == local.begun[0]  # this request's prompt: another's is kept


def test_tandem_asks_early_head_start_is_the_pipelines_draft() -> None:
    """``tandem ask`` begins the draft before it imports the pipeline; the pipeline's draft for
    the same question must be the very same request, or the early one is wasted."""
    import asyncio

    from app.core.pipeline.head_start import begin_first_draft

    early = HeadStartLocal([])
    assert begin_first_draft(early, "Name three colours.")
    local = HeadStartLocal(["Red", "."])
    p = make(local, FakeCloud(["x"]))
    asyncio.run(collect(p, AskRequest("Name three colours.", "local", no_history=True)))
    assert early.begun == local.streamed


async def test_the_windows_early_head_start_is_the_pipelines_draft() -> None:
    """The window begins a new chat's first draft before its pipeline is built, with the
    chat's own system prompt; the pipeline's draft must be the same request."""
    from app.core.pipeline.head_start import begin_first_draft

    early = HeadStartLocal([])
    assert begin_first_draft(early, "Bonjour ?", system_prompt="  Answer in French. ")
    local = HeadStartLocal(["Oui", "."])
    p = make(local, FakeCloud(["x"]))
    await collect(p, AskRequest("Bonjour ?", "auto", system_prompt="  Answer in French. "))
    assert early.begun == local.streamed


async def test_timings_count_from_when_the_user_asked(tmp_path: Any) -> None:
    """A question asked while the window's pipeline was being built: the Why panel's first
    words and finish count from the question, not from when the pipeline took it; and the
    moment of asking is no part of the result cache's key."""
    import time

    from app.core.store.result_cache import ResultCache

    local = HeadStartLocal(["Paris", "."])
    p = make(local, FakeCloud(["x"]), cache=ResultCache(tmp_path / "cache.sqlite3"))
    asked = time.perf_counter() - 0.5  # half a second ago
    q = "What is the capital of France?"
    first = await collect(p, AskRequest(q, "auto", asked_at=asked))
    timings = first[-1].timings
    assert timings.first_token_ms >= 500 and timings.final_ms >= 500
    again = await collect(p, AskRequest(q, "auto", asked_at=time.perf_counter()))
    assert again[-1].from_cache and again[-1].timings.final_ms < 500
