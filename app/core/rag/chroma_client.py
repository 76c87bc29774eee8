"""Opening and closing a Chroma client: the bottom of the document store's chain, imported by
the vectors layer and by the index worker's child alike (so neither imports the other back;
docs/ARCHITECTURE.md §2.3). chromadb is imported on first use."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from app.core.paths import create_private_file, tighten_tree

__all__ = ["close_chroma_client", "open_persistent_client"]


def open_persistent_client(path: Path) -> Any:
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
