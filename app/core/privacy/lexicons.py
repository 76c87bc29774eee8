"""Curated word lists (``data/*.toml``) that the detectors need: names, places, health terms.

TOML rather than code so that the lists can grow without touching the detectors, and rather than
plain text so that they ship with the package (package data and the PyInstaller spec both collect
``*.toml``).
"""

from __future__ import annotations

import tomllib
from functools import cache
from importlib import resources
from typing import Any


@cache
def load(name: str) -> dict[str, Any]:
    """The parsed ``data/<name>.toml`` (cached: each list is read once per process)."""
    raw = resources.files("app.core.privacy").joinpath(f"data/{name}.toml").read_text("utf-8")
    return tomllib.loads(raw)


def words(name: str, key: str) -> list[str]:
    value = load(name)[key]
    if isinstance(value, str):  # a string of characters, one entry each
        return [c for c in value if not c.isspace()]
    return [str(v) for v in value]
