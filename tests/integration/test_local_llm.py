"""LocalLLM with the real bundled SmolLM2 GGUF: streaming, cancel, KV reuse, log-probs, context."""

from __future__ import annotations

import asyncio
import math
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from app.core.engines.base import ChatMessage, Token
from app.core.engines.local_llm import LocalLLM, LocalModelError

pytestmark = [pytest.mark.integration, pytest.mark.timeout(120)]

M = ChatMessage
SYSTEM = M("system", "You are a concise assistant.")


@pytest.fixture(scope="module")
def engine(gguf: Path) -> Iterator[LocalLLM]:
    llm = LocalLLM(gguf, n_ctx=1024)
    llm.load()
    yield llm
    llm.close()


async def collect(stream: AsyncIterator[Token]) -> list[Token]:
    return [tok async for tok in stream]


async def test_streams_tokens_with_logprobs_and_stats(engine: LocalLLM) -> None:
    msgs = [SYSTEM, M("user", "Name three colours.")]
    tokens = await collect(engine.stream(msgs, max_tokens=24, temperature=0))
    stats = engine.last_stats
    assert stats is not None and engine.template_source == "gguf"
    assert tokens and "".join(t.text for t in tokens).strip()
    assert all(t.logprob is not None and t.logprob <= 0 for t in tokens)
    assert stats.n_tokens >= len(tokens) and stats.n_tokens <= 24
    assert stats.stop_reason in {"eos", "length"}
    assert stats.mean_logprob is not None and stats.p10_logprob is not None
    assert math.isfinite(stats.mean_logprob) and stats.p10_logprob <= stats.mean_logprob <= 0
    assert stats.prompt_tokens > 10 and stats.first_token_ms is not None


async def test_greedy_is_deterministic_and_reuses_the_whole_prompt(engine: LocalLLM) -> None:
    msgs = [SYSTEM, M("user", "What is 2 + 2?")]
    first = await collect(engine.stream(msgs, max_tokens=12, temperature=0))
    again = await collect(engine.stream(msgs, max_tokens=12, temperature=0))
    assert [t.text for t in first] == [t.text for t in again]
    stats = engine.last_stats
    assert stats is not None and stats.cached_tokens >= stats.prompt_tokens - 1


async def test_follow_up_pays_only_for_new_tokens(engine: LocalLLM, gguf: Path) -> None:
    turn1 = [SYSTEM, M("user", "Tell me about the moon in one sentence.")]
    reply = "".join(
        t.text for t in await collect(engine.stream(turn1, max_tokens=20, temperature=0))
    )
    assert engine.last_stats is not None
    first_prompt = engine.last_stats.prompt_tokens
    turn2 = [*turn1, M("assistant", reply), M("user", "And the sun?")]
    await collect(engine.stream(turn2, max_tokens=4, temperature=0))
    stats = engine.last_stats
    assert stats is not None
    assert stats.cached_tokens >= first_prompt  # the whole first turn came from the KV cache
    assert stats.prompt_tokens - stats.cached_tokens < 30

    cold = LocalLLM(gguf, n_ctx=1024, reuse_cache=False)
    try:
        await collect(cold.stream(turn1, max_tokens=2, temperature=0))
        await collect(cold.stream(turn2, max_tokens=2, temperature=0))
        assert cold.last_stats is not None and cold.last_stats.cached_tokens == 0
    finally:
        cold.close()


async def test_cancelling_the_consumer_stops_generation(engine: LocalLLM) -> None:
    got: list[Token] = []
    two = asyncio.Event()

    async def consume() -> None:
        async for tok in engine.stream([M("user", "Count from 1 to 500.")], max_tokens=400):
            got.append(tok)
            if len(got) == 2:
                two.set()

    task = asyncio.create_task(consume())
    await asyncio.wait_for(two.wait(), timeout=60)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    # The generation itself stopped, not just the consumer: the worker is free within a few
    # tokens and the stopped answer's stats say so. A cancel that only dropped the consumer
    # would run on to 400 tokens (or the model's end of text) with stop reason eos/length.
    await asyncio.wait_for(engine.worker.run(lambda: None), timeout=10)
    stats = engine.last_stats
    assert stats is not None and stats.stop_reason == "cancelled", stats
    assert stats.n_tokens <= len(got) + 8, (stats.n_tokens, len(got))
    nxt = await asyncio.wait_for(
        collect(engine.stream([M("user", "Hi")], max_tokens=2, temperature=0)), timeout=30
    )
    assert nxt
    await asyncio.sleep(0)


async def test_cancelled_stats_report_few_tokens(engine: LocalLLM) -> None:
    count = 0
    async for _ in engine.stream([M("user", "Write a long story about a cat.")], max_tokens=300):
        count += 1
        if count == 3:
            engine.cancel()
    stats = engine.last_stats
    assert stats is not None and stats.stop_reason == "cancelled"
    assert stats.n_tokens <= count + 2


async def test_long_history_drops_oldest_turns_and_still_answers(gguf: Path) -> None:
    small = LocalLLM(gguf, n_ctx=256)
    history = [SYSTEM]
    for i in range(12):
        history += [M("user", f"Fact {i}: the box number {i} is blue."), M("assistant", "Noted.")]
    history.append(M("user", "What colour are the boxes?"))
    try:
        tokens = await collect(small.stream(history, max_tokens=16, temperature=0))
        stats = small.last_stats
        assert stats is not None and stats.dropped_messages >= 2
        assert stats.prompt_tokens + stats.n_tokens <= 256
        assert tokens
        with pytest.raises(LocalModelError, match="context window"):
            await collect(small.stream([SYSTEM, M("user", "word " * 400)], max_tokens=16))
    finally:
        small.close()


