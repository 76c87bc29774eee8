"""Incremental, resumable indexing of files and folders into a :class:`DocumentStore`.

The order of writes is what makes a kill harmless:

1. files of a batch are marked ``pending`` in the manifest (committed);
2. their old vectors are deleted from Chroma and the new ones upserted under ids derived from
   (source, chunk index), so writing the same file twice overwrites instead of duplicating;
3. one SQLite transaction writes the lexical rows and marks the files ``done``.

A kill between 1 and 3 leaves files ``pending``: the next run sees their hash is not ``done``,
deletes whatever vectors they have and writes them again. Unchanged files are recognised by
sha256 of their bytes, so nothing is embedded twice and Chroma is not even opened when nothing
changed.
"""

from __future__ import annotations

import functools
import hashlib
import os
import stat
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from app.core.rag.chunking import Chunk, chunk_pages, estimate_tokens, split_sentences
from app.core.rag.lexical import terms
from app.core.rag.loaders import (
    MB,
    TEXT_SUFFIXES,
    LoadError,
    Page,
    is_supported,
    iter_text_pieces,
    load,
)
from app.core.rag.manifest import CollectionRecord, FileRecord, LexicalRow, Manifest
from app.core.rag.scans import reporting
from app.core.rag.types import Cancel, IndexProgress, IndexReport, ProgressFn

if TYPE_CHECKING:
    from contextlib import AbstractContextManager

    import numpy as np
    import numpy.typing as npt

    from app.core.config import IndexLimits
    from app.core.engines.base import Embedder
    from app.core.rag.chroma_client import Collection


class IndexPorts(Protocol):
    """What indexing uses (:class:`app.core.rag.document_store.StorePorts` fits): the manifest,
    the Chroma collections, the embedder, collection records, and the lock that every batch
    holds while it writes (docs/ARCHITECTURE.md §2.3)."""

    @property
    def manifest(self) -> Manifest: ...

    @property
    def embedder(self) -> Embedder: ...

    @property
    def lock(self) -> AbstractContextManager[object]: ...

    def chroma_collection(self, record: CollectionRecord) -> Collection: ...

    def ensure_collection(
        self, name: str, label: str | None, roots: Sequence[str] = (), watch: bool | None = None
    ) -> CollectionRecord: ...

    def delete_collection(self, name: str) -> object: ...


#: Reads and chunks one file: (path, limits) -> chunks; raises LoadError or OSError.
Loader = Callable[[Path, "IndexLimits"], list[Chunk]]

#: Chunks embedded and written per batch: big enough to amortise Chroma calls, small enough
#: that a cancel or kill loses little work.
BATCH_CHUNKS = 256
BATCH_FILES = 64


@dataclass
class _Loaded:
    source: str
    hash: str
    chunks: list[Chunk]
    known: bool  # had a manifest row before: may own vectors that must go first


class NotRegularFile(OSError):
    """A path that is a FIFO, a device, a socket ...: never opened for reading (it may block
    forever, as a FIFO does, or never end, as /dev/zero does)."""


def _kind(mode: int) -> str:
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode):
        return "a character device"
    if stat.S_ISBLK(mode):
        return "a block device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISDIR(mode):
        return "a folder"
    return "not a regular file"


def not_regular_reason(path: Path) -> str | None:
    """Why ``path`` (after following symlinks) is not indexed as a file, or None if it is a
    regular file. A symlink to /dev/zero is a character device here."""
    try:
        st = os.stat(path)
    except OSError as exc:
        return f"cannot read file: {exc.strerror or exc}"
    if stat.S_ISREG(st.st_mode):
        return None
    return f"{_kind(st.st_mode)}: only regular files are indexed"


def file_hash(path: Path) -> str:
    """sha256 of the bytes. Opened non-blocking and checked with fstat first, so a path that
    turned into a FIFO or device since it was listed fails at once instead of hanging."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise NotRegularFile(f"{_kind(mode)}: only regular files are indexed")
        digest = hashlib.sha256()
        with os.fdopen(fd, "rb", closefd=False) as fh:
            for block in iter(lambda: fh.read(1 << 20), b""):
                digest.update(block)
        return digest.hexdigest()
    finally:
        os.close(fd)


def chunk_id(source: str, index: int) -> str:
    return f"{hashlib.sha1(source.encode('utf-8')).hexdigest()[:20]}-{index}"


def embed_text(source: str, chunk: Chunk) -> str:
    """What gets embedded: the file's name carries topic words the chunk may never repeat."""
    stem = Path(source).stem.replace("_", " ").replace("-", " ")
    return f"{stem}\n{chunk.text}"


