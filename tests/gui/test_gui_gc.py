"""The app's collector: automatic cyclic collection is off and the GUI thread collects instead."""

from __future__ import annotations

import gc
from typing import Any

import pytest

pytestmark = pytest.mark.gui


def test_cycles_are_collected_by_the_gui_thread_timer(qtbot: Any) -> None:
    from app.ui.gui_gc import GuiThreadCollector

    class Node:
        def __init__(self) -> None:
            self.me = self

    gc.enable()  # as in a fresh process (the GUI fixtures switch it off around each test)
    collector = GuiThreadCollector(interval_ms=20)
    try:
        assert not gc.isenabled()  # nothing collects on another thread any more
        for _ in range(gc.get_threshold()[0] + 50):
            Node()
        assert gc.get_count()[0] > gc.get_threshold()[0]
        qtbot.waitUntil(lambda: gc.get_count()[0] < gc.get_threshold()[0], timeout=2000)
    finally:
        collector.stop()
    assert gc.isenabled()  # stop() hands collection back to Python
    gc.disable()
