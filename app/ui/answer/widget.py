"""One answer in the chat: the streaming draft, its in-place upgrade, provenance and actions.

The draft streams in as it is produced, marked as a draft from the device. When the final event
says the cloud answer won, the text is replaced *in the same widget* (so the view does not jump)
and the badge says "Upgraded" with the provider. The user can flip back to the draft and see a
word diff. Re-rendering is coalesced to one paint per ~40 ms so a fast token stream cannot stall
the event loop with Markdown layout work.

Signals:
    why_requested(object): the :class:`AnswerState` whose trace should be shown.
    regenerate_requested(): ask the same question again.
    retry_requested(): the cloud failed; ask again (same question, same mode).
    continue_requested(): the answer stopped at the token limit; ask for the rest.
    library_requested(): the device's answer is weak; show the Model library.
    citation_activated(QUrl): a citation link was clicked (file URL; ``#page=N`` for PDFs).
    verdict_changed(str, bool): the user flipped an upgraded answer; True = keeps the upgrade,
        False = went back to the draft (fed to the router's outcome statistics).
    speak_requested(object): the speak/stop button was pressed (this widget).
"""

from __future__ import annotations

import html
import time
from collections.abc import Callable
from itertools import pairwise
from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QCursor, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.core.events import AnyEvent, Citation
from app.ui.answer import outcome_words as words
from app.ui.answer.action_icons import action_icon, theme_colour
from app.ui.answer.body import AnswerBody
from app.ui.answer.hover_actions import HoverReveal
from app.ui.answer.passage_preview import PassagePreview, file_url
from app.ui.answer.state import AnswerState, Passage
from app.ui.base.choice_words import endpoint_name

RENDER_INTERVAL_MS = 40
COPIED_MS = 1500


def citation_url(citation: Citation, passage: Passage | None = None) -> QUrl:
    path = passage.path if passage is not None and passage.path else citation.source
    return file_url(path, citation.page)


#: the shortest decoding span (ms) over which a tokens/s figure is shown
_MIN_RATE_SPAN_MS = 50.0


