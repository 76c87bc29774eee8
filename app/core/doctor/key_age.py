"""The doctor's key-age check: suggest rotating a stored cloud key older than
``monitor.key_rotation_days`` (settings). Only the save date is known, never the key."""

from __future__ import annotations

import os

from app.core.config import SettingsError, load_settings
from app.core.doctor.check import Check
from app.core.keychain import ENV_KEY
from app.core.monitor.key_age import key_age


def check_key_age() -> Check:
    try:
        settings = load_settings().settings
    except SettingsError:
        return Check("key_age", True, "settings unreadable: key age not checked", required=False)
    if os.environ.get(ENV_KEY):
        return Check("key_age", True, f"the key comes from {ENV_KEY}: age unknown", required=False)
    try:
        age = key_age(settings.cloud.provider, settings.monitor.key_rotation_days)
    except Exception as exc:  # the monitor database is unreadable: a finding, not a crash
        return Check("key_age", True, f"key age unknown ({type(exc).__name__})", required=False)
    return Check("key_age", not age.should_rotate, age.detail(), required=False)
