"""The Qt binding keeps Python's reference counts: PySide6 6.12.0 dropped one reference to None on
each void call (``QWidget.update()``, ``setVisible``), so a window that repaints enough aborts
with "deallocating None" mid-session, or with "deallocating True or False" in the collector at
exit. pyproject.toml keeps PySide6 below 6.12; this test fails on any binding with that bug."""

from __future__ import annotations

import sys
from typing import Any

import pytest

pytestmark = pytest.mark.gui

CALLS = 300


def _counts() -> tuple[int, int, int]:
    return sys.getrefcount(None), sys.getrefcount(True), sys.getrefcount(False)


def test_void_and_bool_calls_keep_the_singletons_reference_counts(qapp: Any) -> None:
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QLabel, QWidget

    widget = QWidget()
    label = QLabel("x", widget)

    class _Filter(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            return False

    keep = _Filter()
    widget.installEventFilter(keep)
    widget.show()
    qapp.processEvents()
    before = _counts()
    for _ in range(CALLS):
        widget.update()
        widget.setVisible(True)
        label.setText("y")
        label.setWordWrap(True)
        label.wordWrap()
        label.isVisible()
        qapp.processEvents()
    after = _counts()
    widget.close()
    # A leak is one per call (hundreds here); a few references come and go with Qt's own state.
    drift = [b - a for a, b in zip(after, before, strict=True)]
    assert all(d < CALLS // 10 for d in drift), (
        f"the Qt binding drops references (None, True, False lost {drift} over {CALLS} rounds)"
    )
