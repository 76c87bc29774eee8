"""Every tool Tandem can offer: the built-in device tools and each MCP server's tools."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.core.tools.config import ServerConfig, load_servers, mcp_path
from app.core.tools.http import HttpSession
from app.core.tools.stdio import StdioSession, ToolServerError

BUILTIN = "builtin"


@dataclass(frozen=True)
class ToolInfo:
    server: str
    name: str
    description: str
    auto_approve: bool
    schema: dict[str, Any] = field(default_factory=dict)


BUILTIN_TOOLS = (
    ToolInfo(
        BUILTIN,
        "calculator",
        "Evaluate an arithmetic expression on the device",
        True,
        {"type": "object", "properties": {"expression": {"type": "string"}}},
    ),
    ToolInfo(
        BUILTIN,
        "datetime",
        "The device's current date and time",
        True,
        {"type": "object", "properties": {}},
    ),
)


def session_for(cfg: ServerConfig, timeout_s: float) -> StdioSession | HttpSession:
    """The client for one server: stdio for ``command``, streamable HTTP for ``url``."""
    return StdioSession(cfg, timeout_s) if cfg.command else HttpSession(cfg, timeout_s)


async def _server_tools(cfg: ServerConfig, timeout_s: float) -> list[ToolInfo]:
    async with session_for(cfg, timeout_s) as session:
        tools = await session.list_tools()
    return [
        ToolInfo(
            cfg.name,
            str(t["name"]),
            str(t.get("description") or ""),
            str(t["name"]) in cfg.auto_approve,
            _schema(t.get("inputSchema")),
        )
        for t in tools
    ]


def _schema(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


async def list_tools(home: Path, timeout_s: float = 10.0) -> tuple[list[ToolInfo], list[str]]:
    """All tools, and one line per server that could not be listed (the others still are)."""
    servers = [s for s in load_servers(mcp_path(home)) if not s.disabled]
    results = await asyncio.gather(
        *(_server_tools(s, timeout_s) for s in servers), return_exceptions=True
    )
    tools = list(BUILTIN_TOOLS)
    errors: list[str] = []
    for cfg, res in zip(servers, results, strict=True):
        if isinstance(res, ToolServerError):
            errors.append(str(res))
        elif isinstance(res, BaseException):
            errors.append(f"{cfg.name}: {type(res).__name__}")
        else:
            tools.extend(res)
    return tools, errors
