"""DocumentStore: the one way Tandem reads and writes its document index.

Vectors live in Chroma (an embedded PersistentClient in the data home, or a Chroma server by URL
for teams); Tandem's own embedder makes every vector, so Chroma's default embedding function and
its model downloader are never used. Bookkeeping and the BM25 index live in a SQLite manifest
beside the vectors (:mod:`app.core.rag.manifest`), so a run that finds nothing changed never
loads Chroma or the model.

All methods block. Chroma and the embedder are not meant to be driven from many threads, so
writes take one lock and async callers go through :meth:`aindex` / :meth:`asearch`, which run on
this store's single worker thread (STYLE.md 2).
"""

from __future__ import annotations

import asyncio
import functools
import hashlib
import re
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any
from urllib.parse import urlparse

from app.core.config import LEVELS
from app.core.engines.base import Embedder
from app.core.paths import data_home
from app.core.rag.manifest import CollectionRecord, Manifest

if TYPE_CHECKING:
    from app.core.rag.watcher import FolderWatcher


class StoreError(RuntimeError):
    """A user-facing problem with the index (bad label, unknown collection, wrong embedder)."""


@dataclass(frozen=True)
class Hit:
    """One retrieved chunk; ``page`` is 1-based for pdf pages, None for unpaginated files.

    ``source`` is what a citation shows: the file's path relative to the indexed folder it
    came from (just the name for a file indexed on its own); ``path`` is the absolute path.
    """

    source: str
    page: int | None
    chunk: int
    score: float
    text: str
    collection: str
    label: str
    path: str = ""


@dataclass(frozen=True)
class IndexProgress:
    """One file finished: ``status`` is indexed, unchanged, failed or removed."""

    done: int
    total: int
    path: str
    status: str
    error: str = ""


@dataclass
class IndexReport:
    indexed: int = 0
    unchanged: int = 0
    failed: list[tuple[str, str]] = field(default_factory=list)
    removed: int = 0
    chunks: int = 0
    cancelled: bool = False


@dataclass(frozen=True)
class CollectionInfo:
    name: str
    label: str
    roots: tuple[str, ...]
    watch: bool
    files: int
    chunks: int


class CancelToken:
    """Anything with ``is_set()`` cancels; threading.Event fits, so does this."""

    def __init__(self) -> None:
        self._event = threading.Event()

    def set(self) -> None:
        self._event.set()

    def is_set(self) -> bool:
        return self._event.is_set()


ProgressFn = Callable[[IndexProgress], None]

_CHROMA_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{1,60}[A-Za-z0-9]$")


def chroma_name(name: str) -> str:
    """Chroma only allows [A-Za-z0-9._-]{3,512}; other names (Chinese ones) get a stable hash."""
    if _CHROMA_NAME.match(name) and ".." not in name:
        return f"tandem-{name}"
    return "tandem-" + hashlib.sha1(name.encode("utf-8")).hexdigest()[:16]


