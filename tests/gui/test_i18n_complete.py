"""Issue 29, items 2-3: every UI language is complete. For each language in the picker, switch the
running window to it (live, as a user does), open every window, dialog, settings page, dock, menu
and the Why dialog for each kind of answer, and walk every visible string; fail listing each one
still in English, with the widget path it was found at.

"English" = an ASCII word that is neither a proper name (tests/gui/ui_strings.py) nor a word the
language's own translations use (so "local" passes in Spanish, "Status" in German). A second net:
a translator installed above the language's own records every tr() call that finds no
translation, so a string that is shown later (an error, a status line) is caught too.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QDialog, QWidget

from app.core import events as ev
from app.ui.answer.state import AnswerState
from app.ui.base.i18n import LANGUAGES
from app.ui.base.resources import I18N
from app.ui.chat.tool_approval import ToolApprovalDialog
from tests.gui.ui_strings import english_words, menu_strings, untranslated, visible_strings
from tests.support.replay import ReplayPipeline, load_events

pytestmark = pytest.mark.gui

TARGETS = [code for code in LANGUAGES if code not in ("system", "en")]
QUESTION = "你好吗？"  # the user's own words: no ASCII, so they never count as UI strings
ENDPOINTS = {"cloud", "cloud-x", "backup"}  # endpoint names are the user's, from settings


def _vocabulary(lang: str) -> set[str]:
    """ASCII words the language's own translations use."""
    tree = ET.parse(I18N / f"tandem_{lang}.ts")
    words: set[str] = set()
    for t in tree.getroot().iter("translation"):
        words.update(english_words(t.text or ""))
    return words


