"""The stdio MCP client: a call's text comes back; a hanging server is a bounded one-line error."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from app.core.tools.config import ServerConfig
from app.core.tools.stdio import StdioSession, ToolServerError
from tests.integration.test_tools_list import SERVER


async def test_call_tool_returns_text(tmp_path: Path) -> None:
    script = tmp_path / "server.py"
    script.write_text(SERVER, encoding="utf-8")
    cfg = ServerConfig("orders", command=sys.executable, args=(str(script),))
    async with StdioSession(cfg, timeout_s=20) as s:
        text, is_error = await s.call_tool("lookup_order", {"id": "7"})
    assert "ships Friday" in text
    assert is_error is False


async def test_hanging_server_times_out(tmp_path: Path) -> None:
    script = tmp_path / "hang.py"
    script.write_text("import time\ntime.sleep(60)\n", encoding="utf-8")
    cfg = ServerConfig("slow", command=sys.executable, args=(str(script),))
    with pytest.raises(ToolServerError, match=r"slow: no answer to initialize within 0\.5 s"):
        async with StdioSession(cfg, timeout_s=0.5):
            pass
