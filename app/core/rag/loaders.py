"""Turn a user's file into text, page by page, or say in one line why it cannot be read.

Loaders never raise anything but :class:`LoadError`, so one broken file never stops a folder
from indexing: the indexer records the reason and moves on. Text files go through
charset-normalizer because real folders hold UTF-8, UTF-16 with a BOM and GBK/GB18030 side by
side, and guessing by hand gets GBK wrong.
"""

from __future__ import annotations

import codecs
import re
from collections.abc import Iterator
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.core.config import IndexLimits

#: Suffixes Tandem indexes; everything else in a folder is ignored (not "failed").
SUPPORTED_SUFFIXES = frozenset(
    {".txt", ".md", ".markdown", ".html", ".htm", ".pdf", ".docx"}
    | {".png", ".jpg", ".jpeg", ".webp", ".bmp"}  # read by OCR (rag/scans.py)
)
IMAGE_SUFFIXES = frozenset({".png", ".jpg", ".jpeg", ".webp", ".bmp"})

#: A file this large is almost certainly not a document a small model should read.
MAX_FILE_BYTES = 200 * 1024 * 1024
MB = 1024 * 1024
TEXT_SUFFIXES = frozenset({".txt", ".md", ".markdown"})


def default_limits() -> IndexLimits:
    from app.core.config import IndexLimits

    return IndexLimits()


def _over(what: str, size: int, limit_mb: int, setting: str) -> LoadError:
    return LoadError(
        f"{what} is {size / MB:.0f} MB, over the {limit_mb} MB limit "
        f"(settings.toml [index_limits] {setting})"
    )


class LoadError(Exception):
    """A file could not be turned into text; the message is one line for the user."""


@dataclass(frozen=True)
class Page:
    """Text of one page; ``number`` is 1-based for paginated formats (pdf), else None."""

    number: int | None
    text: str


def is_supported(path: Path) -> bool:
    return path.suffix.lower() in SUPPORTED_SUFFIXES and not path.name.startswith("~$")


def check_size(path: Path, limits: IndexLimits | None = None) -> int:
    """The file's size, or :class:`LoadError` when it is empty or over ``max_file_mb``."""
    limits = limits or default_limits()
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise LoadError(f"cannot read file: {exc.strerror or exc}") from exc
    if size == 0:
        raise LoadError("empty file")
    if size > limits.max_file_mb * MB:
        raise _over("the file", size, limits.max_file_mb, "max_file_mb")
    return size


def load(path: Path, limits: IndexLimits | None = None) -> list[Page]:
    """Read ``path`` into pages with non-empty text, or raise :class:`LoadError`.

    Nothing is unpacked past ``limits`` (a 455 KB docx can hold 156 MB of XML): the declared
    sizes inside a docx, an html file's size and a pdf's page count and extracted text are
    checked before or while they are read."""
    limits = limits or default_limits()
    suffix = path.suffix.lower()
    size = check_size(path, limits)
    unpacked = limits.max_unpacked_mb * MB
    try:
        if suffix in TEXT_SUFFIXES:
            pages = [Page(None, decode_text(path.read_bytes()))]
        elif suffix in (".html", ".htm"):
            if size > unpacked:
                raise _over("the html file", size, limits.max_unpacked_mb, "max_unpacked_mb")
            pages = [Page(None, html_to_text(decode_text(path.read_bytes())))]
        elif suffix == ".pdf":
            pages = _load_pdf(path, limits)
        elif suffix == ".docx":
            pages = [Page(None, _load_docx(path, limits))]
        elif suffix in IMAGE_SUFFIXES:
            pages = [Page(None, _load_image(path))]
        else:
            raise LoadError(f"unsupported file type {suffix or '(none)'}")
    except LoadError:
        raise
    except OSError as exc:
        raise LoadError(f"cannot read file: {exc.strerror or exc}") from exc
    except Exception as exc:  # parsers raise many types on corrupt input; any is "unreadable"
        raise LoadError(_one_line(f"unreadable {suffix[1:]}: {type(exc).__name__}: {exc}")) from exc
    pages = [Page(p.number, normalize_whitespace(p.text)) for p in pages]
    pages = [p for p in pages if p.text]
    if not pages:
        raise LoadError("no text found")
    return pages


