from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from app.core.config import (
    SCHEMA_VERSION,
    Settings,
    SettingsError,
    load_settings,
    save_settings,
)
from app.core.paths import data_home, settings_path


def test_data_home_follows_env(tandem_home: Path) -> None:
    assert data_home() == tandem_home
    assert tandem_home.is_dir()


def test_missing_file_gives_defaults() -> None:
    result = load_settings()
    assert result.settings == Settings()
    assert result.unknown_keys == []


def test_round_trip() -> None:
    s = Settings()
    s.cloud.base_url = "http://127.0.0.1:9999/v1"
    s.cloud.model = "m"
    s.routing.daily_budget_usd = 2.5
    s.ui.language = "zh_CN"
    s.privacy.policy["confidential"]["public"] = "local"
    save_settings(s)
    back = load_settings().settings
    assert back == s
    assert tomllib.loads(settings_path().read_text())["version"] == SCHEMA_VERSION


def test_unknown_keys_are_reported_not_fatal() -> None:
    settings_path().write_text('version = 2\ncolour = "red"\n[ui]\nthem = "dark"\n')
    result = load_settings()
    assert sorted(result.unknown_keys) == ["colour", "ui.them"]
    assert result.settings.ui.theme == "system"


def test_wrong_type_is_a_clear_error() -> None:
    settings_path().write_text('version = 2\n[routing]\ndaily_budget_usd = "lots"\n')
    with pytest.raises(SettingsError, match=r"routing\.daily_budget_usd"):
        load_settings()


def test_invalid_policy_action_rejected() -> None:
    settings_path().write_text('version = 2\n[privacy.policy.restricted]\npublic = "yolo"\n')
    with pytest.raises(SettingsError, match=r"restricted\.public"):
        load_settings()


def test_partial_policy_keeps_defaults() -> None:
    settings_path().write_text('version = 2\n[privacy.policy.internal]\npublic = "redact"\n')
    policy = load_settings().settings.privacy.policy
    assert policy["internal"]["public"] == "redact"
    assert policy["restricted"]["public"] == "local"


def test_soft_entity_keys_may_sit_in_the_policy_section() -> None:
    # issue 24 names the section [privacy.policy]; [privacy.entities] wins where both name a key
    settings_path().write_text(
        'version = 2\n[privacy.policy]\npersons = "keep"\nplaces = "keep"\n'
        '[privacy.policy.internal]\npublic = "redact"\n[privacy.entities]\nplaces = "redact"\n'
    )
    result = load_settings()
    privacy = result.settings.privacy
    assert (privacy.entities.persons, privacy.entities.places) == ("keep", "redact")
    assert privacy.policy["internal"]["public"] == "redact"
    assert "persons" not in privacy.policy and result.unknown_keys == []
    settings_path().write_text('version = 2\n[privacy.policy]\norganizations = "maybe"\n')
    with pytest.raises(SettingsError, match=r"privacy\.entities\.organizations"):
        load_settings()


def test_migration_from_v1_rewrites_file() -> None:
    settings_path().write_text('mode = "hybrid"\n[cloud]\napi_base = "http://x/v1"\n')
    result = load_settings()
    assert result.migrated_from == 1
    assert result.settings.cloud.base_url == "http://x/v1"
    assert result.settings.routing.default_mode == "hybrid"
    on_disk = tomllib.loads(settings_path().read_text())
    assert on_disk["version"] == SCHEMA_VERSION
    assert "api_base" not in on_disk["cloud"]


def test_newer_version_refused() -> None:
    settings_path().write_text(f"version = {SCHEMA_VERSION + 1}\n")
    with pytest.raises(SettingsError, match="newer"):
        load_settings()


def test_broken_toml_is_one_clear_error() -> None:
    settings_path().write_text("version = = 2")
    with pytest.raises(SettingsError, match="not valid TOML"):
        load_settings()


def test_atomic_write_leaves_no_temp_files(tandem_home: Path) -> None:
    save_settings(Settings())
    save_settings(Settings())
    # (monitor.sqlite3 beside it is the config audit: docs/ARCHITECTURE.md §12)
    names = [p.name for p in tandem_home.iterdir() if not p.name.startswith("monitor.sqlite3")]
    assert names == ["settings.toml"]


def test_secret_never_written() -> None:
    from app.core import config

    s = Settings()
    s.privacy.policy["public"] = {"device": "send"}
    # A secret-looking key sneaking into the data is refused before anything is written.
    with pytest.raises(SettingsError, match="keyring"):
        config._check_no_secrets({"cloud": {"api_key": "sk-abc"}})
    save_settings(s)
    assert "api_key" not in settings_path().read_text()
