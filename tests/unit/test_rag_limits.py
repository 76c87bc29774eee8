"""Hostile or huge files (issue 18 item 4): unpacked sizes are limited (configurable, with the
limit named in the reason), big text files are read in pieces with progress inside the file and
committed in batches, and a kill keeps what was committed: the next run resumes after it."""

from __future__ import annotations

from pathlib import Path

import pytest

from app.core.config import IndexLimits
from app.core.rag import indexer, loaders
from app.core.rag.document_store import DocumentStore, IndexProgress
from app.core.rag.loaders import LoadError
from tests.support.documents import docx_with_xml_mb
from tests.unit.test_rag_store import HashEmbedder


@pytest.fixture
def store(tmp_path: Path) -> DocumentStore:
    with DocumentStore(tmp_path / "index", embedder=HashEmbedder()) as s:
        yield s  # type: ignore[misc]


def _limits(tandem_home: Path, **values: int) -> None:
    body = "\n".join(f"{k} = {v}" for k, v in values.items())
    (tandem_home / "settings.toml").write_text(f"version = 2\n[index_limits]\n{body}\n")


def test_a_docx_bomb_is_refused_before_parsing(tmp_path: Path) -> None:
    bomb = docx_with_xml_mb(tmp_path / "bomb.docx", 3)
    assert bomb.stat().st_size < 100_000
    with pytest.raises(
        LoadError, match=r"unpacked XML is [34] MB, over the 2 MB limit.*max_unpacked_mb"
    ):
        loaders.load(bomb, IndexLimits(max_unpacked_mb=2))
    assert loaders.load(bomb, IndexLimits(max_unpacked_mb=8))  # under the limit it reads


def test_html_and_pdf_limits(tmp_path: Path) -> None:
    html = tmp_path / "big.html"
    html.write_text("<p>" + "x " * 700_000 + "</p>", encoding="utf-8")
    with pytest.raises(LoadError, match="html file is 1 MB, over the 1 MB limit"):
        loaders.load(html, IndexLimits(max_unpacked_mb=1))
    from pypdf import PdfWriter

    pdf = tmp_path / "pages.pdf"
    writer = PdfWriter()
    for _ in range(3):
        writer.add_blank_page(200, 200)
    with pdf.open("wb") as fh:
        writer.write(fh)
    with pytest.raises(LoadError, match=r"3 pages, over the 2 page limit.*max_pdf_pages"):
        loaders.load(pdf, IndexLimits(max_pdf_pages=2))


def test_the_limit_comes_from_settings_and_is_the_failure_reason(
    store: DocumentStore, tandem_home: Path, tmp_path: Path
) -> None:
    _limits(tandem_home, max_unpacked_mb=1)
    (tmp_path / "docs").mkdir()
    docx_with_xml_mb(tmp_path / "docs" / "bomb.docx", 2)
    (tmp_path / "docs" / "ok.md").write_text("A small and harmless note.", encoding="utf-8")
    report = store.index([tmp_path / "docs"], "c")
    assert report.indexed == 1
    [(path, reason)] = report.failed
    assert path.endswith("bomb.docx") and "max_unpacked_mb" in reason


def _big_text(path: Path, paragraphs: int) -> Path:
    with path.open("w", encoding="utf-8") as fh:
        for i in range(paragraphs):
            fh.write(f"Paragraph {i} is about topic{i % 97} and the weather in city{i % 13}. ")
            fh.write(f"第{i}段讲的是第{i % 31}号仓库的库存。\n\n")
    return path


