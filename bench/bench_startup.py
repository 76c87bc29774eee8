"""CLI start-up time (`tandem --help`) against a bare interpreter, median of 7 runs."""

from __future__ import annotations

import statistics
import subprocess
import sys
import time


def _median_s(cmd: list[str], runs: int = 7) -> float:
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run(cmd, capture_output=True, check=True)
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def run() -> dict:  # type: ignore[type-arg]
    tandem = _median_s([sys.executable, "-m", "app", "--help"])
    bare = _median_s([sys.executable, "-c", "import argparse"])
    return {
        "name": "startup",
        "metrics": [
            {
                "metric": "`tandem --help` wall time",
                "value": round(tandem * 1000, 1),
                "raw": round(bare * 1000, 1),
                "ratio": round(tandem / bare, 2),
                "unit": "ms",
                "note": "raw = bare Python interpreter start",
            },
        ],
    }