#: Whether each sentence of a chunk also gets its own vector (see :func:`vector_units`).
SENTENCE_VECTORS = True
#: Sentences per vector: pairs measured best (recall and speed) on mixed en/zh documents.
WINDOW = 2


def vector_units(source: str, chunk: Chunk, seen: set[str], pairs: bool = True) -> list[str]:
    """Texts embedded for one chunk: its sentences in pairs, or the chunk when it is one sentence.

    Why not one vector for the whole chunk: it averages several statements, and across
    languages that average is weak ("How long is the probation period?" scores 0.17 against a
    chunk containing "试用期为三个月。", 0.38 against that sentence). Pairs keep a little
    context, and short texts are also cheaper for the encoder per token than long ones: on the
    shared corpus plus a held-out set this indexed faster than whole chunks and lifted MRR from
    0.89 to 0.97. Every vector points back to its chunk, which is what a hit returns. ``seen``
    skips sentences an overlapping earlier chunk of the same file already embedded.
    """
    whole = [embed_text(source, chunk)]
    if not (SENTENCE_VECTORS and pairs):
        return whole
    sentences = split_sentences(chunk.text)
    if len(sentences) < 2:
        return whole
    stem = Path(source).stem.replace("_", " ").replace("-", " ")
    fresh = [x for x in sentences if x not in seen and estimate_tokens(x) >= MIN_SENTENCE_TOKENS]
    seen.update(fresh)
    units = [f"{stem}\n" + " ".join(fresh[i : i + WINDOW]) for i in range(0, len(fresh), WINDOW)]
    return units or whole


#: Sentences shorter than this (headings, "Done.") carry too little to deserve a vector.
MIN_SENTENCE_TOKENS = 6


def embed_sorted(embedder: Embedder, texts: list[str]) -> npt.NDArray[np.float32]:
    """Embed in order of length, return in input order.

    The embedder pads each batch to its longest text; a chunk batched with its own short
    sentences would make every sentence cost as much as the chunk.
    """
    import numpy as np

    order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
    vectors = embedder.embed([texts[i] for i in order])
    out = np.empty_like(vectors)
    out[np.asarray(order)] = vectors
    return out


@dataclass
class Discovered:
    files: list[Path]
    failed: list[tuple[str, str]]  # explicit paths that fail outright
    skipped: list[tuple[str, str]]  # FIFOs, devices, sockets (also behind symlinks): never read
    roots: list[Path]  # folders scanned


def discover(paths: Sequence[str | Path]) -> Discovered:
    """Regular files to index; everything else is failed (missing, unsupported) or skipped."""
    files: dict[str, Path] = {}
    found = Discovered([], [], [], [])
    for raw in paths:
        path = Path(raw).expanduser().resolve()
        if path.is_dir():
            found.roots.append(path)
            for item, reason in _walk(path):
                if reason is None:
                    files.setdefault(str(item), item)
                else:
                    found.skipped.append((str(item), reason))
        elif not os.path.lexists(path):
            found.failed.append((str(path), "no such file or folder"))
        elif (reason := not_regular_reason(path)) is not None:
            found.skipped.append((str(path), reason))
        elif is_supported(path):
            files.setdefault(str(path), path)
        else:
            found.failed.append((str(path), f"unsupported file type {path.suffix or '(none)'}"))
    found.files = list(files.values())
    return found


def _walk(root: Path) -> Iterator[tuple[Path, str | None]]:
    """Supported files under ``root`` with None, or with the reason they are skipped."""
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith("."))
        for name in sorted(filenames):
            path = Path(dirpath) / name
            if not name.startswith(".") and is_supported(path):
                yield path, not_regular_reason(path)


