"""A ready answer is painted before the window's bookkeeping runs (trace and history writes,
the record's re-read, the sidebar, the monitor's alerts): that work used to sit between the
final event and the frame that shows it (bench/bench_window_upgrade.py measures the gap)."""

from __future__ import annotations

import time
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject

from tests.gui import scenarios as sc

pytestmark = pytest.mark.gui


class FinalPaints(QObject):
    def __init__(self, answer: Any) -> None:
        super().__init__(answer)
        self.answer = answer
        self.at: list[float] = []
        answer.body.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.answer.state.final is not None:
            self.at.append(time.perf_counter())
        return False


def test_the_final_frame_comes_before_the_bookkeeping(qtbot: Any, make_window: Any) -> None:
    window = make_window(sc.ScenarioPipeline(sc.upgraded()))
    paints: list[FinalPaints] = []
    ended: list[float] = []
    window.answer_started.connect(lambda answer: paints.append(FinalPaints(answer)))

    def slow_bookkeeping(_state: Any) -> None:
        ended.append(time.perf_counter())
        time.sleep(0.2)  # as a slow disk would make the trace and history writes

    window.answer_finished.connect(slow_bookkeeping)
    window.ask("What is a write-ahead log?")
    qtbot.waitUntil(lambda: bool(ended) and not window.bridge.running("answer"), timeout=10_000)
    [seen] = paints
    assert seen.answer.badge_state() == "upgraded"
    assert seen.at, "the final answer was never painted"
    assert seen.at[0] < ended[0], "the final text waited for the bookkeeping"


def test_a_hidden_window_does_not_hold_the_bookkeeping(qtbot: Any, make_window: Any) -> None:
    window = make_window(sc.ScenarioPipeline(sc.upgraded()))
    window.hide()  # in the tray: nothing can be painted, nothing waits for a frame
    t0 = time.perf_counter()
    window.ask("q")
    qtbot.waitUntil(lambda: not window.bridge.running("answer"), timeout=10_000)
    answer = window.chat.answers()[-1]
    assert answer.state.done and answer.badge_state() == "upgraded"
    assert time.perf_counter() - t0 < 2.0
