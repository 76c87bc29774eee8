"""Issue 31, item 2, for MCP servers: a real stdio server process that answers with one line
that never ends is one bounded error naming the server, the client's memory stays small and the
server's process is ended; nothing hangs."""

from __future__ import annotations

import os
import resource
import sys
import time
from pathlib import Path

import pytest

from app.core.tools.config import ServerConfig
from app.core.tools.stdio import MAX_LINE, StdioSession, ToolServerError

pytestmark = [pytest.mark.integration, pytest.mark.timeout(120)]

ENDLESS = """
import os, sys
open(sys.argv[1], "w").write(str(os.getpid()))
sys.stdin.readline()  # the initialize request
piece = "x" * 65536
sys.stdout.write('{"jsonrpc": "2.0", "id": 1, "result": "')
try:
    while True:  # one line that never ends: 64 KiB at a time until the client hangs up
        sys.stdout.write(piece)
        sys.stdout.flush()
except (BrokenPipeError, OSError):
    pass
"""


async def test_an_endless_line_from_a_server_is_one_bounded_error(tmp_path: Path) -> None:
    script = tmp_path / "endless.py"
    script.write_text(ENDLESS, encoding="utf-8")
    pid_file = tmp_path / "pid"
    cfg = ServerConfig("flood", command=sys.executable, args=(str(script), str(pid_file)))
    before_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    t0 = time.perf_counter()
    session = StdioSession(cfg, timeout_s=30)
    with pytest.raises(ToolServerError, match=rf"^flood: a message over {MAX_LINE} bytes$"):
        async with session:
            pass
    took = time.perf_counter() - t0
    grew_mb = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before_kb) / 1024
    assert took < 30  # the bound, not the timeout, ended it
    # The line is read up to its bound (4 MiB) and dropped: at most a few times that, not the
    # hundreds of MB the server would write in that time.
    assert grew_mb < 64, f"the client grew by {grew_mb:.0f} MB"
    with pytest.raises(ProcessLookupError):  # the server's process is ended (and reaped)
        os.kill(int(pid_file.read_text()), 0)