class AnswerWidget(QFrame):
    why_requested = Signal(object)
    regenerate_requested = Signal()
    retry_requested = Signal()
    continue_requested = Signal()
    library_requested = Signal()
    citation_activated = Signal(QUrl)
    verdict_changed = Signal(str, bool)
    speak_requested = Signal(object)

    def __init__(self, parent: QWidget | None = None, state: AnswerState | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("answer")
        self.state = state or AnswerState()
        #: Every version of this answer (Regenerate adds one); ``state`` is the one shown.
        self.versions: list[AnswerState] = [self.state]
        self.live = self.state  # the version the running answer streams into
        self.showing_draft = False
        #: Fills in a cited passage's path and text (set by the chat view; None: as it is).
        self.complete_passage: Callable[[Passage], Passage] | None = None
        #: How long the cloud may take before the device's answer stands (for the words).
        self.cloud_wait_s: Callable[[], float | None] = lambda: None
        self._render_timer = QTimer(self)
        self._render_timer.setSingleShot(True)
        self._render_timer.setInterval(RENDER_INTERVAL_MS)
        self._render_timer.timeout.connect(self.refresh_view)
        self._copied_timer = QTimer(self)
        self._copied_timer.setSingleShot(True)
        self._copied_timer.setInterval(COPIED_MS)
        self._copied_timer.timeout.connect(self.retranslate)
        # While the cloud is asked, the badge counts the seconds: something visibly happens.
        self._started = time.monotonic()
        self._tick = QTimer(self)
        self._tick.setInterval(1000)
        self._tick.timeout.connect(self._tick_badge)

        self.badge = QLabel(self)
        self.badge.setObjectName("badge")
        self.badge.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.cache_badge = QLabel(self)  # "From cache": the result cache answered
        self.cache_badge.setObjectName("cacheBadge")
        self.cache_badge.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.outcome = QLabel(self)
        self.outcome.setObjectName("outcome")
        self.outcome.setWordWrap(True)
        self.body = AnswerBody(self)
        self.body.code_copied.connect(self._code_copied)
        self.notice = QLabel(self)
        self.notice.setObjectName("notice")
        self.notice.setWordWrap(True)
        self.notice_button = QPushButton(self)
        self.notice_button.setObjectName("noticeButton")
        # Continue beside another notice's button: a draft cut at the length limit whose cloud
        # failed says both, and offers both (issue 30, item 9)
        self.continue_button = QPushButton(self)
        self.continue_button.setObjectName("continueButton")
        self.continue_button.clicked.connect(self.continue_requested)
        self.notice_button.clicked.connect(self._notice_clicked)
        self.citations = QLabel(self)
        self.citations.setObjectName("citations")
        self.citations.setWordWrap(True)
        self.citations.setTextFormat(Qt.TextFormat.RichText)
        # Tab reaches each citation link, Enter opens it (issue 30)
        self.citations.setTextInteractionFlags(
            Qt.TextInteractionFlag.LinksAccessibleByMouse
            | Qt.TextInteractionFlag.LinksAccessibleByKeyboard
        )
        self.citations.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.citations.linkActivated.connect(self._citation_clicked)
        self.citations.linkHovered.connect(self._citation_hovered)
        self.stats = QLabel(self)
        self.stats.setObjectName("answerStats")
        self.stats.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
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
        self._preview: PassagePreview | None = None
        self.prev_version = QPushButton("‹", self)
        self.prev_version.setObjectName("prevVersion")
        self.prev_version.clicked.connect(lambda: self.show_version(self.version_index() - 1))
        self.next_version = QPushButton("›", self)
        self.next_version.setObjectName("nextVersion")
        self.next_version.clicked.connect(lambda: self.show_version(self.version_index() + 1))
        self.version_label = QLabel(self)
        self.version_label.setObjectName("versionLabel")
        for b in (self.prev_version, self.next_version):
            b.setFlat(True)
            b.setFixedWidth(22)
        self.speaking = False
        self.speak_button = QPushButton(self)
        self.speak_button.setObjectName("speakButton")
        self.speak_button.clicked.connect(lambda: self.speak_requested.emit(self))

        header = QHBoxLayout()
        header.addWidget(self.badge)
        header.addWidget(self.cache_badge)
        header.addWidget(self.outcome)
        header.addStretch(1)
        header.addWidget(self.prev_version)
        header.addWidget(self.version_label)
        header.addWidget(self.next_version)
        notice_row = QHBoxLayout()
        notice_row.addWidget(self.notice, 1)
        notice_row.addWidget(self.notice_button, 0, Qt.AlignmentFlag.AlignTop)
        notice_row.addWidget(self.continue_button, 0, Qt.AlignmentFlag.AlignTop)
        self.action_row = QWidget(self)
        self.action_row.setObjectName("answerActions")
        self._grid = QGridLayout(self.action_row)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(2)
        self._wrapped: bool | None = None
        for button in self.action_buttons():
            button.setFlat(True)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
        # Icon buttons with tooltips; the row shows on hover or focus (app/ui/answer/hover_actions.py).
        self.flip_button.setObjectName("flipButton")
        self.diff_button.setObjectName("diffButton")
        self.why_button.setObjectName("whyButton")
        self.copy_button.setObjectName("copyButton")
        self.regenerate_button.setObjectName("regenerateButton")
        self.hover = HoverReveal(self, self.action_buttons)
        self._icon_colour = ""
        # The stats may shrink (elided by the width they get), never widen the card.
        self.stats.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._arrange_actions(wrap=False)
        buttons = self.action_buttons()  # Tab goes through them as they are laid out
        for before, after in pairwise(buttons):
            QWidget.setTabOrder(before, after)
        layout = QVBoxLayout(self)
        layout.addLayout(header)
        layout.addWidget(self.body)
        layout.addLayout(notice_row)
        layout.addWidget(self.citations)
        layout.addWidget(self.action_row)
        self.retranslate()

    def _arrange_actions(self, wrap: bool) -> None:
        """One row of actions, or two when the card is too narrow for one (the Documents panel
        open at the default window size): nothing is clipped, no horizontal scrollbar."""
        if wrap == self._wrapped:
            return
        self._wrapped = wrap
        for w in [*self.action_buttons(), self.stats]:
            self._grid.removeWidget(w)
        per_row = 3 if wrap else len(self.action_buttons())
        for i, button in enumerate(self.action_buttons()):
            self._grid.addWidget(button, i // per_row, i % per_row)
        self._grid.addWidget(self.stats, 0, per_row)
        self._grid.setColumnStretch(per_row, 1)
        for col in range(per_row):
            self._grid.setColumnStretch(col, 0)

    def fit_width(self, width: int) -> None:
        """Called by the chat view with the width it can give: wrap the actions if needed
        (the card's own width cannot tell, as one row of actions sets its minimum)."""
        need = sum(b.sizeHint().width() + 2 for b in self.action_buttons() if not b.isHidden())
        margins = self.contentsMargins()
        self._arrange_actions(need + 32 > width - margins.left() - margins.right())

    def action_buttons(self) -> list[QPushButton]:
        return [
            self.flip_button,
            self.diff_button,
            self.why_button,
            self.copy_button,
            self.speak_button,
            self.regenerate_button,
        ]

    # ------------------------------------------------------------ events in

    def apply(self, event: AnyEvent) -> None:
        """Fold one stream event in; painting follows within RENDER_INTERVAL_MS."""
        live = self.live
        before = live.final
        uploads = len(live.uploads)
        live.apply(event)
        if live is not self.state:
            return  # the user is looking at another version
        if live.final is not None and before is None:
            self.showing_draft = False
            self.refresh_view()  # the swap itself is immediate, not coalesced
        elif len(live.uploads) != uploads:
            self.refresh_view()  # "upgrading…" as soon as bytes leave
        elif not self._render_timer.isActive():
            self._render_timer.start()

    def cloud_pending(self) -> bool:
        s = self.state
        return not s.done and s.route is not None and s.route.plan in ("cloud", "hybrid")

    def _tick_badge(self) -> None:
        if not self.cloud_pending():
            self._tick.stop()
        self.badge.setText(self.badge_text())

    # ------------------------------------------------------------ versions

    def version_index(self) -> int:
        return self.versions.index(self.state) if self.state in self.versions else 0

    def new_version(self) -> AnswerState:
        """Start a fresh version (Regenerate): shown at once, the earlier ones stay one click
        away."""
        state = AnswerState()
        self.versions.append(state)
        self.state = self.live = state
        self.showing_draft = False
        self._started = time.monotonic()
        self.refresh_view()
        return state

    def continue_in_place(self) -> AnswerState:
        """Continue: the shown version is replaced by one that starts with its text, so the
        rest streams onto the end of the same answer (no new turn, no new version). Returns the
        version continued."""
        old = self.state
        text = old.final.text if old.final is not None else old.draft
        state = AnswerState(draft=text, restored=False)
        if old in self.versions:
            self.versions[self.versions.index(old)] = state
        else:
            self.versions.append(state)
        self.state = self.live = state
        self.showing_draft = False
        self._started = time.monotonic()
        self.refresh_view()
        return old

    def add_version(self, state: AnswerState) -> None:
        """A stored version (reopened conversation): the latest is shown."""
        self.versions.append(state)
        self.state = state
        self.refresh_view()

    def show_version(self, index: int) -> None:
        if 0 <= index < len(self.versions):
            self.state = self.versions[index]
            self.showing_draft = False
            self.refresh_view()

    def mark_cancelled(self) -> None:
        self.live.cancelled = True
        self.refresh_view()

    def fail(self, message: str) -> None:
        self.live.error = message
        self.refresh_view()

    # ------------------------------------------------------------ actions

    def flip(self) -> None:
        self.showing_draft = not self.showing_draft
        self.refresh_view()
        if self.state.upgraded and self.state.request_id:
            self.verdict_changed.emit(self.state.request_id, not self.showing_draft)

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.displayed_text())
        self._show_copied(self.tr("Copied"))

    def _code_copied(self, _index: int) -> None:
        self._show_copied(self.tr("Code copied"))

    def _show_copied(self, text: str) -> None:
        """The copy icon turns into a check mark with words, for a moment."""
        self.copy_button.setIcon(action_icon("copied"))
        self.copy_button.setText(text)
        self.copy_button.setAccessibleName(text)
        self._copied_timer.start()

    def show_diff(self) -> None:
        dialog = QDialog(self)
        dialog.setObjectName("diffDialog")
        dialog.setWindowTitle(self.tr("Draft → answer"))
        view = QTextBrowser(dialog)
        view.setObjectName("diffText")  # the answer's own words
        view.setHtml(self.state.diff_html())
        legend = QLabel(dialog)
        legend.setObjectName("diffLegend")
        legend.setText(
            '<span style="background:#fbe9e7;color:#202124;text-decoration:line-through">&nbsp;'
            + html.escape(self.tr("removed from the draft"))
            + '&nbsp;</span> &nbsp; <span style="background:#e6f4ea;color:#202124">&nbsp;'
            + html.escape(self.tr("added by the cloud"))
            + "&nbsp;</span>"
        )
        close = QPushButton(self.tr("Close"), dialog)
        close.setObjectName("diffClose")
        close.clicked.connect(dialog.close)
        row = QHBoxLayout()
        row.addWidget(legend, 1)
        row.addWidget(close)
        layout = QVBoxLayout(dialog)
        layout.addWidget(view)
        layout.addLayout(row)
        dialog.resize(560, 360)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()

    def _notice_clicked(self) -> None:
        if self.notice_kind() in ("fallback", "error"):
            self.retry_requested.emit()
        elif self.notice_kind() == "truncated":
            self.continue_requested.emit()
        elif self.notice_kind() == "cached":
            self.regenerate_requested.emit()  # Ask again: the window bypasses the cache
        elif self.notice_kind() == "unsure":
            self.library_requested.emit()

    # ------------------------------------------------------------ citations

    def passage_at(self, index: int) -> Passage:
        citation = self.state.citations[index]
        passage = self.state.passage(citation)
        if self.complete_passage is not None and not (passage.path and passage.text):
            passage = self.complete_passage(passage)
            self.state.passages[(citation.source, citation.page)] = passage
        return passage

    def citation_target(self, href: str) -> QUrl:
        if href.startswith("cite:"):
            index = int(href[5:])
            return citation_url(self.state.citations[index], self.passage_at(index))
        return QUrl(href)

    def _citation_clicked(self, href: str) -> None:
        self.hide_preview()
        self.citation_activated.emit(self.citation_target(href))

    def _citation_hovered(self, href: str) -> None:
        if not href.startswith("cite:"):
            self.hide_preview()
            return
        at = self.window().mapFromGlobal(QCursor.pos())
        self.preview_citation(int(href[5:]), at)

    def preview_citation(self, index: int, at: QPoint | None = None) -> PassagePreview:
        """Show the cited passage over the window (on hover; callable for tests and shots)."""
        window = self.window()
        if self._preview is None or self._preview.parentWidget() is not window:
            # One preview card per window, shared by its answers.
            found = window.findChild(PassagePreview, "passagePreview")
            self._preview = found if found is not None else PassagePreview(window)
        if at is None:
            at = self.citations.mapTo(window, QPoint(8, 0))
        self._preview.show_passage(self.passage_at(index), at)
        return self._preview

    def hide_preview(self) -> None:
        if self._preview is not None:
            try:
                self._preview.hide()
            except RuntimeError:  # the window (and its card) is already gone
                self._preview = None

    def leaveEvent(self, event: QEvent) -> None:
        self.hide_preview()
        super().leaveEvent(event)

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
        if s.final is not None and s.kept_local and not self.showing_draft:
            return "kept_local"
        if s.final is not None and not self.showing_draft:
            return "local"
        if s.cancelled:
            return "stopped"
        return "draft"

    def kept_types(self) -> list[str]:
        s = self.state
        return [e.type for e in s.privacy.entities] if s.privacy is not None else []

    def badge_text(self) -> str:
        s = self.state
        state = self.badge_state()
        if state == "error":
            return self.tr("Failed")  # why is in the notice below, wrapped: a badge never is
        if state == "upgraded":
            return self.tr("Upgraded · %1").replace(
                "%1", endpoint_name(s.provider) if s.provider else self.tr("cloud")
            )
        if state == "fallback":
            return self.tr("Answered on this device · cloud unavailable")
        if state == "kept_local":
            kept = words.entity_list(self.kept_types())
            if kept:
                return self.tr("Kept on this device: %1").replace("%1", kept)
            return self.tr("Kept on this device")
        if state == "local":
            return self.tr("Answered on this device")
        if state == "stopped":
            return self.tr("Stopped")
        if s.upgrading:
            return self.tr("Draft · on this device · upgrading…")
        if self.cloud_pending():
            seconds = int(time.monotonic() - self._started)
            return self.tr("Draft · on this device · cloud answering… %1 s").replace(
                "%1", str(seconds)
            )
        return self.tr("Draft · on this device")

    def outcome_text(self) -> str:
        """The privacy outcome beside the badge: what the cloud did not see."""
        s = self.state
        if s.hidden_count and not self.showing_draft:
            kept = words.entity_list(self.kept_types())
            hidden = words.items_hidden(s.hidden_count)
            return self.tr("%1 (%2)").replace("%1", hidden).replace("%2", kept) if kept else hidden
        return ""

    def notice_kind(self) -> str:
        s = self.state
        if s.error is not None:
            return "error"
        if s.final is None:
            return ""
        if s.fallback is not None and not s.upgraded:
            return "fallback"
        if s.final.local_error and s.upgraded:  # a broken model file: the cloud answered alone
            return "local_failed"
        if s.truncated and not self.showing_draft:
            return "truncated"
        if self.showing_draft and s.draft_cut_short:
            return "cut_short"
        if s.from_cache:
            return "cached"
        if s.unsure and not s.upgraded:
            return "unsure"
        return ""

    def _cut_too(self) -> bool:
        """The device's answer stands after a failed cloud and was cut at the length limit."""
        return self.notice_kind() == "fallback" and self.state.truncated

    def notice_text(self) -> str:
        kind = self.notice_kind()
        if kind == "error":
            why = self.state.error or ""
            return why[:1].upper() + why[1:]
        if kind == "fallback" and self.state.fallback is not None:
            why = words.fallback_words(self.state.fallback.reason, self.cloud_wait_s())
            text = self.tr("%1 — your device's answer stands.").replace(
                "%1", why[:1].upper() + why[1:]
            )
            if self._cut_too():
                text += " " + self.tr("The answer stopped at the length limit.")
            return text
        if kind == "local_failed":
            return self.tr(
                "The device's model could not draft; the cloud answered. See tandem doctor."
            )
        if kind == "truncated":
            return self.tr("The answer stopped at the length limit.")
        if kind == "cut_short":
            return self.tr("Draft cut short: the cloud answer arrived, so the device stopped.")
        if kind == "unsure":
            if self.state.looped:
                return self.tr(
                    "The device's model was repeating itself, so it was stopped; a cloud or a "
                    "larger local model would do better."
                )
            return self.tr(
                "The device's model is unsure; a cloud or a larger local model would do better."
            )
        if kind == "cached":
            return self.tr(
                "Same question, documents and model as before: shown from the cache, no model ran."
            )
        return ""

    def stats_text(self) -> str:
        s = self.state
        if s.final is None:
            return ""
        t = s.final.timings
        parts: list[str] = []
        tokens = s.shown_tokens
        if tokens:
            parts.append(self.tr("%1 tokens").replace("%1", str(tokens)))
        # A rate only for the device's answer, whose tokens all arrive between its first token
        # and the draft's end; the cloud's arrive held back and in bursts.
        # Tokens that arrive in one burst (made before the window listened) give no rate.
        if not s.upgraded and tokens > 1 and t.draft_done_ms and t.first_token_ms:
            span = t.draft_done_ms - t.first_token_ms
            if span >= _MIN_RATE_SPAN_MS:
                rate = (tokens - 1) * 1000 / span
                parts.append(self.tr("%1 tokens/s").replace("%1", f"{rate:.1f}"))
        if t.final_ms:
            parts.append(self.tr("%1 s").replace("%1", f"{t.final_ms / 1000:.1f}"))
        return " · ".join(parts)

    def refresh_view(self) -> None:
        self._render_timer.stop()
        text = self.displayed_text()
        if self.settled():
            self.body.show_markdown(text)
        else:
            self.body.show_streaming(text or "…")
        state = self.badge_state()
        if self.badge.property("state") != state:
            frame = "draft" if state in ("draft", "stopped") else state
            self.setProperty("state", "local" if frame == "kept_local" else frame)
            self.badge.setProperty("state", state)
            for w in (self, self.badge):
                w.style().unpolish(w)
                w.style().polish(w)
        self.badge.setText(self.badge_text())
        self.badge.setAccessibleName(self.badge.text())
        if self.cloud_pending() and not self._tick.isActive():
            self._tick.start()
        outcome = self.outcome_text()
        self.outcome.setText(outcome)
        self.outcome.setVisible(bool(outcome))
        notice = self.notice_text()
        self.notice.setText(notice)
        self.notice.setVisible(bool(notice))
        kind = self.notice_kind()
        if self.notice.property("kind") != kind:  # a cached answer's note is no warning
            self.notice.setProperty("kind", kind)
            self.notice.style().unpolish(self.notice)
            self.notice.style().polish(self.notice)
        fallback = self.state.fallback
        retry = kind == "fallback" and fallback is not None and words.retry_helps(fallback.reason)
        self.notice_button.setVisible(retry or kind in ("truncated", "cached", "error", "unsure"))
        self.continue_button.setVisible(self._cut_too())
        self.continue_button.setText(self.tr("Continue"))
        self.notice_button.setText(
            self.tr("Retry")
            if kind in ("fallback", "error")
            else self.tr("Ask again")
            if kind == "cached"
            else self.tr("Model library…")
            if kind == "unsure"
            else self.tr("Continue")
        )
        self.notice_button.setToolTip(
            self.tr("Answer afresh, not from the cache") if kind == "cached" else ""
        )
        self.cache_badge.setVisible(self.state.from_cache)
        self.cache_badge.setText(self.tr("From cache"))
        # A draft cut before its first word has nothing to show or compare: no empty body.
        has_draft = self.state.upgraded and bool(self.state.draft.strip())
        if not has_draft and self.showing_draft:
            self.showing_draft = False
        self.flip_button.setVisible(has_draft)
        self.diff_button.setVisible(has_draft)
        self.flip_button.setText(
            self.tr("Show answer") if self.showing_draft else self.tr("Show draft")
        )
        done = self.state.done
        self.why_button.setEnabled(done or self.state.route is not None)
        self.regenerate_button.setVisible(done)
        many = len(self.versions) > 1
        for part in (self.prev_version, self.version_label, self.next_version):
            part.setVisible(many)
        if many:
            i = self.version_index()
            self.version_label.setText(f"{i + 1}/{len(self.versions)}")
            self.prev_version.setEnabled(i > 0)
            self.next_version.setEnabled(i < len(self.versions) - 1)
        parent = self.parentWidget()
        if parent is not None:
            self.fit_width(parent.width())
        stats = self.stats_text()
        self.stats.setText(stats)
        self.stats.setVisible(bool(stats))
        links = []
        for i, c in enumerate(self.state.citations):
            name = html.escape(Path(c.source).name)
            page = f" p.{c.page}" if c.page is not None else ""
            links.append(f'<a href="cite:{i}">{name}{page}</a>')
        self.citations.setVisible(bool(links))
        self.citations.setText(self.tr("Sources: ") + " · ".join(links) if links else "")

    def _label(self, button: QPushButton, icon: str, name: str, tip: str) -> None:
        """An icon-only action: its name for screen readers, its tooltip for the pointer."""
        button.setIcon(action_icon(icon))
        button.setText("")
        button.setAccessibleName(name)
        button.setAccessibleDescription(tip)
        button.setToolTip(tip)

    def retranslate(self) -> None:
        self._icon_colour = theme_colour()
        self._label(
            self.diff_button,
            "diff",
            self.tr("Diff"),
            self.tr("Show what the cloud answer changed in the draft"),
        )
        self._label(
            self.why_button,
            "why",
            self.tr("Why?"),
            self.tr("What ran where, what was sent, and why"),
        )
        self._label(self.copy_button, "copy", self.tr("Copy"), self.tr("Copy the answer"))
        self._label(
            self.regenerate_button,
            "regenerate",
            self.tr("Regenerate"),
            self.tr("Ask this question again"),
        )
        self.flip_button.setIcon(action_icon("flip"))  # with words: the draft is Tandem's own
        self.set_speaking(self.speaking)
        self.prev_version.setAccessibleName(self.tr("Previous version"))
        self.next_version.setAccessibleName(self.tr("Next version"))
        self.setAccessibleName(self.tr("Answer"))
        self.refresh_view()

    def set_speaking(self, speaking: bool) -> None:
        """The speak button becomes Stop while this answer is being spoken."""
        self.speaking = speaking
        self._label(
            self.speak_button,
            "stop" if speaking else "speak",
            self.tr("Stop speaking") if speaking else self.tr("Speak"),
            self.tr("Stop reading this answer aloud")
            if speaking
            else self.tr("Read this answer aloud (Ctrl+Shift+S)"),
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.StyleChange and self._icon_colour != theme_colour():
            self.retranslate()  # another theme: the icons in its colour
        super().changeEvent(event)
