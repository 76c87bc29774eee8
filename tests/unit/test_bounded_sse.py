"""The bounded SSE reader (issue 31 item 2) parses as httpx-sse does and stops at its bounds."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import httpx
import pytest
from httpx_sse import EventSource

from app.core.engines.bounded_sse import TooLarge, aiter_sse, read_body

RECORDED = Path(__file__).parent / "data" / "sse_llamacpp.txt"


class Pieces(httpx.AsyncByteStream):
    def __init__(self, data: bytes, size: int) -> None:
        self.data, self.size = data, size

    async def __aiter__(self) -> AsyncIterator[bytes]:
        for i in range(0, len(self.data), self.size):
            yield self.data[i : i + self.size]


def response(data: bytes, size: int = 7) -> httpx.Response:
    return httpx.Response(
        200, headers={"content-type": "text/event-stream"}, stream=Pieces(data, size)
    )


async def events(data: bytes, size: int = 7, **kw: int) -> list[tuple[str, str]]:
    return [(e.event, e.data) async for e in aiter_sse(response(data, size), **kw)]


@pytest.mark.parametrize("size", [1, 7, 4096])
async def test_the_recorded_stream_parses_as_httpx_sse_does(size: int) -> None:
    data = RECORDED.read_bytes()
    ours = await events(data, size)
    theirs = [(e.event, e.data) async for e in EventSource(response(data, size)).aiter_sse()]
    assert ours == theirs and len(ours) > 3


async def test_crlf_comments_and_multi_line_data() -> None:
    data = b": hi\r\nevent: x\r\ndata: a\r\ndata: b\r\n\r\ndata: c\n\n"
    assert await events(data, 3) == [("x", "a\nb"), ("message", "c")]


async def test_each_bound_stops_the_read() -> None:
    with pytest.raises(TooLarge, match="a line"):
        await events(b"data: " + b"x" * 5000, 100, max_line=1000)
    with pytest.raises(TooLarge, match="an event"):
        await events(b"data: xxxx\n" * 500, 64, max_event=1000)
    with pytest.raises(TooLarge, match="the event stream"):
        await events(b"data: x\n\n" * 500, 64, max_stream=1000)
    assert len(await events(b"data: x\n\n" * 500, 64, max_event=20, max_line=20)) == 500


async def test_a_body_is_read_up_to_its_bound() -> None:
    assert await read_body(response(b"x" * 100, 10), limit=100) == b"x" * 100
    with pytest.raises(TooLarge, match="response body"):
        await read_body(response(b"x" * 101, 10), limit=100)
