"""Re-index a watched collection's changed files within seconds (watchdog).

Editors save in bursts (write temp, rename, touch), so events are collected and flushed after
``debounce_s`` of quiet (or ``max_delay_s`` at the latest); each flush is one ordinary
:meth:`DocumentStore.index` call on the changed paths, which skips files whose content did not
change and removes deleted ones. Nothing here knows about Qt; the UI only starts and stops it.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol, TypedDict

from app.core.rag.loaders import is_supported
from app.core.rag.manifest import Manifest
from app.core.rag.types import IndexReport


class Reindexer(Protocol):
    """What a watcher needs (a :class:`app.core.rag.document_store.DocumentStore` fits): the
    collection's records, where the index lives (never watched), and ``index``."""

    path: Path

    @property
    def manifest(self) -> Manifest: ...

    def index(
        self, paths: Sequence[str | Path], collection: str, label: str | None = "internal"
    ) -> IndexReport: ...


class WatchOptions(TypedDict, total=False):
    """:class:`FolderWatcher`'s timing and callbacks (``DocumentStore.start_watchers``)."""

    debounce_s: float
    max_delay_s: float
    on_report: Callable[[IndexReport], None] | None
    on_error: Callable[[Exception], None] | None


class FolderWatcher:
    """Watches ``roots`` and keeps ``collection`` in step with them until :meth:`stop`."""

    def __init__(
        self,
        store: Reindexer,
        collection: str,
        roots: Sequence[str | Path],
        debounce_s: float = 0.5,
        max_delay_s: float = 3.0,
        on_report: Callable[[IndexReport], None] | None = None,
        on_error: Callable[[Exception], None] | None = None,
    ) -> None:
        self._store = store
        self._collection = collection
        self._roots = [Path(r).expanduser().resolve() for r in roots]
        self._debounce_s = debounce_s
        self._max_delay_s = max_delay_s
        self._on_report = on_report
        self._on_error = on_error
        self._pending: set[str] = set()
        self._first_at = 0.0
        self._last_at = 0.0
        self._cond = threading.Condition()
        self._stopping = False
        self._observer: Any = None
        self._thread: threading.Thread | None = None
        self._ignore = store.path.resolve()

    def start(self) -> None:
        from watchdog.events import FileSystemEvent, FileSystemEventHandler
        from watchdog.observers import Observer

        watcher = self

        class _Handler(FileSystemEventHandler):
            def on_any_event(self, event: FileSystemEvent) -> None:
                if event.is_directory or event.event_type in ("opened", "closed_no_write"):
                    return
                for raw in (event.src_path, getattr(event, "dest_path", "")):
                    if raw:
                        watcher._note(Path(str(raw)).resolve())

        self._observer = Observer()
        for root in self._roots:
            self._observer.schedule(_Handler(), str(root), recursive=True)
        self._observer.start()
        self._thread = threading.Thread(
            target=self._loop, name=f"tandem-watch-{self._collection}", daemon=True
        )
        self._thread.start()

    def _note(self, path: Path) -> None:
        if not is_supported(path) or path.name.startswith("."):
            return
        if path.is_relative_to(self._ignore):
            return  # the index itself may live inside a watched folder
        with self._cond:
            now = time.monotonic()
            if not self._pending:
                self._first_at = now
            self._pending.add(str(path))
            self._last_at = now
            self._cond.notify()

    def _loop(self) -> None:
        while True:
            with self._cond:
                while not self._pending and not self._stopping:
                    self._cond.wait()
                if self._stopping:
                    return
                now = time.monotonic()
                due = min(self._last_at + self._debounce_s, self._first_at + self._max_delay_s)
                if now < due:
                    self._cond.wait(due - now)
                    continue
                batch = sorted(self._pending)
                self._pending.clear()
            self._flush(batch)

    def _flush(self, paths: list[str]) -> None:
        known = self._store.manifest.files(self._collection)
        # A path that vanished and was never indexed (an editor's temp file) is not news.
        paths = [p for p in paths if Path(p).exists() or p in known]
        if not paths:
            return
        try:
            # None: the collection keeps the label it has when the batch is written.
            report = self._store.index(paths, self._collection, None)
        except Exception as exc:  # keep watching; the owner decides how to show it
            if self._on_error is not None:
                self._on_error(exc)
            return
        if self._on_report is not None:
            self._on_report(report)

    def stop(self, timeout: float = 5.0) -> None:
        with self._cond:
            self._stopping = True
            self._cond.notify()
        if self._observer is not None:
            self._observer.stop()
            self._observer.join(timeout)
            self._observer = None
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None

    def __enter__(self) -> FolderWatcher:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()
