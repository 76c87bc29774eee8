"""Fuzzing every command's arguments and stdin (issue 18 acceptance): arbitrary text, bytes and
paths end with a status of 0, 1 or 2; a failure is exactly one line on stderr; nothing ever
prints a traceback. Most examples run ``app.cli.main`` in-process (fast); a few run the real
``tandem`` process with raw argv bytes, which only a subprocess can pass.

Inputs are built so a valid-looking example cannot start real work that takes minutes (a
question always names a collection that does not exist, paths are missing or hostile files, no
``models fetch``): what is fuzzed is the handling of input, not the models.
"""

from __future__ import annotations

import io
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.cli import main

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(600)]

FUZZ = settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

# Text that looks like what breaks parsers: options, unicode, controls, separators.
TOKENS = st.one_of(
    st.text(max_size=30),
    st.sampled_from(
        [
            "--json",
            "--",
            "-",
            "-k",
            "--mode",
            "--collection",
            "--label",
            "--last",
            "--jsonl",
            "--language",
            "-1",
            "0",
            "99999999999999999999",
            "nan",
            "\x00",
            "\u202e",
            "１２３",
            "--help=x",
            "=",
            "''",
            "[",
            "{",
            "\ud800",
        ]
    ),
)
ARGS = st.lists(TOKENS, max_size=5)


