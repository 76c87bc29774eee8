"""Config changes are audited (from Tandem or by hand; secrets as presence only), and the age of
the stored cloud key is tracked (its save date, never the key) with a rotation hint in doctor."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from app.core.config import load_settings, save_settings
from app.core.doctor.key_age import check_key_age
from app.core.monitor import config_audit, key_age
from app.core.routing.rules import RulesFile


def test_a_save_from_tandem_and_a_hand_edit_are_both_recorded(tandem_home: Path) -> None:
    settings = load_settings().settings
    settings.cloud.model = "deepseek-chat"
    save_settings(settings)
    path = tandem_home / "settings.toml"
    path.write_text(path.read_text().replace("daily_budget_usd = 1.0", "daily_budget_usd = 2.5"))
    load_settings()
    load_settings()  # unchanged since: nothing new
    got = config_audit.changes()
    assert [(c.file, c.source) for c in got] == [("settings.toml", "by hand"),
                                                  ("settings.toml", "app")]  # fmt: skip
    assert got[0].changes == [{"key": "routing.daily_budget_usd", "old": 1.0, "new": 2.5}]
    assert got[1].changes == [{"key": "cloud.model", "old": "", "new": "deepseek-chat"}]


def test_routing_rules_edits_by_hand_are_recorded_on_reload(tandem_home: Path) -> None:
    rules = RulesFile()
    rules.current()  # writes the defaults: no change against the defaults
    assert config_audit.changes() == []
    path = tandem_home / "routing.toml"
    text = path.read_text().replace("first_token_s = 20.0", "first_token_s = 8.0")
    path.write_text(text + "\n# edited\n")
    assert rules.current().first_token_s == 8.0
    (change,) = config_audit.changes()
    assert change.file == "routing.toml" and change.source == "by hand"
    assert change.changes == [{"key": "timeouts.first_token_s", "old": 20.0, "new": 8.0}]


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("cloud.api_key", "anything"),
        ("cloud.base_url", "https://user:hunter2@example.com/v1"),
        ("cloud.base_url", "https://example.com/v1?api_key=abc"),
        ("cloud.model", "sk-abcdefghijklmnopqrstuvwxyz123456"),
        ("extra.blob", "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8"),
    ],
)
def test_secrets_are_recorded_as_presence_only(key: str, value: str) -> None:
    (change,) = config_audit.diff({}, {key: value})
    assert change == {"key": key, "old": None, "new": config_audit.SET}
    (change,) = config_audit.diff({key: value}, {key: value + "x"})
    assert change["new"] == "<changed>" and value not in json.dumps(change)


def test_plain_values_are_kept_old_to_new() -> None:
    assert config_audit.diff({"a.b": 1, "gone": "x"}, {"a.b": 2, "new": [1, 2]}) == [
        {"key": "a.b", "old": 1, "new": 2},
        {"key": "gone", "old": "x", "new": None},
        {"key": "new", "old": None, "new": [1, 2]},
    ]


def test_key_age_is_the_save_date_and_doctor_suggests_rotation(
    tandem_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert check_key_age().ok  # no date known: nothing to say
    key_age.key_saved("custom", now=time.time() - 100 * 86400)
    check = check_key_age()
    assert not check.ok and not check.required and "rotat" in check.detail
    assert "100 days" in check.detail
    settings = load_settings().settings
    settings.monitor.key_rotation_days = 365
    save_settings(settings)
    assert check_key_age().ok
    key_age.key_removed("custom")
    assert key_age.saved_at("custom") is None
    recorded = [c for c in config_audit.changes() if c.file == "keyring"]
    assert [c.changes[0]["new"] for c in recorded] == [config_audit.UNSET, config_audit.SET]
    monkeypatch.setenv("TANDEM_CLOUD_API_KEY", "sk-from-env")
    assert "age unknown" in check_key_age().detail
