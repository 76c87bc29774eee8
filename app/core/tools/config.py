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
    #: Tools of this server never offered (Settings → Tools; the key some MCP clients share).
    disabled_tools: frozenset[str] = frozenset()


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
        off = spec.get("disabledTools") or []
        if not all(isinstance(v, list) for v in (args, auto, off)) or not isinstance(env, dict):
            raise ToolConfigError(
                f"{path}: server {name!r}: args/autoApprove/disabledTools lists, env an object"
            )
        out.append(
            ServerConfig(
                name=str(name),
                command=command if isinstance(command, str) else None,
                args=tuple(str(a) for a in args),
                env={str(k): str(v) for k, v in env.items()},
                url=url if isinstance(url, str) and not isinstance(command, str) else None,
                auto_approve=frozenset(str(t) for t in auto),
                disabled=bool(spec.get("disabled", False)),
                disabled_tools=frozenset(str(t) for t in off),
            )
        )
    return out


def _read(path: Path) -> dict[str, object]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ToolConfigError(f"{path}: not readable JSON ({type(exc).__name__})") from None
    if not isinstance(data, dict) or not isinstance(data.get("mcpServers"), dict):
        raise ToolConfigError(f'{path}: no "mcpServers" object')
    return data


def add_auto_approve(path: Path, server: str, tool: str) -> None:
    """Add ``tool`` to ``server``'s ``autoApprove`` in ``path`` (the window's "Always allow"),
    keeping every other key as it was. Raises ``ToolConfigError`` when the file or the server
    is not there."""
    data = _read(path)
    spec = data["mcpServers"].get(server)  # type: ignore[attr-defined]
    if not isinstance(spec, dict):
        raise ToolConfigError(f"{path}: no server {server!r}")
    auto = spec.get("autoApprove")
    if not isinstance(auto, list):
        auto = spec["autoApprove"] = []
    if tool not in auto:
        auto.append(tool)
    _write(path, data)


def set_choices(
    path: Path,
    enabled: dict[str, bool],
    auto: dict[str, set[str]],
    off: dict[str, set[str]],
) -> None:
    """Settings → Tools: per server whether it is enabled, which tools are auto-approved and
    which are never offered; every other key is kept as it was."""
    data = _read(path)
    servers = data["mcpServers"]
    assert isinstance(servers, dict)
    for name, spec in servers.items():
        if not isinstance(spec, dict):
            continue
        if name in enabled:
            if enabled[name]:
                spec.pop("disabled", None)
            else:
                spec["disabled"] = True
        if name in auto:
            spec["autoApprove"] = sorted(auto[name])
        if name in off:
            if off[name]:
                spec["disabledTools"] = sorted(off[name])
            else:
                spec.pop("disabledTools", None)
    _write(path, data)


def import_servers(path: Path, other: Path) -> list[str]:
    """Add the servers of another client's file (the same ``mcpServers`` format: Claude
    Desktop, Cursor, Cline...) to ``path``; a name already there is kept as it is. Returns the
    names added. Checked as :func:`load_servers` checks ours, so a bad file adds nothing."""
    load_servers(other)  # one line for a bad file, before anything is written
    theirs = _read(other)["mcpServers"]
    data = _read(path) if path.exists() else {"mcpServers": {}}
    ours = data["mcpServers"]
    assert isinstance(ours, dict) and isinstance(theirs, dict)
    added = [name for name in theirs if name not in ours]
    for name in added:
        ours[name] = theirs[name]
    if added:
        _write(path, data)
    return added


def _write(path: Path, data: dict[str, object]) -> None:
    """Written to a temporary file and renamed over the old one (never half a file)."""
    import os
    import tempfile

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
