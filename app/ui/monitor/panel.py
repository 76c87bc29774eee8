"""The Monitor panel: how requests split between the device and the cloud, how fast each path
is, how often and why the cloud fell back, spend against the budget, each endpoint's state, and
the alerts. It lives in the Monitor dock (:mod:`app.ui.monitor.dock`).

Every query runs off the GUI thread, through the bridge (``"monitor"`` task; a newer refresh
preempts an older one), as one :func:`app.core.monitor.snapshot.take`. The panel refreshes when
it opens, when the window changes, and after every answer; after every answer the alerts are
checked too, and a newly told alert (at most once per window of time, see routing.toml
``[alerts]``) goes to the tray and the status bar.

Signals:
    refreshed(object): a :class:`~app.core.monitor.snapshot.Snapshot` was shown.
"""

from __future__ import annotations

import contextlib
import time
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QProgressBar,
    QPushButton,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.ui.monitor import charts as monitor_charts

if TYPE_CHECKING:
    from app.core.monitor.alerts import Alert
    from app.core.monitor.metrics import DeviceCounts, Dist
    from app.core.monitor.snapshot import Snapshot
    from app.ui.mainwindow.main_window import MainWindow

WINDOWS = ("1h", "24h", "7d", "30d")


def _part(dist: Dist | None, key: str) -> float | int | None:
    """One figure of a distribution the stats may not have (no sample yet)."""
    return dist.get(key) if dist is not None else None


def _ms(value: Any) -> str:
    return "–" if value is None else f"{value:,.0f} ms"


