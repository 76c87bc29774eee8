"""Tandem's child processes: started with ``python -m MODULE`` and reached over an
authenticated local socket (a Unix socket, a named pipe on Windows), or on Linux, while the
parent has no thread yet, forked and reached over a socket pair (:func:`fork`).

Why not multiprocessing's spawn: it would re-run ``python -m app``'s entry point in the child.
The parent writes the listener's address and a fresh one-time key to the child's stdin (never
to its command line, where other users can read it) and waits for the child to connect. Used by
the indexing worker (:mod:`app.core.rag.index_worker`) and the local model's host
(:mod:`app.core.engines.llm_host`); docs/ARCHITECTURE.md §1.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import IO, TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable
    from multiprocessing.connection import Connection

#: How long a child may take to connect after it was started.
START_TIMEOUT_S = 60.0


#: The installed bundle's (PyInstaller's) executable is Tandem itself, not a Python that takes
#: ``-m``: it runs a child module when its first argument is this (``app/__main__.py``).
CHILD_FLAG = "--tandem-child"
#: The modules that may be started as children (the flag runs nothing else).
CHILD_MODULES = ("app.core.engines.llm_child", "app.core.rag.index_worker")


def command(module: str) -> list[str]:
    """The command line that runs ``module`` as a child: ``python -m module``, or in the
    installed bundle the bundle's executable with :data:`CHILD_FLAG`."""
    if getattr(sys, "frozen", False):
        return [sys.executable, CHILD_FLAG, module]
    return [sys.executable, "-m", module]


def run_child_from_argv(argv: list[str]) -> bool:
    """Run the child module ``argv`` names after :data:`CHILD_FLAG` (the entry point calls this
    first); False when ``argv`` does not ask for one."""
    if len(argv) != 2 or argv[0] != CHILD_FLAG:
        return False
    if argv[1] not in CHILD_MODULES:
        raise SystemExit(f"tandem: {argv[1]!r} is not a Tandem child process")
    import runpy

    runpy.run_module(argv[1], run_name="__main__", alter_sys=True)
    return True


def start(
    module: str,
    *,
    stdout: int | IO[bytes] | None = None,
    stderr: int | IO[bytes] | None = None,
) -> subprocess.Popen[bytes]:
    """Start ``python -m module`` now (a fork and exec: a few ms); :func:`connect` reaches it.
    The child reads where to connect only once its own imports are done, so the caller can do
    the rest later, on another thread."""
    root = str(Path(__file__).resolve().parents[3])
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (root, env.get("PYTHONPATH", "")) if p)
    return subprocess.Popen(
        command(module),
        stdin=subprocess.PIPE,
        stdout=stdout,
        stderr=stderr,
        env=env,
        close_fds=True,
    )


def connect(
    proc: subprocess.Popen[bytes], *, what: str, timeout_s: float = START_TIMEOUT_S
) -> Connection:
    """Tell the child started by :func:`start` where to connect, with a fresh one-time key, and
    wait until it has. ``what`` names it in the error when it never does (RuntimeError)."""
    import secrets
    from multiprocessing.connection import Listener

    authkey = secrets.token_bytes(32)
    listener = Listener(authkey=authkey)
    assert proc.stdin is not None
    try:
        proc.stdin.write(repr(listener.address).encode() + b"\n" + authkey.hex().encode() + b"\n")
        proc.stdin.close()
    except OSError:  # the child is already gone: reported below
        pass
    accepted: list[Connection] = []

    def accept() -> None:
        try:
            accepted.append(listener.accept())
        except BaseException:  # the listener was closed: the child never came
            return

    waiter = threading.Thread(target=accept, name=f"tandem-{what}-accept", daemon=True)
    waiter.start()
    deadline = time.monotonic() + timeout_s
    while waiter.is_alive() and proc.poll() is None and time.monotonic() < deadline:
        waiter.join(0.05)  # a child that dies before connecting is noticed at once
    listener.close()
    waiter.join(5)
    if not accepted:
        died = proc.poll()
        proc.kill()
        proc.wait()
        why = f"exit code {died}" if died is not None else f"no connection within {timeout_s:.0f} s"
        raise RuntimeError(f"the {what} process did not start ({why})")
    return accepted[0]


