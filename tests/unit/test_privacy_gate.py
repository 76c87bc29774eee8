"""The gate's decisions: policy table, redact-then-reclassify, labels, trust zones, settings."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from app.core.config import Settings, save_settings
from app.core.privacy.gate import Passage, PrivacyGate
from app.core.privacy.policy import Policy, PolicyError


@dataclass
class Hit:  # the shape of a retrieval hit
    text: str
    label: str


@dataclass
class Msg:  # the shape of a chat message
    role: str
    content: str


def test_public_text_is_sent_unchanged() -> None:
    d = PrivacyGate({}).prepare("Explain TCP vs UDP.", [], [], "public")
    assert (d.level, d.action, d.redactor) == ("public", "send", None)
    assert d.prompt == "Explain TCP vs UDP."


def test_internal_marker_is_sent() -> None:
    d = PrivacyGate({}).prepare("INTERNAL USE ONLY: roadmap moves to October.", [], [], "public")
    assert (d.level, d.action) == ("internal", "send")


def test_confidential_is_redacted_consistently_across_prompt_history_passages() -> None:
    gate = PrivacyGate({})
    d = gate.prepare(
        "Call Maria Gonzalez at (696) 707-7125",
        [Msg("user", "her number is (696) 707-7125"), "ok"],
        [Hit("Maria Gonzalez lives at 221B Baker Street, London NW1 6XE", "public")],
        "public",
    )
    assert (d.level, d.action, d.redacted_level) == ("confidential", "redact", "public")
    assert d.prompt == "Call [PERSON_1] at [PHONE_1]"
    assert d.history == ["her number is [PHONE_1]", "ok"]
    assert d.passages == [Passage("[PERSON_1] lives at [ADDRESS_1]", "public")]
    assert d.passages[0].text.startswith("[PERSON_1]")
    assert d.redaction_counts() == {"PERSON": 1, "PHONE": 1, "ADDRESS": 1}
    assert d.redactor is not None
    assert d.redactor.restore("I called [PERSON_1].") == "I called Maria Gonzalez."
    assert [e.type for e in d.entities] == ["PERSON", "PHONE"]


def test_confidential_marker_survives_redaction_so_it_stays_local() -> None:
    d = PrivacyGate({}).prepare("CONFIDENTIAL: call (696) 707-7125", [], [], "public")
    assert (d.level, d.action, d.redacted_level) == ("confidential", "local", "confidential")
    assert any("kept on the device" in r for r in d.reasons)


def test_restricted_stays_local_toward_public_and_private_but_not_device() -> None:
    gate = PrivacyGate({})
    text = "My SSN is 500-17-1374"
    assert gate.prepare(text, [], [], "public").action == "local"
    assert gate.prepare(text, [], [], "private").action == "local"
    assert gate.prepare(text, [], [], "device").action == "send"


def test_confidential_goes_whole_to_a_private_endpoint() -> None:
    d = PrivacyGate({}).prepare("email maria.g91@qq.com", [], [], "private")
    assert (d.action, d.prompt) == ("send", "email maria.g91@qq.com")


def test_history_and_passages_raise_the_level() -> None:
    gate = PrivacyGate({})
    assert gate.prepare("summarise", ["my SSN is 500-17-1374"], [], "public").level == "restricted"
    d = gate.prepare("summarise", [], [("plain text", "restricted")], "public")
    assert (d.level, d.action) == ("restricted", "local")
    assert any("labelled restricted" in r for r in d.reasons)


def test_confidential_collection_label_keeps_it_local_even_after_redaction() -> None:
    d = PrivacyGate({}).prepare(
        "what is in it?", [], [("call 13812345678", "confidential")], "public"
    )
    assert d.action == "local"


def test_unknown_label_counts_as_public_and_never_lowers() -> None:
    d = PrivacyGate({}).prepare("hi", [], [("My SSN is 500-17-1374", "bogus")], "public")
    assert d.level == "restricted"


def test_partial_policy_table_merges_over_defaults() -> None:
    gate = PrivacyGate({"confidential": {"public": "local"}})
    assert gate.prepare("email maria.g91@qq.com", [], [], "public").action == "local"
    assert gate.prepare("SSN 500-17-1374", [], [], "device").action == "send"


def test_policy_from_settings_file() -> None:
    s = Settings()
    s.privacy.policy["internal"]["public"] = "local"
    save_settings(s)
    gate = PrivacyGate()  # reads the settings in this test's TANDEM_HOME
    assert gate.prepare("仅限内部使用：预算削减", [], [], "public").action == "local"


def test_policy_rejects_bad_cells() -> None:
    with pytest.raises(PolicyError):
        Policy.from_mapping({"secret": {"public": "send"}})
    with pytest.raises(PolicyError):
        Policy.from_mapping({"public": {"public": "shout"}})
    with pytest.raises(PolicyError):
        Policy().action("public", "moon")
