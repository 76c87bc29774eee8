"""Files attached to one question (``tandem ask --attach``, the window's Attach button) and the
built-in ``read_attached_file`` tool that reads them on the device (docs/ARCHITECTURE.md §16).

A file is turned into text by the document loaders of ``app.core.rag.loaders`` (text, Markdown,
HTML, PDF, DOCX), with their limits and their one-line errors; pictures are asked about with
``--image`` (§17), not attached. The text stays on the device: the cloud reads it through the
tool, a bounded piece per call, and each piece passes the privacy gate like every tool result;
the device's draft gets the beginning of each file as context (pipeline/run.py, bounded by
:func:`draft_chars`).
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from app.core.rag.loaders import IMAGE_SUFFIXES, LoadError, Page, load
from app.core.rag.scans import using

if TYPE_CHECKING:
    from app.core.config import IndexLimits
    from app.core.engines.ocr import OcrEngine

#: One call returns at most this many characters; ``offset`` continues.
READ_CHUNK_CHARS = 20_000
#: At most this many files with one question.
MAX_FILES = 8
#: An attached file is read whole into memory: on-disk size at most this (MB), whatever
#: ``[index_limits] max_file_mb`` allows for indexing.
MAX_ATTACH_MB = 50
#: Suffixes that can be attached (the loaders' document types).
ATTACH_SUFFIXES = frozenset({".txt", ".md", ".markdown", ".html", ".htm", ".pdf", ".docx"})


class AttachError(ValueError):
    """A file that cannot be attached; the message is one line that names it."""


@dataclass(frozen=True)
class AttachedFile:
    """One attached file's text on the device: ``pages`` as the loaders read them (PDF pages
    are numbered; other formats are one page)."""

    name: str
    pages: tuple[Page, ...]

    @property
    def text(self) -> str:
        return "\n\n".join(p.text for p in self.pages)

    @property
    def paged(self) -> bool:
        return any(p.number is not None for p in self.pages)

    def describe(self) -> str:
        """Name and size, for the question's note and the CLI (nothing of the content)."""
        if self.paged:
            return f"{self.name} ({len(self.pages)} pages, {len(self.text)} characters)"
        return f"{self.name} ({len(self.text)} characters)"


def read_attachment(
    path: Path,
    limits: IndexLimits | None = None,
    ocr: Callable[[], OcrEngine] | None = None,
) -> AttachedFile:
    """``path`` read into text (on a worker: a PDF or DOCX takes a while), or
    :class:`AttachError` with one line naming the file. ``ocr``: the engine a scanned page is
    read with (``Services.ocr``; None: :mod:`app.core.rag.scans`'s own)."""
    from app.core.config import IndexLimits

    name = path.name
    suffix = path.suffix.lower()
    if suffix in IMAGE_SUFFIXES:
        raise AttachError(f"{name}: a picture; ask about it with --image (the Picture button)")
    if suffix not in ATTACH_SUFFIXES:
        kinds = "text, Markdown, HTML, PDF or DOCX"
        raise AttachError(f"{name}: unsupported file type {suffix or '(none)'} ({kinds})")
    base = limits or IndexLimits()
    capped = dataclasses.replace(base, max_file_mb=min(base.max_file_mb, MAX_ATTACH_MB))
    reading = using(ocr) if ocr is not None else contextlib.nullcontext()
    try:
        with reading:
            pages = load(path, capped)
    except LoadError as exc:
        raise AttachError(f"{name}: {exc}") from None
    return AttachedFile(name, tuple(pages))


def read_attachments(
    paths: Sequence[Path], limits: IndexLimits | None = None
) -> list[AttachedFile]:
    if len(paths) > MAX_FILES:
        raise AttachError(f"at most {MAX_FILES} files with one question ({len(paths)} given)")
    return [read_attachment(p, limits) for p in paths]


def _find(files: Sequence[AttachedFile], name: str) -> AttachedFile | None:
    if not name and len(files) == 1:
        return files[0]
    for f in files:
        if f.name == name:
            return f
    folded = name.strip().casefold()
    for f in files:
        if f.name.casefold() == folded or Path(f.name).stem.casefold() == folded:
            return f
    return None


def _int(value: object, what: str) -> int | None:
    if value is None or value == "":
        return None
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise ValueError(f"{what} must be a whole number")
    try:
        number = int(value)
    except (TypeError, ValueError):
        raise ValueError(f"{what} must be a whole number") from None
    if isinstance(value, float) and number != value:
        raise ValueError(f"{what} must be a whole number")
    return number


def read_tool(
    files: Sequence[AttachedFile], arguments: Mapping[str, object], chunk: int = READ_CHUNK_CHARS
) -> tuple[str, bool]:
    """The built-in ``read_attached_file``: a bounded piece of one file's text, and whether
    the call is an error. Arguments: ``name`` (may be left out with one file), ``page``
    (1-based, PDF) and ``offset`` (characters, into the page when one is named, else into the
    whole text). The piece ends with how to continue when there is more."""
    names = ", ".join(f.name for f in files)
    if not files:
        return "error: no file is attached to this question", True
    name = str(arguments.get("name") or "").strip()
    found = _find(files, name)
    if found is None:
        return f"error: no attached file named {name!r} (attached: {names})", True
    try:
        page = _int(arguments.get("page"), "page")
        offset = _int(arguments.get("offset"), "offset") or 0
    except ValueError as exc:
        return f"error: {exc}", True
    if offset < 0:
        return "error: offset must be 0 or more", True
    where = ""
    if page is not None:
        numbers = [p.number for p in found.pages if p.number is not None]
        match = [p for p in found.pages if p.number == page]
        if not numbers:
            return f"error: {found.name} has no pages; leave page out", True
        if not match:
            return (
                f"error: {found.name} has no page {page} (pages {numbers[0]}–{numbers[-1]})",
                True,
            )
        text, where = match[0].text, f", page {page}"
    else:
        text = found.text
    total = len(text)
    if offset >= total and total:
        return f"error: offset {offset} is past the end ({total} characters{where})", True
    piece = text[offset : offset + chunk]
    end = offset + len(piece)
    head = f"[{found.name}{where}: characters {offset}–{end} of {total}]"
    more = (
        f"\n[more follows: call read_attached_file again with offset={end}]"
        if end < total
        else "\n[end of file]"
        if not where
        else "\n[end of page]"
    )
    return f"{head}\n{piece}{more}", False


def cloud_note(files: Sequence[AttachedFile]) -> str:
    """The line that joins the question sent to a cloud (gated with it): which files there are,
    never their content."""
    said = "; ".join(f.describe() for f in files)
    return (
        f"\n\n(Attached files, kept on the user's device: {said}. "
        "Read them with the read_attached_file tool when it is offered.)"
    )


def draft_chars(llm_context_tokens: int) -> int:
    """How much of the attached files the device's draft reads: about half the local model's
    context (≈ 3 characters a token), never over 8000 characters (a small model's first token
    waits for the prefill of all of it)."""
    return max(600, min(8000, llm_context_tokens * 3 // 2))
