"""`tandem tools list --json` against a real MCP stdio server (written here, JSON-RPC per line)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

SERVER = r"""
import json, sys
for line in sys.stdin:
    msg = json.loads(line)
    if "id" not in msg:
        continue
    m = msg["method"]
    if m == "initialize":
        res = {"protocolVersion": msg["params"]["protocolVersion"], "capabilities": {"tools": {}},
               "serverInfo": {"name": "orders", "version": "1"}}
    elif m == "tools/list":
        res = {"tools": [{"name": "lookup_order", "description": "Find an order",
                          "inputSchema": {"type": "object", "properties": {"id": {"type": "string"}}}},
                         {"name": "delete_order", "description": "Delete an order",
                          "inputSchema": {"type": "object"}}]}
    elif m == "tools/call":
        res = {"content": [{"type": "text", "text": "Order 7 ships Friday; phone 13800138000"}]}
    else:
        print(json.dumps({"jsonrpc": "2.0", "id": msg["id"], "error": {"code": -32601, "message": "no"}}), flush=True)
        continue
    print(json.dumps({"jsonrpc": "2.0", "id": msg["id"], "result": res}), flush=True)
"""


def _tandem(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "TANDEM_HOME": str(home)}
    return subprocess.run(
        [sys.executable, "-m", "app", *args], capture_output=True, text=True, env=env, timeout=60
    )


def _write(home: Path, servers: dict[str, object]) -> None:
    (home / "mcp.json").write_text(json.dumps({"mcpServers": servers}), encoding="utf-8")


def test_lists_builtin_and_server_tools(tmp_path: Path) -> None:
    script = tmp_path / "server.py"
    script.write_text(SERVER, encoding="utf-8")
    _write(
        tmp_path,
        {
            "orders": {
                "command": sys.executable,
                "args": [str(script)],
                "autoApprove": ["lookup_order"],
            }
        },
    )
    out = _tandem(tmp_path, "tools", "list", "--json")
    assert out.returncode == 0, out.stderr
    tools = json.loads(out.stdout)["tools"]
    by_name = {(t["server"], t["name"]): t for t in tools}
    assert by_name[("orders", "lookup_order")]["auto_approve"] is True
    assert by_name[("orders", "delete_order")]["auto_approve"] is False
    assert by_name[("orders", "lookup_order")]["description"] == "Find an order"
    assert ("builtin", "calculator") in by_name


def test_a_dead_server_is_one_line_and_the_rest_still_list(tmp_path: Path) -> None:
    _write(tmp_path, {"gone": {"command": str(tmp_path / "no-such-binary")}})
    out = _tandem(tmp_path, "tools", "list", "--json")
    assert out.returncode == 0
    assert "gone: could not start" in out.stderr
    assert any(t["name"] == "calculator" for t in json.loads(out.stdout)["tools"])


@pytest.mark.parametrize("text", ["{not json", '{"servers": {}}', '{"mcpServers": {"x": {}}}'])
def test_bad_mcp_json_is_a_one_line_error(tmp_path: Path, text: str) -> None:
    (tmp_path / "mcp.json").write_text(text, encoding="utf-8")
    out = _tandem(tmp_path, "tools", "list", "--json")
    assert out.returncode != 0
    assert len(out.stderr.strip().splitlines()) == 1
    assert "mcp.json" in out.stderr
