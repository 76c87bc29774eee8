"""The monitor at 100,000 recorded requests (30 days): `tandem stats --since 30d` wall time (the
contract: <= 1 s) and the Monitor panel's open time, shortcut to data drawn (<= 300 ms), with the
30-day charts' draw time (<= 200 ms).

"raw" for stats is what a monitor without the request index would pay: reading every trace's
JSON from SQLite and parsing it (``json.loads``), with no aggregation at all. "raw" for the
panel is a bare QDockWidget with a label, shown the same way. Traces are synthetic (the
pipeline's keys, a seeded mix of plans, sources, fallbacks and levels; tests/monitor_data.py).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

N = 100_000
ROOT = Path(__file__).resolve().parents[1]


def _home() -> Path:
    home = Path(tempfile.mkdtemp(prefix="tandem-bench-monitor-"))
    os.environ["TANDEM_HOME"] = str(home)
    from app.core.store.traces import TraceStore
    from tests.support.monitor_data import fill

    store = TraceStore()
    fill(store, N, span_s=30 * 86400 - 3600)  # an hour of slack: the window moves on
    store.close()
    return home


def _stats_wall(home: Path) -> list[float]:
    env = dict(os.environ, TANDEM_HOME=str(home), PYTHONPATH=str(ROOT))
    walls = []
    for _ in range(4):
        t0 = time.perf_counter()
        proc = subprocess.run(
            [sys.executable, "-m", "app", "stats", "--since", "30d", "--json"],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
        walls.append((time.perf_counter() - t0) * 1000)
        assert json.loads(proc.stdout)["requests"]["total"] == N
    return walls


def _raw_parse(home: Path) -> float:
    import sqlite3

    db = sqlite3.connect(home / "traces.sqlite3")
    t0 = time.perf_counter()
    n = sum(1 for (data,) in db.execute("SELECT data FROM traces") if json.loads(data))
    ms = (time.perf_counter() - t0) * 1000
    db.close()
    assert n == N
    return ms


_PANEL = r"""
import asyncio, json, os, sys, time
import qasync
from PySide6.QtWidgets import QApplication, QDockWidget, QLabel
from app.core.config import Settings
from app.ui.base.bridge import AsyncBridge
from app.ui.mainwindow.main_window import MainWindow

app = QApplication.instance() or QApplication([])
loop = qasync.QEventLoop(app)
asyncio.set_event_loop(loop)
out = {}

async def body():
    settings = Settings()
    settings.ui.first_run_done = True
    window = MainWindow(settings, bridge=AsyncBridge(loop))
    window.show()
    await asyncio.sleep(0.3)
    # raw: a bare dock with a label, shown the same way
    t0 = time.perf_counter()
    bare = QDockWidget(window)
    bare.setWidget(QLabel("bare", bare))
    window.addDockWidget(window.dockWidgetArea(window.documents_dock), bare)
    bare.show()
    app.processEvents()
    out["raw_ms"] = (time.perf_counter() - t0) * 1000
    bare.close()
    dock = window.monitor_dock
    done = asyncio.Event()
    t0 = time.perf_counter()
    dock.toggleViewAction().trigger()  # builds the panel (QtCharts) and queries the last 24h
    def shown(snap):
        out["open_ms"] = (time.perf_counter() - t0) * 1000
        out["query_ms"] = snap.took_ms
        done.set()
    dock.panel.refreshed.connect(shown)
    await asyncio.wait_for(done.wait(), 30)
    dock.panel.refreshed.disconnect(shown)
    done.clear()
    def shown30(snap):
        out["switch_30d_ms"] = (time.perf_counter() - t0) * 1000
        out["query_30d_ms"] = snap.took_ms
        out["requests"] = snap.stats["requests"]["total"]
        done.set()
    dock.panel.refreshed.connect(shown30)
    t0 = time.perf_counter()
    dock.panel.since.setCurrentIndex(3)  # 30d: every request
    await asyncio.wait_for(done.wait(), 30)
    t1 = time.perf_counter()
    dock.panel.show_snapshot(dock.panel.snapshot)
    app.processEvents()
    out["draw_ms"] = (time.perf_counter() - t1) * 1000
    window.close()

loop.run_until_complete(body())
print("@@" + json.dumps(out))
"""


def _panel(home: Path) -> dict[str, float]:
    env = dict(os.environ, TANDEM_HOME=str(home), PYTHONPATH=str(ROOT))
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    runs = []
    for _ in range(3):
        proc = subprocess.run(
            [sys.executable, "-c", _PANEL], env=env, capture_output=True, text=True, check=True
        )
        line = next(x for x in proc.stdout.splitlines() if x.startswith("@@"))
        runs.append(json.loads(line[2:]))
    return {k: statistics.median(r[k] for r in runs) for k in runs[0]}


def run() -> dict[str, Any]:
    t0 = time.perf_counter()
    home = _home()
    walls = _stats_wall(home)
    raw = _raw_parse(home)
    panel = _panel(home)
    warm = statistics.median(walls[1:])
    metrics = [
        {
            "metric": "`tandem stats --since 30d`, 100k requests (first run)",
            "value": round(walls[0], 1),
            "unit": "ms",
            "note": "includes indexing-watermark check; limit 1000 ms",
        },
        {
            "metric": "`tandem stats --since 30d`, 100k requests (median of 3 more)",
            "value": round(warm, 1),
            "raw": round(raw, 1),
            "ratio": round(warm / raw, 3),
            "unit": "ms",
            "note": "raw = only reading and json-parsing every trace, no aggregation; limit 1000 ms",
        },
        {
            "metric": "Monitor panel open (View > Monitor -> 24h data drawn), 100k requests",
            "value": round(panel["open_ms"], 1),
            "raw": round(panel["raw_ms"], 1),
            "ratio": round(panel["open_ms"] / max(panel["raw_ms"], 0.1), 2),
            "unit": "ms",
            "note": f"query {panel['query_ms']:.0f} ms off the GUI thread; raw = a bare dock; "
            "limit 300 ms",
        },
        {
            "metric": "Monitor panel: switch to 30d (query + draw), 100k requests",
            "value": round(panel["switch_30d_ms"], 1),
            "unit": "ms",
            "note": f"query {panel['query_30d_ms']:.0f} ms off the GUI thread",
        },
        {
            "metric": "Monitor panel: 30 days of charts drawn",
            "value": round(panel["draw_ms"], 1),
            "unit": "ms",
            "note": "limit 200 ms",
        },
    ]
    return {"name": "monitor", "metrics": metrics, "wall_s": round(time.perf_counter() - t0, 1)}


if __name__ == "__main__":
    print(json.dumps(run(), indent=2))
