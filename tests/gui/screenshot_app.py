"""Start the real app (app.ui.app.start, real pipeline, real local model) against a loopback
cloud, ask one question, and save a screenshot once the upgraded answer is in.

    xvfb-run -a -s "-screen 0 1280x800x24" python -m tests.gui.screenshot_app OUT.png

Prints one JSON line: the answer's source, badge, text and draft (and whether the draft was\nseen on screen before the upgrade replaced it).
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

QUESTION = "What is a write-ahead log, in two sentences?"
CLOUD_ANSWER = (
    "A **write-ahead log** (WAL) records every change in an append-only file *before* the "
    "change is applied to the database. After a crash the database replays the log, so "
    "committed transactions survive and half-written ones are rolled back."
)


def main(out: Path) -> int:
    from tests.support.fault_server import FaultServer

    os.environ.setdefault("TANDEM_HOME", tempfile.mkdtemp(prefix="tandem-shot-"))
    from app.core.routing.rules import DEFAULT_RULES

    home = Path(os.environ["TANDEM_HOME"])
    text = DEFAULT_RULES.read_text().replace("draft_max_tokens = 256", "draft_max_tokens = 48")
    (home / "routing.toml").write_text(text)
    with FaultServer() as server:
        server.tokens = [w + " " for w in CLOUD_ANSWER.split()]
        server.token_delay_s = 0.08
        # The cloud's first token waits for the draft on screen: the picture shows both.
        server.hold_first_token = threading.Event()
        os.environ["TANDEM_CLOUD_BASE_URL"] = server.base_url
        os.environ["TANDEM_CLOUD_MODEL"] = "loopback"
        from PySide6.QtCore import QTimer

        from app.ui.app import start

        started = start(welcome=False)
        window = started.window
        window.resize(1200, 760)
        window.input.set_mode("hybrid")
        result: dict[str, Any] = {"draft_seen_first": False}
        closed = asyncio.Event()
        started.app.lastWindowClosed.connect(closed.set)

        def watch_draft() -> None:
            answer = window.current_answer
            if answer is not None and answer.state.draft and answer.state.final is None:
                result["draft_seen_first"] = True
                server.hold_first_token.set()
            elif not result["draft_seen_first"]:
                QTimer.singleShot(20, watch_draft)

        def shoot() -> None:
            out.parent.mkdir(parents=True, exist_ok=True)
            window.grab().save(str(out))
            window.close()

        def finished(state: Any) -> None:
            result["source"] = state.final.source if state.final else None
            result["badge"] = window.current_answer.badge.text() if window.current_answer else ""
            result["text"] = state.text
            result["draft"] = state.draft
            QTimer.singleShot(500, shoot)

        def ask() -> None:
            window.input.edit.setPlainText(QUESTION)
            window.input.submit()
            watch_draft()

        window.answer_finished.connect(finished)
        QTimer.singleShot(300, ask)
        QTimer.singleShot(150_000, window.close)  # a bound, whatever happens
        with started.loop:
            started.loop.run_until_complete(closed.wait())
    print(json.dumps(result, ensure_ascii=False), flush=True)
    return 0 if result.get("source") == "cloud" else 1


if __name__ == "__main__":
    raise SystemExit(main(Path(sys.argv[1])))
