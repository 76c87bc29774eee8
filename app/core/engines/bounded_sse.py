"""Server-Sent Events and response bodies read with a bound (issue 31 item 2).

A server that sends one line that never ends, one event of endless ``data:`` lines, an answer
that never stops, or a model list of gigabytes would otherwise be buffered whole: httpx-sse's
``EventSource`` joins a line's pieces until a newline comes, and ``Response.json()`` reads the
body first. Here each is counted as it arrives and the read stops at its bound with
:class:`TooLarge`, which the cloud client reports as the ``malformed`` fallback.

Why httpx-sse's decoders and not its ``EventSource``: the decoders are the spec's parsing
(line endings, fields, comments), kept by that library; only the reading around them needs a
bound, and the line decoder's buffer is measured here as it grows.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import httpx
    from httpx_sse import ServerSentEvent

MAX_LINE_CHARS = 1 << 20  # one SSE line: a chat chunk is a few hundred characters
MAX_EVENT_CHARS = 4 << 20  # one event: its data lines together
MAX_STREAM_CHARS = 64 << 20  # one streamed answer, all of it
MAX_BODY_BYTES = 4 << 20  # a body read whole (a model list, an error's JSON)


class TooLarge(ValueError):
    """A line, event, stream or body went over its bound; ``what`` names which."""

    def __init__(self, what: str, limit: int) -> None:
        super().__init__(f"{what} is longer than {limit} characters")
        self.what = what
        self.limit = limit


async def aiter_sse(
    response: httpx.Response,
    *,
    max_line: int = MAX_LINE_CHARS,
    max_event: int = MAX_EVENT_CHARS,
    max_stream: int = MAX_STREAM_CHARS,
) -> AsyncIterator[ServerSentEvent]:
    """The response's events, as httpx-sse's ``EventSource.aiter_sse`` yields them, but never
    holding more than ``max_line`` characters of an unfinished line, ``max_event`` of one event
    or ``max_stream`` of the whole body. Raises :class:`TooLarge`, or ``httpx_sse.SSEError`` when
    the response is not an event stream."""
    from httpx_sse import SSEError
    from httpx_sse._decoders import SSEDecoder, SSELineDecoder

    content_type = response.headers.get("content-type", "").partition(";")[0]
    if "text/event-stream" not in content_type:
        raise SSEError(f"expected Content-Type text/event-stream, got {content_type!r}")
    lines, events = SSELineDecoder(), SSEDecoder()
    total = pending = in_event = 0

    def take(line: str) -> ServerSentEvent | None:
        nonlocal in_event
        if len(line) > max_line:
            raise TooLarge("a line of the event stream", max_line)
        in_event += len(line)
        if in_event > max_event:
            raise TooLarge("an event of the stream", max_event)
        sse = events.decode(line)
        if sse is not None or not line:
            in_event = 0
        return sse

    async for text in response.aiter_text():
        total += len(text)
        if total > max_stream:
            raise TooLarge("the event stream", max_stream)
        done = lines.decode(text)
        # The decoder keeps an unfinished line's pieces: count them as they grow.
        pending = sum(map(len, lines.buffer)) if done else pending + len(text)
        if pending > max_line:
            raise TooLarge("a line of the event stream", max_line)
        for line in done:
            sse = take(line)
            if sse is not None:
                yield sse
    for line in lines.flush():
        sse = take(line)
        if sse is not None:
            yield sse


async def read_body(response: httpx.Response, limit: int = MAX_BODY_BYTES) -> bytes:
    """A streamed response's body, refused (:class:`TooLarge`) past ``limit`` bytes: the
    ``Content-Length`` is not trusted, the bytes are counted."""
    parts: list[bytes] = []
    size = 0
    async for chunk in response.aiter_bytes():
        size += len(chunk)
        if size > limit:
            raise TooLarge("the response body", limit)
        parts.append(chunk)
    return b"".join(parts)


async def read_json(response: httpx.Response, limit: int = MAX_BODY_BYTES) -> object:
    """A streamed response's JSON body, bounded as :func:`read_body`; ValueError if not JSON."""
    return json.loads(await read_body(response, limit))
