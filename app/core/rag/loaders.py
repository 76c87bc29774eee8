"""Turn a user's file into text, page by page, or say in one line why it cannot be read.

Loaders never raise anything but :class:`LoadError`, so one broken file never stops a folder
from indexing: the indexer records the reason and moves on. Text files go through
charset-normalizer because real folders hold UTF-8, UTF-16 with a BOM and GBK/GB18030 side by
side, and guessing by hand gets GBK wrong.
"""

from __future__ import annotations

import codecs
import re
from dataclasses import dataclass
from html.parser import HTMLParser
from pathlib import Path

#: Suffixes Tandem indexes; everything else in a folder is ignored (not "failed").
SUPPORTED_SUFFIXES = frozenset({".txt", ".md", ".markdown", ".html", ".htm", ".pdf", ".docx"})

#: A file this large is almost certainly not a document a small model should read.
MAX_FILE_BYTES = 200 * 1024 * 1024


class LoadError(Exception):
    """A file could not be turned into text; the message is one line for the user."""


@dataclass(frozen=True)
class Page:
    """Text of one page; ``number`` is 1-based for paginated formats (pdf), else None."""

    number: int | None
    text: str


def is_supported(path: Path) -> bool:
    return path.suffix.lower() in SUPPORTED_SUFFIXES and not path.name.startswith("~$")


def load(path: Path) -> list[Page]:
    """Read ``path`` into pages with non-empty text, or raise :class:`LoadError`."""
    suffix = path.suffix.lower()
    try:
        size = path.stat().st_size
    except OSError as exc:
        raise LoadError(f"cannot read file: {exc.strerror or exc}") from exc
    if size == 0:
        raise LoadError("empty file")
    if size > MAX_FILE_BYTES:
        raise LoadError(f"file too large ({size // (1024 * 1024)} MiB)")
    try:
        if suffix in (".txt", ".md", ".markdown"):
            pages = [Page(None, decode_text(path.read_bytes()))]
        elif suffix in (".html", ".htm"):
            pages = [Page(None, html_to_text(decode_text(path.read_bytes())))]
        elif suffix == ".pdf":
            pages = _load_pdf(path)
        elif suffix == ".docx":
            pages = [Page(None, _load_docx(path))]
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


def _load_pdf(path: Path) -> list[Page]:
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
    pages = []
    for number, page in enumerate(reader.pages, start=1):
        pages.append(Page(number, page.extract_text() or ""))
    if not pages:
        raise LoadError("pdf has no pages (truncated or damaged)")
    return pages


def _load_docx(path: Path) -> str:
    import zipfile

    if not zipfile.is_zipfile(path):
        raise LoadError("not a valid docx (not a zip archive)")
    import docx

    document = docx.Document(str(path))
    parts = [p.text for p in document.paragraphs]
    for table in document.tables:
        for row in table.rows:
            parts.append(" | ".join(cell.text for cell in row.cells))
    return "\n\n".join(parts)
