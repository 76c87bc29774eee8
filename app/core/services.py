"""The shared objects, built once: settings, history, the document store, the speech engine.

The CLI commands, the window (with its Documents panel) and the tests take them from one
:class:`Services`, so the app never holds two document stores (two embedders, two Chroma workers,
two locks that do not see each other) or two speech models. Each part is built lazily, on first
use and from any thread; nothing heavy is imported here. Whoever creates a ``Services`` closes
it; a part that was given to it (``history=...``) is left open for its owner.
See docs/ARCHITECTURE.md §2.1.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Unpack

from app.core.config import Settings, load_settings

if TYPE_CHECKING:
    from app.core.engines.asr import LiveTranscriber, Transcriber
    from app.core.engines.llm_host import HeadStart
    from app.core.engines.ocr import OcrEngine
    from app.core.pipeline import Pipeline
    from app.core.pipeline.orchestrator import PipelineParts
    from app.core.rag.document_store import DocumentStore
    from app.core.store.history import History


class Services:
    """One set of shared objects for one process (or one test)."""

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        history: History | None = None,
        documents: DocumentStore | None = None,
        transcriber: Transcriber | None = None,
        index_worker: bool = False,
        head_start: HeadStart | None = None,
    ) -> None:
        """``index_worker``: the document store reads, chunks and embeds files in a child
        process while it indexes (the window's choice: its event loop must not wait for the
        GIL, docs/ARCHITECTURE.md §2.3). ``head_start``: where the pipelines take an engine
        started early and a pre-started model process (``app.core.engines.llm_host``; the
        process's own unless given: a test passes its own)."""
        self.head_start = head_start
        self.settings = settings if settings is not None else load_settings().settings
        self._index_worker = index_worker
        self._lock = threading.RLock()
        self._history = history
        self._own_history = history is None
        self._documents = documents
        self._own_documents = documents is None
        self._documents_url = self._chroma_url(self.settings)
        self._transcriber = transcriber
        self._own_transcriber = transcriber is None
        self._ocr: OcrEngine | None = None
        self._closed = False

    @staticmethod
    def _chroma_url(settings: Settings) -> str | None:
        return settings.rag.chroma_url or None

    # ------------------------------------------------------------ the parts

    def history(self) -> History:
        """The conversation history (SQLite in the data home), opened on first use."""
        with self._lock:
            if self._history is None:
                from app.core.store.history import History

                self._history = History()
            return self._history

    def documents(self) -> DocumentStore:
        """The one document store: a Chroma server when ``rag.chroma_url`` is set, else the data
        home. Opening it is cheap; Chroma and the embedder load on the first index or search."""
        with self._lock:
            if self._documents is None:
                from app.core.rag.document_store import DocumentStore

                self._documents = DocumentStore(
                    url=self._documents_url,
                    min_score=self.settings.rag.min_score,
                    index_worker=self._index_worker,
                    ocr=self.ocr,  # scans indexed here are read by the one engine
                )
                self._own_documents = True
            return self._documents

    def transcriber(self) -> Transcriber:
        """The one speech engine: its model stays loaded between utterances and files. A change
        of ``local.asr_model``, ``asr_language`` or ``zh_script`` builds a new one on next use."""
        from app.core.engines.asr import Transcriber

        local = self.settings.local
        with self._lock:
            old = self._transcriber
            if old is not None and (
                old.model,
                old.language,
                getattr(old, "zh_script", "simplified"),
            ) == (
                local.asr_model,
                local.asr_language,
                local.zh_script,
            ):
                return old
            if old is not None and self._own_transcriber:
                old.close()
            self._transcriber = Transcriber.from_settings(local)
            self._own_transcriber = True
            return self._transcriber

    def ocr(self) -> OcrEngine:
        """The one OCR engine (docs/ARCHITECTURE.md §17): its models load on the first read, on
        its own worker thread, and stay loaded."""
        with self._lock:
            if self._ocr is None:
                from app.core.engines.ocr import OcrEngine

                self._ocr = OcrEngine()
            return self._ocr

    def live_transcriber(self) -> LiveTranscriber:
        """A push-to-talk session over the shared speech engine."""
        from app.core.engines.asr import LiveTranscriber

        return LiveTranscriber(self.transcriber(), self.settings.local.asr_language)

    def pipeline(self, **parts: Unpack[PipelineParts]) -> Pipeline:
        """A pipeline over these settings, this history and this document store; ``parts``
        override its engines (tests pass a loopback cloud client or short timeouts)."""
        from app.core.pipeline import Pipeline

        if self.head_start is not None:
            parts.setdefault("head_start", self.head_start)
        parts.setdefault("history", self.history())
        parts.setdefault("ocr", self.ocr)  # built on the first request with a picture
        if "store" not in parts:
            parts.setdefault("store_factory", self.documents)  # opened if a request searches
        return Pipeline(self.settings, **parts)

    # ------------------------------------------------------------ change and close

    def apply(self, settings: Settings) -> list[DocumentStore]:
        """New settings. Returns the parts they retired (a store for another Chroma URL), for
        the caller to close where blocking is fine (not on the GUI thread)."""
        retired: list[DocumentStore] = []
        with self._lock:
            self.settings = settings
            url = self._chroma_url(settings)
            if url != self._documents_url:
                self._documents_url = url
                if self._documents is not None and self._own_documents:
                    retired.append(self._documents)
                    self._documents = None
        return retired

    def close(self) -> None:
        """Close what this object built (idempotent)."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            parts = [  # the documents before the OCR engine their indexing reads scans with
                (self._transcriber, self._own_transcriber),
                (self._documents, self._own_documents),
                (self._ocr, True),
                (self._history, self._own_history),
            ]
        for part, own in parts:
            if part is not None and own:
                part.close()

    def __enter__(self) -> Services:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
