"""The Settings dialog's line about the stored key's age: when it was saved (never the key) and,
past ``monitor.key_rotation_days``, a suggestion to rotate it."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from app.core.config import Settings


def key_age_hint(widget: QWidget, provider: str, settings: Settings) -> str:
    """`` Saved 2026-09-01 (91 days ago): consider rotating it.`` or ``""`` when unknown."""
    from app.core.monitor.key_age import key_age

    try:
        age = key_age(provider, settings.monitor.key_rotation_days)
    except Exception:  # an unreadable monitor database: say nothing rather than fail the dialog
        return ""
    if age.saved_at is None:
        return ""
    text = (
        widget.tr(" Saved %1 (%2 days ago).")
        .replace("%1", age.saved_on() or "")
        .replace("%2", str(age.age_days))
    )
    if age.should_rotate:
        text += " " + widget.tr(
            "It is older than %1 days: consider rotating it (a new key from the provider, "
            "pasted here; then revoke the old one)."
        ).replace("%1", str(age.rotate_after_days))
    return text
