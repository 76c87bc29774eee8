"""The vector half of the index: the Chroma client (embedded in the data home, or a Chroma
server by URL) and a cache of its collections. Tandem's own embedder makes every vector, so
Chroma's default embedding function and its model downloader are never used.

Not thread-safe on purpose: the document store's lock serialises every call into Chroma
(docs/ARCHITECTURE.md §2.3). chromadb is imported on first use (about a second).
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal
from urllib.parse import urlparse

from app.core.rag.chroma_client import close_chroma_client, open_persistent_client
from app.core.rag.manifest import CollectionRecord

if TYPE_CHECKING:
    from app.core.rag.chroma_client import ChromaClient, Collection
    from app.core.rag.chroma_read import ChromaReader, SearchCollection
    from app.core.rag.index_worker import IndexWorker

_CHROMA_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{1,60}[A-Za-z0-9]$")


def chroma_name(name: str) -> str:
    """Chroma only allows [A-Za-z0-9._-]{3,512}; other names (Chinese ones) get a stable hash."""
    if _CHROMA_NAME.match(name) and ".." not in name:
        return f"tandem-{name}"
    return "tandem-" + hashlib.sha1(name.encode("utf-8")).hexdigest()[:16]


class ChromaVectors:
    """A Chroma client, created on first use, and one collection object per Tandem collection."""

    def __init__(
        self,
        path: Path,
        url: str | None = None,
        remote: Callable[[], IndexWorker] | None = None,
        changes: Callable[[], object] | None = None,
    ) -> None:
        """``remote``: returns the :class:`~app.core.rag.index_worker.IndexWorker` whose
        process holds the embedded client instead of this one (a URL's client stays here).
        ``changes``: a value that changes when someone else wrote the index (the manifest's
        ``data_version``): the reader then reopens, so it sees their vectors."""
        self.path = path
        self.url = url or None
        self._remote = remote
        self._changes = changes
        self._reader_seen: object = None
        self._client: Any = None
        self._collections: dict[str, Collection] = {}
        #: The search-only reader (:mod:`app.core.rag.chroma_read`) while no full client is
        #: open here; False once it failed or does not apply.
        self._reader: ChromaReader | Literal[False] | None = None

    def search_collection(self, record: CollectionRecord) -> SearchCollection:
        """What a search queries: the read-only reader's view of the collection when this
        process has not opened the full client (no chromadb import at all), else the client's
        collection. The reader's answers equal the client's (docs/ARCHITECTURE.md §2.3)."""
        reader = self.reader()
        if reader is not None:
            from app.core.rag.chroma_read import ReaderCollection

            def fallback() -> SearchCollection:
                self.drop_reader()
                full: SearchCollection = self.collection(record)
                return full

            return ReaderCollection(reader, record.chroma_name, fallback)
        col: SearchCollection = self.collection(record)  # chromadb's, or the worker's
        return col

    def reader(self) -> ChromaReader | None:
        """The search-only reader, opened on first use; None for a Chroma server, an index
        in the worker process, once the full client is open, or when it cannot open."""
        seen = self._changes() if self._changes is not None else None
        if self._reader and seen != self._reader_seen:
            # Another store or process wrote since: a reader keeps the vector index it loaded
            # (so does chromadb's client), a fresh one reads theirs too.
            self._reader.close()
            self._reader = None
        if self._reader is None:
            if self.url or self._remote is not None or self._client is not None:
                self._reader = False
            else:
                from app.core.rag.chroma_read import open_reader

                self._reader = open_reader(self.path) or False
                self._reader_seen = seen
        return self._reader or None

    def drop_reader(self) -> None:
        """Stop using the reader (it failed): searches use the full client from now on."""
        if self._reader:
            self._reader.close()
        self._reader = False

    def client(self) -> ChromaClient:
        if self._reader is not None:
            # The full client writes; the reader's view would lag behind its writes.
            self.drop_reader()
        if self._client is None and self._remote is not None and not self.url:
            from app.core.rag.index_worker import RemoteClient

            self._client = RemoteClient(self._remote(), self.path)  # chromadb not even imported
        if self._client is None:
            import chromadb
            from chromadb.config import Settings

            settings = Settings(anonymized_telemetry=False, allow_reset=False)
            if self.url:
                parsed = urlparse(self.url)
                self._client = chromadb.HttpClient(
                    host=parsed.hostname or "127.0.0.1",
                    port=parsed.port or (443 if parsed.scheme == "https" else 8000),
                    ssl=parsed.scheme == "https",
                    settings=settings,
                )
            else:
                self._client = open_persistent_client(self.path)
        client: ChromaClient = self._client  # chromadb's, or the worker's
        return client

    def collection(self, record: CollectionRecord) -> Collection:
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

    def relabel(self, record: CollectionRecord) -> None:
        """Give every chunk of the collection ``record.label`` (1000 chunks per update)."""
        col = self.collection(record)
        got = col.get(include=["metadatas"])
        ids, metas = got["ids"], got["metadatas"] or []
        for i in range(0, len(ids), 1000):
            batch = [{**m, "label": record.label} for m in metas[i : i + 1000]]
            col.update(ids=ids[i : i + 1000], metadatas=batch)

    def delete(self, record: CollectionRecord) -> None:
        try:
            self.client().delete_collection(record.chroma_name)
        except Exception as exc:  # already gone on the server side: the record still goes
            if "does not exist" not in str(exc):
                raise
        self._collections.pop(record.name, None)

    def close(self) -> None:
        if self._reader:
            self._reader.close()
        self._reader = None
        if self._client is not None:
            close_chroma_client(self._client)
            self._client = None
            self._collections.clear()
