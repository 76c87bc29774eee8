"""Start the real app with a data home holding 30 days of synthetic traces (and a few alerts),
open the Monitor panel with its shortcut, and save a screenshot once its charts are drawn.

    Xvfb :94 -screen 0 1400x900x24 &  DISPLAY=:94 python -m tests.gui.screenshot_monitor OUT.png

Prints one JSON line: how long the panel took to open (shortcut to data drawn) and its counts.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from pathlib import Path


def main(out: Path, n: int = 20000) -> int:
    os.environ.setdefault("TANDEM_HOME", tempfile.mkdtemp(prefix="tandem-monitor-shot-"))
    from app.core.config import Settings, save_settings
    from app.core.store.traces import TraceStore
    from tests.support.monitor_data import fill, make_trace

    settings = Settings()
    settings.ui.first_run_done = True
    settings.cloud.base_url = "http://127.0.0.1:9/v1"
    settings.routing.daily_budget_usd = 0.05
    save_settings(settings)
    store = TraceStore()
    fill(store, n, span_s=30 * 86400)
    for i in range(8):
        store.save(f"slow{i}", make_trace(f"slow{i}", plan="cloud", final_ms=26000 + 500 * i))
    store.add_spend("slow0", "cloud", 0.043)
    store.close()

    from PySide6.QtCore import Qt, QTimer
    from PySide6.QtGui import QGuiApplication
    from PySide6.QtTest import QTest

    from app.ui.app import start

    started = start(welcome=False)
    window = started.window
    window.resize(1360, 860)
    result: dict[str, object] = {}
    t0 = [0.0]

    def open_panel() -> None:
        t0[0] = time.perf_counter()
        mods = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
        QTest.keyClick(window, Qt.Key.Key_M, mods)
        if window.monitor_dock.panel is None:  # no keyboard focus under a bare X server
            window.monitor_dock.toggleViewAction().trigger()
        window.monitor_dock.panel.refreshed.connect(shown)
        window.monitor_dock.panel.charts.setCurrentIndex(int(os.environ.get("MONITOR_TAB", "0")))

    def shown(snap: object) -> None:
        result["open_ms"] = round((time.perf_counter() - t0[0]) * 1000, 1)
        result["requests"] = snap.stats["requests"]["total"]  # type: ignore[attr-defined]
        result["alerts"] = [a.kind for a in snap.alerts_now]  # type: ignore[attr-defined]
        QTimer.singleShot(600, shoot)

    def shoot() -> None:
        screen = QGuiApplication.primaryScreen()
        screen.grabWindow(0).save(str(out))
        print(json.dumps(result), flush=True)
        window.close()

    QTimer.singleShot(800, open_panel)
    with started.loop:
        started.loop.run_until_complete(_closed(started))
    return 0


async def _closed(started: object) -> None:
    import asyncio

    done = asyncio.Event()
    started.app.lastWindowClosed.connect(done.set)  # type: ignore[attr-defined]
    await done.wait()


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1])))
