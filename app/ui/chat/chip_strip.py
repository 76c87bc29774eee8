"""The strip above the question box that shows what goes with the next question: pictures
(:mod:`app.ui.chat.attachments`) and files (:mod:`app.ui.chat.file_attachments`), one removable
chip each. This holds what the two have in common: the strip, its chips, the items still being
read on a worker, and emptying it when the question is sent.

Signals:
    changed(): an item was added, read or removed.
    problem(str): an item could not be used (one line, for the status bar).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Generic, TypeVar

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QHBoxLayout, QWidget

if TYPE_CHECKING:
    from app.ui.base.bridge import AsyncBridge

Item = TypeVar("Item")
Chip = TypeVar("Chip", bound=QWidget)
R = TypeVar("R")


class ChipStrip(QObject, Generic[Item, Chip]):
    """Items by key, each shown as a chip in :attr:`strip` (hidden while empty)."""

    changed = Signal()
    problem = Signal(str)

    def __init__(self, bridge: AsyncBridge, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bridge = bridge
        self.items: dict[int, Item] = {}
        self._pending: set[str] = set()  # task names of items still being read
        self.strip = QWidget(parent)
        self.strip.setObjectName(name)
        self._row = QHBoxLayout(self.strip)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.addStretch(1)
        self._chips: dict[int, Chip] = {}
        self.strip.setVisible(False)

    @property
    def busy(self) -> bool:
        """Whether an item is still being read."""
        return bool(self._pending)

    def chip(self, key: int) -> Chip | None:
        """The chip that shows the item ``key`` (None: no such item)."""
        return self._chips.get(key)

    def _track(
        self,
        name: str,
        work: Awaitable[R],
        done: Callable[[R], None],
        failed: Callable[[BaseException], None],
    ) -> None:
        """Run ``work`` on the bridge as a pending item called ``name`` (it counts toward
        :attr:`busy` until it ends, one way or another)."""
        self._pending.add(name)

        def on_result(result: R) -> None:
            self._pending.discard(name)
            done(result)

        def on_error(exc: BaseException) -> None:
            self._pending.discard(name)
            failed(exc)

        self._bridge.run(
            name,
            work,
            on_result=on_result,
            on_error=on_error,
            on_cancel=lambda: self._pending.discard(name),
        )
        self.changed.emit()

    def _show(self, key: int, item: Item, chip: Chip) -> None:
        self.items[key] = item
        self._chips[key] = chip
        self._row.insertWidget(self._row.count() - 1, chip)
        self.strip.setVisible(True)
        self.changed.emit()

    def remove(self, key: int) -> None:
        self.items.pop(key, None)
        chip = self._chips.pop(key, None)
        if chip is not None:
            self._row.removeWidget(chip)
            chip.deleteLater()
        self.strip.setVisible(bool(self.items))
        self.changed.emit()

    def _take_items(self) -> list[Item]:
        """Every item, in the order added; the strip empties."""
        items = list(self.items.values())
        for key in list(self.items):
            self.remove(key)
        return items
