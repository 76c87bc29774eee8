"""`tandem transcribe` as a subprocess, per docs/ARCHITECTURE.md §3."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import run_tandem as run

pytestmark = [pytest.mark.e2e, pytest.mark.integration]


def test_transcribe_json(cli_env: dict[str, str], shared_data: Path) -> None:
    wav = shared_data / "audio" / "dev_00_stereo44k.wav"
    proc = run(["transcribe", str(wav), "--language", "en", "--json"], cli_env)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert set(out) == {"text", "language", "duration_s", "segments"}
    assert out["language"] == "en" and out["duration_s"] == pytest.approx(2.71, abs=0.05)
    assert "beijing" in out["text"].lower()
    assert all(set(s) == {"start", "end", "text"} for s in out["segments"])


def test_transcribe_plain_text_of_silence_is_empty(
    cli_env: dict[str, str], shared_data: Path
) -> None:
    proc = run(
        ["transcribe", str(shared_data / "audio" / "silence_3s.wav"), "--language", "en"], cli_env
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == ""


@pytest.mark.parametrize("name", ["not_audio.wav", "missing.wav"])
def test_bad_input_fails_with_one_line(
    cli_env: dict[str, str], shared_data: Path, name: str
) -> None:
    proc = run(["transcribe", str(shared_data / "audio" / name)], cli_env)
    assert proc.returncode != 0
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tandem transcribe: error:"), proc.stderr
    assert proc.stdout == ""
