"""CLI start-up time (`tandem --help`) against a bare interpreter, median of 7 runs each,
alternating who goes first."""

from __future__ import annotations

import statistics
import subprocess
import sys
import time

from bench.common import paired


def _wall_s(cmd: list[str]) -> float:
    t0 = time.perf_counter()
    subprocess.run(cmd, capture_output=True, check=True)
    return time.perf_counter() - t0


def run(runs: int = 7) -> dict:  # type: ignore[type-arg]
    pairs = [
        paired(
            i,
            lambda: _wall_s([sys.executable, "-m", "app", "--help"]),
            lambda: _wall_s([sys.executable, "-c", "import argparse"]),
        )
        for i in range(runs)
    ]
    tandem = statistics.median(p[0] for p in pairs)
    bare = statistics.median(p[1] for p in pairs)
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
