"""Issue 30, item 13, the rest: the key field's Show becomes Hide; the rename dialog shows the
whole title and the chat keeps its place; a draft cut before its first word shows no empty
body and Why does not say the draft came first; Speak with no audio device does not stay Stop."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QInputDialog, QLineEdit, QTabWidget

from app.core import events as ev
from app.core.config import Settings
from app.core.store.history import History
from tests.gui.test_issue16 import finished
from tests.support.replay import ReplayPipeline, load_events

pytestmark = pytest.mark.gui


def test_the_key_fields_show_becomes_hide(qtbot: Any, qloop: Any) -> None:
    from app.ui.base.bridge import AsyncBridge
    from app.ui.settings.dialog import SettingsDialog

    dialog = SettingsDialog(Settings(), AsyncBridge(qloop))
    qtbot.addWidget(dialog)
    assert dialog.show_key.text() == "Show"
    dialog.show_key.click()
    assert dialog.api_key.echoMode() == QLineEdit.EchoMode.Normal
    assert dialog.show_key.text() == "Hide" and "Hide" in dialog.show_key.toolTip()
    dialog.show_key.click()
    assert dialog.api_key.echoMode() == QLineEdit.EchoMode.Password
    assert dialog.show_key.text() == "Show"


def test_rename_shows_the_whole_title_and_keeps_the_chats_place(
    qtbot: Any, make_window: Any
) -> None:
    history = History()
    long_title = "Travel receipts for the Shenzhen and Hong Kong trip in November"
    old = history.create_conversation(long_title)
    history.add_message(old, "user", "Which receipts do I need?")
    newer = history.create_conversation("Lunch menu")
    history.add_message(newer, "user", "What is for lunch?")
    window = make_window(ReplayPipeline(load_events()), history=history)
    conv = window.conversations
    assert conv.ids() == [newer, old]
    conv.select(old)
    seen: dict[str, Any] = {}

    def answer_dialog() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QInputDialog)
        edit = dialog.findChild(QLineEdit)
        seen["room"] = edit.width() - edit.fontMetrics().horizontalAdvance(long_title)
        edit.setText(long_title + " (done)")
        dialog.accept()

    QTimer.singleShot(200, answer_dialog)
    conv.rename_current()
    assert seen["room"] > 0, f"the title is clipped by {-seen['room']} px"
    assert history.get_conversation(old).title == long_title + " (done)"
    assert conv.ids() == [newer, old]  # renaming is no activity: the chat stays where it was
    assert [c.id for c in history.list_conversations()] == [newer, old]


def _cloud_first(rid: str = "nodraft1") -> list[ev.AnyEvent]:
    """The cloud's answer arrived before the device's first word (the draft was stopped)."""
    return [
        ev.PrivacyEvent(rid, "public", [], "send"),
        ev.RouteEvent(rid, "hybrid", ["device", "cloud"], ["hybrid mode"]),
        ev.RetrievalEvent(rid, []),
        ev.UploadEvent(rid, "cloud", "public", False, 120),
        ev.UpgradeEvent(rid, "Paris is the capital of France."),
        ev.FinalEvent(
            rid, "cloud", "Paris is the capital of France.", timings=ev.Timings(400.0, None, 450.0)
        ),
    ]


def test_a_draft_cut_before_its_first_word_shows_no_empty_body(
    qtbot: Any, make_window: Any
) -> None:
    from app.ui.answer.why_panel import WhyDialog

    window = make_window(ReplayPipeline(_cloud_first()))
    window.ask("What is the capital of France?")
    answer = finished(qtbot, window)
    assert answer.state.upgraded and answer.state.draft == ""
    assert not answer.flip_button.isVisibleTo(answer)  # "Show draft" would show nothing
    assert not answer.diff_button.isVisibleTo(answer)
    assert answer.displayed_text() == "Paris is the capital of France."
    why = WhyDialog(answer.state)
    qtbot.addWidget(why)
    text = why.text()
    assert "the device's draft came first" not in text
    assert "came before the device's first word" in text


# Qt Multimedia says, while it looks for a device, that it found none (va, PulseAudio).
@pytest.mark.qt_log_level_fail("CRITICAL")
def test_speak_with_no_audio_device_does_not_stay_stop(qtbot: Any, make_window: Any) -> None:
    from app.ui.voice.speech_player import SpeechPlayer, audio_output_problem
    from tests.support.voice_fakes import FakeTTSEngine

    if audio_output_problem() is None:
        pytest.skip("this machine has an audio output")
    window = make_window(ReplayPipeline(load_events(), delay_s=0.005))
    features = window.voice_chat
    # The real player, wanting the default output (there is none here), at real speed: the
    # answer is some seconds of speech, which used to run on a silent clock as "Stop".
    features.speech.use(SpeechPlayer(window, clock_speed=1.0), FakeTTSEngine())
    window.ask("What is a write-ahead log?")
    answer = finished(qtbot, window)
    qtbot.mouseClick(answer.speak_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Speech:" in window.statusBar().currentMessage(), timeout=5000)
    assert "no audio output device" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: answer.speak_button.accessibleName() == "Speak", timeout=1000)
    assert not features.speech.speaking and not features.speech.player.playing


def test_the_privacy_tables_choices_are_not_clipped(qtbot: Any, qloop: Any) -> None:
    from app.ui.base.bridge import AsyncBridge
    from app.ui.settings.dialog import SettingsDialog
    from app.ui.settings.policy_table import LEVELS, ZONES, PolicyTable

    dialog = SettingsDialog(Settings(), AsyncBridge(qloop))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    table = dialog.findChild(PolicyTable)
    for tabs in dialog.findChildren(QTabWidget):
        for i in range(tabs.count()):
            if tabs.widget(i).isAncestorOf(table):
                tabs.setCurrentIndex(i)
    qtbot.waitUntil(table.isVisible, timeout=2000)
    qtbot.wait(50)
    for level in LEVELS:
        for zone in ZONES:
            combo = table.combo(level, zone)
            combo.setCurrentIndex(combo.findData("redact"))  # the longest choice
            need = combo.sizeHint().width()
            assert combo.width() >= need - 2, f"{level}/{zone}: {combo.width()} < {need} px"