@pytest.fixture
def broken(tmp_path: Path, gguf: Path) -> Path:
    path = tmp_path / "broken.gguf"
    with gguf.open("rb") as fh:
        path.write_bytes(fh.read(200_000))  # the right magic, then truncated tensors
    return path


async def test_corrupt_gguf_is_a_one_line_error(broken: Path) -> None:
    llm = LocalLLM(broken)
    with pytest.raises(LocalModelError, match=r"cannot load broken\.gguf") as err:
        await collect(llm.stream([M("user", "hi")]))
    assert "\n" not in str(err.value)
    llm.close()


async def test_configured_template_is_used(gguf: Path) -> None:
    template = (
        "{% for m in messages %}### {{ m['role'] }}: {{ m['content'] }}\n{% endfor %}"
        "{% if add_generation_prompt %}### assistant:{% endif %}"
    )
    llm = LocalLLM(gguf, n_ctx=512, chat_template=template)
    try:
        tokens = await collect(llm.stream([M("user", "Say hello.")], max_tokens=4, temperature=0))
        assert llm.template_source == "configured" and tokens
        assert llm.last_stats is not None and llm.last_stats.prompt_tokens < 20
    finally:
        llm.close()


async def test_gguf_without_template_uses_the_fallback(
    gguf: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.core.engines import llama_compat

    real_load = llama_compat.load_llama

    def load_without_template(path: Path, **kwargs: object) -> object:
        llm = real_load(path, **kwargs)
        llm.metadata.pop("tokenizer.chat_template", None)
        return llm

    monkeypatch.setattr(llama_compat, "load_llama", load_without_template)
    llm = LocalLLM(gguf, n_ctx=512)
    try:
        tokens = await collect(llm.stream([M("user", "Say hi.")], max_tokens=4, temperature=0))
        assert llm.template_source == "fallback" and tokens
        # ChatML fallback: no default system prompt is injected, unlike SmolLM2's own template.
        assert llm.last_stats is not None and llm.last_stats.prompt_tokens < 15
    finally:
        llm.close()


async def test_stop_during_a_long_prompt_interrupts_prefill(
    gguf: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    llm = LocalLLM(gguf, n_ctx=2048)
    llm.load()
    real_eval = llm._llm.eval
    slices: list[int] = []

    def eval_then_stop(tokens: list[int]) -> None:
        real_eval(tokens)
        slices.append(len(tokens))
        llm.cancel()  # the user presses Stop while the prompt is being read

    monkeypatch.setattr(llm._llm, "eval", eval_then_stop)
    passages = " ".join(f"Room {i} is on floor {i % 7}." for i in range(150))
    try:
        tokens = await collect(llm.stream([SYSTEM, M("user", passages)], max_tokens=8))
        stats = llm.last_stats
        assert tokens == []
        assert stats is not None and stats.stop_reason == "cancelled" and stats.n_tokens == 0
        assert stats.prompt_tokens > 3 * 128
        assert slices == [128]  # one slice was read, the rest never was
    finally:
        llm.close()


async def test_chinese_characters_split_across_tokens_arrive_whole(engine: LocalLLM) -> None:
    msgs = [M("user", "请用中文回答：北京是哪个国家的首都？")]
    pieces = await collect(engine.stream(msgs, max_tokens=24, temperature=0))
    stats = engine.last_stats
    text = "".join(p.text for p in pieces)
    assert stats is not None and "\ufffd" not in text
    assert any("\u4e00" <= ch <= "\u9fff" for ch in text)
    # Byte-level BPE spends several tokens on one CJK character: fewer pieces than tokens,
    # and each piece's log-prob covers all of its tokens.
    assert len(pieces) < stats.n_tokens
    assert sum(p.logprob or 0.0 for p in pieces) == pytest.approx(
        stats.mean_logprob * stats.n_tokens, rel=1e-6
    )


async def test_warm_loads_and_caches_the_system_prompt_for_the_first_request(gguf: Path) -> None:
    llm = LocalLLM(gguf, n_ctx=1024)
    try:
        assert llm.load_ms is None
        await asyncio.wrap_future(llm.warm([SYSTEM]))
        assert llm.load_ms is not None and llm.warm_ms is not None
        prefix = llm._render_prefix([SYSTEM])
        assert len(prefix) > 5
        # A request that starts with the system prompt evaluates only what follows it.
        await collect(llm.stream([SYSTEM, M("user", "Say hi.")], max_tokens=4, temperature=0))
        stats = llm.last_stats
        assert stats is not None and stats.cached_tokens >= len(prefix)
        # Warm again once warm: nothing to do (the KV cache already starts with the prefix).
        before = llm.warm_ms
        await asyncio.wrap_future(llm.warm([SYSTEM]))
        assert llm.warm_ms == before
    finally:
        llm.close()


async def test_warm_skips_its_prefill_when_a_request_is_already_waiting(gguf: Path) -> None:
    """The question came before the load finished: one prefill of the whole prompt, not the
    system prompt's and then the rest."""
    llm = LocalLLM(gguf, n_ctx=1024)
    try:
        warm = llm.warm([SYSTEM])  # the load starts
        tokens = await collect(llm.stream([SYSTEM, M("user", "Say hi.")], max_tokens=4))
        await asyncio.wrap_future(warm)
        stats = llm.last_stats
        assert tokens and stats is not None
        assert llm.warm_ms is None and stats.cached_tokens == 0
    finally:
        llm.close()


async def test_warm_without_a_model_fails_nothing(tmp_path: Path) -> None:
    llm = LocalLLM(tmp_path / "missing.gguf")
    try:
        await asyncio.wrap_future(llm.warm([SYSTEM]))  # no exception: the request reports it
        with pytest.raises(LocalModelError):
            await collect(llm.stream([M("user", "hi")], max_tokens=2))
    finally:
        llm.close()
