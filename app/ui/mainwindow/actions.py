"""Menus and keyboard shortcuts for everything the window can do.

Ctrl+N new conversation · Ctrl+F search conversations · F2 rename · Ctrl+E export ·
Ctrl+L focus the question · Esc stop the answer · Ctrl+T push-to-talk · Ctrl+D documents ·
Ctrl+, settings · Ctrl+Q quit · F1 the shortcuts (Help menu).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence

if TYPE_CHECKING:
    from app.ui.mainwindow.main_window import MainWindow


class ActionSet(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        w = window
        self.window = w

        def act(shortcut: QKeySequence | QKeySequence.StandardKey | str, slot: object) -> QAction:
            action = QAction(w)
            action.setShortcut(QKeySequence(shortcut))
            action.triggered.connect(slot)
            w.addAction(action)
            return action

        self.new = act("Ctrl+N", w.new_conversation)
        self.search = act("Ctrl+F", lambda: w.conversations.search.setFocus())
        self.rename = act("F2", lambda: w.conversations.rename_current())
        self.export = act("Ctrl+E", lambda: w.conversations.export_current())
        self.focus = act("Ctrl+L", lambda: w.input.edit.setFocus())
        self.stop = act("Esc", w.stop)
        self.talk = act("Ctrl+T", lambda: w.input.talk_button.toggle())
        self.documents = w.documents_dock.toggleViewAction()
        self.documents.setShortcut(QKeySequence("Ctrl+D"))
        self.settings = act(QKeySequence.StandardKey.Preferences, w.open_settings)
        if self.settings.shortcut().isEmpty():
            self.settings.setShortcut(QKeySequence("Ctrl+,"))
        self.quit = act(QKeySequence.StandardKey.Quit, w.close)
        if self.quit.shortcut().isEmpty():
            self.quit.setShortcut(QKeySequence("Ctrl+Q"))

        bar = w.menuBar()
        self.file_menu = bar.addMenu("")
        self.file_menu.addActions([self.new, self.export])
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.quit)
        self.edit_menu = bar.addMenu("")
        self.edit_menu.addActions([self.search, self.rename, self.focus])
        self.edit_menu.addSeparator()
        self.edit_menu.addAction(self.settings)
        self.answer_menu = bar.addMenu("")
        self.answer_menu.addActions([self.stop, self.talk])
        self.view_menu = bar.addMenu("")
        self.view_menu.addAction(self.documents)
        from app.ui.mainwindow.help_menu import HelpMenu

        self.help = HelpMenu(w, bar)

    def retranslate(self) -> None:
        self.file_menu.setTitle(self.tr("&File"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.answer_menu.setTitle(self.tr("&Answer"))
        self.view_menu.setTitle(self.tr("&View"))
        self.new.setText(self.tr("&New conversation"))
        self.search.setText(self.tr("&Search conversations"))
        self.rename.setText(self.tr("&Rename conversation"))
        self.export.setText(self.tr("&Export conversation…"))
        self.focus.setText(self.tr("&Ask a question"))
        self.stop.setText(self.tr("S&top answer"))
        self.talk.setText(self.tr("Push to &talk"))
        self.documents.setText(self.tr("&Documents"))
        self.settings.setText(self.tr("Se&ttings…"))
        self.quit.setText(self.tr("&Quit"))
        self.help.retranslate()
