"""Style rules resolved once at idle time, not in the middle of the first answer.

The first time Qt's style-sheet style polishes a widget with the answer card's state selectors
(``QFrame#answer[state=…]``, the badge's colours and fonts) it builds caches and loads fonts: a
20-45 ms stall on 2 cores, which used to land on the first streamed answer (bench_gui). The window
runs :func:`warm_answer_styles` right after it shows, before the user has typed anything.
"""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

#: Every value the answer card and its badge take (see ``AnswerWidget.badge_state``).
STATES = ("draft", "stopped", "upgraded", "local", "kept_local", "fallback", "error")


def warm_answer_styles(parent: QWidget) -> None:
    """Polish a throw-away card and badge through every state, hidden, then delete them."""
    card = QFrame(parent)
    card.setObjectName("answer")
    card.hide()
    badge = QLabel("·", card)
    badge.setObjectName("badge")
    QVBoxLayout(card).addWidget(badge)
    for state in STATES:
        for widget in (card, badge):
            widget.setProperty("state", state)
            widget.style().unpolish(widget)
            widget.style().polish(widget)
        badge.ensurePolished()
        badge.sizeHint()  # resolves the badge's font
    card.deleteLater()
