"""Issue 30, item 6 in the window: a weak device answer says so and offers the Model library;
the first run with no cloud offers the catalog's best fit for this machine in one click."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QDialog

from tests.gui import scenarios as sc
from tests.gui.test_issue16 import finished

pytestmark = pytest.mark.gui

LOOP = "The sequence is 0, 0, 0, 0, 0, 0, 0, 0"


def _local(rid: str, text: str) -> list[Any]:
    from app.core import events as ev

    return [
        ev.PrivacyEvent(rid, "public", [], "send"),
        ev.RouteEvent(rid, "local", ["device"], ["no cloud endpoint"]),
        *[ev.DraftEvent(rid, w + " ") for w in text.split(" ")],
        ev.FinalEvent(rid, "local", text),
    ]


@pytest.mark.parametrize(
    ("trace", "looped", "unsure"),
    [
        ({"draft_stop_reason": "repetition", "draft_confidence": -0.3}, True, True),
        ({"draft_stop_reason": "eos", "draft_confidence": -1.9}, False, True),
        ({"draft_stop_reason": "eos", "draft_confidence": -0.4}, False, False),
    ],
)
def test_a_weak_device_answer_is_marked_and_offers_the_library(
    qtbot: Any, make_window: Any, trace: dict[str, Any], looped: bool, unsure: bool
) -> None:
    pipeline = sc.ScenarioPipeline(_local("weak0001", LOOP))
    pipeline.traces.save("weak0001", {"source": "local", **trace})
    window = make_window(pipeline)
    window.ask("Count zeros")
    answer = finished(qtbot, window)
    assert answer.state.looped is looped and answer.state.unsure is unsure
    text = answer.notice.text()
    if not unsure:
        assert answer.notice_kind() == "" and not answer.notice_button.isVisible()
        return
    assert text.endswith("a cloud or a larger local model would do better.")
    assert ("repeating itself, so it was stopped" in text) is looped
    assert ("The device's model is unsure" in text) is not looped
    assert answer.notice_button.isVisible() and answer.notice_button.text() == "Model library…"
    answer.notice_button.click()
    qtbot.waitUntil(lambda: window.findChild(QDialog, "settingsDialog") is not None, timeout=3000)
    dialog = window.findChild(QDialog, "settingsDialog")
    assert dialog.tabs.currentWidget() is dialog.models_page  # the library, not the Cloud tab
    dialog.reject()


def test_an_upgraded_answer_is_not_marked(qtbot: Any, make_window: Any) -> None:
    pipeline = sc.ScenarioPipeline(sc.upgraded())
    window = make_window(pipeline)
    window.ask("q")
    answer = finished(qtbot, window)
    answer.state.trace["draft_stop_reason"] = "repetition"
    window.context.complete(answer.state)
    assert not answer.state.unsure and answer.notice_kind() != "unsure"


def test_first_run_with_no_cloud_offers_the_best_fit_in_one_click(
    qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.ui.answer import model_steer
    from app.ui.settings.models_page import ModelsPage

    monkeypatch.delenv("TANDEM_CLOUD_BASE_URL", raising=False)
    downloads: list[str | None] = []
    monkeypatch.setattr(
        ModelsPage, "start_download", lambda self: downloads.append(self.selected_name())
    )
    window = make_window(sc.ScenarioPipeline(sc.upgraded()))
    window.settings.ui.first_run_done = False
    best = model_steer.best_fit_row(window.settings)
    assert best is not None and not best["bundled"]  # this machine fits more than 135M
    welcome = window.first_run()
    assert welcome.library_button is not None and welcome.library_button.isVisible()
    assert best["display"] in welcome.library_button.text()
    welcome.library_button.click()
    qtbot.waitUntil(lambda: window.findChild(QDialog, "settingsDialog") is not None, timeout=3000)
    dialog = window.findChild(QDialog, "settingsDialog")
    assert dialog.tabs.currentWidget() is dialog.models_page
    assert dialog.models_page.selected_name() == best["name"]
    assert downloads == [best["name"]]  # the one click started its download
    assert not welcome.isVisible()
    dialog.reject()


def test_first_run_with_a_cloud_offers_no_model(qtbot: Any, make_window: Any) -> None:
    window = make_window(sc.ScenarioPipeline(sc.upgraded()))
    window.settings.ui.first_run_done = False
    window.settings.cloud.base_url = "http://127.0.0.1:9/v1"
    welcome = window.first_run()
    assert welcome.library_button is None


def test_welcome_examples_are_live_and_ask_their_question(qtbot: Any, make_window: Any) -> None:
    """Issue 30, item 13: the welcome's examples looked disabled and did nothing."""
    pipeline = sc.ScenarioPipeline(sc.upgraded())
    window = make_window(pipeline)
    window.settings.ui.first_run_done = False
    welcome = window.first_run()
    button = welcome.examples.buttons[0]
    assert button.isEnabled()
    question = button.text()
    button.click()  # the dialog closes (and is deleted)
    qtbot.waitUntil(lambda: len(pipeline.requests) == 1, timeout=3000)
    assert pipeline.requests[0].question == question
    assert (
        window.findChild(QDialog, "welcomeDialog") is None
        or not window.findChild(QDialog, "welcomeDialog").isVisible()
    )
