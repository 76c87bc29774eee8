"""The system prompt's KV state on disk (app/core/engines/prompt_cache.py), with the real
bundled SmolLM2: a second process reads it back instead of evaluating it, answers the same,
and a stale, truncated or foreign file is never used."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
import textwrap
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from app.core.engines import prompt_cache
from app.core.engines.base import ChatMessage, Token
from app.core.engines.local_llm import LocalLLM

pytestmark = [pytest.mark.integration, pytest.mark.timeout(120)]

M = ChatMessage
SYSTEM = M("system", "You are Tandem, a concise assistant. Answer in one short sentence.")
QUESTION = M("user", "What colour is the sky on a clear day?")


async def collect(stream: AsyncIterator[Token]) -> str:
    return "".join([tok.text async for tok in stream])


def answer(
    gguf: Path,
    folder: Path | None,
    *,
    reuse: bool = True,
    before: list[ChatMessage] | None = None,
) -> tuple[str, int, int]:
    """A fresh engine (a new model process's): warmed with the system prompt, then asked
    (after answering ``before`` first, when given). (text, prompt tokens whose KV was reused,
    files in the folder)."""

    async def run() -> tuple[str, int]:
        engine = LocalLLM(gguf, n_ctx=1024, prompt_cache=folder, reuse_cache=reuse)
        try:
            engine.warm([SYSTEM])  # the request queued behind it evaluates the prefix itself
            if before is not None:
                await collect(engine.stream(before, max_tokens=8, temperature=0))
            text = await collect(engine.stream([SYSTEM, QUESTION], max_tokens=12, temperature=0))
            assert engine.last_stats is not None
            return text, engine.last_stats.cached_tokens
        finally:
            engine.close()

    text, cached = asyncio.run(run())
    files = len(list(folder.glob("*.kv"))) if folder is not None and folder.is_dir() else 0
    return text, cached, files


def test_the_next_process_reads_the_system_prompt_back_and_answers_the_same(
    gguf: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "prompt-cache"
    first, cached_first, files = answer(gguf, folder)
    assert first.strip() and files == 1
    assert cached_first == 0  # evaluated whole here; the prefix stored alone on close
    again, cached_again, files = answer(gguf, folder)
    assert cached_again > 10 and files == 1  # Tandem's system prompt, not the question
    third, cached_third, _ = answer(gguf, folder)
    assert third == again and cached_third == cached_again  # the same cells: the same answer
    assert again.split()[:3] == first.split()[:3]  # and the same answer as evaluating it all
    if os.name == "posix":
        (stored,) = folder.glob("*.kv")
        assert stored.stat().st_mode & 0o077 == 0  # private, as the rest of the data home
        assert folder.stat().st_mode & 0o077 == 0


def test_a_truncated_file_is_not_used_and_is_written_anew(gguf: Path, tmp_path: Path) -> None:
    first, _, _ = answer(gguf, tmp_path)
    (stored,) = tmp_path.glob("*.kv")
    size = stored.stat().st_size
    stored.write_bytes(stored.read_bytes()[: size // 2])
    again, cached, files = answer(gguf, tmp_path)
    assert again == first and cached == 0  # evaluated again, not read from half a file
    assert files == 1 and stored.stat().st_size == size  # and stored whole once more


def test_another_model_file_or_prefix_has_its_own_file(gguf: Path, tmp_path: Path) -> None:
    cache = prompt_cache.PromptCache(tmp_path, gguf, 0)
    assert cache.path_for([1, 2, 3]) != cache.path_for([1, 2, 4])
    assert cache.path_for([1, 2, 3]) != prompt_cache.PromptCache(tmp_path, gguf, 8).path_for(
        [1, 2, 3]
    )
    other = tmp_path / "other.gguf"
    other.write_bytes(b"GGUF")
    assert prompt_cache.PromptCache(tmp_path, other, 0).path_for([1, 2, 3]) != cache.path_for(
        [1, 2, 3]
    )
    assert prompt_cache.PromptCache(tmp_path, tmp_path / "gone.gguf", 0).path_for([1]) is None


def test_no_file_without_the_kv_cache_or_a_folder(gguf: Path, tmp_path: Path) -> None:
    assert answer(gguf, tmp_path, reuse=False)[1:] == (0, 0)
    text, cached, _ = answer(gguf, None)
    assert text.strip() and cached == 0


def test_only_the_newest_files_are_kept(gguf: Path, tmp_path: Path) -> None:
    for i in range(prompt_cache.KEEP + 3):
        old = tmp_path / f"{i:032x}.kv"
        old.write_bytes(b"x")
        os.utime(old, ns=(i * 10**9, i * 10**9))
    answer(gguf, tmp_path)
    kept = sorted(p.name for p in tmp_path.glob("*.kv"))
    assert len(kept) == prompt_cache.KEEP
    assert f"{0:032x}.kv" not in kept and f"{prompt_cache.KEEP + 2:032x}.kv" in kept


def test_a_new_model_process_stores_it_and_the_next_one_reads_it(tmp_path: Path) -> None:
    """The real path: twice a fresh process, its model in a child (as `tandem ask` starts
    it), the prefix warmed with Tandem's system prompt."""
    env = dict(os.environ, TANDEM_HOME=str(tmp_path))
    script = textwrap.dedent(
        """
        from app.core.engines import llm_host
        from app.core.config import Settings
        from app.core.pipeline.prompt import system_prefix, build_draft_messages
        engine = llm_host.start_early(Settings(), system_prefix())
        import asyncio
        async def main():
            async for _ in engine.stream(build_draft_messages("Say hi.", [], []), max_tokens=2):
                pass
        asyncio.run(main())
        print(engine.last_stats.cached_tokens)
        engine.close()
        """
    )

    def cached() -> int:
        out = subprocess.run(
            [sys.executable, "-c", script],
            capture_output=True,
            text=True,
            timeout=90,
            check=True,
            env=env,
        )
        return int(out.stdout.split()[-1])

    assert cached() == 0
    assert list((tmp_path / "prompt-cache").glob("*.kv"))
    assert cached() > 20


def test_a_first_start_evaluates_the_prompt_at_once_and_stores_the_prefix_on_close(
    gguf: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Nothing stored yet: the answer's prompt is one evaluation from token 0, as without a
    cache (storing never costs the first token); the prefix is evaluated alone on close."""
    calls: list[tuple[int, int]] = []
    real = LocalLLM._prefill

    def spy(llm: object, tokens: list[int], cached: int, cancel: object) -> bool:
        calls.append((len(tokens), cached))
        return real(llm, tokens, cached, cancel)  # type: ignore[arg-type]

    monkeypatch.setattr(LocalLLM, "_prefill", staticmethod(spy))
    _, _, files = answer(gguf, tmp_path)
    assert files == 1
    (whole, start), (prefix, prefix_start) = calls  # the answer's, then close's
    assert start == 0 and prefix_start == 0 and 10 < prefix < whole
    calls.clear()
    answer(gguf, tmp_path)
    assert calls == [(whole, prefix)]  # read back: only the question is evaluated


def test_it_replaces_another_conversation_in_the_same_engine(gguf: Path, tmp_path: Path) -> None:
    """A context holding a conversation that shares nothing with the prefix (another system
    prompt) reads the prefix back over it and answers as a fresh process does."""
    answer(gguf, tmp_path)  # stores the prefix
    fresh, _, _ = answer(gguf, tmp_path)
    other = [M("system", "Tu es un assistant."), M("user", "Bonjour, ça va ?")]
    text, cached, _ = answer(gguf, tmp_path, before=other)
    assert cached > 10 and text == fresh