def _one_line(message: str, limit: int = 200) -> str:
    line = " ".join(message.split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


# ---------------------------------------------------------------- plain text

_BOMS = (
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF32_LE, "utf-32"),
    (codecs.BOM_UTF32_BE, "utf-32"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


def decode_text(data: bytes) -> str:
    """Decode bytes of unknown encoding; binary junk raises :class:`LoadError`.

    A BOM is trusted outright; then strict UTF-8 (the common case, and detectors sometimes
    mislabel short UTF-8 files); then charset-normalizer, which handles GBK/GB18030, Big5 and
    the legacy code pages.
    """
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            try:
                return data.decode(encoding)
            except UnicodeDecodeError as exc:
                raise LoadError(f"invalid {encoding} text") from exc
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = _decode_legacy(data)
    if _looks_binary(text):
        raise LoadError("not a text file (binary content)")
    return text


_GB_FAMILY = ("gb2312", "gbk", "gb18030", "hz")


def _decode_legacy(data: bytes) -> str:
    """Not UTF-8: ask charset-normalizer, but prefer GB18030 when the detector is unsure.

    On a short file the detector often calls GBK bytes Big5, Korean or UTF-16 (all double-byte
    too), turning "年假制度" into Hangul. For a Chinese/English assistant GBK is by far the
    likelier legacy encoding (Big5 files lose this tie), so a clean GB18030 decode that reads as
    Chinese text wins over any guess outside the GB family.
    """
    from charset_normalizer import from_bytes

    best = from_bytes(data).best()
    if best is not None and best.encoding.replace("_", "").lower().startswith(_GB_FAMILY):
        return str(best)
    try:
        gb = data.decode("gb18030")
    except UnicodeDecodeError:
        gb = None
    if gb is not None and _reads_as_chinese(gb):
        return gb
    if best is None:
        raise LoadError("not a text file (binary content or unknown encoding)")
    return str(best)


def _reads_as_chinese(text: str) -> bool:
    common = 0
    cjk = 0
    for ch in text:
        if "\u4e00" <= ch <= "\u9fff":
            cjk += 1
            common += 1
        elif (
            (" " <= ch <= "~")
            or ch in "\t\r\n"
            or "\u3000" <= ch <= "\u303f"
            or ("\uff00" <= ch <= "\uffef")
        ):
            common += 1
    return cjk > 0 and common >= 0.95 * len(text)


def _looks_binary(text: str) -> bool:
    if not text:
        return False
    sample = text[:4096]
    bad = sum(1 for ch in sample if (ord(ch) < 32 and ch not in "\t\n\r\f") or ch == "\ufffd")
    return bad / len(sample) > 0.05


_WS = re.compile(r"[ \t\r\f\v\u00a0\u3000]+")
_BLANKS = re.compile(r"\n\s*\n+")


def normalize_whitespace(text: str) -> str:
    """Collapse runs of spaces, keep paragraph breaks (they are chunk boundaries)."""
    text = text.replace("\x00", "")
    text = _WS.sub(" ", text)
    lines = [line.strip() for line in text.split("\n")]
    return _BLANKS.sub("\n\n", "\n".join(lines)).strip()


# ---------------------------------------------------------------- html


class _VisibleText(HTMLParser):
    """Collects text a browser would show: no script, style, head metadata or comments."""

    _HIDDEN = frozenset({"script", "style", "noscript", "template", "head", "svg"})
    _BLOCK = frozenset(
        {"p", "div", "br", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "section", "article"}
        | {"table", "ul", "ol", "pre", "blockquote", "title", "header", "footer", "dd", "dt"}
    )

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._hidden = 0
        self.title = ""
        self._in_title = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "title":
            self._in_title = True
        elif tag in self._HIDDEN:
            self._hidden += 1
        if tag in self._BLOCK:
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
        elif tag in self._HIDDEN and self._hidden:
            self._hidden -= 1
        if tag in self._BLOCK:
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title += data
        elif not self._hidden:
            self.parts.append(data)


def html_to_text(html: str) -> str:
    parser = _VisibleText()
    parser.feed(html)
    parser.close()
    body = "".join(parser.parts)
    # The title names the document; it helps retrieval when the body never repeats it.
    title = parser.title.strip()
    return f"{title}\n\n{body}" if title else body


# ---------------------------------------------------------------- pdf and docx


def _load_pdf(path: Path, limits: IndexLimits) -> list[Page]:
    import logging

    from pypdf import PdfReader

    # pypdf logs every repair it attempts on a damaged file; the one-line LoadError is the
    # report the user sees, so the library's chatter stays out of the CLI's stderr.
    logging.getLogger("pypdf").setLevel(logging.ERROR)

    reader = PdfReader(str(path), strict=False)
    if reader.is_encrypted:
        try:
            reader.decrypt("")
        except Exception as exc:
            raise LoadError("encrypted pdf") from exc
    if len(reader.pages) > limits.max_pdf_pages:
        raise LoadError(
            f"the pdf has {len(reader.pages)} pages, over the {limits.max_pdf_pages} page limit "
            "(settings.toml [index_limits] max_pdf_pages)"
        )
    pages = []
    extracted = 0
    scanned: list[int] = []  # pages with no text layer: read by OCR below
    for number, page in enumerate(reader.pages, start=1):
        text = page.extract_text() or ""
        extracted += len(text) * 2  # what the text holds in memory, about
        if extracted > limits.max_unpacked_mb * MB:
            raise _over(
                f"the pdf's text (by page {number})",
                extracted,
                limits.max_unpacked_mb,
                "max_unpacked_mb",
            )
        pages.append(Page(number, text))
        if not text.strip():
            scanned.append(number)
    if not pages:
        raise LoadError("pdf has no pages (truncated or damaged)")
    if scanned:
        from app.core.rag.scans import ScanError, pdf_scanned_text

        try:
            read = pdf_scanned_text(reader, scanned)
        except ScanError as exc:
            raise LoadError(str(exc)) from None
        pages = [Page(p.number, read.get(p.number or 0, p.text)) for p in pages]
    return pages


def _load_image(path: Path) -> str:
    """An image file's text, read on the device (rag/scans.py)."""
    from app.core.engines.images import MAX_FILE_BYTES as MAX_IMAGE_BYTES
    from app.core.rag.scans import ScanError, image_text

    size = path.stat().st_size
    if size > MAX_IMAGE_BYTES:
        raise LoadError(
            f"the picture is {size / MB:.0f} MB, over the {MAX_IMAGE_BYTES // MB} MB limit"
        )
    try:
        text = image_text(path.name, path.read_bytes())
    except ScanError as exc:
        raise LoadError(str(exc)) from None
    if not text.strip():
        raise LoadError("no text found (OCR read none in the picture)")
    return text


def _load_docx(path: Path, limits: IndexLimits) -> str:
    import zipfile

    if not zipfile.is_zipfile(path):
        raise LoadError("not a valid docx (not a zip archive)")
    # The sizes a zip declares are what zipfile will inflate at most (it stops there and fails
    # the CRC), so checking them bounds what python-docx can be made to parse.
    with zipfile.ZipFile(path) as archive:
        xml = sum(i.file_size for i in archive.infolist() if i.filename.endswith(".xml"))
    if xml > limits.max_unpacked_mb * MB:
        raise _over("the docx's unpacked XML", xml, limits.max_unpacked_mb, "max_unpacked_mb")
    import docx

    document = docx.Document(str(path))
    parts = [p.text for p in document.paragraphs]
    for table in document.tables:
        for row in table.rows:
            parts.append(" | ".join(cell.text for cell in row.cells))
    return "\n\n".join(parts)


# ---------------------------------------------------------------- big text files, in pieces


def text_encoding(path: Path, sample_bytes: int = MB) -> str:
    """The encoding of a text file too big to read at once: a BOM, else UTF-8 when the whole
    file decodes strictly (checked in pieces), else what charset-normalizer says of a sample."""
    with path.open("rb") as fh:
        head = fh.read(sample_bytes)
        for bom, encoding in _BOMS:
            if head.startswith(bom):
                return encoding
        decoder = codecs.getincrementaldecoder("utf-8")("strict")
        try:
            block = head
            while block:
                decoder.decode(block)
                block = fh.read(sample_bytes)
            decoder.decode(b"", final=True)
            return "utf-8"
        except UnicodeDecodeError:
            pass
    from charset_normalizer import from_bytes

    best = from_bytes(head).best()
    if best is None:
        raise LoadError("not a text file (binary content or unknown encoding)")
    return best.encoding


def iter_text_pieces(
    path: Path, piece_bytes: int = MB, limits: IndexLimits | None = None
) -> Iterator[tuple[str, float]]:
    """A big text file as normalised pieces of about ``piece_bytes``, each cut at a paragraph
    (else line) break, with the share of the file read so far. Memory stays at a few pieces
    whatever the file's size; the same file always gives the same pieces."""
    size = check_size(path, limits)
    encoding = text_encoding(path)
    decoder = codecs.getincrementaldecoder(encoding)("replace")
    carry = ""
    read = 0
    first = True
    with path.open("rb") as fh:
        while True:
            block = fh.read(piece_bytes)
            read += len(block)
            text = carry + decoder.decode(block, final=not block)
            if first:
                first = False
                if _looks_binary(text):
                    raise LoadError("not a text file (binary content)")
                text = text.removeprefix("\ufeff")
            if block:
                cut = text.rfind("\n\n")
                if cut < len(text) // 2:
                    cut = text.rfind("\n")
                if cut <= 0:
                    cut = len(text)
                text, carry = text[:cut], text[cut:]
            else:
                carry = ""
            piece = normalize_whitespace(text)
            if piece:
                yield piece, min(1.0, read / size)
            if not block:
                return