@pytest.fixture(autouse=True)
def _empty_cwd(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A fuzzed argument such as "" or "." is a path relative to the working folder: make that
    an empty folder, never the repository."""
    (tmp_path / "cwd").mkdir()
    monkeypatch.chdir(tmp_path / "cwd")


@pytest.fixture
def hostile(tmp_path: Path) -> Iterator[dict[str, Path]]:
    """Paths a user might hand to a command by mistake."""
    folder = tmp_path / "hostile"
    folder.mkdir()

    garbage = folder / "noise.wav"
    garbage.write_bytes(os.urandom(512))
    empty = folder / "empty.md"
    empty.write_bytes(b"")
    paths = {"missing": folder / "missing.md", "folder": folder, "garbage": garbage, "empty": empty}
    if hasattr(os, "mkfifo"):
        fifo = folder / "pipe.md"
        os.mkfifo(fifo)
        paths["fifo"] = fifo
    yield paths


def call(argv: list[str], stdin: bytes, capfd: pytest.CaptureFixture[str]) -> tuple[int, str]:
    """Run the CLI in-process; returns (status, stderr). An exception escaping main is a bug."""
    old = sys.stdin
    sys.stdin = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8")
    try:
        try:
            status = main(argv)
        except SystemExit as exc:  # argparse: --help, bad usage
            status = exc.code if isinstance(exc.code, int) else 2
    finally:
        sys.stdin = old
    _out, err = capfd.readouterr()
    return status, err


def check(status: int, err: str, *, per_line: bool = False) -> None:
    assert "Traceback" not in err, err
    assert status in (0, 1, 2), (status, err)
    lines = [ln for ln in err.splitlines() if ln.strip()]
    if status != 0 and not per_line:
        assert len(lines) == 1, err
    if per_line:  # privacy-check --jsonl: one line per bad input line, each naming it
        assert all(ln.startswith("tandem privacy-check: line ") for ln in lines), err


@FUZZ
@given(args=ARGS, stdin=st.binary(max_size=200))
def test_privacy_check_text_and_stdin(
    args: list[str], stdin: bytes, capfd: pytest.CaptureFixture[str]
) -> None:
    status, err = call(["privacy-check", *args], stdin, capfd)
    check(status, err)


@FUZZ
@given(
    lines=st.lists(
        st.one_of(
            st.binary(max_size=60),
            st.text(max_size=40).map(
                lambda t: f'{{"id": 1, "text": {t!r}}}'.encode("utf-8", "surrogatepass")
            ),
            st.just(b'{"id": [1], "text": "\\udfff"}'),
            st.just(b'{"text": 5}'),
            st.just(b"[" * 5000),
        ),
        max_size=6,
    )
)
def test_privacy_check_jsonl(lines: list[bytes], capfd: pytest.CaptureFixture[str]) -> None:
    stdin = b"\n".join(line.replace(b"\n", b" ") for line in lines) + b"\n"
    status, err = call(["privacy-check", "--jsonl"], stdin, capfd)
    check(status, err, per_line=True)


@FUZZ
@given(args=ARGS, which=st.sampled_from(["missing", "folder", "garbage", "empty", "fifo"]))
def test_index(
    args: list[str],
    which: str,
    hostile: dict[str, Path],
    capfd: pytest.CaptureFixture[str],
) -> None:
    path = hostile.get(which, hostile["missing"])
    if which == "folder":
        path = hostile["missing"].parent / "nothing-here"
    status, err = call(["index", str(path), *args, "--json", "--collection", "fuzz"], b"", capfd)
    check(status, err)


@FUZZ
@given(query=st.text(max_size=40), args=ARGS, name=st.text(max_size=12))
def test_search(query: str, args: list[str], name: str, capfd: pytest.CaptureFixture[str]) -> None:
    status, err = call(["search", query, *args, "--collection", f"none-{name}"], b"", capfd)
    check(status, err)


@FUZZ
@given(question=st.text(max_size=60), args=ARGS, name=st.text(max_size=12))
def test_ask(question: str, args: list[str], name: str, capfd: pytest.CaptureFixture[str]) -> None:
    argv = ["ask", question, *args, "--collection", f"none-{name}"]
    status, err = call(argv, b"", capfd)
    check(status, err)
    assert status != 0  # the collection never exists: refused before any model loads


@FUZZ
@given(args=ARGS, which=st.sampled_from(["missing", "folder", "garbage", "empty", "fifo"]))
def test_transcribe(
    args: list[str], which: str, hostile: dict[str, Path], capfd: pytest.CaptureFixture[str]
) -> None:
    path = hostile.get(which, hostile["missing"])
    status, err = call(["transcribe", str(path), *args], b"", capfd)
    check(status, err)
    assert status != 0


@FUZZ
@given(
    argv=st.one_of(
        st.tuples(st.just("trace"), st.just("show"), st.text(max_size=20)).map(list),
        st.tuples(st.just("audit"), TOKENS, TOKENS).map(list),
        st.tuples(st.just("models"), st.sampled_from(["list", "nope", ""]), TOKENS).map(list),
        st.tuples(st.just("doctor"), TOKENS).map(list),
        ARGS,
    )
)
def test_other_commands(argv: list[str], capfd: pytest.CaptureFixture[str]) -> None:
    if not argv:
        argv = ["--no-such-option"]  # no argument at all opens the window
    if argv[:1] == ["doctor"] or argv[:2] == ["models", "list"]:
        argv = [*argv, "--no-such-option"]  # the checks themselves are tested elsewhere
    status, err = call(argv, b"", capfd)
    check(status, err)


# ------------------------------------------------------------------ the real process


def _proc(args: list[str | bytes], stdin: bytes, env: dict[str, str]) -> tuple[int, str]:
    proc = subprocess.run(
        [sys.executable, "-m", "app", *args],
        input=stdin,
        env=env,
        capture_output=True,
        timeout=120,
    )
    return proc.returncode, proc.stderr.decode("utf-8", "replace")


@pytest.mark.skipif(os.name != "posix", reason="raw argv bytes are POSIX")
@settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))
@given(
    cmd=st.sampled_from(
        [["privacy-check"], ["search"], ["trace", "show"], ["transcribe"], ["index"], ["ask"]]
    ),
    raw=st.binary(min_size=1, max_size=20).filter(lambda b: b"\x00" not in b),
)
def test_raw_argv_bytes_in_a_real_process(
    cmd: list[str], raw: bytes, cli_env: dict[str, str]
) -> None:
    extra: list[str | bytes] = [raw]
    if cmd[0] in ("search", "ask", "index"):
        extra += ["--collection", "none-such"]
    status, err = _proc([*cmd, *extra], b"", cli_env)
    check(status, err)
