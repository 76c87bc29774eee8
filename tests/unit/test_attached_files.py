"""Attached files (rag/attached.py) and the built-in read_attached_file tool: the arguments,
the bounds, the offset, a PDF's pages, and one line for a file that cannot be attached."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from app.core.rag.attached import (
    AttachedFile,
    AttachError,
    cloud_note,
    draft_chars,
    read_attachment,
    read_attachments,
    read_tool,
)
from app.core.rag.loaders import Page
from app.core.tools.runner import READ_ATTACHED_FILE, ToolBox

LONG = AttachedFile("notes.txt", (Page(None, "".join(f"{i:05d} " for i in range(8000))),))
PDF = AttachedFile("report.pdf", (Page(1, "first page"), Page(2, "second page")))


def test_one_call_is_bounded_and_offset_continues_to_the_end() -> None:
    total = len(LONG.text)
    text, err = read_tool([LONG], {"name": "notes.txt"}, chunk=20_000)
    assert not err and f"characters 0–20000 of {total}" in text
    assert "offset=20000" in text and LONG.text[:20_000] in text
    pieces, offset = [], 0
    while True:
        text, err = read_tool([LONG], {"name": "notes.txt", "offset": offset}, chunk=20_000)
        assert not err
        body = text.split("\n", 1)[1].rsplit("\n", 1)[0]
        pieces.append(body)
        offset += len(body)
        if "[end of file]" in text:
            break
    assert "".join(pieces) == LONG.text and offset == total


def test_a_page_of_a_pdf_and_the_name_may_be_left_out_with_one_file() -> None:
    text, err = read_tool([PDF], {"page": 2})
    assert not err and "second page" in text and "first page" not in text and "page 2" in text
    text, err = read_tool([PDF], {"name": "report.pdf", "page": 9})
    assert err and "no page 9" in text and "1–2" in text


@pytest.mark.parametrize(
    ("arguments", "says"),
    [
        ({"name": "other.txt"}, "no attached file named 'other.txt'"),
        ({}, "no attached file named ''"),  # two files: the name is needed
        ({"name": "notes.txt", "offset": -1}, "offset must be 0 or more"),
        ({"name": "notes.txt", "offset": "x"}, "offset must be a whole number"),
        ({"name": "notes.txt", "offset": 1.5}, "offset must be a whole number"),
        ({"name": "notes.txt", "offset": 10**9}, "past the end"),
        ({"name": "notes.txt", "page": 1}, "has no pages"),
    ],
)
def test_bad_arguments_are_one_line_errors(arguments: dict[str, object], says: str) -> None:
    text, err = read_tool([LONG, PDF], arguments)
    assert err and says in text and "\n" not in text


def test_name_matches_without_case_or_suffix() -> None:
    assert not read_tool([LONG, PDF], {"name": "REPORT"})[1]


def test_reading_real_files_and_one_line_for_broken_huge_or_unsupported(tmp_path: Path) -> None:
    good = tmp_path / "a.md"
    good.write_text("# Title\n\nThe parcel ships Thursday.", encoding="utf-8")
    assert "Thursday" in read_attachment(good).text
    broken = tmp_path / "broken.pdf"
    broken.write_bytes(b"%PDF-1.4 not really")
    docx = tmp_path / "fake.docx"
    docx.write_bytes(b"plain bytes")
    empty = tmp_path / "empty.txt"
    empty.write_bytes(b"")
    for path, says in [
        (broken, "broken.pdf: "),
        (docx, "fake.docx: not a valid docx"),
        (empty, "empty.txt: empty file"),
        (tmp_path / "x.exe", "x.exe: unsupported file type .exe"),
        (tmp_path / "p.png", "p.png: a picture"),
        (tmp_path / "gone.txt", "gone.txt: cannot read file"),
    ]:
        with pytest.raises(AttachError) as info:
            read_attachment(path)
        assert str(info.value).startswith(says) and "\n" not in str(info.value)
    with pytest.raises(AttachError, match="at most 8 files"):
        read_attachments([good] * 9)


def test_huge_file_is_refused_by_size_before_it_is_read(tmp_path: Path) -> None:
    from app.core.config import IndexLimits

    big = tmp_path / "big.txt"
    with big.open("wb") as f:
        f.truncate(2 * 1024 * 1024)
    with pytest.raises(AttachError, match="over the 1 MB limit"):
        read_attachment(big, IndexLimits(max_file_mb=1))


def test_the_cloud_note_names_files_never_their_text() -> None:
    note = cloud_note([LONG, PDF])
    assert "notes.txt" in note and "report.pdf (2 pages" in note and "00001" not in note
    assert draft_chars(2048) == 3072 and draft_chars(1 << 20) == 8000 and draft_chars(256) == 600


def test_toolbox_offers_the_reader_only_with_files() -> None:
    async def offered(files: bool) -> set[str]:
        box = ToolBox([])
        if files:
            box.files = lambda a: read_tool([PDF], a)
        await box.open()
        names = {o.fn for o in box.offered()}
        if files:
            text, err, label = await box.call_labelled(READ_ATTACHED_FILE, {"page": 1})
            assert (not err, label) == (True, "public") and "first page" in text
        return names

    assert "read_attached_file" not in asyncio.run(offered(False))
    assert "read_attached_file" in asyncio.run(offered(True))
    assert READ_ATTACHED_FILE.auto_approve


def test_the_draft_reads_the_beginning_of_each_file_within_its_share() -> None:
    from app.core.engines.base import ChatMessage
    from app.core.pipeline.run import with_file_excerpts

    messages = [ChatMessage("system", "s"), ChatMessage("user", "What is in them?")]
    out = with_file_excerpts(messages, [LONG, PDF], llm_context=2048)
    assert out[0] == messages[0] and len(out) == 2
    last = out[-1].content
    assert last.endswith("What is in them?") and "Attached file report.pdf:" in last
    assert LONG.text[:1000] in last and LONG.text[1600:1700] not in last  # 3072 / 2 files
    assert len(last) < 3072 + 200
