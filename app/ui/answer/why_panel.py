"""The "why" panel: for one answer, in plain words, where it came from, what the privacy gate
found and did, what left the device (the exact text), which sources it used and how long it took;
the technical record (plan, endpoints, gate decision, scores, attempts, errors) folded below.

Built from the answer's state: its events plus, through :mod:`app.ui.answer.record`, the stored
trace, so a conversation reopened after a restart shows the same record. Entity types and levels
are named in words (translated); only types are shown, never the values. The plain part never
contradicts itself: when nothing was sent it says so, whatever the gate would have allowed.
"""

from __future__ import annotations

import html
import json
from collections import Counter
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from app.ui.answer import outcome_words as words
from app.ui.answer.reason_words import reason
from app.ui.answer.record import enrich
from app.ui.answer.state import AnswerState
from app.ui.answer.why_pictures import SentPicture
from app.ui.answer.why_words import sent_messages, tool_calls, tool_line
from app.ui.base.choice_words import action_name, endpoint_name, plan_name, zone_short

esc = html.escape


def _row(label: str, value: str) -> str:
    return f"<tr><th align='left' valign='top'>{esc(label)}</th><td>{value}</td></tr>"


def _seconds(ms: float | None) -> str:
    return f"{ms / 1000:.1f} s" if ms is not None else "—"


