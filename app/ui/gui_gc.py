"""Cyclic garbage is collected on the GUI thread only.

Why: Python's cyclic collector runs on whichever thread happens to allocate when a generation's
threshold is crossed: in Tandem that is often a worker (the bridge's pool, an engine's worker, the
speech renderer). A Qt object in a reference cycle freed there is destroyed on the wrong thread
("QObject::~QObject: Timers cannot be stopped from another thread"), which can crash the process.
So the automatic collector is switched off and a timer on the GUI thread collects instead, with
the same thresholds (docs/ARCHITECTURE.md §7). Plain reference counting is unaffected.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer


class GuiThreadCollector(QObject):
    """Checks the collector's counts every ``interval_ms`` and collects the generations whose
    threshold was crossed, on the thread that owns this object (the GUI thread)."""

    def __init__(self, parent: QObject | None = None, interval_ms: int = 500) -> None:
        super().__init__(parent)
        self._threshold = gc.get_threshold()
        self._was_enabled = gc.isenabled()
        gc.disable()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.check)
        self._timer.start()

    def check(self) -> int:
        """Collect what is due; returns the generation collected, or -1 for none."""
        c0, c1, c2 = gc.get_count()
        t0, t1, t2 = self._threshold
        if c0 <= t0:
            return -1
        generation = 2 if (c1 > t1 and c2 > t2) else 1 if c1 > t1 else 0
        gc.collect(generation)
        return generation

    def stop(self) -> None:
        """Back to Python's own collector (at quit)."""
        self._timer.stop()
        if self._was_enabled:
            gc.enable()
