"""The Qt user interface. Only this package imports PySide6."""
