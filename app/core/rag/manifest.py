"""The index's own bookkeeping, in SQLite beside the vectors: collections, files, lexical index.

Why a separate file and not Chroma metadata: deciding that nothing changed must not need Chroma
or the embedding model at all (a second ``tandem index`` run takes milliseconds), and the BM25
half of retrieval needs a full-text index Chroma does not offer. Crash safety comes from the
order of writes (see :mod:`app.core.rag.indexer`): a file is marked ``pending`` before its
vectors change and ``done`` in the same transaction that writes its lexical rows, so after a
kill the next run knows exactly which files may have half-written vectors.
"""

from __future__ import annotations

import hashlib
import json
import math
import threading
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from app.core.rag.lexical import fts_query_from_terms, query_terms
from app.core.sqlite_file import open_db

_SCHEMA = """
CREATE TABLE IF NOT EXISTS collections (
    name TEXT PRIMARY KEY,
    chroma_name TEXT NOT NULL UNIQUE,
    label TEXT NOT NULL,
    roots TEXT NOT NULL DEFAULT '[]',
    watch INTEGER NOT NULL DEFAULT 0,
    embedder TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS files (
    collection TEXT NOT NULL,
    source TEXT NOT NULL,
    hash TEXT NOT NULL,
    status TEXT NOT NULL,          -- pending | partial | done | failed
    chunks INTEGER NOT NULL DEFAULT 0,
    error TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (collection, source)
);
CREATE VIRTUAL TABLE IF NOT EXISTS chunks_fts USING fts5(
    terms, id UNINDEXED, collection UNINDEXED, source UNINDEXED, page UNINDEXED,
    chunk UNINDEXED, text UNINDEXED, tokenize = 'unicode61 remove_diacritics 0'
);
CREATE VIRTUAL TABLE IF NOT EXISTS chunks_vocab USING fts5vocab(chunks_fts, 'row');
-- Each file's FTS rows have consecutive rowids; deleting by range avoids a full scan of the
-- FTS table per file (its collection and source columns are not indexed).
CREATE TABLE IF NOT EXISTS fts_rows (
    collection TEXT NOT NULL,
    source TEXT NOT NULL,
    lo INTEGER NOT NULL,
    hi INTEGER NOT NULL,
    PRIMARY KEY (collection, source)
);
-- Each chunk's FTS row by its id: a search reads the texts of the chunks the vector half
-- returned here instead of a second Chroma call (docs/ARCHITECTURE.md §2.3).
CREATE TABLE IF NOT EXISTS chunk_rows (
    collection TEXT NOT NULL,
    id TEXT NOT NULL,
    fts INTEGER NOT NULL,
    PRIMARY KEY (collection, id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS chunk_rows_fts ON chunk_rows (fts);
"""

#: A query term found in more than this share of all chunks is dropped from the lexical query:
#: it barely moves BM25, yet FTS5 must score every chunk that contains it (a "处理" or
#: "handled" in every chunk would make a 100k-chunk query scan 100k rows).
MAX_DF_SHARE = 0.05
#: ... unless it is among this many rarest terms of the query (something must be searched).
KEEP_RAREST = 2
#: A kept-because-rarest term found in more than this share of chunks tells nothing either:
#: with only such terms the lexical half is skipped (the vector half still answers). At 100k
#: chunks two terms in 17% of the chunks each cost 65 ms of BM25 over 34k rows, for idfs of
#: 1.8 against 5 to 11 for the terms that do pick a chunk (bench/bench_rag.py).
MAX_KEPT_DF_SHARE = 0.1


@dataclass(frozen=True)
class FileRecord:
    source: str
    hash: str
    status: str
    chunks: int
    error: str


@dataclass(frozen=True)
class CollectionRecord:
    name: str
    chroma_name: str
    label: str
    roots: tuple[str, ...]
    watch: bool
    embedder: str


