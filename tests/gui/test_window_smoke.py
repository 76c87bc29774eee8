from __future__ import annotations

import pytest

pytestmark = pytest.mark.gui


def test_main_window_opens(qtbot) -> None:  # type: ignore[no-untyped-def]
    from app.ui.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    assert w.windowTitle() == "Tandem"
    assert "device" in w.welcome.text()
