"""One way to open a store's SQLite file: private, WAL, schema, and survived when corrupt.

Every store in the data home (history, traces, audit, chat preferences, the result cache, the
monitor, the index manifest) opens its file through :func:`open_db`:

- **Private.** The folder is created 0700 and the file is created 0600 *before* SQLite opens it;
  SQLite gives the ``-wal`` and ``-shm`` side files the database file's mode, and they are
  tightened again after the first statement (docs/ARCHITECTURE.md §13).
- **WAL** (and ``synchronous=NORMAL`` where asked), then the caller's schema.
- **Corruption survived.** The first open of a file in a process runs ``PRAGMA quick_check``
  (files up to :data:`QUICK_CHECK_MAX_BYTES`; a larger one is checked by reading its schema). A
  file that is not a database, is malformed or truncated is moved aside, never deleted: renamed
  ``<name>.corrupt-<UTC timestamp>`` (with its ``-wal``/``-shm``), named in one line on the
  ``tandem`` logger (stderr for the command line), and a fresh store is started so the request
  is still answered. ``tandem doctor`` lists the files moved aside (:func:`moved_aside`).
"""

from __future__ import annotations

import logging
import os
import sqlite3
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Literal

from app.core.paths import create_private_file, private_db

log = logging.getLogger("tandem")

#: Files up to this size get a full ``quick_check`` on their first open in a process (about
#: 0.05 s for 44 MiB here); a larger one (a big index manifest) only has its schema read.
QUICK_CHECK_MAX_BYTES = 64 * 1024 * 1024

#: The suffix a corrupt store is renamed with, before its UTC timestamp.
CORRUPT_MARK = ".corrupt-"

#: SQLite's primary result codes for a damaged file (SQLITE_CORRUPT, SQLITE_NOTADB).
_DAMAGED_CODES = frozenset({11, 26})

#: Files already checked in this process (stores with one connection per call check once).
_CHECKED: set[str] = set()


def check_again(path: Path) -> None:
    """Check the file ``path`` again on its next open (a test that damages it on purpose)."""
    _CHECKED.discard(str(path))


Setup = Callable[[sqlite3.Connection], None]
_Isolation = Literal["DEFERRED", "EXCLUSIVE", "IMMEDIATE"] | None


class CorruptDatabase(sqlite3.DatabaseError):
    """Raised inside :func:`open_db` when a check finds the file damaged."""


def is_damaged(exc: BaseException) -> bool:
    """Whether ``exc`` says the database file itself is damaged (not locked, not busy)."""
    if isinstance(exc, CorruptDatabase):
        return True
    if not isinstance(exc, sqlite3.DatabaseError) or isinstance(exc, sqlite3.OperationalError):
        return False
    code = getattr(exc, "sqlite_errorcode", None)
    if code is not None:
        return (int(code) & 0xFF) in _DAMAGED_CODES
    text = str(exc).lower()
    return "not a database" in text or "malformed" in text


def open_db(
    path: Path,
    *,
    setup: Setup | str | None = None,
    synchronous_normal: bool = True,
    check_same_thread: bool = False,
    isolation_level: _Isolation = None,
    timeout: float = 10.0,
    row_factory: type | None = None,
) -> sqlite3.Connection:
    """A connection to ``path`` (created private), in WAL mode, with ``setup`` applied.

    ``setup`` is an SQL script or a function of the connection (the store's schema). A damaged
    file is moved aside and a fresh one opened in its place (see the module's docstring).
    """

    def attempt() -> sqlite3.Connection:
        return _open(
            path,
            setup,
            synchronous_normal,
            check_same_thread,
            isolation_level,
            timeout,
            row_factory,
        )

    try:
        return attempt()
    except sqlite3.DatabaseError as exc:
        if not is_damaged(exc):
            raise
        move_aside(path, exc)
    return attempt()


