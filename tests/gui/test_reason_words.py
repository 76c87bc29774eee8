"""Issue 29: every reason the real router, link monitor and candidate selection word is
recognised by the UI's translation table (app/ui/answer/reason_words.py), so the Why dialog never
shows a core reason in English in another language. A new reason shape in the core fails here."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from app.core.routing.network import LinkReading
from app.core.routing.router import CONSERVATIVE, Features, Router
from app.core.routing.rules import RulesFile
from app.ui.answer.reason_words import known, reason

pytestmark = pytest.mark.gui


def feat(**kw: object) -> Features:
    base: dict[str, Any] = dict(mode="auto", question="hello", remote="cloud", remote_zone="public")
    base.update(kw)
    return Features(**base)


VARIANTS: list[dict[str, object]] = [
    {"mode": "local"},
    {"mode": "cloud"},
    {"mode": "hybrid"},
    {"remote": None},
    {"action": "local", "level": "restricted"},
    {"action": "redact", "level": "confidential"},
    {"offline_setting": True},
    {"misconfigured": "auth"},
    {"offline_detected": True},
    {"budget_ok": False, "budget_reason": "the daily cloud budget is spent"},
    {
        "budget_ok": False,
        "budget_reason": "the request would cost more than the $0.0100 left for it",
    },
    {"local_available": False},
    {"local_available": False, "mode": "local"},
    {"mode": "cloud", "link_state": "failing"},
    {"question": "Summarize this file. Then translate it to French."},
    {"language": "zh", "local_languages": ("en",), "local_name": "SmolLM2"},
    {"p_ok": 0.2, "p_threshold": 0.5, "local_name": "SmolLM2"},
    {"p_ok": 0.8, "p_threshold": 0.5, "local_name": "SmolLM2"},
    {"task_kind": "code"},
    {"local_seconds": 120.0},
    {"prompt_chars": 50_000},
    {"context_chars": 90_000},
    {"device_load": 3.5},
    {"rtt_ms": 5000.0},
    {"error_rate": 0.9},
    {
        "nudge": 0.2,
        "nudge_reason": "users kept 90% of 12 cloud upgrades for code requests: escalating sooner",
    },
]


def test_every_router_reason_is_translated(tandem_home: Path) -> None:
    rules = RulesFile().current()
    router = Router()
    seen: set[str] = set(CONSERVATIVE.reasons)
    for kw in VARIANTS:
        seen.update(router.decide(feat(**kw), rules).reasons)
    for state in ("failing", "unreachable", "misconfigured"):
        for half_open in (False, True):
            link = LinkReading(
                None,
                0.0,
                0.0,
                False,
                5,
                1.0,
                state=state,
                recent_failures=3,
                recent_total=5,
                half_open=half_open,
                retry_in_s=None if half_open else 30.0,
                last_reason="auth" if state == "misconfigured" else "timeout",
            )
            words = link.words("cloud-x")
            if words:
                seen.add(words)
                seen.update(router.decide(feat(link_words=words, link_state=state), rules).reasons)
    assert len(seen) > 20
    unknown = sorted(r for r in seen if not known(r))
    assert not unknown, "core reasons the UI cannot translate:\n" + "\n".join(unknown)


def test_figures_only_under_technical_details() -> None:
    r = "SmolLM2 is unlikely to answer this well (p=0.41, threshold 0.55)"
    assert reason(r, plain=True) == "SmolLM2 is unlikely to answer this well"
    assert reason(r) == r  # the English technical form is the core's own words
    local_first = (
        "local first; escalate to cloud-x if the draft's confidence (mean token log-prob) is "
        "below -1.30"
    )
    assert reason(local_first, plain=True).endswith("takes over if the draft looks unsure")
    assert "-1.30" in reason(local_first)


def test_the_gate_names_the_well_known_names_it_sends(tandem_home: Path) -> None:
    """A famous name is sent as written and the Why dialog says so, in the UI's language."""
    from app.core.privacy.gate import PrivacyGate

    gate = PrivacyGate()
    sent = gate.prepare("Compare Google and Apple. Is Chicago colder than Berlin?")
    assert sent.action == "send"
    assert "well known, sent as written: Google, Apple, Chicago, Berlin" in sent.reasons
    hidden = gate.prepare("My colleague Dana Whitfield moved from Boise to Chicago.")
    assert hidden.action == "redact"
    named = [r for r in hidden.reasons if r.startswith("well known")]
    assert named == ["well known, sent as written: Chicago"]
    assert all(known(r) for r in (*sent.reasons, *hidden.reasons))