class DocumentStore:
    """Collections of indexed files with hybrid (vector + BM25) search."""

    def __init__(
        self,
        path: Path | None = None,
        embedder: Embedder | None = None,
        url: str | None = None,
        min_score: float | None = None,
    ) -> None:
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
        self.path.mkdir(parents=True, exist_ok=True)
        self.manifest = Manifest(self.path / "tandem-manifest.sqlite3")
        self._embedder = embedder
        self._client: Any = None
        self._collections: dict[str, Any] = {}
        self._lock = threading.RLock()
        self._executor: ThreadPoolExecutor | None = None

    # ------------------------------------------------------------ lazy parts

    @property
    def embedder(self) -> Embedder:
        if self._embedder is None:
            from app.core.engines.embeddings import UseEmbedder

            self._embedder = UseEmbedder()
        return self._embedder

    def client(self) -> Any:
        """The Chroma client, created on first use (importing chromadb takes about a second)."""
        with self._lock:
            if self._client is None:
                import chromadb
                from chromadb.config import Settings

                settings = Settings(anonymized_telemetry=False, allow_reset=False)
                if self._url:
                    parsed = urlparse(self._url)
                    self._client = chromadb.HttpClient(
                        host=parsed.hostname or "127.0.0.1",
                        port=parsed.port or (443 if parsed.scheme == "https" else 8000),
                        ssl=parsed.scheme == "https",
                        settings=settings,
                    )
                else:
                    self._client = chromadb.PersistentClient(path=str(self.path), settings=settings)
            return self._client

    def chroma_collection(self, record: CollectionRecord) -> Any:
        with self._lock:
            col = self._collections.get(record.name)
            if col is None:
                col = self.client().get_or_create_collection(
                    record.chroma_name,
                    embedding_function=None,
                    metadata={
                        "hnsw:space": "cosine",
                        "tandem_name": record.name,
                        "embedder": record.embedder,
                    },
                )
                self._collections[record.name] = col
            return col

    # ------------------------------------------------------------ collections

    def collections(self) -> list[CollectionInfo]:
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
        label: str,
        roots: Sequence[str] = (),
        watch: bool | None = None,
        embedder_name: str | None = None,
    ) -> CollectionRecord:
        """Create or update a collection's record; a new label is applied to its chunks."""
        if not name.strip():
            raise StoreError("collection name must not be empty")
        if label not in LEVELS:
            raise StoreError(f"label must be one of {', '.join(LEVELS)}, not {label!r}")
        # The embedder's name is recorded without loading the model (tests pass fakes).
        emb_name = embedder_name or (
            self._embedder.name if self._embedder is not None else "use-multilingual-v3"
        )
        with self._lock:
            old = self.manifest.collection(name)
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
                self._relabel(record)
            self.manifest.save_collection(record)
            return record

    def _relabel(self, record: CollectionRecord) -> None:
        col = self.chroma_collection(record)
        got = col.get(include=["metadatas"])
        ids, metas = got["ids"], got["metadatas"] or []
        for i in range(0, len(ids), 1000):
            batch = [{**m, "label": record.label} for m in metas[i : i + 1000]]
            col.update(ids=ids[i : i + 1000], metadatas=batch)

    def set_watch(self, name: str, watch: bool) -> None:
        """Remember whether the app should watch this collection's folders while it runs."""
        with self._lock:
            rec = self.manifest.collection(name)
            if rec is None:
                raise StoreError(f"no collection named {name!r}")
            self.manifest.save_collection(replace(rec, watch=watch))

    def start_watchers(self, **kwargs: Any) -> list[FolderWatcher]:
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

    def delete_collection(self, name: str) -> None:
        with self._lock:
            rec = self.manifest.collection(name)
            if rec is None:
                raise StoreError(f"no collection named {name!r}")
            try:
                self.client().delete_collection(rec.chroma_name)
            except Exception as exc:  # already gone on the server side: the record still goes
                if "does not exist" not in str(exc):
                    raise
            self._collections.pop(name, None)
            self.manifest.delete_collection(name)

    # ------------------------------------------------------------ index and search

    def index(
        self,
        paths: Sequence[str | Path],
        collection: str,
        label: str = "internal",
        progress: ProgressFn | None = None,
        cancel: Any = None,
    ) -> IndexReport:
        """(Re)index files and folders; see :func:`app.core.rag.indexer.index_paths`."""
        from app.core.rag.indexer import index_paths

        with self._lock:
            return index_paths(self, paths, collection, label, progress, cancel)

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

        with self._lock:
            return hybrid_search(self, query, collections, k, diversity, min_score or 0.0)

    # ------------------------------------------------------------ async wrappers

    def _worker(self) -> ThreadPoolExecutor:
        with self._lock:
            if self._executor is None:
                self._executor = ThreadPoolExecutor(1, thread_name_prefix="tandem-chroma")
            return self._executor

    async def aindex(
        self,
        paths: Sequence[str | Path],
        collection: str,
        label: str = "internal",
        progress: ProgressFn | None = None,
        cancel: Any = None,
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
        with self._lock:
            if self._client is not None:
                close_chroma_client(self._client)
                self._client = None
                self._collections.clear()
        self.manifest.close()

    def __enter__(self) -> DocumentStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def close_chroma_client(client: Any) -> None:
    """``Client.close()`` stops Chroma's systems, but an HttpClient's httpx sessions (its own and
    its internal admin client's) stay open in chromadb 1.5; closing them keeps sockets from
    leaking in a long-running app."""
    sessions = [
        getattr(getattr(owner, "_server", None), "_session", None)
        for owner in (client, getattr(client, "_admin_client", None))
    ]
    client.close()
    for session in sessions:
        if session is not None and hasattr(session, "close"):
            session.close()
