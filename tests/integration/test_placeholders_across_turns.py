"""One entity, one placeholder, across the turns of a conversation (issue 24 item 2), through the
real pipeline as the window drives it (a conversation id, the chat's system prompt): the real
gate and recogniser, the real history store, and as the cloud a loopback server that echoes the
question. The follow-up's "Johnny", "Ms Zheng", "Rachel" and "H&R" are the placeholders the
first turn gave "Johnny Bay", "Rachel Zheng" and "H&R Technology"; asserted on the bytes the
server received."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from app.core.engines.local_llm import LocalLLM
from app.core.pipeline import AskRequest, Pipeline
from app.core.store.history import History
from tests.integration.conftest import settings_for
from tests.support.fault_server import FaultServer

pytestmark = [pytest.mark.integration, pytest.mark.timeout(180)]

SYSTEM = "Always sign answers as Rachel Zheng of H&R Technology."


@pytest.fixture
def echo() -> Iterator[FaultServer]:
    with FaultServer(fault="echo") as s:
        yield s


def _sent(server: FaultServer) -> list[tuple[str, str]]:
    return [(m["role"], m["content"]) for m in server.received[-1].json()["messages"]]


async def test_a_follow_up_keeps_the_first_turns_placeholders(
    local: LocalLLM, echo: FaultServer
) -> None:
    p = Pipeline(settings_for(echo.base_url, model="fault"), local=local)
    try:
        first = "Johnny Bay left a parcel for Rachel Zheng at H&R Technology. Draft a note."
        events: list[Any] = [
            e async for e in p.ask(AskRequest(first, mode="cloud", system_prompt=SYSTEM))
        ]
        assert events[-1].kind == "final" and events[-1].text.strip() == first
        with History() as history:
            [conversation] = history.list_conversations()
        follow_up = "Should Johnny tell Ms Zheng, or Rachel's boss at H&R?"
        request = AskRequest(
            follow_up, mode="cloud", system_prompt=SYSTEM, conversation_id=conversation.id
        )
        events = [e async for e in p.ask(request)]
    finally:
        p.close()
    sent = _sent(echo)
    assert sent[0][0] == "system" and sent[0][1].endswith(
        "Always sign answers as [PERSON_1] of [ORGANIZATION_1]."
    )
    assert sent[1:] == [
        ("user", "[PERSON_2] left a parcel for [PERSON_1] at [ORGANIZATION_1]. Draft a note."),
        (
            "assistant",
            "[PERSON_2] left a parcel for [PERSON_1] at [ORGANIZATION_1]. Draft a note. ",
        ),
        ("user", "Should [PERSON_2] tell [PERSON_1], or [PERSON_1]'s boss at [ORGANIZATION_1]?"),
    ]
    assert b"Zheng" not in echo.received[-1].body and b"Johnny" not in echo.received[-1].body
    # restored on the device: each placeholder as the form the question used, in order (the
    # echo comes back as typed; one placeholder per entity all the same)
    assert events[-1].text.strip() == "Should Johnny tell Ms Zheng, or Rachel's boss at H&R?"
