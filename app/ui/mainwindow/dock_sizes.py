"""How much of the window the docks (Documents, Monitor) take: at the default 1100×720 the chat
keeps room for its cards and a question box, and a dock opens at a width that shows its
tables, not at its widest size hint. Docks in the same area share it as tabs: stacked, their
minimum heights together made the window taller than the screen's 720 px."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QDockWidget, QMainWindow, QWidget

CHAT_MIN_WIDTH = 440  # the chat and the question box together, never squeezed below this
DOCK_MIN_WIDTH = 300
DOCK_WIDTH = 380  # the width a dock opens at (the user may drag it wider)


def keep_chat_room(center: QWidget) -> None:
    center.setMinimumWidth(CHAT_MIN_WIDTH)


def share_area(first: QDockWidget, second: QDockWidget) -> None:
    """``second`` opens as a tab beside ``first``, and a dock shown comes to the front."""
    window = first.parentWidget()
    if isinstance(window, QMainWindow):
        window.tabifyDockWidget(first, second)
    for dock in (first, second):
        dock.installEventFilter(_RaiseOnShow(dock))


class _RaiseOnShow(QObject):
    """Brings a tabbed dock to the front when it is shown (show() alone leaves it behind)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Show and isinstance(watched, QDockWidget):
            QTimer.singleShot(0, watched.raise_)
        return False


def size_dock(window: QMainWindow, dock: QDockWidget) -> None:
    """A sensible minimum, and the opening width, each time the dock is shown (a dock may
    build its content when first shown: the Monitor's panel)."""

    def shown(visible: bool) -> None:
        content = dock.widget()
        if content is not None:
            content.setMinimumWidth(DOCK_MIN_WIDTH)
        if visible and not dock.isFloating():
            # After the dock is laid out: resizing it inside visibilityChanged is undone.
            QTimer.singleShot(
                0, lambda: window.resizeDocks([dock], [DOCK_WIDTH], Qt.Orientation.Horizontal)
            )

    dock.visibilityChanged.connect(shown)
