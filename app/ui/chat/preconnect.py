"""Open the cloud connection while the user types (docs/ARCHITECTURE.md §7, "Connections").

The first keystrokes in the question box start a short debounce; when it ends, the window asks
the pipeline to pre-connect (:meth:`app.core.pipeline.Pipeline.preconnect`). The pipeline decides
whether that is allowed (never for mode ``local``, offline, or a policy that keeps everything on
the device), sends none of the typed text, and opens at most one connection per 30 s; this
module only says *when*. A pre-connect that fails is silent: the question itself will say why.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QPlainTextEdit

if TYPE_CHECKING:
    from app.ui.mainwindow.main_window import MainWindow

DEBOUNCE_MS = 250  # a stray key press (a shortcut, a pasted space) is not the start of a question
TASK = "preconnect"


class TypingTrigger(QObject):
    """Calls ``start`` once typing has gone on for ``delay_ms`` (text, not just whitespace);
    again only after the box was emptied (a sent question) and typing began anew."""

    def __init__(
        self,
        edit: QPlainTextEdit,
        start: Callable[[], None],
        delay_ms: int = DEBOUNCE_MS,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._edit = edit
        self._start = start
        self._armed = True
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(delay_ms)
        self.timer.timeout.connect(self._fire)
        edit.textChanged.connect(self._changed)

    def _changed(self) -> None:
        if not self._edit.toPlainText().strip():
            self._armed = True  # sent or cleared: the next question may pre-connect again
            self.timer.stop()
            return
        if self._armed and not self.timer.isActive():
            self.timer.start()

    def _fire(self) -> None:
        # A window being closed (or already hidden) does not open connections.
        if self._edit.isVisible() and self._edit.toPlainText().strip():
            self._armed = False
            self._start()

    def stop(self) -> None:
        self.timer.stop()


def install_preconnect(window: MainWindow) -> TypingTrigger:
    """Hook the window's question box to the pipeline's pre-connect, through the bridge."""

    async def open_cloud(mode: str) -> None:
        with contextlib.suppress(Exception):  # a pre-connect never reports a failure
            pipeline = await window.pipeline_ready()
            preconnect = getattr(pipeline, "preconnect", None)
            if preconnect is not None:
                await preconnect(mode)

    def start() -> None:
        if window.bridge.running(TASK):
            return  # one at a time; the running one is not cancelled half-way through TLS
        work = open_cloud(window.input.selected_mode())
        try:
            window.bridge.run(TASK, work)
        except RuntimeError:  # the loop is gone (the app is quitting)
            work.close()

    return TypingTrigger(window.input.edit, start, parent=window)
