"""GUI fixtures: a qasync loop bound to the test's QApplication, and a ready main window.

The loop is created with ``already_running=True``: pytest-qt's ``qtbot.wait*`` helpers spin the
Qt event loop, and that is what runs the asyncio tasks, exactly as in the app.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from typing import Any

import pytest

pytestmark = pytest.mark.gui


@pytest.fixture(autouse=True)
def _collect_on_the_gui_thread() -> Iterator[None]:
    """No automatic cyclic collection while a GUI test runs: Python's collector runs on whichever
    thread allocates when a threshold is crossed (a bridge or engine worker), and a Qt object in a
    cycle freed there crashes the process ("QObject::~QObject: Timers cannot be stopped from
    another thread"). What the test left is collected here, on the GUI thread, after its widgets
    were closed (qtbot's teardown runs before this one's)."""
    import gc

    gc.collect()
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        gc.collect()
        if was_enabled:
            gc.enable()


@pytest.fixture
def qloop(qapp: Any) -> Iterator[asyncio.AbstractEventLoop]:
    import qasync

    loop = qasync.QEventLoop(qapp, already_running=True)
    asyncio.set_event_loop(loop)
    yield loop
    for task in asyncio.all_tasks(loop):
        task.cancel()
    # stop() would call QApplication.exit(), which leaves later tests' timers dead; the loop
    # never ran exec() here, so marking it stopped is all that is needed before close().
    loop._QEventLoop__is_running = False  # type: ignore[attr-defined]
    loop.close()
    asyncio.events._set_running_loop(None)
    asyncio.set_event_loop(None)


@pytest.fixture
def make_window(qtbot: Any, qloop: asyncio.AbstractEventLoop) -> Iterator[Callable[..., Any]]:
    from app.core.config import Settings
    from app.ui.base.bridge import AsyncBridge
    from app.ui.mainwindow.main_window import MainWindow

    made: list[Any] = []

    def make(pipeline: Any = None, settings: Settings | None = None, **kw: Any) -> Any:
        settings = settings or Settings()
        settings.ui.first_run_done = True
        bridge = AsyncBridge(qloop)
        factory = kw.pop("pipeline_factory", None) or (lambda _services: pipeline)
        window = MainWindow(settings, bridge=bridge, pipeline_factory=factory, **kw)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        made.append(window)
        return window

    yield make
    for window in made:
        window.close()
        window.history.close()
    made.clear()
    # Free the closed windows' Python wrappers here, on the GUI thread: left to the cyclic
    # garbage collector they may be freed on whichever worker thread next allocates (the
    # monitor's, the transcriber's), and a Qt object destroyed there crashes the next test
    # ("QObject::~QObject: Timers cannot be stopped from another thread", then a segfault).
    import gc

    gc.collect()
