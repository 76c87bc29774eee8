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


def test_the_page_shows_what_the_router_learned_per_model(
    qtbot: Any, qloop: Any, tandem_home: Path
) -> None:
    """Issue 26 item 6: per local model file, its labels and whether its estimate is in use."""
    import random

    from app.core.engines.local_types import BUNDLED_MODEL
    from app.core.models.model_files import local_path
    from app.core.routing.calibration import CalibrationFile, fit, model_identity
    from app.core.routing.difficulty import shipped_model
    from app.core.store.model_labels import LabelStore
    from app.ui.base.bridge import AsyncBridge
    from app.ui.settings.dialog import SettingsDialog

    dialog = SettingsDialog(Settings(), AsyncBridge(qloop))
    qtbot.addWidget(dialog)
    assert "No labels yet" in dialog.capabilities.learned_record.text()

    key, name = model_identity(local_path(*BUNDLED_MODEL))
    store = LabelStore()
    rng = random.Random(3)
    for i in range(60):
        store.record(
            f"r{i}",
            model_key=key,
            model_name=name,
            question=f"What is {i} + 1?",
            draft=str(i + 1),
            upgrade=str(i + 1),
            language_supported=True,
            context_chars=0,
            draft_complete=True,
        )
        cheap = [rng.uniform(0, 6)] + [float(rng.randint(0, 3)) for _ in range(11)]
        store.set_label(f"r{i}", embedding=None, cheap=cheap, agreement=0.9 if i % 3 else 0.1)
    store.record(
        "other",
        model_key="qwen",
        model_name="qwen2.5-1.5b.gguf",
        question="hi",
        draft="hello",
        upgrade="hello!",
        language_supported=True,
        context_chars=0,
        draft_complete=True,
    )
    shipped = shipped_model()
    assert shipped is not None
    CalibrationFile().put(fit(key, name, store.labels(key), shipped))
    store.close()
    dialog.capabilities.refresh(dialog.settings)
    text = dialog.capabilities.learned_record.text()
    assert f"In use — {name}: 60 labels (67% agreed)" in text, text
    assert "cross-validated APGR" in text
    assert "qwen2.5-1.5b.gguf: 0 labels, 1 waiting for their comparison" in text
