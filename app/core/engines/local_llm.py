"""The local chat model: any GGUF through llama-cpp-python, streamed token by token.

Why not ``Llama.create_chat_completion(stream=True)``: it needs ``logits_all=True`` for
log-probabilities (a full vocabulary row per prompt token) and offers no way to stop between two
tokens. Here the prompt is rendered with the GGUF's own chat template, generation runs on the
engine's single worker thread through ``Llama.generate`` (whose prefix matching keeps the KV cache
of the previous turn, so a follow-up pays only for its new tokens), and each sampled token's
log-probability is read from the last logits row, which llama.cpp computes anyway.
"""

from __future__ import annotations

import codecs
import contextlib
import threading
import time
from collections.abc import AsyncIterator, Callable, Sequence
from concurrent.futures import Future
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np

from app.core.engines.base import ChatMessage, Token
from app.core.engines.llama_compat import check_gguf
from app.core.engines.local_types import (
    BUNDLED_MODEL,
    GenerationStats,
    LocalModelError,
    bundled_model_path,
    engine_args,
)
from app.core.engines.repetition import RepetitionGuard
from app.core.engines.worker import EngineWorker, physical_cores

if TYPE_CHECKING:
    import asyncio

    from app.core.config import LocalSettings, Settings

#: Used when a GGUF carries no chat template: ChatML, which most small instruct models speak.
FALLBACK_TEMPLATE = (
    "{% for message in messages %}"
    "{{ '<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>' + '\n' }}"
    "{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}"
)

#: Prompt tokens evaluated between two checks of the cancel flag.
PREFILL_SLICE = 128


__all__ = ["BUNDLED_MODEL", "GenerationStats", "LocalLLM", "LocalModelError", "physical_cores"]

_DONE = object()


