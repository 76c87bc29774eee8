"""The Settings dialog's Capabilities page: the quality / cost slider writes routing.toml (which
the router re-reads), and the capability records are shown in words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialogButtonBox

from app.core.config import Settings
from app.core.routing.rules import RulesFile

pytestmark = pytest.mark.gui


def test_quality_slider_round_trips_through_routing_toml(
    qtbot: Any, qloop: Any, tandem_home: Path
) -> None:
    from app.ui.base.bridge import AsyncBridge
    from app.ui.settings.dialog import SettingsDialog

    s = Settings()
    s.cloud.base_url = "http://127.0.0.1:9/v1"
    dialog = SettingsDialog(s, AsyncBridge(qloop))
    qtbot.addWidget(dialog)
    page = dialog.capabilities
    assert dialog.tabs.tabText(dialog.tabs.indexOf(page)) == "Capabilities"
    assert "Balanced" in page.quality_label.text()
    assert "languages: English" in page.local_record.text()  # codes named in words
    assert "cloud" in page.cloud_record.text()
    page.quality.setValue(4)
    assert "Best answers" in page.quality_label.text()
    dialog.buttons.button(QDialogButtonBox.StandardButton.Apply).click()
    rules = RulesFile().current()
    assert rules.quality == 1.0 and rules.p_threshold() == pytest.approx(0.8)
    text = (tandem_home / "routing.toml").read_text()
    assert "quality = 1" in text and "[timeouts]" in text  # the rest of the file kept
