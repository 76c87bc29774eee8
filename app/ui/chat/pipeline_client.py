"""How the window reaches the core's answer pipeline and speech engine, lazily.

Nothing here imports an engine at module level: the first question builds the pipeline (which
itself loads llama.cpp, Chroma and the cloud client only when a request needs them), so the window
is on screen long before any of that happens (docs/ARCHITECTURE.md §2).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from app.core.events import AnyEvent
from app.core.services import Services
from app.core.store.traces import TraceStore

if TYPE_CHECKING:  # the request's module pulls in routing, privacy and the cloud client
    from app.core.engines.images import ImageInput
    from app.core.pipeline.request import AskRequest
    from app.core.rag.attached import AttachedFile

AUDIO_SUFFIXES = {".wav", ".mp3", ".m4a", ".ogg", ".flac", ".webm", ".opus", ".aac"}


class PipelineLike(Protocol):
    """What the window needs from :class:`app.core.pipeline.Pipeline`. It writes the question
    and the answer to the history itself (``conversation_id``), so the window does not."""

    @property
    def traces(self) -> TraceStore:
        """Where each request's trace is kept (the Why dialog reads it)."""
        ...

    def ask(self, request: AskRequest) -> AsyncIterator[AnyEvent]: ...

    def record_verdict(
        self, request_id: str, *, accepted: bool | None = None, edited: bool | None = None
    ) -> bool:
        """The user kept or reverted an upgrade, or edited the answer."""
        ...

    def close(self) -> None:
        """Free what the pipeline built (joins the local model's worker: not on the GUI
        thread); it does not close the history it was given."""
        ...


def default_pipeline(services: Services) -> PipelineLike:
    """Runs on a worker thread (see ``MainWindow.pipeline_ready``): the pipeline over the
    window's shared services, so it searches the Documents panel's store, not a second one."""
    return services.pipeline()


def build_pipeline(factory: Callable[[Services], PipelineLike], services: Services) -> PipelineLike:
    """On a worker thread: import the request type's module (it pulls in routing, privacy and
    the cloud client) and build the pipeline, so neither happens on the GUI thread."""
    import app.core.pipeline.orchestrator  # noqa: F401

    pipeline = factory(services)
    warm = getattr(pipeline, "warm", None)
    if callable(warm):  # the local model loads on its own worker meanwhile
        warm()
    return pipeline


def make_request(
    question: str,
    *,
    mode: str,
    collections: Sequence[str],
    conversation_id: int | None,
    no_history: bool = False,
    bypass_cache: bool = False,
    system_prompt: str = "",
    asked_at: float | None = None,
    continues: str = "",
    continues_message: int | None = None,
    version_of: str = "",
    images: Sequence[ImageInput] = (),
    files: Sequence[AttachedFile] = (),
) -> AskRequest:
    from app.core.pipeline.request import AskRequest

    return AskRequest(
        question=question,
        mode=mode,
        collections=tuple(collections),
        conversation_id=conversation_id,
        no_history=no_history,
        bypass_cache=bypass_cache,
        system_prompt=system_prompt,
        asked_at=asked_at,
        continues=continues,
        continues_message=continues_message,
        version_of=version_of,
        images=tuple(images),  # ImageInput: read, checked and gated in the pipeline (§17)
        files=tuple(files),  # AttachedFile: read on the device; the cloud reads it by tool (§16)
    )


def transcribe_file(path: Path, services: Services) -> str:
    """A dropped audio file -> its text, with the shared speech engine (blocking; run it
    through the bridge)."""
    return str(services.transcriber().transcribe_file(path).text)
