"""The main window.

Signals: none yet. The chat view, documents panel and settings arrive with their issues; for
now the window states what Tandem is and whether its models are ready.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMainWindow, QVBoxLayout, QWidget


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle(self.tr("Tandem"))
        self.resize(960, 680)
        central = QWidget(self)
        layout = QVBoxLayout(central)
        self.welcome = QLabel(
            self.tr(
                "<h2>Tandem</h2><p>A small model on this device answers at once; a cloud model "
                "can upgrade the answer. Nothing leaves the device unless your privacy settings "
                "allow it.</p>"
            ),
            central,
        )
        self.welcome.setObjectName("welcome")
        self.welcome.setWordWrap(True)
        self.welcome.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(self.welcome)
        self.setCentralWidget(central)
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        self.addAction(quit_action)
        self.statusBar().showMessage(self.tr("Ready"))
