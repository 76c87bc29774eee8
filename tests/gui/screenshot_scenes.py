"""The outcomes of issue 16 in the real app (app.ui.app.start: real pipeline, bundled local
model, real privacy gate, real Chroma index) against a loopback cloud, one screenshot each:

    upgraded.png      an upgraded answer (draft first, then the cloud's)
    kept_local.png    a question with an ID number: kept on the device, badge says what
    fallback.png      the cloud fails (HTTP 500): the device's answer stands, in words, Retry
    cited.png         an answer from indexed documents, the cited passage previewed
    why_reopened.png  the Why dialog of an answer in a conversation reopened from history
    dark.png          the same window in the dark theme
    zh_CN.png         the same window in Chinese (translations from i18n/zh_CN.py)
    documents_open.png  the default window size (1100x720) with the Documents panel open

    xvfb-run -a -s "-screen 0 1280x800x24" python -m tests.gui.screenshot_scenes OUT_DIR

Prints one JSON line per scene (badge, notice, outcome) and exits non-zero when a scene did not
end as it should.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT.parent / "shared" / "data" / "corpus"
if not CORPUS.is_dir():
    CORPUS = Path("/work/shared/data/corpus")

WAL = (
    "A **write-ahead log** (WAL) records every change in an append-only file *before* it is "
    "applied. After a crash the database replays the log, so committed transactions survive."
)
LEAVE = "Full-time employees get **15 days** of paid annual leave; up to 5 unused days carry over."


class ZhTranslator:
    """A QTranslator answering from ``i18n/zh_CN.py`` (the .qm is built by the lead's release
    step; this shows the strings of this branch too)."""

    @staticmethod
    def make(app: Any) -> Any:
        from PySide6.QtCore import QTranslator

        sys.path.insert(0, str(ROOT / "i18n"))
        from zh_CN import ANY, ZH  # type: ignore[import-not-found]

        class _Zh(QTranslator):
            def translate(  # type: ignore[override]
                self, context: str, source: str, disambiguation: Any = None, n: int = -1
            ) -> str:
                return ZH.get((context, source)) or ZH.get((ANY, source))  # None: untranslated

            def isEmpty(self) -> bool:
                return False

        return _Zh(app)


def main(out: Path) -> int:
    from tests.support.fault_server import FaultServer

    os.environ.setdefault("TANDEM_HOME", tempfile.mkdtemp(prefix="tandem-scenes-"))
    home = Path(os.environ["TANDEM_HOME"])
    from app.core.routing.rules import DEFAULT_RULES

    rules = DEFAULT_RULES.read_text().replace("draft_max_tokens = 256", "draft_max_tokens = 40")
    (home / "routing.toml").write_text(rules)
    from app.core.rag.document_store import DocumentStore

    with DocumentStore() as store:  # the user's documents, indexed in an earlier session
        store.index([CORPUS / "docs"], "handbook", "internal")
    out.mkdir(parents=True, exist_ok=True)
    results: list[dict[str, Any]] = []
    with FaultServer() as server:
        server.token_delay_s = 0.03
        os.environ["TANDEM_CLOUD_BASE_URL"] = server.base_url
        os.environ["TANDEM_CLOUD_MODEL"] = "loopback"
        from PySide6.QtCore import QTimer

        from app.ui.app import start
        from app.ui.base.theme import apply_theme

        started = start(welcome=False)
        window, app = started.window, started.app
        window.resize(1200, 780)
        closed = asyncio.Event()
        app.lastWindowClosed.connect(closed.set)
        conversations: dict[str, int | None] = {}

        def shot(name: str, widget: Any = None) -> None:
            (widget or window).grab().save(str(out / f"{name}.png"))

        def record(name: str, state: Any) -> dict[str, Any]:
            answer = window.current_answer
            row = {
                "scene": name,
                "source": state.final.source if state.final else None,
                "badge": answer.badge.text() if answer else "",
                "badge_state": answer.badge_state() if answer else "",
                "outcome": answer.outcome.text() if answer else "",
                "notice": answer.notice.text() if answer else "",
                "citations": [c.source for c in state.citations],
            }
            results.append(row)
            conversations[name] = window.conversation_id
            return row

        steps: list[Callable[[], None]] = []

        def next_step() -> None:
            if steps:
                QTimer.singleShot(300, steps.pop(0))
            else:
                QTimer.singleShot(300, window.close)

        def ask(
            name: str,
            question: str,
            then: Callable[[Any], None] | None = None,
            documents: tuple[str, ...] | None = None,
        ) -> None:
            def finished(state: Any) -> None:
                window.answer_finished.disconnect(finished)
                record(name, state)

                def after() -> None:
                    if then is not None:
                        then(state)
                    shot(name)
                    next_step()

                QTimer.singleShot(400, after)

            window.new_conversation()
            window.chat_documents.choose(documents)
            window.input.set_mode("hybrid")
            window.answer_finished.connect(finished)
            window.input.edit.setPlainText(question)
            window.input.submit()

        def upgraded() -> None:
            server.fault, server.tokens = "ok", [w + " " for w in WAL.split()]
            # a general question: this chat searches no documents
            ask("upgraded", "What is a write-ahead log, in two sentences?", documents=())

        def kept_local() -> None:
            ask(
                "kept_local",
                "My ID number is 110101199003074573. Which form do I need to renew my residence "
                "permit?",
            )

        def fallback() -> None:
            server.fault = "http_500"
            ask(
                "fallback",
                "Explain the difference between TCP and UDP in one paragraph.",
                documents=(),
            )

        def cited() -> None:
            server.fault, server.tokens = "ok", [w + " " for w in LEAVE.split()]

            def preview(state: Any) -> None:
                answer = window.current_answer
                if answer is not None and state.citations:
                    answer.preview_citation(0)

            ask("cited", "How many days of paid annual leave do full-time employees get?", preview)

        def why_reopened() -> None:
            window.new_conversation()
            cid = conversations.get("cited")
            if cid is not None:
                window.conversations.select(cid)
            answers = window.chat.answers()
            if answers:
                dialog = window.show_why(answers[-1].state)
                dialog.details_button.setChecked(True)
                dialog.resize(640, 640)

                def grab() -> None:
                    shot("why_reopened", dialog)
                    results.append(
                        {"scene": "why_reopened", "text": dialog.view.toPlainText()[:400]}
                    )
                    dialog.close()
                    next_step()

                QTimer.singleShot(400, grab)
            else:
                next_step()

        def dark() -> None:
            apply_theme(app, "dark")
            window.conversations.select(conversations["kept_local"] or -1)
            QTimer.singleShot(400, lambda: (shot("dark"), apply_theme(app, "light"), next_step()))

        def chinese() -> None:
            translator = ZhTranslator.make(app)
            app.installTranslator(translator)
            window.conversations.select(conversations["fallback"] or -1)

            def done() -> None:
                shot("zh_CN")
                app.removeTranslator(translator)
                next_step()

            QTimer.singleShot(500, done)

        def documents_open() -> None:
            window.resize(1100, 720)
            window.documents_dock.show()
            window.conversations.select(conversations["cited"] or -1)

            def done() -> None:
                chat = window.chat
                results.append(
                    {
                        "scene": "documents_open",
                        "horizontal_scrollbar": chat.horizontalScrollBar().isVisible(),
                    }
                )
                shot("documents_open")
                next_step()

            QTimer.singleShot(600, done)

        steps += [kept_local, fallback, cited, why_reopened, dark, chinese, documents_open]
        QTimer.singleShot(500, upgraded)
        QTimer.singleShot(300_000, window.close)  # a bound, whatever happens
        with started.loop:
            started.loop.run_until_complete(closed.wait())
    for row in results:
        print(json.dumps(row, ensure_ascii=False), flush=True)
    by = {r["scene"]: r for r in results}
    ok = (
        by.get("upgraded", {}).get("badge_state") == "upgraded"
        and by.get("kept_local", {}).get("badge_state") == "kept_local"
        and by.get("fallback", {}).get("badge_state") == "fallback"
        and bool(by.get("cited", {}).get("citations"))
        and "why_reopened" in by
    )
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main(Path(sys.argv[1])))
