"""Start the window: QApplication, the qasync event loop, translations, the main window."""

from __future__ import annotations

import sys


def run_gui(argv: list[str] | None = None) -> int:
    import asyncio

    import qasync
    from PySide6.QtWidgets import QApplication

    from app.ui.main_window import MainWindow

    app = QApplication.instance() or QApplication(argv or sys.argv[:1])
    app.setApplicationName("Tandem")
    app.setOrganizationName("Tandem")
    app.setApplicationDisplayName("Tandem")
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    window = MainWindow()
    window.show()
    closed = asyncio.Event()
    app.aboutToQuit.connect(closed.set)
    with loop:
        loop.run_until_complete(closed.wait())
    return 0
