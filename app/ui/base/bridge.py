"""The one way GUI code runs core work in the background (docs/ARCHITECTURE.md §7).

Every coroutine, async stream or blocking call that the window starts goes through
:class:`AsyncBridge`. Work is *named*: starting ``"answer"`` again cancels the running ``"answer"``
first, so a new question (or Stop) preempts the old one cleanly; the bridge keeps a reference to
each task so it is not garbage-collected mid-flight. Results and stream items are delivered on the
GUI thread (the qasync loop *is* the Qt event loop), and every failure surfaces in one place: the
:attr:`AsyncBridge.failed` signal, which the main window shows in its status bar. ``on_cancel`` is
the cancel hook: it runs on the GUI thread when the task was cancelled (by Stop, by a new task of
the same name, or on quit), so no widget attaches callbacks to the task itself.

Signals:
    failed(str, str): task name, a one-line message. Not emitted for cancellation.
    busy_changed(str, bool): a named task started (True) or ended (False).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar, TypeVarTuple

from PySide6.QtCore import QObject, Signal

T = TypeVar("T")
Args = TypeVarTuple("Args")
#: The longest a stream consumer handles waiting items in one go before it lets the event loop
#: run (a 60 Hz frame is 16 ms).
STEP_BUDGET_S = 0.008
log = logging.getLogger(__name__)


def describe(exc: BaseException) -> str:
    """A one-line, user-facing description; never the repr of arguments (secrets live there)."""
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


class AsyncBridge(QObject):
    failed = Signal(str, str)
    busy_changed = Signal(str, bool)

    def __init__(
        self, loop: asyncio.AbstractEventLoop | None = None, parent: QObject | None = None
    ):
        super().__init__(parent)
        self._loop = loop or asyncio.get_event_loop()
        self._tasks: dict[str, asyncio.Future[Any]] = {}
        # Blocking calls (document indexing, model loading) get their own small pool so they never
        # run on the GUI thread; engines keep their own single-thread executors inside core.
        self._pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="tandem-bridge")
        # Work whose order matters (collection admin, keyring calls) runs on one thread, in the
        # order it was started; a task cancelled before it started never runs.
        self._serial = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tandem-serial")

    # ------------------------------------------------------------ starting work

    def run(
        self,
        name: str,
        work: Awaitable[T],
        on_result: Callable[[T], None] | None = None,
        on_error: Callable[[BaseException], None] | None = None,
        on_cancel: Callable[[], None] | None = None,
    ) -> asyncio.Future[T]:
        """Run ``work`` as the task called ``name``, cancelling any earlier task of that name.

        ``work`` itself becomes the task (not a wrapper around it), so a coroutine cancelled
        before it ever ran is still closed properly rather than left "never awaited"."""
        return self._start(name, work, on_error, on_result, on_cancel)

    def stream(
        self,
        name: str,
        items: AsyncIterator[T],
        on_item: Callable[[T], None],
        on_done: Callable[[], None] | None = None,
        on_error: Callable[[BaseException], None] | None = None,
        on_cancel: Callable[[], None] | None = None,
    ) -> asyncio.Future[None]:
        """Consume an async stream item by item; cancelling closes the stream (``aclose``) so an
        HTTP response or a token loop behind it stops at once."""

        async def wrapper() -> None:
            step_end = time.perf_counter() + STEP_BUDGET_S
            try:
                async for item in items:
                    on_item(item)
                    # Items that were already waiting arrive without a pause: after a burst,
                    # let Qt paint and take input before the next one (docs/ARCHITECTURE.md §7).
                    if time.perf_counter() > step_end:
                        await asyncio.sleep(0)
                        step_end = time.perf_counter() + STEP_BUDGET_S
            finally:
                aclose = getattr(items, "aclose", None)
                if aclose is not None:
                    with contextlib.suppress(Exception):
                        await aclose()
            if on_done is not None:
                on_done()

        return self._start(name, wrapper(), on_error, None, on_cancel)

    def run_blocking(
        self,
        name: str,
        fn: Callable[[], T],
        on_result: Callable[[T], None] | None = None,
        on_error: Callable[[BaseException], None] | None = None,
        on_cancel: Callable[[], None] | None = None,
        *,
        serial: bool = False,
    ) -> asyncio.Future[T]:
        """Run a blocking function in the bridge's worker pool; the result arrives on the GUI
        thread. Cancelling only abandons the result once the function runs: it must watch its
        own flag. ``serial`` work runs on one thread in the order it was started."""
        pool = self._serial if serial else self._pool
        future = self._loop.run_in_executor(pool, fn)
        return self.run(name, future, on_result, on_error, on_cancel)

    async def offload(self, fn: Callable[[*Args], T], *args: *Args) -> T:
        """Inside a bridge task: await a blocking call on the bridge's pool (building the
        pipeline, a speech session), so the task's coroutine never blocks the GUI thread."""
        return await self._loop.run_in_executor(self._pool, functools.partial(fn, *args))

    # ------------------------------------------------------------ control

    def cancel(self, name: str) -> bool:
        """Cancel the named task; True when one was running."""
        task = self._tasks.get(name)
        if task is None or task.done():
            return False
        task.cancel()
        return True

    def running(self, name: str) -> bool:
        task = self._tasks.get(name)
        return task is not None and not task.done()

    def task(self, name: str) -> asyncio.Future[object] | None:
        return self._tasks.get(name)

    async def shutdown(self) -> None:
        """Cancel everything and wait for the tasks to unwind (used on quit and in tests)."""
        tasks = [t for t in self._tasks.values() if not t.done()]
        for t in tasks:
            t.cancel()
        if tasks:
            await asyncio.gather(*tasks, return_exceptions=True)
        self._pool.shutdown(wait=False, cancel_futures=True)
        self._serial.shutdown(wait=False, cancel_futures=True)

    def cancel_all(self) -> None:
        for name in list(self._tasks):
            self.cancel(name)
        self._pool.shutdown(wait=False, cancel_futures=True)
        self._serial.shutdown(wait=False, cancel_futures=True)

    # ------------------------------------------------------------ internals

    def _start(
        self,
        name: str,
        work: Awaitable[T],
        on_error: Callable[[BaseException], None] | None,
        on_result: Callable[[T], None] | None = None,
        on_cancel: Callable[[], None] | None = None,
    ) -> asyncio.Future[T]:
        self.cancel(name)
        task = asyncio.ensure_future(work, loop=self._loop)
        if isinstance(task, asyncio.Task):
            task.set_name(f"tandem:{name}")
        self._tasks[name] = task
        self.busy_changed.emit(name, True)
        task.add_done_callback(lambda t: self._finished(name, t, on_error, on_result, on_cancel))
        return task

    def _finished(
        self,
        name: str,
        task: asyncio.Future[Any],
        on_error: Callable[[BaseException], None] | None,
        on_result: Callable[[Any], None] | None,
        on_cancel: Callable[[], None] | None = None,
    ) -> None:
        if self._tasks.get(name) is task:
            del self._tasks[name]
            self.busy_changed.emit(name, False)
        if task.cancelled():
            if on_cancel is not None:
                try:
                    on_cancel()
                except Exception as hook_exc:  # a failing cancel hook is reported like any failure
                    log.warning("cancel hook of %s failed: %s", name, describe(hook_exc))
                    self.failed.emit(name, describe(hook_exc))
            return
        exc = task.exception()
        if exc is None and on_result is not None:
            try:
                on_result(task.result())
            except Exception as inner:  # a failing result handler is a failure of the task
                exc = inner
        if exc is None:
            return
        log.warning("background task %s failed: %s", name, describe(exc))
        if on_error is not None:
            try:
                on_error(exc)
            except Exception as inner:  # a failing error handler must not hide the failure
                self.failed.emit(name, describe(inner))
        self.failed.emit(name, describe(exc))
