"""The policy table: privacy level x endpoint trust zone -> send | redact | local.

Defaults are DESIGN.md section 5 and live in one place, :mod:`app.core.config`
(``PrivacySettings.policy``), so the settings file, the UI and the gate agree. A device or
private endpoint may receive what a public one may not.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from app.core.config import ACTIONS, TRUST_ZONES, Settings, _default_policy, load_settings
from app.core.privacy.entities import LEVELS


class PolicyError(ValueError):
    """A policy table names an unknown level, trust zone or action."""


@dataclass(frozen=True)
class Policy:
    table: dict[str, dict[str, str]] = field(default_factory=_default_policy)

    def __post_init__(self) -> None:
        for level, row in self.table.items():
            if level not in LEVELS:
                raise PolicyError(f"unknown level {level!r}")
            for zone, action in row.items():
                if zone not in TRUST_ZONES or action not in ACTIONS:
                    raise PolicyError(f"{level}.{zone} = {action!r} is not valid")

    @classmethod
    def from_mapping(cls, table: Mapping[str, Mapping[str, str]] | None) -> Policy:
        """A (possibly partial) table over the defaults: unnamed cells keep their default."""
        merged = _default_policy()
        for level, row in (table or {}).items():
            merged.setdefault(level, {}).update(row)
        return cls(merged)

    @classmethod
    def from_settings(cls, settings: Settings | None = None) -> Policy:
        settings = settings or load_settings().settings
        return cls.from_mapping(settings.privacy.policy)

    def action(self, level: str, trust_zone: str) -> str:
        if trust_zone not in TRUST_ZONES:
            raise PolicyError(f"unknown trust zone {trust_zone!r}")
        # A missing cell is the safest action, never "send".
        return self.table.get(level, {}).get(trust_zone, "local")
