"""Settings shows when the stored key was saved (never the key) and suggests rotating an old one;
the save is audited as the key's presence only."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from app.core.config import Settings

pytestmark = [pytest.mark.gui, pytest.mark.keyring, pytest.mark.integration]

KEY = "sk-tandem-age-5e4d3c2b1a09f8e7d6c5b4a3"


def test_key_age_and_rotation_hint_in_settings(qtbot: Any, qloop: Any, tandem_home: Path) -> None:
    from app.core.keychain import backend_info, delete_api_key
    from app.core.monitor import config_audit, key_age
    from app.ui.base.bridge import AsyncBridge
    from app.ui.settings.dialog import SettingsDialog

    if not backend_info().secure:
        pytest.fail("no secure keyring: run under dbus-run-session installer/with_keyring.sh")
    settings = Settings()
    settings.monitor.key_rotation_days = 30
    dialog = SettingsDialog(settings, AsyncBridge(qloop))
    qtbot.addWidget(dialog)
    dialog.provider.setCurrentIndex(dialog.provider.findData("deepseek"))
    dialog.api_key.setText(KEY)
    # The keyring is called off the GUI thread: wait for the dialog to say the key is stored.
    with qtbot.waitSignal(dialog.key_saved, timeout=10_000):
        dialog.buttons.button(QDialogButtonBox.StandardButton.Apply).click()
    try:
        qtbot.waitUntil(lambda: "days ago" in dialog.keyring_status.text(), timeout=10_000)
        status = dialog.keyring_status.text()
        assert "(0 days ago)" in status and "rotat" not in status
        key_age.key_saved("deepseek", now=time.time() - 45 * 86400)
        dialog._refresh_keyring()
        qtbot.waitUntil(lambda: "45 days ago" in dialog.keyring_status.text(), timeout=10_000)
        status = dialog.keyring_status.text()
        assert "45 days ago" in status and "consider rotating" in status
        keyring_changes = [c for c in config_audit.changes() if c.file == "keyring"]
        assert keyring_changes and keyring_changes[0].changes[0]["new"] == config_audit.SET
        for path in tandem_home.rglob("*"):
            assert not path.is_file() or KEY[-12:].encode() not in path.read_bytes(), path
    finally:
        delete_api_key("deepseek")
