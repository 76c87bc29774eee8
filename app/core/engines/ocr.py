"""Text in pictures, read on the device (docs/ARCHITECTURE.md §17).

RapidOCR's ONNX Runtime package (``rapidocr-onnxruntime``) carries PaddleOCR's PP-OCRv4
detection and Chinese/English recognition models inside its wheel (Apache-2.0): nothing is
downloaded at run time. Like every non-thread-safe engine it owns one worker thread
(:class:`EngineWorker`): the model loads there on first use, every read runs there in order, and
the event loop (the window's GUI thread) only awaits the result.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ParamSpec, TypeVar

from app.core.engines.images import ImageInput, Picture, decode
from app.core.engines.worker import EngineWorker

P = ParamSpec("P")
T = TypeVar("T")

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

#: Readings kept by the pictures' sha256 (a few hundred bytes each).
RECENT_READS = 16

#: The distribution that carries the library and its models (models/manifest.toml verifies them).
DISTRIBUTION = "rapidocr-onnxruntime"


class OcrError(RuntimeError):
    """The OCR engine is missing or failed; one line."""


@dataclass(frozen=True)
class OcrLine:
    """One line of text: ``box`` is its four corners (x, y) in the picture's pixels, clockwise
    from the top left; ``score`` the recogniser's confidence (0-1)."""

    text: str
    box: tuple[tuple[float, float], ...]
    score: float

    def as_json(self) -> dict[str, object]:
        return {
            "text": self.text,
            "box": [[round(x, 1), round(y, 1)] for x, y in self.box],
            "score": round(self.score, 4),
        }


@dataclass(frozen=True)
class OcrResult:
    lines: tuple[OcrLine, ...]
    width: int
    height: int
    elapsed_ms: float = 0.0

    @property
    def text(self) -> str:
        """The lines in reading order, one per line."""
        return "\n".join(line.text for line in self.lines)

    def offsets(self) -> list[tuple[int, int]]:
        """Each line's (start, end) in :attr:`text`."""
        out, pos = [], 0
        for line in self.lines:
            out.append((pos, pos + len(line.text)))
            pos += len(line.text) + 1
        return out

    def as_json(self) -> dict[str, object]:
        return {"text": self.text, "lines": [line.as_json() for line in self.lines]}


def available() -> str | None:
    """None when the OCR library can be imported, else why not (one line)."""
    import importlib.util

    for module in ("rapidocr_onnxruntime", "onnxruntime", "cv2"):
        if importlib.util.find_spec(module) is None:
            return f"the OCR library is not installed ({module} is missing; run installer/bootstrap.sh)"
    return None


class OcrEngine:
    """RapidOCR on its own worker thread, loaded on first use."""

    def __init__(self, *, threads: int = 0, text_score: float = 0.5) -> None:
        self.threads = threads  # 0: ONNX Runtime's default (every core)
        self.text_score = text_score
        self._worker = EngineWorker("tandem-ocr")
        self._ocr: Any = None
        self._lock = threading.Lock()
        self.load_ms: float | None = None
        #: The last pictures' readings by their bytes' sha256: the window reads a picture when it
        #: is attached (to show its text) and the request reads it again when it is sent.
        self._recent: OrderedDict[str, OcrResult] = OrderedDict()

    # ------------------------------------------------------------ on the worker

    def _load(self) -> Any:
        with self._lock:
            if self._ocr is not None:
                return self._ocr
            missing = available()
            if missing:
                raise OcrError(missing)
            t0 = time.perf_counter()
            try:
                from rapidocr_onnxruntime import RapidOCR
            except Exception as exc:  # a broken install: name it, in one line
                raise OcrError(
                    f"the OCR library cannot be loaded ({type(exc).__name__}: {exc})"
                ) from None
            # RapidOCR's logger prints every notice to stderr at DEBUG; keep its errors only.
            logging.getLogger("RapidOCR").setLevel(logging.ERROR)
            kwargs: dict[str, Any] = {"print_verbose": False, "text_score": self.text_score}
            if self.threads > 0:
                kwargs["intra_op_num_threads"] = self.threads
            try:
                self._ocr = RapidOCR(**kwargs)
            except Exception as exc:
                raise OcrError(
                    f"the OCR models cannot be loaded ({type(exc).__name__}: {exc})"
                ) from None
            self.load_ms = (time.perf_counter() - t0) * 1000
            return self._ocr

    def _read(self, rgb: npt.NDArray[np.uint8]) -> OcrResult:
        import numpy as np

        ocr = self._load()
        t0 = time.perf_counter()
        bgr = np.ascontiguousarray(rgb[..., ::-1])  # RapidOCR takes an array as OpenCV's BGR
        try:
            found, _ = ocr(bgr)
        except Exception as exc:
            raise OcrError(f"OCR failed ({type(exc).__name__}: {exc})") from None
        lines = tuple(_line(item) for item in found or ())
        ms = (time.perf_counter() - t0) * 1000
        return OcrResult(tuple(ln for ln in lines if ln.text), rgb.shape[1], rgb.shape[0], ms)

    # ------------------------------------------------------------ callers

    def read(self, rgb: npt.NDArray[np.uint8]) -> OcrResult:
        """Blocking (the CLI, benchmarks, the worker's own thread)."""
        return self._worker.call(self._read, rgb)

    async def aread(self, rgb: npt.NDArray[np.uint8]) -> OcrResult:
        """From the event loop: the read runs on the engine's worker."""
        return await self._worker.run(self._read, rgb)

    async def aread_input(self, image: ImageInput) -> tuple[Picture, OcrResult]:
        """Decode (and check) a picture and read it, both on the worker: a large JPEG's
        decoding is CPU work the event loop must not do. The same bytes read again are not
        read twice (the last :data:`RECENT_READS`). Raises ``ImageError``/``OcrError``."""

        def job() -> tuple[Picture, OcrResult]:
            picture = decode(image)
            key = image.sha256
            with self._lock:
                known = self._recent.get(key)
            if known is not None:
                return picture, known
            result = self._read(picture.rgb)
            with self._lock:
                self._recent[key] = result
                while len(self._recent) > RECENT_READS:
                    self._recent.popitem(last=False)
            return picture, result

        return await self._worker.run(job)

    async def offload(self, fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        """Other picture work (painting, encoding) on the same worker, in order with reads."""
        return await self._worker.run(fn, *args, **kwargs)

    def warm(self) -> None:
        """Queue the model's load without waiting; never raises (a read reports the error)."""

        def load() -> None:
            try:
                self._load()
            except OcrError:
                return

        self._worker.submit(load)

    def close(self) -> None:
        self._worker.shutdown(wait=True)
        self._ocr = None


def _line(item: Sequence[Any]) -> OcrLine:
    box, text, score = item[0], item[1], item[2]
    corners = tuple((float(x), float(y)) for x, y in box)
    return OcrLine(str(text).strip(), corners, float(score))
