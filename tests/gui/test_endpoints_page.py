"""Settings → Cloud's list of endpoints (issue 26 item 1): add from the LAN presets, edit, test,
reorder, remove; the order and fields reach settings.toml's [[endpoints]]; a typed key goes to the
real keyring under the endpoint's name (and leaves it with the endpoint), never to a file."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from app.core.config import EndpointSettings, Settings, load_settings
from tests.support.fault_server import FaultServer

pytestmark = pytest.mark.gui

KEY = "sk-endpoint-test-4b1f9e2d8c7a6b5d4e3f2a1c"


def dialog_for(qtbot: Any, qloop: Any, settings: Settings) -> Any:
    from app.ui.base.bridge import AsyncBridge
    from app.ui.settings.dialog import SettingsDialog

    dialog = SettingsDialog(settings, AsyncBridge(qloop))
    qtbot.addWidget(dialog)
    return dialog


def menu_action(editor: Any, text: str) -> Any:
    (action,) = [a for a in editor.add_menu.actions() if a.text() == text]
    return action


def apply(dialog: Any) -> None:
    dialog.buttons.button(QDialogButtonBox.StandardButton.Apply).click()


@pytest.fixture
def server() -> Iterator[FaultServer]:
    with FaultServer(tokens=["hi"]) as s:
        yield s


def test_add_edit_reorder_remove_round_trip_through_settings_toml(
    qtbot: Any, qloop: Any, tandem_home: Path
) -> None:
    s = Settings()
    s.endpoints = [EndpointSettings(name="old", base_url="http://10.0.0.9:8000/v1", model="m")]
    dialog = dialog_for(qtbot, qloop, s)
    editor = dialog.endpoints
    assert editor.list.count() == 1 and editor.name.text() == "old"
    # The LAN servers come first in the Add menu, each a preset.
    texts = [a.text() for a in editor.add_menu.actions() if a.text()]
    assert texts[:4] == [
        "llama.cpp server (your network)",
        "vLLM (your network)",
        "Ollama (your network)",
        "LM Studio (your network)",
    ]
    menu_action(editor, "vLLM (your network)").trigger()
    assert editor.list.count() == 2 and editor.list.currentRow() == 1
    assert editor.base_url.text() == "http://127.0.0.1:8000/v1"
    assert editor.zone.currentData() == "private"
    assert not editor.key.isVisible() and "no key is asked" in editor.key_hint.text()
    editor.name.clear()
    qtbot.keyClicks(editor.name, "team-gpu")
    editor.base_url.clear()
    qtbot.keyClicks(editor.base_url, "http://10.0.0.5:8000/v1")
    editor.abilities["zh"].setChecked(True)
    editor.abilities["code"].setChecked(True)
    assert editor.list.item(1).text() == "team-gpu · private"
    assert editor.list.item(1).toolTip() == "http://10.0.0.5:8000/v1"
    editor.up_button.click()  # tried before "old" now
    assert editor.list.currentRow() == 0
    menu_action(editor, "Custom").trigger()
    editor.zone.setCurrentIndex(editor.zone.findData("public"))
    editor.remove_button.click()  # changed our mind
    apply(dialog)
    saved = load_settings().settings.endpoints
    assert [(e.name, e.provider, e.base_url, e.trust_zone) for e in saved] == [
        ("team-gpu", "vllm", "http://10.0.0.5:8000/v1", "private"),
        ("old", "custom", "http://10.0.0.9:8000/v1", "private"),
    ]
    assert saved[0].abilities == ["zh", "code"]
    text = (tandem_home / "settings.toml").read_text()
    assert text.index('name = "team-gpu"') < text.index('name = "old"')


def test_a_bad_list_is_not_saved_and_says_why(qtbot: Any, qloop: Any, tandem_home: Path) -> None:
    dialog = dialog_for(qtbot, qloop, Settings())
    editor = dialog.endpoints
    editor.add("ollama")
    editor.add("ollama")
    editor.name.clear()
    qtbot.keyClicks(editor.name, "ollama")  # the same name twice
    apply(dialog)
    assert editor.status.text().startswith("Not saved: ")
    assert "ollama" in editor.status.text()
    assert not (tandem_home / "settings.toml").exists()  # nothing written, nothing lost
    assert editor.list.count() == 2


def test_test_button_probes_the_selected_endpoint(
    qtbot: Any, qloop: Any, tandem_home: Path, server: FaultServer
) -> None:
    dialog = dialog_for(qtbot, qloop, Settings())
    editor = dialog.endpoints
    menu_action(editor, "llama.cpp server (your network)").trigger()
    editor.base_url.clear()
    qtbot.keyClicks(editor.base_url, server.base_url)
    editor.test_button.click()
    qtbot.waitUntil(lambda: "connected" in editor.status.text(), timeout=10_000)
    assert editor.status.text().startswith("llamacpp: connected.")
    assert [r.path for r in server.received][-1].endswith("/models")
    assert all("authorization" not in {k.lower() for k in r.headers} for r in server.received)


@pytest.mark.keyring
@pytest.mark.integration
def test_a_typed_key_goes_to_the_keyring_under_the_endpoint_name(
    qtbot: Any, qloop: Any, tandem_home: Path
) -> None:
    from app.core.keychain import backend_info, delete_api_key, get_api_key, has_stored_key

    if not backend_info().secure:
        pytest.fail("no secure keyring: run under dbus-run-session installer/with_keyring.sh")
    dialog = dialog_for(qtbot, qloop, Settings())
    editor = dialog.endpoints
    menu_action(editor, "Custom").trigger()
    editor.name.clear()
    qtbot.keyClicks(editor.name, "second-provider")
    qtbot.keyClicks(editor.base_url, "https://llm.example.com/v1")
    editor.zone.setCurrentIndex(editor.zone.findData("public"))
    assert editor.key.isVisibleTo(dialog) and "second-provider" in editor.key_hint.text()
    qtbot.keyClicks(editor.key, KEY)
    try:
        apply(dialog)
        qtbot.waitUntil(lambda: get_api_key("second-provider", env=False) == KEY, timeout=10_000)
        assert editor.key.text() == ""  # never shown again
        for path in tandem_home.rglob("*"):
            assert not path.is_file() or KEY.encode() not in path.read_bytes()
        editor.remove_button.click()  # the endpoint goes, and its key with it
        apply(dialog)
        # has_stored_key: a poll racing the delete may catch the item half-gone.
        qtbot.waitUntil(lambda: not has_stored_key("second-provider"), timeout=10_000)
        assert load_settings().settings.endpoints == []
    finally:
        delete_api_key("second-provider")