@pytest.mark.slow
def test_a_big_text_file_streams_with_progress_and_commits_in_batches(
    store: DocumentStore, tandem_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _limits(tandem_home, stream_text_mb=1)
    monkeypatch.setattr(indexer, "BATCH_CHUNKS", 100)
    big = _big_text(tmp_path / "big.txt", 12_000)
    assert big.stat().st_size > 1024 * 1024
    commits: list[int] = []
    real = store.manifest.append_partial

    def counting(*args: object, **kwargs: object) -> None:
        commits.append(int(args[3]))  # type: ignore[call-overload]
        real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(store.manifest, "append_partial", counting)
    events: list[IndexProgress] = []
    report = store.index([big], "big", progress=events.append)
    assert report.indexed == 1 and not report.failed
    inside = [e.fraction for e in events if e.status == "indexing"]
    assert len(inside) >= 5 and inside == sorted(inside) and inside[-1] <= 1.0
    assert len(commits) >= 5 and commits == sorted(commits)
    record = store.manifest.files("big")[str(big.resolve())]
    assert record.status == "done" and record.chunks == commits[-1] == report.chunks
    assert store.manifest.chunk_count("big") == record.chunks
    record_c = store.manifest.collection("big")
    assert record_c is not None
    last = store.chroma_collection(record_c).get(
        where_document={"$contains": "Paragraph 11999 "}, include=["documents"]
    )
    assert last["ids"], "the end of the file was not indexed"


@pytest.mark.slow
def test_a_killed_big_file_resumes_after_what_was_committed(
    tandem_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _limits(tandem_home, stream_text_mb=1)
    monkeypatch.setattr(indexer, "BATCH_CHUNKS", 100)
    big = _big_text(tmp_path / "big.txt", 12_000)

    class Killed(BaseException):
        pass

    class DiesAfter(HashEmbedder):
        def __init__(self, calls: int) -> None:
            super().__init__()
            self.limit = calls

        def embed(self, texts):  # type: ignore[no-untyped-def]
            if self.calls >= self.limit:
                raise Killed  # like kill -9: nothing after this line runs
            return super().embed(texts)

    dying = DiesAfter(4)
    with DocumentStore(tmp_path / "index", embedder=dying) as s, pytest.raises(Killed):
        s.index([big], "big")
    with DocumentStore(tmp_path / "index", embedder=HashEmbedder()) as s:
        partial = s.manifest.files("big")[str(big.resolve())]
        assert partial.status == "partial" and partial.chunks == 4 * 100
    counter = HashEmbedder()
    with DocumentStore(tmp_path / "index", embedder=counter) as s:
        report = s.index([big], "big")
        resumed = s.manifest.files("big")[str(big.resolve())]
        ids = s.chroma_collection(s.manifest.collection("big")).get(include=[])["ids"]  # type: ignore[arg-type]
        db = s.manifest._db
        lexical = [r[0] for r in db.execute("SELECT id FROM chunks_fts WHERE collection = 'big'")]
        lo, hi = db.execute("SELECT lo, hi FROM fts_rows WHERE collection = 'big'").fetchone()
    assert report.indexed == 1 and resumed.status == "done"
    fresh = HashEmbedder()
    with DocumentStore(tmp_path / "fresh", embedder=fresh) as s:
        s.index([big], "big")
        fresh_ids = s.chroma_collection(s.manifest.collection("big")).get(include=[])["ids"]  # type: ignore[arg-type]
        fresh_chunks = s.manifest.files("big")[str(big.resolve())].chunks
    assert resumed.chunks == fresh_chunks
    assert sorted(ids) == sorted(fresh_ids) and len(ids) == len(set(ids))
    assert counter.texts + dying.texts == fresh.texts  # committed batches were not embedded again
    assert len(set(lexical)) == len(lexical) == fresh_chunks == hi - lo + 1  # one rowid range


def test_pieces_cut_at_paragraphs_and_detect_encoding(tmp_path: Path) -> None:
    gbk = tmp_path / "gbk.txt"
    gbk.write_bytes(("年假制度说明。\n\n" * 200_000).encode("gb18030"))
    pieces = list(loaders.iter_text_pieces(gbk, piece_bytes=256 * 1024))
    assert len(pieces) > 4
    assert all(p.startswith("年假") and p.endswith("。") for p, _ in pieces)
    assert pieces[-1][1] == 1.0
