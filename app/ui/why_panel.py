"""The "why" panel: for one answer, what ran where and why, and what left the device.

Built from the answer's events: privacy level and the *types* of what was redacted (never the
values), each upload (endpoint, trust zone, redacted or not, characters), the route and its
human-readable reasons, fallbacks, timings, tokens and cost. When the pipeline's stored trace is
available (``trace``), it adds the exact text that left the device (already redacted: the
placeholders, not the values), the gate's reasons, cloud attempts and engine errors.
"""

from __future__ import annotations

import html
from collections import Counter
from typing import Any

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from app.ui.answer_state import AnswerState


def _row(label: str, value: str) -> str:
    return f"<tr><th align='left' valign='top'>{html.escape(label)}</th><td>{value}</td></tr>"


class WhyDialog(QDialog):
    def __init__(
        self,
        state: AnswerState,
        parent: QWidget | None = None,
        trace: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("whyDialog")
        self.state = state
        self.trace = trace or {}
        self.setWindowTitle(self.tr("Why this answer"))
        self.view = QTextBrowser(self)
        self.view.setObjectName("whyView")
        self.view.setAccessibleName(self.tr("Trace of this answer"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        layout.addWidget(buttons)
        self.resize(560, 420)
        self.view.setHtml(self.trace_html())

    def trace_html(self) -> str:
        s = self.state
        rows: list[str] = []
        esc = html.escape
        if s.privacy is not None:
            types = Counter(e.type for e in s.privacy.entities)
            found = ", ".join(f"{t} ×{n}" for t, n in sorted(types.items())) or self.tr("none")
            rows.append(_row(self.tr("Privacy level"), esc(s.privacy.level)))
            rows.append(_row(self.tr("Sensitive items (types)"), esc(found)))
            rows.append(_row(self.tr("Privacy action"), esc(s.privacy.action)))
        if s.route is not None:
            reasons = "".join(f"<li>{esc(r)}</li>" for r in s.route.reasons)
            rows.append(_row(self.tr("Plan"), esc(s.route.plan)))
            rows.append(_row(self.tr("Endpoints"), esc(", ".join(s.route.endpoints) or "—")))
            rows.append(_row(self.tr("Reasons"), f"<ul>{reasons}</ul>" if reasons else "—"))
        if s.retrieval is not None and s.retrieval.hits:
            hits = "<br>".join(
                esc(
                    f"{h.source}"
                    + (f" p.{h.page}" if h.page is not None else "")
                    + f" ({h.score:.2f})"
                )
                for h in s.retrieval.hits
            )
            rows.append(_row(self.tr("Retrieved passages"), hits))
        if s.uploads:
            sent = "<br>".join(
                esc(
                    self.tr("%1 (%2 zone): %3 characters, %4")
                    .replace("%1", u.endpoint)
                    .replace("%2", u.trust_zone)
                    .replace("%3", str(u.chars))
                    .replace("%4", self.tr("redacted") if u.redacted else self.tr("as typed"))
                )
                for u in s.uploads
            )
            rows.append(_row(self.tr("Sent off the device"), sent))
        else:
            rows.append(_row(self.tr("Sent off the device"), esc(self.tr("nothing"))))
        if s.fallback is not None:
            rows.append(_row(self.tr("Fallback"), esc(s.fallback.reason)))
        if s.final is not None:
            f = s.final
            rows.append(_row(self.tr("Answer from"), esc(f.source)))
            timings = [
                (self.tr("first token"), f.timings.first_token_ms),
                (self.tr("draft done"), f.timings.draft_done_ms),
                (self.tr("final"), f.timings.final_ms),
            ]
            shown = ", ".join(f"{esc(n)} {v:.0f} ms" for n, v in timings if v is not None)
            rows.append(_row(self.tr("Timings"), shown or "—"))
            rows.append(
                _row(
                    self.tr("Tokens and cost"),
                    esc(f"{f.cost.tokens_in} in / {f.cost.tokens_out} out · ${f.cost.usd:.4f}"),
                )
            )
        if s.error is not None:
            rows.append(_row(self.tr("Error"), esc(s.error)))
        rows += self._trace_rows()
        request = esc(s.request_id or "—")
        return f"<p><small>{esc(self.tr('Request'))} {request}</small></p><table>{''.join(rows)}</table>"

    def _trace_rows(self) -> list[str]:
        t = self.trace
        esc = html.escape
        rows: list[str] = []
        reasons = (t.get("privacy") or {}).get("reasons") or []
        if reasons:
            items = "".join(f"<li>{esc(str(r))}</li>" for r in reasons)
            rows.append(_row(self.tr("Why this privacy level"), f"<ul>{items}</ul>"))
        sent = (t.get("upload") or {}).get("text")
        if sent:
            rows.append(
                _row(
                    self.tr("Exact text sent"),
                    f"<pre style='white-space:pre-wrap'>{esc(str(sent))}</pre>",
                )
            )
        cloud = t.get("cloud") or {}
        if cloud.get("attempts"):
            rows.append(_row(self.tr("Cloud attempts"), esc(str(cloud["attempts"]))))
        for key in ("local_error", "cloud_error", "router_error", "retrieval_error"):
            if t.get(key):
                rows.append(_row(key.replace("_", " "), esc(str(t[key]))))
        return rows
