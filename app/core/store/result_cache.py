"""The result cache: finished answers to light requests, by a key of everything that shaped them.

The pipeline (``app.core.pipeline.cache``) decides *what* may be stored and builds the key (the
normalised question, the conversation context, the document versions, the models, the mode);
this module only keeps entries: SQLite (WAL) in the data home, 0600 like the other stores
(docs/ARCHITECTURE.md §13), bounded by count (least recently used goes first) and by age.

Invalidation is explicit, not only by key: each entry records the model fingerprint and the
document version of every collection it was answered from, and :meth:`ResultCache.observe`
deletes the entries that a changed model or a changed collection made stale, so an answer
derived from a deleted or re-indexed document does not linger on disk until it expires.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.core.paths import db_path
from app.core.sqlite_file import LockedStore

DEFAULT_MAX_ENTRIES = 500
DEFAULT_TTL_S = 7 * 24 * 3600.0

_SCHEMA = """
CREATE TABLE IF NOT EXISTS entries (
    key TEXT PRIMARY KEY,
    created_at REAL NOT NULL,
    used_at REAL NOT NULL,
    model TEXT NOT NULL,
    data TEXT NOT NULL,
    hits INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS entries_used ON entries(used_at);
CREATE TABLE IF NOT EXISTS entry_docs (
    key TEXT NOT NULL,
    collection TEXT NOT NULL,
    version TEXT NOT NULL,
    PRIMARY KEY (key, collection)
);
CREATE INDEX IF NOT EXISTS entry_docs_collection ON entry_docs(collection);
CREATE TABLE IF NOT EXISTS meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
"""


@dataclass(frozen=True)
class CachedAnswer:
    """One stored answer: what the final event needs, and where it came from."""

    text: str
    source: str  # local | cloud: the engine whose answer this was
    level: str = "public"
    citations: list[dict[str, Any]] = field(default_factory=list)
    hits: list[dict[str, Any]] = field(default_factory=list)  # the trace's retrieval records
    request_id: str = ""  # the request that produced it
    created_at: float = 0.0
    hit_count: int = 0

    def to_json(self) -> str:
        return json.dumps(
            {
                "text": self.text,
                "source": self.source,
                "level": self.level,
                "citations": self.citations,
                "hits": self.hits,
                "request_id": self.request_id,
            },
            ensure_ascii=False,
        )

    @classmethod
    def from_row(cls, data: str, created_at: float, hits: int) -> CachedAnswer:
        d = json.loads(data)
        return cls(
            text=str(d.get("text") or ""),
            source=str(d.get("source") or "local"),
            level=str(d.get("level") or "public"),
            citations=[c for c in d.get("citations") or [] if isinstance(c, dict)],
            hits=[h for h in d.get("hits") or [] if isinstance(h, dict)],
            request_id=str(d.get("request_id") or ""),
            created_at=float(created_at),
            hit_count=int(hits),
        )


class ResultCache(LockedStore):
    """Thread-safe: one connection under a lock, every write one short transaction."""

    def __init__(
        self,
        path: Path | None = None,
        *,
        max_entries: int = DEFAULT_MAX_ENTRIES,
        ttl_s: float = DEFAULT_TTL_S,
        clock: Callable[[], float] = time.time,
    ) -> None:
        super().__init__(path or db_path("result_cache"), _SCHEMA)
        self.max_entries = max(1, int(max_entries))
        self.ttl_s = float(ttl_s)
        self.clock = clock

    # ------------------------------------------------------------ entries

    def get(self, key: str) -> CachedAnswer | None:
        """The entry under ``key`` (and it becomes the most recently used), or None; an
        expired entry is deleted, not returned."""
        now = self.clock()
        with self._lock:
            row = self._db.execute(
                "SELECT data, created_at, hits FROM entries WHERE key = ?", (key,)
            ).fetchone()
            if row is None:
                return None
            if now - float(row[1]) > self.ttl_s:
                self._delete(key)
                return None
            self._db.execute(
                "UPDATE entries SET used_at = ?, hits = hits + 1 WHERE key = ?", (now, key)
            )
        return CachedAnswer.from_row(row[0], row[1], int(row[2]) + 1)

    def put(self, key: str, answer: CachedAnswer, *, model: str, docs: Mapping[str, str]) -> None:
        """Store (or replace) the entry; then the oldest-used entries beyond the bound go."""
        now = self.clock()
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                self._delete(key)
                self._db.execute(
                    "INSERT INTO entries(key, created_at, used_at, model, data, hits)"
                    " VALUES (?,?,?,?,?,0)",
                    (key, now, now, model, answer.to_json()),
                )
                self._db.executemany(
                    "INSERT INTO entry_docs(key, collection, version) VALUES (?,?,?)",
                    [(key, name, version) for name, version in docs.items()],
                )
                self._evict(now)
                self._db.execute("COMMIT")
            except BaseException:
                self._db.execute("ROLLBACK")
                raise

    def delete(self, key: str) -> bool:
        with self._lock:
            return self._delete(key) > 0

    def clear(self) -> int:
        with self._lock:
            n = int(self._db.execute("SELECT COUNT(*) FROM entries").fetchone()[0])
            self._db.execute("DELETE FROM entries")
            self._db.execute("DELETE FROM entry_docs")
        return n

    def __len__(self) -> int:
        with self._lock:
            return int(self._db.execute("SELECT COUNT(*) FROM entries").fetchone()[0])

    def stored_keys(self) -> list[str]:
        """Most recently used first (for tests and diagnostics)."""
        with self._lock:
            rows = self._db.execute("SELECT key FROM entries ORDER BY used_at DESC").fetchall()
        return [str(r[0]) for r in rows]

    # ------------------------------------------------------------ invalidation

    def observe(self, *, model: str | None = None, docs: Mapping[str, str] | None = None) -> int:
        """Tell the cache the current model fingerprint and document versions: entries
        answered by another model, or from an older version of one of these collections, are
        deleted. Returns how many went."""
        gone = 0
        with self._lock:
            if model is not None:
                seen = self._meta("model")
                if seen != model:
                    gone += self._db.execute(
                        "DELETE FROM entries WHERE model != ?", (model,)
                    ).rowcount
                    self._db.execute(
                        "DELETE FROM entry_docs WHERE key NOT IN (SELECT key FROM entries)"
                    )
                    self._set_meta("model", model)
            for name, version in (docs or {}).items():
                stale = [
                    str(r[0])
                    for r in self._db.execute(
                        "SELECT key FROM entry_docs WHERE collection = ? AND version != ?",
                        (name, version),
                    ).fetchall()
                ]
                for key in stale:
                    gone += self._delete(key)
        return gone

    def forget_collection(self, name: str) -> int:
        """Delete every entry answered from ``name`` (a deleted collection)."""
        with self._lock:
            keys = [
                str(r[0])
                for r in self._db.execute(
                    "SELECT key FROM entry_docs WHERE collection = ?", (name,)
                ).fetchall()
            ]
            return sum(self._delete(k) for k in keys)

    def recall(self, name: str) -> str | None:
        """A small remembered value (where the local model's file was found)."""
        with self._lock:
            return self._meta(f"memo:{name}")

    def remember(self, name: str, value: str) -> None:
        with self._lock:
            self._set_meta(f"memo:{name}", value)

    # ------------------------------------------------------------ inside the lock

    def _delete(self, key: str) -> int:
        n = self._db.execute("DELETE FROM entries WHERE key = ?", (key,)).rowcount
        self._db.execute("DELETE FROM entry_docs WHERE key = ?", (key,))
        return int(n)

    def _evict(self, now: float) -> None:
        expired = [
            str(r[0])
            for r in self._db.execute(
                "SELECT key FROM entries WHERE created_at < ?", (now - self.ttl_s,)
            ).fetchall()
        ]
        over = int(self._db.execute("SELECT COUNT(*) FROM entries").fetchone()[0])
        over -= len(expired) + self.max_entries
        if over > 0:
            expired += [
                str(r[0])
                for r in self._db.execute(
                    "SELECT key FROM entries WHERE created_at >= ? ORDER BY used_at ASC LIMIT ?",
                    (now - self.ttl_s, over),
                ).fetchall()
            ]
        for key in expired:
            self._delete(key)

    def _meta(self, key: str) -> str | None:
        row = self._db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return None if row is None else str(row[0])

    def _set_meta(self, key: str, value: str) -> None:
        self._db.execute("INSERT OR REPLACE INTO meta(key, value) VALUES (?,?)", (key, value))


def forget_collection_quietly(name: str, path: Path | None = None) -> int:
    """Delete the data home's cached answers from collection ``name`` (the document store calls
    this when a collection is deleted, re-indexed or relabelled). Never raises: the next look-up
    that sees the new version deletes them anyway."""
    path = path or db_path("result_cache")
    if not path.exists():
        return 0
    try:
        cache = ResultCache(path)
    except (sqlite3.Error, OSError):
        return 0
    try:
        return cache.forget_collection(name)
    except sqlite3.Error:
        return 0
    finally:
        cache.close()
