"""Render resources/icons/tandem.svg to the platform icon formats the installers need:
tandem.png (Linux, 256 px), tandem.ico (Windows) and tandem.icns (macOS), with Qt's own image
writers. Run: QT_QPA_PLATFORM=offscreen .venv/bin/python installer/make_icons.py"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"


def render(size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    QSvgRenderer(str(ICONS / "tandem.svg")).render(painter)
    painter.end()
    return image


def main() -> int:
    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841
    for name, size in (("tandem.png", 256), ("tandem.ico", 256), ("tandem.icns", 512)):
        target = ICONS / name
        if not render(size).save(str(target)):
            print(f"could not write {target}", file=sys.stderr)
            return 1
        print(f"{target} ({target.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
