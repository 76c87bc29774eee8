"""The Monitor panel's charts (QtCharts from PySide6-Addons): answers over time by final source,
the cloud's p95 time to the final answer against the latency budget, fallbacks by reason.

QtCharts is imported when the first chart is drawn, not with the window (docs/ARCHITECTURE.md §7). Each
refresh builds a new chart and hands it to its view; the old one is deleted with ``deleteLater``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QMargins, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QApplication, QWidget

if TYPE_CHECKING:  # QtCharts loads with the first chart, not with the window
    from PySide6.QtCharts import QChart, QChartView, QValueAxis

LOCAL, CLOUD, FAILED, FALLBACK, LIMIT = "#2e7d32", "#1565c0", "#9e9e9e", "#e65100", "#c62828"


def chart_view(parent: QWidget) -> QChartView:
    from PySide6.QtCharts import QChartView

    view = QChartView(parent)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.setMinimumHeight(210)  # below this the axis title is elided to "..." (seen)
    return view


def _chart(title: str) -> QChart:
    from PySide6.QtCharts import QChart

    chart = QChart()
    app = QApplication.instance()
    if app is not None and app.property("tandemTheme") == "dark":
        # Before any series: the theme sets the background, text and grid, the series keep the
        # colours given after. A light chart was a white block in the dark window (seen).
        chart.setTheme(QChart.ChartTheme.ChartThemeDark)
    chart.setTitle(title)
    chart.setMargins(QMargins(4, 4, 4, 4))
    chart.setBackgroundRoundness(0)
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
    return chart


def _count_axis(axis: QValueAxis, top: float) -> None:
    """A count axis with whole-number ticks: 0..1 with nice numbers read "0 0 0 0 0 1" under
    "%d" (seen in the window with one answer)."""
    top_i = max(1, int(-(-top // 1)))
    if top_i <= 5:
        axis.setRange(0, top_i)
        axis.setTickCount(top_i + 1)
    else:
        axis.setRange(0, top_i)
        axis.applyNiceNumbers()
    axis.setLabelFormat("%d")


def _put(view: QChartView, chart: QChart) -> None:
    old = view.chart()
    view.setChart(chart)
    if old is not None:
        old.deleteLater()


def answers_chart(
    view: QChartView,
    title: str,
    axis_title: str,
    labels: Sequence[str],
    stacks: Sequence[tuple[str, Sequence[int], str]],
) -> None:
    from PySide6.QtCharts import QBarCategoryAxis, QBarSet, QStackedBarSeries, QValueAxis

    chart = _chart(title)
    series = QStackedBarSeries()
    top = 0
    for name, values, color in stacks:
        bar = QBarSet(name)
        bar.setColor(QColor(color))
        bar.append([float(v) for v in values])
        series.append(bar)
    for i in range(len(labels)):
        top = max(top, sum(values[i] for _, values, _ in stacks))
    chart.addSeries(series)
    for bar, (_name, _values, color) in zip(series.barSets(), stacks, strict=True):
        bar.setColor(QColor(color))  # after addSeries: a theme decorates what is added
    x = QBarCategoryAxis()
    x.append([f"{i}: {label}" for i, label in enumerate(labels)])
    # A bucket is narrower than its time label, which would be elided to "...": the span is
    # said once, in the axis title, instead.
    x.setLabelsVisible(False)
    x.setGridLineVisible(False)
    x.setTitleText(axis_title)
    y = QValueAxis()
    _count_axis(y, top)
    chart.addAxis(x, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y, Qt.AlignmentFlag.AlignLeft)
    series.attachAxis(x)
    series.attachAxis(y)
    _put(view, chart)


def latency_chart(
    view: QChartView,
    title: str,
    axis_title: str,
    values: Sequence[float | None],
    names: tuple[str, str],
    budget_ms: float,
) -> None:
    """The p95 per bucket as a line (gaps where nothing ran), the budget as a dashed line."""
    from PySide6.QtCharts import QLineSeries, QValueAxis
    from PySide6.QtGui import QPen

    chart = _chart(title)
    line = QLineSeries()
    line.setName(names[0])
    line.setColor(QColor(CLOUD))
    # Each bucket's p95 as a dot as well as the line: a window whose cloud answers all fell in
    # one bucket has one point, and a line of one point draws nothing (the chart looked empty
    # while the headline showed a p95).
    line.setPointsVisible(True)
    line.setMarkerSize(7.0)
    for i, v in enumerate(values):
        if v is not None:
            line.append(float(i), float(v))
    limit = QLineSeries()
    limit.setName(names[1])
    # Each bucket's point sits in the middle of its slot (as the answers chart's bars do), so
    # the newest bucket's point is not cut in half by the plot's right edge.
    right = max(1, len(values)) - 0.5
    limit.append(-0.5, budget_ms)
    limit.append(right, budget_ms)
    chart.addSeries(line)
    chart.addSeries(limit)
    # After addSeries: a chart theme (the dark one) decorates a series as it is added.
    line.setColor(QColor(CLOUD))
    pen = QPen(QColor(LIMIT))
    pen.setStyle(Qt.PenStyle.DashLine)
    limit.setPen(pen)
    x = QValueAxis()
    x.setRange(-0.5, right)
    x.setLabelsVisible(False)
    x.setTitleText(axis_title)
    y = QValueAxis()
    top = max([v for v in values if v is not None] + [budget_ms])
    y.setRange(0, top * 1.1)
    y.applyNiceNumbers()
    y.setLabelFormat("%d")
    chart.addAxis(x, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(y, Qt.AlignmentFlag.AlignLeft)
    for s in (line, limit):
        s.attachAxis(x)
        s.attachAxis(y)
    _put(view, chart)


def fallbacks_chart(view: QChartView, title: str, name: str, counts: dict[str, int]) -> None:
    from PySide6.QtCharts import QBarCategoryAxis, QBarSet, QHorizontalBarSeries, QValueAxis

    chart = _chart(title)
    chart.legend().hide()
    # A horizontal bar series draws its first category at the bottom: reversed, the list reads
    # top-down in the order the reasons are given.
    items = list(reversed(counts.items())) or [("-", 0)]
    bar = QBarSet(name)
    bar.setColor(QColor(FALLBACK))
    bar.append([float(v) for _, v in items])
    series = QHorizontalBarSeries()
    series.append(bar)
    series.setLabelsVisible(True)
    chart.addSeries(series)
    bar.setColor(QColor(FALLBACK))  # after addSeries: a theme decorates what is added
    y = QBarCategoryAxis()
    y.append([k for k, _ in items])
    x = QValueAxis()
    _count_axis(x, max(1, max(v for _, v in items)) * 1.15)
    chart.addAxis(y, Qt.AlignmentFlag.AlignLeft)
    chart.addAxis(x, Qt.AlignmentFlag.AlignBottom)
    series.attachAxis(x)
    series.attachAxis(y)
    _put(view, chart)
