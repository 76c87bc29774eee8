"""The async bridge: named tasks preempt each other, streams are closed on cancel, failures
surface once through ``failed``, blocking work runs off the GUI thread."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import AsyncIterator
from typing import Any

import pytest

pytestmark = pytest.mark.gui


def test_named_task_preempts_and_stream_is_closed(qtbot: Any, qloop: Any) -> None:
    from app.ui.base.bridge import AsyncBridge

    bridge = AsyncBridge(qloop)
    closed: list[str] = []
    got: list[int] = []

    async def numbers(tag: str) -> AsyncIterator[int]:
        try:
            for i in range(1000):
                await asyncio.sleep(0.01)
                yield i
        finally:
            closed.append(tag)

    bridge.stream("answer", numbers("first"), got.append)
    qtbot.waitUntil(lambda: len(got) >= 2, timeout=2000)
    first = bridge.task("answer")
    bridge.stream("answer", numbers("second"), got.append)
    qtbot.waitUntil(lambda: first is not None and first.done(), timeout=1000)
    assert first is not None and first.cancelled()
    qtbot.waitUntil(lambda: "first" in closed, timeout=1000)
    assert bridge.running("answer")
    assert bridge.cancel("answer") is True
    qtbot.waitUntil(lambda: "second" in closed, timeout=1000)
    assert not bridge.running("answer") and bridge.cancel("answer") is False


def test_failures_are_reported_once_and_blocking_work_leaves_the_gui_thread(
    qtbot: Any, qloop: Any
) -> None:
    from app.ui.base.bridge import AsyncBridge

    bridge = AsyncBridge(qloop)
    failures: list[tuple[str, str]] = []
    bridge.failed.connect(lambda name, msg: failures.append((name, msg)))

    async def boom() -> None:
        raise ValueError("bad thing\nsecond line")

    bridge.run("x", boom())
    qtbot.waitUntil(lambda: bool(failures), timeout=2000)
    assert failures == [("x", "ValueError: bad thing")]

    threads: list[str] = []
    results: list[int] = []
    bridge.run_blocking(
        "work", lambda: threads.append(threading.current_thread().name) or 7, results.append
    )
    qtbot.waitUntil(lambda: bool(results), timeout=2000)
    assert results == [7] and threads[0].startswith("tandem-bridge")
    assert threading.current_thread().name not in threads
    bridge.cancel_all()


def test_a_burst_of_waiting_items_lets_qt_run_in_between(qtbot: Any, qloop: Any) -> None:
    """Items that arrive without a pause (tokens queued while the GUI was busy) are handled in
    slices of at most STEP_BUDGET_S: a Qt timer fires while the burst is still being consumed."""
    import time

    from PySide6.QtCore import QTimer

    from app.ui.base.bridge import STEP_BUDGET_S, AsyncBridge

    bridge = AsyncBridge(qloop)
    got: list[int] = []
    ticks: list[int] = []  # how many items had been handled when the timer fired

    async def burst() -> AsyncIterator[int]:
        for i in range(400):
            yield i  # never suspends: every item is "already waiting"

    def slow_item(i: int) -> None:
        end = time.perf_counter() + STEP_BUDGET_S / 4
        while time.perf_counter() < end:  # a quarter of the budget per item
            pass
        got.append(i)

    timer = QTimer()
    timer.setInterval(0)
    timer.timeout.connect(lambda: ticks.append(len(got)))
    timer.start()
    bridge.stream("answer", burst(), slow_item)
    qtbot.waitUntil(lambda: len(got) == 400, timeout=10_000)
    timer.stop()
    inside = [n for n in ticks if 0 < n < 400]
    assert len(set(inside)) >= 10, ticks[:20]  # Qt ran between slices, not once at the end
