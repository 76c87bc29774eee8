"""Indexing's heavy lifting in a child process, so the window's event loop never waits for it.

Why a process: measured in the window (bench/bench_gui.py), indexing stalled the event loop by
up to 44 ms. Threads do not help: the USE encoder is numpy plus a pure-Python tokenizer, and
the loaders (pdf, docx, html) are Python too; between them they hold the GIL for tens of
milliseconds at a time. The child does exactly those parts: it reads and chunks each file and
embeds texts. Everything that writes stays in the parent, on the store's worker thread, under
the store's lock: the manifest, the Chroma upserts, progress and cancel (one writer, the same
crash-safe order of writes, docs/ARCHITECTURE.md §2.3).

A file that kills the child (a parser crash, the OOM killer) is reported as failed with the exit
code, a fresh child is started and the rest of the folder indexes. The child is started on
first use, with ``python -m app.core.rag.index_worker`` (not multiprocessing's spawn, which would
re-run ``python -m app``'s entry point), and reached over an authenticated local socket; it
stops when the store closes or after IDLE_S without work, giving its memory back.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import threading
from collections.abc import Callable, Sequence
from multiprocessing.connection import Connection
from pathlib import Path
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from app.core.rag.loaders import LoadError
from app.core.rag.scans import LazyOcr, reporting, using
from app.core.rag.scans import report as report_read

if TYPE_CHECKING:
    from app.core.config import IndexLimits
    from app.core.engines.base import Embedder
    from app.core.rag.chroma_read import GetResult, QueryResult
    from app.core.rag.chunking import Chunk

#: The child stops after this long without a request (it holds the encoder's ~100 MB).
IDLE_S = 60.0
#: How often a waiting parent checks that the child is still alive.
POLL_S = 0.05


class WorkerCrashed(RuntimeError):
    """The child died while working on a request."""

    def __init__(self, code: int | None) -> None:
        super().__init__(f"the indexing worker process died (exit code {code})")
        self.code = code


def load_chunks(path: Path, limits: IndexLimits) -> list[Chunk]:
    """What the child does for one file: read, decode and chunk it."""
    from app.core.rag.chunking import chunk_pages
    from app.core.rag.loaders import load

    return chunk_pages(load(path, limits))


def embedder_factory(embedder: object) -> Callable[[], Embedder] | None:
    """How the child builds the same embedder as ``embedder`` (None: it cannot)."""
    import functools
    import pickle

    from app.core.engines.embeddings import LlamaCppEmbedder, UseEmbedder, make_embedder

    if embedder is None or isinstance(embedder, UseEmbedder):
        return functools.partial(make_embedder, "")
    if isinstance(embedder, LlamaCppEmbedder):
        return functools.partial(make_embedder, str(embedder.model_path))
    try:  # a plain object (the tests' fakes): the child gets a copy
        pickle.dumps(embedder)
    except Exception:
        return None
    return functools.partial(_same, embedder)


def _same(obj: Any) -> Any:
    return obj


class IndexWorker:
    """The parent's handle on the child: ``load_chunks`` and ``embed`` block until it answers.

    Used from one thread at a time (the store's index run); not thread-safe beyond that.
    """

    def __init__(
        self,
        make_embedder: Callable[[], Embedder] | None,
        load_fn: Callable[[Path, IndexLimits], list[Chunk]] = load_chunks,
        idle_s: float = IDLE_S,
    ) -> None:
        self._make_embedder = make_embedder
        self._load_fn = load_fn
        self._idle_s = idle_s
        self._proc: subprocess.Popen[bytes] | None = None
        self._conn: Connection | None = None
        self._lock = threading.Lock()
        self._idle: threading.Timer | None = None
        self.starts = 0  # children started so far (a crash starts another)
        #: Chroma lives in the child once a store asked for it: the child then stays up
        #: when idle (dropping only its encoder), so a search never waits for a fresh child.
        self._holds_chroma = False

    @property
    def can_embed(self) -> bool:
        return self._make_embedder is not None

    def chroma(
        self,
        path: str,
        collection: tuple[str, dict[str, object] | None] | None,
        method: str,
        kwargs: dict[str, object],
    ) -> object:
        """``method(**kwargs)`` on the child's Chroma client (``collection`` None) or on one of
        its collections (``(name, metadata)``); Chroma's errors come back as RuntimeError with
        Chroma's message."""
        self._holds_chroma = True
        try:
            return self._call("chroma", path, collection, method, kwargs)
        except WorkerCrashed as exc:
            raise RuntimeError(str(exc)) from exc

    # ------------------------------------------------------------ the requests

    def load_chunks(self, path: Path, limits: IndexLimits) -> list[Chunk]:
        """The file's chunks; a LoadError or OSError raised in the child is raised here, and a
        file that kills the child fails with a LoadError naming the exit code."""
        try:
            return self._call("load", str(path), limits)  # type: ignore[no-any-return]
        except WorkerCrashed as exc:
            raise LoadError(f"the file crashed the indexing worker (exit code {exc.code})") from exc

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        """Vectors for ``texts``; a crash is retried once in a fresh child."""
        try:
            return self._call("embed", list(texts))  # type: ignore[no-any-return]
        except WorkerCrashed:
            return self._call("embed", list(texts))  # type: ignore[no-any-return]

    def _call(self, op: str, *args: Any) -> Any:
        with self._lock:
            if self._idle is not None:
                self._idle.cancel()
                self._idle = None
            conn, proc = self._ensure()
            try:
                conn.send((op, *args))
                while True:
                    while not conn.poll(POLL_S):
                        if proc.poll() is not None:
                            raise WorkerCrashed(proc.returncode)
                    reply = conn.recv()
                    if reply[0] != "progress":
                        break
                    report_read(reply[1])  # OCR of a scan, page by page (rag/scans.py)
            except (EOFError, OSError) as exc:
                code = proc.wait(timeout=5) if proc.poll() is None else proc.returncode
                self._reset()
                raise WorkerCrashed(code) from exc
            except WorkerCrashed:
                self._reset()
                raise
            if op != "drop_embedder":
                self._schedule_idle_stop()
        if reply[0] == "ok":
            return reply[1]
        _, kind, detail = reply
        if kind == "LoadError":
            raise LoadError(detail)
        if kind == "OSError":
            errno, strerror, text = detail
            raise OSError(errno, strerror) if strerror else OSError(text)
        raise RuntimeError(f"indexing worker: {kind}: {detail}")

    # ------------------------------------------------------------ the child's life

    def _ensure(self) -> tuple[Connection, subprocess.Popen[bytes]]:
        if self._conn is not None and self._proc is not None and self._proc.poll() is None:
            return self._conn, self._proc
        self._reset()
        from app.core.engines.child import spawn

        proc, conn = spawn("app.core.rag.index_worker", what="indexing worker")
        conn.send(("init", self._make_embedder, self._load_fn))
        self._conn, self._proc = conn, proc
        self.starts += 1
        return conn, proc

    def _reset(self) -> None:
        if self._conn is not None:
            self._conn.close()
        if self._proc is not None and self._proc.poll() is None:
            self._proc.kill()
            self._proc.wait()
        self._conn = self._proc = None

    def _idle_stop(self) -> None:
        if not self._holds_chroma:
            self.close()
            return
        with contextlib.suppress(Exception):
            self._call("drop_embedder")

    def _schedule_idle_stop(self) -> None:
        if self._idle_s > 0:
            self._idle = threading.Timer(self._idle_s, self._idle_stop)
            self._idle.daemon = True
            self._idle.start()

    @property
    def running(self) -> bool:
        return self._proc is not None and self._proc.poll() is None

    def close(self) -> None:
        """Stop the child (it exits when asked, or is killed after a few seconds)."""
        with self._lock:
            if self._idle is not None:
                self._idle.cancel()
                self._idle = None
            conn, proc = self._conn, self._proc
            self._conn = self._proc = None
        if conn is not None:
            with contextlib.suppress(OSError):
                conn.send(("stop",))
            conn.close()
        if proc is not None:
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


class WorkerEmbedder:
    """An :class:`~app.core.engines.base.Embedder` whose ``embed`` runs in the worker: what the
    indexer embeds with when the store indexes through a worker."""

    def __init__(self, worker: IndexWorker, name: str, dim: int = 512) -> None:
        self._worker = worker
        self._name = name
        self._dim = dim

    @property
    def name(self) -> str:
        return self._name

    @property
    def dim(self) -> int:
        return self._dim

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        if not texts:
            return np.zeros((0, self._dim), dtype=np.float32)
        return self._worker.embed(texts)


class RemoteClient:
    """The part of a Chroma client ``ChromaVectors`` (rag/vectors.py) uses, served by
    the worker's Chroma: the window's process then never runs Chroma's Rust code, which holds
    the GIL for 20-45 ms per batch write (measured: bench/bench_gui.py)."""

    def __init__(self, worker: IndexWorker, path: Path) -> None:
        self._worker = worker
        self._path = str(path)

    def get_or_create_collection(
        self,
        name: str,
        embedding_function: None = None,
        metadata: dict[str, object] | None = None,
    ) -> RemoteCollection:
        self._worker.chroma(self._path, (name, metadata), "count", {})  # create it now
        return RemoteCollection(self._worker, self._path, name, metadata)

    def delete_collection(self, name: str) -> None:
        self._worker.chroma(self._path, None, "delete_collection", {"name": name})

    def close(self) -> None:
        if self._worker.running:
            self._worker.chroma(self._path, None, "close", {})


class RemoteCollection:
    """A Chroma collection in the worker: the calls the indexer and retrieval make."""

    def __init__(
        self, worker: IndexWorker, path: str, name: str, metadata: dict[str, object] | None
    ) -> None:
        self._worker = worker
        self._path = path
        self._key = (name, metadata)
        self.name = name

    def _do(self, method: str, kwargs: dict[str, object]) -> Any:
        return self._worker.chroma(self._path, self._key, method, kwargs)

    def query(self, **kwargs: object) -> QueryResult:
        result: QueryResult = self._do("query", kwargs)  # chromadb's, as a dict (pickled)
        return result

    def get(self, **kwargs: object) -> GetResult:
        result: GetResult = self._do("get", kwargs)
        return result

    def add(self, **kwargs: object) -> None:
        self._do("add", kwargs)

    def upsert(self, **kwargs: object) -> None:
        self._do("upsert", kwargs)

    def update(self, **kwargs: object) -> None:
        self._do("update", kwargs)

    def delete(self, **kwargs: object) -> None:
        self._do("delete", kwargs)

    def count(self) -> int:
        return int(self._do("count", {}))


# ---------------------------------------------------------------- the child


class _ChildChroma:
    """The child's Chroma: one PersistentClient per store path, its collections cached."""

    def __init__(self) -> None:
        self.clients: dict[str, Any] = {}
        self.cols: dict[tuple[str, str], Any] = {}

    def call(self, path: str, collection: Any, method: str, kwargs: dict[str, Any]) -> Any:
        from app.core.rag.chroma_client import close_chroma_client, open_persistent_client

        client: Any = self.clients.get(path)  # chromadb's Client (ClientAPI declares no close)
        if client is None:
            client = self.clients[path] = open_persistent_client(Path(path))
        if collection is None:
            if method == "close":
                self.clients.pop(path, None)
                self.cols = {k: v for k, v in self.cols.items() if k[0] != path}
                close_chroma_client(client)
                return None
            if method == "delete_collection":
                self.cols.pop((path, kwargs["name"]), None)
            return getattr(client, method)(**kwargs)
        name, metadata = collection
        col = self.cols.get((path, name))
        if col is None:
            col = client.get_or_create_collection(name, embedding_function=None, metadata=metadata)
            self.cols[(path, name)] = col
        result = getattr(col, method)(**kwargs)
        return dict(result) if isinstance(result, dict) else result


def _serve(conn: Connection) -> None:
    make_embedder: Callable[[], Any] | None = None
    load_fn: Callable[[Path, Any], Any] = load_chunks
    embedder: Any = None
    chroma = _ChildChroma()
    ocr = LazyOcr()  # this process's (the parent's engine cannot be shared across processes)
    while True:
        try:
            msg = conn.recv()
        except (EOFError, OSError):
            return  # the parent went away
        op = msg[0]
        if op == "stop":
            return
        if op == "init":
            make_embedder, load_fn = msg[1], msg[2]
            continue
        if op == "drop_embedder":
            embedder = None
            ocr.release()  # the OCR models too, when the child idles holding Chroma
            conn.send(("ok", None))
            continue
        try:
            if op == "load":
                with using(ocr.engine), reporting(lambda f: conn.send(("progress", f))):
                    value: Any = load_fn(Path(msg[1]), msg[2])
            elif op == "chroma":
                value = chroma.call(*msg[1:])
            elif op == "embed":
                if embedder is None:
                    if make_embedder is None:
                        raise RuntimeError("this worker has no embedder")
                    embedder = make_embedder()
                value = np.asarray(embedder.embed(msg[1]), dtype=np.float32)
            else:
                raise ValueError(f"unknown request {op!r}")
            conn.send(("ok", value))
        except LoadError as exc:
            conn.send(("err", "LoadError", str(exc)))
        except OSError as exc:
            conn.send(("err", "OSError", (exc.errno, exc.strerror, str(exc))))
        except Exception as exc:
            conn.send(("err", type(exc).__name__, str(exc)))


#: The child's scheduling niceness: on two cores its encoder threads must not delay the
#: window's thread when it wakes for its next frame (measured: bench/bench_gui.py).
CHILD_NICE = 10


def main() -> int:
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(CHILD_NICE)

    from app.core.engines.child import connect_to_parent

    with connect_to_parent() as conn:
        _serve(conn)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
