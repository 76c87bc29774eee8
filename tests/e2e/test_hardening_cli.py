"""Hostile input to the commands (issue 18 items 5, 6, 8, 10): one line on stderr, a non-zero
status, never a traceback; valid work already read is still answered."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.e2e


def run(
    args: list[str | bytes], env: dict[str, str], stdin: bytes | None = None, timeout: float = 60
) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [sys.executable, "-m", "app", *args],
        input=stdin,
        env=env,
        capture_output=True,
        timeout=timeout,
    )


def one_line_error(proc: subprocess.CompletedProcess[bytes]) -> str:
    err = proc.stderr.decode("utf-8", "replace")
    assert proc.returncode != 0, (proc.returncode, err)
    assert "Traceback" not in err, err
    lines = [ln for ln in err.splitlines() if ln.strip()]
    assert len(lines) == 1, err
    return lines[0]


# ------------------------------------------------------------------ item 5: privacy-check


@pytest.mark.skipif(os.name != "posix", reason="argv bytes are a POSIX thing")
def test_privacy_check_invalid_utf8_argument(cli_env: dict[str, str]) -> None:
    line = one_line_error(run(["privacy-check", b"phone \xff\xfe 13912345678"], cli_env))
    assert "not valid UTF-8" in line and "0xff" in line


def test_privacy_check_invalid_utf8_stdin(cli_env: dict[str, str]) -> None:
    line = one_line_error(run(["privacy-check"], cli_env, stdin=b"abc \xc3\x28 def"))
    assert "stdin is not valid UTF-8" in line and "offset 4" in line


def test_privacy_check_jsonl_bad_lines_are_named_and_the_rest_answered(
    cli_env: dict[str, str],
) -> None:
    stdin = (
        b'{"id": 1, "text": "hello"}\n'
        b'{"id": 2, "text": "bad \xff byte"}\n'
        b'{"id": 3, "text": "lone \\ud800 surrogate"}\n'
        b'{"id": 4, "text": "\xe7\x94\xb5\xe8\xaf\x9d13812345678"}\n'
        b"\xfe\xfe\xfe\n"
        b'{"id": 6, "text": "bye"}\n'
    )
    proc = run(["privacy-check", "--jsonl"], cli_env, stdin=stdin)
    assert proc.returncode == 2
    out = [json.loads(x) for x in proc.stdout.decode("utf-8").splitlines()]
    assert [o["id"] for o in out] == [1, 4, 6]
    assert out[1]["level"] == "confidential"
    err = proc.stderr.decode("utf-8").splitlines()
    assert "Traceback" not in proc.stderr.decode()
    assert [e.split(":")[1].strip() for e in err] == ["line 2", "line 3", "line 5"], err


# ------------------------------------------------------------------ item 6: broken settings


@pytest.mark.parametrize(
    "content",
    [
        "this is = = not toml [",
        'version = 2\n[cloud]\ntimeout_s = "soon"\n',
        "version = 999\n",
        b"\xff\xfe\x00garbage",
    ],
    ids=["bad-toml", "wrong-type", "future-version", "binary"],
)
def test_ask_with_broken_settings_is_one_line(
    cli_env: dict[str, str], tandem_home: Path, content: str | bytes
) -> None:
    target = tandem_home / "settings.toml"
    if isinstance(content, bytes):
        target.write_bytes(content)
    else:
        target.write_text(content, encoding="utf-8")
    line = one_line_error(run(["ask", "hello", "--mode", "local"], cli_env, timeout=120))
    assert "settings.toml" in line


# ------------------------------------------------------------------ item 10: smaller ones


def test_index_where_everything_failed_exits_1_without_a_collection(
    cli_env: dict[str, str], tmp_path: Path
) -> None:
    folder = tmp_path / "broken"
    folder.mkdir()
    (folder / "empty.md").write_bytes(b"")
    (folder / "fake.pdf").write_bytes(b"not a pdf")
    proc = run(["index", str(folder), "--collection", "allbad", "--json"], cli_env)
    assert proc.returncode == 1
    err = proc.stderr.decode()
    assert "Traceback" not in err and "nothing was indexed" in err
    summary = json.loads(proc.stdout.decode().splitlines()[-1])
    assert summary["indexed"] == 0 and len(summary["failed"]) == 2
    proc = run(["search", "anything", "--collection", "allbad"], cli_env)
    assert proc.returncode != 0 and b"allbad" in proc.stderr


def test_ask_unknown_collection_is_refused(cli_env: dict[str, str]) -> None:
    line = one_line_error(
        run(["ask", "hello", "--mode", "local", "--collection", "nope"], cli_env, timeout=120)
    )
    assert "nope" in line and "collection" in line


def test_transcribe_a_directory_says_so(cli_env: dict[str, str], tmp_path: Path) -> None:
    line = one_line_error(run(["transcribe", str(tmp_path)], cli_env))
    assert "is a folder" in line or "directory" in line
    assert "no such file" not in line


def test_trace_show_last_on_an_empty_home(cli_env: dict[str, str]) -> None:
    line = one_line_error(run(["trace", "show", "last"], cli_env))
    assert "trace show last" not in line
    assert "no requests" in line or "ask" in line
