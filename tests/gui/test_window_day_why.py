"""Issue 30, item 11: the Why dialog's plain part says the route in words (the router's figures
are under Technical details), a device answer's tokens are its own count, and the exact text
sent is labelled message by message."""

from __future__ import annotations

from typing import Any

import pytest

from app.core import events as ev
from app.ui.answer.state import AnswerState

pytestmark = pytest.mark.gui

REASONS = [
    "SmolLM2 is unlikely to answer this well (p=0.51, threshold 0.42)",
    "local first; escalate to cloud-x if the draft's confidence (mean token log-prob) is "
    "below -1.30",
]


def _state(source: str, **cost: int) -> AnswerState:
    state = AnswerState(request_id="why00001")
    for e in (
        ev.PrivacyEvent("why00001", "public", [], "send"),
        ev.RouteEvent("why00001", "local", ["device"], REASONS),
        *[ev.DraftEvent("why00001", "w ") for _ in range(29)],
        ev.FinalEvent("why00001", source, "w " * 29, cost=ev.Cost(**cost)),  # type: ignore[arg-type]
    ):
        state.apply(e)
    return state


def test_route_in_words_and_the_figures_under_details(qtbot: Any) -> None:
    from app.ui.answer.why_panel import WhyDialog

    dialog = WhyDialog(_state("local"))
    qtbot.addWidget(dialog)
    plain = dialog.view.toPlainText()
    assert "p=0.51" not in plain and "log-prob" not in plain and "-1.30" not in plain
    assert "unlikely to answer this well" in plain and "if the draft looks unsure" in plain
    details = dialog.details.toPlainText()
    assert "p=0.51, threshold 0.42" in details and "mean token log-prob" in details
    assert "29 tokens written on this device · no cost" in details
    assert "0 in / 0 out" not in details


def test_cloud_tokens_stay_as_counted(qtbot: Any) -> None:
    from app.ui.answer.why_panel import WhyDialog

    dialog = WhyDialog(_state("cloud", tokens_in=300, tokens_out=18, usd=0))
    qtbot.addWidget(dialog)
    assert "300 in / 18 out" in dialog.details.toPlainText()


def test_exact_text_sent_names_each_messages_role(qtbot: Any) -> None:
    from app.ui.answer.why_panel import WhyDialog

    state = _state("cloud", tokens_in=10, tokens_out=2, usd=0)
    state.sent_text = "You are Tandem\nearlier q\nearlier a\nWhat is WAL?"
    trace = {
        "sent_messages": [
            {"role": "system", "content": "You are Tandem"},
            {"role": "user", "content": "earlier q"},
            {"role": "assistant", "content": "earlier a"},
            {"role": "user", "content": "What is WAL?"},
        ]
    }
    dialog = WhyDialog(state, trace=trace)
    qtbot.addWidget(dialog)
    plain = dialog.view.toPlainText()
    for label in ("Instructions (system)", "Question (user)", "Earlier answer (assistant)"):
        assert label in plain
    assert plain.index("Instructions (system)") < plain.index("You are Tandem")
    assert plain.index("Earlier answer (assistant)") < plain.index("earlier a")
