"""The answer's footer gives the device's decoding rate only when it was measured over a span
that means something: a short draft whose tokens arrived in one burst (made before the window
listened, e.g. by the draft's head start) once read "12500.0 tokens/s" for six tokens."""

from __future__ import annotations

from typing import Any

import pytest

from app.core import events as ev
from tests.gui import scenarios as sc
from tests.gui.test_issue16 import finished

pytestmark = pytest.mark.gui


def _local(n: int, first_ms: float, done_ms: float, rid: str) -> list[ev.AnyEvent]:
    drafts = sc.DRAFT_EVENTS[:n]
    return [
        ev.PrivacyEvent(rid, "public", [], "send"),
        ev.RouteEvent(rid, "local", ["device"], ["local mode was requested"]),
        ev.RetrievalEvent(rid, []),
        *[ev.DraftEvent(rid, e.delta) for e in drafts],
        ev.FinalEvent(
            rid,
            "local",
            "".join(e.delta for e in drafts),
            timings=ev.Timings(first_ms, done_ms, done_ms + 5.0),
        ),
    ]


def test_a_burst_of_tokens_gives_no_rate(qtbot: Any, make_window: Any) -> None:
    window = make_window(sc.ScenarioPipeline(_local(6, 410.0, 410.4, "burst001")))
    window.ask("What is 2+2?")
    stats = finished(qtbot, window).stats_text()
    assert "tokens" in stats and "tokens/s" not in stats, stats


def test_a_draft_decoded_over_time_gives_its_rate(qtbot: Any, make_window: Any) -> None:
    window = make_window(sc.ScenarioPipeline(_local(30, 300.0, 890.0, "steady01")))
    window.ask("Explain write-ahead logging.")
    stats = finished(qtbot, window).stats_text()
    assert "49.2 tokens/s" in stats, stats  # 29 gaps over 590 ms
