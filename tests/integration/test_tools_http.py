"""MCP over streamable HTTP (app/core/tools/http.py) against a real server written with the SDK
(tests/support/mcp_http_server.py, its own process on 127.0.0.1): listing, calling from another
task than the one that listed, `tandem tools list`, a tool call in `tandem ask` with its private
values kept from the cloud, and a server that is not there as one line."""

from __future__ import annotations

import asyncio
import json
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.core.tools.config import ServerConfig
from app.core.tools.runner import ToolBox
from tests.conftest import run_tandem
from tests.support import mcp_http_server, mcp_server
from tests.support.fault_server import FaultServer, free_port

pytestmark = pytest.mark.integration


@pytest.fixture
def http_server(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    port = free_port()
    calls = tmp_path / "http_calls.jsonl"
    proc = subprocess.Popen(
        [sys.executable, mcp_http_server.__file__, "--port", str(port), "--record", str(calls)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            with socket.socket() as s:
                if s.connect_ex(("127.0.0.1", port)) == 0:
                    break
            if proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError("the MCP HTTP server did not start")
            time.sleep(0.2)
        yield f"http://127.0.0.1:{port}/mcp", calls
    finally:
        proc.terminate()
        proc.wait(10)


async def test_list_and_call_over_http(http_server: tuple[str, Path]) -> None:
    url, calls = http_server
    box = ToolBox([ServerConfig("orders", url=url, auto_approve=frozenset({"lookup_order"}))])
    async with box:
        assert box.errors == []
        info = box.lookup("lookup_order")
        assert info is not None and info.auto_approve and info.server == "orders"
        assert info.schema["properties"]["order"]["type"] == "string"
        # a call from another task than the one that connected (anyio's rule is kept inside)
        text, is_error = await asyncio.ensure_future(box.call(info, {"order": "5208"}))
    assert "Thursday" in text and is_error is False
    assert json.loads(calls.read_text()) == {"name": "lookup_order", "arguments": {"order": "5208"}}


async def test_a_server_that_is_not_there_is_one_line() -> None:
    url = f"http://127.0.0.1:{free_port()}/mcp?token=SECRET"
    box = ToolBox([ServerConfig("gone", url=url)], timeout_s=5)
    async with box:
        ((name, line),) = box.errors
    assert name == "gone" and line.startswith("gone: ") and "SECRET" not in line
    assert "\n" not in line


def test_tools_list_and_ask_with_an_http_server(
    http_server: tuple[str, Path], cli_env: dict[str, str], tandem_home: Path
) -> None:
    url, calls = http_server
    spec = {"url": url, "autoApprove": ["lookup_order"]}
    (tandem_home / "mcp.json").write_text(json.dumps({"mcpServers": {"orders": spec}}))
    listed = run_tandem(["tools", "list", "--json"], cli_env, timeout=120)
    assert listed.returncode == 0, listed.stderr
    names = {(t["server"], t["name"]) for t in json.loads(listed.stdout)["tools"]}
    assert {("orders", "lookup_order"), ("orders", "delete_order")} <= names
    with FaultServer(fault="tools") as cloud:
        cloud.tool_calls = [{"name": "lookup_order", "arguments": {"order": "5208"}}]
        env = {
            **cli_env,
            "TANDEM_CLOUD_BASE_URL": cloud.base_url,
            "TANDEM_CLOUD_MODEL": "fault",
            "TANDEM_CLOUD_API_KEY": "sk-http-test",
        }
        done = run_tandem(
            ["ask", "When does order 5208 ship?", "--mode", "cloud", "--no-cache", "--json"],
            env,
            timeout=240,
        )
        assert done.returncode == 0, done.stderr
        bodies = "".join(r.body.decode() for r in cloud.received)
    final = json.loads(done.stdout.splitlines()[-1])
    assert "Thursday" in final["text"] and mcp_server.PHONE in final["text"]
    for value in (mcp_server.PHONE, mcp_server.ID_NUMBER, mcp_server.NAME):
        assert value not in bodies
    assert calls.exists()
