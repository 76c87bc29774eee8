"""One answer in the chat: the streaming draft, its in-place upgrade, provenance and actions.

The draft streams in as it is produced, marked as a draft from the device. When the final event
says the cloud answer won, the text is replaced *in the same widget* (so the view does not jump)
and the badge says "Upgraded" with the provider. The user can flip back to the draft and see a
word diff. Re-rendering is coalesced to one paint per ~40 ms so a fast token stream cannot stall
the event loop with Markdown layout work.

Signals:
    why_requested(object): the :class:`AnswerState` whose trace should be shown.
    regenerate_requested(): ask the same question again.
    citation_activated(QUrl): a citation link was clicked (file URL; ``#page=N`` for PDFs).
    verdict_changed(str, bool): the user flipped an upgraded answer; True = keeps the upgrade,
        False = went back to the draft (fed to the router's outcome statistics).
    speak_requested(object): the speak/stop button was pressed (this widget).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.core.events import AnyEvent, Citation
from app.ui.answer_body import AnswerBody
from app.ui.answer_state import AnswerState

RENDER_INTERVAL_MS = 40


def citation_url(citation: Citation) -> QUrl:
    url = QUrl.fromLocalFile(str(Path(citation.source).expanduser()))
    if citation.page is not None and citation.source.lower().endswith(".pdf"):
        url.setFragment(f"page={citation.page}")
    return url


class AnswerWidget(QFrame):
    why_requested = Signal(object)
    regenerate_requested = Signal()
    citation_activated = Signal(QUrl)
    verdict_changed = Signal(str, bool)
    speak_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None, state: AnswerState | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("answer")
        self.state = state or AnswerState()
        self.showing_draft = False
        self._render_timer = QTimer(self)
        self._render_timer.setSingleShot(True)
        self._render_timer.setInterval(RENDER_INTERVAL_MS)
        self._render_timer.timeout.connect(self.refresh_view)

        self.badge = QLabel(self)
        self.badge.setObjectName("badge")
        self.body = AnswerBody(self)
        self.citations = QLabel(self)
        self.citations.setObjectName("citations")
        self.citations.setTextFormat(Qt.TextFormat.RichText)
        self.citations.linkActivated.connect(lambda href: self.citation_activated.emit(QUrl(href)))
        self.flip_button = QPushButton(self)
        self.flip_button.clicked.connect(self.flip)
        self.diff_button = QPushButton(self)
        self.diff_button.clicked.connect(self.show_diff)
        self.why_button = QPushButton(self)
        self.why_button.clicked.connect(lambda: self.why_requested.emit(self.state))
        self.copy_button = QPushButton(self)
        self.copy_button.clicked.connect(self.copy)
        self.regenerate_button = QPushButton(self)
        self.regenerate_button.clicked.connect(self.regenerate_requested)
        self.speaking = False
        self.speak_button = QPushButton(self)
        self.speak_button.setObjectName("speakButton")
        self.speak_button.clicked.connect(lambda: self.speak_requested.emit(self))

        header = QHBoxLayout()
        header.addWidget(self.badge)
        header.addStretch(1)
        for button in (
            self.flip_button,
            self.diff_button,
            self.why_button,
            self.copy_button,
            self.speak_button,
            self.regenerate_button,
        ):
            button.setFlat(True)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            header.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(self.body)
        layout.addWidget(self.citations)
        self.retranslate()
        self.refresh_view()

    # ------------------------------------------------------------ events in

    def apply(self, event: AnyEvent) -> None:
        """Fold one stream event in; painting follows within RENDER_INTERVAL_MS."""
        before = self.state.final
        self.state.apply(event)
        if self.state.final is not None and before is None:
            self.showing_draft = False
            self.refresh_view()  # the swap itself is immediate, not coalesced
        elif not self._render_timer.isActive():
            self._render_timer.start()

    def mark_cancelled(self) -> None:
        self.state.cancelled = True
        self.refresh_view()

    def fail(self, message: str) -> None:
        self.state.error = message
        self.refresh_view()

    # ------------------------------------------------------------ actions

    def flip(self) -> None:
        self.showing_draft = not self.showing_draft
        self.refresh_view()
        if self.state.upgraded and self.state.request_id:
            self.verdict_changed.emit(self.state.request_id, not self.showing_draft)

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.displayed_text())

    def show_diff(self) -> None:
        dialog = QDialog(self)
        dialog.setObjectName("diffDialog")
        dialog.setWindowTitle(self.tr("Draft → answer"))
        view = QTextBrowser(dialog)
        view.setHtml(self.state.diff_html())
        QVBoxLayout(dialog).addWidget(view)
        dialog.resize(560, 360)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    # ------------------------------------------------------------ view

    def displayed_text(self) -> str:
        return self.state.draft if self.showing_draft else self.state.text

    def settled(self) -> bool:
        """The shown text will not grow any more: render it as Markdown."""
        s = self.state
        return s.done or (self.showing_draft and s.final is not None) or s.upgrading

    def badge_state(self) -> str:
        s = self.state
        if s.error is not None:
            return "error"
        if s.upgraded and not self.showing_draft:
            return "upgraded"
        if s.final is not None and s.fallback is not None:
            return "fallback"
        if s.final is not None and not self.showing_draft:
            return "local"
        if s.cancelled:
            return "stopped"
        return "draft"

    def badge_text(self) -> str:
        s = self.state
        state = self.badge_state()
        if state == "error":
            return self.tr("Failed: %1").replace("%1", s.error or "")
        if state == "upgraded":
            return self.tr("Upgraded · %1").replace("%1", s.provider or self.tr("cloud"))
        if state == "fallback" and s.fallback is not None:
            return self.tr("Draft kept · cloud %1").replace("%1", s.fallback.reason)
        if state == "local":
            return self.tr("Answered on this device")
        if state == "stopped":
            return self.tr("Stopped")
        if s.upgrading:
            return self.tr("Draft · on this device · upgrading…")
        return self.tr("Draft · on this device")

    def refresh_view(self) -> None:
        self._render_timer.stop()
        text = self.displayed_text()
        if self.settled():
            self.body.show_markdown(text)
        else:
            self.body.show_streaming(text or "…")
        state = self.badge_state()
        if self.property("state") != state:
            self.setProperty("state", "draft" if state in ("draft", "stopped") else state)
            self.badge.setProperty("state", state)
            for w in (self, self.badge):
                w.style().unpolish(w)
                w.style().polish(w)
        self.badge.setText(self.badge_text())
        self.badge.setAccessibleName(self.badge.text())
        self.flip_button.setVisible(self.state.upgraded)
        self.diff_button.setVisible(self.state.upgraded)
        self.flip_button.setText(
            self.tr("Show answer") if self.showing_draft else self.tr("Show draft")
        )
        done = self.state.done
        self.why_button.setEnabled(done or self.state.route is not None)
        self.regenerate_button.setVisible(done)
        links = [
            f'<a href="{citation_url(c).toString()}">{Path(c.source).name}'
            + (f" p.{c.page}" if c.page is not None else "")
            + "</a>"
            for c in self.state.citations
        ]
        self.citations.setVisible(bool(links))
        self.citations.setText(self.tr("Sources: ") + " · ".join(links) if links else "")

    def retranslate(self) -> None:
        self.diff_button.setText(self.tr("Diff"))
        self.diff_button.setToolTip(self.tr("Show what the cloud answer changed in the draft"))
        self.why_button.setText(self.tr("Why?"))
        self.why_button.setToolTip(self.tr("What ran where, what was sent, and why"))
        self.copy_button.setText(self.tr("Copy"))
        self.regenerate_button.setText(self.tr("Regenerate"))
        self.set_speaking(self.speaking)
        for b in (self.flip_button, self.diff_button, self.why_button, self.copy_button):
            b.setAccessibleName(b.toolTip() or b.text())
        self.regenerate_button.setAccessibleName(self.tr("Ask this question again"))
        self.setAccessibleName(self.tr("Answer"))
        self.refresh_view()

    def set_speaking(self, speaking: bool) -> None:
        """The speak button becomes Stop while this answer is being spoken."""
        self.speaking = speaking
        self.speak_button.setText(self.tr("Stop speaking") if speaking else self.tr("Speak"))
        self.speak_button.setToolTip(
            self.tr("Stop reading this answer aloud")
            if speaking
            else self.tr("Read this answer aloud (Ctrl+Shift+S)")
        )
        self.speak_button.setAccessibleName(self.speak_button.toolTip())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