@dataclass(frozen=True)
class LexicalRow:
    """One chunk as stored for lexical search; ``page`` is None for unpaginated files."""

    id: str
    collection: str
    source: str
    page: int | None
    chunk: int
    text: str
    terms: str


@dataclass(frozen=True)
class LexicalHit:
    row: LexicalRow
    bm25: float  # higher is better (SQLite's bm25() negated)


class Manifest:
    """Thread-safe access to the manifest database (one connection, one lock, WAL)."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._lock = threading.RLock()
        #: Document frequencies of the terms queries asked about, kept equal to what the
        #: fts5vocab table says (which reads a term's whole doclist, ~0.6 ms for a term in 24k
        #: chunks): rows inserted or deleted through this connection adjust the cached terms
        #: they contain; a commit by another connection (``tandem index`` beside the app) is
        #: seen through ``PRAGMA data_version`` and drops the cache. docs/ARCHITECTURE.md §2.3.
        self._df: dict[str, int] = {}
        #: Chunk counts (per collection; None: every collection), dropped on every write.
        self._counts: dict[str | None, int] = {}
        self._data_version = -1
        self._db = open_db(path, timeout=5.0)
        fresh_ranges = not self._db.execute(
            "SELECT 1 FROM sqlite_master WHERE name = 'fts_rows'"
        ).fetchone()
        fresh_ids = not self._db.execute(
            "SELECT 1 FROM sqlite_master WHERE name = 'chunk_rows'"
        ).fetchone()
        self._db.executescript(_SCHEMA)
        if fresh_ids:
            # An index written before chunk_rows existed: one pass over the FTS rows.
            self._db.execute(
                "INSERT OR IGNORE INTO chunk_rows (collection, id, fts)"
                " SELECT collection, id, rowid FROM chunks_fts"
            )
        if fresh_ranges:
            # An index written before fts_rows existed: each file's rows were inserted
            # together, so their rowids form one range.
            self._db.execute(
                "INSERT OR IGNORE INTO fts_rows SELECT collection, source, MIN(rowid), MAX(rowid)"
                " FROM chunks_fts GROUP BY collection, source"
            )

    def close(self) -> None:
        with self._lock:
            self._db.close()

    # ------------------------------------------------------------ collections

    def collection(self, name: str) -> CollectionRecord | None:
        with self._lock:
            row = self._db.execute(
                "SELECT name, chroma_name, label, roots, watch, embedder FROM collections"
                " WHERE name = ?",
                (name,),
            ).fetchone()
        return _collection(row) if row else None

    def collections(self) -> list[CollectionRecord]:
        with self._lock:
            rows = self._db.execute(
                "SELECT name, chroma_name, label, roots, watch, embedder FROM collections"
                " ORDER BY name"
            ).fetchall()
        return [_collection(r) for r in rows]

    def versions(self, names: Sequence[str]) -> dict[str, str]:
        """Each collection's index version: a digest of its label, embedder and every file's
        content hash and state. It changes when a file is (re)indexed or removed, or the
        collection is relabelled or deleted (then ``"absent"``). The result cache keys on it."""
        out: dict[str, str] = {}
        with self._lock:
            for name in names:
                rec = self._db.execute(
                    "SELECT chroma_name, label, embedder FROM collections WHERE name = ?", (name,)
                ).fetchone()
                if rec is None:
                    out[name] = "absent"
                    continue
                digest = hashlib.sha256(json.dumps(list(rec)).encode("utf-8"))
                for row in self._db.execute(
                    "SELECT source, hash, status, chunks FROM files WHERE collection = ?"
                    " ORDER BY source",
                    (name,),
                ):
                    digest.update(json.dumps(list(row), ensure_ascii=False).encode("utf-8"))
                out[name] = digest.hexdigest()[:32]
        return out

    def save_collection(self, record: CollectionRecord) -> None:
        with self._lock:
            self._db.execute(
                "INSERT INTO collections (name, chroma_name, label, roots, watch, embedder)"
                " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(name) DO UPDATE SET"
                " label = excluded.label, roots = excluded.roots, watch = excluded.watch,"
                " embedder = excluded.embedder",
                (
                    record.name,
                    record.chroma_name,
                    record.label,
                    json.dumps(list(record.roots), ensure_ascii=False),
                    int(record.watch),
                    record.embedder,
                ),
            )

    def delete_collection(self, name: str) -> None:
        with self._lock, self._write():
            self._df.clear()  # rows of the whole collection go: recounted when asked
            self._db.execute("DELETE FROM collections WHERE name = ?", (name,))
            self._db.execute("DELETE FROM files WHERE collection = ?", (name,))
            self._db.execute("DELETE FROM chunks_fts WHERE collection = ?", (name,))
            self._db.execute("DELETE FROM fts_rows WHERE collection = ?", (name,))
            self._db.execute("DELETE FROM chunk_rows WHERE collection = ?", (name,))

    # ------------------------------------------------------------ files

    def files(self, collection: str) -> dict[str, FileRecord]:
        with self._lock:
            rows = self._db.execute(
                "SELECT source, hash, status, chunks, error FROM files WHERE collection = ?",
                (collection,),
            ).fetchall()
        return {r[0]: FileRecord(*r) for r in rows}

    def chunk_count(self, collection: str | None) -> int:
        """Chunks of the collection's done files (``None``: of every collection); cached
        until the next write."""
        with self._lock:
            self._check_version()
            count = self._counts.get(collection)
            if count is None:
                if collection is None:
                    row = self._db.execute(
                        "SELECT COALESCE(SUM(chunks), 0) FROM files WHERE status = 'done'"
                    ).fetchone()
                else:
                    row = self._db.execute(
                        "SELECT COALESCE(SUM(chunks), 0) FROM files"
                        " WHERE collection = ? AND status = 'done'",
                        (collection,),
                    ).fetchone()
                count = self._counts[collection] = int(row[0])
        return count

    def data_version(self) -> int:
        """SQLite's ``data_version``: it changes whenever another connection (another store,
        another process) committed to the manifest, as every index run does."""
        with self._lock:
            return int(self._db.execute("PRAGMA data_version").fetchone()[0])

    def _check_version(self) -> None:
        """Drop the caches when another connection committed since they were filled."""
        version = int(self._db.execute("PRAGMA data_version").fetchone()[0])
        if version != self._data_version:
            self._df.clear()
            self._counts.clear()
            self._data_version = version

    @contextmanager
    def _write(self) -> Iterator[None]:
        """One write transaction (the caller holds the lock). The counts go; on an error the
        transaction is rolled back and the df cache dropped (it may hold a delta that never
        committed)."""
        self._check_version()
        self._counts.clear()
        self._db.execute("BEGIN")
        try:
            yield
        except BaseException:
            self._df.clear()
            if self._db.in_transaction:
                self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")
        self._counts.clear()

    def mark_pending(self, collection: str, sources: Iterable[tuple[str, str]]) -> None:
        """Record, before any vector changes, that these (source, hash) are being written."""
        with self._lock, self._write():
            self._db.executemany(
                "INSERT INTO files (collection, source, hash, status) VALUES (?, ?, ?, 'pending')"
                " ON CONFLICT(collection, source) DO UPDATE SET status = 'pending',"
                " hash = excluded.hash",
                [(collection, s, h) for s, h in sources],
            )

    def commit_files(
        self,
        collection: str,
        done: Sequence[tuple[str, str, int]],
        rows: Sequence[LexicalRow],
        failed: Sequence[tuple[str, str, str]] = (),
        removed: Sequence[str] = (),
    ) -> None:
        """One transaction: lexical rows replaced, files marked done/failed, removed ones gone."""
        touched = [d[0] for d in done] + [f[0] for f in failed] + list(removed)
        with self._lock, self._write():
            self._delete_rows(collection, touched)
            self._insert_rows(collection, rows)
            self._db.executemany(
                "INSERT INTO files (collection, source, hash, status, chunks, error)"
                " VALUES (?, ?, ?, 'done', ?, '') ON CONFLICT(collection, source) DO UPDATE SET"
                " hash = excluded.hash, status = 'done', chunks = excluded.chunks, error = ''",
                [(collection, s, h, n) for s, h, n in done],
            )
            self._db.executemany(
                "INSERT INTO files (collection, source, hash, status, chunks, error)"
                " VALUES (?, ?, ?, 'failed', 0, ?) ON CONFLICT(collection, source) DO UPDATE SET"
                " hash = excluded.hash, status = 'failed', chunks = 0, error = excluded.error",
                [(collection, s, h, e) for s, h, e in failed],
            )
            self._db.executemany(
                "DELETE FROM files WHERE collection = ? AND source = ?",
                [(collection, s) for s in removed],
            )

    def append_partial(
        self,
        collection: str,
        source: str,
        digest: str,
        chunks: int,
        rows: Sequence[LexicalRow],
        done: bool,
    ) -> None:
        """One batch of a big file, in one transaction: its lexical rows appended and the file
        marked ``partial`` with ``chunks`` written so far (``done`` at the end). A kill keeps
        every committed batch; the next run resumes after ``chunks``.

        A file's FTS rows must stay consecutive (one rowid range per file): if other files were
        written since this file's last batch (a resumed run), its rows move to the end first."""
        with self._lock, self._write():
            span = self._db.execute(
                "SELECT lo, hi FROM fts_rows WHERE collection = ? AND source = ?",
                (collection, source),
            ).fetchone()
            top = self._db.execute(
                "SELECT rowid FROM chunks_fts ORDER BY rowid DESC LIMIT 1"
            ).fetchone()
            old: list[LexicalRow] = []
            if span is not None and (top is None or span[1] != top[0]):
                old = [
                    LexicalRow(r[1], r[2], r[3], r[4], r[5], r[6], r[0])
                    for r in self._db.execute(
                        "SELECT terms, id, collection, source, page, chunk, text FROM chunks_fts"
                        " WHERE rowid BETWEEN ? AND ? ORDER BY rowid",
                        span,
                    )
                ]
                self._delete_rows(collection, [source])
                span = None
            if span is None:
                self._insert_rows(collection, [*old, *rows])
            else:
                self._append_rows(collection, source, span[0], rows)
            self._db.execute(
                "INSERT INTO files (collection, source, hash, status, chunks, error)"
                " VALUES (?, ?, ?, ?, ?, '') ON CONFLICT(collection, source) DO UPDATE SET"
                " hash = excluded.hash, status = excluded.status, chunks = excluded.chunks,"
                " error = ''",
                (collection, source, digest, "done" if done else "partial", chunks),
            )

    def _append_rows(
        self, collection: str, source: str, lo: int, rows: Sequence[LexicalRow]
    ) -> None:
        if not rows:
            return
        top = self._db.execute(
            "SELECT rowid FROM chunks_fts ORDER BY rowid DESC LIMIT 1"
        ).fetchone()
        next_id = (top[0] if top else 0) + 1
        values = []
        for r in rows:
            values.append((next_id, r.terms, r.id, r.collection, r.source, r.page, r.chunk, r.text))
            next_id += 1
        self._count_terms((r.terms for r in rows), +1)
        self._insert_fts(values)
        self._db.execute(
            "INSERT OR REPLACE INTO fts_rows (collection, source, lo, hi) VALUES (?, ?, ?, ?)",
            (collection, source, lo, next_id - 1),
        )

    def _delete_rows(self, collection: str, sources: Sequence[str]) -> None:
        for source in sources:
            span = self._db.execute(
                "SELECT lo, hi FROM fts_rows WHERE collection = ? AND source = ?",
                (collection, source),
            ).fetchone()
            if span is not None:
                if self._df:
                    gone = self._db.execute(
                        "SELECT terms FROM chunks_fts WHERE rowid BETWEEN ? AND ?", span
                    )
                    self._count_terms((r[0] for r in gone), -1)
                self._db.execute("DELETE FROM chunks_fts WHERE rowid BETWEEN ? AND ?", span)
                self._db.execute("DELETE FROM chunk_rows WHERE fts BETWEEN ? AND ?", span)
                self._db.execute(
                    "DELETE FROM fts_rows WHERE collection = ? AND source = ?", (collection, source)
                )

    def _count_terms(self, row_terms: Iterable[str], sign: int) -> None:
        """Adjust the cached document frequencies for rows (their ``terms``) added or gone."""
        if not self._df:
            return
        cached = self._df.keys()
        for text in row_terms:
            for term in cached & set(text.split()):
                self._df[term] += sign

    def _insert_rows(self, collection: str, rows: Sequence[LexicalRow]) -> None:
        """Insert with explicit, consecutive rowids per file and record each file's range."""
        top = self._db.execute(
            "SELECT rowid FROM chunks_fts ORDER BY rowid DESC LIMIT 1"
        ).fetchone()
        next_id = (top[0] if top else 0) + 1
        spans: dict[str, list[int]] = {}
        values = []
        for r in sorted(rows, key=lambda r: r.source):
            span = spans.setdefault(r.source, [next_id, next_id])
            span[1] = next_id
            values.append((next_id, r.terms, r.id, r.collection, r.source, r.page, r.chunk, r.text))
            next_id += 1
        self._count_terms((r.terms for r in rows), +1)
        self._insert_fts(values)
        self._db.executemany(
            "INSERT OR REPLACE INTO fts_rows (collection, source, lo, hi) VALUES (?, ?, ?, ?)",
            [(collection, source, lo, hi) for source, (lo, hi) in spans.items()],
        )

    def _insert_fts(self, values: Sequence[tuple[object, ...]]) -> None:
        """FTS rows ``(rowid, terms, id, collection, source, page, chunk, text)`` and their
        ``chunk_rows`` entries."""
        self._db.executemany(
            "INSERT INTO chunks_fts (rowid, terms, id, collection, source, page, chunk, text)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            values,
        )
        self._db.executemany(
            "INSERT OR REPLACE INTO chunk_rows (collection, id, fts) VALUES (?, ?, ?)",
            [(v[3], v[2], v[0]) for v in values],
        )

    def passage_texts(self, source: str, page: int | None = None) -> list[str]:
        """The chunk texts of one file (of one page, for a pdf), in order: what a citation
        preview shows. ``source`` is the absolute path, as indexed."""
        with self._lock:
            rows = self._db.execute(
                "SELECT text, page FROM chunks_fts WHERE source = ? ORDER BY chunk",
                (source,),
            ).fetchall()
        if page is not None:
            rows = [r for r in rows if r[1] is not None and int(r[1]) == page] or rows
        return [str(r[0]) for r in rows]

    def chunk_rows(self, collection: str, ids: Sequence[str]) -> dict[str, LexicalRow]:
        """The stored rows of the chunks ``ids`` of ``collection`` (those it has: a chunk whose
        file is still being written has its vectors before its row)."""
        out: dict[str, LexicalRow] = {}
        with self._lock:
            for i in range(0, len(ids), 500):
                part = list(ids[i : i + 500])
                marks = ",".join("?" * len(part))
                for r in self._db.execute(
                    "SELECT f.id, f.collection, f.source, f.page, f.chunk, f.text, f.terms"
                    " FROM chunk_rows c JOIN chunks_fts f ON f.rowid = c.fts"
                    f" WHERE c.collection = ? AND c.id IN ({marks})"
                    # A row another writer replaced since (an older Tandem does not keep
                    # chunk_rows) is not taken for this chunk: Chroma's copy is read instead.
                    " AND f.id = c.id AND f.collection = c.collection",
                    (collection, *part),
                ):
                    out[r[0]] = LexicalRow(*r)
        return out

    # ------------------------------------------------------------ lexical search

    def lexical(
        self, query: str, collections: Sequence[str], limit: int
    ) -> tuple[list[LexicalHit], dict[str, float]]:
        """BM25 over the chunks of ``collections``, best first, and each query term's idf."""
        words, df, total = self.term_stats(query)
        return self.lexical_hits(words, df, total, collections, limit), idf_of(words, df, total)

    def term_stats(self, query: str) -> tuple[list[str], dict[str, int], int]:
        """The query's terms, their document frequencies (cached) and the chunk total."""
        words = query_terms(query)
        if not words:
            return [], {}, 0
        df, total = self.doc_freqs(words)
        return words, df, total

    def lexical_hits(
        self,
        words: list[str],
        df: dict[str, int],
        total: int,
        collections: Sequence[str],
        limit: int,
    ) -> list[LexicalHit]:
        """BM25 over the chunks of ``collections`` for the selective ``words``, best first."""
        match = fts_query_from_terms(_selective(words, df, total))
        if match is None or not collections:
            return []
        marks = ",".join("?" * len(collections))
        with self._lock:
            rows = self._db.execute(
                "SELECT id, collection, source, page, chunk, text, terms, bm25(chunks_fts)"
                f" FROM chunks_fts WHERE chunks_fts MATCH ? AND collection IN ({marks})"
                " ORDER BY bm25(chunks_fts) LIMIT ?",
                (match, *collections, limit),
            ).fetchall()
        return [LexicalHit(LexicalRow(*r[:7]), -float(r[7])) for r in rows]

    def doc_freqs(self, words: Sequence[str]) -> tuple[dict[str, int], int]:
        """Each word's document frequency (0 for a word the index has never seen), from the
        cache where it can, and the chunk total (all collections, done files)."""
        with self._lock:
            self._check_version()
            missing = [w for w in dict.fromkeys(words) if w not in self._df]
            if missing:
                if len(self._df) + len(missing) > MAX_CACHED_TERMS:
                    self._df.clear()
                    missing = list(dict.fromkeys(words))
                got = self.vocab_doc_freqs(missing)
                for w in missing:
                    self._df[w] = got.get(w, 0)
            return {w: self._df[w] for w in words}, self.chunk_count(None)

    def vocab_doc_freqs(self, words: Sequence[str]) -> dict[str, int]:
        """Document frequencies straight from the FTS index (no cache): what the cache must
        always equal."""
        out: dict[str, int] = {}
        with self._lock:
            for i in range(0, len(words), 500):
                part = list(words[i : i + 500])
                marks = ",".join("?" * len(part))
                out.update(
                    (str(t), int(d))
                    for t, d in self._db.execute(
                        f"SELECT term, doc FROM chunks_vocab WHERE term IN ({marks})", part
                    )
                )
        return out


#: The df cache is dropped (and refilled by the next queries) beyond this many terms.
MAX_CACHED_TERMS = 200_000


def idf_of(words: Sequence[str], df: dict[str, int], total: int) -> dict[str, float]:
    """BM25's idf per query term; a term the index has never seen gets the largest: a query in
    the other language than the documents then covers only a small share of its own weight."""
    return {w: math.log(1.0 + (total - df.get(w, 0) + 0.5) / (df.get(w, 0) + 0.5)) for w in words}


def _selective(words: list[str], df: dict[str, int], total: int) -> list[str]:
    """The query terms worth an FTS lookup: present in the index and not too common."""
    present = sorted((w for w in words if df.get(w)), key=lambda w: df[w])
    cap = max(MAX_DF_SHARE * total, 20)
    floor_cap = max(MAX_KEPT_DF_SHARE * total, 20)
    return [
        w for i, w in enumerate(present) if df[w] <= cap or (i < KEEP_RAREST and df[w] <= floor_cap)
    ]


def _collection(row: tuple[str, str, str, str, int, str]) -> CollectionRecord:
    return CollectionRecord(row[0], row[1], row[2], tuple(json.loads(row[3])), bool(row[4]), row[5])
