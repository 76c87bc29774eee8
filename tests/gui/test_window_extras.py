"""First-run welcome, citations, copy, regenerate, a dropped audio file, Test connection."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMimeData, QPoint, Qt, QUrl
from PySide6.QtGui import QDropEvent, QGuiApplication
from PySide6.QtWidgets import QDialog, QLabel

from app.core.config import Settings, load_settings
from app.core.events import Citation, FinalEvent
from tests.support.replay import ReplayPipeline, load_events

pytestmark = pytest.mark.gui


def test_first_run_welcome_once_then_cloud_setup(qtbot: Any, make_window: Any) -> None:
    window = make_window(ReplayPipeline(load_events()))
    window.settings.ui.first_run_done = False
    welcome = window.first_run()
    assert welcome is not None and welcome.isVisible()
    text = welcome.findChild(QLabel, "welcomeText")
    assert text is not None and "never leave this computer" in text.text()
    assert load_settings().settings.ui.first_run_done  # saved: it shows only once
    assert window.first_run() is None
    welcome.setup_button.click()  # accepting offers the cloud settings
    qtbot.waitUntil(lambda: window.findChild(QDialog, "settingsDialog") is not None, timeout=2000)


def test_citations_copy_and_regenerate(qtbot: Any, make_window: Any, tmp_path: Path) -> None:
    events = load_events()
    final = events[-1]
    assert isinstance(final, FinalEvent)
    pdf = tmp_path / "manual.pdf"
    cited = FinalEvent(
        final.request_id,
        final.source,
        final.text,
        [Citation(str(pdf), 3), Citation(str(tmp_path / "notes.md"), None)],
    )
    pipeline = ReplayPipeline([*events[:-1], cited], delay_s=0.0)
    window = make_window(pipeline)
    opened: list[QUrl] = []
    window.open_url = opened.append  # the offscreen platform cannot open files
    window.ask("cite it")
    answer = window.chat.answers()[0]
    qtbot.waitUntil(lambda: answer.state.final is not None, timeout=5000)
    assert answer.citations.isVisible()
    assert "manual.pdf p.3" in answer.citations.text() and "notes.md" in answer.citations.text()
    with qtbot.waitSignal(answer.citation_activated) as clicked:
        href = QUrl.fromLocalFile(str(pdf))
        href.setFragment("page=3")
        answer.citations.linkActivated.emit(href.toString())
    url = clicked.args[0]
    assert url.toLocalFile() == str(pdf) and url.fragment() == "page=3"
    assert opened == [url]
    answer.copy_button.click()
    assert QGuiApplication.clipboard().text() == final.text
    answer.regenerate_button.click()
    qtbot.waitUntil(lambda: len(pipeline.requests) == 2, timeout=2000)
    assert pipeline.requests[1].question == "cite it"


@pytest.mark.integration
@pytest.mark.timeout(180)
def test_dropped_audio_file_is_transcribed_and_sent(
    qtbot: Any, make_window: Any, shared_data: Path
) -> None:
    settings = Settings()
    settings.local.asr_model = "tiny.en"
    settings.local.asr_language = "en"
    pipeline = ReplayPipeline(load_events(), delay_s=0.0)
    window = make_window(pipeline, settings=settings)
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(shared_data / "audio" / "dev_03.wav"))])
    drop = QDropEvent(
        QPoint(10, 10),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dropEvent(drop)
    qtbot.waitUntil(lambda: bool(pipeline.requests), timeout=120_000)
    question = pipeline.requests[0].question.lower()
    assert "good morning" in question and "chinese" in question


@pytest.mark.integration
def test_test_connection_against_loopback(qtbot: Any, qloop: Any) -> None:
    from app.ui.base.bridge import AsyncBridge
    from app.ui.settings.dialog import SettingsDialog
    from tests.support.fault_server import FaultServer

    dialog = SettingsDialog(Settings(), AsyncBridge(qloop))
    qtbot.addWidget(dialog)
    with FaultServer() as server:
        dialog.base_url.setText(server.base_url)
        dialog.test_button.click()
        qtbot.waitUntil(lambda: dialog.test_result.text() == "Connected.", timeout=10_000)
    dialog.base_url.setText("http://127.0.0.1:9")  # nothing listens on the discard port
    dialog.test_button.click()
    qtbot.waitUntil(lambda: dialog.test_result.text().startswith("Failed"), timeout=10_000)
    assert "could not connect to 127.0.0.1:9: connection refused" in dialog.test_result.text()


@pytest.mark.integration
def test_test_connection_uses_the_base_url_the_environment_supplies(
    qtbot: Any, qloop: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 30, item 5: the page says the environment supplies the URL; Test connection uses
    it instead of asking for one."""
    from app.ui.base.bridge import AsyncBridge
    from app.ui.settings.dialog import SettingsDialog
    from tests.support.fault_server import FaultServer

    with FaultServer() as server:
        monkeypatch.setenv("TANDEM_CLOUD_BASE_URL", server.base_url)
        dialog = SettingsDialog(Settings(), AsyncBridge(qloop))
        qtbot.addWidget(dialog)
        assert dialog.base_url.text() == ""  # the field is empty; the environment has it
        dialog.test_button.click()
        qtbot.waitUntil(lambda: dialog.test_result.text() == "Connected.", timeout=10_000)
        assert any(r.path.endswith("/models") for r in server.received)
