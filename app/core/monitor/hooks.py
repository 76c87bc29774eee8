"""The monitor hears configuration changes from below. config and keychain sit at the bottom of the
core and import nothing above them, so they tell whoever registered: :func:`install`, called once
per process by its entry point (app/cli.py; the tests' conftest), registers the config audit for
settings and rules files and the key age for cloud keys. See docs/ARCHITECTURE.md §12.
"""

from __future__ import annotations

from app.core import config, keychain
from app.core.monitor import config_audit, key_age


def _key_changed(provider: str, saved: bool) -> None:
    if saved:
        key_age.key_saved(provider)
    else:
        key_age.key_removed(provider)


def install() -> None:
    """Audit settings.toml and routing.toml as they are read and written, and remember when a
    cloud key was saved (never the key). Idempotent."""
    config.add_file_observer(config_audit.file_seen)
    keychain.add_key_observer(_key_changed)
