"""How old the stored cloud key is: the date it was saved, never the key itself.

:mod:`app.core.keychain` calls :func:`key_saved` / :func:`key_removed` (through the observer
app/core/monitor/hooks.py registers); ``tandem doctor`` and the
Settings dialog suggest rotating a key older than ``monitor.key_rotation_days`` (settings).
A key from ``TANDEM_CLOUD_API_KEY`` has no known age. See docs/ARCHITECTURE.md §12 (monitor).
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path

from app.core.monitor import config_audit, db


def key_saved(provider: str, *, now: float | None = None, db_file: Path | None = None) -> None:
    with db.connect(db_file) as conn:
        conn.execute(
            "INSERT OR REPLACE INTO key_ages(provider, saved_at) VALUES (?, ?)",
            (provider, time.time() if now is None else now),
        )
    config_audit.record_key_change(provider, True, db_file=db_file)


def key_removed(provider: str, *, db_file: Path | None = None) -> None:
    with db.connect(db_file) as conn:
        conn.execute("DELETE FROM key_ages WHERE provider = ?", (provider,))
    config_audit.record_key_change(provider, False, db_file=db_file)


def saved_at(provider: str, *, db_file: Path | None = None) -> float | None:
    with db.connect(db_file) as conn:
        row = conn.execute(
            "SELECT saved_at FROM key_ages WHERE provider = ?", (provider,)
        ).fetchone()
    return float(row[0]) if row else None


@dataclass(frozen=True)
class KeyAge:
    provider: str
    saved_at: float | None
    age_days: int | None
    rotate_after_days: int

    @property
    def should_rotate(self) -> bool:
        return (
            self.age_days is not None
            and self.rotate_after_days > 0
            and self.age_days >= self.rotate_after_days
        )

    def saved_on(self) -> str | None:
        return time.strftime("%Y-%m-%d", time.localtime(self.saved_at)) if self.saved_at else None

    def detail(self) -> str:
        if self.saved_at is None:
            return f"no save date is known for the {self.provider} key"
        text = f"the {self.provider} key was saved {self.saved_on()} ({self.age_days} days ago)"
        if self.should_rotate:
            text += (
                f": older than {self.rotate_after_days} days, consider rotating it "
                "(create a new key with the provider, paste it in Settings, revoke the old one)"
            )
        return text


def key_age(
    provider: str,
    rotate_after_days: int,
    *,
    now: float | None = None,
    db_file: Path | None = None,
) -> KeyAge:
    when = saved_at(provider, db_file=db_file)
    now = time.time() if now is None else now
    days = None if when is None else int(max(0.0, now - when) // 86400)
    return KeyAge(provider, when, days, rotate_after_days)
