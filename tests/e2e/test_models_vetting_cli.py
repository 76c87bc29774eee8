"""Nothing untrusted becomes a model (issue 24 item 6): `tandem models pull` against a loopback
hub (tests/support/model_server.py) that serves 2 MiB of junk, a GGUF header over random bytes,
a real GGUF truncated to about the catalog's size, or a real GGUF of the wrong size as a
trust-on-first-use catalog model. Each is deleted with one line, no hash is
recorded (trust on first use stays unspent), the model is not installed and cannot be used. The
real bundled GGUF still passes (and lands 0600 in a 0700 folder)."""

from __future__ import annotations

import os
import stat
import struct
import subprocess
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.core.engines.local_llm import BUNDLED_MODEL
from app.core.models import gguf_info
from app.core.models.model_files import local_path
from tests.conftest import tandem_cmd
from tests.support.model_server import model_hub

pytestmark = [pytest.mark.e2e, pytest.mark.integration, pytest.mark.timeout(180)]

ENTRY = """
[[model]]
name = "{name}"
repo = "test/{name}-GGUF"
file = "{file}"
verify = "tofu"
sha256 = ""
size_bytes = 0
approx_mb = {mb}
params_b = 0.36
quant = "Q8_0"
context = 8192
languages = ["en"]
license = "Apache-2.0"
min_ram_gb = 1
template = "chatml"
"""


def _metadata_end(path: Path) -> int:
    """Where the GGUF's key/value metadata ends (its tensor table begins)."""
    with path.open("rb") as fh:
        fh.read(4 + 4 + 8)
        (n_kv,) = struct.unpack("<Q", fh.read(8))
        for _ in range(n_kv):
            gguf_info._string(fh)
            gguf_info._value(fh, gguf_info._read(fh, "<I"))
        return fh.tell()


def _header_over_noise(real: Path, dest: Path) -> Path:
    """The real model's header and metadata, then random bytes to the real size."""
    data = real.read_bytes()
    cut = _metadata_end(real)
    dest.write_bytes(data[:cut] + os.urandom(len(data) - cut))
    return dest


def _pull(env: dict[str, str], name: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        tandem_cmd("models", "pull", name), env=env, capture_output=True, text=True, timeout=150
    )


def _serve(
    tmp_path: Path, cli_env: dict[str, str], served: Path, mb: int
) -> Iterator[dict[str, str]]:
    catalog = tmp_path / "catalog.toml"
    catalog.write_text("schema = 1\n" + ENTRY.format(name="m", file=served.name, mb=mb))
    with model_hub(served) as hub:
        yield dict(cli_env, TANDEM_CATALOG=str(catalog), HF_ENDPOINT=hub.base)


def _nothing_kept(tandem_home: Path, env: dict[str, str]) -> None:
    folder = tandem_home / "models"
    assert not list(folder.rglob("*.gguf*")), list(folder.rglob("*"))
    index = folder / "installed.toml"
    if index.exists():
        assert "m" not in {r["name"] for r in tomllib.loads(index.read_text()).get("file", [])}
    used = subprocess.run(
        tandem_cmd("models", "use", "m"), env=env, capture_output=True, text=True, timeout=60
    )
    assert used.returncode == 2 and "not installed" in used.stderr


def _one_error_line(proc: subprocess.CompletedProcess[str]) -> str:
    assert proc.returncode == 1, proc.stderr
    errors = [line for line in proc.stderr.splitlines() if "error" in line]
    assert len(errors) == 1, proc.stderr
    assert "not a usable model" in errors[0] and "the download was deleted" in errors[0]
    return errors[0]


def test_two_mib_of_junk_as_a_386_mb_model_is_refused(
    tmp_path: Path, cli_env: dict[str, str], tandem_home: Path
) -> None:
    junk = tmp_path / "hub" / "smollm2-360m-instruct-q8_0.gguf"
    junk.parent.mkdir()
    junk.write_bytes(os.urandom(2 * 1024 * 1024))
    for env in _serve(tmp_path, cli_env, junk, 386):
        line = _one_error_line(_pull(env, "m"))
        assert "not a GGUF file" in line
        _nothing_kept(tandem_home, env)


def test_a_gguf_header_over_noise_fails_the_llama_cpp_load(
    tmp_path: Path, cli_env: dict[str, str], tandem_home: Path
) -> None:
    real = local_path(*BUNDLED_MODEL)
    served = tmp_path / "hub" / "noise.gguf"
    served.parent.mkdir()
    _header_over_noise(real, served)
    assert gguf_info.read_info(served).architecture  # the header alone would pass
    for env in _serve(tmp_path, cli_env, served, 99):
        line = _one_error_line(_pull(env, "m"))
        assert "llama.cpp could not load it" in line
        _nothing_kept(tandem_home, env)


def test_a_truncated_real_gguf_of_about_the_right_size_fails_the_llama_cpp_load(
    tmp_path: Path, cli_env: dict[str, str], tandem_home: Path
) -> None:
    """The real model cut at 97%: its header and metadata parse and its size is within the 2%
    a trust-on-first-use entry allows of the catalog's, so only the load can tell."""
    real = local_path(*BUNDLED_MODEL)
    served = tmp_path / "hub" / "cut.gguf"
    served.parent.mkdir()
    data = real.read_bytes()
    served.write_bytes(data[: len(data) * 97 // 100])
    assert gguf_info.read_info(served).architecture
    mb = round(served.stat().st_size / 1e6)
    for env in _serve(tmp_path, cli_env, served, mb):
        line = _one_error_line(_pull(env, "m"))
        assert "llama.cpp could not load it" in line
        _nothing_kept(tandem_home, env)


def test_a_real_model_of_the_wrong_size_is_refused(
    tmp_path: Path, cli_env: dict[str, str], tandem_home: Path
) -> None:
    real = local_path(*BUNDLED_MODEL)  # 98 MB, served as the 386 MB model
    for env in _serve(tmp_path, cli_env, real, 386):
        line = _one_error_line(_pull(env, "m"))
        assert "the catalog says about 386 MB" in line
        _nothing_kept(tandem_home, env)


def test_the_real_model_passes_and_is_private(
    tmp_path: Path, cli_env: dict[str, str], tandem_home: Path
) -> None:
    real = local_path(*BUNDLED_MODEL)
    old = os.umask(0o022)
    try:
        for env in _serve(tmp_path, cli_env, real, 99):
            done = _pull(env, "m")
            assert done.returncode == 0, done.stderr
    finally:
        os.umask(old)
    got = tandem_home / "models" / "m" / real.name
    assert got.read_bytes() == real.read_bytes()
    record = tomllib.loads((tandem_home / "models" / "installed.toml").read_text())
    assert "m" in {r["name"] for r in record["file"]}
    for p in (tandem_home / "models", got.parent, got, tandem_home / "models" / "installed.toml"):
        assert stat.S_IMODE(p.stat().st_mode) & 0o077 == 0, (p, oct(p.stat().st_mode))
