"""The window's first question right after launch: the real app (``app.ui.app.start``), a local
question typed as soon as the window has painted, and the time from process start to the first
draft token on screen. Prints one JSON line. Run by bench_draft in a fresh process:

    QT_QPA_PLATFORM=offscreen python -m bench.window_first_question "QUESTION"
"""

from __future__ import annotations

import asyncio
import json
import sys
from typing import Any


def main(question: str) -> int:
    from PySide6.QtCore import QTimer

    from app.ui.app import _since_process_start_ms, start

    started = start(welcome=False)
    window = started.window
    result: dict[str, Any] = {}
    done = asyncio.Event()

    def watch() -> None:
        answer = window.current_answer
        if answer is not None and answer.state.draft:
            result["first_draft_ms"] = round(_since_process_start_ms())
            window.close()
            done.set()
        else:
            QTimer.singleShot(5, watch)

    def ask() -> None:
        result["asked_ms"] = round(_since_process_start_ms())
        window.input.set_mode("local")
        window.input.edit.setPlainText(question)
        window.input.submit()
        watch()

    QTimer.singleShot(0, ask)  # the first turn of the loop after the window has shown
    QTimer.singleShot(120_000, done.set)
    with started.loop:
        started.loop.run_until_complete(done.wait())
    print(json.dumps(result), flush=True)
    return 0 if "first_draft_ms" in result else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1]))
