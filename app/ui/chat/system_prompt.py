"""The chat's own system prompt: a button below the question box (beside the documents switch)
that opens a small editor, as LM Studio and Jan keep one per chat.

What is typed here is stored per conversation (chat_prefs.db) and sent with every question of
that chat at the head of the history, so the privacy gate classifies and redacts it like the rest
of the conversation (docs/ARCHITECTURE.md §5); the editor says so.

Signals:
    SystemPromptButton.changed(str): the chat's new system prompt ("" when cleared).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

TOOLTIP_CHARS = 160


class SystemPromptEditor(QDialog):
    """Save keeps the text for this chat, Clear removes it, Cancel (Esc) changes nothing.

    Signals:
        saved(str): the text to keep ("" after Clear).
    """

    saved = Signal(str)

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("systemPromptEditor")
        self.intro = QLabel(self)
        self.intro.setObjectName("systemPromptIntro")
        self.intro.setWordWrap(True)
        self.privacy = QLabel(self)
        self.privacy.setObjectName("systemPromptPrivacy")
        self.privacy.setWordWrap(True)
        self.edit = QPlainTextEdit(self)
        self.edit.setObjectName("systemPromptEdit")
        self.edit.setPlainText(text)
        self.edit.setTabChangesFocus(True)
        self.clear_button = QPushButton(self)
        self.clear_button.setObjectName("systemPromptClear")
        self.clear_button.clicked.connect(self.clear)
        self.cancel_button = QPushButton(self)
        self.cancel_button.clicked.connect(self.reject)
        self.save_button = QPushButton(self)
        self.save_button.setObjectName("systemPromptSave")
        self.save_button.setDefault(True)
        self.save_button.clicked.connect(self.save)
        self.edit.installEventFilter(self)  # Ctrl+Enter saves from inside the text box
        buttons = QHBoxLayout()
        buttons.addWidget(self.clear_button)
        buttons.addStretch(1)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.save_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.edit, 1)
        layout.addWidget(self.privacy)
        layout.addLayout(buttons)
        self.resize(520, 300)
        self.retranslate()
        self.edit.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.edit
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and event.modifiers() & Qt.KeyboardModifier.ControlModifier
        ):
            self.save()
            return True
        return super().eventFilter(watched, event)

    def save(self) -> None:
        self.saved.emit(self.edit.toPlainText().strip())
        self.accept()

    def clear(self) -> None:
        self.edit.clear()
        self.saved.emit("")
        self.accept()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("System prompt for this chat"))
        self.intro.setText(
            self.tr(
                "Instructions both models follow in this chat only: a role, a tone, the language "
                "or format of the answers."
            )
        )
        self.privacy.setText(
            self.tr(
                "It goes through the privacy gate with every question, like the rest of the "
                "chat: personal data in it is hidden from the cloud, or keeps the answer on this "
                "device."
            )
        )
        self.edit.setPlaceholderText(
            self.tr("For example: You are a patient maths tutor. Answer in short, numbered steps.")
        )
        self.edit.setAccessibleName(self.tr("System prompt"))
        self.clear_button.setText(self.tr("Clear"))
        self.clear_button.setToolTip(self.tr("Remove this chat's system prompt"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.save_button.setText(self.tr("Save"))
        self.save_button.setToolTip(self.tr("Keep it for this chat (Ctrl+Enter)"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class SystemPromptButton(QToolButton):
    changed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("chatSystemPrompt")
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self._text = ""
        self.editor: SystemPromptEditor | None = None
        self.clicked.connect(self.open_editor)
        self.retranslate()

    def prompt(self) -> str:
        return self._text

    def set_prompt(self, text: str) -> None:
        """Show the prompt of the chat now open (no signal)."""
        self._text = text.strip()
        self.setProperty("active", bool(self._text))
        self.style().unpolish(self)
        self.style().polish(self)
        self.retranslate()

    def open_editor(self) -> SystemPromptEditor:
        if self.editor is not None:
            self.editor.raise_()
            return self.editor
        editor = SystemPromptEditor(self._text, self.window())
        editor.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        editor.saved.connect(self._saved)
        editor.destroyed.connect(self._editor_gone)
        self.editor = editor
        editor.open()
        return editor

    def _editor_gone(self) -> None:
        self.editor = None

    def _saved(self, text: str) -> None:
        self.set_prompt(text)
        self.changed.emit(self._text)

    def retranslate(self) -> None:
        if self._text:
            self.setText(self.tr("System prompt: on"))
            shown = self._text
            if len(shown) > TOOLTIP_CHARS:
                shown = shown[: TOOLTIP_CHARS - 1] + "…"
            self.setToolTip(self.tr("This chat's system prompt: %1").replace("%1", shown))
        else:
            self.setText(self.tr("System prompt"))
            self.setToolTip(self.tr("Give this chat its own instructions (role, tone, language)"))
        self.setAccessibleName(self.tr("System prompt for this chat"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
