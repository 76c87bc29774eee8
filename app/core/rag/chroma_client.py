"""Opening and closing a Chroma client: the bottom of the document store's chain, imported by
the vectors layer and by the index worker's child alike (so neither imports the other back;
docs/ARCHITECTURE.md §2.3). chromadb is imported on first use."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from app.core.paths import create_private_file, tighten_tree

if TYPE_CHECKING:
    from chromadb.api import ClientAPI

    from app.core.rag.chroma_read import GetResult, QueryResult

__all__ = ["ChromaClient", "Collection", "close_chroma_client", "open_persistent_client"]


class Collection(Protocol):
    """What the store calls on a Chroma collection: chromadb's own, or the index worker's
    ``RemoteCollection`` (rag/index_worker.py). Chroma checks the records' shapes."""

    @property
    def name(self) -> str: ...

    def query(
        self, *, query_embeddings: Sequence[Sequence[float]], n_results: int, include: list[str]
    ) -> QueryResult: ...

    def get(self, *, ids: list[str] = ..., include: list[str] = ...) -> GetResult: ...

    def add(self, **records: object) -> None: ...

    def upsert(self, **records: object) -> None: ...

    def update(self, **records: object) -> None: ...

    def delete(self, **where: object) -> None: ...


class ChromaClient(Protocol):
    """What the store calls on a Chroma client: chromadb's (embedded or a server's), or the
    index worker's ``RemoteClient``."""

    def get_or_create_collection(
        self,
        name: str,
        embedding_function: None = None,
        metadata: dict[str, object] | None = None,
    ) -> Collection: ...

    def delete_collection(self, name: str) -> None: ...

    def close(self) -> None: ...


class _Closable(Protocol):
    def close(self) -> None: ...


def open_persistent_client(path: Path) -> ClientAPI:
    """The embedded client over ``path`` (in this process, or in the index worker's)."""
    import chromadb
    from chromadb.config import Settings

    # Chroma's own SQLite file, created 0600 before Chroma opens it: SQLite keeps the mode and
    # gives its -wal/-shm/-journal files the same one (its segment files are tightened after
    # each write, document_store.py).
    create_private_file(path / "chroma.sqlite3")
    client = chromadb.PersistentClient(
        path=str(path), settings=Settings(anonymized_telemetry=False, allow_reset=False)
    )
    tighten_tree(path)  # chroma.sqlite3 is created 0644 (paths.py)
    return client


def close_chroma_client(client: _Closable) -> None:
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
