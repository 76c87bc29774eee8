"""HostedLLM: the real bundled SmolLM2 in its own process (app/core/engines/llm_host.py).

The same answers as the in-process engine, cancellation, a child that dies mid-answer, a model
that is missing, a child that exits with its parent, and the early start's hand-over."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from app.core.config import Settings
from app.core.engines import llm_host
from app.core.engines.base import ChatMessage, Token
from app.core.engines.child import spawn
from app.core.engines.llm_host import HostedLLM, local_engine, start_early
from app.core.engines.local_llm import LocalLLM
from app.core.engines.local_types import LocalModelError

pytestmark = [pytest.mark.integration, pytest.mark.timeout(120)]

M = ChatMessage
PROMPT = [M("system", "You are a concise assistant."), M("user", "Name three colours.")]


@pytest.fixture(scope="module", params=["forked", "started"])
def hosted(request: pytest.FixtureRequest) -> Iterator[HostedLLM]:
    """The engine's child both ways: forked (Linux, no other thread yet: what ``tandem ask``
    and the window get) and started as ``python -m`` (later restarts, other systems)."""
    from app.core.engines import child

    forked = request.param == "forked"
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(child, "can_fork", lambda: forked)
        engine = HostedLLM(n_threads=1, n_ctx=1024)
        engine.load()
    assert engine.child_pid is not None
    cmdline = Path(f"/proc/{engine.child_pid}/cmdline").read_bytes().split(b"\0")
    assert (b"app.core.engines.llm_child" not in cmdline) == forked  # a fork runs no command
    yield engine
    engine.close()


async def collect(stream: AsyncIterator[Token]) -> list[Token]:
    return [tok async for tok in stream]


def _gone(pid: int, within_s: float = 10.0) -> bool:
    deadline = time.monotonic() + within_s
    while time.monotonic() < deadline:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        # a zombie counts as gone: its parent (this test process) has not reaped it yet
        try:
            with open(f"/proc/{pid}/stat", encoding="ascii") as fh:
                if fh.read().rsplit(")", 1)[1].split()[0] == "Z":
                    return True
        except OSError:
            return True
        time.sleep(0.05)
    return False


async def test_answers_exactly_as_the_in_process_engine(hosted: HostedLLM) -> None:
    local = LocalLLM(n_threads=1, n_ctx=1024)
    try:
        mine = await collect(local.stream(PROMPT, max_tokens=16, temperature=0))
    finally:
        local.close()
    theirs = await collect(hosted.stream(PROMPT, max_tokens=16, temperature=0))
    assert [t.text for t in theirs] == [t.text for t in mine]
    for a, b in zip(theirs, mine, strict=True):
        assert a.logprob is not None and b.logprob is not None
        assert abs(a.logprob - b.logprob) < 1e-3
    stats = hosted.last_stats
    assert stats is not None and stats.n_tokens == len(theirs) and stats.prompt_tokens > 10
    assert hosted.load_ms is not None and hosted.template_source == "gguf"
    assert hosted.offload is not None and hosted.offload.n_gpu_layers == 0  # CPU build here


async def test_breaking_off_cancels_the_generation_and_the_next_answer_is_whole(
    hosted: HostedLLM,
) -> None:
    long = [M("user", "Count from one to one hundred in words, one per line.")]
    got = []
    async for tok in hosted.stream(long, max_tokens=400, temperature=0):
        got.append(tok)
        if len(got) == 3:
            break
    after = await collect(hosted.stream(PROMPT, max_tokens=8, temperature=0))
    assert after and hosted.last_stats is not None
    assert hosted.last_stats.stop_reason in {"eos", "length"}
    assert hosted.last_stats.n_tokens <= 8  # the cancelled answer's tokens did not leak in


async def test_a_child_killed_mid_answer_is_one_error_and_the_next_request_restarts() -> None:
    engine = HostedLLM(n_threads=1, n_ctx=1024)
    try:
        await engine.aload()
        pid = engine.child_pid
        assert pid is not None
        long = [M("user", "Write a long story about a lighthouse keeper.")]
        with pytest.raises(LocalModelError, match=r"stopped \(exit code -9\)"):
            async for _tok in engine.stream(long, max_tokens=400, temperature=0):
                os.kill(pid, signal.SIGKILL)
        tokens = await collect(engine.stream(PROMPT, max_tokens=6, temperature=0))
        assert tokens and engine.starts == 2 and engine.child_pid != pid
    finally:
        engine.close()


async def test_a_missing_model_is_a_one_line_error_not_a_hang(tmp_path: Path) -> None:
    engine = HostedLLM(tmp_path / "missing.gguf")
    try:
        t0 = time.monotonic()
        with pytest.raises(LocalModelError, match="local model not found") as info:
            await collect(engine.stream(PROMPT, max_tokens=4))
        assert "\n" not in str(info.value) and time.monotonic() - t0 < 30
    finally:
        engine.close()


def test_close_stops_the_child() -> None:
    engine = HostedLLM(n_threads=1)
    engine.load()
    pid = engine.child_pid
    assert pid is not None
    engine.close()
    assert _gone(pid)
    with pytest.raises(LocalModelError, match="closed"):
        engine.warm()


def test_the_child_exits_when_its_parent_dies(tmp_path: Path) -> None:
    script = textwrap.dedent(
        """
        import os, sys
        from app.core.engines.llm_host import HostedLLM
        engine = HostedLLM(n_threads=1)
        engine.load()
        print(engine.child_pid, flush=True)
        os._exit(0)  # no close(): the child must notice on its own
        """
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=90, check=True
    )
    assert _gone(int(out.stdout.strip()))


def test_a_child_that_dies_before_connecting_is_reported_at_once() -> None:
    t0 = time.monotonic()
    with pytest.raises(RuntimeError, match=r"did not start \(exit code 1\)"):
        spawn("app.core.engines.no_such_module", what="test", stderr=subprocess.DEVNULL)
    assert time.monotonic() - t0 < 20


def test_an_early_engine_is_handed_to_the_pipeline_once(tmp_path: Path) -> None:
    settings = Settings()
    settings.local.llm_model = str(tmp_path / "missing.gguf")  # a path: nothing loads for real
    early = start_early(settings)
    try:
        assert isinstance(early, HostedLLM) and llm_host.HEAD_START.early_count
        assert local_engine(settings) is early  # the pipeline gets this engine
        second = local_engine(settings)
        assert second is not early  # once
        second.close()
        assert not llm_host.HEAD_START.early_count
        settings.local.model_process = False
        assert isinstance(local_engine(settings), LocalLLM)
    finally:
        llm_host.HEAD_START.clear()
        if early is not None:
            early.close()


def test_a_local_answer_never_loads_llama_cpp_in_the_asking_process(tmp_path: Path) -> None:
    """The pipeline's default engine is hosted: the answer comes, and the process that asked
    never imported llama.cpp (what the cold start and the window's event loop save)."""
    script = textwrap.dedent(
        """
        import asyncio, json, sys
        from app.core.config import Settings
        from app.core.events import DraftEvent, FinalEvent
        from app.core.pipeline import AskRequest
        from app.core.pipeline.orchestrator import Pipeline

        async def main():
            settings = Settings()
            settings.local.llm_threads = 1
            pipeline = Pipeline(settings)
            try:
                events = [e async for e in pipeline.ask(AskRequest("What is 2 + 2?", "local"))]
            finally:
                await pipeline.aclose()
            final = next(e for e in events if isinstance(e, FinalEvent))
            print(json.dumps({
                "engine": type(pipeline.local()).__name__,
                "drafts": sum(isinstance(e, DraftEvent) for e in events),
                "source": final.source, "text": final.text,
                # jinja2 alone is no sign: spaCy (the privacy gate's recogniser) imports it too
                "heavy": [m for m in ("llama_cpp", "llama_cpp.llama_chat_format") if m in sys.modules],
            }))

        asyncio.run(main())
        """
    )
    env = dict(os.environ, TANDEM_HOME=str(tmp_path))
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=90, env=env
    )
    assert out.returncode == 0, out.stderr[-2000:]
    import json

    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["engine"] == "HostedLLM" and result["drafts"] > 0
    assert result["source"] == "local" and result["text"].strip()
    assert result["heavy"] == []


