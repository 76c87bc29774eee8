"""An answer whose draft failed (a broken model file) says so in the window (issue 31 item 5):
the cloud's answer stands, and the notice names the device's model, not the network."""

from __future__ import annotations

from typing import Any

import pytest

from app.core.engines.local_types import LocalModelError
from tests.unit.pipeline_fakes import FakeAudit, FakeCloud, FakeLocal

pytestmark = pytest.mark.gui


def test_the_notice_says_the_device_model_could_not_draft(qtbot: Any, make_window: Any) -> None:
    broken = FakeLocal([], fail=LocalModelError("cannot load broken.gguf: Failed to load model"))

    def factory(services: Any) -> Any:
        return services.pipeline(local=broken, cloud=FakeCloud(["Blue."]), audit=FakeAudit())

    from app.core.config import Settings

    settings = Settings()
    settings.cloud.base_url, settings.cloud.model = "https://cloud.example/v1", "m"
    window = make_window(settings=settings, pipeline_factory=factory)
    window.input.set_mode("hybrid")
    window.ask("Name one colour.")
    qtbot.waitUntil(lambda: len(window.chat.answers()) == 1, timeout=5000)
    answer = window.chat.answers()[0]
    qtbot.waitUntil(lambda: answer.live.final is not None, timeout=10_000)
    assert answer.state.final.source == "cloud"
    assert "broken.gguf" in (answer.state.final.local_error or "")
    assert answer.notice_kind() == "local_failed"
    assert "device's model could not draft" in answer.notice_text()
