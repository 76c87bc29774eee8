"""MCP servers over streamable HTTP (``"url"`` in mcp.json), with the official ``mcp`` SDK.

Why the SDK here and a hand-written client for stdio (stdio.py): the streamable HTTP transport
is the larger protocol (sessions, a POST answered as JSON or as an event stream, resumption), and
the SDK keeps it; stdio is one JSON message a line.

The SDK runs on anyio: its client must be entered and left in one task. So each session lives in
a task of its own that holds the connection open and serves the calls put on its queue; the
session's methods can then be awaited from any task (the tool box lists from one and calls from
another). Every wait is bounded; a failure is a one-line :class:`ToolServerError` naming the
server, never the URL's query string (it may hold a token).
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from typing import Any

from app.core.tools.config import ServerConfig
from app.core.tools.stdio import ToolServerError

_Job = tuple[Callable[[Any], Awaitable[Any]], asyncio.Future[Any]]


class HttpSession:
    """One streamable HTTP server. Use ``async with HttpSession(cfg) as s``."""

    def __init__(self, cfg: ServerConfig, timeout_s: float = 10.0) -> None:
        self.cfg = cfg
        self.timeout_s = timeout_s
        self._jobs: asyncio.Queue[_Job | None] = asyncio.Queue()
        self._task: asyncio.Task[None] | None = None

    async def __aenter__(self) -> HttpSession:
        if not self.cfg.url:
            raise ToolServerError(f"{self.cfg.name}: no url")
        ready: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._task = asyncio.ensure_future(self._hold(ready))
        try:
            async with asyncio.timeout(self.timeout_s):
                await asyncio.shield(ready)
        except TimeoutError:
            await self.close()
            raise ToolServerError(
                f"{self.cfg.name}: no answer to initialize within {self.timeout_s:g} s"
            ) from None
        except BaseException:
            await self.close()
            raise
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def _hold(self, ready: asyncio.Future[None]) -> None:
        """The task that owns the SDK's client: connect, then serve jobs until told to stop."""
        from mcp import Client

        try:
            async with Client(self.cfg.url or "", read_timeout_seconds=self.timeout_s) as client:
                if not ready.done():
                    ready.set_result(None)
                while (job := await self._jobs.get()) is not None:
                    work, answer = job
                    try:
                        result = await work(client)
                    except Exception as exc:
                        if not answer.done():
                            answer.set_exception(exc)
                    else:
                        if not answer.done():
                            answer.set_result(result)
        except Exception as exc:  # could not connect, or the connection broke
            line = ToolServerError(f"{self.cfg.name}: {_what(exc)}")
            if not ready.done():
                ready.set_exception(line)
            while not self._jobs.empty():  # whoever waits hears it at once
                job = self._jobs.get_nowait()
                if job is not None and not job[1].done():
                    job[1].set_exception(line)

    async def close(self) -> None:
        task, self._task = self._task, None
        if task is None or task.done():
            return
        self._jobs.put_nowait(None)
        try:
            async with asyncio.timeout(2.0):
                await asyncio.shield(task)
        except (TimeoutError, Exception):
            task.cancel()
            with contextlib.suppress(BaseException):
                await task

    async def _run(self, method: str, work: Callable[[Any], Awaitable[Any]]) -> Any:
        if self._task is None or self._task.done():
            raise ToolServerError(f"{self.cfg.name}: the connection is closed")
        answer: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._jobs.put_nowait((work, answer))
        try:
            async with asyncio.timeout(self.timeout_s):
                return await asyncio.shield(answer)
        except TimeoutError:
            answer.cancel()
            raise ToolServerError(
                f"{self.cfg.name}: no answer to {method} within {self.timeout_s:g} s"
            ) from None
        except ToolServerError:
            raise
        except Exception as exc:
            raise ToolServerError(f"{self.cfg.name}: {method} failed: {_what(exc)}") from None

    async def list_tools(self) -> list[dict[str, object]]:
        async def work(client: Any) -> list[dict[str, object]]:
            result = await client.list_tools()
            return [
                {
                    "name": t.name,
                    "description": t.description or "",
                    "inputSchema": dict(t.input_schema or {}),
                }
                for t in result.tools
            ]

        tools: list[dict[str, object]] = await self._run("tools/list", work)
        return tools

    async def call_tool(self, name: str, arguments: dict[str, object]) -> tuple[str, bool]:
        async def work(client: Any) -> tuple[str, bool]:
            result = await client.call_tool(name, arguments)
            parts = [str(getattr(c, "text", "")) for c in result.content if c.type == "text"]
            return "\n".join(parts), bool(result.is_error)

        out: tuple[str, bool] = await self._run("tools/call", work)
        return out


def _what(exc: BaseException) -> str:
    """One line about a failure; the exception's text only when it names no URL."""
    if isinstance(exc, BaseExceptionGroup) and exc.exceptions:
        return _what(exc.exceptions[0])
    text = str(exc).splitlines()[0][:200] if str(exc) else ""
    if "://" in text or "?" in text:
        text = ""
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__
