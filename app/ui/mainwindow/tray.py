"""The tray icon: show/hide the window, quit. Only created where the platform has a tray."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QIcon
from PySide6.QtWidgets import QMenu, QSystemTrayIcon, QWidget


class TrayIcon(QSystemTrayIcon):
    def __init__(self, window: QWidget, icon: QIcon, quit_action: QAction) -> None:
        super().__init__(icon, window)
        self._window = window
        self.menu = QMenu(window)
        self.toggle_action = QAction(self.menu)
        self.toggle_action.triggered.connect(self.toggle_window)
        self.menu.addAction(self.toggle_action)
        self.menu.addSeparator()
        self.menu.addAction(quit_action)
        self.setContextMenu(self.menu)
        self.activated.connect(self._activated)
        window.installEventFilter(self)
        self.retranslate()

    def toggle_window(self) -> None:
        if self._window.isVisible():
            self._window.hide()
        else:
            self._window.show()
            self._window.raise_()
            self._window.activateWindow()
        self.retranslate()

    def _activated(self, reason: QSystemTrayIcon.ActivationReason) -> None:
        if reason == QSystemTrayIcon.ActivationReason.Trigger:
            self.toggle_window()

    def retranslate(self) -> None:
        self.setToolTip(self.tr("Tandem"))
        self.toggle_action.setText(
            self.tr("Hide Tandem") if self._window.isVisible() else self.tr("Show Tandem")
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.Show, QEvent.Type.Hide):
            self.retranslate()
        return False
