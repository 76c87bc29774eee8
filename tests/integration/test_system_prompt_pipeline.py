"""A chat's system prompt through the real pipeline: the real local model drafts with it, the real
privacy gate redacts it, and the loopback cloud (tests/support/fault_server.py) receives it
redacted — asserted on the bytes the server received."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator, Sequence
from typing import Any

import pytest

from app.core.engines.base import ChatMessage, Token
from app.core.engines.local_llm import LocalLLM
from app.core.pipeline import AskRequest, Pipeline
from app.core.pipeline.prompt import SYSTEM_PROMPT
from tests.integration.conftest import settings_for
from tests.support.fault_server import FaultServer

pytestmark = [pytest.mark.integration, pytest.mark.timeout(180)]

PHONE = "13812345678"
CHAT_PROMPT = f"Answer in one short sentence. If asked, my phone is {PHONE}."


class SeenLocal:
    """The real engine, noting the messages each draft was asked with."""

    def __init__(self, engine: LocalLLM) -> None:
        self.engine = engine
        self.asked: list[list[ChatMessage]] = []

    def stream(self, messages: Sequence[ChatMessage], **kw: Any) -> AsyncIterator[Token]:
        self.asked.append(list(messages))
        return self.engine.stream(messages, **kw)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.engine, name)


@pytest.fixture
def server() -> Iterator[FaultServer]:
    with FaultServer() as s:
        yield s


@pytest.fixture
def short_drafts(tandem_home: Any) -> None:
    from app.core.routing.rules import DEFAULT_RULES

    text = DEFAULT_RULES.read_text().replace("draft_max_tokens = 256", "draft_max_tokens = 8")
    (tandem_home / "routing.toml").write_text(text)


async def answer(p: Pipeline, request: AskRequest) -> list[Any]:
    return [e async for e in p.ask(request)]


async def test_chat_prompt_reaches_both_models_and_its_phone_number_never_the_cloud(
    local: LocalLLM, server: FaultServer, short_drafts: None
) -> None:
    seen = SeenLocal(local)
    p = Pipeline(settings_for(server.base_url, model="fault"), local=seen)  # type: ignore[arg-type]
    try:
        events = await answer(
            p, AskRequest("What is a VPN?", mode="hybrid", system_prompt=CHAT_PROMPT)
        )
    finally:
        p.close()
    privacy, final = events[0], events[-1]
    assert privacy.kind == "privacy" and privacy.action == "redact", privacy
    assert final.kind == "final" and final.source == "cloud", final
    # the device's draft: the chat's prompt, whole, inside the one leading system message
    [draft_msgs] = seen.asked
    assert draft_msgs[0].role == "system" and [m.role for m in draft_msgs[1:]] == ["user"]
    assert draft_msgs[0].content == f"{SYSTEM_PROMPT}\n\n{CHAT_PROMPT}"
    # the cloud: the same place, redacted; the number is nowhere in the bytes it received
    [received] = [r for r in server.received if r.path.endswith("/chat/completions")]
    assert PHONE.encode() not in received.body
    sent = received.json()["messages"]
    assert [m["role"] for m in sent] == ["system", "user"]
    assert sent[0]["content"].startswith(SYSTEM_PROMPT + "\n\nAnswer in one short sentence.")
    assert "[PHONE_1]" in sent[0]["content"] and sent[1]["content"] == "What is a VPN?"
    # the audit log and the trace hold what left, and the reason names the system prompt
    assert PHONE not in p.last_trace["upload"]["text"]  # type: ignore[index]
    reasons = p.last_trace["privacy"]["reasons"]  # type: ignore[index]
    assert any("the chat's system prompt" in r for r in reasons), reasons


async def test_an_id_card_in_the_chat_prompt_keeps_every_byte_on_the_device(
    local: LocalLLM, server: FaultServer, short_drafts: None
) -> None:
    seen = SeenLocal(local)
    p = Pipeline(settings_for(server.base_url, model="fault"), local=seen)  # type: ignore[arg-type]
    secret = "11010519491231002X"
    try:
        events = await answer(
            p,
            AskRequest(
                "Which form do I need?", mode="hybrid", system_prompt=f"My ID card: {secret}."
            ),
        )
    finally:
        p.close()
    assert events[0].action == "local" and events[-1].source == "local", events[-1]
    assert not [r for r in server.received if r.path.endswith("/chat/completions")]
    assert secret in seen.asked[0][0].content  # the device may see it
    assert all(secret not in json.dumps(r.json()) for r in server.received if r.body)
