"""The one percentile (app/core/monitor/stats.py) the monitor and every benchmark use."""

from __future__ import annotations

import pytest

from app.core.monitor.stats import percentile, rank


def test_nearest_rank_is_a_measured_value_in_any_order() -> None:
    values = [40.0, 10.0, 30.0, 20.0]
    assert percentile(values, 50) == 20.0  # not the interpolated 25
    assert percentile(values, 95) == 40.0
    assert percentile(values, 0) == 10.0
    assert percentile(range(1, 101), 95) == 95
    assert percentile(range(1, 21), 95) == 19  # 20 values: the 19th, not round(0.95 * 19) + 1


def test_empty_is_none_and_rounding_is_on_request() -> None:
    assert percentile([], 95) is None
    assert percentile([1.2345], 50, ndigits=1) == 1.2
    assert percentile([1.2345], 50) == 1.2345


@pytest.mark.parametrize(("q", "n", "want"), [(50, 1, 1), (50, 4, 2), (95, 20, 19), (100, 7, 7)])
def test_rank(q: float, n: int, want: int) -> None:
    assert rank(q, n) == want
