"""The privacy page edits ``[privacy.entities]``: the soft-entity policy round-trips through the
settings dialog and is written to settings.toml (docs/ARCHITECTURE.md §5.1)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from app.core.config import EntitySettings, Settings, load_settings, save_settings

pytestmark = pytest.mark.gui


def test_entity_policy_is_editable_and_saved(qtbot: Any, qloop: Any, tandem_home: Path) -> None:
    from app.ui.base.bridge import AsyncBridge
    from app.ui.settings.dialog import SettingsDialog

    start = Settings()
    start.privacy.entities = EntitySettings(places="keep")
    save_settings(start)
    dialog = SettingsDialog(load_settings().settings, AsyncBridge(qloop))
    qtbot.addWidget(dialog)
    form = dialog.entities
    assert form.combos["places"].currentData() == "keep"  # what the file said is shown
    assert form.combos["persons"].currentData() == "redact"
    assert form.isVisibleTo(dialog.tabs.widget(1))  # on the Privacy tab
    form.combos["well_known"].setCurrentIndex(form.combos["well_known"].findData("redact"))
    form.combos["organizations"].setCurrentIndex(form.combos["organizations"].findData("keep"))
    collected = dialog.collect()
    assert collected.privacy.entities == EntitySettings(
        places="keep", organizations="keep", well_known="redact"
    )
    save_settings(collected)
    assert load_settings().settings.privacy.entities.well_known == "redact"
    labels = [form.combos[k].accessibleName() for k in form.KEYS]
    assert all(labels) and len(set(labels)) == len(labels)