def index_paths(
    store: IndexPorts,
    paths: Sequence[str | Path],
    collection: str,
    label: str | None,
    progress: ProgressFn | None,
    cancel: Cancel | None,
    loader: Loader | None = None,
) -> IndexReport:
    """``loader`` reads and chunks one file (default: here, in this process;
    :class:`app.core.rag.index_worker.IndexWorker` does it in a child process)."""
    found = discover(paths)
    files, failed_paths, roots = found.files, found.failed, found.roots
    known = store.manifest.files(collection)
    explicit = {str(Path(p).expanduser().resolve()) for p in paths}
    current = {str(f) for f in files}
    removed = [
        s
        for s in known
        if s not in current
        and not Path(s).exists()
        and (s in explicit or any(Path(s).is_relative_to(r) for r in roots))
    ]
    failed_paths = [(p, e) for p, e in failed_paths if p not in set(removed)]
    covered = [str(r) for r in roots] + sorted(p for p in explicit if p in current)
    is_new = store.manifest.collection(collection) is None
    record = store.ensure_collection(collection, label, covered)
    report = _index_files(
        store, record, files, found, failed_paths, removed, known, progress, cancel, loader
    )
    if is_new and not report.indexed and (report.failed or report.skipped) and not report.cancelled:
        # Every file failed: a collection that was never there is not left behind empty.
        store.delete_collection(collection)
    return report


def _index_files(
    store: IndexPorts,
    record: CollectionRecord,
    files: list[Path],
    found: Discovered,
    failed_paths: list[tuple[str, str]],
    removed: list[str],
    known: dict[str, FileRecord],
    progress: ProgressFn | None,
    cancel: Cancel | None,
    loader: Loader | None = None,
) -> IndexReport:

    collection = record.name
    report = IndexReport()
    total = len(files) + len(failed_paths) + len(removed) + len(found.skipped)
    done = 0
    limits = index_limits()

    def emit(path: str, status: str, error: str = "") -> None:
        nonlocal done
        done += 1
        if progress is not None:
            progress(IndexProgress(done, total, path, status, error))

    starts = bool(getattr(progress, "starts", False))

    def reading(path: str) -> None:
        """A file is being read (only for a consumer that asked: types.WithStarts)."""
        if progress is not None and starts:
            progress(IndexProgress(done, total, path, "reading"))

    def within(path: str, fraction: float) -> None:
        """Progress inside one big file (``done`` does not move until it is finished)."""
        if progress is not None:
            progress(IndexProgress(done, total, path, "indexing", "", round(fraction, 4)))

    for bad, error in failed_paths:
        report.failed.append((bad, error))
        emit(bad, "failed", error)
    for odd, reason in found.skipped:
        report.skipped.append((odd, reason))
        emit(odd, "skipped", reason)
    if removed:
        _remove(store, record, removed)
        for s in removed:
            report.removed += 1
            emit(s, "removed")

    batch: list[_Loaded] = []
    batch_failed: list[tuple[str, str, str]] = []
    for path in files:
        if _cancelled(cancel):
            report.cancelled = True
            break
        source = str(path)
        old = known.get(source)
        try:
            digest = file_hash(path)
        except NotRegularFile as exc:
            report.skipped.append((source, str(exc)))
            emit(source, "skipped", str(exc))
            continue
        except OSError as exc:
            report.failed.append((source, f"cannot read file: {exc.strerror or exc}"))
            emit(source, "failed", report.failed[-1][1])
            continue
        if old is not None and old.hash == digest and old.status in ("done", "failed"):
            if old.status == "done":
                report.unchanged += 1
                emit(source, "unchanged")
            else:
                report.failed.append((source, old.error))
                emit(source, "failed", old.error)
            continue
        reading(source)
        try:
            big_text = path.suffix.lower() in TEXT_SUFFIXES and (
                path.stat().st_size > limits.stream_text_mb * MB
            )
            if big_text:
                pieces = iter_text_pieces(path, limits=limits)
                chunks = []
            else:
                # OCR (a scan, a picture) takes seconds a page: its progress is the file's
                with reporting(functools.partial(within, source)):
                    chunks = loader(path, limits) if loader else chunk_pages(load(path, limits))
            if big_text or len(chunks) > BATCH_CHUNKS:
                # Written in batches with its own commits, so a batch of small files must not
                # be open around it (each file's lexical rows stay one range).
                if batch:
                    _flush(store, record, batch, batch_failed, report, emit)
                    batch, batch_failed = [], []
                source_chunks = _stream_chunks(pieces) if big_text else _listed(chunks)
                _index_in_batches(
                    store,
                    record,
                    source,
                    digest,
                    old,
                    source_chunks,
                    report,
                    emit,
                    within,
                    cancel,
                    sentences=not big_text,
                )
                continue
        except OSError as exc:
            batch_failed.append((source, digest, f"cannot read file: {exc.strerror or exc}"))
            report.failed.append((source, batch_failed[-1][2]))
            emit(source, "failed", batch_failed[-1][2])
            store.manifest.commit_files(collection, [], [], failed=[batch_failed.pop()])
            continue
        except LoadError as exc:
            batch_failed.append((source, digest, str(exc)))
            report.failed.append((source, str(exc)))
            if old is None:  # never had vectors: only the manifest needs to know
                store.manifest.commit_files(collection, [], [], failed=[batch_failed.pop()])
                emit(source, "failed", str(exc))
            else:
                batch.append(_Loaded(source, digest, [], True))
            continue
        batch.append(_Loaded(source, digest, chunks, old is not None))
        if sum(len(b.chunks) for b in batch) >= BATCH_CHUNKS or len(batch) >= BATCH_FILES:
            _flush(store, record, batch, batch_failed, report, emit)
            batch, batch_failed = [], []
    if batch and not report.cancelled:
        _flush(store, record, batch, batch_failed, report, emit)
    return report


