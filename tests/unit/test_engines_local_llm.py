"""LocalLLM without a model: context fitting, file checks, thread count, stream plumbing."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from app.core.engines import llama_compat
from app.core.engines.base import ChatEngine, ChatMessage, Token
from app.core.engines.local_llm import LocalLLM, LocalModelError, physical_cores

M = ChatMessage


class WordTokenizer:
    """Stands in for llama.cpp: one token per whitespace-separated word."""

    def tokenize(self, text: bytes, add_bos: bool = False, special: bool = True) -> list[int]:
        return [len(w) for w in text.decode().split()]


def fake_engine(n_ctx: int) -> LocalLLM:
    engine = LocalLLM(model_path=Path("unused.gguf"), n_ctx=n_ctx)
    engine._llm = WordTokenizer()

    class Formatter:
        def __call__(self, *, messages: list[dict[str, str]]) -> Any:
            class R:
                prompt = " ".join(f"<{m['role']}> {m['content']}" for m in messages)

            return R()

    engine._formatter = Formatter()
    return engine


def conversation(turns: int) -> list[ChatMessage]:
    msgs = [M("system", "be brief please")]
    for i in range(turns):
        msgs += [M("user", f"question {i} " + "word " * 8), M("assistant", "answer " * 8)]
    return [*msgs, M("user", "final question here")]


def test_fit_keeps_everything_when_it_fits() -> None:
    tokens, dropped, budget = fake_engine(400).fit(conversation(2), max_tokens=50)
    assert dropped == 0
    assert budget == 50
    assert len(tokens) == 4 + 2 * (11 + 9) + 4


def test_fit_drops_oldest_turns_but_never_system_or_question() -> None:
    engine = fake_engine(120)
    msgs = conversation(6)
    tokens, dropped, budget = engine.fit(msgs, max_tokens=40)
    assert dropped > 0 and dropped % 2 == 0  # whole turns go, oldest first
    assert len(tokens) <= 120 - 40
    assert budget == 40
    rendered = engine._render(msgs[:1] + msgs[1 + dropped :])
    assert tokens == rendered


def test_fit_errors_when_question_alone_is_too_long() -> None:
    engine = fake_engine(64)
    msgs = [M("system", "sys"), M("user", "word " * 100)]
    with pytest.raises(LocalModelError, match="context window holds 64"):
        engine.fit(msgs, max_tokens=16)


def test_missing_and_non_gguf_files_give_one_line_errors(tmp_path: Path) -> None:
    with pytest.raises(LocalModelError, match="not found") as missing:
        LocalLLM(model_path=tmp_path / "nope.gguf").load()
    bogus = tmp_path / "bogus.gguf"
    bogus.write_bytes(b"PK\x03\x04 definitely not a model")
    with pytest.raises(LocalModelError, match="not a GGUF") as wrong:
        LocalLLM(model_path=bogus).load()
    for exc in (missing.value, wrong.value):
        assert "\n" not in str(exc)


def test_physical_cores_is_positive() -> None:
    assert physical_cores() >= 1
    assert LocalLLM(n_threads=3).n_threads == 3
    assert LocalLLM().n_threads == physical_cores()


def test_amx_detection_and_override(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cpuinfo = tmp_path / "cpuinfo"
    cpuinfo.write_text("flags\t\t: fpu sse avx2 amx_bf16 amx_tile amx_int8\n")
    assert llama_compat.amx_advertised(cpuinfo)
    cpuinfo.write_text("flags\t\t: fpu sse avx2\n")
    assert not llama_compat.amx_advertised(cpuinfo)
    monkeypatch.setenv("TANDEM_LLAMA_EXTRA_BUFFERS", "0")
    assert not llama_compat.extra_buffers_enabled()
    monkeypatch.setenv("TANDEM_LLAMA_EXTRA_BUFFERS", "1")
    assert llama_compat.extra_buffers_enabled()


class ScriptedLLM(LocalLLM):
    """Replaces llama.cpp with a token every ``delay`` seconds; keeps the real stream plumbing."""

    def __init__(self, n: int, delay: float) -> None:
        super().__init__(model_path=Path("unused.gguf"))
        self.n, self.delay = n, delay
        self.produced = 0
        self.cancel_seen_after: int | None = None

    def _run_generation(
        self,
        messages: Sequence[ChatMessage],
        max_tokens: int,
        temperature: float,
        cancel: threading.Event,
        put: Callable[[object], None],
        t_call: float,
    ) -> None:
        for i in range(min(self.n, max_tokens)):
            if cancel.is_set():
                self.cancel_seen_after = self.produced
                return
            time.sleep(self.delay)
            self.produced += 1
            put(Token(f"t{i} ", -0.5))


async def test_stream_delivers_in_order_and_satisfies_protocol() -> None:
    engine = ScriptedLLM(n=5, delay=0.001)
    assert isinstance(engine, ChatEngine)
    got = [t.text async for t in engine.stream([M("user", "hi")])]
    engine.worker.shutdown()
    assert got == [f"t{i} " for i in range(5)]


async def test_cancelling_consumer_stops_generation_within_one_token() -> None:
    engine = ScriptedLLM(n=10_000, delay=0.005)
    received: list[Token] = []
    three = asyncio.Event()

    async def consume() -> None:
        async for tok in engine.stream([M("user", "hi")]):
            received.append(tok)
            if len(received) == 3:
                three.set()

    task = asyncio.create_task(consume())
    await asyncio.wait_for(three.wait(), timeout=10)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    produced_at_cancel = engine.produced
    # The worker frees itself: a new request runs right after.
    engine.n = 2
    assert [t.text async for t in engine.stream([M("user", "again")])] == ["t0 ", "t1 "]
    engine.worker.shutdown()
    assert engine.cancel_seen_after is not None
    assert engine.cancel_seen_after - produced_at_cancel <= 1


async def test_cancel_method_stops_a_running_stream() -> None:
    engine = ScriptedLLM(n=10_000, delay=0.002)
    count = 0
    async for _ in engine.stream([M("user", "hi")]):
        count += 1
        if count == 2:
            engine.cancel()
    engine.worker.shutdown()
    assert count < 10


async def test_engine_errors_surface_as_local_model_error(tmp_path: Path) -> None:
    engine = LocalLLM(model_path=tmp_path / "missing.gguf")
    with pytest.raises(LocalModelError, match="not found"):
        async for _ in engine.stream([M("user", "hi")]):
            pass
    engine.worker.shutdown()