class MissRecorder(QTranslator):
    """Installed last (asked first): records each of Tandem's tr() calls no translator answers."""

    def __init__(self, below: list[QTranslator]) -> None:
        super().__init__()
        self.below = below
        self.misses: set[tuple[str, str]] = set()

    def translate(  # type: ignore[override]
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str | None:
        # None is a null QString: "not mine", Qt asks the next translator ("" would be a
        # translation to nothing).
        if not source or (len(context) > 1 and context[0] == "Q" and context[1].isupper()):
            return None
        for t in self.below:
            if t.translate(context, source, disambiguation, n):
                return None
        if english_words(source):
            self.misses.add((context, source))
        return None

    def isEmpty(self) -> bool:
        return False


# ------------------------------------------------------------------ answers for the Why dialog

RID = "0a1b2c3d"


def _state(events: Iterable[ev.AnyEvent], trace: dict[str, Any] | None = None) -> AnswerState:
    state = AnswerState(request_id=RID)
    for e in events:
        state.apply(e)
    if trace:
        state.trace = trace
    return state


def why_states() -> dict[str, tuple[AnswerState, dict[str, Any]]]:
    """One answer of each kind, as the pipeline reports them (reasons as the core words them)."""
    timings = ev.Timings(first_token_ms=310, draft_done_ms=2100, final_ms=2950)
    draft = [ev.DraftEvent(RID, "草稿 ") for _ in range(5)]
    local = [
        ev.PrivacyEvent(RID, "public", [], "send"),
        ev.RouteEvent(
            RID,
            "local",
            ["device"],
            [
                "local mode was requested",
                "SmolLM2 is unlikely to answer this well (p=0.41, threshold 0.55)",
                "the device is busy (load 1.3 per core)",
            ],
        ),
        *draft,
        ev.FinalEvent(RID, "local", "答案", timings=timings),
    ]
    upgraded = [
        ev.PrivacyEvent(RID, "internal", [], "send"),
        ev.RouteEvent(
            RID,
            "hybrid",
            ["device", "cloud"],
            [
                "hybrid mode: a local draft at once, the cloud answer replaces it",
                "a long prompt (4200 characters)",
                "local first; escalate to cloud if the draft's confidence "
                "(mean token log-prob) is below -1.30",
            ],
        ),
        ev.RetrievalEvent(RID, [ev.RetrievalHit("笔记.pdf", 3, 0.82)]),
        *draft,
        ev.UploadEvent(RID, "cloud", "public", False, 120),
        ev.UpgradeEvent(RID, "更好的答案"),
        ev.FinalEvent(
            RID,
            "cloud",
            "更好的答案",
            citations=[ev.Citation("笔记.pdf", 3)],
            timings=timings,
            cost=ev.Cost(tokens_in=300, tokens_out=40, usd=0.0004),
        ),
    ]
    redacted = [
        ev.PrivacyEvent(
            RID,
            "confidential",
            [ev.EntitySpan("PERSON", 0, 2), ev.EntitySpan("PHONE", 5, 16)],
            "redact",
        ),
        ev.RouteEvent(
            RID,
            "hybrid",
            ["device", "cloud"],
            [
                "the request is confidential: personal data is replaced by placeholders",
                "hybrid: a local draft at once, the cloud answer replaces it",
            ],
        ),
        *draft,
        ev.UploadEvent(RID, "cloud", "public", True, 80),
        ev.UpgradeEvent(RID, "答案"),
        ev.FinalEvent(RID, "cloud", "答案", level="confidential", timings=timings),
    ]
    fallback = [
        ev.PrivacyEvent(RID, "public", [], "send"),
        ev.RouteEvent(
            RID,
            "hybrid",
            ["device", "cloud"],
            [
                "cloud is slow (smoothed RTT 900 ms)",
                "cloud mode was requested",
            ],
        ),
        *draft,
        ev.UploadEvent(RID, "cloud", "public", False, 60),
        ev.FallbackEvent(RID, "timeout"),
        ev.FinalEvent(RID, "local", "草稿", timings=timings),
    ]
    kept = [
        ev.PrivacyEvent(RID, "restricted", [ev.EntitySpan("CN_ID_CARD", 0, 18)], "local"),
        ev.RouteEvent(
            RID,
            "local",
            ["device"],
            ["the request is restricted: it stays on the device (policy for the public zone)"],
        ),
        *draft,
        ev.FinalEvent(RID, "local", "草稿", level="restricted", timings=timings),
    ]
    trace_sent = {
        "sent_messages": [
            {"role": "system", "content": "你是助手"},
            {"role": "user", "content": QUESTION},
        ],
        "privacy": {
            "reasons": [
                "level confidential toward a public endpoint: policy says redact",
                "redacted PERSON ×1, PHONE ×1; the redacted text is internal",
            ]
        },
        "cloud": {"attempts": 2},
    }
    # (an error's own text, "cloud_error" and the like, is the library's words: not checked)
    trace_fail = {"cloud": {"attempts": 1}}
    return {
        "local": (_state(local), {}),
        "upgraded": (_state(upgraded), trace_sent),
        "redacted": (_state(redacted), trace_sent),
        "fallback": (_state(fallback), trace_fail),
        "kept": (_state(kept), {}),
    }


# ------------------------------------------------------------------ the walk


def _qt_words() -> set[str]:
    """Words Qt translates itself (qtbase): standard buttons and key names."""
    from PySide6.QtGui import QKeySequence
    from PySide6.QtWidgets import QDialogButtonBox

    buttons = QDialogButtonBox()
    for flag in QDialogButtonBox.StandardButton:
        if flag.value and flag.value & (flag.value - 1) == 0:  # single buttons only
            buttons.addButton(flag)
    texts = [b.text() for b in buttons.buttons()]
    buttons.deleteLater()
    for key in ("Ctrl+Shift+Alt+Meta+A", "Esc", "Del", "Ins", "Home", "End", "PgUp", "PgDown"):
        texts.append(QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText))
    for key in ("Return", "Enter", "Space", "Tab", "Backspace", "F2"):
        texts.append(QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText))
    words: set[str] = set()
    for text in texts:  # split plainly: the unit and key patterns would remove these
        words.update(w for w in re.split(r"[\s+,&()]+", text) if w)
    return words


def _clip(text: str, n: int = 160) -> str:
    text = " ".join(text.split())
    return text if len(text) <= n else text[: n - 1] + "…"


def _catalog_names() -> set[str]:
    """Model names and licences from the catalog (names, not words to translate)."""
    import tomllib

    from app.ui.base.resources import ROOT

    data = tomllib.loads((ROOT / "models" / "catalog.toml").read_text(encoding="utf-8"))
    out: set[str] = set()
    for entry in data.get("model", []):
        for key in ("name", "display", "license", "quant", "file"):
            out.update(str(entry.get(key, "")).replace("(bundled)", "").split())
    return out


def _settle(qtbot: Any, ms: int = 50) -> None:
    qtbot.wait(ms)
    QApplication.processEvents()