async def test_the_monitor_counts_the_model_process_memory(hosted: HostedLLM) -> None:
    from app.core.monitor import device

    await collect(hosted.stream(PROMPT, max_tokens=4, temperature=0))
    found = device.sample(hosted)
    own, child = device.rss_mb(), device.rss_mb(hosted.child_pid)
    assert found is not None and found.rss_mb is not None and own is not None
    assert child is not None and child > 60  # the mapped model and llama.cpp's buffers
    assert found.rss_mb >= own + child - 20  # both processes, measured a moment apart


async def test_auto_threads_leave_a_core_that_another_program_is_using() -> None:
    from app.core.engines.worker import physical_cores

    if physical_cores() < 2:
        pytest.skip("one core: there is no thread to leave out")
    engine = HostedLLM()  # llm_threads = 0: auto
    spinner = await asyncio.create_subprocess_exec(sys.executable, "-c", "while True: pass")
    try:
        await engine.aload()
        await asyncio.sleep(1.0)  # the child's sampler sees the spinner
        await collect(engine.stream(PROMPT, max_tokens=4, temperature=0))
        assert engine.last_stats is not None
        assert engine.last_stats.threads == physical_cores() - 1
    finally:
        spinner.kill()
        await spinner.wait()
        engine.close()


async def test_a_prespawned_process_is_adopted_by_the_next_engine() -> None:
    llm_host.prespawn()
    spare = llm_host.HEAD_START.spare()
    assert spare is not None
    llm_host.prespawn()  # one at a time
    assert llm_host.HEAD_START.spare() is spare
    engine = HostedLLM(n_threads=1)
    try:
        tokens = await collect(engine.stream(PROMPT, max_tokens=4, temperature=0))
        assert tokens and engine._child is spare and engine.starts == 1
        assert llm_host.HEAD_START.spare() is None
    finally:
        engine.close()


