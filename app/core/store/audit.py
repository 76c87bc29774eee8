"""The outbound audit log: every upload, recorded *before* its bytes leave the device.

SQLite in WAL mode in the data home (``audit.sqlite3``), so the UI can read while the pipeline
writes. A row keeps the time, endpoint, trust zone, privacy level, what was redacted as entity
types and counts (never the original values: the log must not become the leak), and the exact
text that was sent, which by construction holds placeholders rather than the redacted values.
A picture that went with the text is kept whole, exactly the bytes sent (already painted where
the policy redacts), in ``outbound_image``, written in the same transaction: the Why panel shows
it, and anyone can read it back (docs/ARCHITECTURE.md §17).
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from app.core.paths import db_path
from app.core.sqlite_file import open_db

_SCHEMA = """
CREATE TABLE IF NOT EXISTS outbound (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    ts          REAL    NOT NULL,
    endpoint    TEXT    NOT NULL,
    trust_zone  TEXT    NOT NULL,
    level       TEXT    NOT NULL,
    redactions  TEXT    NOT NULL,
    chars       INTEGER NOT NULL,
    text_sent   TEXT    NOT NULL,
    request_id  TEXT
);
CREATE INDEX IF NOT EXISTS outbound_ts ON outbound(ts);
CREATE INDEX IF NOT EXISTS outbound_request ON outbound(request_id);
CREATE TABLE IF NOT EXISTS outbound_image (
    outbound_id INTEGER NOT NULL REFERENCES outbound(id),
    idx         INTEGER NOT NULL,
    name        TEXT    NOT NULL,
    sha256      TEXT    NOT NULL,
    width       INTEGER NOT NULL,
    height      INTEGER NOT NULL,
    painted     INTEGER NOT NULL,
    png         BLOB    NOT NULL,
    PRIMARY KEY (outbound_id, idx)
);
"""


@dataclass(frozen=True)
class AuditEntry:
    id: int
    ts: float
    endpoint: str
    trust_zone: str
    level: str
    redactions: dict[str, int]
    chars: int
    text_sent: str
    request_id: str | None
    images: tuple[dict[str, Any], ...] = ()

    def as_json(self) -> dict[str, object]:
        return {
            "id": self.id,
            "time": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(self.ts)),
            "endpoint": self.endpoint,
            "trust_zone": self.trust_zone,
            "level": self.level,
            "redactions": self.redactions,
            "chars": self.chars,
            "text_sent": self.text_sent,
            "request_id": self.request_id,
            **({"images": [dict(i) for i in self.images]} if self.images else {}),
        }


class AuditImage(Protocol):
    """A picture that goes with an upload (``app.core.engines.images.OutboundImage``)."""

    @property
    def name(self) -> str: ...
    @property
    def png(self) -> bytes: ...
    @property
    def width(self) -> int: ...
    @property
    def height(self) -> int: ...
    @property
    def painted(self) -> int: ...
    @property
    def sha256(self) -> str: ...


class AuditLog:
    """Append-only log of uploads. Safe to share between threads (one connection per call)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or db_path("audit")
        self._lock = threading.Lock()
        open_db(self.path, setup=_SCHEMA, synchronous_normal=False).close()

    @contextmanager
    def _connect(self) -> Iterator[sqlite3.Connection]:
        conn = sqlite3.connect(self.path, timeout=10)
        try:
            with conn:
                yield conn
        finally:
            conn.close()

    def record(
        self,
        endpoint: str,
        trust_zone: str,
        level: str,
        redactions: Mapping[str, int] | int,
        text_sent: str,
        request_id: str | None = None,
        images: Sequence[AuditImage] = (),
    ) -> int:
        """Write one upload and return its id; call it before sending, and do not send if it raises.

        ``redactions`` is entity type -> count (``GateDecision.redaction_counts()``); a bare
        number of redactions is kept as ``{"total": n}``. ``images`` are the pictures that go
        with the text (``OutboundImage``: name, png, width, height, painted).
        """
        if isinstance(redactions, int):
            counts = {"total": redactions} if redactions else {}
        else:
            counts = {str(k): int(v) for k, v in redactions.items()}
        with self._lock, self._connect() as conn:
            cur = conn.execute(
                "INSERT INTO outbound (ts, endpoint, trust_zone, level, redactions, chars, "
                "text_sent, request_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (time.time(), endpoint, trust_zone, level, json.dumps(counts, sort_keys=True),
                 len(text_sent), text_sent, request_id),
            )  # fmt: skip
            row = int(cur.lastrowid or 0)
            conn.executemany(
                "INSERT INTO outbound_image (outbound_id, idx, name, sha256, width, height, "
                "painted, png) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (row, i, im.name, im.sha256, im.width, im.height, im.painted, im.png)
                    for i, im in enumerate(images)
                ],
            )
            return row

    def recent(self, n: int = 20) -> list[AuditEntry]:
        """The last ``n`` uploads, newest first."""
        with self._connect() as conn:
            rows = conn.execute(
                "SELECT id, ts, endpoint, trust_zone, level, redactions, chars, text_sent, "
                "request_id FROM outbound ORDER BY id DESC LIMIT ?",
                (max(0, n),),
            ).fetchall()
            pictures: dict[int, list[dict[str, Any]]] = {}
            ids = [r[0] for r in rows]
            if ids:
                marks = ",".join("?" * len(ids))
                for oid, name, sha, w, h, painted, size in conn.execute(
                    "SELECT outbound_id, name, sha256, width, height, painted, length(png) "
                    f"FROM outbound_image WHERE outbound_id IN ({marks}) ORDER BY idx",
                    ids,
                ):
                    pictures.setdefault(oid, []).append(
                        {"name": name, "sha256": sha, "bytes": size, "width": w, "height": h,
                         "masked": painted > 0, "painted": painted}
                    )  # fmt: skip
        return [
            AuditEntry(
                r[0],
                r[1],
                r[2],
                r[3],
                r[4],
                json.loads(r[5]),
                r[6],
                r[7],
                r[8],
                tuple(pictures.get(r[0], ())),
            )
            for r in rows
        ]

    def image(self, outbound_id: int, idx: int = 0) -> bytes | None:
        """The exact bytes of a picture that was sent (for the Why panel), or None."""
        with self._connect() as conn:
            row = conn.execute(
                "SELECT png FROM outbound_image WHERE outbound_id = ? AND idx = ?",
                (outbound_id, idx),
            ).fetchone()
        return None if row is None else bytes(row[0])

    def sent_images(self, request_id: str) -> list[tuple[str, int, bytes]]:
        """The pictures a request's last upload with pictures sent: (name, painted, png)."""
        with self._connect() as conn:
            rows = conn.execute(
                "SELECT i.outbound_id, i.name, i.painted, i.png FROM outbound o "
                "JOIN outbound_image i ON i.outbound_id = o.id WHERE o.request_id = ? "
                "ORDER BY o.id DESC, i.idx",
                (request_id,),
            ).fetchall()
        last = rows[0][0] if rows else None
        return [(str(r[1]), int(r[2]), bytes(r[3])) for r in rows if r[0] == last]

    def count(self) -> int:
        with self._connect() as conn:
            return int(conn.execute("SELECT COUNT(*) FROM outbound").fetchone()[0])
