"""Issue 16's acceptance shots: the real app under Xvfb, one PNG per outcome, saved under
tests/artifacts/issue16/ (see tests/gui/screenshot_scenes.py for the scenes)."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = [pytest.mark.gui, pytest.mark.integration]

ROOT = Path(__file__).resolve().parents[2]
SCENES = (
    "upgraded",
    "kept_local",
    "fallback",
    "cited",
    "why_reopened",
    "dark",
    "zh_CN",
    "documents_open",
)


@pytest.mark.slow
@pytest.mark.timeout(600)
@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="xvfb-run is not installed")
def test_outcome_screenshots_under_xvfb(tandem_home: Path) -> None:
    out = ROOT / "tests" / "artifacts" / "issue16"
    shutil.rmtree(out, ignore_errors=True)
    env = dict(os.environ, TANDEM_HOME=str(tandem_home))
    env.pop("QT_QPA_PLATFORM", None)  # the real xcb platform, on the virtual X server
    xvfb = ["xvfb-run", "-a", "-s", "-screen 0 1280x800x24"]
    proc = subprocess.run(
        [*xvfb, sys.executable, "-m", "tests.gui.screenshot_scenes", str(out)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=540,
    )
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    lines = [line for line in proc.stdout.splitlines() if line.startswith('{"scene"')]
    rows = {r["scene"]: r for r in map(json.loads, lines)}
    assert rows["documents_open"]["horizontal_scrollbar"] is False
    assert rows["kept_local"]["badge"] == "Kept on this device: ID number"
    assert "your device's answer stands" in rows["fallback"]["notice"]
    assert rows["cited"]["citations"]
    for scene in SCENES:
        png = out / f"{scene}.png"
        assert png.is_file() and png.stat().st_size > 10_000, scene
