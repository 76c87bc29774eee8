"""The manifest's chunk id table (``chunk_rows``, app/core/rag/manifest.py), from which a search
reads the texts of the chunks Chroma returned: after any sequence of writes it names exactly the
FTS rows that exist; an index written before the table existed gets it on open; a row another
writer replaced is never returned for the wrong chunk. Also the faster script test of
retrieval.py against the per-character one it replaced."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from app.core.rag import retrieval
from app.core.rag.lexical import terms
from app.core.rag.manifest import CollectionRecord, LexicalRow, Manifest


def _row(collection: str, source: str, chunk: int, text: str) -> LexicalRow:
    cid = f"{abs(hash(source)) % 10**8:08d}-{chunk}"
    return LexicalRow(
        cid, collection, source, None, chunk, text, " ".join(terms(f"{source}\n{text}"))
    )


def _truth(m: Manifest) -> dict[tuple[str, str], LexicalRow]:
    rows = m._db.execute(
        "SELECT id, collection, source, page, chunk, text, terms FROM chunks_fts"
    ).fetchall()
    return {(r[1], r[0]): LexicalRow(*r) for r in rows}


def _looked_up(m: Manifest) -> dict[tuple[str, str], LexicalRow]:
    ids = m._db.execute("SELECT collection, id FROM chunk_rows").fetchall()
    out: dict[tuple[str, str], LexicalRow] = {}
    for collection in {c for c, _ in ids}:
        wanted = [i for c, i in ids if c == collection] + ["no-such-chunk"]
        out.update(((collection, k), v) for k, v in m.chunk_rows(collection, wanted).items())
    return out


OPS = st.lists(
    st.tuples(
        st.sampled_from(["commit", "partial", "remove", "drop"]),
        st.sampled_from(["c0", "c1"]),
        st.integers(0, 4),  # which file
        st.integers(0, 3),  # chunks
    ),
    min_size=1,
    max_size=25,
)


@settings(max_examples=60, deadline=None)
@given(ops=OPS)
def test_chunk_rows_name_exactly_the_fts_rows(
    tmp_path_factory: pytest.TempPathFactory, ops: list[tuple[str, str, int, int]]
) -> None:
    root = tmp_path_factory.mktemp("m")
    m = Manifest(root / "m.sqlite3")
    written: dict[tuple[str, str], int] = {}
    try:
        for op, coll, f, n in ops:
            m.save_collection(CollectionRecord(coll, f"tandem-{coll}", "internal", (), False, "x"))
            source = f"/docs/{coll}-file{f}.md"
            rows = [_row(coll, source, i, f"text {op} {f} {i} 发票") for i in range(n)]
            if op == "commit":
                m.commit_files(coll, [(source, f"h{n}", n)], rows)
            elif op == "partial":
                done = written.get((coll, source), 0)
                more = [_row(coll, source, done + i, f"more {i}") for i in range(n)]
                m.append_partial(coll, source, "h", done + n, more, done=False)
                written[(coll, source)] = done + n
                continue
            elif op == "remove":
                m.commit_files(coll, [], [], removed=[source])
                n = 0
            else:
                m.delete_collection(coll)
                written = {k: v for k, v in written.items() if k[0] != coll}
                continue
            written[(coll, source)] = n
        assert _looked_up(m) == _truth(m)
        table = m._db.execute("SELECT collection, id, fts FROM chunk_rows").fetchall()
        fts = m._db.execute("SELECT collection, id, rowid FROM chunks_fts").fetchall()
        assert sorted(table) == sorted(fts)  # no entry left behind for a deleted row
    finally:
        m.close()


def test_an_older_index_gets_the_table_on_open(tmp_path: Path) -> None:
    m = Manifest(tmp_path / "m.sqlite3")
    rows = [_row("c", "/d/a.md", i, f"chunk {i}") for i in range(5)]
    m.commit_files("c", [("/d/a.md", "h", 5)], rows)
    m._db.execute("DROP TABLE chunk_rows")  # as written before the table existed
    m.close()
    m = Manifest(tmp_path / "m.sqlite3")
    try:
        assert m.chunk_rows("c", [r.id for r in rows]) == {r.id: r for r in rows}
    finally:
        m.close()


def test_a_replaced_row_is_not_taken_for_another_chunk(tmp_path: Path) -> None:
    m = Manifest(tmp_path / "m.sqlite3")
    try:
        a = [_row("c", "/d/a.md", i, f"a {i}") for i in range(2)]
        m.commit_files("c", [("/d/a.md", "h", 2)], a)
        # An older Tandem (no chunk_rows) replaced a.md's rows: the stale entries point at
        # rowids that now hold other chunks, or nothing.
        m._db.execute("DELETE FROM chunks_fts")
        b = [_row("c", "/d/b.md", i, f"b {i}") for i in range(2)]
        for rowid, r in enumerate(b, start=1):
            m._db.execute(
                "INSERT INTO chunks_fts (rowid, terms, id, collection, source, page, chunk, text)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (rowid, r.terms, r.id, r.collection, r.source, r.page, r.chunk, r.text),
            )
        assert m.chunk_rows("c", [r.id for r in a]) == {}
        assert m.chunk_rows("c", [r.id for r in b]) == {}  # no entries: Chroma is asked
    finally:
        m.close()


_CJK_CHAR = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")


def _is_cjk_per_character(text: str) -> bool:
    letters = [ch for ch in text if ch.isalpha()]
    return bool(letters) and sum(1 for ch in letters if _CJK_CHAR.match(ch)) * 3 > len(letters)


SCRIPTS = st.text(
    st.one_of(
        st.characters(max_codepoint=0x24F),
        st.characters(min_codepoint=0x3000, max_codepoint=0x30FF),  # kana, marks, punctuation
        st.characters(min_codepoint=0x4E00, max_codepoint=0x4E40),
        st.characters(min_codepoint=0xAC00, max_codepoint=0xAC20),
        st.characters(min_codepoint=0xD7A0, max_codepoint=0xD7B5),  # unassigned Hangul tail
    ),
    max_size=40,
)


@settings(max_examples=400, deadline=None)
@given(text=SCRIPTS)
def test_is_cjk_equals_the_per_character_count(text: str) -> None:
    assert retrieval._is_cjk(text) == _is_cjk_per_character(text)
