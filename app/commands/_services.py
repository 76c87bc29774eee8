"""The shared services for one command run (docs/ARCHITECTURE.md §2.1)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from app.cli import CliError

if TYPE_CHECKING:
    from app.core.config import Settings
    from app.core.services import Services


def open_services(settings: Settings | None = None) -> Services:
    """Settings from the data home, and the parts built from them on first use; a broken
    settings file is a one-line error, not a traceback. Close it (``with``) when done."""
    from app.core.config import SettingsError
    from app.core.services import Services

    try:
        return Services(settings)
    except (SettingsError, OSError) as exc:
        raise CliError(f"settings: {exc}") from None
