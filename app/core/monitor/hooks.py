"""The monitor hears configuration changes from below. config and keychain sit at the bottom of the
core and import nothing above them, so they tell whoever registered: :func:`install`, called once
per process by its entry point (app/cli.py; the tests' conftest), registers the config audit for
settings and rules files and the key age for cloud keys. See docs/ARCHITECTURE.md §12.

The audit and the key age (with sqlite3 and hashlib) are imported when a file or key is first
seen, not here: ``app/cli.py`` installs this before a command's ``early`` hook starts the
model's process, which then starts without waiting for them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.core import config, keychain

if TYPE_CHECKING:
    from pathlib import Path

    from app.core.observers import Observers


def _file_seen(path: Path, source: str) -> None:
    from app.core.monitor import config_audit

    config_audit.file_seen(path, source)


def _key_changed(provider: str, saved: bool) -> None:
    from app.core.monitor import key_age

    if saved:
        key_age.key_saved(provider)
    else:
        key_age.key_removed(provider)


def install(
    files: Observers[[Path, str]] | None = None, keys: Observers[[str, bool]] | None = None
) -> None:
    """Audit settings.toml and routing.toml as they are read and written, and remember when a
    cloud key was saved (never the key). Idempotent. ``files`` and ``keys``: the process's
    observers (``config.FILE_OBSERVERS``, ``keychain.KEY_OBSERVERS``) unless given (a test's)."""
    (files if files is not None else config.FILE_OBSERVERS).add(_file_seen)
    (keys if keys is not None else keychain.KEY_OBSERVERS).add(_key_changed)