def _cancelled(cancel: Cancel | None) -> bool:
    return bool(cancel is not None and cancel.is_set())


def index_limits() -> IndexLimits:
    """The ``[index_limits]`` of the settings (the defaults when the file is unreadable: the
    command that opened the store has already said why)."""
    from app.core.config import IndexLimits, SettingsError, load_settings

    try:
        return load_settings().settings.index_limits
    except SettingsError:
        return IndexLimits()


def _listed(chunks: list[Chunk]) -> Iterator[tuple[Chunk, float]]:
    for c in chunks:
        yield c, (c.index + 1) / len(chunks)


def _stream_chunks(pieces: Iterator[tuple[str, float]]) -> Iterator[tuple[Chunk, float]]:
    """Chunks of a big text file piece by piece, numbered across the whole file."""
    index = 0
    for text, fraction in pieces:
        for c in chunk_pages([Page(None, text)]):
            yield Chunk(None, index, c.text), fraction
            index += 1


def _index_in_batches(
    store: IndexPorts,
    record: CollectionRecord,
    source: str,
    digest: str,
    old: FileRecord | None,
    chunks: Iterator[tuple[Chunk, float]],
    report: IndexReport,
    emit: Any,
    within: Any,
    cancel: Cancel | None,
    sentences: bool = True,
) -> None:
    """One big file: embedded and committed ``BATCH_CHUNKS`` at a time (status ``partial``).

    Memory holds one batch, not the file; a kill or cancel keeps every committed batch, and the
    next run with the same content skips the chunks already written (chunk ids are stable).
    A streamed text file (``sentences=False``) gets one vector per chunk: Chroma keeps every
    vector of a collection in memory, and sentence pairs would triple that for a 50 MB file."""
    manifest = store.manifest
    col = store.chroma_collection(record)
    resume = old.chunks if old is not None and old.status == "partial" and old.hash == digest else 0
    if not resume and old is not None:
        col.delete(where={"source": source})
        manifest.commit_files(record.name, [], [], removed=[source])
    seen: set[str] = set()
    batch: list[Chunk] = []
    written = resume
    fraction = 0.0

    def write(final: bool) -> None:
        nonlocal written, batch
        with store.lock:  # per batch: a relabel or a search waits for one batch, not the file
            if batch:
                _add_vectors(store, col, record, source, digest, batch, seen, sentences)
            written += len(batch)
            manifest.append_partial(
                record.name, source, digest, written, _rows(record, source, batch), done=final
            )
        batch = []

    try:
        for chunk, fraction in chunks:
            if chunk.index < resume:
                vector_units(source, chunk, seen, sentences)  # the first run's sentence dedupe
                continue
            batch.append(chunk)
            if len(batch) >= BATCH_CHUNKS:
                write(final=False)
                within(source, fraction)
                if _cancelled(cancel):
                    report.cancelled = True
                    return
        if written == 0 and not batch:
            raise LoadError("no text found")
        write(final=True)
    except LoadError as exc:
        manifest.commit_files(record.name, [], [], failed=[(source, digest, str(exc))])
        col.delete(where={"source": source})
        report.failed.append((source, str(exc)))
        emit(source, "failed", str(exc))
        return
    report.indexed += 1
    report.chunks += written
    emit(source, "indexed")


