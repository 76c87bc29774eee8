"""Hostile input and settings to the commands (issue 31 items 7 and 8): one line on stderr that
names the fault (the question's bytes, the file's line, the setting's key and range), never a
traceback, never blamed on the model or the network."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from tests.support.fault_server import FaultServer

pytestmark = pytest.mark.e2e


def run(args: list[str | bytes], env: dict[str, str]) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "app", *args], env=env, capture_output=True, timeout=120
    )


def one_line_error(proc: subprocess.CompletedProcess[bytes]) -> str:
    err = proc.stderr.decode("utf-8", "replace")
    assert proc.returncode != 0, (proc.returncode, err)
    assert "Traceback" not in err, err
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert len(lines) == 1, err
    return lines[0]


# ------------------------------------------------------------------ item 7


@pytest.mark.skipif(os.name != "posix", reason="argv bytes are a POSIX thing")
def test_an_invalid_utf8_question_is_named_and_nothing_is_sent(
    env: dict[str, str], server: FaultServer
) -> None:
    proc = run(["ask", b"what is \xff\xfe this", "--mode", "hybrid"], env)
    line = one_line_error(proc)
    assert "the question is not valid text" in line and "0xff" in line, line
    assert "network" not in line and "local model" not in line, line
    assert server.received == []  # nothing was sent


def test_eval_routing_names_the_line_with_invalid_utf8(
    cli_env: dict[str, str], tmp_path: Path
) -> None:
    f = tmp_path / "dev.jsonl"
    f.write_bytes(
        b'{"prompt": "hello", "local_ok": true}\n{"prompt": "bad \xc3\x28 byte", "local_ok": true}\n'
    )
    line = one_line_error(run(["eval", "routing", str(f)], cli_env))
    assert f"{f}:2:" in line and "not valid UTF-8" in line and "0xc3" in line, line
    assert "UnicodeDecodeError" not in line


# ------------------------------------------------------------------ item 8


@pytest.mark.parametrize(
    ("section", "key", "value", "expected"),
    [
        ("cloud", "timeout_s", "-1", "cloud.timeout_s must be 1..600, not -1"),
        ("local", "llm_context", "99999999999", "local.llm_context must be 256..1048576"),
        ("rag", "top_k", "0", "rag.top_k must be 1..50, not 0"),
    ],
)
def test_a_setting_out_of_range_is_refused_naming_key_and_range(
    cli_env: dict[str, str], tandem_home: Path, section: str, key: str, value: str, expected: str
) -> None:
    (tandem_home / "settings.toml").write_text(f"version = 2\n[{section}]\n{key} = {value}\n")
    line = one_line_error(run(["ask", "hello", "--mode", "local"], cli_env))
    assert expected in line and "settings.toml" in line, line
    doctor = run(["doctor"], cli_env).stdout.decode()
    assert expected in doctor, doctor


@pytest.mark.parametrize(
    ("section", "key", "value", "expected"),
    [
        ("limits", "draft_max_tokens", "-1", "[limits] draft_max_tokens must be 1..8192, not -1"),
        ("auto", "quality", "7", "[auto] quality must be 0..1, not 7"),
    ],
)
def test_a_rule_out_of_range_is_refused_naming_key_and_range(
    cli_env: dict[str, str], tandem_home: Path, section: str, key: str, value: str, expected: str
) -> None:
    from app.core.routing.rules import DEFAULT_RULES

    text = DEFAULT_RULES.read_text(encoding="utf-8")
    lines = text.splitlines()
    head = lines.index(f"[{section}]")
    lines.insert(head + 1, f"{key} = {value}")
    lines = [ln for i, ln in enumerate(lines) if i == head + 1 or not ln.startswith(f"{key} =")]
    (tandem_home / "routing.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    proc = run(["doctor"], cli_env)
    out = proc.stdout.decode()
    assert expected in out and "the built-in default rules are in use" in out, out


# ------------------------------------------------------------------ item 2


@pytest.mark.timeout(240)
def test_an_endless_sse_line_is_malformed_and_tandem_stays_small(
    env: dict[str, str], server: FaultServer
) -> None:
    """`tandem ask --mode hybrid` against a cloud that sends one line that never ends: the
    answer is the draft with the ``malformed`` fallback, and the process's peak RSS (its own,
    from wait4) stays far below the 512 MB the server sends before its backstop."""
    import json

    server.fault = "endless_line"
    proc = subprocess.Popen(
        [sys.executable, "-m", "app", "ask", "Name one colour.", "--mode", "hybrid", "--json"],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )
    assert proc.stdout is not None
    # The asking process's own peak (VmHWM), sampled while it runs: wait4's ru_maxrss also
    # counts the model host it waited for, which a loaded machine inflates.
    peaks: list[int] = [0]
    done = threading.Event()

    def sample() -> None:
        status_file = Path(f"/proc/{proc.pid}/status")
        while not done.is_set():
            try:
                for line in status_file.read_text().splitlines():
                    if line.startswith("VmHWM:"):
                        peaks[0] = max(peaks[0], int(line.split()[1]))
            except (OSError, ValueError):
                pass
            done.wait(0.05)

    sampler = threading.Thread(target=sample, daemon=True)
    sampler.start()
    out = proc.stdout.read().decode()
    done.set()
    sampler.join()
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    proc.stdout.close()
    events = [json.loads(x) for x in out.splitlines()]
    assert [e["reason"] for e in events if e["event"] == "fallback"] == ["malformed"], out
    assert events[-1]["event"] == "final" and events[-1]["source"] == "local"
    peak_mb = (peaks[0] or usage.ru_maxrss) / 1024  # Linux: kilobytes
    assert peak_mb < 400, f"peak RSS {peak_mb:.0f} MB"
    assert server.endless_sent < 64 << 20


# ------------------------------------------------------------------ item 3


@pytest.mark.timeout(240)
def test_a_huge_llm_context_is_clamped_and_said_once(
    cli_env: dict[str, str], tandem_home: Path
) -> None:
    (tandem_home / "settings.toml").write_text("version = 2\n[local]\nllm_context = 200000\n")
    proc = run(["ask", "Say hi.", "--mode", "local"], cli_env)
    err = proc.stderr.decode()
    assert proc.returncode == 0, err
    notes = [ln for ln in err.splitlines() if "llm_context" in ln]
    assert len(notes) == 1 and "trained for 8192 tokens: using 8192" in notes[0], err
    assert proc.stdout.decode().strip()
    doctor = run(["doctor"], cli_env).stdout.decode()
    assert "context 8192" in doctor and "llm_context = 200000 is more than" in doctor, doctor


# ------------------------------------------------------------------ item 5


@pytest.fixture(params=["truncated", "random"])
def broken_model(request: pytest.FixtureRequest, tandem_home: Path) -> Path:
    """A real broken GGUF: the bundled model cut at 3 MB (its header whole, its tensors not),
    or "GGUF" and random bytes."""
    from app.core.engines.local_types import bundled_model_path

    path = tandem_home / f"{request.param}.gguf"
    if request.param == "truncated":
        with bundled_model_path().open("rb") as fh:
            path.write_bytes(fh.read(3_000_000))
    else:
        path.write_bytes(b"GGUF" + os.urandom(2_000_000))
    (tandem_home / "settings.toml").write_text(
        f'version = 2\n[local]\nllm_model = "{path}"\n', encoding="utf-8"
    )
    return path


@pytest.mark.timeout(240)
def test_doctor_loads_the_model_and_fails_a_broken_file(
    cli_env: dict[str, str], broken_model: Path
) -> None:
    proc = run(["doctor"], cli_env)
    out = proc.stdout.decode()
    line = next(ln for ln in out.splitlines() if "local_model" in ln)
    assert line.startswith("[FAIL]") and str(broken_model) in line, out
    assert "not a usable model" in line and proc.returncode != 0


@pytest.mark.timeout(240)
@pytest.mark.parametrize("mode", ["hybrid", "auto"])
def test_the_answer_says_the_device_model_could_not_draft(
    env: dict[str, str], server: FaultServer, broken_model: Path, mode: str
) -> None:
    import json

    proc = run(["ask", "Name one colour.", "--mode", mode, "--json"], env)
    err = proc.stderr.decode()
    assert proc.returncode == 0, err
    final = json.loads(proc.stdout.decode().splitlines()[-1])
    assert final["event"] == "final" and final["source"] == "cloud", final
    assert final["text"] == "The cloud answer."
    assert final["local_error"].startswith("the device's model could not draft: "), final
    assert broken_model.name in final["local_error"]
    warned = [ln for ln in err.splitlines() if "could not draft" in ln]
    assert len(warned) == 1 and broken_model.name in warned[0], err
