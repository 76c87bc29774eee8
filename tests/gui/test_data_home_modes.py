"""Every file in the data home is private after a full session (issue 24 item 5, issue 25
"written seven times"), under the common 022 umask that would otherwise make files 0644.

The command line first, as subprocesses with the real bundled model, embedder and Chroma and
the real llama.cpp server on 127.0.0.1 as the cloud: index, a local ask twice (the result
cache), a cloud and a hybrid ask over the documents, an ask about a picture (OCR) and one with
an attached file, transcribe, privacy-check, eval routing, a model pulled from a loopback hub
(its folder and installed.toml), models list, stats, trace, audit, doctor. Then the window,
offscreen, over the same data home with the real pipeline: a chat's system prompt saved (chat
preferences), one question answered (history, traces, audit, the monitor), the Monitor and
Documents docks shown, the window closed. Any group or other permission bit on any file or
folder under the data home fails the test, with its path and mode.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from app.core.engines.local_llm import BUNDLED_MODEL
from app.core.models.model_files import local_path
from tests.conftest import SHARED_DATA, run_tandem
from tests.support import pictures
from tests.support.fault_server import llama_server
from tests.support.model_server import model_hub

SHARED_AUDIO = SHARED_DATA / "audio"
PULLED = """schema = 1
[[model]]
name = "pulled"
repo = "test/pulled-GGUF"
file = "{file}"
verify = "tofu"
sha256 = ""
size_bytes = 0
approx_mb = {mb}
params_b = 0.135
quant = "Q4_1"
context = 2048
languages = ["en"]
license = "Apache-2.0"
min_ram_gb = 1
template = "chatml"
"""

pytestmark = [
    pytest.mark.gui,
    pytest.mark.integration,
    pytest.mark.timeout(600),
    pytest.mark.skipif(os.name != "posix", reason="mode bits are POSIX"),
]


@pytest.fixture
def loose_umask() -> Iterator[None]:
    """The common 022 umask (files 0644 unless the app says otherwise), for this process and
    the `tandem` subprocesses it starts."""
    old = os.umask(0o022)
    try:
        yield
    finally:
        os.umask(old)


@pytest.fixture
def cloud(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The real llama.cpp OpenAI-compatible server on 127.0.0.1, as the cloud, for the window
    (environment of this process) and the `tandem` subprocesses (their env, below)."""
    with llama_server() as base:
        monkeypatch.setenv("TANDEM_CLOUD_BASE_URL", base)
        monkeypatch.setenv("TANDEM_CLOUD_MODEL", "loopback")
        monkeypatch.setenv("TANDEM_CLOUD_API_KEY", "sk-modes-NEVER-PRINTED")
        yield base


def loose(home: Path) -> list[str]:
    """Every entry under ``home`` (itself included) with a group or other bit."""
    bad = []
    for p in [home, *home.rglob("*")]:
        st = p.lstat()
        if stat.S_ISLNK(st.st_mode):
            continue
        mode = stat.S_IMODE(st.st_mode)
        if mode & 0o077:
            bad.append(f"{p.relative_to(home)} {oct(mode)}")
    return bad


