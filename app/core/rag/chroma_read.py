"""A search-only way into the embedded Chroma index, through chromadb's native core.

``import chromadb`` costs 0.6-0.8 s of GIL-bound imports on 2 cores (pydantic models, the
OpenTelemetry and gRPC exporters, every bundled embedding function's schemas, the HTTP and
async clients), none of which a query of an embedded index runs: chromadb's own client hands
each query to ``chromadb_rust_bindings.Bindings``, which imports in ~25 ms. A cold
``tandem ask --collection`` needs nothing else (docs/ARCHITECTURE.md §2.3).

:class:`ChromaReader` opens those bindings over the same files, exactly as chromadb's
``RustBindingsAPI`` does, with migrations only validated (never applied), and answers the two
calls retrieval makes: the nearest vector ids with their distances, and documents by id. It is
only used while this process has not opened the full client (which writes), for the chromadb
versions below: :func:`open_reader` returns None otherwise, and any error on the way makes the
caller use the full client instead. tests/unit/test_rag_chroma_read.py checks its answers
against chromadb's client on the same index.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol, TypedDict


class QueryResult(TypedDict, total=False):
    """What a query returns (chromadb's ``QueryResult`` keys that retrieval asks for): per query
    embedding, the nearest vector ids and their cosine distances."""

    ids: list[list[str]]
    distances: list[list[float]]


class GetResult(TypedDict, total=False):
    """What a lookup by id returns (chromadb's ``GetResult`` keys that retrieval asks for)."""

    ids: list[str]
    documents: list[str]
    metadatas: list[dict[str, str | int | float | bool | None]]


class SearchCollection(Protocol):
    """What a search calls on a collection: chromadb's own, the worker's ``RemoteCollection``
    or a :class:`ReaderCollection`."""

    def query(
        self, *, query_embeddings: Sequence[Sequence[float]], n_results: int, include: list[str]
    ) -> QueryResult: ...

    def get(self, *, ids: list[str], include: list[str]) -> GetResult: ...


#: chromadb versions whose bindings this was written and tested against (``Bindings`` calls
#: take positional arguments that a release may reorder): others use the full client.
SUPPORTED_VERSIONS = ("1.5.",)
TENANT = "default_tenant"
DATABASE = "default_database"


class ChromaReader:
    """Queries and id lookups of an embedded Chroma index, without chromadb's Python client."""

    def __init__(self, path: Path) -> None:
        self.version = installed_version()
        if not self.version.startswith(SUPPORTED_VERSIONS):
            raise RuntimeError(f"chromadb {self.version} is not one the reader knows")
        import chromadb_rust_bindings as rb

        config = rb.SqliteDBConfig(
            hash_type=rb.MigrationHash.MD5,  # chromadb's default (Settings.migrations_hash_algorithm)
            migration_mode=rb.MigrationMode.Validate,
            url=str(path / "chroma.sqlite3"),
        )
        self._bindings: Any = rb.Bindings(
            allow_reset=False,
            sqlite_db_config=config,
            persist_path=str(path),
            hnsw_cache_size=_hnsw_cache_size(),
        )
        self._ids: dict[str, str] = {}

    def _collection_id(self, chroma_name: str) -> str:
        cid = self._ids.get(chroma_name)
        if cid is None:
            cid = self._ids[chroma_name] = str(
                self._bindings.get_collection(chroma_name, TENANT, DATABASE).id
            )
        return cid

    def query(self, chroma_name: str, vector: Sequence[float], n_results: int) -> QueryResult:
        """``collection.query(query_embeddings=[vector], n_results=n, include=["distances"])``."""
        res = self._bindings.query(
            self._collection_id(chroma_name),
            None,
            [vector],
            n_results,
            None,
            None,
            ["distances"],
            TENANT,
            DATABASE,
        )
        return {"ids": res.ids, "distances": res.distances}

    def get(self, chroma_name: str, ids: Sequence[str], include: Sequence[str]) -> GetResult:
        """``collection.get(ids=ids, include=include)`` (documents and metadatas)."""
        res = self._bindings.get(
            self._collection_id(chroma_name),
            list(ids),
            None,
            None,
            0,
            None,
            list(include),
            TENANT,
            DATABASE,
        )
        return {"ids": res.ids, "documents": res.documents, "metadatas": res.metadatas}

    def close(self) -> None:
        self._bindings = None
        self._ids.clear()


class ReaderCollection:
    """One collection through a :class:`ChromaReader`, with the two methods of a chromadb
    ``Collection`` that retrieval calls (same arguments, same result shapes). Should the reader
    fail, ``fallback()`` gives the full client's collection, which answers instead."""

    def __init__(
        self, reader: ChromaReader, chroma_name: str, fallback: Callable[[], SearchCollection]
    ) -> None:
        self._reader = reader
        self._name = chroma_name
        self._fallback = fallback

    def query(
        self, query_embeddings: Sequence[Sequence[float]], n_results: int, include: Sequence[str]
    ) -> QueryResult:
        if list(include) == ["distances"] and len(query_embeddings) == 1:
            try:
                return self._reader.query(self._name, query_embeddings[0], n_results)
            except Exception:
                pass  # the full client answers, and every search after this one
        return self._fallback().query(
            query_embeddings=query_embeddings, n_results=n_results, include=list(include)
        )

    def get(self, ids: Sequence[str], include: Sequence[str]) -> GetResult:
        try:
            return self._reader.get(self._name, ids, include)
        except Exception:
            return self._fallback().get(ids=list(ids), include=list(include))


def open_reader(path: Path) -> ChromaReader | None:
    """A reader over the embedded index at ``path``, or None: no index there yet, a chromadb
    this reader does not know, or bindings that would not open (the full client then)."""
    if not (path / "chroma.sqlite3").is_file():
        return None
    with contextlib.suppress(Exception):
        return ChromaReader(path)
    return None


def installed_version() -> str:
    """The installed chromadb release, without importing it (``Bindings.get_version()`` does)
    or importlib.metadata (~30 ms): the name of its ``.dist-info`` folder beside the package,
    else the metadata."""
    from importlib.util import find_spec

    spec = find_spec("chromadb")
    if spec is not None and spec.origin:
        site = Path(spec.origin).parent.parent
        found = sorted(site.glob("chromadb-*.dist-info"))
        if len(found) == 1:
            return found[0].name[len("chromadb-") : -len(".dist-info")]
    from importlib.metadata import version

    return version("chromadb")


def _hnsw_cache_size() -> int:
    """As chromadb computes it: the open-file limit over the 5 files of an HNSW index."""
    try:
        import resource

        return int(resource.getrlimit(resource.RLIMIT_NOFILE)[0]) // 5
    except (ImportError, OSError, ValueError):  # Windows has no resource module
        return 512 // 5


__all__ = ["ChromaReader", "ReaderCollection", "open_reader"]