class LocalLLM:
    """A GGUF chat model behind :class:`~app.core.engines.base.ChatEngine`.

    Loaded on first use on its own worker thread. One generation runs at a time; a second
    ``stream`` waits in the worker's queue, so callers that want "a new question replaces the
    old one" cancel the old task first (or call :meth:`cancel`).
    """

    def __init__(
        self,
        model_path: Path | None = None,
        n_threads: int = 0,
        n_ctx: int = 2048,
        *,
        chat_template: str | None = None,
        reuse_cache: bool = True,
        seed: int = 0,
        gpu_layers: str = "auto",
        prompt_cache: Path | None = None,
    ) -> None:
        """``prompt_cache``: the folder of the system prompt's stored KV state
        (engines/prompt_cache.py); None stores and reads none."""
        self._model_path = model_path
        self.n_threads = n_threads if n_threads > 0 else physical_cores()
        #: llm_threads = 0: each generation uses the cores that are free (engines/cpu_share.py)
        self.auto_threads = n_threads <= 0
        self.threads_used = self.n_threads  # what the last evaluation ran with
        self._queued = 0  # generations submitted that have not started yet
        self._queued_lock = threading.Lock()
        self.n_ctx = n_ctx
        self._template_override = chat_template
        self.reuse_cache = reuse_cache
        self._seed = seed
        self.gpu_layers = gpu_layers  # [local] gpu_layers: auto | 0 | N (app.core.models.gpu)
        self.offload: Any = None  # the OffloadPlan used at load, once loaded
        self.worker = EngineWorker("tandem-llm")
        self._llm: Any = None
        self._formatter: Any = None
        self._eog: Callable[[int], bool] | None = None
        self._active: set[threading.Event] = set()
        self.last_stats: GenerationStats | None = None
        self.load_ms: float | None = None
        self.warm_ms: float | None = None  # the last warm-up's prefill, once done
        self.template_source = ""  # "gguf" | "fallback" | "configured", once loaded
        self._prompt_cache_dir = prompt_cache if reuse_cache else None
        self._prompt_cache: Any = None  # a PromptCache, once loaded
        #: The warm-up's prefix (Tandem's system prompt) and, once loaded, its tokens.
        self._prefix: tuple[ChatMessage, ...] = ()
        self._prefix_tokens: tuple[tuple[ChatMessage, ...], list[int]] | None = None

    @classmethod
    def from_settings(cls, settings: Settings | LocalSettings) -> LocalLLM:
        """From ``[local] llm_model`` (empty: bundled; a catalog name; or a GGUF path),
        ``llm_threads``, ``llm_context`` and ``gpu_layers``."""
        from app.core.config import Settings

        if not isinstance(settings, Settings):  # only [local]: the default download folder
            settings = Settings(local=settings)
        from app.core.engines.prompt_cache import prompt_cache_dir

        path, threads, context, gpu_layers = engine_args(settings)
        return cls(path, threads, context, gpu_layers=gpu_layers, prompt_cache=prompt_cache_dir())

    @property
    def model_path(self) -> Path:
        if self._model_path is None:
            self._model_path = bundled_model_path()
        return self._model_path

    # ------------------------------------------------------------ loading (worker thread)

    def load(self) -> None:
        """Load the model now (blocking; runs on the worker). Idempotent."""
        self.worker.call(self._ensure_loaded)

    async def aload(self) -> None:
        await self.worker.run(self._ensure_loaded)

    def _ensure_loaded(self) -> Any:
        if self._llm is not None:
            return self._llm
        path = self.model_path
        check_gguf(path, LocalModelError)
        t0 = time.perf_counter()
        from llama_cpp import llama_vocab_is_eog
        from llama_cpp.llama_chat_format import Jinja2ChatFormatter

        from app.core.engines.llama_compat import load_llama
        from app.core.models.gpu import plan_for_file

        self.offload = plan_for_file(self.gpu_layers, path, self.n_ctx)
        try:
            llm = load_llama(
                path,
                n_ctx=self.n_ctx,
                n_threads=self.n_threads,
                n_threads_batch=self.n_threads,
                n_gpu_layers=self.offload.n_gpu_layers,
                seed=self._seed,
                verbose=False,
            )
        except (ValueError, RuntimeError, OSError) as exc:
            raise LocalModelError(f"cannot load {path.name}: {exc}") from exc
        template = self._template_override or llm.metadata.get("tokenizer.chat_template")
        self.template_source = (
            "configured" if self._template_override else ("gguf" if template else "fallback")
        )
        eos, bos = llm.token_eos(), llm.token_bos()
        self._formatter = Jinja2ChatFormatter(
            template=template or FALLBACK_TEMPLATE,
            eos_token=llm._model.token_get_text(eos) if eos != -1 else "",
            bos_token=llm._model.token_get_text(bos) if bos != -1 else "",
        )
        vocab = llm._model.vocab
        self._eog = lambda tok: bool(llama_vocab_is_eog(vocab, tok))
        if self._prompt_cache_dir is not None:
            from app.core.engines.prompt_cache import PromptCache

            self._prompt_cache = PromptCache(
                self._prompt_cache_dir, path, self.offload.n_gpu_layers
            )
        self._llm = llm
        self.load_ms = (time.perf_counter() - t0) * 1000
        return llm

    def warm(self, prefix: Sequence[ChatMessage] = ()) -> Future[None]:
        """Load the model and evaluate ``prefix`` (the system prompt) on the worker, without
        waiting: llama.cpp's first evaluation after a load pays for its buffers and for faulting
        the weights in, and the prefix's KV state is then reused by the first request (whose
        prompt starts with it). Once anything has been evaluated it does nothing, so it never
        replaces a conversation's cached turns. Queued like a generation, so a request submitted later waits
        for it rather than racing it. Errors (no model) surface when a request loads it.

        ``prefix`` is also the one whose KV state is stored on disk and read back by the next
        process (engines/prompt_cache.py): pass only Tandem's own system prompt."""
        if prefix:
            self._prefix = tuple(prefix)
        return self.worker.submit(self._warm, list(prefix))

    def _warm(self, prefix: list[ChatMessage]) -> None:
        try:
            llm = self._ensure_loaded()
            tokens = self._prefix_tokens_of(tuple(prefix)) if prefix else []
        except LocalModelError:
            return
        if not tokens or llm.n_tokens > 0:
            return  # a request has run: its KV state is worth more than the default prefix's
        if self._queued:
            return  # a request is waiting: its own prefill covers the prefix, in one evaluation
        t0 = time.perf_counter()
        with contextlib.suppress(Exception):  # a warm-up never fails anything
            llm.reset()
            self._fit_threads(llm)
            self._prefill_prefix(llm, tokens, threading.Event())
            self.warm_ms = (time.perf_counter() - t0) * 1000

    def _render_prefix(self, prefix: Sequence[ChatMessage]) -> list[int]:
        """The tokens every prompt that starts with ``prefix`` starts with: the conversation
        rendered with and without a probe turn after it, up to where the two differ (templates
        may render a lone system prompt differently from one followed by a turn)."""
        probe = ChatMessage("user", "?")
        with_turn = self._render([*prefix, probe])
        alone = self._render(prefix)
        return with_turn[: _common_prefix(with_turn, alone)]

    # ------------------------------------------------------------ prompt

    def _render(self, messages: Sequence[ChatMessage]) -> list[int]:
        """The prompt's tokens. A trailing ``assistant`` message is a prefix to continue (an
        answer cut at the length limit): the turns before it are rendered up to the assistant's
        opening, and its text follows as the start of the reply, unclosed."""
        continued = ""
        if len(messages) > 1 and messages[-1].role == "assistant":
            continued, messages = messages[-1].content, messages[:-1]
        try:
            prompt = (
                self._formatter(
                    messages=[{"role": m.role, "content": m.content} for m in messages]
                ).prompt
                + continued
            )
        except Exception as exc:  # jinja raise_exception() or a template bug
            raise LocalModelError(f"the chat template rejected the conversation: {exc}") from exc
        tokens: list[int] = self._llm.tokenize(prompt.encode("utf-8"), add_bos=False, special=True)
        return tokens

    def fit(self, messages: Sequence[ChatMessage], max_tokens: int) -> tuple[list[int], int, int]:
        """Render the conversation so that it leaves room to answer.

        Drops the oldest turns first; the system prompt(s) and the last user message (which
        carries the question and any retrieved passages) are never dropped. Returns
        ``(prompt tokens, messages dropped, max new tokens)``.
        """
        msgs = list(messages)
        if not msgs:
            raise LocalModelError("no messages to answer")
        reserve = max(1, min(max_tokens, self.n_ctx // 2))
        budget = self.n_ctx - reserve
        last_user = max((i for i, m in enumerate(msgs) if m.role == "user"), default=len(msgs) - 1)
        keep = [m.role == "system" or i == last_user for i, m in enumerate(msgs)]
        if len(msgs) > 1 and msgs[-1].role == "assistant":
            keep[-1] = True  # the answer being continued
        dropped = 0
        while True:
            tokens = self._render(msgs)
            if len(tokens) <= budget:
                return tokens, dropped, min(max_tokens, self.n_ctx - len(tokens))
            victim = next((i for i, k in enumerate(keep) if not k), None)
            if victim is None:
                raise LocalModelError(
                    f"the question and system prompt take {len(tokens)} tokens; the context "
                    f"window holds {self.n_ctx} with {reserve} kept for the answer"
                )
            del msgs[victim], keep[victim]
            dropped += 1
            # Templates expect a user turn after the system prompt: drop an orphaned reply too.
            nxt = next((i for i, k in enumerate(keep) if not k), None)
            if nxt is not None and msgs[nxt].role == "assistant" and all(keep[:nxt]):
                del msgs[nxt], keep[nxt]
                dropped += 1

    # ------------------------------------------------------------ generation (worker thread)

    def _run_generation(
        self,
        messages: Sequence[ChatMessage],
        max_tokens: int,
        temperature: float,
        cancel: threading.Event,
        put: Callable[[object], None],
        t_call: float,
    ) -> None:
        llm = self._ensure_loaded()
        t_start = time.perf_counter()
        tokens, dropped, budget = self.fit(messages, max_tokens)
        if not self.reuse_cache:
            llm.reset()
        cached = _common_prefix(llm.input_ids[: llm.n_tokens], tokens)
        self._fit_threads(llm)
        prefix = self._stored_prefix(tokens)
        if prefix and cached < len(prefix) and self._prompt_cache.restore(llm, prefix):
            # A fresh context (a new process, another conversation): the system prompt's KV
            # state read back from disk. Not there: the whole prompt is evaluated at once, and
            # the prefix is stored later, alone (a warm-up, or close: never on the way to this
            # answer's first token).
            cached = len(prefix)
        if not self._prefill(llm, tokens, cached, cancel):
            self.last_stats = _stats(
                [], len(tokens), cached, None, t_call, "cancelled", dropped, self.threads_used
            )
            return
        from llama_cpp import llama_get_logits_ith

        n_vocab = llm.n_vocab()
        ctx = llm.ctx
        assert self._eog is not None
        is_eog = self._eog
        decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        logprobs: list[float] = []
        pending_lp = 0.0
        first_ms: float | None = None
        stop = "length"
        guard = RepetitionGuard()
        gen = llm.generate(
            tokens, temp=temperature, top_k=40, top_p=0.95, min_p=0.05, repeat_penalty=1.0
        )
        try:
            for tok in gen:
                if cancel.is_set():
                    stop = "cancelled"
                    break
                if is_eog(tok):
                    stop = "eos"
                    break
                if guard.feed(tok):  # a loop: the rest would only say it again
                    stop = "repetition"
                    break
                # The logits row that produced this token is still the context's last one.
                row = np.ctypeslib.as_array(llama_get_logits_ith(ctx, -1), shape=(n_vocab,))
                peak = float(row.max())
                lp = float(row[tok]) - peak - float(np.log(np.exp(row - peak).sum()))
                logprobs.append(lp)
                pending_lp += lp
                text = decoder.decode(llm.detokenize([tok]))
                if text:  # a multi-byte character may span tokens: emit it whole
                    if first_ms is None:
                        first_ms = (time.perf_counter() - t_start) * 1000
                    put(Token(text, pending_lp))
                    pending_lp = 0.0
                if len(logprobs) >= budget:
                    break
        finally:
            gen.close()
        tail = decoder.decode(b"", final=True)
        if tail and stop != "cancelled":
            put(Token(tail, pending_lp))
        self.last_stats = _stats(
            logprobs, len(tokens), cached, first_ms, t_call, stop, dropped, self.threads_used
        )
        if stop != "cancelled" and first_ms is not None:
            from app.core.models.model_fit import record_speed

            decode_s = (time.perf_counter() - t_start) - first_ms / 1000
            with contextlib.suppress(Exception):  # a statistic never fails an answer
                record_speed(self.model_path.name, len(logprobs) - 1, decode_s, first_ms)

    def _stored_prefix(self, tokens: Sequence[int]) -> list[int] | None:
        """The warm-up prefix's tokens when the disk cache is on and ``tokens`` begins with
        them and goes on past them (the last token must be evaluated for its logits)."""
        if self._prompt_cache is None or not self._prefix:
            return None
        try:
            prefix = self._prefix_tokens_of(self._prefix)
        except LocalModelError:
            return None
        if not prefix or len(tokens) <= len(prefix) or list(tokens[: len(prefix)]) != prefix:
            return None
        return prefix

    def _prefix_tokens_of(self, prefix: tuple[ChatMessage, ...]) -> list[int]:
        """:meth:`_render_prefix`, rendered once per prefix (the warm-up's and then the first
        request's are the same)."""
        if self._prefix_tokens is None or self._prefix_tokens[0] != prefix:
            self._prefix_tokens = (prefix, self._render_prefix(prefix))
        return self._prefix_tokens[1]

    def _prefill_prefix(self, llm: Any, prefix: list[int], cancel: threading.Event) -> None:
        """Evaluate ``prefix`` alone in a fresh context: read back from disk when stored, else
        evaluated (so sequence 0 holds exactly its KV cells) and stored."""
        cache = self._prompt_cache
        if cache is not None and cache.restore(llm, prefix):
            return
        if self._prefill(llm, prefix, 0, cancel) and cache is not None:
            cache.store(llm, prefix)

    def _store_prefix(self) -> None:
        """On close, when the prefix was used but never stored (the first answer came before
        any warm-up could evaluate it alone): evaluate it alone now and store it, for the next
        process. The conversation's KV state ends with this engine anyway."""
        llm, cache = self._llm, self._prompt_cache
        if llm is None or cache is None or self._prefix_tokens is None:
            return
        prefix = self._prefix_tokens[1]
        path = cache.path_for(prefix)
        if path is None or path.is_file() or len(prefix) > PREFILL_SLICE * 2:
            return
        with contextlib.suppress(Exception):  # a cache never fails a close
            llm.reset()
            self._prefill_prefix(llm, prefix, threading.Event())

    def _fit_threads(self, llm: Any) -> None:
        """With auto threads, as many llama.cpp threads as there are free cores now (at least
        one): threads on a core that another program is using make the others spin at every
        layer's barrier (engines/cpu_share.py, measured there)."""
        if not self.auto_threads:
            return
        from app.core.engines.cpu_share import shared, threads_for

        n = threads_for(self.n_threads, shared().busy_elsewhere())
        if n != self.threads_used:
            from llama_cpp import llama_set_n_threads

            llama_set_n_threads(llm.ctx, n, n)
            self.threads_used = n

    @staticmethod
    def _prefill(llm: Any, tokens: list[int], cached: int, cancel: threading.Event) -> bool:
        """Evaluate the uncached part of the prompt in slices, checking ``cancel`` between them.

        ``Llama.generate`` would evaluate a long prompt (retrieved passages) in one
        uninterruptible call; sliced, Stop takes effect within one slice, and within a slice
        through llama.cpp's abort callback where the library has it. ``eval`` drops any
        stale KV entries past ``n_tokens`` itself, and afterwards ``generate`` finds the whole
        prompt cached and samples at once. A prompt that was cached in full has its last token
        evaluated again, so there are fresh logits to sample from.
        """
        from app.core.engines.prefill_abort import abort_on

        start = min(cached, len(tokens) - 1)
        llm.n_tokens = start
        # Within a slice too: llama.cpp aborts between two graph nodes once cancel is set
        # (engines/prefill_abort.py), so a stopped draft gives its cores back at once.
        with abort_on(llm, cancel):
            for i in range(start, len(tokens), PREFILL_SLICE):
                if cancel.is_set():
                    return False
                try:
                    llm.eval(tokens[i : i + PREFILL_SLICE])
                except RuntimeError:
                    if cancel.is_set():  # llama_decode returned 2: aborted, n_tokens unchanged
                        return False
                    raise
        return not cancel.is_set()

    # ------------------------------------------------------------ async API

    async def stream(
        self, messages: Sequence[ChatMessage], *, max_tokens: int = 512, temperature: float = 0.2
    ) -> AsyncIterator[Token]:
        """Yield tokens as llama.cpp produces them; cancelling the consumer stops generation."""
        import asyncio  # not at the top: the model's process never needs it

        loop = asyncio.get_running_loop()
        queue: asyncio.Queue[object] = asyncio.Queue()
        cancel = threading.Event()
        self._active.add(cancel)

        def put(item: object) -> None:
            try:
                loop.call_soon_threadsafe(queue.put_nowait, item)
            except RuntimeError:  # the loop is gone: nobody is listening any more
                cancel.set()

        t_call = time.perf_counter()
        fut = self.submit_generation(list(messages), max_tokens, temperature, cancel, put, t_call)
        try:
            while True:
                item = await queue.get()
                if item is _DONE:
                    break
                if isinstance(item, BaseException):
                    raise item
                assert isinstance(item, Token)
                yield item
            await asyncio.wrap_future(fut)
        finally:
            cancel.set()
            self._active.discard(cancel)

    def submit_generation(
        self,
        messages: list[ChatMessage],
        max_tokens: int,
        temperature: float,
        cancel: threading.Event,
        put: Callable[[object], None],
        t_call: float,
    ) -> Future[None]:
        """Queue one generation on the worker; ``put`` gets its tokens, an error, then the end
        marker. A warm-up that finds a generation queued behind it skips its prefill."""
        with self._queued_lock:
            self._queued += 1

        def run() -> None:
            with self._queued_lock:
                self._queued -= 1
            try:
                if not cancel.is_set():
                    self._run_generation(messages, max_tokens, temperature, cancel, put, t_call)
            except LocalModelError as exc:
                put(exc)
            except Exception as exc:  # a llama.cpp failure must end the stream, not hang it
                put(LocalModelError(f"local generation failed: {exc}"))
            finally:
                put(_DONE)

        return self.worker.submit(run)

    def cancel(self) -> None:
        """Stop every running or queued generation at the next token."""
        for event in list(self._active):
            event.set()

    def reset_cache(self) -> None:
        """Forget the KV cache so the next prompt is evaluated from scratch.

        Queued on the worker rather than awaited: safe to call from the event loop while an
        answer is streaming, and still ordered before any later ``stream``.
        """
        if self._llm is not None:
            self.worker.submit(self._llm.reset)

    def close(self) -> None:
        """Free the model and stop the worker thread."""
        self.cancel()

        def _free() -> None:
            self._store_prefix()
            if self._llm is not None:
                self._llm.close()
            self._llm = None

        self.worker.call(_free)
        self.worker.shutdown()


def _common_prefix(a: Sequence[int], b: Sequence[int]) -> int:
    n = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        n += 1
    return n


def _stats(
    logprobs: list[float],
    prompt_tokens: int,
    cached: int,
    first_ms: float | None,
    t_call: float,
    stop: str,
    dropped: int,
    threads: int = 0,
) -> GenerationStats:
    arr = np.asarray(logprobs, dtype=np.float64)
    return GenerationStats(
        mean_logprob=float(arr.mean()) if arr.size else None,
        p10_logprob=float(np.percentile(arr, 10)) if arr.size else None,
        n_tokens=int(arr.size),
        prompt_tokens=prompt_tokens,
        first_token_ms=first_ms,
        cached_tokens=cached,
        total_ms=(time.perf_counter() - t_call) * 1000,
        stop_reason=stop,
        dropped_messages=dropped,
        threads=threads,
    )
