"""Nothing unbounded from a server (issue 31 item 2): the real cloud client against the loopback
fault server sending a line that never ends, an event that never ends, and a model list that never
ends. Each is the ``malformed`` fallback within moments, and what the client held stays small
(tracemalloc's peak, against the hundreds of MB the server sends before its backstop)."""

from __future__ import annotations

import time
import tracemalloc

import pytest

from app.core.engines.base import ChatMessage
from app.core.engines.bounded_sse import MAX_LINE_CHARS
from app.core.engines.cloud_llm import CloudError, CloudLLM, Timeouts, probe_models
from tests.support.fault_server import FaultServer

pytestmark = [pytest.mark.integration, pytest.mark.timeout(120)]

MSGS = [ChatMessage("user", "Say hello.")]
PEAK_LIMIT = 32 << 20  # the bound is 1 M characters a line; a few copies of it at most


@pytest.mark.parametrize("fault", ["endless_line", "endless_event"])
async def test_an_endless_stream_is_malformed_and_memory_stays_bounded(fault: str) -> None:
    with FaultServer(fault=fault) as server:
        engine = CloudLLM(
            server.base_url, "fault", timeouts=Timeouts(connect_s=2, first_token_s=20, idle_s=20)
        )
        got = []
        tracemalloc.start()
        t0 = time.perf_counter()
        try:
            with pytest.raises(CloudError) as info:
                async for tok in engine.stream(MSGS):
                    got.append(tok.text)
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        elapsed = time.perf_counter() - t0
    assert info.value.reason == "malformed", info.value
    assert "longer than" in str(info.value)
    assert got == ["Hel"]  # what came before the endless part was streamed
    assert peak < PEAK_LIMIT, f"peak {peak / 1e6:.0f} MB"
    assert elapsed < 10, elapsed  # not the idle timeout: the bound stopped it
    assert server.endless_sent < 64 * MAX_LINE_CHARS  # the client hung up early


async def test_an_endless_model_list_is_malformed() -> None:
    with FaultServer(fault="endless_body") as server:
        tracemalloc.start()
        try:
            result = await probe_models(server.base_url, None, 10.0, list_models=True)
            _, peak = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
    assert result.status is None and result.reason == "malformed", result
    assert peak < PEAK_LIMIT, f"peak {peak / 1e6:.0f} MB"