def test_a_prespawned_process_nobody_adopts_is_stopped() -> None:
    llm_host.prespawn()
    unused = llm_host.HEAD_START.spare()
    assert unused is not None
    deadline = time.monotonic() + 30
    while unused.pid is None and time.monotonic() < deadline:
        time.sleep(0.05)
    assert unused.pid is not None
    llm_host.discard_prespawned()
    assert llm_host.HEAD_START.spare() is None and _gone(unused.pid)


async def test_the_installed_bundle_starts_its_children_through_its_own_entry_point(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A PyInstaller bundle's executable is Tandem, not a Python that takes ``-m``: it is
    started with ``--tandem-child MODULE``, which app/__main__.py runs. Here ``python -m app``
    stands in for the bundle's executable (the same entry script)."""
    from app.core.engines import child

    monkeypatch.setattr(child, "can_fork", lambda: False)  # the bundle path is the started one
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    frozen = child.command("app.core.engines.llm_child")
    assert frozen == [sys.executable, child.CHILD_FLAG, "app.core.engines.llm_child"]
    monkeypatch.setattr(child, "command", lambda module: [sys.executable, "-m", "app", *frozen[1:]])
    monkeypatch.delattr(sys, "frozen")
    engine = HostedLLM(n_threads=1)
    try:
        tokens = await collect(engine.stream(PROMPT, max_tokens=4, temperature=0))
        assert tokens and engine.starts == 1
    finally:
        engine.close()


def test_the_child_flag_runs_only_tandems_children() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "app", "--tandem-child", "os"],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode != 0 and "not a Tandem child process" in out.stderr


# ---------------------------------------------------------------- the draft's head start


