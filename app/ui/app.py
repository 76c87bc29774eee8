"""Start the window: QApplication, the qasync event loop, translations, theme, the main window.

Order matters for start-up time: the window is shown first; the microphone probe, the tray, the
first-run welcome and the document list follow from the running event loop. No engine loads here.
``TANDEM_QUIT_AFTER_SHOW_MS`` (for the start-up benchmark and smoke tests) prints the time from
process start to the window's first paint and quits after that many milliseconds.
"""

from __future__ import annotations

import os
import sys
import time


def _since_process_start_ms() -> float:
    """Milliseconds since this process started (Linux: /proc; elsewhere: since import)."""
    try:
        with open("/proc/self/stat", encoding="ascii") as fh:
            start_ticks = int(fh.read().rsplit(")", 1)[1].split()[19])
        with open("/proc/uptime", encoding="ascii") as fh:
            uptime_s = float(fh.read().split()[0])
        return (uptime_s - start_ticks / os.sysconf("SC_CLK_TCK")) * 1000
    except (OSError, ValueError, IndexError):
        return (time.perf_counter() - _IMPORTED) * 1000


_IMPORTED = time.perf_counter()


def run_gui(argv: list[str] | None = None) -> int:
    import asyncio

    import qasync
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication, QSystemTrayIcon

    from app.core.config import SettingsError, load_settings
    from app.ui.i18n import Translations
    from app.ui.main_window import MainWindow
    from app.ui.resources import icon_path
    from app.ui.theme import apply_theme

    app = QApplication.instance() or QApplication(argv or sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("Tandem")
    app.setOrganizationName("Tandem")
    app.setApplicationDisplayName("Tandem")
    icon = QIcon(str(icon_path()))
    app.setWindowIcon(icon)
    try:
        settings = load_settings().settings
        settings_problem = ""
    except SettingsError as exc:
        from app.core.config import Settings

        settings, settings_problem = Settings(), str(exc)
    translations = Translations(app)
    translations.apply(settings.ui.language)
    apply_theme(app, settings.ui.theme)

    def settings_applied(new: object) -> None:
        translations.apply(new.ui.language)  # type: ignore[attr-defined]
        apply_theme(app, new.ui.theme)  # type: ignore[attr-defined]

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    window = MainWindow(settings, on_settings_applied=settings_applied)
    quit_after = os.environ.get("TANDEM_QUIT_AFTER_SHOW_MS")

    class _FirstExpose(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                window.removeEventFilter(self)
                print(f"tandem: window shown {_since_process_start_ms():.0f} ms", flush=True)
                if quit_after is not None:
                    QTimer.singleShot(int(quit_after), window.close)
            return False

    first = _FirstExpose(window)
    window.installEventFilter(first)
    window.show()
    if settings_problem:
        window.statusBar().showMessage(settings_problem)

    def after_show() -> None:
        window.detect_microphone()
        if QSystemTrayIcon.isSystemTrayAvailable():
            from app.ui.tray import TrayIcon

            window.tray = TrayIcon(window, icon, window.action_set.quit)  # type: ignore[attr-defined]
            window.tray.show()  # type: ignore[attr-defined]
        if quit_after is None:
            window.first_run()

    QTimer.singleShot(0, after_show)
    closed = asyncio.Event()
    app.aboutToQuit.connect(closed.set)
    app.lastWindowClosed.connect(closed.set)
    with loop:
        loop.run_until_complete(closed.wait())
    return 0
