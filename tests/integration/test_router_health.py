"""Slow or failing is not gone (issue 11): endpoint health against a real misbehaving server.

One data home, one-shot pipelines (as `tandem ask` runs them), the real local model. After a run of
5xx, 429, malformed, dropped, stalled and slow answers the next hybrid request to a healthy server
gets the cloud answer, and its route says what happened before. An unreachable host is reported
as such within the connect timeout, and auto mode stops trying it until the back-off is over.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest

from app.core.engines.local_llm import LocalLLM
from app.core.pipeline import AskRequest, Pipeline
from app.core.routing.network import NetworkMonitor
from tests.integration.test_hybrid_faults import QUESTION, TIMEOUT_S, settings_for, short_drafts
from tests.support.fault_server import FaultServer, free_port

pytestmark = [pytest.mark.integration, pytest.mark.timeout(240)]


@pytest.fixture(scope="module")
def local() -> Iterator[LocalLLM]:
    engine = LocalLLM(n_threads=1)
    engine.load()
    yield engine
    engine.close()


async def ask(settings: Any, local: LocalLLM, mode: str = "hybrid") -> list[Any]:
    p = Pipeline(settings, local=local)
    try:
        return [e async for e in p.ask(AskRequest(QUESTION, mode=mode))]
    finally:
        p.close()


async def test_after_a_run_of_faults_the_next_hybrid_request_gets_the_cloud_answer(
    local: LocalLLM, tandem_home: Any
) -> None:
    short_drafts(tandem_home)
    with FaultServer() as server:
        settings = settings_for(server.base_url)
        for fault in ("http_500", "http_429", "malformed", "drop", "stall", "hang"):
            server.fault = fault
            events = await ask(settings, local)
            assert events[1].plan == "hybrid", (fault, events[1].reasons)
            assert events[-1].source == "local", fault
            assert [e.kind for e in events].count("fallback") == 1, fault
        server.fault, server.token_delay_s = "ok", 0.2  # slow, but it answers
        events = await ask(settings, local)
        assert events[-1].source == "cloud", [e for e in events if e.kind == "fallback"]
        reading = NetworkMonitor().reading("cloud")
        assert not reading.offline and reading.state != "unreachable"

        server.token_delay_s = 0.0
        events = await ask(settings, local)
        route, final = events[1], events[-1]
        assert route.plan == "hybrid"
        assert not any("offline" in r for r in route.reasons), route.reasons
        assert final.source == "cloud" and final.text == "The cloud answer."
        assert [e.kind for e in events].count("fallback") == 0


async def test_a_failing_endpoint_is_named_in_words_and_tried_again(
    local: LocalLLM, tandem_home: Any
) -> None:
    short_drafts(tandem_home)
    with FaultServer() as server:
        settings = settings_for(server.base_url)
        server.fault = "http_500"
        for _ in range(3):
            await ask(settings, local)
        server.fault = "ok"
        events = await ask(settings, local)
        reasons = events[1].reasons
        assert any("failed 3 of the last 3 requests" in r and "trying again" in r for r in reasons)
        assert events[-1].source == "cloud"


async def test_an_unreachable_host_is_reported_within_the_connect_timeout(
    local: LocalLLM, tandem_home: Any
) -> None:
    short_drafts(tandem_home)
    settings = settings_for(f"http://127.0.0.1:{free_port()}/v1")
    for _ in range(3):
        t0 = time.perf_counter()
        events = await ask(settings, local)
        assert [e.reason for e in events if e.kind == "fallback"] == ["network"]
        assert events[-1].source == "local"
        fallback_ms = (time.perf_counter() - t0) * 1000
        draft_ms = events[-1].timings.draft_done_ms or 0
        assert fallback_ms <= max(TIMEOUT_S * 1000, draft_ms) + 1500
    reading = NetworkMonitor().reading("cloud")
    assert reading.state == "unreachable" and reading.offline
    # Auto mode no longer tries it (until the back-off is over), and says why in words.
    events = await ask(settings, local, mode="auto")
    assert events[1].plan == "local"
    assert any("could not be reached the last 3 times" in r for r in events[1].reasons)
    assert [e.reason for e in events if e.kind == "fallback"] == ["offline"]
    # An explicit hybrid request still tries, and is told why it failed.
    events = await ask(settings, local, mode="hybrid")
    assert events[1].plan == "hybrid" and any("trying again" in r for r in events[1].reasons)
    assert [e.reason for e in events if e.kind == "fallback"] == ["network"]
