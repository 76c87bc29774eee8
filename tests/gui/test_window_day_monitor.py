"""Issue 30, item 10: the Monitor's figures agree. The latency chart draws the cloud p95 the
headline shows (even when every cloud answer fell in one bucket); the headline's fallback rate,
the fallbacks chart, the alert and `tandem stats` count the same requests the same way, and the
privacy gate keeping a question on the device is no fallback."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel

from app.core.store.traces import TraceStore
from app.ui.monitor import charts as monitor_charts
from tests.support.monitor_data import make_trace
from tests.support.replay import ReplayPipeline, load_events

pytestmark = pytest.mark.gui


def _day_of_requests() -> None:
    """Three cloud answers, two hybrid requests whose cloud failed, two the gate kept local."""
    store = TraceStore()
    for i, final in enumerate((900, 1200, 1500)):
        store.save(f"c{i}", make_trace(f"c{i}", plan="hybrid", source="cloud", final_ms=final))
    for i in range(2):
        store.save(f"f{i}", make_trace(f"f{i}", plan="hybrid", source="local", fallback="http_5xx"))
    for i in range(2):
        store.save(
            f"k{i}",
            make_trace(f"k{i}", plan="local", source="local", level="restricted",
                       action="local", uploaded=False, ttfb_ms=None),
        )  # fmt: skip
    store.close()


def _open_panel(qtbot: Any, make_window: Any) -> Any:
    window = make_window(ReplayPipeline(load_events()))
    dock = window.monitor_dock
    dock.toggleViewAction().trigger()
    qtbot.waitUntil(
        lambda: dock.panel is not None and dock.panel.snapshot is not None, timeout=5000
    )
    return dock.panel


def _cloud_pixels_in_plot(view: Any) -> int:
    """Pixels of the cloud's colour inside the chart's plot area (the legend is outside it)."""
    chart = view.chart()
    area = view.mapFromScene(chart.mapToScene(chart.plotArea())).boundingRect()
    image = view.grab().toImage()
    want = QColor(monitor_charts.CLOUD)
    count = 0
    for x in range(max(0, area.left()), min(image.width(), area.right())):
        for y in range(max(0, area.top()), min(image.height(), area.bottom())):
            c = image.pixelColor(x, y)
            if (
                abs(c.red() - want.red()) + abs(c.green() - want.green())
                + abs(c.blue() - want.blue()) < 60
            ):  # fmt: skip
                count += 1
    return count


def test_the_latency_chart_draws_the_p95_the_headline_shows(qtbot: Any, make_window: Any) -> None:
    _day_of_requests()
    panel = _open_panel(qtbot, make_window)
    assert panel.findChild(QLabel, "monitor_p95").text() == "1,500 ms"
    values = [v for v in panel.snapshot.series.p95_final_ms if v is not None]
    assert values == [1500.0]  # one bucket holds all three: the headline's figure
    panel.charts.setCurrentWidget(panel.latency_view)
    panel.latency_view.resize(420, 260)
    qtbot.wait(50)
    assert _cloud_pixels_in_plot(panel.latency_view) > 10  # a point is drawn, not nothing


def test_headline_chart_alert_and_stats_count_fallbacks_alike(qtbot: Any, make_window: Any) -> None:
    _day_of_requests()
    panel = _open_panel(qtbot, make_window)
    stats = panel.snapshot.stats
    # 2 of the 5 requests that wanted the cloud fell back; the 2 kept local wanted nothing.
    assert stats["cloud_wanted"] == 5 and stats["fallback_total"] == 2
    assert panel.findChild(QLabel, "monitor_fallbacks").text() == "40%"
    assert "2 of the 5 requests" in panel.findChild(QLabel, "monitor_fallbacks").toolTip()
    # The chart: the reasons only, privacy is not one of them; its title says the same count.
    chart = panel.fallbacks_view.chart()
    categories = chart.axes()[0].categories()
    assert categories == ["http_5xx"]
    assert chart.series()[0].barSets()[0].at(0) == 2
    assert "2 of 5" in chart.title()
    # The alert reads the same rate over the same requests (all 5 are among the last 20).
    alert = next(a for a in panel.snapshot.alerts_now if a.kind == "fallback_rate")
    assert alert.value == stats["fallback_rate"] == 0.4 and alert.n == 5
    texts = [panel.alerts.item(i).text() for i in range(panel.alerts.count())]
    assert any("40% of the last 5 requests that wanted it" in t for t in texts)
    # `tandem stats` says the same.
    from app.commands.stats import gather

    cli = gather("24h")
    assert cli["fallback_rate"] == 0.4 and cli["cloud_wanted"] == 5
    assert cli["latency"]["by_source"]["cloud"]["final_ms"]["p95"] == 1500.0
