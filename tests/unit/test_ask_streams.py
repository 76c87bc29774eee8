"""`tandem ask` writes its events on duplicates of fd 1 and 2 taken before any model loads
(app/commands/ask.py ``_keep_streams``): llama.cpp's quiet in-process load points fd 1 and
``sys.stdout`` at /dev/null for a moment, and writers taken in that moment lost every event
(seen as a `tandem ask` with `[local] model_process = false` that printed nothing, 1 run in 4)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

SCRIPT = r"""
import argparse, os, sys
from app.commands import ask
import app.core.engines.llm_host as llm_host

class Loaded(Exception):
    pass

def start_early(settings, prefix):
    # what the quiet load does, on its worker thread: fd 1 and sys.stdout at /dev/null
    null = open(os.devnull, "w")
    os.dup2(null.fileno(), 1)
    sys.stdout = null
    raise Loaded

llm_host.start_early = start_early
args = argparse.Namespace(
    question="What is a write-ahead log?", mode="local", image=None, attach=None,
    collection=None, no_history=True, speak=False, speak_out=None, no_cache=True,
)
try:
    ask.run(args)
except Loaded:
    pass
ask.emit_json({"event": "privacy"})  # written while fd 1 is still at /dev/null
"""


def test_events_reach_stdout_while_an_in_process_load_has_fd_1_at_dev_null(
    tmp_path: Path,
) -> None:
    os.chmod(tmp_path, 0o700)
    (tmp_path / "settings.toml").write_text("[local]\nmodel_process = false\n", encoding="utf-8")
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, TANDEM_HOME=str(tmp_path), PYTHONPATH=str(root))
    proc = subprocess.run(
        [sys.executable, "-c", SCRIPT], capture_output=True, text=True, env=env, cwd=root,
        timeout=120, check=False,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout == '{"event": "privacy"}\n'
