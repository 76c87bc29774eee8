"""The repetition guard on the local model's tokens (issue 30, item 6)."""

from __future__ import annotations

import random

from app.core.engines.repetition import RepetitionGuard


def _first_stop(tokens: list[int], guard: RepetitionGuard | None = None) -> int | None:
    guard = guard or RepetitionGuard()
    for i, tok in enumerate(tokens):
        if guard.feed(tok):
            return i + 1
    return None


def test_one_token_over_and_over_stops_early() -> None:
    # "0 0 0 …": 131 tokens of it in the reported answer
    stop = _first_stop([5, 6, 7] + [15] * 131)
    assert stop is not None and stop <= 3 + 24


def test_a_two_token_cycle_stops() -> None:
    stop = _first_stop([1, 2, 3] + [40, 41] * 60)
    assert stop is not None and stop <= 3 + 24


def test_a_paragraph_said_three_times_stops_on_the_third() -> None:
    rng = random.Random(3)
    paragraph = [rng.randrange(1000, 2000) for _ in range(40)]
    guard = RepetitionGuard()
    stop = _first_stop(paragraph * 5, guard)
    assert stop is not None and 80 < stop <= 120
    assert guard.period == 40


def test_ordinary_text_and_a_short_list_do_not_stop() -> None:
    rng = random.Random(7)
    prose = [rng.randrange(100, 30000) for _ in range(400)]
    assert _first_stop(prose) is None
    # a numbered list: "1. a\n2. b\n" shares tokens but is no cycle
    listing = [t for i in range(30) for t in (10 + i, 99, rng.randrange(500, 600), 13)]
    assert _first_stop(listing) is None
    # a row said three times (period 5, 15 tokens) is below the span
    assert _first_stop([7, 8, 9, 10, 11] * 3 + prose[:50]) is None


def test_a_guard_is_for_one_answer() -> None:
    guard = RepetitionGuard()
    assert any(guard.feed(t) for t in [3] * 30)
    fresh = RepetitionGuard()
    assert not any(fresh.feed(t) for t in [3] * 10)
