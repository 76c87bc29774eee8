"""The pictures an answer's request sent, for the Why panel (docs/ARCHITECTURE.md §17): read from
the outbound audit log, which keeps the exact PNG bytes that left the device (masked where the
policy redacts). Loaded and scaled on a worker; the dialog shows them when they arrive."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QImage

#: The longer side of a picture shown in the Why panel (pixels).
SHOWN_SIDE = 320


@dataclass(frozen=True)
class SentPicture:
    name: str
    painted: int  # regions painted over before upload
    width: int
    height: int
    image: QImage  # scaled to at most SHOWN_SIDE


def load_sent_pictures(request_id: str) -> list[SentPicture]:
    """Blocking (run it on a worker): the pictures as sent, scaled for showing."""
    from PySide6.QtCore import Qt

    from app.core.store.audit import AuditLog

    out = []
    for name, painted, png in AuditLog().sent_images(request_id):
        full = QImage.fromData(png)
        if full.isNull():
            continue
        shown = full
        if max(full.width(), full.height()) > SHOWN_SIDE:
            shown = full.scaled(
                SHOWN_SIDE,
                SHOWN_SIDE,
                Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
        out.append(SentPicture(name, painted, full.width(), full.height(), shown))
    return out
