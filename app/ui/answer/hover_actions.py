"""An answer card's action row that appears on hover, as in ChatGPT, LM Studio and Jan: the icon
buttons are drawn only while the pointer is over the card or keyboard focus is inside it.

Hidden means *transparent*, not removed: every button keeps its place (the card does not change
height or jump when the pointer arrives), stays in the Tab order (tabbing into the card reveals
the row, so keyboard users reach every action) and in the accessibility tree, and its shortcuts
keep working. A QGraphicsOpacityEffect at 0 skips painting the button altogether; revealed, the
effect is switched off, so it costs nothing while shown.

The latest answer's row is always shown (``always``): the next thing a user does is most often
to copy, regenerate or ask "why?" about the answer just given, and a new user should not have
to discover hovering to find those; earlier answers stay uncluttered until pointed at.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QGraphicsOpacityEffect, QWidget


class HoverReveal(QObject):
    def __init__(self, card: QWidget, buttons: Callable[[], Sequence[QWidget]]) -> None:
        super().__init__(card)
        self.card = card
        self._buttons = buttons
        self.always = False
        self.hovered = False
        self._revealed: bool | None = None
        card.installEventFilter(self)
        self.update()

    def set_always(self, always: bool) -> None:
        self.always = always
        self.update()

    def focus_inside(self) -> bool:
        focus = QApplication.focusWidget()
        return focus is not None and (focus is self.card or self.card.isAncestorOf(focus))

    def revealed(self) -> bool:
        return self.always or self.hovered or self.focus_inside()

    def update(self) -> None:
        """Apply the current state (called on hover changes, and by the chat view whenever
        keyboard focus moves into or out of the card)."""
        show = self.revealed()
        for button in self._buttons():
            effect = button.graphicsEffect()
            if not isinstance(effect, QGraphicsOpacityEffect):
                effect = QGraphicsOpacityEffect(button)
                effect.setOpacity(0.0)
                button.setGraphicsEffect(effect)
            effect.setEnabled(not show)
        self._revealed = show

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.card:
            kind = event.type()
            if kind == QEvent.Type.Enter:
                self.hovered = True
                self.update()
            elif kind == QEvent.Type.Leave:
                self.hovered = False
                self.update()
        return False
