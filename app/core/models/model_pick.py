"""The catalog's best fit for this machine: what the first run and a weak device answer offer.

From the Model library's rows (:func:`app.core.models.model_manager.list_rows`): the model with
the most parameters that fits this machine's RAM with headroom (its ``min_ram_gb`` at most two thirds of
the RAM, so the app, the index and the browser still have room) and the download folder's disk,
other than the one in use, and no larger than the cores can run at a reading pace on the CPU
(half a billion parameters per physical core, at least 1.5 B: a 7 B model on two cores writes a
word every second or so). None when nothing better fits.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.core.models.model_manager import CatalogRow

HEADROOM = 1.5  # the RAM a model says it needs, times this, must be there


B_PER_CORE = 0.5
MIN_CAP_B = 1.5


def best_fit(rows: Sequence[CatalogRow], cores: int | None = None) -> CatalogRow | None:
    """``cores``: physical cores (None: this machine's)."""
    if cores is None:
        from app.core.engines.worker import physical_cores

        cores = physical_cores()
    cap = max(MIN_CAP_B, B_PER_CORE * cores)
    active = [float(r.get("params_b") or 0) for r in rows if r.get("active")]
    floor = max(active, default=0.0)
    fitting = [
        r
        for r in rows
        if r.get("fit", {}).get("ok")
        and not r.get("active")
        and floor < float(r.get("params_b") or 0) <= cap
        and float(r.get("min_ram_gb") or 0) * HEADROOM <= float(r["fit"].get("ram_total_gb") or 0)
    ]
    return max(fitting, key=lambda r: float(r.get("params_b") or 0), default=None)
