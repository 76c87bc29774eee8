"""Conversation history in SQLite (WAL), safe to share between the GUI thread and workers.

Why SQLite in WAL mode: every write is one short transaction, so a crash (or a killed process)
in the middle of an answer leaves every committed message intact and the file consistent; readers
never block the writer. One connection is shared under a lock because ``sqlite3`` objects are not
safe to use from two threads at once, and the lock keeps each method atomic.

An answer is written in two steps: :meth:`History.add_message` when the draft starts (so a crash
keeps at least the question and a partial answer), then :meth:`History.update_message` with the
final text, its source and the trace id.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from app.core.paths import db_path
from app.core.sqlite_file import LockedStore

ROLES = ("user", "assistant", "system")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS conversations (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL
);
CREATE TABLE IF NOT EXISTS messages (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    conversation_id INTEGER NOT NULL REFERENCES conversations(id) ON DELETE CASCADE,
    role TEXT NOT NULL,
    text TEXT NOT NULL,
    draft_text TEXT,
    source TEXT,
    trace_id TEXT,
    created_at REAL NOT NULL
);
CREATE INDEX IF NOT EXISTS messages_by_conversation ON messages(conversation_id, id);
"""

_SCHEMA_VERSION = 1


class HistoryError(LookupError):
    """A conversation or message that does not exist, or a bad value."""


@dataclass(frozen=True)
class Conversation:
    id: int
    title: str
    created_at: float
    updated_at: float
    message_count: int = 0


@dataclass(frozen=True)
class Message:
    id: int
    conversation_id: int
    role: str
    text: str
    draft_text: str | None
    source: str | None
    trace_id: str | None
    created_at: float


@dataclass(frozen=True)
class SearchHit:
    conversation_id: int
    title: str
    message_id: int | None  # None: the title matched
    snippet: str


_UNSET: Any = object()


