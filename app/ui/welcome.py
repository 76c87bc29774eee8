"""First run: what stays on the device, what may leave it, and an offer to set up a cloud."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget


class WelcomeDialog(QDialog):
    """``exec()`` returns Accepted when the user wants to set up a cloud provider now."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcomeDialog")
        self.setWindowTitle(self.tr("Welcome to Tandem"))
        text = QLabel(self)
        text.setObjectName("welcomeText")
        text.setWordWrap(True)
        text.setTextFormat(Qt.TextFormat.RichText)
        text.setText(
            self.tr(
                "<h2>Welcome to Tandem</h2>"
                "<p><b>On this device:</b> a small language model answers at once, speech is "
                "recognised here, and your documents are indexed here. Your history, settings and "
                "index never leave this computer.</p>"
                "<p><b>In the cloud, if you want:</b> a stronger model can upgrade each answer. "
                "Before anything is sent, a privacy gate checks it: personal data is replaced by "
                "placeholders, and restricted data (ID numbers, card numbers, passwords) never "
                "leaves. The “Why?” button on every answer shows exactly what was sent.</p>"
                "<p>API keys are kept in your system keyring, never in a file.</p>"
            )
        )
        self.setup_button = QPushButton(self.tr("Set up a cloud provider…"), self)
        self.setup_button.setDefault(True)
        self.setup_button.clicked.connect(self.accept)
        self.local_button = QPushButton(self.tr("Stay on this device"), self)
        self.local_button.clicked.connect(self.reject)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.local_button)
        buttons.addWidget(self.setup_button)
        from app.ui.examples import ExamplePrompts

        self.examples_title = QLabel(self.tr("Things to try once the window is open:"), self)
        self.examples = ExamplePrompts(self)
        self.examples.setEnabled(False)  # shown here as ideas; the empty chat has them to click
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(self.examples_title)
        layout.addWidget(self.examples)
        layout.addLayout(buttons)
        self.resize(560, 520)
