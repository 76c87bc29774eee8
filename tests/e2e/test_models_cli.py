"""`tandem models list|pull|use|remove` as subprocesses against a loopback hub serving the real
bundled GGUF (tests/model_server.py), reached through $HF_ENDPOINT or `[models] hub_url`."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import time
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.core.engines.local_llm import BUNDLED_MODEL
from app.core.models.model_files import get_spec, local_path
from tests.conftest import tandem_cmd
from tests.support.model_server import ModelHub, model_hub

pytestmark = [pytest.mark.e2e, pytest.mark.integration, pytest.mark.timeout(180)]

ENTRY = """
[[model]]
name = "{name}"
repo = "test/{name}-GGUF"
file = "{file}"
verify = "{verify}"
sha256 = "{sha}"
size_bytes = {size}
approx_mb = 99
params_b = 0.135
quant = "Q4_1"
context = 8192
languages = ["en", "zh"]
license = "Apache-2.0"
min_ram_gb = 1
template = "chatml"
"""


@pytest.fixture
def gguf() -> Path:
    return local_path(*BUNDLED_MODEL)


@pytest.fixture
def hub(gguf: Path) -> Iterator[ModelHub]:
    with model_hub(gguf) as h:
        yield h


@pytest.fixture
def env(cli_env: dict[str, str], hub: ModelHub, gguf: Path, tmp_path: Path) -> dict[str, str]:
    spec = get_spec(BUNDLED_MODEL[0]).files[0]
    catalog = tmp_path / "catalog.toml"
    catalog.write_text(
        "schema = 1\n"
        + ENTRY.format(
            name="pinned", file=gguf.name, verify="sha256", sha=spec.sha256, size=spec.size
        )
        + ENTRY.format(name="tofu", file=gguf.name, verify="tofu", sha="", size=0)
        + ENTRY.format(name="missing", file="nope.gguf", verify="tofu", sha="", size=0)
    )
    return dict(cli_env, TANDEM_CATALOG=str(catalog), HF_ENDPOINT=hub.base)


def run(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        tandem_cmd(*args), env=env, capture_output=True, text=True, timeout=120, check=False
    )


def listed(env: dict[str, str]) -> dict[str, dict]:  # type: ignore[type-arg]
    proc = run(["models", "list", "--json"], env)
    assert proc.returncode in (0, 1), proc.stderr
    return {m["name"]: m for m in json.loads(proc.stdout)["models"]}


def test_pull_use_remove_round_trip(env: dict[str, str], gguf: Path, tandem_home: Path) -> None:
    before = listed(env)["pinned"]
    assert before["installed"] is False and before["url"].startswith(env["HF_ENDPOINT"])
    assert before["sha256"] and before["size_bytes"] == gguf.stat().st_size
    assert {"name", "file", "url", "sha256", "size_bytes", "params_b", "languages"} <= set(before)

    proc = run(["models", "pull", "pinned", "--json"], env)
    assert proc.returncode == 0, proc.stderr
    events = [json.loads(line) for line in proc.stdout.splitlines()]
    assert events[0]["event"] == "progress" and events[-1]["event"] == "done"
    done = events[-1]
    path = Path(done["path"])
    assert path.is_relative_to(tandem_home) and path.read_bytes() == gguf.read_bytes()
    assert done["trusted_first_use"] is False

    assert listed(env)["pinned"]["installed"] is True
    again = run(["models", "pull", "pinned", "--json"], env)
    assert json.loads(again.stdout.splitlines()[-1])["downloaded"] is False

    used = run(["models", "use", "pinned", "--json"], env)
    assert used.returncode == 0, used.stderr
    caps = json.loads(used.stdout)["capabilities"]
    assert caps["name"] == "pinned" and caps["languages"] == ["en", "zh"]
    settings = tomllib.loads((tandem_home / "settings.toml").read_text())
    assert settings["local"]["llm_model"] == "pinned"
    assert listed(env)["pinned"]["active"] is True
    audit = run(["audit", "--config", "--json"], env)
    sources = {(c["file"], c["source"]) for c in json.loads(audit.stdout)["config_changes"]}
    assert ("settings.toml", "app") in sources  # the CLI installs the audit (app/cli.py)

    removed = run(["models", "remove", "pinned", "--json"], env)
    assert json.loads(removed.stdout) == {"removed": "pinned", "switched_to_bundled": True}
    assert not path.exists()
    settings = tomllib.loads((tandem_home / "settings.toml").read_text())
    assert settings["local"]["llm_model"] == ""


def test_killed_pull_resumes_byte_identical(
    env: dict[str, str], hub: ModelHub, gguf: Path, tandem_home: Path
) -> None:
    hub.script = ["trickle"]
    part = tandem_home / "models" / "pinned" / f"{gguf.name}.part"
    proc = subprocess.Popen(tandem_cmd("models", "pull", "pinned"), env=env, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 60
        while not (part.exists() and part.stat().st_size > 300_000):
            assert time.monotonic() < deadline, "the trickle never started"
            assert proc.poll() is None
            time.sleep(0.05)
        os.kill(proc.pid, signal.SIGKILL)
    finally:
        proc.wait(timeout=30)
        assert proc.stderr is not None
        proc.stderr.close()
    kept = part.stat().st_size
    listing = listed(env)["pinned"]
    assert listing["installed"] is False and listing["partial_bytes"] == kept

    resumed = run(["models", "pull", "pinned"], env)
    assert resumed.returncode == 0, resumed.stderr
    final = tandem_home / "models" / "pinned" / gguf.name
    assert final.read_bytes() == gguf.read_bytes() and not part.exists()
    assert hub.hits[-1].range == f"bytes={kept}-"


def test_trust_on_first_use_records_and_then_enforces_the_hash(
    env: dict[str, str], hub: ModelHub, tandem_home: Path
) -> None:
    first = run(["models", "pull", "tofu", "--json"], env)
    assert first.returncode == 0, first.stderr
    done = json.loads(first.stdout.splitlines()[-1])
    assert done["trusted_first_use"] is True
    record = tomllib.loads((tandem_home / "models" / "installed.toml").read_text())
    assert {r["name"]: r["sha256"] for r in record["file"]}["tofu"] == done["sha256"]
    assert listed(env)["tofu"]["sha256"] == done["sha256"]

    assert run(["models", "remove", "tofu"], env).returncode == 0
    hub.script = ["corrupt"]
    again = run(["models", "pull", "tofu"], env)
    assert again.returncode == 1
    line = again.stderr.strip().splitlines()[-1]  # after the progress lines: one error line
    assert line.startswith("tandem models: error: ")
    assert "sha256 mismatch" in line and "trust on first use" in line
    assert not list((tandem_home / "models" / "tofu").glob("*.gguf*"))


def test_errors_are_one_line(env: dict[str, str]) -> None:
    nf = run(["models", "pull", "missing"], env)
    assert nf.returncode == 1 and "not found (HTTP 404)" in nf.stderr
    assert len(nf.stderr.strip().splitlines()) == 1, nf.stderr
    unknown = run(["models", "pull", "no-such-model"], env)
    assert unknown.returncode == 2 and "no model named 'no-such-model'" in unknown.stderr
    not_installed = run(["models", "use", "tofu"], env)
    assert not_installed.returncode == 2 and "tandem models pull tofu" in not_installed.stderr
    bundled = run(["models", "remove", "pinned"], env)
    assert bundled.returncode == 2 and "not installed" in bundled.stderr


def test_hub_url_from_the_settings_file(
    env: dict[str, str], hub: ModelHub, tandem_home: Path
) -> None:
    env = dict(env)
    del env["HF_ENDPOINT"]
    (tandem_home / "settings.toml").write_text(
        f'version = 2\n[models]\nhub_url = "{hub.base}/"\n[local]\ngpu_layers = 0\n'
    )
    assert listed(env)["pinned"]["url"].startswith(hub.base + "/test/")
    proc = run(["models", "pull", "pinned"], env)
    assert proc.returncode == 0, proc.stderr
    assert hub.hits and hub.hits[0].path.startswith("/test/pinned-GGUF/resolve/main/")
