"""Issue 30, item 2 through the real pipeline: Continue extends the same answer. The bundled
model continues its own cut text (the prompt ends with it, unclosed) and the history keeps one
turn with the longer answer; a cloud answer is continued with the cut text as the assistant
prefix, after the privacy gate (asserted on the bytes the loopback cloud received)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from app.core.engines.local_llm import LocalLLM
from app.core.pipeline import AskRequest, Pipeline
from app.core.store.history import History
from tests.integration.conftest import settings_for
from tests.support.fault_server import FaultServer

pytestmark = [pytest.mark.integration, pytest.mark.timeout(240)]

QUESTION = "Explain what a write-ahead log is."


@pytest.fixture
def short_drafts(tandem_home: Any) -> None:
    from app.core.routing.rules import DEFAULT_RULES

    text = DEFAULT_RULES.read_text().replace("draft_max_tokens = 256", "draft_max_tokens = 12")
    (tandem_home / "routing.toml").write_text(text)


@pytest.fixture
def server() -> Iterator[FaultServer]:
    with FaultServer() as s:
        yield s


async def _final(p: Pipeline, request: AskRequest) -> Any:
    events = [e async for e in p.ask(request)]
    assert events[-1].kind == "final", events[-1]
    return events[-1]


async def test_the_device_continues_its_own_text_in_the_same_turn(
    local: LocalLLM, short_drafts: None
) -> None:
    from app.core.config import Settings

    history = History()
    p = Pipeline(Settings(), local=local, history=history)
    try:
        cid = history.create_conversation("wal")
        first = await _final(p, AskRequest(QUESTION, mode="local", conversation_id=cid))
        assert local.last_stats is not None and local.last_stats.stop_reason == "length"
        [row] = [m for m in history.messages(cid) if m.role == "assistant"]
        more = await _final(
            p,
            AskRequest(
                QUESTION,
                mode="local",
                conversation_id=cid,
                continues=first.text,
                continues_message=row.id,
            ),
        )
        # the device saw its own text as the start of its reply, not a new question
        assert local.last_stats.prompt_tokens > 0
        rows = history.messages(cid)
    finally:
        p.close()
        history.close()
    assert more.text.startswith(first.text) and len(more.text) > len(first.text) + 5
    assert [m.role for m in rows] == ["user", "assistant"]  # one turn, not two
    assert rows[1].text == more.text and rows[1].id == row.id


def test_a_continued_prompt_ends_with_the_cut_text_unclosed(local: LocalLLM) -> None:
    from app.core.engines.base import ChatMessage

    msgs = [ChatMessage("user", QUESTION), ChatMessage("assistant", "A write-ahead log")]
    prompt = local._llm.detokenize(local.fit(msgs, 32)[0]).decode()
    # (special tokens are not detokenized: "<|im_start|>assistant" reads "assistant")
    assert prompt.endswith("assistant\nA write-ahead log"), prompt[-80:]


async def test_a_cloud_answer_is_continued_with_the_cut_text_as_the_assistant_prefix(
    local: LocalLLM, server: FaultServer
) -> None:
    cut = "Call Zhang Wei on 13812345678: the VPN profile is"
    p = Pipeline(settings_for(server.base_url, model="fault"), local=local)
    try:
        more = await _final(
            p, AskRequest("Which VPN profile?", mode="cloud", continues=cut, no_history=True)
        )
        trace = p.traces.get(more.request_id)
    finally:
        p.close()
    [received] = [r for r in server.received if r.path.endswith("/chat/completions")]
    sent = received.json()["messages"]
    assert [m["role"] for m in sent[-2:]] == ["user", "assistant"]
    assert sent[-2]["content"] == "Which VPN profile?"
    assert "13812345678" not in sent[-1]["content"]  # gated like history
    assert sent[-1]["content"].endswith("the VPN profile is")
    assert more.source == "cloud" and more.text.startswith(cut)  # restored, then extended
    # the trace keeps what was sent message by message, roles and all (the Why dialog's labels)
    assert [m["role"] for m in trace["sent_messages"]] == [m["role"] for m in sent]
    assert [m["content"] for m in trace["sent_messages"]] == [m["content"] for m in sent]