def _open(
    path: Path,
    setup: Setup | str | None,
    synchronous_normal: bool,
    check_same_thread: bool,
    isolation_level: _Isolation,
    timeout: float,
    row_factory: type | None,
) -> sqlite3.Connection:
    create_private(path)
    db = sqlite3.connect(
        path, check_same_thread=check_same_thread, isolation_level=isolation_level, timeout=timeout
    )
    try:
        if row_factory is not None:
            db.row_factory = row_factory
        if str(path) not in _CHECKED:
            _check(db, path)
        db.execute("PRAGMA journal_mode=WAL")
        if synchronous_normal:
            db.execute("PRAGMA synchronous=NORMAL")
        if isinstance(setup, str):
            db.executescript(setup)
        elif setup is not None:
            setup(db)
    except BaseException:
        db.close()
        raise
    _CHECKED.add(str(path))
    private_db(path)  # the -wal and -shm files exist now
    return db


def create_private(path: Path) -> None:
    """The folder (0700 when created) and an empty 0600 file, unless the file exists."""
    create_private_file(path)


def _check(db: sqlite3.Connection, path: Path) -> None:
    try:
        size = path.stat().st_size
    except OSError:
        size = 0
    if size == 0:
        return  # new (SQLite writes it on the first statement)
    if size <= QUICK_CHECK_MAX_BYTES:
        rows = db.execute("PRAGMA quick_check").fetchall()
        if [tuple(r) for r in rows] != [("ok",)]:
            raise CorruptDatabase(f"quick_check: {one_row(rows)}")
    else:
        db.execute("SELECT count(*) FROM sqlite_master").fetchone()


def one_row(rows: list[object]) -> str:
    first = rows[0] if rows else ""
    text = str(first[0] if isinstance(first, tuple | sqlite3.Row) else first)
    return text.replace("\n", " ")[:160]


def move_aside(path: Path, why: BaseException | str) -> Path:
    """Rename a damaged store (and its -wal/-shm) ``<name>.corrupt-<timestamp>``; say so once."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
    target = path.with_name(f"{path.name}{CORRUPT_MARK}{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}{CORRUPT_MARK}{stamp}-{n}")
    for suffix in ("-wal", "-shm"):
        side = path.with_name(path.name + suffix)
        if side.exists():
            os.replace(side, target.with_name(target.name + suffix))
    if path.exists():
        os.replace(path, target)
    _CHECKED.discard(str(path))
    reason = str(why).replace("\n", " ")[:160]
    log.warning(
        "tandem: %s is damaged (%s); moved it aside to %s and started a fresh one",
        path,
        reason,
        target.name,
    )
    return target


def damage(path: Path) -> str:
    """Why ``path`` is not a sound database ("" when it is, or is absent), without changing it:
    a read-only ``quick_check`` (for doctor; the stores check and move aside on open)."""
    if not path.is_file() or path.stat().st_size == 0:
        return ""
    try:
        db = sqlite3.connect(path.resolve().as_uri() + "?mode=ro", uri=True, timeout=2.0)
    except sqlite3.Error as exc:
        return str(exc)
    try:
        rows = db.execute("PRAGMA quick_check").fetchall()
    except sqlite3.DatabaseError as exc:
        return str(exc) if is_damaged(exc) else ""
    finally:
        db.close()
    return "" if [tuple(r) for r in rows] == [("ok",)] else f"quick_check: {one_row(rows)}"


def moved_aside(folder: Path) -> list[Path]:
    """The damaged stores moved aside in ``folder`` (for doctor), oldest first."""
    try:
        found = [
            p
            for p in folder.iterdir()
            if CORRUPT_MARK in p.name and not p.name.endswith(("-wal", "-shm"))
        ]
    except OSError:
        return []
    return sorted(found, key=lambda p: p.name)


class LockedStore:
    """A store's one connection under a lock, opened by :func:`open_db` (private file, WAL,
    ``setup``). Thread-safe as long as subclasses use ``self._db`` only holding ``self._lock``."""

    def __init__(self, path: Path, setup: Setup | str, *, row_factory: type | None = None) -> None:
        self.path = path
        self._lock = threading.RLock()
        self._db = open_db(path, setup=setup, row_factory=row_factory)

    def close(self) -> None:
        with self._lock:
            self._db.close()
