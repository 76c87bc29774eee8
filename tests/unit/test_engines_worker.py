"""EngineWorker: one thread, in order, usable from asyncio and from plain threads."""

from __future__ import annotations

import threading

import pytest

from app.core.engines.worker import EngineWorker


async def test_run_uses_one_named_thread_in_order() -> None:
    worker = EngineWorker("tandem-test")
    seen: list[tuple[int, str]] = []

    def job(i: int) -> int:
        seen.append((i, threading.current_thread().name))
        return i * 2

    try:
        results = [await worker.run(job, i) for i in range(5)]
    finally:
        worker.shutdown()
    assert results == [0, 2, 4, 6, 8]
    assert [i for i, _ in seen] == list(range(5))
    assert len({name for _, name in seen}) == 1
    assert seen[0][1].startswith("tandem-test")


def test_call_nested_on_worker_runs_inline_instead_of_deadlocking() -> None:
    worker = EngineWorker("tandem-test")
    try:
        assert worker.call(lambda: worker.call(lambda: 41) + 1) == 42
        assert not worker.in_worker()
    finally:
        worker.shutdown()


def test_errors_propagate_and_worker_restarts_after_shutdown() -> None:
    worker = EngineWorker("tandem-test")

    def boom() -> None:
        raise ValueError("bad input")

    with pytest.raises(ValueError, match="bad input"):
        worker.call(boom)
    worker.shutdown()
    assert worker.call(lambda: "again") == "again"
    worker.shutdown()
