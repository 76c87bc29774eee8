"""Labels for the device's model, one per hybrid run where both engines answered (SQLite, WAL).

A run is recorded when it ends with the device's question, draft and upgrade (``pending``); a
background pass later compares the two answers on the device (routing/agreement.py), keeps the
question's routing features (its USE embedding and cheap features) and the agreement, and drops
the three texts. The user's flip back to the draft, whenever it comes, is kept with the label.
Rows are keyed by the local model file's identity (routing/calibration.py ``model_identity``), so
each model is judged by its own answers (docs/ARCHITECTURE.md §6, the learned estimate).

Nothing here leaves the device; a ``--no-history`` request is never recorded.
"""

from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from app.core.paths import db_path
from app.core.sqlite_file import LockedStore

_SCHEMA = """
CREATE TABLE IF NOT EXISTS labels (
    request_id TEXT PRIMARY KEY,
    created_at REAL NOT NULL,
    model_key TEXT NOT NULL,
    model_name TEXT NOT NULL,
    language_supported INTEGER NOT NULL,
    context_chars INTEGER NOT NULL,
    draft_complete INTEGER NOT NULL,
    question TEXT,
    draft TEXT,
    upgrade TEXT,
    embedding BLOB,
    cheap TEXT,
    agreement REAL,
    flipped INTEGER
);
CREATE INDEX IF NOT EXISTS labels_by_model ON labels(model_key, created_at);
"""

MAX_PER_MODEL = 2000  # the newest are kept: a model's labels are its recent answers


@dataclass(frozen=True)
class Pending:
    request_id: str
    question: str
    draft: str
    upgrade: str
    draft_complete: bool


@dataclass(frozen=True)
class Label:
    """One labelled run: the question's features, the answers' agreement, the user's flip."""

    request_id: str
    embedding: bytes | None  # float32 USE vector; None when the embedder was unavailable
    cheap: list[float]
    agreement: float
    flipped: bool | None

    def local_ok(self, agree_at: float) -> bool:
        """The device's answer did: the user went back to it, or it agreed with the upgrade."""
        if self.flipped:
            return True
        return self.agreement >= agree_at


@dataclass(frozen=True)
class ModelCount:
    model_key: str
    model_name: str
    labelled: int
    pending: int
    flipped: int


class LabelStore(LockedStore):
    """Thread-safe: one connection under a lock, every write one short transaction."""

    def __init__(self, path: Path | None = None) -> None:
        super().__init__(path or db_path("model_labels"), _SCHEMA)

    def record(
        self,
        request_id: str,
        *,
        model_key: str,
        model_name: str,
        question: str,
        draft: str,
        upgrade: str,
        language_supported: bool,
        context_chars: int,
        draft_complete: bool,
    ) -> None:
        with self._lock, self._db:
            self._db.execute(
                "INSERT OR REPLACE INTO labels (request_id, created_at, model_key, model_name, "
                "language_supported, context_chars, draft_complete, question, draft, upgrade) "
                "VALUES (?,?,?,?,?,?,?,?,?,?)",
                (
                    request_id,
                    time.time(),
                    model_key,
                    model_name,
                    int(language_supported),
                    int(context_chars),
                    int(draft_complete),
                    question,
                    draft,
                    upgrade,
                ),
            )
            self._db.execute(
                "DELETE FROM labels WHERE model_key=? AND request_id NOT IN (SELECT request_id "
                "FROM labels WHERE model_key=? ORDER BY created_at DESC LIMIT ?)",
                (model_key, model_key, MAX_PER_MODEL),
            )

    def flip(self, request_id: str, flipped: bool) -> bool:
        """The user went back to the draft (True) or kept the upgrade (False)."""
        with self._lock, self._db:
            cur = self._db.execute(
                "UPDATE labels SET flipped=? WHERE request_id=?", (int(flipped), request_id)
            )
        return cur.rowcount > 0

    def pending(self, model_key: str | None = None, limit: int = 200) -> list[Pending]:
        sql = (
            "SELECT request_id, question, draft, upgrade, draft_complete FROM labels "
            "WHERE agreement IS NULL AND question IS NOT NULL"
        )
        args: tuple[object, ...] = ()
        if model_key is not None:
            sql += " AND model_key=?"
            args = (model_key,)
        with self._lock:
            rows = self._db.execute(sql + " ORDER BY created_at LIMIT ?", (*args, limit))
            return [Pending(r[0], r[1], r[2], r[3], bool(r[4])) for r in rows.fetchall()]

    def context(self, request_id: str) -> tuple[bool, int] | None:
        """(language supported, context chars) recorded with a run."""
        with self._lock:
            row = self._db.execute(
                "SELECT language_supported, context_chars FROM labels WHERE request_id=?",
                (request_id,),
            ).fetchone()
        return (bool(row[0]), int(row[1])) if row else None

    def set_label(
        self, request_id: str, *, embedding: bytes | None, cheap: list[float], agreement: float
    ) -> None:
        """The comparison is done: keep the features and the agreement, drop the texts."""
        with self._lock, self._db:
            self._db.execute(
                "UPDATE labels SET embedding=?, cheap=?, agreement=?, question=NULL, draft=NULL, "
                "upgrade=NULL WHERE request_id=?",
                (embedding, json.dumps([round(v, 6) for v in cheap]), agreement, request_id),
            )

    def labels(self, model_key: str) -> list[Label]:
        with self._lock:
            rows = self._db.execute(
                "SELECT request_id, embedding, cheap, agreement, flipped FROM labels "
                "WHERE model_key=? AND agreement IS NOT NULL ORDER BY created_at",
                (model_key,),
            ).fetchall()
        out = []
        for r in rows:
            try:
                cheap = [float(v) for v in json.loads(r[2])]
            except (TypeError, ValueError):
                continue
            out.append(Label(r[0], r[1], cheap, float(r[3]), None if r[4] is None else bool(r[4])))
        return out

    def counts(self) -> list[ModelCount]:
        """Per model file: labelled runs, runs waiting for their comparison, flips back."""
        with self._lock:
            rows = self._db.execute(
                "SELECT model_key, MAX(model_name), SUM(agreement IS NOT NULL), "
                "SUM(agreement IS NULL), SUM(COALESCE(flipped, 0)) FROM labels GROUP BY model_key "
                "ORDER BY MAX(created_at) DESC"
            ).fetchall()
        return [ModelCount(r[0], r[1], int(r[2]), int(r[3]), int(r[4])) for r in rows]


def open_store(path: Path | None = None) -> LabelStore | None:
    """The store, or None when the file cannot be opened (labels are never worth an error)."""
    try:
        return LabelStore(path)
    except (OSError, sqlite3.Error):
        return None