class WhyDialog(QDialog):
    def __init__(
        self,
        state: AnswerState,
        parent: QWidget | None = None,
        trace: Mapping[str, object] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("whyDialog")
        self.state = state
        self.trace = dict(trace or state.trace or {})
        if trace:
            enrich(state, trace)
        self.setWindowTitle(self.tr("Why this answer"))
        self.view = QTextBrowser(self)
        self.view.setObjectName("whyView")
        self.view.setAccessibleName(self.tr("How this answer was made"))
        self.details_button = QToolButton(self)
        self.details_button.setObjectName("whyDetailsButton")
        self.details_button.setCheckable(True)
        self.details_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.details_button.setArrowType(Qt.ArrowType.RightArrow)
        self.details_button.setText(self.tr("Technical details"))
        self.details_button.toggled.connect(self._toggle_details)
        self.details = QTextBrowser(self)
        self.details.setObjectName("whyDetails")
        self.details.setAccessibleName(self.tr("Technical details of this answer"))
        self.details.setVisible(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 3)
        layout.addWidget(self.details_button)
        layout.addWidget(self.details, 2)
        layout.addWidget(buttons)
        self.resize(600, 480)
        #: The pictures as they were sent (``why_pictures.SentPicture``), once loaded.
        self.sent_pictures: list[SentPicture] = []
        self._pictures_loaded = False
        self.view.setHtml(self.summary_html())
        self.details.setHtml(self.details_html())

    # ------------------------------------------------------------ pictures (§17)

    def _had_pictures(self) -> bool:
        s = self.state
        return bool(
            (s.final is not None and s.final.image_input is not None)
            or any(u.images is not None for u in s.uploads)
            or self.trace.get("images")
        )

    def sent_pictures_expected(self) -> bool:
        """A picture left the device with this request: its exact pixels can be shown."""
        return any(u.images for u in self.state.uploads)

    def show_sent_pictures(self, pictures: list[SentPicture]) -> None:
        """The pictures as sent (loaded on a worker by the window) go into the summary."""
        try:
            self.sent_pictures = list(pictures)
            self._pictures_loaded = True
            document = self.view.document()
            for i, p in enumerate(self.sent_pictures):
                document.addResource(
                    QTextDocument.ResourceType.ImageResource, QUrl(f"sent-picture:{i}"), p.image
                )
            self.view.setHtml(self.summary_html())
        except RuntimeError:  # the dialog was closed before they arrived
            return

    def _pictures(self) -> str:
        s = self.state
        lines: list[str] = []
        sent_any = False
        for u in s.uploads:
            if u.images is None:
                continue
            if not u.images:
                lines.append(
                    esc(
                        self.tr(
                            "No picture was sent to %1: only the text read from it on this device."
                        ).replace("%1", u.endpoint)
                    )
                )
                continue
            sent_any = True
            for im in u.images:
                size = f"{im.get('width', '?')}×{im.get('height', '?')}"
                painted = int(im.get("painted") or 0)
                what = (
                    self.tr("%1 regions with personal data painted over").replace(
                        "%1", str(painted)
                    )
                    if painted
                    else self.tr("nothing needed painting over")
                )
                lines.append(
                    esc(
                        self.tr("Sent to %1: %2 (%3), %4.")
                        .replace("%1", u.endpoint)
                        .replace("%2", str(im.get("name", "")))
                        .replace("%3", size)
                        .replace("%4", what)
                    )
                )
        if not s.uploads:
            lines.append(esc(self.tr("No picture left this device.")))
        for i, p in enumerate(self.sent_pictures):
            lines.append(
                f"<img src='sent-picture:{i}' width='{p.image.width()}' "
                f"height='{p.image.height()}' alt='{esc(p.name)}'>"
            )
        if sent_any and not self._pictures_loaded:
            lines.append(esc(self.tr("(the picture as sent is being loaded…)")))
        final = s.final
        if final is not None and final.image_input == "image":
            lines.append(esc(self.tr("The answer was made from the picture itself.")))
        elif final is not None and final.image_input == "text":
            lines.append(
                esc(
                    self.tr(
                        "The answer was made from the text read from the picture on this device."
                    )
                )
            )
        return "<br>".join(lines)

    def _toggle_details(self, on: bool) -> None:
        self.details.setVisible(on)
        self.details_button.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)

    def text(self) -> str:
        """Everything the dialog says, plain and technical (for tests and screen readers)."""
        return self.view.toPlainText() + "\n" + self.details.toPlainText()

    # ------------------------------------------------------------ for people

    def _origin(self) -> str:
        s = self.state
        if s.error is not None:
            return self.tr("No answer: %1").replace("%1", s.error)
        if s.final is None:
            return self.tr("The answer did not finish.")
        if s.upgraded and not s.draft.strip():
            return self.tr(
                "The cloud model (%1) wrote this answer; it came before the device's first word."
            ).replace("%1", s.provider or self.tr("cloud"))
        if s.upgraded:
            return self.tr(
                "The cloud model (%1) wrote this answer; the device's draft came first."
            ).replace("%1", endpoint_name(s.provider) if s.provider else self.tr("cloud"))
        if s.fallback is not None:
            why = words.fallback_words(s.fallback.reason)
            return self.tr("The model on this device wrote this answer: %1.").replace("%1", why)
        if s.kept_local:
            return self.tr(
                "The model on this device wrote this answer: the privacy gate kept the question here."
            )
        return self.tr("The model on this device wrote this answer.")

    def _privacy(self) -> str:
        s = self.state
        if s.privacy is None:
            return esc(self.tr("Not checked (the request ended first)."))
        level = s.privacy.level
        counts = Counter(e.type for e in s.privacy.entities)
        found = words.entity_sep().join(
            words.entity_name(t) + (f" ×{n}" if n > 1 else "") for t, n in counts.items()
        )
        text = (
            self.tr("%1: %2.")
            .replace("%1", words.level_name(level).capitalize())
            .replace("%2", words.level_meaning(level))
        )
        if found:
            found_text = self.tr("Found: %1.").replace("%1", found)
            text += found_text if text.endswith("。") else " " + found_text
        return esc(text)

    def _sent(self) -> str:
        s = self.state
        if not s.uploads:
            if s.kept_local:
                return esc(self.tr("Nothing. The question stayed on this device."))
            return esc(self.tr("Nothing."))
        parts = []
        for u in s.uploads:
            line = (
                self.tr("%1 characters to %2 (%3)")
                .replace("%1", str(u.chars))
                .replace("%2", endpoint_name(u.endpoint))
                .replace("%3", words.zone_name(u.trust_zone))
            )
            if u.redacted and s.hidden_count:
                line += " — " + words.items_hidden(s.hidden_count)
            elif not u.redacted:
                line += " — " + self.tr("as typed")
            parts.append(esc(line))
        return "<br>".join(parts)

    def summary_html(self) -> str:
        s = self.state
        rows = [
            _row(self.tr("Answer from"), esc(self._origin())),
            _row(self.tr("Privacy"), self._privacy()),
            _row(self.tr("Sent off the device"), self._sent()),
        ]
        if self._had_pictures():
            rows.append(_row(self.tr("Pictures"), self._pictures()))
        labelled = sent_messages(self.trace)
        if labelled:  # each message under its role (system prompt, history, question)
            parts = "".join(
                f"<p><b>{esc(role)}</b></p><pre style='white-space:pre-wrap'>{esc(text)}</pre>"
                for role, text in labelled
            )
            rows.append(_row(self.tr("Exact text sent"), parts))
        elif s.sent_text:
            rows.append(
                _row(
                    self.tr("Exact text sent"),
                    f"<pre style='white-space:pre-wrap'>{esc(s.sent_text)}</pre>",
                )
            )
        calls = tool_calls(self.trace)
        if calls:  # each call: what ran, its arguments, its result exactly as sent
            shown: list[str] = []
            for c in calls:
                item = f"<p>{esc(tool_line(c))}</p>"
                if c.get("arguments") is not None:
                    args = json.dumps(c["arguments"], ensure_ascii=False)
                    item += f"<pre style='white-space:pre-wrap'>{esc(args)}</pre>"
                if c.get("result_sent"):
                    item += f"<pre style='white-space:pre-wrap'>{esc(str(c['result_sent']))}</pre>"
                shown.append(item)
            rows.append(_row(self.tr("Tools"), "".join(shown)))
        if s.fallback is not None and not s.upgraded:
            rows.append(
                _row(
                    self.tr("Cloud"),
                    esc(words.fallback_words(s.fallback.reason).capitalize() + "."),
                )
            )
        if s.route is not None and s.route.reasons:
            items = "".join(f"<li>{esc(reason(r, plain=True))}</li>" for r in s.route.reasons)
            rows.append(_row(self.tr("Why this route"), f"<ul>{items}</ul>"))
        if s.citations:
            names = "<br>".join(
                esc(Path(c.source).name + (f" p.{c.page}" if c.page is not None else ""))
                for c in s.citations
            )
            rows.append(_row(self.tr("Sources"), names))
        if s.draft_cut_short and s.upgraded and s.draft.strip():
            rows.append(
                _row(
                    self.tr("Draft"),
                    esc(self.tr("Cut short: the cloud answer arrived, so the device stopped.")),
                )
            )
        elif s.upgraded and not s.draft.strip():
            rows.append(
                _row(
                    self.tr("Draft"),
                    esc(self.tr("None: the cloud's answer came first, so the device stopped.")),
                )
            )
        if s.truncated:
            rows.append(_row(self.tr("Length"), esc(self.tr("Stopped at the length limit."))))
        if s.final is not None:
            t = s.final.timings
            timing = (
                self.tr("first words after %1, finished after %2")
                .replace("%1", _seconds(t.first_token_ms))
                .replace("%2", _seconds(t.final_ms))
            )
            rows.append(_row(self.tr("Time"), esc(timing)))
            if s.final.cost.usd:
                rows.append(_row(self.tr("Cost"), esc(f"${s.final.cost.usd:.4f}")))
        return f"<table cellspacing='6'>{''.join(rows)}</table>"

    # ------------------------------------------------------------ technical

    def details_html(self) -> str:
        s = self.state
        rows: list[str] = []
        if s.privacy is not None:
            types = Counter(e.type for e in s.privacy.entities)
            found = (
                words.entity_sep().join(
                    f"{words.entity_name(t)} ×{n}" for t, n in sorted(types.items())
                )
                or "—"
            )
            rows.append(_row(self.tr("Privacy level"), esc(words.level_name(s.privacy.level))))
            rows.append(_row(self.tr("Entity types"), esc(found)))
            decision = action_name(s.privacy.action)
            if not s.uploads and s.privacy.action != "local":
                decision += " " + self.tr("(allowed, but nothing was sent)")
            rows.append(_row(self.tr("Gate decision"), esc(decision)))
        if s.privacy_reasons:
            items = "".join(f"<li>{esc(reason(r))}</li>" for r in s.privacy_reasons)
            rows.append(_row(self.tr("Why this privacy level"), f"<ul>{items}</ul>"))
        if s.route is not None:
            rows.append(_row(self.tr("Plan"), esc(plan_name(s.route.plan))))
            if s.route.reasons:  # with the router's figures, which the summary leaves out
                items = "".join(f"<li>{esc(reason(r))}</li>" for r in s.route.reasons)
                rows.append(_row(self.tr("Route reasons"), f"<ul>{items}</ul>"))
            names = words.entity_sep().join(endpoint_name(e) for e in s.route.endpoints)
            rows.append(_row(self.tr("Endpoints"), esc(names or "—")))
        for u in s.uploads:
            rows.append(
                _row(
                    self.tr("Upload"),
                    esc(
                        self.tr("%1 (%2 zone): %3 characters, %4")
                        .replace("%1", endpoint_name(u.endpoint))
                        .replace("%2", zone_short(u.trust_zone))
                        .replace("%3", str(u.chars))
                        .replace("%4", self.tr("redacted") if u.redacted else self.tr("as typed"))
                    ),
                )
            )
        if s.retrieval is not None and s.retrieval.hits:
            lines = []
            for h in s.retrieval.hits:
                passage = s.passages.get((h.source, h.page))
                name = passage.path if passage is not None and passage.path else h.source
                page = f" p.{h.page}" if h.page is not None else ""
                lines.append(esc(f"{name}{page} ({h.score:.2f})"))
            hits = "<br>".join(lines)
            rows.append(_row(self.tr("Retrieved passages"), hits))
        if s.fallback is not None:
            rows.append(
                _row(
                    self.tr("Fallback reason"),
                    esc(words.fallback_words(s.fallback.reason)),
                )
            )
        if s.final is not None:
            f = s.final
            timings = [
                (self.tr("first token"), f.timings.first_token_ms),
                (self.tr("draft done"), f.timings.draft_done_ms),
                (self.tr("final"), f.timings.final_ms),
            ]
            shown = ", ".join(f"{esc(n)} {v:.0f} ms" for n, v in timings if v is not None)
            rows.append(_row(self.tr("Timings"), shown or "—"))
            if f.cost.tokens_in or f.cost.tokens_out:
                tokens = (
                    self.tr("%1 in / %2 out")
                    .replace("%1", str(f.cost.tokens_in))
                    .replace("%2", str(f.cost.tokens_out))
                    + f" · ${f.cost.usd:.4f}"
                )
            else:  # the device's answer: no cloud tokens, no cost; its own count instead
                tokens = self.tr("%1 tokens written on this device · no cost").replace(
                    "%1", str(s.draft_tokens)
                )
            rows.append(_row(self.tr("Tokens and cost"), esc(tokens)))
        if s.error is not None:
            rows.append(_row(self.tr("Error"), esc(s.error)))
        t = self.trace
        recorded = t.get("cloud")
        cloud = recorded if isinstance(recorded, dict) else {}
        if cloud and cloud.get("attempts"):
            rows.append(_row(self.tr("Cloud attempts"), esc(str(cloud["attempts"]))))
        errors = {
            "local_error": self.tr("Device model error"),
            "cloud_error": self.tr("Cloud error"),
            "router_error": self.tr("Router error"),
            "retrieval_error": self.tr("Document search error"),
        }
        for key, label in errors.items():
            if t.get(key):
                rows.append(_row(label, esc(str(t[key]))))
        rows.append(_row(self.tr("Request"), esc(s.request_id or "—")))
        return f"<table cellspacing='4'>{''.join(rows)}</table>"
