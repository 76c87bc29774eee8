"""Where Tandem keeps its state.

The data home is ``$TANDEM_HOME`` when set (tests and checks always set it), else the platform's
user data directory. Models live in ``<repo>/models`` for a source checkout, else in the data home.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "Tandem"

#: The repository root when running from a source checkout (``app/`` sits beside ``models/``).
_SOURCE_ROOT = Path(__file__).resolve().parents[2]


def data_home() -> Path:
    """The data home, created on first use."""
    env = os.environ.get("TANDEM_HOME")
    if env:
        path = Path(env).expanduser()
    else:
        from platformdirs import user_data_path

        path = user_data_path(APP_NAME, appauthor=False)
    path.mkdir(parents=True, exist_ok=True)
    return path


def bundle_root() -> Path | None:
    """The unpacked PyInstaller bundle, when running from one (its models ship inside it)."""
    if getattr(sys, "frozen", False):
        return Path(getattr(sys, "_MEIPASS", Path(sys.executable).parent))
    return None


def is_source_checkout() -> bool:
    return (_SOURCE_ROOT / "pyproject.toml").is_file() and (
        _SOURCE_ROOT / "models" / "manifest.toml"
    ).is_file()


def manifest_path() -> Path:
    """The bundled-model manifest: the checkout's ``models/manifest.toml`` or the packaged copy."""
    env = os.environ.get("TANDEM_MANIFEST")
    if env:
        return Path(env)
    if is_source_checkout():
        return _SOURCE_ROOT / "models" / "manifest.toml"
    return Path(__file__).resolve().parent / "manifest.toml"


def models_dir() -> Path:
    """Where fetched model files are stored (``$TANDEM_MODELS_DIR`` overrides)."""
    env = os.environ.get("TANDEM_MODELS_DIR")
    if env:
        path = Path(env)
    elif (bundle := bundle_root()) is not None and (bundle / "models").is_dir():
        return bundle / "models"
    elif is_source_checkout():
        path = _SOURCE_ROOT / "models"
    else:
        path = data_home() / "models"
    path.mkdir(parents=True, exist_ok=True)
    return path


def settings_path() -> Path:
    return data_home() / "settings.toml"


def db_path(name: str) -> Path:
    """An SQLite database in the data home (history, audit, traces)."""
    return data_home() / f"{name}.sqlite3"