def _like_pattern(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


def _snippet(text: str, needle: str, width: int = 60) -> str:
    at = text.lower().find(needle.lower())
    if at < 0:
        return text[: 2 * width]
    start = max(0, at - width)
    end = min(len(text), at + len(needle) + width)
    return ("…" if start else "") + text[start:end] + ("…" if end < len(text) else "")


def _setup(db: sqlite3.Connection) -> None:
    db.execute("PRAGMA foreign_keys=ON")
    db.execute("BEGIN IMMEDIATE")
    try:
        for statement in _SCHEMA.split(";"):
            if statement.strip():
                db.execute(statement)
        db.execute(f"PRAGMA user_version={_SCHEMA_VERSION}")
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


class History(LockedStore):
    """Conversations and their messages. All methods are thread-safe."""

    def __init__(self, path: Path | None = None) -> None:
        # WAL with synchronous=NORMAL is durable against application crashes; only a power loss
        # can lose the last transactions, and never corrupts the file.
        super().__init__(path or db_path("history"), _setup, row_factory=sqlite3.Row)

    # ------------------------------------------------------------ plumbing

    @contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    def __enter__(self) -> History:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _touch(self, db: sqlite3.Connection, conversation_id: int) -> None:
        cur = db.execute(
            "UPDATE conversations SET updated_at=? WHERE id=?", (time.time(), conversation_id)
        )
        if cur.rowcount == 0:
            raise HistoryError(f"no conversation {conversation_id}")

    # ------------------------------------------------------------ conversations

    def create_conversation(self, title: str) -> int:
        now = time.time()
        with self._tx() as db:
            cur = db.execute(
                "INSERT INTO conversations(title, created_at, updated_at) VALUES (?,?,?)",
                (title, now, now),
            )
            return int(cur.lastrowid or 0)

    def list_conversations(self) -> list[Conversation]:
        """Newest activity first."""
        with self._lock:
            rows = self._db.execute(
                "SELECT c.id, c.title, c.created_at, c.updated_at, COUNT(m.id) AS n "
                "FROM conversations c LEFT JOIN messages m ON m.conversation_id = c.id "
                "GROUP BY c.id ORDER BY c.updated_at DESC, c.id DESC"
            ).fetchall()
        return [
            Conversation(r["id"], r["title"], r["created_at"], r["updated_at"], r["n"])
            for r in rows
        ]

    def get_conversation(self, conversation_id: int) -> Conversation:
        for c in self.list_conversations():
            if c.id == conversation_id:
                return c
        raise HistoryError(f"no conversation {conversation_id}")

    def rename(self, conversation_id: int, title: str) -> None:
        """A new title; the conversation keeps its place (renaming is no activity)."""
        with self._tx() as db:
            cur = db.execute(
                "UPDATE conversations SET title=? WHERE id=?", (title, conversation_id)
            )
            if cur.rowcount == 0:
                raise HistoryError(f"no conversation {conversation_id}")

    def delete(self, conversation_id: int) -> None:
        with self._tx() as db:
            cur = db.execute("DELETE FROM conversations WHERE id=?", (conversation_id,))
            if cur.rowcount == 0:
                raise HistoryError(f"no conversation {conversation_id}")

    def search(self, text: str, limit: int = 50) -> list[SearchHit]:
        """Case-insensitive substring search over titles and message texts of all conversations.

        LIKE rather than FTS5: FTS tokenizers split Chinese poorly (unicode61) or need three
        characters (trigram), and a desktop history is small enough to scan.
        """
        text = text.strip()
        if not text:
            return []
        pattern = _like_pattern(text)
        with self._lock:
            titles = self._db.execute(
                "SELECT id, title FROM conversations WHERE title LIKE ? ESCAPE '\\' "
                "ORDER BY updated_at DESC LIMIT ?",
                (pattern, limit),
            ).fetchall()
            rows = self._db.execute(
                "SELECT m.id, m.conversation_id, m.text, c.title FROM messages m "
                "JOIN conversations c ON c.id = m.conversation_id "
                "WHERE m.text LIKE ? ESCAPE '\\' ORDER BY m.id DESC LIMIT ?",
                (pattern, limit),
            ).fetchall()
        hits = [SearchHit(r["id"], r["title"], None, r["title"]) for r in titles]
        hits += [
            SearchHit(r["conversation_id"], r["title"], r["id"], _snippet(r["text"], text))
            for r in rows
        ]
        return hits[:limit]

    # ------------------------------------------------------------ messages

    def add_message(
        self,
        conversation_id: int,
        role: str,
        text: str,
        *,
        draft_text: str | None = None,
        source: str | None = None,
        trace_id: str | None = None,
    ) -> int:
        if role not in ROLES:
            raise HistoryError(f"role must be one of {ROLES}, not {role!r}")
        with self._tx() as db:
            self._touch(db, conversation_id)
            cur = db.execute(
                "INSERT INTO messages(conversation_id, role, text, draft_text, source, trace_id, "
                "created_at) VALUES (?,?,?,?,?,?,?)",
                (conversation_id, role, text, draft_text, source, trace_id, time.time()),
            )
            return int(cur.lastrowid or 0)

    def update_message(
        self,
        message_id: int,
        *,
        text: str | None = None,
        draft_text: str | None = _UNSET,
        source: str | None = _UNSET,
        trace_id: str | None = _UNSET,
    ) -> None:
        """Change the given fields only; pass ``None`` explicitly to clear an optional field."""
        fields: dict[str, Any] = {}
        if text is not None:
            fields["text"] = text
        if draft_text is not _UNSET:
            fields["draft_text"] = draft_text
        if source is not _UNSET:
            fields["source"] = source
        if trace_id is not _UNSET:
            fields["trace_id"] = trace_id
        with self._tx() as db:
            row = db.execute(
                "SELECT conversation_id FROM messages WHERE id=?", (message_id,)
            ).fetchone()
            if row is None:
                raise HistoryError(f"no message {message_id}")
            if fields:
                assignments = ", ".join(f"{name}=?" for name in fields)
                db.execute(
                    f"UPDATE messages SET {assignments} WHERE id=?",
                    (*fields.values(), message_id),
                )
            self._touch(db, int(row["conversation_id"]))

    def messages(self, conversation_id: int) -> list[Message]:
        with self._lock:
            rows = self._db.execute(
                "SELECT id, conversation_id, role, text, draft_text, source, trace_id, created_at "
                "FROM messages WHERE conversation_id=? ORDER BY id",
                (conversation_id,),
            ).fetchall()
        return [Message(**dict(r)) for r in rows]

    # ------------------------------------------------------------ export

    def export_markdown(self, conversation_id: int) -> str:
        conv = self.get_conversation(conversation_id)
        parts = [f"# {conv.title}", ""]
        for m in self.messages(conversation_id):
            heading = {"user": "You", "assistant": "Tandem", "system": "System"}[m.role]
            if m.role == "assistant" and m.source:
                heading += f" ({m.source})"
            parts += [f"## {heading}", "", m.text, ""]
        return "\n".join(parts).rstrip() + "\n"

    def export_json(self, conversation_id: int) -> str:
        conv = self.get_conversation(conversation_id)
        data = {
            "id": conv.id,
            "title": conv.title,
            "created_at": conv.created_at,
            "updated_at": conv.updated_at,
            "messages": [asdict(m) for m in self.messages(conversation_id)],
        }
        return json.dumps(data, ensure_ascii=False, indent=2)
