"""The real app (app.ui.app.start: real pipeline, real local model, a loopback cloud) in one UI
language: ask a question, open the Why dialog, the Settings privacy page and the Model library,
and take a screenshot of the whole X screen (``import -window root``) at each step.

    Xvfb :55 -screen 0 1400x900x24 &
    DISPLAY=:55 python -m tests.gui.screenshot_i18n zh_CN OUT_DIR

Writes OUT_DIR/<lang>-{window,why,privacy,models,cloud,tools}.png and prints the paths.
"""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import tempfile
import threading
from pathlib import Path
from typing import Any

QUESTIONS = {
    "zh_CN": "我的电话是 13812345678，用两句话解释什么是预写日志。",
    "zh_TW": "我的電話是 0912345678，用兩句話解釋什麼是預寫日誌。",
    "ja": "私の電話番号は 09012345678 です。先行書き込みログとは何か、2 文で説明してください。",
}
CLOUD_ANSWER = "预写日志在修改数据库之前，先把每个改动追加写入日志文件。崩溃后数据库重放日志。"


def main(lang: str, out: Path) -> int:
    from tests.support.fault_server import FaultServer

    os.environ.setdefault("TANDEM_HOME", tempfile.mkdtemp(prefix="tandem-i18n-shot-"))
    from app.core.config import Settings, save_settings
    from app.core.routing.rules import DEFAULT_RULES

    home = Path(os.environ["TANDEM_HOME"])
    text = DEFAULT_RULES.read_text().replace("draft_max_tokens = 256", "draft_max_tokens = 32")
    (home / "routing.toml").write_text(text)
    settings = Settings()
    settings.ui.language = lang
    settings.ui.first_run_done = True
    save_settings(settings)
    out.mkdir(parents=True, exist_ok=True)
    shots: list[Path] = []

    def snap(name: str) -> None:
        path = out / f"{lang}-{name}.png"
        subprocess.run(["import", "-window", "root", str(path)], check=True)
        shots.append(path)

    with FaultServer() as server:
        server.tokens = list(CLOUD_ANSWER)
        server.token_delay_s = 0.02
        server.hold_first_token = threading.Event()
        server.hold_first_token.set()
        os.environ["TANDEM_CLOUD_BASE_URL"] = server.base_url
        os.environ["TANDEM_CLOUD_MODEL"] = "loopback"
        from PySide6.QtCore import QTimer

        from app.ui.app import start

        started = start(welcome=False)
        window = started.window
        window.resize(1200, 760)
        window.move(0, 0)
        window.input.set_mode("hybrid")
        closed = asyncio.Event()
        started.app.lastWindowClosed.connect(closed.set)
        steps: list[Any] = []

        def run_steps() -> None:
            if steps:
                delay, fn = steps.pop(0)
                QTimer.singleShot(delay, lambda: (fn(), run_steps()))

        def finished(_state: Any) -> None:
            dialog: dict[str, Any] = {}

            def why() -> None:
                answer = window.current_answer
                dialog["why"] = window.show_why(answer.state)
                dialog["why"].move(80, 60)
                dialog["why"].resize(760, 640)
                dialog["why"].details_button.setChecked(True)

            def close_why() -> None:
                dialog["why"].close()

            def privacy() -> None:
                dialog["settings"] = window.open_settings()
                dialog["settings"].move(60, 40)
                dialog["settings"].resize(900, 620)
                dialog["settings"].tabs.setCurrentIndex(1)

            def models() -> None:
                page = dialog["settings"].models_page
                dialog["settings"].tabs.setCurrentWidget(page)

            def tab(index: int) -> None:
                tabs = dialog["settings"].tabs
                tabs.setCurrentIndex(index % tabs.count())

            def close_all() -> None:
                dialog["settings"].close()
                window.close()

            steps.extend(
                [
                    (800, lambda: snap("window")),
                    (100, why),
                    (800, lambda: snap("why")),
                    (100, close_why),
                    (300, privacy),
                    (800, lambda: snap("privacy")),
                    (100, models),
                    (1500, lambda: snap("models")),
                    (100, lambda: tab(0)),  # the [cloud] form and the list of endpoints
                    (800, lambda: snap("cloud")),
                    (100, lambda: tab(-1)),  # Tools: MCP servers and the built-in tools
                    (2500, lambda: snap("tools")),
                    (100, close_all),
                ]
            )
            run_steps()

        def ask() -> None:
            window.input.edit.setPlainText(QUESTIONS.get(lang, QUESTIONS["zh_CN"]))
            window.input.submit()

        window.answer_finished.connect(finished)
        QTimer.singleShot(500, ask)
        QTimer.singleShot(240_000, window.close)  # a bound, whatever happens
        with started.loop:
            started.loop.run_until_complete(closed.wait())
    for path in shots:
        print(path)
    return 0 if len(shots) == 4 else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1], Path(sys.argv[2])))
