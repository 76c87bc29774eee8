"""Tools in the window (docs/ARCHITECTURE.md §16): the real window and pipeline, a real MCP server
over stdio (tests/support/mcp_server.py) whose tool is not auto-approved, and the loopback cloud
in its ``tools`` mode. The approval dialog shows the tool and its arguments while the event loop
keeps running; Allow once runs it, Deny does not, Always allow also writes ``autoApprove``; the
Why dialog lists the call with its result as sent."""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QPushButton

from tests.support import mcp_server
from tests.support.fault_server import FaultServer

pytestmark = [pytest.mark.gui, pytest.mark.integration, pytest.mark.timeout(240)]


@pytest.fixture
def cloud(tandem_home: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[FaultServer]:
    with FaultServer(fault="tools") as server:
        server.tool_calls = [{"name": "lookup_order", "arguments": {"order": "5208"}}]
        monkeypatch.setenv("TANDEM_CLOUD_BASE_URL", server.base_url)
        monkeypatch.setenv("TANDEM_CLOUD_MODEL", "loopback")
        monkeypatch.setenv("TANDEM_CLOUD_API_KEY", "sk-gui-test")
        yield server


def _mcp(home: Path) -> Path:
    calls = home / "calls.jsonl"
    spec = {"command": sys.executable, "args": [mcp_server.__file__, "--record", str(calls)]}
    (home / "mcp.json").write_text(json.dumps({"mcpServers": {"orders": spec}}), encoding="utf-8")
    return calls


def _ask(qtbot: Any, make_window: Any) -> tuple[Any, Any]:
    from app.core.config import Settings
    from app.ui.chat.pipeline_client import default_pipeline

    settings = Settings()
    settings.routing.default_mode = "cloud"
    settings.cloud.timeout_s = 10.0  # shorter than the user takes to click (below)
    window = make_window(settings=settings, pipeline_factory=default_pipeline)
    qtbot.keyClicks(window.input.edit, "When does order 5208 ship?")
    qtbot.keyClick(window.input.edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.current_answer is not None, timeout=60_000)
    return window, window.current_answer


def _dialog(qtbot: Any, window: Any) -> Any:
    qtbot.waitUntil(
        lambda: window._pipeline is not None and window._pipeline.approve_tool.dialog is not None,
        timeout=60_000,
    )
    return window._pipeline.approve_tool.dialog


@pytest.mark.parametrize("button", ["toolAllowOnce", "toolAllowAlways", "toolDeny"])
def test_the_window_asks_before_a_tool_runs(
    qtbot: Any, make_window: Any, cloud: FaultServer, tandem_home: Path, button: str
) -> None:
    calls = _mcp(tandem_home)
    window, answer = _ask(qtbot, make_window)
    dialog = _dialog(qtbot, window)
    assert (
        dialog.isVisible() and "lookup_order" in dialog.findChild(QLabel, "toolApprovalHead").text()
    )
    assert json.loads(dialog.arguments.toPlainText()) == {"order": "5208"}
    assert not calls.exists()  # nothing ran while it asks
    if button == "toolAllowOnce":  # the user reads for longer than the cloud's whole budget,
        qtbot.wait(11_000)  # which waits with them
    qtbot.mouseClick(dialog.findChild(QPushButton, button), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(answer.state.done), timeout=60_000)
    assert answer.state.error is None, answer.state.error
    final = answer.state.final
    assert final is not None and final.source == "cloud"
    if button == "toolDeny":
        assert not calls.exists()
        assert final.tools_refused == ["orders/lookup_order"]
        assert "did not approve" in final.text
        return
    assert calls.exists() and "Thursday" in final.text
    assert mcp_server.ID_NUMBER not in "".join(r.body.decode() for r in cloud.received)
    auto = json.loads((tandem_home / "mcp.json").read_text())["mcpServers"]["orders"]
    assert auto.get("autoApprove", []) == (["lookup_order"] if button == "toolAllowAlways" else [])
    from app.core.store.traces import TraceNotFound
    from app.ui.answer.why_panel import WhyDialog

    traces = window._pipeline.traces

    def stored() -> bool:  # written once the request has ended, just after its final event
        try:
            return bool(traces.get(answer.state.request_id))
        except TraceNotFound:
            return False

    qtbot.waitUntil(stored, timeout=10_000)
    trace = traces.get(answer.state.request_id)
    why = WhyDialog(answer.state, window, trace=trace)
    qtbot.addWidget(why)
    html = why.view.toPlainText()
    assert "orders/lookup_order — ran on this device" in html
    assert "[CN_ID_CARD withheld]" in html and "Thursday" in html
    assert 'Asked for tools (assistant)\nlookup_order({"order": "5208"})' in html
