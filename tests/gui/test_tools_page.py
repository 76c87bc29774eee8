"""Settings → Tools with a real MCP server over stdio: the servers and tools are listed off the GUI
thread, the choices are written to mcp.json (every other key kept) and the next request's tools
follow them; another client's file is imported, a bad one is one line."""

from __future__ import annotations

import asyncio
import json
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from tests.support import mcp_server

pytestmark = [pytest.mark.gui, pytest.mark.integration]


def _page(qtbot: Any, qloop: Any, home: Path) -> Any:
    from app.ui.base.bridge import AsyncBridge
    from app.ui.settings.tools_page import ToolsPage

    page = ToolsPage(AsyncBridge(qloop), None, mcp_file=home / "mcp.json")
    qtbot.addWidget(page)
    page.refresh()
    qtbot.waitUntil(lambda: page.loaded, timeout=30_000)
    return page


def _items(page: Any) -> dict[str, Any]:
    out = {}
    for i in range(page.tree.topLevelItemCount()):
        top = page.tree.topLevelItem(i)
        out[top.text(0)] = top
        for j in range(top.childCount()):
            out[f"{top.text(0)}/{top.child(j).text(0)}"] = top.child(j)
    return out


def test_lists_saves_and_the_next_request_follows(qtbot: Any, qloop: Any, tmp_path: Path) -> None:
    from app.core.tools.runner import ToolBox
    from app.ui.settings.tools_page import AUTO, OFFERED

    spec = {
        "command": sys.executable,
        "args": [mcp_server.__file__, "--record", str(tmp_path / "calls.jsonl")],
        "autoApprove": ["lookup_order"],
        "env": {"KEEP": "me"},
    }
    (tmp_path / "mcp.json").write_text(json.dumps({"mcpServers": {"orders": spec}}))
    page = _page(qtbot, qloop, tmp_path)
    items = _items(page)
    assert items["orders/lookup_order"].checkState(AUTO) == Qt.CheckState.Checked
    assert items["orders/delete_order"].checkState(AUTO) == Qt.CheckState.Unchecked
    assert "calculator" in [
        items["Built-in (on this device)"].child(j).text(0)
        for j in range(items["Built-in (on this device)"].childCount())
    ]
    items["orders/delete_order"].setCheckState(AUTO, Qt.CheckState.Checked)
    items["orders/lookup_order"].setCheckState(OFFERED, Qt.CheckState.Unchecked)
    page.save()
    saved = tmp_path / "mcp.json"
    qtbot.waitUntil(lambda: "disabledTools" in saved.read_text(), timeout=10_000)
    orders = json.loads(saved.read_text())["mcpServers"]["orders"]
    assert orders["autoApprove"] == ["delete_order", "lookup_order"]
    assert orders["disabledTools"] == ["lookup_order"] and orders["env"] == {"KEEP": "me"}

    async def offered() -> list[str]:
        box = ToolBox.from_home(tmp_path)
        assert box is not None
        async with box:
            return [o.info.name for o in box.offered()]

    task = asyncio.ensure_future(offered())  # on the Qt loop, which qtbot's waits run
    qtbot.waitUntil(task.done, timeout=30_000)
    names = task.result()
    assert "delete_order" in names and "lookup_order" not in names


def test_import_from_another_client(qtbot: Any, qloop: Any, tmp_path: Path) -> None:
    (tmp_path / "mcp.json").write_text(json.dumps({"mcpServers": {}}))
    page = _page(qtbot, qloop, tmp_path)
    other = tmp_path / "claude_desktop_config.json"
    other.write_text(json.dumps({"mcpServers": {"notes": {"command": "notes-mcp"}}, "x": 1}))
    page.import_from(other)
    qtbot.waitUntil(lambda: "notes" in (tmp_path / "mcp.json").read_text(), timeout=10_000)
    qtbot.waitUntil(lambda: "Imported: notes" in page.status.text(), timeout=30_000)
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    page.import_from(bad)
    qtbot.waitUntil(lambda: "bad.json: not readable JSON" in page.status.text(), timeout=10_000)
    assert len(page.status.text().splitlines()) == 1
