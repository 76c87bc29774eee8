"""The cloud connection pool against a real loopback server that counts TCP connections
(tests/support/fault_server.py): requests share one connection, a connection the server closed
is replaced without a fallback, and a pre-connect opens the connection the request then uses."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from app.core.engines.base import ChatMessage
from app.core.engines.cloud_llm import CloudLLM, Timeouts
from app.core.engines.http_pool import HttpPool
from app.core.engines.local_llm import LocalLLM
from app.core.pipeline import AskRequest, Pipeline
from tests.integration.conftest import settings_for
from tests.support.fault_server import FaultServer

pytestmark = [pytest.mark.integration, pytest.mark.timeout(120)]

MESSAGES = [ChatMessage("user", "Name one colour of the sky.")]


@pytest.fixture
def server() -> Iterator[FaultServer]:
    with FaultServer() as s:
        yield s


def engine(url: str, pool: HttpPool | None) -> CloudLLM:
    return CloudLLM(
        url, "fault", api_key="sk-test-0123456789", timeouts=Timeouts(2, 5, 2), pool=pool
    )


async def answer(cloud: CloudLLM) -> str:
    return "".join([t.text async for t in cloud.stream(MESSAGES)])


async def test_two_requests_share_one_connection(server: FaultServer) -> None:
    pool = HttpPool()
    try:
        assert await answer(engine(server.base_url, pool)) == "The cloud answer."
        assert await answer(engine(server.base_url, pool)) == "The cloud answer."
    finally:
        await pool.aclose()
    assert len(server.received) == 2
    assert server.connections == 1


async def test_without_the_pool_every_request_opens_a_connection(server: FaultServer) -> None:
    """What the pool replaces (the old behaviour, still used when no pool is given)."""
    for _ in range(2):
        assert await answer(engine(server.base_url, None)) == "The cloud answer."
    assert server.connections == 2


async def test_a_restarted_server_is_reconnected_without_a_failure(server: FaultServer) -> None:
    pool = HttpPool()
    try:
        assert await answer(engine(server.base_url, pool)) == "The cloud answer."
        port = server.port
        server.close()  # drops the kept-alive connection
        with FaultServer(port=port) as again:
            cloud = engine(again.base_url, pool)
            assert await answer(cloud) == "The cloud answer."
            assert again.connections == 1
            assert cloud.last_stats.attempts in (1, 2)  # no backoff, no CloudError
    finally:
        await pool.aclose()


async def test_a_connection_closed_as_the_request_goes_out_is_retried_at_once(
    server: FaultServer,
) -> None:
    """The server's idle timeout racing the next request: the request reaches a closed
    connection and gets no answer at all. It is sent again on a new connection, at once."""
    server.fault = "drop_reused"
    pool = HttpPool()
    try:
        assert await answer(engine(server.base_url, pool)) == "The cloud answer."
        cloud = engine(server.base_url, pool)
        assert await answer(cloud) == "The cloud answer."
    finally:
        await pool.aclose()
    assert cloud.last_stats.attempts == 2
    assert server.connections == 2
    assert len(server.received) == 2  # the dropped one never counted as received


async def test_a_stale_connection_does_not_become_a_fallback(
    server: FaultServer, local: LocalLLM
) -> None:
    server.fault = "drop_reused"
    p = Pipeline(settings_for(server.base_url, model="fault", timeout_s=10.0), local=local)
    try:
        for _ in range(2):
            events = [e async for e in p.ask(AskRequest("Name one colour.", mode="cloud"))]
            kinds = [e.kind for e in events]
            assert "fallback" not in kinds, kinds
            assert events[-1].source == "cloud"  # type: ignore[attr-defined]
    finally:
        await p.aclose()


async def test_preconnect_opens_the_connection_the_request_then_uses(
    server: FaultServer, local: LocalLLM
) -> None:
    p = Pipeline(settings_for(server.base_url, model="fault", timeout_s=10.0), local=local)
    try:
        assert await p.preconnect("hybrid")
        assert server.heads == 1 and server.connections == 1
        assert server.received == []  # nothing that carries text went up
        assert not await p.preconnect("hybrid")  # at most one per 30 s
        events: list[Any] = [e async for e in p.ask(AskRequest("Name one colour.", mode="cloud"))]
        assert events[-1].source == "cloud"
    finally:
        await p.aclose()
    assert server.connections == 1  # the request went over the pre-connected one
    assert server.heads == 1


async def test_a_body_held_open_after_done_does_not_hold_the_answer(server: FaultServer) -> None:
    import time

    server.fault = "linger"
    pool = HttpPool()
    try:
        t0 = time.perf_counter()
        assert await answer(engine(server.base_url, pool)) == "The cloud answer."
        assert time.perf_counter() - t0 < 1.5
        server.fault = "ok"
        assert await answer(engine(server.base_url, pool)) == "The cloud answer."
    finally:
        await pool.aclose()
    assert server.connections == 2  # the held one was closed, not reused