def _add_vectors(
    store: IndexPorts,
    col: Collection,
    record: CollectionRecord,
    source: str,
    digest: str,
    chunks: list[Chunk],
    seen: set[str],
    sentences: bool = True,
) -> None:
    ids: list[str] = []
    docs: list[str] = []
    to_embed: list[str] = []
    metas: list[dict[str, Any]] = []
    for c in chunks:
        cid = chunk_id(source, c.index)
        meta = {
            "source": source,
            "page": c.page if c.page is not None else 0,
            "chunk": c.index,
            "hash": digest,
            "collection": record.name,
            "label": record.label,
            "parent": cid,
        }
        for n, unit in enumerate(vector_units(source, c, seen, sentences)):
            ids.append(cid if n == 0 else f"{cid}.s{n}")
            docs.append(c.text)
            to_embed.append(unit)
            metas.append(meta)
    vectors = embed_sorted(store.embedder, to_embed)
    # upsert: a resumed batch may hold vectors a killed run wrote after its last commit
    col.upsert(ids=ids, embeddings=vectors, documents=docs, metadatas=metas)


def _rows(record: CollectionRecord, source: str, chunks: list[Chunk]) -> list[LexicalRow]:
    stem = Path(source).stem
    return [
        LexicalRow(
            chunk_id(source, c.index),
            record.name,
            source,
            c.page,
            c.index,
            c.text,
            " ".join(terms(f"{stem}\n{c.text}")),
        )
        for c in chunks
    ]


def _flush(
    store: IndexPorts,
    record: CollectionRecord,
    batch: list[_Loaded],
    failed: list[tuple[str, str, str]],
    report: IndexReport,
    emit: Any,
) -> None:
    """Write one batch holding the store's lock: a relabel, watch switch or search waits for one
    batch, not the run. The label is read afresh, so a relabel during a run reaches every batch
    written after it (the relabel itself rewrote those written before)."""
    with store.lock:
        record = store.manifest.collection(record.name) or record
        _write_batch(store, record, batch, failed, report, emit)


def _write_batch(
    store: IndexPorts,
    record: CollectionRecord,
    batch: list[_Loaded],
    failed: list[tuple[str, str, str]],
    report: IndexReport,
    emit: Any,
) -> None:
    manifest = store.manifest
    manifest.mark_pending(record.name, [(b.source, b.hash) for b in batch])
    col = store.chroma_collection(record)
    stale = [b.source for b in batch if b.known]
    if stale:
        col.delete(where={"source": {"$in": stale}})
    ids: list[str] = []
    docs: list[str] = []
    to_embed: list[str] = []
    metas: list[dict[str, Any]] = []
    rows: list[LexicalRow] = []
    for b in batch:
        seen: set[str] = set()
        for c in b.chunks:
            cid = chunk_id(b.source, c.index)
            meta = {
                "source": b.source,
                "page": c.page if c.page is not None else 0,
                "chunk": c.index,
                "hash": b.hash,
                "collection": record.name,
                "label": record.label,
                "parent": cid,
            }
            for n, unit in enumerate(vector_units(b.source, c, seen)):
                ids.append(cid if n == 0 else f"{cid}.s{n}")
                docs.append(c.text)
                to_embed.append(unit)
                metas.append(meta)
            lexical_text = f"{Path(b.source).stem}\n{c.text}"
            rows.append(
                LexicalRow(
                    cid,
                    record.name,
                    b.source,
                    c.page,
                    c.index,
                    c.text,
                    " ".join(terms(lexical_text)),
                )
            )
    if ids:
        vectors = embed_sorted(store.embedder, to_embed)
        step = 1000
        for i in range(0, len(ids), step):
            part = {
                "ids": ids[i : i + step],
                "embeddings": vectors[i : i + step],
                "documents": docs[i : i + step],
                "metadatas": metas[i : i + step],
            }
            # Every file here either never had vectors or just had them deleted above, so a
            # plain add (about 20% cheaper than upsert) is right; upsert is the safety net
            # for an index someone else touched.
            try:
                col.add(**part)
            except Exception:
                col.upsert(**part)
    done = [(b.source, b.hash, len(b.chunks)) for b in batch if b.chunks]
    manifest.commit_files(record.name, done, rows, failed=failed)
    failed_sources = {f[0]: f[2] for f in failed}
    for b in batch:
        if b.source in failed_sources:
            emit(b.source, "failed", failed_sources[b.source])
        else:
            report.indexed += 1
            report.chunks += len(b.chunks)
            emit(b.source, "indexed")


def _remove(store: IndexPorts, record: CollectionRecord, sources: list[str]) -> None:
    with store.lock:
        col = store.chroma_collection(record)
        for i in range(0, len(sources), 500):
            col.delete(where={"source": {"$in": sources[i : i + 500]}})
        store.manifest.commit_files(record.name, [], [], removed=sources)
