"""Issue 16, one test per broken item the window owns, plus the outcomes made visible: each
fails on the code before the fix (reopened answers lost their record, bare-name citations,
collections ignored until the Documents panel opened, clipped cards, instant delete, Apply
resetting the mode, multi-line titles, silent truncation, the env key shown as stored)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtWidgets import QTextBrowser

from app.core.config import Settings
from app.core.store.history import History
from app.core.store.traces import TraceStore
from tests.gui import scenarios as sc

pytestmark = pytest.mark.gui


def finished(qtbot: Any, window: Any, n: int = 1) -> Any:
    qtbot.waitUntil(lambda: len(window.chat.answers()) >= n, timeout=5000)
    answer = window.chat.answers()[n - 1]
    qtbot.waitUntil(lambda: answer.state.final is not None, timeout=10_000)
    qtbot.waitUntil(lambda: not window.bridge.running("answer"), timeout=5000)
    return answer


# ---------------------------------------------------------------- 2. the record after reopening

STORED_TRACE: dict[str, Any] = {
    "request_id": "r-reopen-1",
    "question": "Call Zhang Wei on 13812345678 about the VPN, what profile?",
    "mode": "hybrid",
    "collections": ["it"],
    "privacy": {
        "level": "confidential",
        "action": "redact",
        "entities": [
            {"type": "PERSON", "start": 5, "end": 14},
            {"type": "PHONE", "start": 18, "end": 29},
        ],
        "redactions": {"[PERSON_1]": "PERSON", "[PHONE_1]": "PHONE"},
        "reasons": ["PERSON and PHONE found: confidential"],
    },
    "route": {"plan": "hybrid", "endpoints": ["device", "cloud"], "reasons": ["hybrid mode"]},
    "retrieval": [
        {"source": "vpn_guide.html", "page": None, "score": 0.63, "collection": "it"},
    ],
    "upload": {
        "endpoint": "cloud",
        "trust_zone": "public",
        "redacted": True,
        "chars": 57,
        "text": "Call [PERSON_1] on [PHONE_1] about the VPN, what profile?",
    },
    "draft_stopped": True,
    "source": "cloud",
    "fallback": None,
    "timings": {"first_token_ms": 420.0, "draft_done_ms": 650.0, "final_ms": 1900.0},
    "cost": {"tokens_in": 120, "tokens_out": 30, "usd": 0.0003},
    "draft_text": "The",
    "final_text": "Use the **Staff-Split** profile.",
}


def test_reopened_answer_keeps_level_redactions_text_sent_sources_and_cut_draft(
    qtbot: Any, make_window: Any
) -> None:
    history = History()
    cid = history.create_conversation("VPN")
    history.add_message(cid, "user", STORED_TRACE["question"])
    history.add_message(
        cid,
        "assistant",
        STORED_TRACE["final_text"],
        draft_text="The",
        source="cloud",
        trace_id="r-reopen-1",
    )
    traces = TraceStore()
    traces.save("r-reopen-1", STORED_TRACE)
    traces.close()
    # a fresh window, as after a restart: no pipeline has been built
    window = make_window(sc.ScenarioPipeline(sc.upgraded()), history=history)
    window.conversations.select(cid)
    [answer] = window.chat.answers()
    assert answer.badge_state() == "upgraded"
    assert "2 items hidden from the cloud" in answer.outcome.text()
    assert "vpn_guide.html" in answer.citations.text() and answer.citations.isVisibleTo(answer)
    why = window.show_why(answer.state)
    qtbot.addWidget(why)
    text = why.text()
    assert "Confidential" in text and "name" in text and "phone number" in text
    assert "Call [PERSON_1] on [PHONE_1] about the VPN" in text  # the exact text sent
    assert "57 characters to cloud" in text
    assert "PERSON and PHONE found" in text
    assert "Sent off the device\nNothing" not in text
    answer.flip()
    assert answer.body.text() == "The"
    assert answer.notice.isVisibleTo(answer) and "cut short" in answer.notice.text()


def test_reopened_answer_without_a_trace_still_shows(qtbot: Any, make_window: Any) -> None:
    history = History()
    cid = history.create_conversation("old")
    history.add_message(cid, "user", "q")
    history.add_message(cid, "assistant", "a", draft_text="d", source="local", trace_id="gone")
    window = make_window(sc.ScenarioPipeline(sc.upgraded()), history=history)
    window.conversations.select(cid)
    [answer] = window.chat.answers()
    assert answer.badge_state() == "local" and answer.body.text() == "a"
    why = window.show_why(answer.state)
    qtbot.addWidget(why)
    assert "this device wrote this answer" in why.text()


# ---------------------------------------------------------------- 3. citations open the file


@pytest.fixture
def indexed_docs(tmp_path: Path, shared_data: Path, tandem_home: Path) -> Path:
    """A folder indexed for real into collection "handbook" by ``tandem index`` in its own
    process (Chroma and the embedder stay out of the GUI test process; the window itself only
    reads the index's manifest for paths and passages)."""
    folder = tmp_path / "handbook"
    folder.mkdir()
    for name in ("printer_manual.pdf", "leave_policy.md"):
        shutil.copy(shared_data / "corpus" / "docs" / name, folder / name)
    env = dict(os.environ, TANDEM_HOME=str(tandem_home))
    done = subprocess.run(
        [sys.executable, "-m", "app", "index", str(folder), "--collection", "handbook"],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    return folder


@pytest.mark.integration
def test_citation_opens_full_path_pdf_page_and_previews_passage(
    qtbot: Any, make_window: Any, indexed_docs: Path
) -> None:
    pipeline = sc.ScenarioPipeline(sc.cited([("printer_manual.pdf", 1), ("leave_policy.md", None)]))
    window = make_window(pipeline)
    opened: list[QUrl] = []
    window.open_url = opened.append  # the offscreen platform cannot open files
    window.ask("Where are toner cartridges stored?")
    answer = finished(qtbot, window)
    assert answer.citations.text().count('href="cite:') == 2
    with qtbot.waitSignal(answer.citation_activated):
        answer.citations.linkActivated.emit("cite:0")
    [url] = opened
    assert url.toLocalFile() == str(indexed_docs / "printer_manual.pdf")
    assert url.fragment() == "page=1"
    answer.citations.linkActivated.emit("cite:1")
    assert opened[1].toLocalFile() == str(indexed_docs / "leave_policy.md")
    preview = answer.preview_citation(0)
    assert preview.isVisible() and "cabinet B" in preview.text.text()
    assert "printer_manual.pdf" in preview.title.text() and "page 1" in preview.title.text()
    answer.hide_preview()
    assert not preview.isVisible()


# ---------------------------------------------------------------- 4. collections after a restart


def test_indexed_collections_are_used_without_opening_the_documents_panel(
    qtbot: Any, make_window: Any
) -> None:
    from app.core.rag.document_store import DocumentStore

    with DocumentStore() as store:  # indexed in an earlier session
        store.ensure_collection("handbook", "internal")
        store.ensure_collection("notes", "confidential")
    pipeline = sc.ScenarioPipeline(sc.upgraded())
    window = make_window(pipeline)
    assert not window.documents_dock.isVisible()
    window.ask("How many leave days?")
    finished(qtbot, window)
    assert set(pipeline.requests[0].collections) == {"handbook", "notes"}


# ---------------------------------------------------------------- 5. the chat's documents switch


def test_documents_switch_per_chat_none_or_some_and_it_is_remembered(
    qtbot: Any, make_window: Any
) -> None:
    from app.core.rag.document_store import DocumentStore

    with DocumentStore() as store:
        store.ensure_collection("handbook", "internal")
        store.ensure_collection("notes", "confidential")
    pipeline = sc.ScenarioPipeline(sc.upgraded())
    window = make_window(pipeline)
    window.chat_documents.choose(())  # "No documents", before the chat exists
    assert window.chat_documents.text() == "Documents: none"
    window.ask("Format this list as a table")
    finished(qtbot, window)
    assert pipeline.requests[0].collections == ()
    first = window.conversation_id
    window.new_conversation()
    assert window.chat_documents.text() == "Documents: all"
    window.chat_documents.choose(("notes",))
    window.ask("What did the notes say?")
    finished(qtbot, window)
    assert pipeline.requests[1].collections == ("notes",)
    window.conversations.select(first)  # reopening the first chat brings its choice back
    assert window.chat_documents.choice() == ()
    window.ask("and again")
    finished(qtbot, window)
    assert pipeline.requests[2].collections == ()


# ---------------------------------------------------------------- 6. no clipping


def test_documents_panel_open_at_default_size_clips_nothing(qtbot: Any, make_window: Any) -> None:
    window = make_window(sc.ScenarioPipeline(sc.upgraded()))
    window.resize(1100, 720)
    window.documents_dock.show()
    window.ask("What is a write-ahead log?")
    answer = finished(qtbot, window)
    for width in (1100, 1500, 1100):  # wider, then back to the default: still nothing clipped
        window.resize(width, 720)
        qtbot.wait(100)
        assert not window.chat.horizontalScrollBar().isVisible()
        viewport = window.chat.viewport()
        right = viewport.mapToGlobal(viewport.rect().topRight()).x()
        for button in [*answer.action_buttons(), answer.badge]:
            if button.isVisibleTo(window):
                edge = button.mapToGlobal(button.rect().topRight()).x()
                assert edge <= right, (width, button.text())


# ---------------------------------------------------------------- 7. delete offers undo


def test_delete_offers_undo_then_deletes_for_good(qtbot: Any, make_window: Any) -> None:
    history = History()
    a = history.create_conversation("Keep me")
    history.add_message(a, "user", "hello")
    window = make_window(sc.ScenarioPipeline(sc.upgraded()), history=history)
    conv = window.conversations
    conv.select(a)
    conv.delete_button.click()
    assert conv.ids() == [] and conv.undo_bar.isVisible()
    assert [c.id for c in history.list_conversations()] == [a]  # not gone yet
    conv.undo_button.click()
    assert conv.ids() == [a] and window.conversation_id == a
    assert [m.text for m in history.messages(a)] == ["hello"]
    conv.select(a)
    conv._undo_timer.setInterval(50)
    conv.delete_button.click()
    qtbot.waitUntil(lambda: history.list_conversations() == [], timeout=2000)
    assert not conv.undo_bar.isVisible()


# ---------------------------------------------------------------- 8. Apply keeps the mode


def test_apply_in_settings_keeps_the_chats_mode(qtbot: Any, make_window: Any) -> None:
    window = make_window(sc.ScenarioPipeline(sc.upgraded()))
    window.input.set_mode("local")
    dialog = window.open_settings()
    qtbot.addWidget(dialog)
    dialog.save()  # Apply, default mode unchanged ("auto")
    assert window.input.selected_mode() == "local"
    dialog._select(dialog.mode, "cloud")
    dialog.save()  # a changed default does move the picker
    assert window.input.selected_mode() == "cloud"


# ---------------------------------------------------------------- 9. one-line titles


def test_multi_line_question_gives_a_one_line_title(qtbot: Any, make_window: Any) -> None:
    pipeline = sc.ScenarioPipeline(sc.upgraded())
    window = make_window(pipeline)
    window.ask("Summarise this:\n\nline one\nline two\n  line three")
    finished(qtbot, window)
    title = window.history.get_conversation(window.conversation_id).title
    assert "\n" not in title and title.startswith("Summarise this: line one")
    shown = [
        window.conversations.list.item(i).text() for i in range(window.conversations.list.count())
    ]
    assert all("\n" not in t for t in shown)
    assert "Today" in shown  # grouped by date


# ---------------------------------------------------------------- 11. cut at the token limit


def test_answer_cut_at_the_token_limit_says_so_and_continues(qtbot: Any, make_window: Any) -> None:
    pipeline = sc.ScenarioPipeline(sc.cut_at_limit(12), sc.upgraded(), draft_max_tokens=12)
    window = make_window(pipeline)
    window.ask("Explain WAL in detail")
    answer = finished(qtbot, window)
    assert answer.state.truncated
    assert answer.notice.isVisibleTo(answer) and "length limit" in answer.notice.text()
    assert answer.notice_button.isVisibleTo(answer) and answer.notice_button.text() == "Continue"
    answer.notice_button.click()
    qtbot.waitUntil(lambda: len(pipeline.requests) == 2, timeout=2000)
    # issue 30: the same question, continued from the cut text (test_window_day_continue.py)
    assert pipeline.requests[1].question == "Explain WAL in detail"
    assert (
        pipeline.requests[1].continues
        == answer.versions[0].draft[: len(pipeline.requests[1].continues)]
    )
    assert pipeline.requests[1].conversation_id == pipeline.requests[0].conversation_id


def test_complete_local_answer_has_no_length_notice(qtbot: Any, make_window: Any) -> None:
    window = make_window(sc.ScenarioPipeline(sc.cut_at_limit(12), draft_max_tokens=256))
    window.ask("q")
    answer = finished(qtbot, window)
    assert not answer.state.truncated and not answer.notice.isVisibleTo(answer)
    assert "12 tokens" in answer.stats.text() and " s" in answer.stats.text()


# ---------------------------------------------------------------- 12. key from the environment


def test_settings_say_the_key_and_cloud_come_from_the_environment(
    qtbot: Any, qloop: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.ui.base.bridge import AsyncBridge
    from app.ui.settings.dialog import SettingsDialog

    monkeypatch.setenv("TANDEM_CLOUD_API_KEY", "sk-env-only-0123456789")
    monkeypatch.setenv("TANDEM_CLOUD_BASE_URL", "http://127.0.0.1:8099/v1")
    monkeypatch.setenv("TANDEM_CLOUD_MODEL", "loopback")
    dialog = SettingsDialog(Settings(), AsyncBridge(qloop))
    qtbot.addWidget(dialog)
    for preset in ("openai", "deepseek"):
        dialog.provider.setCurrentIndex(dialog.provider.findData(preset))
        # the keyring is asked off the GUI thread: wait for its answer
        qtbot.waitUntil(lambda: "environment" in dialog.keyring_status.text(), timeout=10_000)
        status = dialog.keyring_status.text()
        assert "stored in the keyring" not in status
    assert dialog.env_status.isVisibleTo(dialog)
    assert "http://127.0.0.1:8099/v1" in dialog.env_status.text()
    assert "loopback" in dialog.env_status.text()
    assert "sk-env" not in dialog.env_status.text()
    assert dialog.provider.itemText(dialog.provider.findData("deepseek")) == "DeepSeek"


# ---------------------------------------------------------------- outcomes made visible


def test_kept_local_badge_names_what_was_kept(qtbot: Any, make_window: Any) -> None:
    window = make_window(sc.ScenarioPipeline(sc.kept_local()))
    window.ask(sc.ID_QUESTION)
    answer = finished(qtbot, window)
    assert answer.badge_state() == "kept_local"
    assert answer.badge.text() == "Kept on this device: ID number"
    why = window.show_why(answer.state)
    qtbot.addWidget(why)
    text = why.view.toPlainText()
    assert "stayed on this device" in text and "send" not in text.lower().split("sent")[0]
    assert "Privacy action" not in why.text()


def test_redacted_upgrade_says_how_many_items_were_hidden(qtbot: Any, make_window: Any) -> None:
    window = make_window(sc.ScenarioPipeline(sc.redacted_upgrade()))
    window.ask("note")
    answer = finished(qtbot, window)
    assert answer.badge_state() == "upgraded"
    assert answer.outcome.text() == "1 item hidden from the cloud (phone number)"


def test_fallback_in_words_with_retry(qtbot: Any, make_window: Any) -> None:
    pipeline = sc.ScenarioPipeline(sc.fallback("timeout"), sc.upgraded())
    window = make_window(pipeline)
    window.ask("What is a write-ahead log?")
    answer = finished(qtbot, window)
    assert answer.badge_state() == "fallback"
    assert answer.notice.text() == "The cloud did not answer in 20 s — your device's answer stands."
    assert "timeout" not in answer.badge.text() and "timeout" not in answer.notice.text()
    assert answer.notice_button.text() == "Retry" and answer.notice_button.isVisibleTo(answer)
    answer.notice_button.click()
    qtbot.waitUntil(lambda: len(answer.versions) == 2 and answer.state.done, timeout=5000)
    assert pipeline.requests[1].question == "What is a write-ahead log?"
    # issue 30: a new version of the same answer, not a second turn
    assert window.chat.answers() == [answer] and answer.badge_state() == "upgraded"


def test_budget_fallback_offers_no_retry(qtbot: Any, make_window: Any) -> None:
    window = make_window(sc.ScenarioPipeline(sc.fallback("budget")))
    window.ask("q")
    answer = finished(qtbot, window)
    assert "budget is spent" in answer.notice.text()
    assert not answer.notice_button.isVisibleTo(answer)


def test_empty_chat_example_prompt_asks_it(qtbot: Any, make_window: Any) -> None:
    pipeline = sc.ScenarioPipeline(sc.upgraded())
    window = make_window(pipeline)
    assert window.chat.examples.isVisibleTo(window)
    button = window.chat.examples.buttons[0]
    button.click()
    finished(qtbot, window)
    assert pipeline.requests[0].question == button.text()
    assert not window.chat.examples.isVisibleTo(window)


def test_copy_says_copied(qtbot: Any, make_window: Any) -> None:
    window = make_window(sc.ScenarioPipeline(sc.upgraded()))
    window.ask("q")
    answer = finished(qtbot, window)
    answer.copy_button.click()
    assert answer.copy_button.text() == "Copied"
    qtbot.waitUntil(lambda: answer.copy_button.accessibleName() == "Copy", timeout=3000)
    assert answer.copy_button.text() == ""  # back to the icon alone


def test_help_menu_lists_the_real_shortcuts_and_about(qtbot: Any, make_window: Any) -> None:
    window = make_window(sc.ScenarioPipeline(sc.upgraded()))
    help_menu = window.action_set.help
    assert help_menu.menu.title() == "&Help"
    rows = dict(help_menu.shortcut_rows())
    assert rows["New conversation"] == "Ctrl+N" and rows["Stop answer"] == "Esc"
    dialog = help_menu.show_shortcuts()
    qtbot.addWidget(dialog)
    assert "Ctrl+N" in dialog.findChild(QTextBrowser).toPlainText()
    assert "Tandem 0.1.0" in help_menu.about_text()


def test_badge_counts_while_the_cloud_is_asked(qtbot: Any, make_window: Any) -> None:
    slow = sc.ScenarioPipeline(sc.fallback("timeout"), delay_s=0.05)
    window = make_window(slow)
    window.ask("q")
    qtbot.waitUntil(lambda: bool(window.chat.answers()), timeout=3000)
    answer = window.chat.answers()[0]
    qtbot.waitUntil(lambda: answer.state.route is not None, timeout=3000)
    answer._started -= 3  # as if asked three seconds ago
    qtbot.waitUntil(lambda: "cloud answering… " in answer.badge.text(), timeout=3000)
    seconds = int(answer.badge.text().rsplit("… ", 1)[1].split()[0])
    assert seconds >= 3
    finished(qtbot, window)
    assert "answering" not in answer.badge.text()


def test_code_blocks_have_background_highlighting_and_copy(qtbot: Any, make_window: Any) -> None:
    from PySide6.QtGui import QGuiApplication, QTextFormat

    from app.core import events as ev

    code = "def is_palindrome(s):\n    return s == s[::-1]  # reversed"
    text = f"Here it is:\n\n```python\n{code}\n```\n\nDone."
    rid = "code0001"
    stream = [
        ev.PrivacyEvent(rid, "public", [], "send"),
        ev.RouteEvent(rid, "local", ["device"], ["local mode"]),
        *[ev.DraftEvent(rid, w + " ") for w in text.split(" ")],
        ev.FinalEvent(rid, "local", text),
    ]
    window = make_window(sc.ScenarioPipeline(stream))
    window.ask("palindrome")
    answer = finished(qtbot, window)
    body = answer.body
    assert body.code_blocks == [code]
    assert body.text() == text  # the source is kept; the copy link is only shown
    block, tinted, coloured = body.document().begin(), 0, 0
    while block.isValid():
        if block.blockFormat().hasProperty(QTextFormat.Property.BlockCodeFence):
            tinted += block.blockFormat().background().style() != 0
            coloured += any(
                block.begin().fragment().charFormat().foreground().color().name() != "#000000"
                for _ in [0]
            )
        block = block.next()
    assert tinted == 2 and coloured >= 1
    assert "Copy code" in body.toPlainText()
    from PySide6.QtCore import QUrl

    body.anchorClicked.emit(QUrl("copy-code:0"))
    assert QGuiApplication.clipboard().text() == code
    assert answer.copy_button.text() == "Code copied"


def test_new_collection_asks_name_and_label_and_files_show_their_state(
    qtbot: Any, qloop: Any, services: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from PySide6.QtCore import QTimer

    from app.core.rag.manifest import FileRecord
    from app.ui.base.bridge import AsyncBridge
    from app.ui.documents.collection_parts import NewCollectionDialog
    from app.ui.documents.panel import DocumentsPanel

    panel = DocumentsPanel(AsyncBridge(qloop), services.documents)
    qtbot.addWidget(panel)

    def fill() -> None:
        dialog = panel.findChild(NewCollectionDialog)
        assert dialog is not None and not dialog.ok.isEnabled()  # no name, no OK
        dialog.name.setText("medical")
        dialog.label.setCurrentIndex(dialog.label.findData("restricted"))
        assert dialog.label.currentText() == "restricted"
        dialog.accept()

    QTimer.singleShot(100, fill)
    with qtbot.waitSignal(panel.collections_changed, timeout=30_000):
        panel.new_collection()  # created off the GUI thread
    assert panel.current_collection() == "medical"
    assert panel.label.currentData() == "restricted"
    files = {
        str(tmp_path / "a.md"): FileRecord(str(tmp_path / "a.md"), "h", "done", 3, ""),
        str(tmp_path / "b.pdf"): FileRecord(str(tmp_path / "b.pdf"), "h", "failed", 0, "no text"),
    }
    monkeypatch.setattr(panel.store.manifest, "files", lambda _name: files)
    panel.refresh()
    rows = [
        (panel.files.topLevelItem(i).text(0), panel.files.topLevelItem(i).text(1))
        for i in range(panel.files.topLevelItemCount())
    ]
    assert rows == [("a.md", "indexed · 3 passages"), ("b.pdf", "failed: no text")]
    assert panel.retry_button.isVisibleTo(panel)
    asked: list[list[Path]] = []
    monkeypatch.setattr(panel, "index", lambda paths, collection=None: asked.append(paths))
    panel.retry_button.click()
    assert asked == [[tmp_path / "b.pdf"]]
    panel.close_store()


def test_regenerate_adds_a_version_in_the_same_card_and_edit_resends(
    qtbot: Any, make_window: Any
) -> None:
    pipeline = sc.ScenarioPipeline(sc.fallback("timeout"), sc.upgraded(), sc.upgraded())
    window = make_window(pipeline)
    window.ask("What is a write-ahead log?")
    answer = finished(qtbot, window)
    assert not answer.version_label.isVisibleTo(answer)
    answer.regenerate_button.click()
    qtbot.waitUntil(lambda: answer.live.final is not None, timeout=10_000)
    qtbot.waitUntil(lambda: not window.bridge.running("answer"), timeout=5000)
    assert window.chat.answers() == [answer]  # the same card, a second version
    assert answer.version_label.text() == "2/2" and answer.badge_state() == "upgraded"
    answer.prev_version.click()
    assert answer.version_label.text() == "1/2" and answer.badge_state() == "fallback"
    answer.next_version.click()
    assert answer.badge_state() == "upgraded"
    [question] = [w for w in window.chat.widgets() if w not in window.chat.answers()]
    question.edit_button.click()
    assert window.input.edit.toPlainText() == "What is a write-ahead log?"
    assert pipeline.requests[1].question == "What is a write-ahead log?"


def test_reopened_regenerated_answer_keeps_its_versions(qtbot: Any, make_window: Any) -> None:
    history = History()
    cid = history.create_conversation("WAL")
    from app.core.store.traces import TraceStore

    traces = TraceStore()  # issue 30: the regenerate's trace names the answer it redid
    traces.save("try-2", {"source": "cloud", "version_of": "try-1"})
    traces.close()
    for text, source, rid in (("first try", "local", "try-1"), ("second try", "cloud", "try-2")):
        history.add_message(cid, "user", "What is WAL?")
        history.add_message(cid, "assistant", text, source=source, trace_id=rid)
    window = make_window(sc.ScenarioPipeline(sc.upgraded()), history=history)
    window.conversations.select(cid)
    [answer] = window.chat.answers()
    assert answer.version_label.text() == "2/2" and answer.body.text() == "second try"
    answer.prev_version.click()
    assert answer.body.text() == "first try"
