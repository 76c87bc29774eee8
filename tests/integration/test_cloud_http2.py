"""HTTP/2 where the server offers it, HTTP/1.1 keep-alive where it does not, over real TLS on
loopback; the test CA is trusted through SSL_CERT_FILE for this test only."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.core.engines.base import ChatMessage
from app.core.engines.cloud_llm import CloudLLM, Timeouts
from app.core.engines.http_pool import HttpPool, http2_available
from tests.support.fault_server import FaultServer
from tests.support.h2_server import H2Server
from tests.support.tls_certs import LoopbackCerts, make_certs

pytestmark = [pytest.mark.integration, pytest.mark.timeout(60)]

MESSAGES = [ChatMessage("user", "Name one colour of the sky.")]


@pytest.fixture
def certs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> LoopbackCerts:
    made = make_certs(tmp_path / "certs")
    monkeypatch.setenv("SSL_CERT_FILE", str(made.ca))
    return made


@pytest.fixture
def h2(certs: LoopbackCerts) -> Iterator[H2Server]:
    with H2Server(certs.server_context(("h2",)), token_delay_s=0.05) as server:
        yield server


def engine(url: str, pool: HttpPool) -> CloudLLM:
    return CloudLLM(url, "m", api_key="sk-test-0123456789", timeouts=Timeouts(3, 5, 3), pool=pool)


async def answer(cloud: CloudLLM) -> str:
    return "".join([t.text async for t in cloud.stream(MESSAGES)])


@pytest.mark.skipif(not http2_available(), reason="the h2 package is not installed")
async def test_http2_is_spoken_where_offered_and_requests_share_the_connection(
    h2: H2Server,
) -> None:
    pool = HttpPool()
    try:
        assert await answer(engine(h2.base_url, pool)) == "The cloud answer."
        assert await answer(engine(h2.base_url, pool)) == "The cloud answer."
        response = await pool.client(engine(h2.base_url, pool).base_url, "sk-test-0123456789").head(
            f"{h2.base_url}/models"
        )
        assert response.http_version == "HTTP/2"
    finally:
        await pool.aclose()
    assert h2.requests == 3 and h2.connections == 1


@pytest.mark.skipif(not http2_available(), reason="the h2 package is not installed")
async def test_concurrent_requests_are_multiplexed_over_one_connection(h2: H2Server) -> None:
    pool = HttpPool()
    try:
        await answer(engine(h2.base_url, pool))  # the connection is open
        got = await asyncio.gather(*(answer(engine(h2.base_url, pool)) for _ in range(3)))
    finally:
        await pool.aclose()
    assert got == ["The cloud answer."] * 3
    assert h2.connections == 1  # HTTP/1.1 would have needed three


async def test_a_tls_server_without_http2_keeps_one_http11_connection(
    certs: LoopbackCerts,
) -> None:
    with FaultServer(tls=certs.server_context(("http/1.1",))) as server:
        pool = HttpPool()
        try:
            for _ in range(2):
                assert await answer(engine(server.base_url, pool)) == "The cloud answer."
        finally:
            await pool.aclose()
        assert server.connections == 1


async def test_the_certificate_is_still_checked(tmp_path: Path) -> None:
    """Without the test CA in SSL_CERT_FILE the same server is a ``tls`` failure."""
    from app.core.engines.cloud_llm import CloudError

    made = make_certs(tmp_path / "untrusted")
    with FaultServer(tls=made.server_context(("http/1.1",))) as server:
        pool = HttpPool()
        try:
            with pytest.raises(CloudError) as info:
                await answer(engine(server.base_url, pool))
        finally:
            await pool.aclose()
    assert info.value.reason == "tls"
