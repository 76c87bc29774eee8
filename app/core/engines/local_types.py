"""What the local model's callers need without loading it: the bundled model's name, its error
and its per-answer statistics. No numpy, no llama.cpp: the router, the pipeline and the
model's host process (:mod:`app.core.engines.llm_host`) import this on every start."""

from __future__ import annotations

from dataclasses import dataclass

BUNDLED_MODEL = ("smollm2-135m-instruct", "SmolLM2-135M-Instruct.Q4_1.gguf")


class LocalModelError(RuntimeError):
    """The local model is missing, corrupt, or cannot take this request (one-line message)."""


@dataclass(frozen=True)
class GenerationStats:
    """What the router and the benchmarks need to know about one finished (or stopped) answer."""

    mean_logprob: float | None
    p10_logprob: float | None
    n_tokens: int
    prompt_tokens: int
    first_token_ms: float | None  # from the start of this generation on the worker
    cached_tokens: int = 0  # prompt tokens whose KV state was reused from the previous turn
    total_ms: float = 0.0
    stop_reason: str = "eos"  # eos | length | cancelled
    dropped_messages: int = 0  # oldest turns left out to fit the context window
    threads: int = 0  # llama.cpp threads it ran with (fewer than cores when others are busy)
