"""DocumentStore: the one way Tandem reads and writes its document index, a thin front.

The index is a chain (docs/ARCHITECTURE.md §2.3): the manifest (:mod:`app.core.rag.manifest`,
SQLite bookkeeping and the BM25 index), the vectors (:mod:`app.core.rag.vectors`, Chroma), the
indexer and retrieval, which take those parts (:class:`StorePorts`) rather than this store.
What is left here: the locks, the worker thread, the async wrappers and collection admin.
A run that finds nothing changed never loads Chroma or the model.

All methods block. Chroma and the embedder are not meant to be driven from many threads, so one
lock serialises every call into them, taken per batch of an indexing run, not for the whole
run: a relabel, a watch switch or a search waits for one batch at most. A second lock keeps
index runs (the app's, a watcher's) from interleaving with each other. Async callers go through
:meth:`aindex` / :meth:`asearch`, which run on this store's single worker thread
(docs/ARCHITECTURE.md §7).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import hashlib
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Unpack

from app.core.config import LEVELS
from app.core.engines.base import Embedder
from app.core.paths import data_home, private_dirs, tighten_tree
from app.core.rag.chroma_client import close_chroma_client
from app.core.rag.manifest import CollectionRecord, Manifest
from app.core.rag.types import (
    Cancel,
    CancelToken,
    CollectionInfo,
    Hit,
    IndexProgress,
    IndexReport,
    ProgressFn,
    StoreError,
)
from app.core.rag.vectors import ChromaVectors, chroma_name
from app.core.store.result_cache import forget_collection_quietly

if TYPE_CHECKING:
    from app.core.engines.ocr import OcrEngine
    from app.core.rag.chroma_client import ChromaClient, Collection
    from app.core.rag.chroma_read import SearchCollection
    from app.core.rag.index_worker import IndexWorker
    from app.core.rag.watcher import FolderWatcher, WatchOptions

__all__ = [
    "CancelToken",
    "CollectionInfo",
    "DocumentStore",
    "Hit",
    "IndexProgress",
    "IndexReport",
    "ProgressFn",
    "StoreError",
    "StorePorts",
    "chroma_name",
    "close_chroma_client",
]


@dataclass(frozen=True)
class StorePorts:
    """What the indexer and retrieval use of a store, and nothing else: the manifest, the
    vectors, the embedder (built on first use), collection records and the Chroma lock."""

    manifest: Manifest
    vectors: ChromaVectors
    lock: threading.RLock
    make_embedder: Callable[[], Embedder]
    ensure_collection: Callable[..., CollectionRecord]
    delete_collection: Callable[[str], Any]

    @property
    def embedder(self) -> Embedder:
        return self.make_embedder()

    def chroma_collection(self, record: CollectionRecord) -> Collection:
        return self.vectors.collection(record)

    def search_collection(self, record: CollectionRecord) -> SearchCollection:
        return self.vectors.search_collection(record)


class DocumentStore:
    """Collections of indexed files with hybrid (vector + BM25) search."""

    def __init__(
        self,
        path: Path | None = None,
        embedder: Embedder | None = None,
        url: str | None = None,
        min_score: float | None = None,
        index_worker: bool = False,
        ocr: Callable[[], OcrEngine] | None = None,
    ) -> None:
        """``index_worker``: read, chunk and embed files in a child process while indexing
        (:mod:`app.core.rag.index_worker`), so a window's event loop keeps running; the
        writes stay here. ``ocr``: the engine that reads scans and pictures indexed in this
        process (``Services.ocr``: the one engine; None: :mod:`app.core.rag.scans`'s own)."""
        self._ocr = ocr
        from app.core.rag.retrieval import MIN_SCORE

        #: The relevance floor of :meth:`asearch`, the search an answer uses (``[rag]
        #: min_score``; 0 keeps every hit). :meth:`search` (``tandem search``) shows all top-k.
        self.min_score = MIN_SCORE if min_score is None else min_score
        self._url = url or None
        if self._url:
            key = hashlib.sha1(self._url.encode("utf-8")).hexdigest()[:12]
            self.path = data_home() / "chroma-remote" / key
        else:
            self.path = Path(path) if path is not None else data_home() / "chroma"
        private_dirs(self.path)  # chroma-remote/ too: 0700, not the umask's 0755
        self.manifest = Manifest(self.path / "tandem-manifest.sqlite3")
        self.vectors = ChromaVectors(
            self.path,
            self._url,
            remote=self._get_index_worker if index_worker else None,
            changes=self.manifest.data_version,
        )
        self._embedder = embedder
        self._adopted_at = -1e9  # shared collections last looked for (adopt_shared)
        #: Every call into Chroma or the embedder holds it: per batch, per search, per admin call.
        self.lock = threading.RLock()
        self._index_lock = threading.Lock()  # one index run at a time
        self._executor: ThreadPoolExecutor | None = None
        self._use_worker = index_worker
        self._index_worker: IndexWorker | None = None
        self.ports = StorePorts(
            self.manifest,
            self.vectors,
            self.lock,
            lambda: self.embedder,
            self.ensure_collection,
            self.delete_collection,
        )

    # ------------------------------------------------------------ lazy parts

    @property
    def embedder(self) -> Embedder:
        if self._embedder is None:
            from app.core.engines.embeddings import UseEmbedder

            self._embedder = UseEmbedder()
        return self._embedder

    def warm(self, *, only_if_indexed: bool = False) -> None:
        """Start what a first search pays for, without waiting and side by side: the encoder
        loads on its own worker while Chroma opens on the store's (docs/ARCHITECTURE.md §1):
        the search-only reader where it applies, else the client.
        ``only_if_indexed``: nothing when no collection exists yet (the window at start)."""

        def open_chroma() -> None:
            with contextlib.suppress(Exception):  # a broken index is reported by the search
                if only_if_indexed and not self.manifest.collections():
                    return
                warm = getattr(self.embedder, "warm", None)
                if callable(warm):
                    warm()
                if not self._url:
                    with self.lock:
                        if self.vectors.reader() is None:
                            self.vectors.client()

        self._worker().submit(open_chroma)

    def client(self) -> ChromaClient:
        """The Chroma client, created on first use (importing chromadb takes about a second)."""
        with self.lock:
            return self.vectors.client()

    def chroma_collection(self, record: CollectionRecord) -> Collection:
        with self.lock:
            return self.vectors.collection(record)

    # ------------------------------------------------------------ collections

    def adopt_shared(self, max_age_s: float = 30.0) -> None:
        """With a Chroma server: record the collections other desktops indexed there
        (:mod:`app.core.rag.shared`), at most every ``max_age_s``; a server that does not
        answer leaves the list as it was."""
        if not self._url or time.monotonic() - self._adopted_at < max_age_s:
            return
        from app.core.rag.shared import adopt

        with self.lock:
            self._adopted_at = time.monotonic()
            try:
                adopt(self.vectors.client(), self.manifest)
            except Exception:  # the server is down: the next search says so, not this
                return

    def collections(self) -> list[CollectionInfo]:
        self.adopt_shared()
        out = []
        for rec in self.manifest.collections():
            files = self.manifest.files(rec.name)
            done = sum(1 for f in files.values() if f.status == "done")
            out.append(
                CollectionInfo(
                    rec.name,
                    rec.label,
                    rec.roots,
                    rec.watch,
                    done,
                    self.manifest.chunk_count(rec.name),
                )
            )
        return out

    def ensure_collection(
        self,
        name: str,
        label: str | None,
        roots: Sequence[str] = (),
        watch: bool | None = None,
        embedder_name: str | None = None,
    ) -> CollectionRecord:
        """Create or update a collection's record; a new label is applied to its chunks.

        ``label=None`` keeps the collection's label (``internal`` for a new one), decided under
        the lock: an indexing run or a watcher that passes None can never undo a relabel made
        while it waited."""
        if not name.strip():
            raise StoreError("collection name must not be empty")
        if label is not None and label not in LEVELS:
            raise StoreError(f"label must be one of {', '.join(LEVELS)}, not {label!r}")
        # The embedder's name is recorded without loading the model (tests pass fakes).
        emb_name = embedder_name or (
            self._embedder.name if self._embedder is not None else "use-multilingual-v3"
        )
        with self.lock:
            old = self.manifest.collection(name)
            if label is None:
                label = old.label if old is not None else "internal"
            if old is not None and old.embedder != emb_name:
                raise StoreError(
                    f"collection {name!r} was built with embedder {old.embedder}, not {emb_name};"
                    " delete it and index again"
                )
            merged_roots = tuple(dict.fromkeys([*(old.roots if old else ()), *roots]))
            record = CollectionRecord(
                name=name,
                chroma_name=old.chroma_name if old else chroma_name(name),
                label=label,
                roots=merged_roots,
                watch=old.watch if (old and watch is None) else bool(watch),
                embedder=emb_name,
            )
            if old is not None and old.label != label:
                self.vectors.relabel(record)
            self.manifest.save_collection(record)
        if old is not None and old.label != label:
            forget_collection_quietly(name)  # answers under the old label (docs/ARCHITECTURE.md §1)
        return record

    def set_watch(self, name: str, watch: bool) -> None:
        """Remember whether the app should watch this collection's folders while it runs."""
        with self.lock:
            rec = self.manifest.collection(name)
            if rec is None:
                raise StoreError(f"no collection named {name!r}")
            self.manifest.save_collection(replace(rec, watch=watch))

    def start_watchers(self, **kwargs: Unpack[WatchOptions]) -> list[FolderWatcher]:
        """Start a :class:`FolderWatcher` for every collection marked ``watch``; the caller
        stops them (``for w in watchers: w.stop()``) before closing the store."""
        from app.core.rag.watcher import FolderWatcher

        watchers = []
        for rec in self.manifest.collections():
            roots = [r for r in rec.roots if Path(r).is_dir()]
            if rec.watch and roots:
                watcher = FolderWatcher(self, rec.name, roots, **kwargs)
                watcher.start()
                watchers.append(watcher)
        return watchers

    def versions(self, names: Sequence[str]) -> dict[str, str]:
        """Each collection's index version (:meth:`Manifest.versions`; no Chroma call)."""
        return self.manifest.versions(names)

    def delete_collection(self, name: str) -> None:
        with self.lock:
            rec = self.manifest.collection(name)
            if rec is None:
                raise StoreError(f"no collection named {name!r}")
            self.vectors.delete(rec)
            self.manifest.delete_collection(name)
        forget_collection_quietly(name)  # no cached answer outlives its documents

    # ------------------------------------------------------------ index and search

    def index(
        self,
        paths: Sequence[str | Path],
        collection: str,
        label: str | None = "internal",
        progress: ProgressFn | None = None,
        cancel: Cancel | None = None,
    ) -> IndexReport:
        """(Re)index files and folders; see :func:`app.core.rag.indexer.index_paths`."""
        from app.core.rag.indexer import index_paths
        from app.core.rag.scans import using

        reading = using(self._ocr) if self._ocr is not None else contextlib.nullcontext()
        with self._index_lock, reading:  # the Chroma lock is taken per batch inside
            ports, loader = self._index_ports()
            try:
                report = index_paths(ports, paths, collection, label, progress, cancel, loader)
            finally:
                if not self._url:
                    tighten_tree(self.path)  # segment files Chroma created meanwhile: 0600
        if report.indexed or report.removed or report.failed:
            forget_collection_quietly(collection)  # answered from the old documents
        return report

    def _index_ports(self) -> tuple[StorePorts, Any]:
        """The ports an index run uses, and its file loader: through the worker process when
        this store has one (its embedder then embeds in the child too), else these."""
        if not self._use_worker:
            return self.ports, None
        worker = self._get_index_worker()
        if not worker.can_embed:  # an embedder the child cannot rebuild: embed and load here
            return self.ports, None
        from app.core.rag.index_worker import WorkerEmbedder

        name = self._embedder.name if self._embedder is not None else "use-multilingual-v3"
        proxy = WorkerEmbedder(worker, name)
        return replace(self.ports, make_embedder=lambda: proxy), worker.load_chunks

    def _get_index_worker(self) -> IndexWorker:
        """The worker process's handle, made on first use; its child builds the embedder this
        store has then (the bundled model when none was given)."""
        with self.lock:
            if self._index_worker is None:
                from app.core.rag.index_worker import IndexWorker, embedder_factory

                self._index_worker = IndexWorker(embedder_factory(self._embedder))
            return self._index_worker

    def search(
        self,
        query: str,
        collections: Sequence[str] | None = None,
        k: int = 4,
        diversity: bool = True,
        min_score: float | None = None,
    ) -> list[Hit]:
        """Hybrid top-k, at least ``min_score`` relevant (default: every hit); see
        :func:`app.core.rag.retrieval.hybrid_search`."""
        from app.core.rag.retrieval import hybrid_search

        self.adopt_shared()
        with self.lock:
            return hybrid_search(self.ports, query, collections, k, diversity, min_score or 0.0)

    # ------------------------------------------------------------ async wrappers

    def _worker(self) -> ThreadPoolExecutor:
        with self.lock:
            if self._executor is None:
                self._executor = ThreadPoolExecutor(1, thread_name_prefix="tandem-chroma")
            return self._executor

    async def aindex(
        self,
        paths: Sequence[str | Path],
        collection: str,
        label: str | None = "internal",
        progress: ProgressFn | None = None,
        cancel: Cancel | None = None,
    ) -> IndexReport:
        """:meth:`index` on the store's worker; cancelling the awaiting task stops the run."""
        token = cancel if cancel is not None else CancelToken()
        call = functools.partial(self.index, paths, collection, label, progress, token)
        future = asyncio.get_running_loop().run_in_executor(self._worker(), call)
        try:
            return await asyncio.shield(future)
        except asyncio.CancelledError:
            if hasattr(token, "set"):
                token.set()
            raise

    async def asearch(
        self,
        query: str,
        collections: Sequence[str] | None = None,
        k: int = 4,
        min_score: float | None = None,
    ) -> list[Hit]:
        """The passages an answer may use: :meth:`search` on the store's worker, above the
        relevance floor (``min_score``, default :attr:`min_score`), so an unrelated question
        sends no passages at all."""
        floor = self.min_score if min_score is None else min_score
        call = functools.partial(self.search, query, collections, k, True, floor)
        return await asyncio.get_running_loop().run_in_executor(self._worker(), call)

    def close(self) -> None:
        """Stop the worker, release Chroma (its SQLite files or HTTP connections), the manifest."""
        if self._executor is not None:
            self._executor.shutdown(wait=True)
            self._executor = None
        with self.lock:
            self.vectors.close()  # first: the worker may hold the client
        if self._index_worker is not None:
            self._index_worker.close()
            self._index_worker = None
        self.manifest.close()
        if not self._url:
            tighten_tree(self.path)  # what Chroma persisted on close (segment files): 0600

    def __enter__(self) -> DocumentStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