def test_a_full_session_cli_and_window_leaves_no_group_or_other_bit(
    loose_umask: None,
    cloud: str,
    cli_env: dict[str, str],
    tandem_home: Path,
    tmp_path: Path,
    qtbot: Any,
    make_window: Any,
) -> None:
    env = dict(
        cli_env,
        TANDEM_CLOUD_BASE_URL=cloud,
        TANDEM_CLOUD_MODEL="loopback",
        TANDEM_CLOUD_API_KEY="sk-modes-NEVER-PRINTED",
    )
    from app.core.routing.rules import DEFAULT_RULES

    short = DEFAULT_RULES.read_text("utf-8")
    short = short.replace("draft_max_tokens = 256", "draft_max_tokens = 16")
    short = short.replace("cloud_max_tokens = 512", "cloud_max_tokens = 16")
    assert "= 16" in short
    fd = os.open(tandem_home / "routing.toml", os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(short)  # short answers: the test is about files, not words
    docs = tmp_path / "docs"
    docs.mkdir()
    (docs / "leave.md").write_text("# Leave\n\nAnnual leave is 25 days a year.\n", "utf-8")
    card = pictures.save(pictures.render(["Name: Li Na", "Phone 13812345678"]), tmp_path / "c.png")
    (tmp_path / "routing.jsonl").write_text('{"prompt": "Say hi.", "local_ok": true}\n', "utf-8")
    # a model pulled from a loopback hub (trust on first use): its folder, the file and
    # installed.toml land in the data home
    gguf = local_path(*BUNDLED_MODEL)
    catalog = tmp_path / "catalog.toml"
    catalog.write_text(PULLED.format(file=gguf.name, mb=round(gguf.stat().st_size / 1e6)), "utf-8")
    steps = [
        ["index", str(docs), "--collection", "notes"],
        ["ask", "Say hi.", "--mode", "local"],
        ["ask", "Say hi.", "--mode", "local"],  # the result cache's answer
        ["ask", "What colour is the sky?", "--mode", "cloud"],
        ["ask", "How many days of annual leave?", "--collection", "notes"],
        ["ask", "What does the card say?", "--image", str(card), "--mode", "cloud"],
        ["ask", "Summarise it.", "--attach", str(docs / "leave.md"), "--mode", "cloud"],
        ["transcribe", str(SHARED_AUDIO / "dev_00.wav")],
        ["privacy-check", "My phone is 13812345678, my e-mail li.na@example.com."],
        ["eval", "routing", str(tmp_path / "routing.jsonl")],
        ["models", "pull", "pulled"],
        ["models", "list"],
        ["stats"],
        ["trace", "show", "last"],
        ["audit"],
        ["doctor"],
    ]
    with model_hub(gguf) as hub:
        env.update(HF_ENDPOINT=hub.base, TANDEM_CATALOG=str(catalog))
        for args in steps:
            done = run_tandem(args, env, timeout=300)
            # doctor and models list exit 1 for what this machine lacks (a microphone, the
            # speech models in a checkout without them), not for the home
            lacks = args in (["doctor"], ["models", "list"]) and done.returncode == 1
            assert done.returncode == 0 or lacks, (args, done.stderr[-2000:])
            assert loose(tandem_home) == [], args  # and name the step that loosened it
    assert (tandem_home / "chroma").is_dir() and any((tandem_home / "chroma").rglob("*.sqlite3"))
    assert (tandem_home / "models" / "pulled" / gguf.name).is_file()
    assert (tandem_home / "result_cache.sqlite3").is_file()

    from app.core.config import Settings
    from app.ui.chat.pipeline_client import default_pipeline

    settings = Settings()
    settings.local.llm_threads = 1
    settings.routing.default_mode = "hybrid"
    window = make_window(settings=settings, pipeline_factory=default_pipeline)
    editor = window.system_prompt.open_editor()
    qtbot.keyClicks(editor.edit, "Always sign answers as Li Na.")
    qtbot.mouseClick(editor.save_button, Qt.MouseButton.LeftButton)
    window.ask("What is a write-ahead log?")
    answer = window.current_answer
    qtbot.waitUntil(lambda: bool(answer.state.done), timeout=240_000)
    assert answer.state.error is None, answer.state.error
    for dock in ("monitor_dock", "documents_dock"):
        widget = getattr(window, dock, None)
        if widget is not None:
            widget.show()
    qtbot.wait(200)
    open_now = {p.name for p in tandem_home.iterdir()}
    assert any(n.endswith("-wal") for n in open_now), open_now  # the stores are open ...
    assert loose(tandem_home) == []  # ... and private while the window runs, not only after
    window.close()
    window.history.close()

    names = {p.name for p in tandem_home.iterdir()}
    expected = {"history.sqlite3", "traces.sqlite3", "audit.sqlite3", "chat_prefs.sqlite3"}
    assert expected | {"monitor.sqlite3"} <= names, names
    assert loose(tandem_home) == []
