"""installer/build.sh's own steps, run for real with its expensive tools stubbed.

The real build (bootstrap, PyInstaller, the bundle's smoke test) takes minutes and a fresh
virtual environment, too long for the test suite; this runs the script itself, unchanged, in a
copy of the installer folder where ``bootstrap.sh``, ``pyinstaller``, the venv's python,
``dpkg-query`` and ``smoke_test.sh`` are small stand-ins. What it pins: every step up to the
smoke test runs (the size report included, on a bundle whose listing is big enough that
``sort | head`` under pipefail died of SIGPIPE, exit 141), the smoke test is reached, and a build
whose smoke test fails or is never reached exits non-zero and says the bundle was NOT
smoke-tested.
"""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BUILD_SH = ROOT / "installer" / "build.sh"

PYINSTALLER = """#!/usr/bin/env python3
import os, sys
from pathlib import Path
if os.environ.get("STUB_PYINSTALLER_FAIL"):
    sys.exit(3)
internal = Path("build/dist/tandem/_internal")
internal.mkdir(parents=True, exist_ok=True)
# Enough entries with long names that the size report's listing is far bigger than a pipe buffer.
for i in range(int(os.environ.get("STUB_PARTS", "3000"))):
    (internal / (f"part{i:05d}_" + "x" * 180)).write_bytes(b"\\0" * (i % 7) * 1024)
(Path("build/dist/tandem") / "tandem").write_text("#!/bin/sh\\n")
"""
PYTHON = """#!/bin/sh
case "$1" in
  -m) exit 0 ;;                 # pip install pyinstaller
  -c) echo 9.9.9 ;;             # app.__version__
  *) exit 0 ;;
esac
"""
SMOKE = """#!/usr/bin/env bash
echo "$1" > "$(dirname "$0")/../smoke-ran"
exit "${STUB_SMOKE_RC:-0}"
"""


def _exe(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    path.chmod(path.stat().st_mode | stat.S_IXUSR)


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    (tmp_path / "installer").mkdir()
    shutil.copy(BUILD_SH, tmp_path / "installer" / "build.sh")
    (tmp_path / "installer" / "tandem.spec").write_text("# stub\n")
    _exe(tmp_path / "installer" / "bootstrap.sh", "#!/bin/sh\nexit 0\n")
    _exe(tmp_path / "installer" / "smoke_test.sh", SMOKE)
    _exe(tmp_path / ".venv" / "bin" / "python", PYTHON)
    _exe(tmp_path / ".venv" / "bin" / "pyinstaller", PYINSTALLER)
    _exe(tmp_path / "stubbin" / "dpkg-query", "#!/bin/sh\necho 'install ok installed'\n")
    (tmp_path / "resources" / "icons").mkdir(parents=True)
    (tmp_path / "resources" / "tandem.desktop").write_text("[Desktop Entry]\n")
    (tmp_path / "resources" / "icons" / "tandem.svg").write_text("<svg/>\n")
    return tmp_path


def _build(tree: Path, **env: str) -> subprocess.CompletedProcess[str]:
    full = {**os.environ, **env, "PATH": f"{tree / 'stubbin'}:{os.environ['PATH']}"}
    return subprocess.run(
        ["bash", str(tree / "installer" / "build.sh")],
        cwd=tree,
        env=full,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_every_step_runs_through_to_the_smoke_test(tree: Path) -> None:
    proc = _build(tree)
    assert proc.returncode == 0, proc.stderr
    assert (tree / "smoke-ran").read_text().strip() == "build/dist/tandem"
    report = (tree / "build" / "size-report.txt").read_text().splitlines()
    assert report[0].startswith("bundle: ") and report[1] == "largest parts:"
    assert len(report) == 2 + 15  # the 15 largest parts, after a listing of 3000
    assert list((tree / "build").glob("tandem-9.9.9-linux-*.tar.gz"))
    assert "smoke-tested" in proc.stdout
    assert "NOT smoke-tested" not in proc.stderr


def test_a_failing_smoke_test_fails_the_build_loudly(tree: Path) -> None:
    proc = _build(tree, STUB_SMOKE_RC="4")
    assert proc.returncode == 4
    assert (tree / "smoke-ran").exists()
    assert "NOT smoke-tested" in proc.stderr


def test_a_step_failing_before_the_smoke_test_fails_loudly(tree: Path) -> None:
    proc = _build(tree, STUB_PYINSTALLER_FAIL="1")
    assert proc.returncode != 0
    assert not (tree / "smoke-ran").exists()
    assert "NOT smoke-tested" in proc.stderr


def test_leaving_before_the_smoke_test_without_an_error_still_fails(tree: Path) -> None:
    """A later edit that ends the script early with status 0 (here: right before the smoke
    test) must not pass for a good build."""
    script = tree / "installer" / "build.sh"
    text = script.read_text()
    marker = 'bash "$here/smoke_test.sh" "$bundle"'
    assert marker in text
    script.write_text(text.replace(marker, "exit 0\n" + marker))
    proc = _build(tree)
    assert proc.returncode == 1
    assert not (tree / "smoke-ran").exists()
    assert "NOT smoke-tested" in proc.stderr
