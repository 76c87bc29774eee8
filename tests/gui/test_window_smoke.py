from __future__ import annotations

from typing import Any

import pytest

pytestmark = pytest.mark.gui


def test_main_window_opens(make_window: Any) -> None:
    w = make_window()
    assert w.windowTitle() == "Tandem"
    assert w.input.edit.isVisible() and w.conversations.isVisible()
    assert w.input.edit.accessibleName() == "Question"
    assert w._pipeline is None  # nothing heavy is built before the first question
    assert w.chat.empty.isVisible() and "device" in w.chat.empty.text()
