"""The chat's documents switch: which indexed collections this conversation searches — all of
them (the default), some, or none. Searching nothing is also the privacy gate's first line: a
passage that is not retrieved cannot be uploaded.

The list of collections comes from the index's manifest (SQLite), so it is right after a restart
without the Documents panel ever being opened.

Signals:
    changed(object): the new choice: None (all collections) or a tuple of names (empty: none).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QToolButton, QWidget


class ChatDocumentsButton(QToolButton):
    changed = Signal(object)

    def __init__(self, available: Callable[[], list[str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chatDocuments")
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self._available = available
        self._choice: tuple[str, ...] | None = None
        self.menu_ = QMenu(self)
        self.menu_.aboutToShow.connect(self._fill)
        self.setMenu(self.menu_)
        self.retranslate()

    def choice(self) -> tuple[str, ...] | None:
        return self._choice

    def set_choice(self, choice: Sequence[str] | None) -> None:
        self._choice = None if choice is None else tuple(choice)
        self.retranslate()

    def choose(self, choice: Sequence[str] | None) -> None:
        """As the user picking from the menu: set and announce."""
        self.set_choice(choice)
        self.changed.emit(self._choice)

    def _fill(self) -> None:
        self.menu_.clear()
        names = self._available()
        every = QAction(self.tr("All collections"), self.menu_)
        every.setCheckable(True)
        every.setChecked(self._choice is None)
        every.triggered.connect(lambda: self.choose(None))
        none = QAction(self.tr("No documents"), self.menu_)
        none.setCheckable(True)
        none.setChecked(self._choice == ())
        none.triggered.connect(lambda: self.choose(()))
        self.menu_.addActions([every, none])
        if names:
            self.menu_.addSeparator()
        for name in names:
            action = QAction(name, self.menu_)
            action.setCheckable(True)
            action.setChecked(self._choice is not None and name in self._choice)
            action.triggered.connect(lambda on, n=name: self._toggle(n, on))
            self.menu_.addAction(action)

    def _toggle(self, name: str, on: bool) -> None:
        current = list(self._choice if self._choice is not None else ())
        if on and name not in current:
            current.append(name)
        elif not on and name in current:
            current.remove(name)
        self.choose(tuple(current))

    def retranslate(self) -> None:
        if self._choice is None:
            text = self.tr("Documents: all")
        elif not self._choice:
            text = self.tr("Documents: none")
        elif len(self._choice) == 1:
            text = self.tr("Documents: %1").replace("%1", self._choice[0])
        else:
            text = self.tr("Documents: %1 collections").replace("%1", str(len(self._choice)))
        self.setText(text)
        self.setToolTip(self.tr("Which document collections this chat searches"))
        self.setAccessibleName(self.tr("Documents for this chat"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
