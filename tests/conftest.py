"""Shared fixtures. Every test gets its own TANDEM_HOME (docs/ARCHITECTURE.md §9): nothing
touches the user's real data home, settings or keychain."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

ROOT = Path(__file__).resolve().parents[1]
SHARED_DATA = ROOT.parent / "shared" / "data"
# The encoder's derived cache (app/core/engines/encoder_cache.py, 85 MB) once for every test and
# `tandem` subprocess, not once per test's data home; its own tests point it elsewhere.
os.environ.setdefault("TANDEM_ENCODER_CACHE", str(ROOT / ".pytest_cache" / "tandem-encoder"))

# As every entry point does (app/cli.py): config and keychain changes reach the monitor's audit.
from app.core.monitor.hooks import install as _install_audit  # noqa: E402

_install_audit()


@pytest.fixture(autouse=True)
def tandem_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "tandem-home"
    home.mkdir(mode=0o700)  # as Tandem creates it (paths.py); a looser home is tightened, noisily
    monkeypatch.setenv("TANDEM_HOME", str(home))
    for var in ("TANDEM_CLOUD_BASE_URL", "TANDEM_CLOUD_MODEL", "TANDEM_CLOUD_API_KEY"):
        monkeypatch.delenv(var, raising=False)
    return home


@pytest.fixture
def services(tandem_home: Path) -> Iterator[Any]:
    """The shared services (docs/ARCHITECTURE.md §2.1) over default settings in this test's
    data home: one history, one document store, one speech engine, closed afterwards."""
    from app.core.config import Settings
    from app.core.services import Services

    with Services(Settings()) as built:
        yield built


@pytest.fixture
def shared_data() -> Path:
    if not SHARED_DATA.is_dir():
        pytest.fail(f"shared test data not found at {SHARED_DATA}")
    return SHARED_DATA


@pytest.fixture
def cli_env(tandem_home: Path) -> dict[str, str]:
    """Environment for running `tandem` as a subprocess."""
    env = dict(os.environ)
    env["TANDEM_HOME"] = str(tandem_home)
    env["PYTHONUNBUFFERED"] = "1"
    return env


def tandem_cmd(*args: str) -> list[str]:
    return [sys.executable, "-m", "app", *args]


def run_tandem(
    args: Sequence[str], env: Mapping[str, str], stdin: str | None = None, timeout: float = 180
) -> subprocess.CompletedProcess[str]:
    """``tandem ARGS...`` as a subprocess (the e2e tier): text out and err, never raises on a
    non-zero exit; ``stdin`` is fed to it when given."""
    return subprocess.run(
        tandem_cmd(*args),
        input=stdin,
        env=dict(env),
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )
