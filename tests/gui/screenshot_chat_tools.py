"""The real app under a real X server, for looking at the chat's tools (issue 16): the per-chat
system prompt editor and the answer cards' icon row that appears on hover.

    Xvfb :84 -screen 0 1280x800x24 &
    DISPLAY=:84 python -m tests.gui.screenshot_chat_tools STATE.json COMMANDS.txt

Real pipeline, bundled local model, a loopback cloud (tests/support/fault_server.py). Once two
answers are in, it writes STATE.json (screen coordinates of the first card, the question box and
the system prompt button) and then obeys one word per line appended to COMMANDS.txt: ``zh`` /
``en`` (language), ``editor`` / ``close`` (the system prompt editor), ``dark`` / ``light``, ``quit``. The pointer is
moved and the screen grabbed from outside (xdotool, ImageMagick's import), as a user would.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from tests.gui.screenshot_scenes import WAL, ZhTranslator


def centre(widget: Any) -> list[int]:
    from PySide6.QtCore import QPoint

    p = widget.mapToGlobal(QPoint(widget.width() // 2, widget.height() // 2))
    return [p.x(), p.y()]


def main(state_path: Path, commands: Path) -> int:
    from tests.support.fault_server import FaultServer

    os.environ.setdefault("TANDEM_HOME", tempfile.mkdtemp(prefix="tandem-tools-"))
    commands.write_text("")
    with FaultServer() as server:
        server.tokens = [w + " " for w in WAL.split()]
        os.environ["TANDEM_CLOUD_BASE_URL"] = server.base_url
        os.environ["TANDEM_CLOUD_MODEL"] = "loopback"
        from PySide6.QtCore import QTimer

        from app.ui.app import start

        started = start(welcome=False)
        window, app = started.window, started.app
        window.resize(1200, 780)
        window.move(0, 0)
        closed = asyncio.Event()
        app.lastWindowClosed.connect(closed.set)
        questions = ["What is a write-ahead log?", "And why does it make crashes safe?"]
        translator: list[Any] = []
        done_lines = [0]

        def ask_next(_state: Any = None) -> None:
            if questions:
                window.input.set_mode("hybrid")
                window.input.edit.setPlainText(questions.pop(0))
                window.input.submit()
                return
            window.answer_finished.disconnect(ask_next)
            QTimer.singleShot(800, ready)

        def ready() -> None:
            first = window.chat.answers()[0]
            state = {
                "first_card": centre(first.body),
                "question_box": centre(window.input.edit),
                "system_prompt": centre(window.system_prompt),
                "answers": len(window.chat.answers()),
            }
            state_path.write_text(json.dumps(state))
            poll.start()

        def obey() -> None:
            lines = commands.read_text().splitlines()
            for word in lines[done_lines[0] :]:
                if word == "zh" and not translator:
                    translator.append(ZhTranslator.make(app))
                    app.installTranslator(translator[0])
                elif word == "en" and translator:
                    app.removeTranslator(translator.pop())
                elif word == "editor":
                    window.system_prompt.open_editor()
                elif word == "close" and window.system_prompt.editor is not None:
                    window.system_prompt.editor.reject()
                elif word in ("dark", "light"):
                    from app.ui.base.theme import apply_theme

                    apply_theme(app, word)
                elif word == "quit":
                    window.close()
            done_lines[0] = len(lines)

        poll = QTimer()
        poll.setInterval(200)
        poll.timeout.connect(obey)
        window.answer_finished.connect(ask_next)
        QTimer.singleShot(500, ask_next)
        QTimer.singleShot(240_000, window.close)  # a bound, whatever happens
        with started.loop:
            started.loop.run_until_complete(closed.wait())
    return 0


if __name__ == "__main__":
    raise SystemExit(main(Path(sys.argv[1]), Path(sys.argv[2])))
