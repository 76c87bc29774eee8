"""First run: what stays on the device, what may leave it, and an offer to set up a cloud."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from app.core.models.model_manager import CatalogRow


class WelcomeDialog(QDialog):
    """``exec()`` returns Accepted when the user wants to set up a cloud provider now.

    With ``better`` (a Model library row: the catalog's best fit for this machine, offered when
    no cloud is set up) a third button gets that model in one click: ``library_requested(name)``,
    and the dialog closes."""

    library_requested = Signal(str)
    example_chosen = Signal(str)  # an example clicked: the dialog closes and the window asks it

    def __init__(self, parent: QWidget | None = None, better: CatalogRow | None = None) -> None:
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
        self.library_button: QPushButton | None = None
        buttons = QHBoxLayout()
        if better is not None:
            size = float(better.get("approx_mb") or 0) / 1000
            self.library_button = QPushButton(
                self.tr("Get %1 (%2 GB), the best fit for this computer")
                .replace("%1", str(better.get("display") or better["name"]))
                .replace("%2", f"{size:.1f}"),
                self,
            )
            self.library_button.setObjectName("bestFitButton")
            self.library_button.setToolTip(
                self.tr(
                    "The bundled model is small and often wrong. This one runs on this computer "
                    "too and answers better; it downloads in the Model library."
                )
            )
            name = str(better["name"])
            self.library_button.clicked.connect(lambda: self._library(name))
            buttons.addWidget(self.library_button)
        buttons.addStretch(1)
        buttons.addWidget(self.local_button)
        buttons.addWidget(self.setup_button)
        from app.ui.chat.examples import ExamplePrompts

        self.examples_title = QLabel(self.tr("Things to try (click one to ask it):"), self)
        self.examples = ExamplePrompts(self)
        self.examples.chosen.connect(self._example)
        layout = QVBoxLayout(self)
        layout.addWidget(text)
        layout.addWidget(self.examples_title)
        layout.addWidget(self.examples)
        layout.addLayout(buttons)
        self.resize(560, 520)

    def _example(self, text: str) -> None:
        self.example_chosen.emit(text)
        self.done(QDialog.DialogCode.Rejected)

    def _library(self, name: str) -> None:
        self.library_requested.emit(name)
        self.done(QDialog.DialogCode.Rejected)  # no cloud set-up now; the library opens instead
