"""The policy table: privacy level x endpoint trust zone -> send | redact | local.

Defaults are docs/ARCHITECTURE.md §5 and live in one place, :mod:`app.core.config`
(``PrivacySettings.policy``), so the settings file, the UI and the gate agree. A device or
private endpoint may receive what a public one may not.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from app.core.config import (
    TRUST_ZONES,
    Settings,
    _default_policy,
    load_settings,
    merge_policy,
    policy_problem,
)


class PolicyError(ValueError):
    """A policy table names an unknown level, trust zone or action."""


@dataclass(frozen=True)
class Policy:
    table: dict[str, dict[str, str]] = field(default_factory=_default_policy)

    def __post_init__(self) -> None:
        problem = policy_problem(self.table)
        if problem:
            raise PolicyError(problem)

    @classmethod
    def from_mapping(cls, table: Mapping[str, Mapping[str, str]] | None) -> Policy:
        """A (possibly partial) table over the defaults: unnamed cells keep their default."""
        return cls(merge_policy({k: dict(v) for k, v in (table or {}).items()}))

    @classmethod
    def from_settings(cls, settings: Settings | None = None) -> Policy:
        settings = settings or load_settings().settings
        return cls.from_mapping(settings.privacy.policy)

    def action(self, level: str, trust_zone: str) -> str:
        if trust_zone not in TRUST_ZONES:
            raise PolicyError(f"unknown trust zone {trust_zone!r}")
        # A missing cell is the safest action, never "send".
        return self.table.get(level, {}).get(trust_zone, "local")
