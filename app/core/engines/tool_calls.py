"""OpenAI-style tool calls in a chat completion: streamed pieces put together, with bounds.

A streamed answer sends each call in pieces: ``delta.tool_calls = [{"index": 0, "id": ...,
"function": {"name": ..., "arguments": "<a fragment>"}}]``, the id and name usually once, the
arguments as fragments to be joined. A non-streamed answer (some servers ignore ``stream`` when
tools are offered) has them whole in ``message.tool_calls``. Either way a hostile or broken
server cannot make the client hold more than :data:`MAX_CALLS` calls of :data:`MAX_ARGS_CHARS`
each: going over is :class:`ToolCallError`, which the cloud client reports as ``malformed``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

MAX_CALLS = 16  # in one answer
MAX_ARGS_CHARS = 64 * 1024  # one call's arguments, JSON text
MAX_NAME_CHARS = 128
_NAME_RE = re.compile(r"^[A-Za-z0-9_.:-]{1,128}$")


class ToolCallError(ValueError):
    """A tool call piece is malformed or over a bound (a one-line message)."""


@dataclass(frozen=True)
class ToolCall:
    """One call the model asked for: ``arguments`` is the JSON text as the model wrote it."""

    id: str
    name: str
    arguments: str

    def wire(self) -> dict[str, object]:
        return {
            "id": self.id,
            "type": "function",
            "function": {"name": self.name, "arguments": self.arguments},
        }


@dataclass
class _Partial:
    id: str = ""
    name: str = ""
    args: list[str] = field(default_factory=list)
    size: int = 0


class ToolCallAccumulator:
    """Joins ``delta.tool_calls`` pieces by their ``index``."""

    def __init__(self) -> None:
        self._calls: dict[int, _Partial] = {}

    def __bool__(self) -> bool:
        return bool(self._calls)

    def feed(self, pieces: object) -> None:
        if not isinstance(pieces, list):
            raise ToolCallError("delta.tool_calls is not a list")
        for piece in pieces:
            if not isinstance(piece, dict):
                raise ToolCallError("a tool call piece is not an object")
            index = piece.get("index", 0)
            if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < MAX_CALLS:
                raise ToolCallError(f"a tool call index is not 0..{MAX_CALLS - 1}")
            part = self._calls.setdefault(index, _Partial())
            cid = piece.get("id")
            if isinstance(cid, str) and cid:
                part.id = cid[:MAX_NAME_CHARS]
            fn = piece.get("function")
            if fn is None:
                continue
            if not isinstance(fn, dict):
                raise ToolCallError("a tool call's function is not an object")
            name = fn.get("name")
            if isinstance(name, str) and name:
                part.name += name  # a few servers split the name too
                if len(part.name) > MAX_NAME_CHARS:
                    raise ToolCallError("a tool name is too long")
            args = fn.get("arguments")
            if isinstance(args, str) and args:
                part.size += len(args)
                if part.size > MAX_ARGS_CHARS:
                    raise ToolCallError(
                        f"a tool call's arguments exceed {MAX_ARGS_CHARS} characters"
                    )
                part.args.append(args)
            elif args is not None and not isinstance(args, str):
                raise ToolCallError("a tool call's arguments are not text")

    def calls(self) -> list[ToolCall]:
        out: list[ToolCall] = []
        for index in sorted(self._calls):
            part = self._calls[index]
            if not _NAME_RE.match(part.name):
                raise ToolCallError("a tool call has no valid function name")
            out.append(ToolCall(part.id or f"call_{index}", part.name, "".join(part.args) or "{}"))
        return out


def whole_calls(value: object) -> list[ToolCall]:
    """``message.tool_calls`` of a non-streamed answer, checked as the streamed ones are."""
    if not isinstance(value, list):
        raise ToolCallError("message.tool_calls is not a list")
    if len(value) > MAX_CALLS:
        raise ToolCallError(f"more than {MAX_CALLS} tool calls")
    acc = ToolCallAccumulator()
    pieces = []
    for i, call in enumerate(value):
        if not isinstance(call, dict):
            raise ToolCallError("a tool call is not an object")
        fn = call.get("function")
        if isinstance(fn, dict) and not isinstance(fn.get("arguments", ""), str):
            # A few servers send the arguments as an object, not its JSON text.
            import json

            fn = {**fn, "arguments": json.dumps(fn["arguments"], ensure_ascii=False)}
        pieces.append({"index": i, "id": call.get("id"), "function": fn})
    acc.feed(pieces)
    return acc.calls()
