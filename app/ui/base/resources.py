"""Where the UI finds its files: ``resources/`` and ``i18n/`` beside ``app/`` in a checkout."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
RESOURCES = ROOT / "resources"
I18N = ROOT / "i18n"


def icon_path(name: str = "tandem.svg") -> Path:
    return RESOURCES / "icons" / name


def theme_path(name: str) -> Path:
    return RESOURCES / "themes" / f"{name}.qss"
