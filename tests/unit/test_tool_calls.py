"""OpenAI tool calls: streamed pieces joined by index, whole ones checked the same, with bounds;
the cloud client against the loopback fault server in its ``tools`` mode."""

from __future__ import annotations

import json

import pytest

from app.core.engines.base import ChatMessage
from app.core.engines.cloud_llm import CloudError, CloudLLM, _wire_message
from app.core.engines.tool_calls import (
    MAX_ARGS_CHARS,
    ToolCall,
    ToolCallAccumulator,
    ToolCallError,
    whole_calls,
)
from app.core.tools.runner import calculate, run_builtin
from tests.support.fault_server import FaultServer


def test_streamed_pieces_join_by_index() -> None:
    acc = ToolCallAccumulator()
    acc.feed([{"index": 0, "id": "a", "function": {"name": "lookup", "arguments": ""}}])
    acc.feed([{"index": 1, "id": "b", "function": {"name": "calc", "arguments": '{"x"'}}])
    acc.feed([{"index": 0, "function": {"arguments": '{"order":'}}])
    acc.feed([{"index": 0, "function": {"arguments": ' "5208"}'}}])
    acc.feed([{"index": 1, "function": {"arguments": ": 1}"}}])
    assert acc.calls() == [
        ToolCall("a", "lookup", '{"order": "5208"}'),
        ToolCall("b", "calc", '{"x": 1}'),
    ]


def test_missing_id_and_arguments_get_defaults() -> None:
    acc = ToolCallAccumulator()
    acc.feed([{"index": 2, "function": {"name": "datetime"}}])
    assert acc.calls() == [ToolCall("call_2", "datetime", "{}")]


@pytest.mark.parametrize(
    "pieces",
    [
        "not a list",
        [["not an object"]],
        [{"index": 99, "function": {"name": "x"}}],
        [{"index": -1, "function": {"name": "x"}}],
        [{"index": "0", "function": {"name": "x"}}],
        [{"index": 0, "function": "x"}],
        [{"index": 0, "function": {"name": "x", "arguments": {"a": 1}}}],
        [{"index": 0, "function": {"name": "x" * 200}}],
    ],
)
def test_malformed_pieces_are_refused(pieces: object) -> None:
    with pytest.raises(ToolCallError):
        ToolCallAccumulator().feed(pieces)


def test_arguments_are_bounded() -> None:
    acc = ToolCallAccumulator()
    acc.feed([{"index": 0, "function": {"name": "x", "arguments": "a" * MAX_ARGS_CHARS}}])
    with pytest.raises(ToolCallError, match="exceed"):
        acc.feed([{"index": 0, "function": {"arguments": "a"}}])


def test_a_call_without_a_name_is_refused() -> None:
    acc = ToolCallAccumulator()
    acc.feed([{"index": 0, "function": {"arguments": "{}"}}])
    with pytest.raises(ToolCallError, match="name"):
        acc.calls()


def test_whole_calls_accept_object_arguments() -> None:
    calls = whole_calls([{"id": "c", "function": {"name": "f", "arguments": {"a": 1}}}])
    assert calls == [ToolCall("c", "f", '{"a": 1}')]
    with pytest.raises(ToolCallError):
        whole_calls([{}] * 17)


def test_wire_messages_for_calls_and_results() -> None:
    call = ToolCall("c1", "lookup", "{}")
    assert _wire_message(ChatMessage("assistant", "", tool_calls=(call,))) == {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "lookup", "arguments": "{}"}}
        ],
    }
    assert _wire_message(ChatMessage("tool", "result", tool_call_id="c1")) == {
        "role": "tool",
        "tool_call_id": "c1",
        "content": "result",
    }


@pytest.mark.parametrize("stream", [True, False], ids=["streamed", "whole"])
async def test_client_reports_the_calls_and_sends_the_tools(stream: bool) -> None:
    tools = [{"type": "function", "function": {"name": "lookup_order", "parameters": {}}}]
    with FaultServer(fault="tools", tool_stream=stream) as server:
        server.tool_calls = [{"name": "lookup_order", "arguments": {"order": "5208 ⟨x⟩"}}]
        client = CloudLLM(server.base_url, "fault")
        text = [t.text async for t in client.stream([ChatMessage("user", "q")], tools=tools)]
        assert text == []
        (call,) = client.last_tool_calls
        assert call.name == "lookup_order"
        assert json.loads(call.arguments) == {"order": "5208 ⟨x⟩"}
        assert server.received[-1].json()["tools"] == tools
        # the result goes back; the model then answers in text, and asks for nothing
        back = [
            ChatMessage("user", "q"),
            ChatMessage("assistant", "", tool_calls=(call,)),
            ChatMessage("tool", "ships Thursday", tool_call_id=call.id),
        ]
        text = [t.text async for t in client.stream(back, tools=tools)]
        assert "".join(text) == "From the tool: ships Thursday"
        assert client.last_tool_calls == []


async def test_client_without_text_or_calls_is_malformed() -> None:
    with FaultServer(fault="tools", tokens=[]) as server:
        client = CloudLLM(server.base_url, "fault", max_retries=0)
        with pytest.raises(CloudError) as info:
            _ = [t async for t in client.stream([ChatMessage("user", "q")])]
        assert info.value.reason == "malformed"


def test_calculator_is_arithmetic_only() -> None:
    assert calculate("2 * (3 + 4) ** 2") == 98
    assert calculate("sqrt(16) + pi - pi") == 4.0
    for bad in ("__import__('os')", "x", "2 ** 10000", "[1, 2]"):
        with pytest.raises((ValueError, SyntaxError)):
            calculate(bad)
    assert run_builtin("calculator", {"expression": "1/0"})[1] is True
    assert run_builtin("datetime", {})[1] is False
