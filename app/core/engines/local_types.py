"""What the local model's callers need without loading it: the bundled model's name, its error
and its per-answer statistics. No numpy, no llama.cpp: the router, the pipeline and the
model's host process (:mod:`app.core.engines.llm_host`) import this on every start."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, TypedDict

from app.core.engines.context_fit import DEFAULT_CONTEXT, fitted_context

if TYPE_CHECKING:
    from app.core.config import Settings

BUNDLED_MODEL = ("smollm2-135m-instruct", "SmolLM2-135M-Instruct.Q4_1.gguf")


class LocalModelError(RuntimeError):
    """The local model is missing, corrupt, or cannot take this request (one-line message)."""


class LocalOptions(TypedDict, total=False):
    """The load options :class:`~app.core.engines.local_llm.LocalLLM` takes by keyword, which
    :class:`~app.core.engines.llm_host.HostedLLM` takes too and hands to its child's LocalLLM as
    they are: declared once here (mypy checks them against LocalLLM's signature, which holds the
    defaults)."""

    chat_template: str | None
    reuse_cache: bool
    seed: int
    gpu_layers: str


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
    stop_reason: str = "eos"  # eos | length | cancelled | repetition (engines/repetition.py)
    dropped_messages: int = 0  # oldest turns left out to fit the context window
    threads: int = 0  # llama.cpp threads it ran with (fewer than cores when others are busy)


def bundled_model_path() -> Path:
    """The bundled model's file (LocalModelError when the manifest cannot name it)."""
    from app.core.models.model_files import ModelError, local_path

    try:
        return local_path(*BUNDLED_MODEL)
    except ModelError as exc:
        raise LocalModelError(str(exc)) from exc


def engine_args(settings: Settings) -> tuple[Path | None, int, int, str]:
    """A local engine's (model path or None for the bundled one, threads, context, gpu_layers)
    from ``[local]``: ``llm_model`` is empty, a catalog name or a GGUF path."""
    from app.core.models.catalog import resolve_local_model

    local = settings.local
    path = resolve_local_model(settings)[0] if local.llm_model else None
    context = local.llm_context
    if context > DEFAULT_CONTEXT:  # clamped to the model's trained context and the memory
        context = fitted_context(path or bundled_model_path(), context)
    return path, local.llm_threads, context, local.gpu_layers
