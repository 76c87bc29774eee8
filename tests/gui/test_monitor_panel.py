"""The Monitor panel: View menu and shortcut, data from the request index off the GUI thread,
the charts, endpoint states, and alerts told once per window (tray + status bar)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtWidgets import QLabel

from app.core.store.traces import TraceStore
from tests.support.monitor_data import fill, make_trace
from tests.support.replay import ReplayPipeline, load_events

pytestmark = pytest.mark.gui


def test_view_menu_opens_the_panel_with_the_counts(qtbot: Any, make_window: Any) -> None:
    store = TraceStore()
    written = fill(store, 400, span_s=20 * 3600)
    store.close()
    window = make_window(ReplayPipeline(load_events()))
    dock = window.monitor_dock
    action = dock.toggleViewAction()
    assert action in window.action_set.view_menu.actions()
    assert action.shortcut().toString() == "Ctrl+Shift+M"
    assert dock.panel is None  # nothing is built (or queried) until it is opened
    action.trigger()
    qtbot.waitUntil(
        lambda: dock.panel is not None and dock.panel.snapshot is not None, timeout=5000
    )
    panel = dock.panel
    assert panel.findChild(QLabel, "monitor_requests").text() == str(written["total"])
    assert panel.answers_view.chart() is not None
    assert len(panel.answers_view.chart().series()) == 1
    assert panel.fallbacks_view.chart().series()[0].barSets()[0].count() >= 1
    names = [
        panel.endpoints.topLevelItem(i).text(0) for i in range(panel.endpoints.topLevelItemCount())
    ]
    assert names == ["cloud"]
    with qtbot.waitSignal(panel.refreshed, timeout=5000):
        panel.since.setCurrentIndex(0)  # 1h: fewer requests
    assert int(panel.findChild(QLabel, "monitor_requests").text()) < written["total"]


def test_an_alert_is_told_once_after_an_answer(qtbot: Any, make_window: Any) -> None:
    store = TraceStore()
    store.save("lm", make_trace("lm", local_error="LocalModelError: cannot load model.gguf"))
    store.close()
    window = make_window(ReplayPipeline(load_events()))
    dock = window.monitor_dock
    with qtbot.waitSignal(dock.alerts_told, timeout=5000) as told:
        dock.answer_finished()
    assert [a.kind for a in told.args[0]] == ["local_model"]
    assert "local model failed" in window.statusBar().currentMessage()
    # no cloud is configured here: the words say what helps, not "the cloud answers"
    assert not window.settings.cloud.base_url
    assert "ask again" in window.statusBar().currentMessage()
    seen: list[Any] = []
    dock.alerts_told.connect(seen.append)
    dock.answer_finished()
    qtbot.waitUntil(lambda: not window.bridge.running("monitor-alerts"), timeout=5000)
    qtbot.wait(50)
    assert seen == []  # told at most once per window of time
    dock.toggleViewAction().trigger()
    qtbot.waitUntil(
        lambda: dock.panel is not None and dock.panel.snapshot is not None, timeout=5000
    )
    texts = [dock.panel.alerts.item(i).text() for i in range(dock.panel.alerts.count())]
    assert any("local model failed" in t for t in texts)


def test_the_panel_is_live_while_an_answer_runs_and_refreshes_after(
    qtbot: Any, make_window: Any
) -> None:
    window = make_window(ReplayPipeline(load_events(), delay_s=0.005))
    dock = window.monitor_dock
    dock.toggleViewAction().trigger()
    qtbot.waitUntil(
        lambda: dock.panel is not None and dock.panel.snapshot is not None, timeout=5000
    )
    assert dock.panel.findChild(QLabel, "monitor_requests").text() == "0"
    window.ask("hello")
    qtbot.waitUntil(lambda: "answer is running" in dock.panel.status.text(), timeout=5000)
    with qtbot.waitSignal(dock.panel.refreshed, timeout=10000):
        qtbot.waitUntil(lambda: window.current_answer.state.done, timeout=10000)
