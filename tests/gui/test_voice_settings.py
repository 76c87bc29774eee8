"""The Voice settings page: values round-trip through the settings file, the dialog shows it as
a tab, and "Try" speaks through the controller."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from app.core.config import Settings, load_settings

pytestmark = pytest.mark.gui


def test_voice_page_round_trip(qtbot: Any, qloop: Any, tandem_home: Path) -> None:
    from app.ui.base.bridge import AsyncBridge
    from app.ui.settings.dialog import SettingsDialog

    dialog = SettingsDialog(Settings(), AsyncBridge(qloop))
    qtbot.addWidget(dialog)
    page = dialog.voice_page
    assert dialog.tabs.tabText(dialog.tabs.indexOf(page)) == "Voice"
    page.auto_speak.setChecked(True)
    page.rate.setValue(150)
    page.volume.setValue(40)
    page.end_of_turn.setValue(1.2)
    page.barge_in.setChecked(False)
    zh = page.voice_zh.findData("cmn")
    if zh >= 0:  # espeak-ng installed: its Mandarin voice is listed
        page.voice_zh.setCurrentIndex(zh)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Apply).click()
    voice = load_settings().settings.voice
    assert voice.auto_speak and voice.rate == 1.5 and voice.volume == 0.4
    assert voice.end_of_turn_s == 1.2 and not voice.barge_in
    assert voice.voice_zh == ("cmn" if zh >= 0 else "")
    assert voice.voice_en == ""  # "Default": the engine's English voice

    again = SettingsDialog(load_settings().settings, AsyncBridge(qloop))
    qtbot.addWidget(again)
    assert again.voice_page.auto_speak.isChecked() and again.voice_page.rate.value() == 150


def test_bad_voice_values_are_refused_by_the_settings_layer() -> None:
    from app.core.config import SettingsError, settings_from_dict

    with pytest.raises(SettingsError):
        settings_from_dict({"version": 2, "voice": {"rate": 9.0}})
    assert settings_from_dict({"version": 2, "voice": {"rate": 1.25}}).settings.voice.rate == 1.25


def test_the_spin_boxes_take_their_ranges_from_the_declarations(
    qtbot: Any, qloop: Any, tandem_home: Path
) -> None:
    """Issue 31 item 8: the dialog cannot offer a value the settings file would refuse."""
    from app.core.config import RoutingSettings, VoiceSettings
    from app.core.ranges import range_of
    from app.ui.base.bridge import AsyncBridge
    from app.ui.settings.dialog import SettingsDialog

    dialog = SettingsDialog(Settings(), AsyncBridge(qloop))
    qtbot.addWidget(dialog)
    assert (dialog.budget.minimum(), dialog.budget.maximum()) == range_of(
        RoutingSettings, "daily_budget_usd"
    )
    page = dialog.voice_page
    assert (page.end_of_turn.minimum(), page.end_of_turn.maximum()) == range_of(
        VoiceSettings, "end_of_turn_s"
    )
    lo, hi = range_of(VoiceSettings, "rate")
    assert (page.rate.minimum(), page.rate.maximum()) == (round(lo * 100), round(hi * 100))
