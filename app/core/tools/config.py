"""``<data home>/mcp.json`` in the format MCP clients share (docs/ARCHITECTURE.md §16):
``{"mcpServers": {"NAME": {"command", "args", "env", "autoApprove": [...]}}}`` or ``"url"``
for a streamable HTTP server. A bad file is a one-line :class:`ToolConfigError`."""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass, field
from pathlib import Path


class ToolConfigError(ValueError):
    """mcp.json could not be read; the message is one line naming the file and the problem."""


@dataclass(frozen=True)
class ServerConfig:
    name: str
    command: str | None = None
    args: tuple[str, ...] = ()
    env: dict[str, str] = field(default_factory=dict)
    url: str | None = None
    auto_approve: frozenset[str] = frozenset()
    disabled: bool = False


def mcp_path(home: Path) -> Path:
    return home / "mcp.json"


def load_servers(path: Path) -> list[ServerConfig]:
    """The servers of ``path``; none when the file does not exist."""
    if not path.exists():
        return []
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ToolConfigError(f"{path}: not readable JSON ({type(exc).__name__})") from None
    servers = data.get("mcpServers") if isinstance(data, dict) else None
    if not isinstance(servers, dict):
        raise ToolConfigError(f'{path}: no "mcpServers" object')
    out: list[ServerConfig] = []
    for name, spec in servers.items():
        if not isinstance(spec, dict):
            raise ToolConfigError(f"{path}: server {name!r} is not an object")
        command, url = spec.get("command"), spec.get("url")
        if not isinstance(command, str) and not isinstance(url, str):
            raise ToolConfigError(f'{path}: server {name!r} needs "command" or "url"')
        args = spec.get("args") or []
        env = spec.get("env") or {}
        auto = spec.get("autoApprove") or []
        if not isinstance(args, list) or not isinstance(env, dict) or not isinstance(auto, list):
            raise ToolConfigError(f"{path}: server {name!r}: args/autoApprove lists, env an object")
        out.append(
            ServerConfig(
                name=str(name),
                command=command if isinstance(command, str) else None,
                args=tuple(str(a) for a in args),
                env={str(k): str(v) for k, v in env.items()},
                url=url if isinstance(url, str) and not isinstance(command, str) else None,
                auto_approve=frozenset(str(t) for t in auto),
                disabled=bool(spec.get("disabled", False)),
            )
        )
    return out


def add_auto_approve(path: Path, server: str, tool: str) -> None:
    """Add ``tool`` to ``server``'s ``autoApprove`` in ``path`` (the window's "Always allow"),
    keeping every other key as it was; written to a temporary file and renamed over the old one.
    Raises ``ToolConfigError`` when the file or the server is not there."""
    import os
    import tempfile

    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        spec = data["mcpServers"][server]
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, KeyError, TypeError) as exc:
        raise ToolConfigError(f"{path}: cannot add {tool!r} ({type(exc).__name__})") from None
    auto = spec.get("autoApprove")
    if not isinstance(auto, list):
        auto = spec["autoApprove"] = []
    if tool not in auto:
        auto.append(tool)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".mcp-", suffix=".json")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, indent=2, ensure_ascii=False)
            f.write("\n")
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
