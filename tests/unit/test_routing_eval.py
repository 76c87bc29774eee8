"""APGR / CPT as RouteLLM defines them, on curves small enough to check by hand; and the
reference checks that label the routing prompt set."""

from __future__ import annotations

import pytest

from app.core.routing.evaluation import curve
from bench.routing.checks import evaluate, is_loop


def test_a_perfect_router_and_a_useless_one() -> None:
    local_ok = [True, True, False, False]
    perfect = curve([0.9, 0.8, 0.1, 0.2], local_ok)
    # PGR rises from 0 to 1 over the first half of the calls, then stays at 1: area 1 - f/2.
    assert perfect.apgr == pytest.approx(0.75)
    assert perfect.cpt50 == pytest.approx(0.25) and perfect.cpt80 == pytest.approx(0.4)
    assert perfect.oracle_apgr == pytest.approx(0.75)
    backwards = curve([0.1, 0.2, 0.9, 0.8], local_ok)
    assert backwards.apgr == pytest.approx(0.25) and backwards.cpt50 == pytest.approx(0.75)
    assert [round(p.quality, 2) for p in perfect.points] == [0.5, 0.75, 1.0, 1.0, 1.0]


def test_ties_move_together() -> None:
    tied = curve([0.5, 0.5, 0.5, 0.5], [True, True, False, False])
    assert len(tied.points) == 2 and tied.apgr == pytest.approx(0.5)


def test_cloud_labels_and_bad_input() -> None:
    rep = curve([0.1, 0.9], [False, True], cloud_ok=[True, False])
    assert rep.q_cloud == pytest.approx(0.5) and rep.q_local == pytest.approx(0.5)
    with pytest.raises(ValueError):
        curve([], [])


def test_reference_checks() -> None:
    assert evaluate([{"regex": "paris"}], "The capital is Paris.", lang="en")[0]
    ok, failed = evaluate([{"numeric": 13}], "5 + 8 = 11", lang="en")
    assert not ok and failed == ["numeric 13"]
    assert evaluate([{"numeric": 13}], "5 + 8 = 13", lang="en")[0]  # no letters: no language
    assert not evaluate([{"max_words": 5}], "one two three four five six", lang="en")[0]
    ok, failed = evaluate([{"min_cjk": 4}], "Hello there", lang="zh")
    assert not ok and "answer in zh" in failed
    assert not evaluate([{"finished": True}], "cut", lang="en", stop_reason="length")[0]
    loop = "I'm glad you found my help. " * 12
    assert is_loop(loop) and not evaluate([], loop, lang="en")[0]
    assert evaluate([{"min_items": 3}], "1. a\n2. b\n3. c", lang="en")[0]
