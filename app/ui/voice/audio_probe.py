"""Is there a microphone? Used by `tandem doctor` and to enable the push-to-talk button."""

from __future__ import annotations


def default_input_name() -> str | None:
    """The default audio input's description, or None when there is none."""
    import os

    # Qt Multimedia logs every optional codec library it cannot find; none of it is actionable.
    os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false")
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtMultimedia import QMediaDevices

    _app = QCoreApplication.instance() or QCoreApplication([])
    device = QMediaDevices.defaultAudioInput()
    if device.isNull():
        return None
    return device.description()