def _generates(engine: HostedLLM, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The ids of the generations ``engine`` sends its child from now on."""
    sent: list[int] = []
    real = llm_host._Child.send

    def send(self: llm_host._Child, message: tuple[object, ...]) -> None:
        if message[0] == "generate":
            sent.append(int(message[1]))  # type: ignore[call-overload]
        real(self, message)

    monkeypatch.setattr(llm_host._Child, "send", send)
    return sent


async def test_a_head_start_is_taken_by_the_same_stream_from_its_first_token(
    hosted: HostedLLM, monkeypatch: pytest.MonkeyPatch
) -> None:
    reference = await collect(hosted.stream(PROMPT, max_tokens=12, temperature=0))
    sent = _generates(hosted, monkeypatch)
    hosted.head_start(PROMPT, max_tokens=12, temperature=0)
    hosted.head_start(PROMPT, max_tokens=12, temperature=0)  # the same again: still one
    await asyncio.sleep(1.0)  # the child answers before anyone reads: the tokens wait
    taken = await collect(hosted.stream(PROMPT, max_tokens=12, temperature=0))
    assert len(sent) == 1  # one generation, begun early, read late
    assert [t.text for t in taken] == [t.text for t in reference]
    assert hosted.last_stats is not None and hosted.last_stats.n_tokens == len(taken)


async def test_a_stream_of_other_messages_cancels_the_head_start(
    hosted: HostedLLM, monkeypatch: pytest.MonkeyPatch
) -> None:
    story = [M("user", "Write a long story about a lighthouse keeper.")]
    hosted.head_start(story, max_tokens=400, temperature=0)
    t0 = time.monotonic()
    tokens = await collect(hosted.stream(PROMPT, max_tokens=8, temperature=0))
    assert tokens and hosted.last_stats is not None
    assert hosted.last_stats.n_tokens <= 8  # the story's tokens did not leak in
    assert time.monotonic() - t0 < 20  # and it did not run its 400 tokens first
    assert hosted._head is None and not hosted._child._parked  # type: ignore[union-attr]


async def test_a_dropped_head_start_stops_and_only_the_matching_one_is_dropped(
    hosted: HostedLLM,
) -> None:
    story = [M("user", "Write a long story about a lighthouse keeper.")]
    hosted.head_start(story, max_tokens=400, temperature=0)
    hosted.drop_head_start(PROMPT, max_tokens=400, temperature=0)  # another request's: kept
    assert hosted._head is not None
    hosted.drop_head_start(story, max_tokens=400, temperature=0)
    assert hosted._head is None
    t0 = time.monotonic()
    tokens = await collect(hosted.stream(PROMPT, max_tokens=6, temperature=0))
    assert tokens and time.monotonic() - t0 < 20


async def test_a_head_start_whose_process_died_is_answered_by_a_fresh_one() -> None:
    engine = HostedLLM(n_threads=1, n_ctx=1024)
    try:
        await engine.aload()
        pid = engine.child_pid
        assert pid is not None
        engine.head_start(PROMPT, max_tokens=8, temperature=0)
        os.kill(pid, signal.SIGKILL)
        assert _gone(pid)
        await asyncio.sleep(0.3)  # the reader sees the connection close
        tokens = await collect(engine.stream(PROMPT, max_tokens=8, temperature=0))
        assert tokens and engine.starts == 2 and engine.child_pid != pid
    finally:
        engine.close()


def test_a_forked_child_writes_nothing_into_the_output_of_the_process_it_answers() -> None:
    """``tandem ask --json`` is read line by line: the forked child must not add to it (nor
    print the parent's unflushed output a second time), and leaves no atexit work behind."""
    script = textwrap.dedent(
        """
        import asyncio, atexit, sys
        from app.core.engines import child
        from app.core.engines.base import ChatMessage
        from app.core.engines.llm_host import HostedLLM
        assert child.can_fork()
        sys.stdout.write("before ")  # unflushed when the child is forked
        atexit.register(lambda: print("atexit"))
        engine = HostedLLM(n_threads=1, n_ctx=1024)
        async def main():
            return [t.text async for t in engine.stream(
                [ChatMessage("user", "Say yes.")], max_tokens=3, temperature=0)]
        tokens = asyncio.run(main())
        engine.close()
        print("tokens", len(tokens) > 0)
        """
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=90, check=True
    )
    assert out.stdout == "before tokens True\natexit\n"


def test_the_model_process_imports_no_disk_cache_until_one_is_used() -> None:
    """llama-cpp-python imports diskcache (and sqlite3) for a cache Tandem never uses: the
    model's process defers it (llm_child._import_lazily), and it still works when used."""
    script = textwrap.dedent(
        """
        import sys
        from app.core.engines import llm_child
        llm_child._prepare()
        print("before", "sqlite3" in sys.modules, "llama_cpp.llama" in sys.modules)
        from llama_cpp.llama_cache import LlamaDiskCache
        import tempfile
        cache = LlamaDiskCache(tempfile.mkdtemp())
        print("after", "sqlite3" in sys.modules, type(cache.cache).__name__)
        """
    )
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60, check=True
    )
    assert out.stdout.split("\n")[:2] == ["before False True", "after True Cache"]


@pytest.mark.skipif(not Path("/proc/self/task").is_dir(), reason="counts threads in /proc")
def test_the_model_process_starts_no_blas_threads_unless_the_user_asks() -> None:
    """numpy's OpenBLAS starts a thread per core that spins beside the Tandem process and
    slows both (llm_child.quiet_blas): the model's process has none, and keeps the number a
    user set (OPENBLAS_NUM_THREADS) or one numpy already loaded with."""
    script = textwrap.dedent(
        """
        import os
        from app.core.engines import llm_child
        llm_child._prepare()
        import numpy
        print(os.environ.get("OPENBLAS_NUM_THREADS"), len(os.listdir("/proc/self/task")))
        """
    )

    def run(**env: str) -> list[str]:
        environ = {k: v for k, v in os.environ.items() if k != "OPENBLAS_NUM_THREADS"}
        out = subprocess.run(
            [sys.executable, "-c", script],
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
            env={**environ, **env},
        )
        return out.stdout.split()

    blas, threads = run()
    assert blas == "1"
    assert int(threads) == 2  # the main thread and cpu_share's sampler; no BLAS worker
    assert run(OPENBLAS_NUM_THREADS="2")[0] == "2"


def test_a_process_that_loaded_llama_cpp_or_has_threads_does_not_fork(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import threading

    from app.core.engines import child

    monkeypatch.setattr(threading, "active_count", lambda: 1)
    monkeypatch.delitem(sys.modules, "llama_cpp", raising=False)
    assert child.can_fork() == sys.platform.startswith("linux")
    monkeypatch.setitem(sys.modules, "llama_cpp", object())  # its OpenMP threads are unseen
    assert not child.can_fork()
    monkeypatch.delitem(sys.modules, "llama_cpp")
    monkeypatch.setenv("TANDEM_FORK", "0")  # the troubleshooting switch
    assert not child.can_fork()
    monkeypatch.delenv("TANDEM_FORK")
    monkeypatch.setattr(threading, "active_count", lambda: 2)
    assert not child.can_fork()
