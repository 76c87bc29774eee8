"""The bridge's cancel hook, its serial lane and ``offload`` (docs/ARCHITECTURE.md §7)."""

from __future__ import annotations

import asyncio
import threading
import time
from typing import Any

import pytest

pytestmark = pytest.mark.gui


def test_on_cancel_runs_once_on_the_gui_thread_and_not_on_success(qtbot: Any, qloop: Any) -> None:
    from app.ui.base.bridge import AsyncBridge

    bridge = AsyncBridge(qloop)
    events: list[tuple[str, bool]] = []
    gui = threading.get_ident()

    def hook(tag: str) -> Any:
        return lambda: events.append((tag, threading.get_ident() == gui))

    bridge.run("job", asyncio.sleep(10), on_cancel=hook("first"))
    bridge.run("job", asyncio.sleep(10), on_cancel=hook("second"))  # preempts the first
    qtbot.waitUntil(lambda: events == [("first", True)], timeout=2000)
    bridge.cancel("job")
    qtbot.waitUntil(lambda: ("second", True) in events, timeout=2000)
    done: list[str] = []
    bridge.run(
        "quick", asyncio.sleep(0), on_result=lambda _: done.append("ok"), on_cancel=hook("x")
    )
    qtbot.waitUntil(lambda: done == ["ok"], timeout=2000)
    assert ("x", True) not in events and len(events) == 2


def test_a_cancelled_stream_calls_its_cancel_hook_not_on_done(qtbot: Any, qloop: Any) -> None:
    from app.ui.base.bridge import AsyncBridge

    bridge = AsyncBridge(qloop)
    seen: list[str] = []

    async def forever() -> Any:
        while True:
            await asyncio.sleep(0.01)
            yield 1

    bridge.stream(
        "answer",
        forever(),
        on_item=lambda _: None,
        on_done=lambda: seen.append("done"),
        on_cancel=lambda: seen.append("cancelled"),
    )
    qtbot.wait(50)
    bridge.cancel("answer")
    qtbot.waitUntil(lambda: seen == ["cancelled"], timeout=2000)


def test_serial_work_runs_in_order_on_one_thread_and_the_gui_keeps_turning(
    qtbot: Any, qloop: Any
) -> None:
    from app.ui.base.bridge import AsyncBridge

    bridge = AsyncBridge(qloop)
    order: list[tuple[int, int]] = []

    def work(n: int) -> Any:
        def run() -> int:
            time.sleep(0.05)
            order.append((n, threading.get_ident()))
            return n

        return run

    results: list[int] = []
    t0 = time.perf_counter()
    for n in range(4):
        bridge.run_blocking(f"w{n}", work(n), on_result=results.append, serial=True)
    assert (time.perf_counter() - t0) < 0.05  # starting them did not wait for any of them
    qtbot.waitUntil(lambda: len(results) == 4, timeout=3000)
    assert [n for n, _ in order] == [0, 1, 2, 3] == results
    assert len({ident for _, ident in order}) == 1
    assert order[0][1] != threading.get_ident()


def test_offload_runs_a_blocking_call_off_the_gui_thread(qtbot: Any, qloop: Any) -> None:
    from app.ui.base.bridge import AsyncBridge

    bridge = AsyncBridge(qloop)
    got: list[bool] = []

    async def job() -> bool:
        return await bridge.offload(lambda: threading.get_ident() != gui)

    gui = threading.get_ident()
    bridge.run("offload", job(), on_result=got.append)
    qtbot.waitUntil(lambda: got == [True], timeout=2000)
