"""Pictures in a request (docs/ARCHITECTURE.md §17): read on the device first, their text gated
with the question, and the pixels themselves sent only where they may go.

1. :func:`read_pictures` decodes and reads every picture on the OCR engine's worker.
2. :func:`question_with_pictures` is the question the gate classifies and the draft answers:
   the user's words, then each picture's text under a header naming it. History keeps it too,
   so a follow-up question still has the picture's text.
3. After the route, :func:`prepare_uploads` decides per picture, from the gate's decision: an
   endpoint without ``vision`` gets the (redacted) text only; ``local`` sends nothing; ``send``
   sends the pixels re-encoded (no metadata); ``redact`` paints over every line holding an
   entity (``privacy/image_mask.py``), reads the painted picture again and paints again while
   anything is found, and sends it only once a reading finds nothing (else its text only). The
   cloud call waits for this (``GateView.pending``) while the draft is already streaming.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from app.core.engines.images import ImageInput, OutboundImage, Picture, encode_png
from app.core.engines.ocr import OcrResult
from app.core.pipeline.gate_view import GateView
from app.core.pipeline.state import RunState

if TYPE_CHECKING:
    from app.core.engines.ocr import OcrEngine

#: Readings of a painted picture before it is given up on (each finds what the last one missed).
MASK_ROUNDS = 3


@dataclass
class ReadPicture:
    index: int  # 1-based, as the question names it
    source: ImageInput
    picture: Picture
    ocr: OcrResult
    record: dict[str, Any]  # the trace's entry for it


async def read_pictures(ocr: OcrEngine, images: Sequence[ImageInput]) -> list[ReadPicture]:
    """Decode and read each picture; raises ``ImageError``/``OcrError`` for the first bad one."""
    out = []
    for i, image in enumerate(images, 1):
        picture, result = await ocr.aread_input(image)
        record: dict[str, Any] = {
            "index": i,
            "name": image.name,
            "format": picture.format,
            "width": picture.width,
            "height": picture.height,
            "bytes": len(image.data),
            "ocr_ms": round(result.elapsed_ms, 1),
            "ocr_lines": len(result.lines),
            "ocr_chars": len(result.text),
            "sent": False,
        }
        out.append(ReadPicture(i, image, picture, result, record))
    return out


def question_with_pictures(question: str, pictures: Sequence[ReadPicture]) -> str:
    """The user's question, then each picture's text as read on the device."""
    blocks = [question.strip()]
    for p in pictures:
        text = p.ocr.text.strip() or "(no text found)"
        blocks.append(f"[Picture {p.index}: {p.source.name}; its text, read on the device]\n{text}")
    return "\n\n".join(blocks)


def route_reasons(pictures: Sequence[ReadPicture], view: GateView, st: RunState) -> list[str]:
    """What the route event says about the pictures, before the upload is prepared."""
    if not pictures:
        return []
    n = len(pictures)
    what = "the picture" if n == 1 else f"the {n} pictures"
    ep = st.endpoint
    if ep is None or view.action == "local" or st.plan.remote is None:
        return [f"{what}: read on the device; the answer comes from their text"]
    if "vision" not in ep.abilities:
        redacted = " (redacted)" if view.redacted else ""
        return [f"{what}: {ep.name} reads no pictures, so their text goes instead{redacted}"]
    if view.action == "redact":
        return [
            f"{what}: to {ep.name} as pixels, every region holding personal data painted over "
            "first (and checked by reading it again)"
        ]
    return [f"{what}: to {ep.name} as pixels (re-encoded, no metadata)"]


def start_uploads(
    ocr: OcrEngine, st: RunState, view: GateView, pictures: Sequence[ReadPicture]
) -> None:
    """Prepare the pictures for the cloud in the background; the cloud call awaits it."""
    if pictures and st.plan.remote is not None and view.action != "local":
        view.pending = st.spawn(prepare_uploads(ocr, st, view, pictures))
    else:
        why = (
            "kept on the device" if view.action == "local" else "the answer was made on the device"
        )
        for p in pictures:
            p.record["why"] = why


async def prepare_uploads(
    ocr: OcrEngine, st: RunState, view: GateView, pictures: Sequence[ReadPicture]
) -> None:
    """Fill ``view.images`` with what may go, and each picture's trace record with why."""
    ep = st.endpoint
    for p in pictures:
        rec = p.record
        if ep is None or view.action == "local":
            rec["why"] = "kept on the device"
            continue
        if "vision" not in ep.abilities:
            rec["why"] = f"{ep.name} reads no pictures: its text went instead"
            continue
        rgb, painted = p.picture.rgb, 0
        if view.action == "redact":
            rgb, painted, left = await _masked(ocr, p)
            rec["painted"] = painted
            if left:
                rec["why"] = (
                    f"after painting, a reading still found {', '.join(left)}: "
                    "its text went instead"
                )
                continue
        png = await ocr.offload(encode_png, rgb)
        from app.core.engines.images import png_size

        width, height = png_size(png)
        image = OutboundImage(p.source.name, png, width, height, painted)
        view.images.append(image)
        rec.update(image.record(), sent=True, why="sent as pixels")
        rec["name"] = p.source.name


async def _masked(ocr: OcrEngine, p: ReadPicture) -> tuple[Any, int, list[str]]:
    """Paint, read again, repeat (at most :data:`MASK_ROUNDS` readings of painted pixels).
    Returns the pixels, the regions painted and the entity types a last reading still found."""
    from app.core.privacy.image_mask import box_of, entity_types, lines_to_paint, paint

    rgb, result, painted = p.picture.rgb, p.ocr, 0
    for _ in range(MASK_ROUNDS):
        todo = lines_to_paint(result)
        if not todo:
            return rgb, painted, []
        h, w = rgb.shape[0], rgb.shape[1]
        boxes = [box_of(result.lines[i], w, h) for i in todo]
        rgb = await ocr.offload(paint, rgb, boxes)
        painted += len(boxes)
        result = await ocr.aread(rgb)
    return rgb, painted, entity_types(result)


def image_input(st: RunState, view: GateView | None) -> str | None:
    """What the final answer was made from, for a request with pictures (``FinalEvent``)."""
    if not st.req.images:
        return None
    sent = view is not None and bool(view.images) and st.trace.upload is not None
    return "image" if st.source == "cloud" and sent else "text"
