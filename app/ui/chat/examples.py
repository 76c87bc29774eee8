"""Example prompts for an empty chat: one click asks it. Chosen to show what Tandem does
differently: a quick answer on the device, an upgrade from the cloud, the privacy gate keeping a
personal detail back, and an answer from the user's own documents.

Signals:
    chosen(str): the example's text, to be asked.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget


class ExamplePrompts(QWidget):
    chosen = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("examplePrompts")
        self.buttons = [QPushButton(self) for _ in range(4)]
        layout = QVBoxLayout(self)
        layout.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        for button in self.buttons:
            button.setObjectName("examplePrompt")
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.clicked.connect(self._clicked)
            layout.addWidget(button)
        self.retranslate()

    def _clicked(self) -> None:
        button = self.sender()
        if isinstance(button, QPushButton):
            self.chosen.emit(button.text())

    def prompts(self) -> list[str]:
        return [
            self.tr("Explain what a write-ahead log is, in two sentences."),
            self.tr("Write a Python function that checks whether a string is a palindrome."),
            self.tr("My phone number is 13812345678 — draft a short note asking for a callback."),
            self.tr("What does my documents folder say about annual leave?"),
        ]

    def retranslate(self) -> None:
        for button, text in zip(self.buttons, self.prompts(), strict=True):
            button.setText(text)
            button.setAccessibleName(self.tr("Example question: %1").replace("%1", text))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
