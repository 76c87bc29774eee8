"""What the document index hands out: hits, progress, reports, collection summaries, cancel
tokens and its one error type. No I/O and no imports beyond the standard library, so every
part of the chain (indexer, retrieval, watcher, the store, the UI) can speak them.
See docs/ARCHITECTURE.md §2.3.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol


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
    """One file finished: ``status`` is indexed, unchanged, failed, removed or skipped (not a
    regular file: a FIFO, a device, a socket); or ``indexing`` with ``fraction``, a big file's
    progress while it is written in batches; or, for a consumer that asks for it
    (:class:`WithStarts`), ``reading``: the file (``done`` files before it) is being read."""

    done: int
    total: int
    path: str
    status: str
    error: str = ""
    fraction: float | None = None  # within one big file (status "indexing"), 0..1


@dataclass
class IndexReport:
    indexed: int = 0
    unchanged: int = 0
    failed: list[tuple[str, str]] = field(default_factory=list)
    removed: int = 0
    skipped: list[tuple[str, str]] = field(default_factory=list)
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


class Cancel(Protocol):
    """What stops an indexing run: ``threading.Event`` and :class:`CancelToken` fit."""

    def is_set(self) -> bool: ...


class CancelToken:
    """Anything with ``is_set()`` cancels; threading.Event fits, so does this."""

    def __init__(self) -> None:
        self._event = threading.Event()

    def set(self) -> None:
        self._event.set()

    def is_set(self) -> bool:
        return self._event.is_set()


ProgressFn = Callable[[IndexProgress], None]


class WithStarts:
    """A progress callback that also hears when each file starts (status ``reading``), so a
    window can show the total and the file at hand from the start instead of once a batch of
    files is written (issue 30, item 13). Plain callbacks hear only finished files."""

    starts = True

    def __init__(self, fn: ProgressFn) -> None:
        self.fn = fn

    def __call__(self, p: IndexProgress) -> None:
        self.fn(p)
