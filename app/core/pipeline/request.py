"""What the user asked: the request type and the modes it may name. No heavy imports here, so
the window and the CLI can build a request without loading the pipeline."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from app.core.engines.images import ImageInput

if TYPE_CHECKING:
    from app.core.rag.attached import AttachedFile
from app.core.events import MODES

__all__ = ["MODES", "AskRequest"]


@dataclass(frozen=True)
class AskRequest:
    question: str
    mode: str = "auto"  # one of MODES; anything else is answered with an error event
    collections: tuple[str, ...] = ()
    conversation_id: int | None = None
    no_history: bool = False
    #: Skip the result cache's answer (Ask again); a fresh answer replaces the stored one.
    bypass_cache: bool = False
    #: The chat's own system prompt (window only; the CLI never sets it). Gated like history.
    system_prompt: str = ""
    #: When the user asked (``time.perf_counter()`` in this process): the request's timings
    #: (first words, finished) count from it, so a question asked while the window's pipeline
    #: was still being built says how long the user waited. None: from when the pipeline took it.
    asked_at: float | None = None
    #: Continue: the answer cut at the length limit, to be extended in place. The models get
    #: it as the start of their reply (the cloud's through the privacy gate, like history); the
    #: final text is it plus what follows; ``continues_message`` is its history row, rewritten
    #: instead of a new turn (the question is not asked again).
    continues: str = ""
    continues_message: int | None = None
    #: Regenerate / Ask again / Retry: the request id of the answer this is a new version of
    #: (kept in the trace, so a reopened conversation shows versions only for these).
    version_of: str = ""
    #: Pictures asked about (``tandem ask --image``, paste or drop in the window): read on the
    #: device, their text gated with the question; pixels only where allowed (§17).
    images: tuple[ImageInput, ...] = ()
    #: Files attached to the question (``tandem ask --attach``, the window's Attach button),
    #: already read into text on the device (rag/attached.py): the cloud reads them with the
    #: built-in read_attached_file tool, each piece gated; the draft gets their beginning.
    files: tuple[AttachedFile, ...] = ()
