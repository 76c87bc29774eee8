"""Per-conversation preferences in SQLite (WAL): pinned, which document collections the chat
searches (all, some, or none), and the chat's own system prompt.

A separate small database rather than columns in the history: the history's schema is shared by
the CLI and the pipeline, while these are the window's choices. A conversation without a row has
the defaults (not pinned, all collections, no system prompt).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from app.core.paths import db_path
from app.core.sqlite_file import LockedStore

_SCHEMA = """
CREATE TABLE IF NOT EXISTS chat_prefs (
    conversation_id INTEGER PRIMARY KEY,
    pinned INTEGER NOT NULL DEFAULT 0,
    collections TEXT,               -- NULL: every collection; JSON list: those (empty: none)
    system_prompt TEXT NOT NULL DEFAULT ''
);
"""


@dataclass(frozen=True)
class ChatPrefs:
    pinned: bool = False
    collections: tuple[str, ...] | None = None  # None: all collections
    system_prompt: str = ""

    def chosen_collections(self, available: Sequence[str]) -> list[str]:
        """The collections this chat searches, of those that exist now."""
        if self.collections is None:
            return list(available)
        return [c for c in self.collections if c in available]


class ChatPrefsStore(LockedStore):
    """Thread-safe: one connection under a lock."""

    def __init__(self, path: Path | None = None) -> None:
        super().__init__(path or db_path("chat_prefs"), _SCHEMA)

    def get(self, conversation_id: int | None) -> ChatPrefs:
        if conversation_id is None:
            return ChatPrefs()
        with self._lock:
            row = self._db.execute(
                "SELECT pinned, collections, system_prompt FROM chat_prefs WHERE conversation_id=?",
                (conversation_id,),
            ).fetchone()
        if row is None:
            return ChatPrefs()
        collections = tuple(json.loads(row[1])) if row[1] is not None else None
        return ChatPrefs(bool(row[0]), collections, str(row[2]))

    def save(self, conversation_id: int, prefs: ChatPrefs) -> None:
        cols = None if prefs.collections is None else json.dumps(list(prefs.collections))
        with self._lock:
            self._db.execute(
                "INSERT OR REPLACE INTO chat_prefs(conversation_id, pinned, collections, "
                "system_prompt) VALUES (?,?,?,?)",
                (conversation_id, int(prefs.pinned), cols, prefs.system_prompt),
            )

    def pinned(self) -> set[int]:
        with self._lock:
            rows = self._db.execute(
                "SELECT conversation_id FROM chat_prefs WHERE pinned=1"
            ).fetchall()
        return {int(r[0]) for r in rows}

    def forget(self, conversation_id: int) -> None:
        with self._lock:
            self._db.execute("DELETE FROM chat_prefs WHERE conversation_id=?", (conversation_id,))
