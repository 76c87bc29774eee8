"""The window's event-loop stall while a folder indexes: the window's store indexing through its
worker process (app/core/rag/index_worker.py, today's window) against the same window indexing
in its own process (the store's worker thread, as before issue 17), in the same run.

A 5 ms QTimer probe on the real qasync loop (bench/bench_gui.py's StallProbe): the stall is the
longest gap between ticks minus the interval; each figure is the median of REPEATS runs' maxima,
each run indexing shared/data/corpus/docs into a new collection with the real encoder warm. The
idle loop's own stall in the same run says how much of a figure is the machine (on 2 shared
cores a waiting thread is often not scheduled for 10-20 ms). Usage: python -m bench.run
index_stall
"""

from __future__ import annotations

import asyncio
import os
import statistics
import tempfile
from typing import Any

REPEATS = 3


def _measure(worker: bool) -> dict[str, float]:
    import qasync
    from PySide6.QtWidgets import QApplication

    from app.core.config import Settings
    from app.core.services import Services
    from app.ui.base.bridge import AsyncBridge
    from app.ui.mainwindow.main_window import MainWindow
    from bench.bench_gui import StallProbe, _index

    os.environ["TANDEM_HOME"] = tempfile.mkdtemp(prefix="tandem-bench-stall-")
    app = QApplication.instance() or QApplication([])
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    runs: dict[str, list[float]] = {"idle": [], "index": [], "busy": []}

    async def body() -> None:
        settings = Settings()
        settings.ui.first_run_done = True
        services = Services(settings, index_worker=worker)
        window = MainWindow(settings, bridge=AsyncBridge(loop), services=services)
        window.show()
        probe = StallProbe()
        for i in range(REPEATS + 1):
            probe.start()
            await asyncio.sleep(1.0)
            idle = probe.stop()
            gap, _ = await _index(window, probe, f"stall-{i}")
            if i == 0:
                continue  # the first run starts the child and opens Chroma: not steady state
            runs["idle"].append(idle)
            runs["index"].append(gap)
            runs["busy"].append(probe.max_busy_ms)
        window.documents.close_store()
        window.close()
        services.close()

    with loop:
        loop.run_until_complete(body())
    return {key: statistics.median(values) for key, values in runs.items()}


def run() -> dict[str, Any]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    worker = _measure(True)
    inproc = _measure(False)
    load = f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs"
    return {
        "name": "index_stall",
        "metrics": [
            {
                "metric": "event-loop max stall, indexing (worker process)",
                "value": round(worker["index"], 1),
                "raw": round(inproc["index"], 1),
                "unit": "ms",
                "table_note": "compared with: the same window indexing in its own process;"
                f" median of {REPEATS} runs of corpus/docs, warm; {load}",
            },
            {
                "metric": "event-loop max stall, idle loop (same run)",
                "value": round(worker["idle"], 1),
                "raw": round(inproc["idle"], 1),
                "unit": "ms",
                "table_note": "the machine's share: the probe with nothing running",
            },
            {
                "metric": "longest GUI-thread busy stretch, indexing (worker process)",
                "value": round(worker["busy"], 1),
                "raw": round(inproc["busy"], 1),
                "unit": "ms",
                "table_note": "CPU the GUI thread spent inside one probe gap",
            },
        ],
    }


if __name__ == "__main__":
    import json

    print(json.dumps(run(), indent=2))
