"""Hybrid answers against a real OpenAI-compatible server on loopback: llama-cpp-python's server
with the bundled model plays the cloud, the real LocalLLM drafts, the real gate and audit log run.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from typing import Any

import pytest

from app.core.config import Settings
from app.core.engines.base import ChatMessage
from app.core.engines.cloud_llm import CloudLLM, Timeouts
from app.core.engines.local_llm import LocalLLM
from app.core.pipeline import AskRequest, Pipeline
from app.core.store.audit import AuditLog
from app.core.store.history import History
from app.core.store.traces import TraceStore
from tests.integration.conftest import settings_for as loopback_settings
from tests.support.fault_server import llama_server

pytestmark = [pytest.mark.integration, pytest.mark.slow, pytest.mark.timeout(240)]


@pytest.fixture(scope="module")
def cloud_url() -> Iterator[str]:
    with llama_server(n_ctx=2048) as url:
        yield url


def settings_for(url: str) -> Settings:
    return loopback_settings(url, provider="llamacpp", model="smollm2", timeout_s=60)


def limit_tokens(home: Any, draft: int, cloud: int) -> None:
    from app.core.routing.rules import DEFAULT_RULES

    text = DEFAULT_RULES.read_text()
    text = text.replace("draft_max_tokens = 256", f"draft_max_tokens = {draft}")
    text = text.replace("cloud_max_tokens = 512", f"cloud_max_tokens = {cloud}")
    (home / "routing.toml").write_text(text)


async def test_client_streams_from_the_real_server(cloud_url: str) -> None:
    engine = CloudLLM(cloud_url, "smollm2", timeouts=Timeouts(first_token_s=60))
    tokens = [t.text async for t in engine.stream([ChatMessage("user", "Say hi.")], max_tokens=8)]
    assert "".join(tokens).strip()
    assert engine.last_stats.finish_reason in ("stop", "length")
    assert engine.last_stats.ttfb_ms is not None and engine.last_stats.usage.tokens_out > 0


async def test_hybrid_draft_first_then_cloud_final(
    cloud_url: str, local: LocalLLM, tandem_home: Any
) -> None:
    limit_tokens(tandem_home, draft=16, cloud=24)
    history = History()
    p = Pipeline(settings_for(cloud_url), local=local, history=history)
    events = [e async for e in p.ask(AskRequest("What is the capital of France?", mode="hybrid"))]
    p.close()
    kinds = [e.kind for e in events]
    assert kinds[:3] == ["privacy", "route", "retrieval"]
    # The upload shows as the bytes leave; draft tokens come before the first upgrade token,
    # or none at all when the cloud's stream came first (issue 16: it is never held back).
    assert kinds.index("retrieval") < kinds.index("upload") < kinds.index("upgrade")
    drafts = [i for i, k in enumerate(kinds) if k == "draft"]
    assert not drafts or max(drafts) < kinds.index("upgrade")
    assert drafts or TraceStore().get(events[-1].request_id)["draft_dropped"] is True
    final = events[-1]
    assert final.kind == "final" and final.source == "cloud"
    assert final.text == "".join(e.delta for e in events if e.kind == "upgrade")
    assert final.timings.first_token_ms < final.timings.final_ms
    assert final.cost.tokens_in > 0 and final.cost.tokens_out > 0
    # The upload was audited with exactly what was sent.
    (entry,) = AuditLog().recent(5)
    assert entry.request_id == final.request_id and "capital of France" in entry.text_sent
    # Both texts are kept in history.
    msgs = history.messages(p.history.conversation_id)
    assert msgs[-1].text == final.text
    assert (msgs[-1].draft_text or "") == "".join(e.delta for e in events if e.kind == "draft")
    assert TraceStore().get(final.request_id)["upload"]["audit_id"] == entry.id
    # The network monitor learned the endpoint's round trip and speed from this real call.
    reading = p.monitor.reading("llamacpp")
    assert reading.rtt_ms and reading.rtt_ms > 0 and reading.samples == 1
    assert reading.tokens_per_s and reading.tokens_per_s > 0


async def test_cancel_mid_answer_stops_local_and_cloud(
    cloud_url: str, local: LocalLLM, tandem_home: Any
) -> None:
    limit_tokens(tandem_home, draft=400, cloud=400)
    p = Pipeline(settings_for(cloud_url), local=local, history=History())
    seen: list[str] = []

    async def consume() -> None:
        async for e in p.ask(AskRequest("Write a long story about a dragon.", mode="hybrid")):
            seen.append(e.kind)

    task = asyncio.create_task(consume())
    for _ in range(600):
        await asyncio.sleep(0.05)
        # Either stream will do: when the cloud's first token beats the draft's, the draft is
        # hidden and the upgrade streams instead (docs/ARCHITECTURE.md §4).
        if seen.count("draft") + seen.count("upgrade") >= 3:
            break
    assert not task.done(), seen  # cancelled mid-answer, not after it
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await asyncio.wait_for(task, 10)
    assert p.last_trace["cancelled"] is True
    assert "final" not in seen
    # The local engine is free again at once: a new short answer streams.
    tokens = [t async for t in local.stream([ChatMessage("user", "Hi")], max_tokens=4)]
    assert tokens
    p.close()