def spawn(
    module: str,
    *,
    what: str,
    timeout_s: float = START_TIMEOUT_S,
    stdout: int | IO[bytes] | None = None,
    stderr: int | IO[bytes] | None = None,
) -> tuple[subprocess.Popen[bytes], Connection]:
    """:func:`start` and :func:`connect` in one: the child and its connection, once it has
    connected."""
    proc = start(module, stdout=stdout, stderr=stderr)
    return proc, connect(proc, what=what, timeout_s=timeout_s)


def connect_to_parent() -> Connection:
    """The child's side: read the address and key :func:`spawn` wrote, and connect."""
    import ast
    from multiprocessing.connection import Client

    address = ast.literal_eval(sys.stdin.readline().strip())
    authkey = bytes.fromhex(sys.stdin.readline().strip())
    return Client(address, authkey=authkey)


# ---------------------------------------------------------------- forked children (Linux)


def can_fork() -> bool:
    """Whether :func:`fork` is safe here: Linux (macOS's system libraries are not fork-safe,
    Windows has no fork), no thread but this one (a lock another thread holds would stay held
    for ever in the child), and llama.cpp not loaded in this process (its OpenMP threads are
    native ones that count does not see, and an OpenMP runtime does not survive a fork). The
    window and ``tandem ask`` start the model's process before any of these can be true.
    ``TANDEM_FORK=0`` always starts children as ``python -m`` (troubleshooting)."""
    return (
        sys.platform.startswith("linux")
        and os.environ.get("TANDEM_FORK", "1") != "0"
        and threading.active_count() == 1
        and "llama_cpp" not in sys.modules
    )


class Forked:
    """A child made by :func:`fork`: the part of :class:`subprocess.Popen` its owner uses."""

    def __init__(self, pid: int) -> None:
        self.pid = pid
        self.returncode: int | None = None

    def poll(self) -> int | None:
        if self.returncode is None:
            try:
                pid, status = os.waitpid(self.pid, os.WNOHANG)
            except ChildProcessError:  # reaped elsewhere: it is gone, how is not known
                self.returncode = -1
                return self.returncode
            if pid:
                self.returncode = os.waitstatus_to_exitcode(status)
        return self.returncode

    def wait(self, timeout: float | None = None) -> int:
        deadline = None if timeout is None else time.monotonic() + timeout
        while (code := self.poll()) is None:
            if deadline is not None and time.monotonic() >= deadline:
                raise subprocess.TimeoutExpired(f"pid {self.pid}", timeout or 0.0)
            time.sleep(0.01)
        return code

    def kill(self) -> None:
        if self.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.kill(self.pid, 9)


def fork(run: Callable[[Connection], int], *, quiet: bool = True) -> tuple[Forked, Connection]:
    """Fork a child that calls ``run`` with its end of a fresh socket pair and exits with what
    it returns; the parent gets the child and its own end at once (no listener, no key: nobody
    else can reach a socket pair). Only where :func:`can_fork` says so.

    Why: a ``python -m`` child first starts an interpreter and imports again what this one
    already has (~40 ms on 2 cores); a forked one begins its own imports at once. The child's
    stdin (and, when ``quiet``, stdout and stderr) read and write /dev/null, so it never writes
    into the parent's output (``tandem ask --json``), and it leaves with ``os._exit``: the
    parent's atexit handlers and unflushed buffers are the parent's alone.
    """
    import socket
    from multiprocessing.connection import Connection

    mine, theirs = socket.socketpair()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()  # what the parent printed so far, printed once
    pid = os.fork()
    if pid == 0:  # the child
        code = 1
        try:
            mine.close()
            devnull = os.open(os.devnull, os.O_RDWR)
            os.dup2(devnull, 0)
            if quiet:
                os.dup2(devnull, 1)
                os.dup2(devnull, 2)
            os.close(devnull)
            code = run(Connection(theirs.detach()))
        except BaseException:  # nothing may unwind into the parent's code
            code = 1
        finally:
            os._exit(code)
    theirs.close()
    return Forked(pid), Connection(mine.detach())
