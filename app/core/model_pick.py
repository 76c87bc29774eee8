"""The catalog's best fit for this machine: what the first run and a weak device answer offer.

From the Model library's rows (:func:`app.core.model_manager.list_rows`): the model with the most
parameters that fits this machine's RAM with headroom (its ``min_ram_gb`` at most two thirds of
the RAM, so the app, the index and the browser still have room) and the download folder's disk,
other than the one in use. None when nothing better fits.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

HEADROOM = 1.5  # the RAM a model says it needs, times this, must be there


def best_fit(rows: Sequence[dict[str, Any]]) -> dict[str, Any] | None:
    active = [float(r.get("params_b") or 0) for r in rows if r.get("active")]
    floor = max(active, default=0.0)
    fitting = [
        r
        for r in rows
        if r.get("fit", {}).get("ok")
        and not r.get("active")
        and float(r.get("params_b") or 0) > floor
        and float(r.get("min_ram_gb") or 0) * HEADROOM <= float(r["fit"].get("ram_total_gb") or 0)
    ]
    return max(fitting, key=lambda r: float(r.get("params_b") or 0), default=None)
