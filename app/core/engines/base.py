"""Small protocols the rest of the core codes against; real engines and test fakes both fit.

Each real engine owns one single-thread executor (docs/ARCHITECTURE.md §7) and loads its model
lazily.
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:  # annotations only: a start that embeds nothing never imports numpy
    import numpy as np
    import numpy.typing as npt


@dataclass(frozen=True)
class ChatMessage:
    role: str  # "system" | "user" | "assistant" | "tool"
    content: str
    #: PNG pictures that go with a user message to an endpoint that sees them (OpenAI-style
    #: ``image_url`` parts); only the privacy gate's view puts any here (docs/ARCHITECTURE.md
    #: §17). The local model and text-only endpoints never get them.
    images: tuple[bytes, ...] = ()
    #: An assistant message that asked for tools (``app.core.engines.tool_calls.ToolCall``),
    #: sent back with the tools' results; only the cloud call's tool loop builds these.
    tool_calls: tuple[Any, ...] = ()
    #: A ``tool`` message: the id of the call whose (gated) result ``content`` is.
    tool_call_id: str | None = None


@dataclass(frozen=True)
class Token:
    """One streamed piece of text; ``logprob`` is None where the engine cannot tell."""

    text: str
    logprob: float | None = None


@runtime_checkable
class ChatEngine(Protocol):
    """A chat model that streams tokens (local llama.cpp, or a cloud endpoint)."""

    def stream(
        self, messages: Sequence[ChatMessage], *, max_tokens: int = 512, temperature: float = 0.2
    ) -> AsyncIterator[Token]:
        """Yield tokens as they are produced. Cancelling the consuming task stops generation."""
        ...


@runtime_checkable
class Embedder(Protocol):
    """Turns texts into L2-normalised vectors (one row per text)."""

    @property
    def dim(self) -> int: ...

    @property
    def name(self) -> str: ...

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        """Blocking; call from the engine's worker thread, not the event loop."""
        ...
