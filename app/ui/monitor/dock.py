"""The Monitor dock: View → Monitor (Ctrl+Shift+M) in the window, the panel built the first time
it opens, alerts checked after every answer and told in the tray and the status bar (at most once
per window of time, see routing.toml ``[alerts]``).

Signals:
    alerts_told(object): a list of newly told :class:`~app.core.monitor.alerts.Alert`.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDockWidget

from app.ui.monitor.panel import MonitorPanel, alert_text

if TYPE_CHECKING:
    from app.core.monitor.alerts import Alert
    from app.ui.mainwindow.main_window import MainWindow

SHORTCUT = "Ctrl+Shift+M"


class MonitorDock(QDockWidget):
    """The dock; its panel (and QtCharts) is built the first time it is shown."""

    alerts_told = Signal(object)

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("monitorDock")
        self.window_ = window
        self.panel: MonitorPanel | None = None
        self.visibilityChanged.connect(self._visible)
        self.retranslate()

    def ensure_panel(self, *, refresh: bool = False) -> MonitorPanel:
        if self.panel is None:
            self.panel = MonitorPanel(self.window_, self, refresh_now=refresh)
            self.setWidget(self.panel)
        elif refresh:
            self.panel.refresh()
        return self.panel

    def _visible(self, visible: bool) -> None:
        if visible:
            self.ensure_panel(refresh=True)

    def answer_finished(self, _state: object = None) -> None:
        """After every answer (also with the window hidden to the tray): refresh a visible
        panel, and check the alerts. An answer cancelled by closing the window ends after the
        bridge has stopped: then there is nothing to do."""
        if not shiboken6.isValid(self):
            return
        if self.panel is not None and self.isVisible():
            self.panel.refresh()
        settings, pipeline = self.window_.settings, getattr(self.window_, "_pipeline", None)

        def check() -> list[Alert]:
            # imported here, on the bridge's thread: the module costs ~100 ms the first time,
            # which the GUI thread paid right after the first answer
            from app.core.monitor.snapshot import check_alerts

            return check_alerts(settings, pipeline)

        with contextlib.suppress(RuntimeError):  # the bridge's pool is already shut down
            self.window_.bridge.run_blocking("monitor-alerts", check, on_result=self.tell)

    def busy(self, name: str, running: bool) -> None:
        """Live while an answer runs: say so; the figures follow when it ends."""
        if not shiboken6.isValid(self) or self.panel is None or not shiboken6.isValid(self.panel):
            return
        if name == "answer" and running and self.isVisible():
            self.panel.status.setText(self.tr("An answer is running…"))

    def tell(self, fresh: list[Alert]) -> None:
        if not fresh or not shiboken6.isValid(self):
            return
        texts = [alert_text(self, a) for a in fresh]
        tray = getattr(self.window_, "tray", None)
        if tray is not None and tray.isVisible():
            tray.showMessage(self.tr("Tandem monitor"), "\n".join(texts))
        self.window_.statusBar().showMessage(texts[0], 15000)
        self.alerts_told.emit(fresh)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Monitor"))
        self.toggleViewAction().setText(self.tr("&Monitor"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def install_monitor(window: MainWindow) -> MonitorDock:
    """Add the Monitor dock to the window: View menu entry, shortcut, alerts after answers."""
    dock = MonitorDock(window)
    window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
    dock.hide()
    from app.ui.mainwindow.dock_sizes import share_area, size_dock

    size_dock(window, dock)
    share_area(window.documents_dock, dock)
    action = dock.toggleViewAction()
    action.setShortcut(QKeySequence(SHORTCUT))
    window.addAction(action)
    window.action_set.view_menu.addAction(action)
    window.answer_finished.connect(dock.answer_finished)
    window.bridge.busy_changed.connect(dock.busy)
    return dock
