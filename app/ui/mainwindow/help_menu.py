"""The Help menu: the keyboard shortcuts (read from the window's own actions, so the list is
always the real one) and About."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QTextBrowser, QVBoxLayout

if TYPE_CHECKING:
    from PySide6.QtWidgets import QMainWindow, QMenuBar


class HelpMenu(QObject):
    def __init__(self, window: QMainWindow, bar: QMenuBar) -> None:
        super().__init__(window)
        self.window = window
        self.menu = bar.addMenu("")
        self.shortcuts = QAction(window)
        self.shortcuts.setShortcut(QKeySequence("F1"))
        self.shortcuts.triggered.connect(self.show_shortcuts)
        self.about = QAction(window)
        self.about.setMenuRole(QAction.MenuRole.AboutRole)
        self.about.triggered.connect(self.show_about)
        self.menu.addActions([self.shortcuts, self.about])
        window.addAction(self.shortcuts)

    def shortcut_rows(self) -> list[tuple[str, str]]:
        """(what, keys) for every window action that has a shortcut."""
        rows: list[tuple[str, str]] = []
        # The window's own actions and those of its menus (Documents, Ctrl+D, is in View only).
        actions = list(self.window.actions())
        for menu_action in self.window.menuBar().actions():
            menu = menu_action.menu()
            actions += menu.actions() if menu is not None else []  # type: ignore[attr-defined]
        for action in actions:
            keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            text = action.text().replace("&", "").rstrip("…")
            if keys and text and (text, keys) not in rows:
                rows.append((text, keys))
        rows.append((self.tr("Send the question"), "Enter"))
        rows.append((self.tr("New line in the question"), "Shift+Enter"))
        return rows

    def show_shortcuts(self) -> QDialog:
        dialog = QDialog(self.window)
        dialog.setObjectName("shortcutsDialog")
        dialog.setWindowTitle(self.tr("Keyboard shortcuts"))
        view = QTextBrowser(dialog)
        rows = "".join(
            f"<tr><td>{html.escape(what)}</td><td><b>{html.escape(keys)}</b></td></tr>"
            for what, keys in self.shortcut_rows()
        )
        view.setHtml(f"<table cellspacing='6'>{rows}</table>")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, dialog)
        buttons.rejected.connect(dialog.reject)
        layout = QVBoxLayout(dialog)
        layout.addWidget(view)
        layout.addWidget(buttons)
        dialog.resize(420, 420)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def about_text(self) -> str:
        from app import __version__

        return self.tr(
            "<h3>Tandem %1</h3><p>A desktop assistant: a small model on this device answers at "
            "once, a cloud model can upgrade the answer, and a privacy gate decides what may "
            "leave the device.</p><p>Your history, documents and keys stay on this computer.</p>"
        ).replace("%1", __version__)

    def show_about(self) -> None:
        QMessageBox.about(self.window, self.tr("About Tandem"), self.about_text())

    def retranslate(self) -> None:
        self.menu.setTitle(self.tr("&Help"))
        self.shortcuts.setText(self.tr("&Keyboard shortcuts"))
        self.about.setText(self.tr("&About Tandem"))
