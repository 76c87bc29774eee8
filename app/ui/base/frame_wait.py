"""Wait, inside a bridge task, until a widget has been painted once more.

Why: when an answer's final event arrives, the window has work to do besides showing it (the
pipeline writes the trace and history, the window re-reads the trace for the record, refreshes
the sidebar, the monitor checks its alerts). Run before the next paint, that work made the user
wait for it: on a loaded machine 20-140 ms between a ready cloud answer and the frame that shows
it (bench/bench_window_upgrade.py). The answer stream awaits this after the final event, so the
frame comes first and the bookkeeping after it (docs/ARCHITECTURE.md §7).
"""

from __future__ import annotations

import asyncio
import contextlib

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget

FRAME_WAIT_S = 0.25  # never hold the bookkeeping longer than this (a window that cannot paint)


class _PaintSeen(QObject):
    def __init__(self, target: QWidget, done: asyncio.Future[None]) -> None:
        super().__init__(target)
        self._done = done
        target.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The paint runs right after this returns; the awaiting task resumes only on a later
        # turn of the event loop, so it resumes after the frame.
        if event.type() == QEvent.Type.Paint and not self._done.done():
            self._done.set_result(None)
        return False


def can_paint(widget: QWidget) -> bool:
    """Visible on a shown, unminimised window and not scrolled out of view."""
    window = widget.window()
    return widget.isVisible() and not window.isMinimized() and not widget.visibleRegion().isEmpty()


async def next_paint(widget: QWidget, timeout_s: float | None = None) -> bool:
    """True once ``widget`` was painted; False at once when it cannot be (or the wait is off:
    ``FRAME_WAIT_S`` 0, as the benchmark's comparison runs), or after the timeout."""
    timeout_s = FRAME_WAIT_S if timeout_s is None else timeout_s
    if timeout_s <= 0 or not can_paint(widget):
        return False
    done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
    seen = _PaintSeen(widget, done)
    widget.update()  # a paint is due anyway after new content; ask for one to be sure
    try:
        await asyncio.wait_for(done, timeout_s)
        return True
    except TimeoutError:
        return False
    finally:
        with contextlib.suppress(RuntimeError):  # the widget (and the filter) may be gone
            widget.removeEventFilter(seen)
            seen.deleteLater()
