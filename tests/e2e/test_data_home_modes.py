"""Every file in the data home is private after a session that uses every store (issue 24 item 5,
issue 25 "written seven times"): the command line (a local and a cloud ask, index, stats, trace,
audit, doctor) with the real model, embedder and Chroma, then the window's services and stores
(chat preferences with a system prompt, the monitor) built in-process. Any group or other
permission bit on any file or folder fails the test, with its path.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.conftest import run_tandem
from tests.support.fault_server import FaultServer

pytestmark = pytest.mark.skipif(os.name != "posix", reason="mode bits are POSIX")


@pytest.fixture
def loose_umask() -> Iterator[None]:
    """The common 022 umask (files 0644 unless the app says otherwise), for this process and
    the `tandem` subprocesses it starts."""
    old = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(old)


def _loose(home: Path) -> list[str]:
    bad = []
    for p in [home, *home.rglob("*")]:
        st = p.lstat()
        if stat.S_ISLNK(st.st_mode):
            continue
        mode = stat.S_IMODE(st.st_mode)
        if mode & 0o077:
            bad.append(f"{p.relative_to(home)} {oct(mode)}")
    return bad


def test_a_full_session_leaves_no_group_or_other_bit(
    env: dict[str, str], server: FaultServer, tandem_home: Path, tmp_path: Path, loose_umask: None
) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "notes.md").write_text("# Leave\n\nAnnual leave is 25 days a year.\n", "utf-8")
    steps = [
        ["ask", "Say hi.", "--mode", "local"],
        ["ask", "What colour is the sky?", "--mode", "cloud"],
        ["index", str(docs), "--collection", "notes"],
        ["ask", "How many days of annual leave?", "--mode", "local", "--collection", "notes"],
        ["stats"],
        ["trace", "show", "last"],
        ["audit"],
        ["doctor"],
    ]
    for args in steps:
        done = run_tandem(args, env)
        # doctor exits 1 for what this machine lacks (a microphone), not for the home
        assert done.returncode == 0 or args == ["doctor"], (args, done.stderr)
    assert (tandem_home / "audit.sqlite3").is_file()
    assert (tandem_home / "chroma").is_dir() and any((tandem_home / "chroma").rglob("*.sqlite3"))

    from app.core.config import Settings
    from app.core.monitor import config_audit
    from app.core.services import Services
    from app.core.store.chat_prefs import ChatPrefs, ChatPrefsStore

    with Services(Settings()) as services:
        conversation = services.history().create_conversation("walk")
        prefs = ChatPrefsStore()
        prefs.save(conversation, ChatPrefs(system_prompt="Always sign answers as Li Na."))
        prefs.close()
    config_audit.record_key_change("cloud", True)

    names = {p.name for p in tandem_home.iterdir()}
    expected = {"history.sqlite3", "traces.sqlite3", "audit.sqlite3", "chat_prefs.sqlite3"}
    assert expected <= names, names
    assert "monitor.sqlite3" in names, names
    assert _loose(tandem_home) == []