class MonitorPanel(QWidget):
    refreshed = Signal(object)

    def __init__(
        self, window: MainWindow, parent: QWidget | None = None, *, refresh_now: bool = False
    ) -> None:
        super().__init__(parent)
        self.setObjectName("monitorPanel")
        self.window_ = window
        self.snapshot: Snapshot | None = None
        self.since = QComboBox(self)
        self.since.setObjectName("monitorSince")
        for w in WINDOWS:
            self.since.addItem(w, w)
        self.since.setCurrentIndex(1)
        # Bound methods, not lambdas: a lambda holding self would keep the panel in a reference
        # cycle that the garbage collector may then free on a worker thread.
        self.since.currentIndexChanged.connect(self._since_changed)
        self.refresh_button = QPushButton(self)
        self.refresh_button.clicked.connect(self._since_changed)
        self.status = QLabel(self)
        self.status.setObjectName("monitorStatus")
        self.status.setWordWrap(True)  # a narrow dock: the whole line, not "query 12 ms · dr"
        top = QHBoxLayout()
        top.addWidget(self.since)
        top.addWidget(self.refresh_button)
        top.addWidget(self.status, 1)
        if refresh_now:  # the query runs in the background while the rest is built
            self.refresh()

        self.values: dict[str, QLabel] = {}
        self.captions: dict[str, QLabel] = {}
        grid = QGridLayout()
        grid.setHorizontalSpacing(18)
        # Three figures a row: five in one row were cut ("Cloud call", "4,182" without its ms)
        # in the dock's 380 px (seen in the window at the default size).
        for i, key in enumerate(("requests", "cloud", "fallbacks", "p95", "kept_local")):
            caption, value = QLabel(self), QLabel("–", self)
            value.setObjectName(f"monitor_{key}")
            value.setStyleSheet("font-size: 13pt; font-weight: 600;")
            row, col = divmod(i, 3)
            grid.addWidget(caption, row * 2, col)
            grid.addWidget(value, row * 2 + 1, col)
            self.captions[key], self.values[key] = caption, value
        self.spend = QProgressBar(self)
        self.spend.setObjectName("monitorSpend")
        self.spend.setRange(0, 100)
        self.spend.setTextVisible(True)
        self.spend_caption = QLabel(self)
        self.device = QLabel(self)
        self.device.setObjectName("monitorDevice")
        self.device.setWordWrap(True)

        self.endpoints = QTreeWidget(self)
        self.endpoints.setObjectName("monitorEndpoints")
        self.endpoints.setRootIsDecorated(False)
        self.endpoints.setColumnCount(5)
        self.endpoints.setMaximumHeight(
            72
        )  # a header and three endpoints; the charts need the room

        self.charts = QTabWidget(self)
        self.answers_view = monitor_charts.chart_view(self)
        self.latency_view = monitor_charts.chart_view(self)
        self.fallbacks_view = monitor_charts.chart_view(self)
        for view in (self.answers_view, self.latency_view, self.fallbacks_view):
            self.charts.addTab(view, "")

        self.alerts_caption = QLabel(self)
        self.alerts = QListWidget(self)
        self.alerts.setObjectName("monitorAlerts")
        self.alerts.setMaximumHeight(64)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(grid)
        layout.addWidget(self.spend_caption)
        layout.addWidget(self.spend)
        layout.addWidget(self.device)
        layout.addWidget(self.endpoints)
        layout.addWidget(self.charts, 1)
        layout.addWidget(self.alerts_caption)
        layout.addWidget(self.alerts)
        self.retranslate()

    # ------------------------------------------------------------ data

    def _since_changed(self, *_args: object) -> None:
        self.refresh()

    def selected_since(self) -> str:
        return str(self.since.currentData())

    def refresh(self, *, tell: bool = False) -> None:
        """Query in the background; the newest refresh wins (a named bridge task)."""
        from app.core.monitor.snapshot import take

        since, settings = self.selected_since(), self.window_.settings
        self.status.setText(self.tr("Updating…"))
        with contextlib.suppress(RuntimeError):  # the window is closing: the bridge has stopped
            self.window_.bridge.run_blocking(
                "monitor",
                lambda: take(since, settings, tell=tell),
                on_result=self.show_snapshot,
                on_error=self._failed,
            )

    def _failed(self, exc: BaseException) -> None:
        if shiboken6.isValid(self):
            self.status.setText(
                self.tr("Could not read the traces: %1").replace("%1", type(exc).__name__)
            )

    def show_snapshot(self, snap: Snapshot) -> None:
        if not shiboken6.isValid(self):  # a result that outlived its window
            return
        t0 = time.perf_counter()
        self.snapshot = snap
        s = snap.stats
        req = s["requests"]
        self.values["requests"].setText(str(req["total"]))
        self.values["cloud"].setText(f"{req['cloud_fraction']:.0%}")
        # One definition each (app/core/monitor/metrics.py), as the charts and alerts read them.
        wanted = int(s.get("cloud_wanted", 0))
        self.values["fallbacks"].setText(f"{s['fallback_rate']:.0%}" if wanted else "–")
        self.values["fallbacks"].setToolTip(
            self.tr("The cloud fell back in %1 of the %2 requests that wanted it.")
            .replace("%1", str(s["fallback_total"]))
            .replace("%2", str(wanted))
        )
        cloud = s["latency"]["by_source"].get("cloud")
        cloud_final: Dist = cloud["final_ms"] if cloud is not None else {}
        self.values["p95"].setText(_ms(cloud_final.get("p95")))
        self.values["p95"].setToolTip(
            self.tr(
                "Time to the final answer of %1 cloud answers, at the 95th percentile."
            ).replace("%1", str(cloud_final.get("n", 0)))
        )
        self.values["kept_local"].setText(str(s["privacy"]["kept_local"]))
        sp = s["spend"]
        budget = sp["daily_budget_usd"] or 0.0
        fraction = sp["today_usd"] / budget if budget else 0.0
        self.spend.setValue(min(100, round(fraction * 100)))
        self.spend.setFormat(f"${sp['today_usd']:.4f} / ${budget:.2f}")
        self.spend.setProperty("over", fraction >= 0.8)
        self._device(s["device"])
        self._endpoints(snap)
        self._charts(snap)
        self._alerts(snap)
        render_ms = (time.perf_counter() - t0) * 1000
        self.status.setText(
            self.tr("Updated %1 · query %2 ms · drawn %3 ms")
            .replace("%1", time.strftime("%H:%M:%S"))
            .replace("%2", f"{snap.took_ms:.0f}")
            .replace("%3", f"{render_ms:.0f}")
        )
        self.refreshed.emit(snap)

    def _device(self, dev: DeviceCounts) -> None:
        speed = _part(dev.get("decode_tokens_per_s"), "p50")
        load_ms = _part(dev.get("model_load_ms"), "p50")
        rss = _part(dev.get("rss_mb"), "max")
        per_core = _part(dev.get("load_per_core"), "p95")
        unknown = self.tr("unknown")
        if speed is None and load_ms is None and rss is None:
            self.device.setText(
                self.tr("Device: no local answer sampled yet · load per core %1 (p95) · "
                        "local model errors %2")
                .replace("%1", f"{per_core:.2f}" if per_core is not None else unknown)
                .replace("%2", str(dev.get("local_errors", 0)))
            )  # fmt: skip
            return
        self.device.setText(
            self.tr(
                "Device: decodes %1 tokens/s · model loads in %2 · memory up to %3 MB · "
                "load per core %4 (p95) · local model errors %5"
            )
            .replace("%1", f"{speed:.0f}" if speed is not None else unknown)
            .replace("%2", _ms(load_ms) if load_ms is not None else unknown)
            .replace("%3", f"{rss:.0f}" if rss is not None else unknown)
            .replace("%4", f"{per_core:.2f}" if per_core is not None else unknown)
            .replace("%5", str(dev.get("local_errors", 0)))
        )

    def _endpoints(self, snap: Snapshot) -> None:
        self.endpoints.clear()
        states = {
            "healthy": self.tr("healthy"),
            "failing": self.tr("failing"),
            "unreachable": self.tr("unreachable"),
            "misconfigured": self.tr("misconfigured"),
            "unknown": self.tr("no data yet"),
        }
        if not snap.endpoints:
            item = QTreeWidgetItem([self.tr("no cloud endpoint"), "", "", "", ""])
            self.endpoints.addTopLevelItem(item)
        for ep in snap.endpoints:
            when = time.strftime("%m-%d %H:%M", time.localtime(ep.last_error_at or 0))
            last = f"{when} {ep.last_error}" if ep.last_error else "–"
            item = QTreeWidgetItem(
                [ep.name, states.get(ep.state, ep.state), f"{ep.error_rate:.0%}",
                 _ms(ep.rtt_ms), last]
            )  # fmt: skip
            item.setToolTip(4, ep.last_error or "")
            self.endpoints.addTopLevelItem(item)
        for col in range(4):
            self.endpoints.resizeColumnToContents(col)

    def _charts(self, snap: Snapshot) -> None:
        series = snap.series
        labels = series.labels()
        first = time.strftime("%m-%d %H:%M", time.localtime(series.starts[0])) if labels else ""
        span = (
            self.tr("%1 to now, one bar per %2")
            .replace("%1", first)
            .replace("%2", self._width(series.width_s))
        )
        monitor_charts.answers_chart(
            self.answers_view,
            self.tr("Answers by final source"),
            span,
            labels,
            [
                (self.tr("device"), series.local, monitor_charts.LOCAL),
                (self.tr("cloud"), series.cloud, monitor_charts.CLOUD),
                (self.tr("failed / stopped"), series.failed, monitor_charts.FAILED),
            ],
        )
        monitor_charts.latency_chart(
            self.latency_view,
            self.tr("Cloud answers: p95 time to final (ms)"),
            span.replace(self.tr("one bar per"), self.tr("one point per")),
            series.p95_final_ms,
            (self.tr("p95"), self.tr("latency budget")),
            snap.latency_budget_ms,
        )
        # The gate keeping a question on the device is no fallback: "Kept local" counts it.
        from app.core.monitor.metrics import fallback_reasons

        stats = snap.stats
        monitor_charts.fallbacks_chart(
            self.fallbacks_view,
            self.tr("Fallbacks by reason: %1 of %2 requests that wanted the cloud")
            .replace("%1", str(stats["fallback_total"]))
            .replace("%2", str(stats.get("cloud_wanted", 0))),
            self.tr("fallbacks"),
            fallback_reasons(stats),
        )

    def _width(self, seconds: float) -> str:
        if seconds >= 86400:
            return (
                self.tr("day")
                if seconds == 86400
                else self.tr("%1 h").replace("%1", f"{seconds / 3600:.0f}")
            )
        if seconds >= 3600:
            return (
                self.tr("hour")
                if seconds == 3600
                else self.tr("%1 h").replace("%1", f"{seconds / 3600:.0f}")
            )
        return self.tr("%1 min").replace("%1", f"{seconds / 60:.0f}")

    def _alerts(self, snap: Snapshot) -> None:
        self.alerts.clear()
        for alert in snap.alerts_now:
            self.alerts.addItem("⚠ " + alert_text(self, alert))
        now_kinds = {a.kind for a in snap.alerts_now}
        for ts, kind, message in snap.told:
            if kind in now_kinds:
                continue
            self.alerts.addItem(f"{time.strftime('%m-%d %H:%M', time.localtime(ts))}  {message}")
        if self.alerts.count() == 0:
            self.alerts.addItem(self.tr("No alerts."))

    # ------------------------------------------------------------ i18n

    def retranslate(self) -> None:
        self.refresh_button.setText(self.tr("Refresh"))
        self.since.setToolTip(self.tr("Time window"))
        windows = {
            "1h": self.tr("Last hour"),
            "24h": self.tr("Last 24 hours"),
            "7d": self.tr("Last 7 days"),
            "30d": self.tr("Last 30 days"),
        }
        for i in range(self.since.count()):
            value = str(self.since.itemData(i))
            self.since.setItemText(i, windows.get(value, value))
        captions = {
            "requests": self.tr("Requests"),
            "cloud": self.tr("Cloud calls"),
            "fallbacks": self.tr("Fallbacks"),
            "p95": self.tr("Cloud p95"),
            "kept_local": self.tr("Kept local"),
        }
        for key, text in captions.items():
            self.captions[key].setText(text)
            self.values[key].setAccessibleName(text)
        self.spend_caption.setText(self.tr("Cloud spend today, against the daily budget"))
        self.endpoints.setHeaderLabels(
            [self.tr("Endpoint"), self.tr("State"), self.tr("Errors"), self.tr("RTT"),
             self.tr("Last error")]
        )  # fmt: skip
        for i, title in enumerate((self.tr("Answers"), self.tr("Latency"), self.tr("Fallbacks"))):
            self.charts.setTabText(i, title)
        self.alerts_caption.setText(self.tr("Alerts"))
        if self.snapshot is not None:
            self.show_snapshot(self.snapshot)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.StyleChange and self.snapshot is not None:
            self._charts(self.snapshot)  # a live theme change: the charts in its colours
        super().changeEvent(event)


def alert_text(widget: QWidget, alert: Alert) -> str:
    """An alert in the user's language, from its kind and numbers."""
    tr = widget.tr
    if alert.kind == "fallback_rate":
        return (
            tr("The cloud fell back in %1 of the last %3 requests that wanted it (threshold %2).")
            .replace("%1", f"{alert.value:.0%}")
            .replace("%2", f"{alert.threshold:.0%}")
            .replace("%3", str(alert.n))
        )
    if alert.kind == "cloud_latency":
        return (
            tr("The last %3 cloud answers took %1 ms at p95 (budget %2 ms).")
            .replace("%1", f"{alert.value:,.0f}")
            .replace("%2", f"{alert.threshold:,.0f}")
            .replace("%3", str(alert.n))
        )
    if alert.kind == "spend_80":
        return tr("%1 of today's cloud budget is spent.").replace("%1", f"{alert.value:.0%}")
    if alert.kind == "spend_100":
        return tr("Today's cloud budget is spent: the device answers alone until tomorrow.")
    if alert.kind == "local_model":
        if alert.value:  # a cloud is configured
            return tr("The local model failed: answers go to the cloud when privacy allows.")
        return tr("The local model failed: ask again, and the next question starts it again.")
    return alert.message
