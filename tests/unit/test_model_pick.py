"""The catalog's best fit for this machine (issue 30, item 6)."""

from __future__ import annotations

from typing import Any

from app.core.models.model_pick import best_fit


def _row(name: str, params: float, ram: float, *, ok: bool = True, active: bool = False) -> Any:
    return {
        "name": name,
        "params_b": params,
        "min_ram_gb": ram,
        "active": active,
        "fit": {"ok": ok, "ram_total_gb": 8.0},
    }


def test_the_largest_that_fits_with_headroom() -> None:
    rows = [
        _row("tiny", 0.135, 1, active=True),
        _row("small", 1.5, 4),
        _row("mid", 3.1, 6),  # 6 * 1.5 > 8 GB: too tight
        _row("big", 7.6, 10, ok=False),
    ]
    assert best_fit(rows, cores=16)["name"] == "small"  # type: ignore[index]


def test_no_larger_than_the_cores_can_run() -> None:
    rows = [_row("tiny", 0.135, 1, active=True), _row("s", 1.5, 2), _row("m", 3.1, 2)]
    assert best_fit(rows, cores=2)["name"] == "s"  # type: ignore[index]  # cap 1.5 B
    assert best_fit(rows, cores=8)["name"] == "m"  # type: ignore[index]  # cap 4 B


def test_nothing_better_than_the_active_one() -> None:
    assert best_fit([_row("tiny", 0.135, 1), _row("small", 1.5, 4, active=True)], 8) is None
    assert best_fit([], 8) is None


def test_the_real_catalog_offers_a_model_on_a_machine_with_8_gb() -> None:
    from app.core.config import Settings
    from app.core.models import catalog
    from app.core.models.model_manager import describe

    settings = Settings()
    rows = [
        describe(e, settings, speeds={}, memory=(8 * 2**30, 6 * 2**30))
        for e in catalog.load_catalog()
    ]
    pick = best_fit(rows, cores=4)
    assert pick is not None and not pick["bundled"] and pick["params_b"] > 0.135
    assert pick["min_ram_gb"] * 1.5 <= 8 and pick["params_b"] <= 2.0