@pytest.mark.parametrize("lang", TARGETS)
def test_every_visible_string_is_translated(
    lang: str, qtbot: Any, qapp: Any, make_window: Any, tandem_home: Any
) -> None:
    from app.ui.answer.why_panel import WhyDialog
    from app.ui.base.i18n import Translations
    from app.ui.chat.system_prompt import SystemPromptButton
    from app.ui.documents.collection_parts import NewCollectionDialog
    from app.ui.mainwindow.tray import TrayIcon
    from app.ui.mainwindow.welcome import WelcomeDialog

    translations = Translations(qapp)
    window = make_window(ReplayPipeline(load_events(), delay_s=0.0))
    window.ask(QUESTION)
    answer = window.chat.answers()[0]
    qtbot.waitUntil(lambda: answer.state.final is not None, timeout=5000)
    attached = tandem_home / "notes.txt"  # a file chip above the question box (issue 28)
    attached.write_text("The parcel leaves dock 7.", encoding="utf-8")
    window.attach_files([attached])
    qtbot.waitUntil(lambda: len(window.files.items) == 1, timeout=10_000)

    recorder = MissRecorder([])
    try:
        assert translations.apply(lang) == lang
        recorder.below = list(translations._installed)
        QCoreApplication.installTranslator(recorder)  # LanguageChange again: all re-translated
        _settle(qtbot, 100)
        found: list[tuple[str, str]] = []

        def walk(root: QWidget, name: str) -> None:
            for where, text in visible_strings(root):
                found.append((f"{name}: {where}", text))

        walk(window, "MainWindow")
        window.documents_dock.show()
        window.monitor_dock.show()
        _settle(qtbot, 200)
        walk(window.documents_dock, "DocumentsDock")
        walk(window.monitor_dock, "MonitorDock")

        dialog = window.open_settings()
        for i in range(dialog.tabs.count()):
            dialog.tabs.setCurrentIndex(i)
            _settle(qtbot, 100)
            if dialog.tabs.currentWidget() is dialog.models_page:
                table = dialog.models_page.table
                qtbot.waitUntil(lambda t=table: t.rowCount() > 0, timeout=10_000)
                for r in range(min(table.rowCount(), 3)):
                    table.selectRow(r)
                    _settle(qtbot)
                    walk(dialog, f"Settings[{dialog.tabs.tabText(i)}, row {r}]")
            walk(dialog, f"Settings[{dialog.tabs.tabText(i)}]")
        dialog.close()

        for kind, (state, trace) in why_states().items():
            why = WhyDialog(state, window, trace=trace)
            qtbot.addWidget(why)
            why.show()
            why.details_button.setChecked(True)
            _settle(qtbot)
            walk(why, f"Why[{kind}]")
            why.close()

        better = {
            "name": "qwen2.5-1.5b-instruct",
            "display": "Qwen2.5 1.5B Instruct",
            "approx_mb": 1120,
        }
        welcome = WelcomeDialog(window, better)  # with the best-fit model offered
        qtbot.addWidget(welcome)
        welcome.show()
        _settle(qtbot)
        walk(welcome, "Welcome")
        welcome.close()

        # the answer's diff, the chat's instructions, a new document collection, the tray menu
        answer.show_diff()
        _settle(qtbot)
        diff = window.findChild(QDialog, "diffDialog")
        assert diff is not None
        walk(diff, "Diff")
        diff.close()
        editor = window.findChild(SystemPromptButton).open_editor()
        _settle(qtbot)
        walk(editor, "SystemPrompt")
        editor.close()
        collection = NewCollectionDialog(window)
        qtbot.addWidget(collection)
        collection.show()
        _settle(qtbot)
        walk(collection, "NewCollection")
        collection.close()
        approval = ToolApprovalDialog(
            "shop_orders", "lookup_order", "", {"order": "4471"}, window
        )  # a tool that is not auto-approved
        qtbot.addWidget(approval)
        approval.show()
        _settle(qtbot)
        walk(approval, "ToolApproval")
        approval.close()
        tray = TrayIcon(window, QIcon(), window.action_set.quit)
        found.extend(menu_strings(tray.menu, "Tray"))
        tray.deleteLater()

        shortcuts = window.action_set.help.show_shortcuts()
        _settle(qtbot)
        walk(shortcuts, "Shortcuts")
        shortcuts.close()
        found.append(("About", window.action_set.help.about_text()))

        extra = (
            _vocabulary(lang)
            | _qt_words()
            | ENDPOINTS
            | _catalog_names()
            | set(" ".join(LANGUAGES.values()).split())
        )
        bad = untranslated(found, extra)
        misses = sorted(recorder.misses)
        lines = [f"  {where}: {' '.join(words)!r} in {_clip(text)!r}" for where, text, words in bad]
        lines += [f"  tr({context!r}, {source!r}) has no translation" for context, source in misses]
        assert not lines, (
            f"{len(lines)} untranslated string(s) in the {lang} UI (add them to i18n/{lang}.py, "
            "then run i18n/build.py; see i18n/README.md):\n" + "\n".join(lines)
        )
    finally:
        QCoreApplication.removeTranslator(recorder)
        translations.apply("en")
