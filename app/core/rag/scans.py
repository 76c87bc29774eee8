"""Pictures and scanned pages as documents: their text read by OCR on the device
(docs/ARCHITECTURE.md §17).

An image file (PNG, JPEG, WebP, BMP) is checked and decoded exactly as a picture attached to a
question is (:func:`app.core.engines.images.decode`: format, size and pixel limits, one-line
errors) and read by the same RapidOCR engine. A PDF page with no text layer (a scan) is read
from the pictures the page holds: pypdf, which already reads the pdf's text, hands out each
image XObject decoded (JPEG, Flate, CCITT fax, ...), so no PDF renderer is needed. A page whose
text is drawn as vector outlines without a text layer holds no picture and stays unread.

Reading a page costs about a second, so the reader reports how far it is through
:data:`READ_PROGRESS` (the indexer sets it; the index worker forwards it from its child
process), which becomes ``{"status": "indexing", "fraction": ...}`` progress events.

The engine is the caller's, through :func:`using`: the document store reads with the one engine
of its services (``Services.ocr``, the engine pictures in questions are read with), and the index
worker's child process with its own; a bare ``loaders.load`` uses :data:`FALLBACK`.
"""

from __future__ import annotations

import contextvars
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pypdf import PdfReader

    from app.core.engines.ocr import OcrEngine

#: Pictures on a page smaller than this on either side are icons or rules, not scanned text.
MIN_SIDE = 24

#: Called with the share (0-1) of a file's OCR done so far; None: nobody is listening.
READ_PROGRESS: contextvars.ContextVar[Callable[[float], None] | None] = contextvars.ContextVar(
    "tandem_read_progress", default=None
)

#: Where a read takes its OCR engine from: the caller's (the document store passes the services'
#: one, ``Services.ocr``; the index worker's child process its own); None: :data:`FALLBACK`.
ENGINE: contextvars.ContextVar[Callable[[], OcrEngine] | None] = contextvars.ContextVar(
    "tandem_ocr_engine", default=None
)


class LazyOcr:
    """An OCR engine built on the first read and kept until :meth:`release` (its models hold
    memory). A test or a child process builds its own."""

    def __init__(self) -> None:
        self._engine: OcrEngine | None = None
        self._lock = threading.Lock()

    def engine(self) -> OcrEngine:
        with self._lock:
            if self._engine is None:
                from app.core.engines.ocr import OcrEngine

                self._engine = OcrEngine()
            return self._engine

    @property
    def loaded(self) -> bool:
        """Whether the engine is built (and holds its models' memory)."""
        return self._engine is not None

    def release(self) -> None:
        """Drop the engine (its models' memory); the next read loads it again."""
        with self._lock:
            old, self._engine = self._engine, None
        if old is not None:
            old.close()


#: The engine of a read that was given none (a bare ``loaders.load``: a benchmark, a test).
FALLBACK = LazyOcr()


class ScanError(Exception):
    """A picture or page could not be read; one line (the loader turns it into a LoadError)."""


@contextmanager
def reporting(fn: Callable[[float], None] | None) -> Iterator[None]:
    """Within the block, OCR progress goes to ``fn``."""
    token = READ_PROGRESS.set(fn)
    try:
        yield
    finally:
        READ_PROGRESS.reset(token)


def report(fraction: float) -> None:
    fn = READ_PROGRESS.get()
    if fn is not None:
        fn(min(1.0, max(0.0, fraction)))


@contextmanager
def using(engine: Callable[[], OcrEngine]) -> Iterator[None]:
    """Within the block, scans and pictures are read by ``engine()`` (called on the first read)."""
    token = ENGINE.set(engine)
    try:
        yield
    finally:
        ENGINE.reset(token)


def engine() -> OcrEngine:
    """The OCR engine for documents read here: the one :func:`using` gave, else the fallback."""
    given = ENGINE.get()
    return given() if given is not None else FALLBACK.engine()


def release() -> None:
    """Drop the fallback engine (its models' memory); the next read loads it again."""
    FALLBACK.release()


def _read_rgb(rgb: Any) -> str:
    from app.core.engines.ocr import OcrError

    try:
        return engine().read(rgb).text
    except OcrError as exc:
        raise ScanError(str(exc)) from None


def image_text(name: str, data: bytes) -> str:
    """The text of an image file's picture (raises :class:`ScanError`, one line)."""
    from app.core.engines.images import ImageError, ImageInput, decode

    try:
        picture = decode(ImageInput(name, data))
    except ImageError as exc:
        # decode names the picture; the indexer names the file already
        raise ScanError(str(exc).removeprefix(f"{name}: ")) from None
    report(0.0)
    text = _read_rgb(picture.rgb)
    report(1.0)
    return text


def pdf_scanned_text(reader: PdfReader, numbers: list[int]) -> dict[int, str]:
    """The OCR text of the pdf pages ``numbers`` (1-based), each read from the pictures it
    holds; a page whose pictures cannot be decoded is left out (its text is not known)."""
    out: dict[int, str] = {}
    if not numbers:
        return out
    report(0.0)
    for done, number in enumerate(numbers, start=1):
        parts = [_read_rgb(rgb) for rgb in _page_pictures(reader.pages[number - 1], number)]
        text = "\n".join(p for p in parts if p.strip())
        if text:
            out[number] = text
        report(done / len(numbers))
    return out


def _page_pictures(page: Any, number: int) -> Iterator[Any]:
    """The page's pictures as RGB arrays, largest canvas checked before any is decoded."""
    import numpy as np

    from app.core.engines.images import MAX_PIXELS, _to_rgb

    for width, height in _declared_sizes(page):
        if width * height > MAX_PIXELS:
            raise ScanError(
                f"page {number} holds a {width}x{height} picture, over the "
                f"{MAX_PIXELS // 1_000_000} megapixel limit"
            )
    try:
        images = list(page.images)
    except Exception:  # an undecodable stream: this page has no picture we can read
        return
    for image in images:
        try:
            pil = image.image
            if pil is None or min(pil.size) < MIN_SIDE:
                continue
            rgb = np.asarray(_to_rgb(pil), dtype=np.uint8)
        except Exception:  # one broken picture: the page's others are still read
            continue
        yield rgb


def _declared_sizes(page: Any) -> Iterator[tuple[int, int]]:
    """Width and height each image XObject on the page declares (read before decoding)."""
    try:
        resources = page.get("/Resources")
        xobjects = resources.get_object().get("/XObject") if resources is not None else None
        if xobjects is None:
            return
        for ref in xobjects.get_object().values():
            obj = ref.get_object()
            if obj.get("/Subtype") == "/Image":
                yield int(obj.get("/Width", 0)), int(obj.get("/Height", 0))
    except (AttributeError, TypeError, ValueError):
        return
