"""Painting personal data out of a picture before it leaves (docs/ARCHITECTURE.md §17).

The privacy gate redacts every entity it detects in a text it lets out in redacted form. For a
picture that means: every OCR line whose text holds a detected entity is painted over with a
solid box, a margin around it, so the uploaded pixels carry nothing the redacted text would not.
Entities are found in the picture's whole text (lines joined, as the gate saw them: a name is
recognised by the label on its line) and in each line on its own; a line is painted when an
entity overlaps it. The caller reads the painted picture again and repeats while anything is
found (``pipeline/images.py``), so a line the first reading split or missed is caught by the next.
Pure functions: no I/O; the pixels are a numpy array.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from app.core.engines.ocr import OcrLine, OcrResult
from app.core.privacy.classifier import Classification, classify

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

Box = tuple[int, int, int, int]  # left, top, right, bottom (exclusive), in pixels


def lines_to_paint(
    result: OcrResult, classifier: Callable[[str], Classification] = classify
) -> list[int]:
    """Indexes of the lines holding a detected entity, in reading order."""
    found: set[int] = set()
    whole = classifier(result.text)
    spans = result.offsets()
    for e in whole.entities:
        for i, (start, end) in enumerate(spans):
            if e.start < end and e.end > start:
                found.add(i)
    for i, line in enumerate(result.lines):
        if i not in found and classifier(line.text).entities:
            found.add(i)
    return sorted(found)


def entity_types(
    result: OcrResult, classifier: Callable[[str], Classification] = classify
) -> list[str]:
    """The kinds of entity still readable in a picture's text (never their values)."""
    return sorted({e.type for e in classifier(result.text).entities})


def box_of(line: OcrLine, width: int, height: int) -> Box:
    """The line's box, axis-aligned, with a margin of a third of its height on every side
    (the detector's box hugs the glyphs; descenders and a neighbouring digit must not show)."""
    xs = [x for x, _ in line.box]
    ys = [y for _, y in line.box]
    margin = max(4.0, (max(ys) - min(ys)) / 3)
    left = max(0, int(min(xs) - margin))
    top = max(0, int(min(ys) - margin))
    right = min(width, int(max(xs) + margin + 1))
    bottom = min(height, int(max(ys) + margin + 1))
    return left, top, right, bottom


def paint(rgb: npt.NDArray[np.uint8], boxes: Sequence[Box]) -> npt.NDArray[np.uint8]:
    """A copy of the pixels with each box filled solid black."""
    out = rgb.copy()
    for left, top, right, bottom in boxes:
        out[top:bottom, left:right] = 0
    return out
