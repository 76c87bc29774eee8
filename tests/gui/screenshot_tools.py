"""The real app under a real X server, for looking at tools (issue 28): the approval dialog of a
tool that is not auto-approved, and the Why dialog's record of the call.

    Xvfb :51 -screen 0 1280x800x24 &
    DISPLAY=:51 python -m tests.gui.screenshot_tools STATE.json COMMANDS.txt

Real pipeline and privacy gate, a real MCP server over stdio (tests/support/mcp_server.py), the
loopback cloud in its ``tools`` mode. When the dialog is up it writes STATE.json (screen centres
of its three buttons); once the answer is in it adds ``"answered": true``. It obeys one word per
line appended to COMMANDS.txt: ``why`` (open the Why dialog), ``settings`` (Settings on its
Tools page), ``quit``. The pointer is moved and
the screen grabbed from outside (xdotool, ImageMagick's import), as a user would.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any


def centre(widget: Any) -> list[int]:
    from PySide6.QtCore import QPoint

    p = widget.mapToGlobal(QPoint(widget.width() // 2, widget.height() // 2))
    return [p.x(), p.y()]


def main(state_path: Path, commands: Path) -> int:
    from tests.support import mcp_server
    from tests.support.fault_server import FaultServer

    home = Path(os.environ.setdefault("TANDEM_HOME", tempfile.mkdtemp(prefix="tandem-tools-")))
    spec = {
        "command": sys.executable,
        "args": [mcp_server.__file__, "--record", str(home / "calls.jsonl")],
    }
    (home / "mcp.json").write_text(json.dumps({"mcpServers": {"orders": spec}}))
    commands.write_text("")
    with FaultServer(fault="tools") as server:
        server.tool_calls = [{"name": "lookup_order", "arguments": {"order": "5208"}}]
        os.environ["TANDEM_CLOUD_BASE_URL"] = server.base_url
        os.environ["TANDEM_CLOUD_MODEL"] = "loopback"
        os.environ["TANDEM_CLOUD_API_KEY"] = "sk-screenshot"
        from PySide6.QtCore import QTimer

        from app.ui.app import start

        started = start(welcome=False)
        window, app = started.window, started.app
        window.resize(1200, 780)
        window.move(0, 0)
        window.input.set_mode("cloud")
        closed = asyncio.Event()
        app.lastWindowClosed.connect(closed.set)
        state: dict[str, Any] = {}
        done_lines = [0]

        def ask() -> None:
            window.input.edit.setPlainText("When does order 5208 ship?")
            window.input.submit()

        def look() -> None:
            pipeline = window._pipeline
            approver = getattr(pipeline, "approve_tool", None)
            dialog = getattr(approver, "dialog", None)
            if dialog is not None and "once" not in state:
                state.update(
                    once=centre(dialog.once_button),
                    always=centre(dialog.always_button),
                    deny=centre(dialog.deny_button),
                )
                state_path.write_text(json.dumps(state))
            lines = commands.read_text().splitlines()
            for word in lines[done_lines[0] :]:
                if word == "why" and window.current_answer is not None:
                    why = window.show_why(window.current_answer.state)
                    why.resize(720, 640)
                    why.move(240, 60)
                elif word == "settings":
                    settings = window.open_settings()
                    settings.tabs.setCurrentWidget(settings.tools_page)
                    settings.resize(860, 560)
                    settings.move(200, 60)
                elif word == "quit":
                    window.close()
            done_lines[0] = len(lines)

        def answered(_state: Any = None) -> None:
            state["answered"] = True
            state_path.write_text(json.dumps(state))

        poll = QTimer()
        poll.setInterval(200)
        poll.timeout.connect(look)
        poll.start()
        window.answer_finished.connect(answered)
        QTimer.singleShot(500, ask)
        QTimer.singleShot(240_000, window.close)  # a bound, whatever happens
        with started.loop:
            started.loop.run_until_complete(closed.wait())
    return 0


if __name__ == "__main__":
    raise SystemExit(main(Path(sys.argv[1]), Path(sys.argv[2])))
