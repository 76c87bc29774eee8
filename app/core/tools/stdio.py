"""A small MCP client over stdio (JSON-RPC 2.0, one message per line: the MCP stdio transport).

Why not the official ``mcp`` SDK here: it is not in the shared environment yet and this session
had no time to vet its dependency tree against our pins; listing and calling tools needs only
``initialize``, ``tools/list`` and ``tools/call``. Every wait is bounded; a server that hangs or
dies is a one-line :class:`ToolServerError`, and its process is always ended.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
from typing import Any

from app.core.tools.config import ServerConfig

PROTOCOL_VERSION = "2025-06-18"
MAX_LINE = 4 * 1024 * 1024  # one message; a larger one is a broken server, not a tool result


class ToolServerError(RuntimeError):
    """A server could not start, answered badly or not in time (a one-line message)."""


class StdioSession:
    """One running stdio server. Use ``async with StdioSession(cfg) as s``."""

    def __init__(self, cfg: ServerConfig, timeout_s: float = 10.0) -> None:
        self.cfg = cfg
        self.timeout_s = timeout_s
        self._proc: asyncio.subprocess.Process | None = None
        self._next_id = 0

    async def __aenter__(self) -> StdioSession:
        if not self.cfg.command:
            raise ToolServerError(
                f'{self.cfg.name}: no command (a "url" server is reached over HTTP)'
            )
        try:
            self._proc = await asyncio.create_subprocess_exec(
                self.cfg.command,
                *self.cfg.args,
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.DEVNULL,
                env={**os.environ, **self.cfg.env},
                limit=MAX_LINE,
            )
        except OSError as exc:
            raise ToolServerError(
                f"{self.cfg.name}: could not start ({type(exc).__name__})"
            ) from None
        try:
            await self.request(
                "initialize",
                {
                    "protocolVersion": PROTOCOL_VERSION,
                    "capabilities": {},
                    "clientInfo": {"name": "tandem", "version": "0.1"},
                },
            )
            await self._send({"jsonrpc": "2.0", "method": "notifications/initialized"})
        except BaseException:
            await self.close()
            raise
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    async def close(self) -> None:
        proc, self._proc = self._proc, None
        if proc is None:
            return
        # Its output is read (and dropped) while it ends: after a message over MAX_LINE the
        # reader stops reading, a server still writing then blocks on a full pipe and never
        # exits, and asyncio's wait() (Python 3.11) returns only once every pipe is closed, so
        # the close hung for good (tests/integration/test_tools_bounded.py).
        drain = asyncio.ensure_future(_discard(proc.stdout)) if proc.stdout is not None else None
        try:
            if proc.returncode is None:
                with contextlib.suppress(Exception):
                    assert proc.stdin is not None
                    proc.stdin.close()
                try:
                    await asyncio.wait_for(proc.wait(), 1.0)
                except (TimeoutError, asyncio.CancelledError):
                    with contextlib.suppress(ProcessLookupError):
                        proc.kill()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(proc.wait(), 5.0)
        finally:
            if drain is not None:
                drain.cancel()
                with contextlib.suppress(BaseException):
                    await drain

    async def _send(self, obj: dict[str, Any]) -> None:
        assert self._proc is not None and self._proc.stdin is not None
        try:
            self._proc.stdin.write((json.dumps(obj) + "\n").encode())
            await self._proc.stdin.drain()
        except (BrokenPipeError, ConnectionResetError):
            raise ToolServerError(f"{self.cfg.name}: the server closed its input") from None

    async def request(self, method: str, params: dict[str, object]) -> dict[str, object]:
        """Send one request and wait (bounded) for its answer; notifications in between are
        skipped."""
        self._next_id += 1
        rid = self._next_id
        await self._send({"jsonrpc": "2.0", "id": rid, "method": method, "params": params})
        try:
            async with asyncio.timeout(self.timeout_s):
                return await self._answer(rid, method)
        except TimeoutError:
            raise ToolServerError(
                f"{self.cfg.name}: no answer to {method} within {self.timeout_s:g} s"
            ) from None

    async def _answer(self, rid: int, method: str) -> dict[str, object]:
        assert self._proc is not None and self._proc.stdout is not None
        while True:
            try:
                line = await self._proc.stdout.readline()
            except ValueError:
                raise ToolServerError(f"{self.cfg.name}: a message over {MAX_LINE} bytes") from None
            if not line:
                raise ToolServerError(f"{self.cfg.name}: the server exited during {method}")
            try:
                msg = json.loads(line)
            except json.JSONDecodeError:
                continue  # a server's stray print is not a message
            if not isinstance(msg, dict) or msg.get("id") != rid:
                continue
            if "error" in msg:
                err = msg["error"]
                text = err.get("message") if isinstance(err, dict) else err
                raise ToolServerError(f"{self.cfg.name}: {method} failed: {str(text)[:200]}")
            result = msg.get("result")
            if not isinstance(result, dict):
                raise ToolServerError(f"{self.cfg.name}: {method} answered no object")
            return result

    async def list_tools(self) -> list[dict[str, object]]:
        result = await self.request("tools/list", {})
        tools = result.get("tools")
        if not isinstance(tools, list):
            raise ToolServerError(f"{self.cfg.name}: tools/list held no tool list")
        return [t for t in tools if isinstance(t, dict) and isinstance(t.get("name"), str)]

    async def call_tool(self, name: str, arguments: dict[str, object]) -> tuple[str, bool]:
        """The tool's text content and whether the server marked it an error."""
        result = await self.request("tools/call", {"name": name, "arguments": arguments})
        content = result.get("content")
        parts = [
            str(c.get("text", ""))
            for c in (content if isinstance(content, list) else [])
            if isinstance(c, dict) and c.get("type") == "text"
        ]
        return "\n".join(parts), bool(result.get("isError"))


async def _discard(stream: asyncio.StreamReader) -> None:
    """Read ``stream`` to its end, keeping nothing."""
    while await stream.read(65536):
        pass
