"""Settings round trip (key into the real keyring, never a file), the missing-keyring message,
and the live language switch to 简体中文 and back."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from app.core.config import Settings, load_settings
from tests.support.replay import ReplayPipeline, load_events

pytestmark = pytest.mark.gui

KEY = "sk-tandem-test-8f2c1d9e7a6b5c4d3e2f1a0b"


def files_containing(root: Path, needle: str) -> list[Path]:
    found = []
    for path in root.rglob("*"):
        if path.is_file() and needle.encode() in path.read_bytes():
            found.append(path)
    return found


@pytest.mark.keyring
@pytest.mark.integration
def test_settings_save_key_to_real_keyring_only(qtbot: Any, qloop: Any, tandem_home: Path) -> None:
    from app.core.keychain import backend_info, delete_api_key, get_api_key
    from app.ui.base.bridge import AsyncBridge
    from app.ui.settings.dialog import SettingsDialog

    if not backend_info().secure:
        pytest.fail("no secure keyring: run under dbus-run-session installer/with_keyring.sh")
    dialog = SettingsDialog(Settings(), AsyncBridge(qloop))
    qtbot.addWidget(dialog)
    dialog.provider.setCurrentIndex(dialog.provider.findData("deepseek"))
    assert dialog.base_url.text() == "https://api.deepseek.com/v1"  # the preset filled it
    dialog.api_key.setText(KEY)
    dialog.policy.combo("confidential", "public").setCurrentIndex(2)  # keep local
    dialog.offline.setChecked(True)
    applied: list[Settings] = []
    dialog.applied.connect(applied.append)
    # The keyring is called off the GUI thread; the dialog says when the key is stored.
    with qtbot.waitSignal(dialog.key_saved, timeout=10_000) as saved:
        dialog.buttons.button(QDialogButtonBox.StandardButton.Apply).click()
    try:
        assert saved.args == [True]
        assert get_api_key("deepseek") == KEY
        assert dialog.api_key.text() == ""  # never shown again
        qtbot.waitUntil(
            lambda: "is stored in the keyring" in dialog.keyring_status.text(), timeout=10_000
        )
        saved = load_settings().settings
        assert saved.cloud.provider == "deepseek" and saved.routing.offline
        assert saved.privacy.policy["confidential"]["public"] == "local"
        assert applied and applied[-1].cloud.provider == "deepseek"
        assert files_containing(tandem_home, KEY) == []
        assert files_containing(tandem_home, KEY[-12:]) == []
    finally:
        delete_api_key("deepseek")


def test_missing_keyring_is_shown_and_no_key_is_saved(
    qtbot: Any, qloop: Any, tandem_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import keyring
    from keyring.backends import fail

    from app.ui.base.bridge import AsyncBridge
    from app.ui.settings.dialog import SettingsDialog

    monkeypatch.setattr(keyring, "get_keyring", lambda: fail.Keyring())
    dialog = SettingsDialog(Settings(), AsyncBridge(qloop))
    qtbot.addWidget(dialog)
    label = dialog.cloud_form.labelForField(dialog.api_key)
    assert label is not None and label.text() == "API key"  # every field has a visible label
    qtbot.waitUntil(lambda: not dialog.api_key.isEnabled(), timeout=10_000)
    status = dialog.keyring_status.text()
    assert status.startswith("No secure keyring") and "gnome-keyring" in status
    dialog.api_key.setText(KEY)  # even if something typed it, saving must not store it anywhere
    with qtbot.waitSignal(dialog.key_saved, timeout=10_000) as saved:
        dialog.save()
    assert saved.args == [False]
    assert "NOT saved" in dialog.keyring_status.text()
    assert files_containing(tandem_home, KEY) == []


def test_switching_to_chinese_changes_visible_strings_without_restart(
    qtbot: Any, qapp: Any, make_window: Any
) -> None:
    from app.ui.base.i18n import Translations

    translations = Translations(qapp)
    window = make_window(
        ReplayPipeline(load_events(), delay_s=0.0),
        on_settings_applied=lambda s: translations.apply(s.ui.language),
    )
    window.ask("hello")
    answer = window.chat.answers()[0]
    qtbot.waitUntil(lambda: answer.state.final is not None, timeout=5000)
    assert window.input.send_button.text() == "Send"
    assert answer.badge.text().startswith("Upgraded")
    try:
        dialog = window.open_settings()  # deletes itself on close
        dialog.language.setCurrentIndex(dialog.language.findData("zh_CN"))
        dialog.buttons.button(QDialogButtonBox.StandardButton.Save).click()
        assert translations.language == "zh_CN"
        # LanguageChange is delivered through the event loop: on the next turn, no restart
        qtbot.waitUntil(lambda: window.input.send_button.text() == "发送", timeout=2000)
        assert window.action_set.file_menu.title() == "文件(&F)"
        assert window.conversations.new_button.text() == "新建"
        assert answer.badge.text().startswith("已升级")
        assert answer.why_button.accessibleName() == "为什么？"
        assert window.documents_dock.windowTitle() == "文档"
        # Qt's own strings come from its qtbase translation
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        qtbot.addWidget(box)
        assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == "取消"
        translations.apply("en")
        qtbot.waitUntil(lambda: window.input.send_button.text() == "Send", timeout=2000)
        assert window.action_set.file_menu.title() == "&File"
    finally:
        translations.apply("en")
