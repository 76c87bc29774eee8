"""One single-thread executor per engine (docs/ARCHITECTURE.md §7).

llama.cpp contexts, CTranslate2 models and numpy BLAS pools are not safe to drive from several
threads at once, and the asyncio event loop (and the GUI) must never block on them. Each engine
owns one :class:`EngineWorker`; every call into the library goes through it, in order.
"""

from __future__ import annotations

import functools
import os
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import ParamSpec, TypeVar

P = ParamSpec("P")
T = TypeVar("T")


class EngineWorker:
    """A named single-thread executor with an async ``run`` and a synchronous ``call``."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._executor: ThreadPoolExecutor | None = None
        self._lock = threading.Lock()
        self._thread_ident: int | None = None

    def _pool(self) -> ThreadPoolExecutor:
        with self._lock:
            if self._executor is None:
                self._executor = ThreadPoolExecutor(max_workers=1, thread_name_prefix=self.name)
            return self._executor

    def _mark(self) -> None:
        self._thread_ident = threading.get_ident()

    def in_worker(self) -> bool:
        """True when called from this worker's own thread (avoids self-deadlock on nesting)."""
        return self._thread_ident == threading.get_ident()

    async def run(self, fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """Run ``fn`` on the worker thread and await its result from the event loop."""
        import asyncio  # not at the top: the model's process never needs it

        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._pool(), self._wrap(fn, *args, **kwargs))

    def submit(self, fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> Future[T]:
        """Queue ``fn`` and return its future without waiting (streams use this)."""
        return self._pool().submit(self._wrap(fn, *args, **kwargs))

    def call(self, fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """Blocking variant for the CLI and benchmarks; runs inline when already on the worker."""
        if self.in_worker():
            return fn(*args, **kwargs)
        return self._pool().submit(self._wrap(fn, *args, **kwargs)).result()

    def _wrap(self, fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> Callable[[], T]:
        @functools.wraps(fn)
        def job() -> T:
            self._mark()
            return fn(*args, **kwargs)

        return job

    def shutdown(self, wait: bool = True) -> None:
        """Stop the thread (queued jobs still run when ``wait``); a later call starts a new one."""
        with self._lock:
            executor, self._executor = self._executor, None
        if executor is not None:
            executor.shutdown(wait=wait, cancel_futures=not wait)


def physical_cores() -> int:
    """Physical cores this process may run on: llama.cpp and CTranslate2 gain little from
    hyper-threads, and oversubscribing cores makes their spinning workers slower."""
    try:
        cpus = sorted(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        return max(1, (os.cpu_count() or 2) // 2)
    cores = set()
    for cpu in cpus:
        topo = Path(f"/sys/devices/system/cpu/cpu{cpu}/topology")
        try:
            pkg = (topo / "physical_package_id").read_text().strip()
            core = (topo / "core_id").read_text().strip()
        except OSError:
            return max(1, len(cpus))
        cores.add((pkg, core))
    return max(1, len(cores))
