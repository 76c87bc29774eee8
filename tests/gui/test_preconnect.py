"""Typing a question opens the cloud connection (app/ui/chat/preconnect.py): once per question,
after a short debounce, with the mode the picker shows; and with the real pipeline, one HEAD to
a loopback cloud, nothing of the typed text, nothing at all in mode ``local``."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.support.fault_server import FaultServer

pytestmark = pytest.mark.gui


class Recorder:
    """A pipeline that only records pre-connects (the window's other calls are not made)."""

    def __init__(self) -> None:
        self.modes: list[str] = []
        self.traces: Any = None

    async def preconnect(self, mode: str) -> bool:
        self.modes.append(mode)
        return True

    def close(self) -> None:
        pass


def test_typing_preconnects_once_per_question(qtbot: Any, make_window: Any) -> None:
    fake = Recorder()
    window = make_window(pipeline=fake)
    window.input.set_mode("hybrid")
    qtbot.keyClicks(window.input.edit, "What is a write")
    qtbot.waitUntil(lambda: fake.modes == ["hybrid"], timeout=5_000)
    qtbot.keyClicks(window.input.edit, "-ahead log?")
    qtbot.wait(400)
    assert fake.modes == ["hybrid"]  # not once per key press
    window.input.edit.clear()  # sent (or deleted): the next question may pre-connect again
    window.input.set_mode("cloud")
    qtbot.keyClicks(window.input.edit, "And a B-tree?")
    qtbot.waitUntil(lambda: fake.modes == ["hybrid", "cloud"], timeout=5_000)


def test_whitespace_is_not_a_question(qtbot: Any, make_window: Any) -> None:
    fake = Recorder()
    window = make_window(pipeline=fake)
    qtbot.keyClicks(window.input.edit, "   ")
    qtbot.wait(500)
    assert fake.modes == []


@pytest.fixture
def cloud(tandem_home: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[FaultServer]:
    with FaultServer() as server:
        monkeypatch.setenv("TANDEM_CLOUD_BASE_URL", server.base_url)
        monkeypatch.setenv("TANDEM_CLOUD_MODEL", "loopback")
        monkeypatch.setenv("TANDEM_CLOUD_API_KEY", "sk-gui-0123456789")
        yield server


@pytest.mark.integration
@pytest.mark.parametrize(("mode", "heads"), [("hybrid", 1), ("local", 0)])
def test_the_real_pipeline_opens_one_connection_and_sends_no_text(
    qtbot: Any, make_window: Any, cloud: FaultServer, mode: str, heads: int
) -> None:
    from app.core.config import Settings
    from app.ui.chat.pipeline_client import default_pipeline

    window = make_window(settings=Settings(), pipeline_factory=default_pipeline)
    window.input.set_mode(mode)
    qtbot.keyClicks(window.input.edit, "My phone is 13812345678")
    qtbot.waitUntil(lambda: window._pipeline is not None, timeout=30_000)
    qtbot.waitUntil(lambda: not window.bridge.running("preconnect"), timeout=10_000)
    assert cloud.heads == heads and cloud.connections == heads
    assert cloud.received == []  # the typed text never went anywhere


def test_a_closed_window_does_not_preconnect(qtbot: Any, make_window: Any) -> None:
    fake = Recorder()
    window = make_window(pipeline=fake)
    qtbot.keyClicks(window.input.edit, "What is")
    window.close()  # before the debounce ends
    qtbot.wait(500)
    assert fake.modes == []


@pytest.mark.integration
def test_new_cloud_settings_close_the_old_connections(
    qtbot: Any, make_window: Any, cloud: FaultServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.core.config import Settings
    from app.ui.chat.pipeline_client import default_pipeline

    window = make_window(settings=Settings(), pipeline_factory=default_pipeline)
    window.input.set_mode("hybrid")
    qtbot.keyClicks(window.input.edit, "What is a B-tree?")
    qtbot.waitUntil(lambda: cloud.heads == 1, timeout=30_000)
    qtbot.waitUntil(lambda: not window.bridge.running("preconnect"), timeout=10_000)
    old = window._pipeline
    assert old is not None and old.http.clients() == 1
    client = next(iter(old.http._clients.values())).client
    with FaultServer() as other:
        monkeypatch.setenv("TANDEM_CLOUD_BASE_URL", other.base_url)
        window.apply_settings(Settings())  # Apply in the Settings dialog
        qtbot.waitUntil(lambda: old.http.closed and client.is_closed, timeout=10_000)
        window.input.edit.clear()
        qtbot.keyClicks(window.input.edit, "And a trie?")
        qtbot.waitUntil(lambda: other.heads == 1, timeout=30_000)
        qtbot.waitUntil(lambda: not window.bridge.running("preconnect"), timeout=10_000)
        assert window._pipeline is not old and other.connections == 1


def test_the_settings_dialog_turns_preconnect_off(qtbot: Any, qloop: Any) -> None:
    from app.core.config import Settings
    from app.ui.base.bridge import AsyncBridge
    from app.ui.settings.dialog import SettingsDialog

    dialog = SettingsDialog(Settings(), AsyncBridge(qloop))
    qtbot.addWidget(dialog)
    box = dialog.preconnect
    assert box.isChecked() and "none of my text" in box.text()
    box.setChecked(False)
    assert dialog.collect().cloud.preconnect is False
