"""The Settings dialog never calls the keyring on the GUI thread (docs/ARCHITECTURE.md §7): a
keyring that answers slowly (D-Bus, an unlock prompt) leaves the dialog responsive, and its
answer still lands in the dialog."""

from __future__ import annotations

import threading
import time
from typing import Any

import pytest

pytestmark = pytest.mark.gui

SLOW_S = 1.0  # a synchronous dialog would wait 2 s to open (backend check + key lookup)


def test_a_slow_keyring_does_not_block_opening_saving_or_testing(
    qtbot: Any, qloop: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.core import keychain
    from app.core.config import Settings
    from app.ui.base.bridge import AsyncBridge
    from app.ui.settings.dialog import SettingsDialog

    gui = threading.get_ident()
    calls: list[tuple[str, bool]] = []

    def slow(name: str, result: Any) -> Any:
        def call(*_: Any) -> Any:
            calls.append((name, threading.get_ident() == gui))
            time.sleep(SLOW_S)
            return result

        return call

    info = keychain.BackendInfo("test.SlowKeyring", True, "")
    monkeypatch.setattr(keychain, "backend_info", slow("backend_info", info))
    monkeypatch.setattr(keychain, "get_api_key", slow("get_api_key", None))
    monkeypatch.setattr(keychain, "set_api_key", slow("set_api_key", None))

    bridge = AsyncBridge(qloop)
    warm = SettingsDialog(Settings(), bridge)  # imports and widget set-up, not measured
    qtbot.addWidget(warm)
    qtbot.waitUntil(lambda: bool(warm.keyring_status.text()), timeout=10_000)
    calls.clear()
    t0 = time.perf_counter()
    dialog = SettingsDialog(Settings(), bridge)
    qtbot.addWidget(dialog)
    opened_ms = (time.perf_counter() - t0) * 1000
    qtbot.waitUntil(lambda: "never to a file" in dialog.keyring_status.text(), timeout=10_000)

    dialog.base_url.setText("http://127.0.0.1:9/v1")  # nobody listens: the test fails fast
    t0 = time.perf_counter()
    dialog.start_test()  # no typed key: the stored one is looked up, off the GUI thread
    test_ms = (time.perf_counter() - t0) * 1000
    qtbot.waitUntil(lambda: dialog.test_result.text().startswith("Failed"), timeout=10_000)

    dialog.api_key.setText("sk-slow-keyring-0000")
    t0 = time.perf_counter()
    with qtbot.waitSignal(dialog.key_saved, timeout=10_000) as saved:
        dialog.save()
        save_ms = (time.perf_counter() - t0) * 1000
    assert saved.args == [True]

    assert opened_ms < SLOW_S * 1000, opened_ms
    assert test_ms < 50, test_ms
    assert save_ms < SLOW_S * 1000, save_ms
    names = [name for name, _ in calls]
    assert {"backend_info", "get_api_key", "set_api_key"} <= set(names)
    assert not [name for name, on_gui in calls if on_gui], calls  # none ran on the GUI thread
