"""How the window reaches the core's answer pipeline and speech engine, lazily.

Nothing here imports an engine at module level: the first question builds the pipeline (which
itself loads llama.cpp, Chroma and the cloud client only when a request needs them), so the window
is on screen long before any of that happens (STYLE.md 11).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

from app.core.config import Settings
from app.core.events import AnyEvent
from app.core.store.history import History

AUDIO_SUFFIXES = {".wav", ".mp3", ".m4a", ".ogg", ".flac", ".webm", ".opus", ".aac"}


class PipelineLike(Protocol):
    """What the window needs from :class:`app.core.pipeline.Pipeline`. It writes the question
    and the answer to the history itself (``conversation_id``), so the window does not."""

    def ask(self, request: Any) -> AsyncIterator[AnyEvent]: ...


def default_pipeline(settings: Settings, history: History) -> PipelineLike:
    """Runs on a worker thread (see ``MainWindow.pipeline_ready``); the stores it opens are
    SQLite connections made for use from any thread."""
    from app.core.pipeline import Pipeline

    pipeline = Pipeline(settings, history=history)
    # The relevance floor from the settings (the store itself defaults to the measured one).
    pipeline.store().min_score = settings.rag.min_score
    return pipeline


def build_pipeline(
    factory: Callable[[Settings, History], PipelineLike], settings: Settings, history: History
) -> PipelineLike:
    """On a worker thread: import the request type's module (it pulls in routing, privacy and
    the cloud client) and build the pipeline, so neither happens on the GUI thread."""
    import app.core.pipeline  # noqa: F401

    return factory(settings, history)


def make_request(
    question: str,
    *,
    mode: str,
    collections: Sequence[str],
    conversation_id: int | None,
    no_history: bool = False,
) -> Any:
    from app.core.pipeline import AskRequest

    return AskRequest(
        question=question,
        mode=mode,
        collections=tuple(collections),
        conversation_id=conversation_id,
        no_history=no_history,
    )


_transcriber: Any = None


def shared_transcriber(settings: Settings) -> Any:
    """One speech engine for the whole app: its model stays loaded between utterances."""
    global _transcriber
    from app.core.engines.asr import Transcriber

    local = settings.local
    if (
        _transcriber is None
        or _transcriber.model != local.asr_model
        or _transcriber.language != local.asr_language
    ):
        if _transcriber is not None:
            _transcriber.close()
        _transcriber = Transcriber(local.asr_model, local.asr_language)
    return _transcriber


def live_transcriber(settings: Settings) -> Any:
    from app.core.engines.asr import LiveTranscriber

    engine = shared_transcriber(settings)
    return LiveTranscriber(engine, settings.local.asr_language)


def transcribe_file(path: Path, settings: Settings) -> str:
    """A dropped audio file -> its text (blocking; run it through the bridge)."""
    return str(shared_transcriber(settings).transcribe_file(path).text)
