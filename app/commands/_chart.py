"""The routing curve as a PNG, drawn with QPainter on a QImage (offscreen: no window, no new
dependency; Qt is already Tandem's toolkit)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from app.core.routing.evaluation import Report

W, H = 720, 480
LEFT, RIGHT, TOP, BOTTOM = 70, 24, 48, 60


def _app() -> Any:
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance()
    if app is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QGuiApplication(["tandem-eval"])
    return app


def write_curve_png(report: Report, out: Path) -> None:
    """Quality against the share of cloud calls, with the random-router diagonal for scale."""
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPainterPath, QPen

    _app()
    img = QImage(W, H, QImage.Format.Format_ARGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    pw, ph = W - LEFT - RIGHT, H - TOP - BOTTOM
    lo = min(report.q_local, report.q_cloud)
    hi = max(report.q_local, report.q_cloud)
    span = max(hi - lo, 1e-6)
    y_lo, y_hi = max(0.0, lo - 0.05 * span), min(1.0, hi + 0.05 * span)

    def pt(x: float, y: float) -> QPointF:
        return QPointF(LEFT + x * pw, TOP + (1 - (y - y_lo) / max(y_hi - y_lo, 1e-6)) * ph)

    font = QFont()
    font.setPixelSize(13)
    p.setFont(font)
    grid = QPen(QColor("#dddddd"))
    for i in range(11):
        x = i / 10
        p.setPen(grid)
        p.drawLine(pt(x, y_lo), pt(x, y_hi))
        p.setPen(QColor("#444444"))
        p.drawText(
            QRectF(LEFT + x * pw - 20, TOP + ph + 6, 40, 16),
            Qt.AlignmentFlag.AlignCenter,
            f"{x:.0%}",
        )
    for i in range(6):
        y = y_lo + (y_hi - y_lo) * i / 5
        p.setPen(grid)
        p.drawLine(pt(0, y), pt(1, y))
        p.setPen(QColor("#444444"))
        p.drawText(
            QRectF(4, pt(0, y).y() - 8, LEFT - 10, 16), Qt.AlignmentFlag.AlignRight, f"{y:.0%}"
        )
    p.setPen(QPen(QColor("#999999"), 1.5, Qt.PenStyle.DashLine))
    p.drawLine(pt(0, report.q_local), pt(1, report.q_cloud))  # a random router, on average
    if report.oracle_points:
        best = QPainterPath(pt(0, report.oracle_points[0].quality))
        for point in report.oracle_points[1:]:
            best.lineTo(pt(point.cloud_fraction, point.quality))
        p.setPen(QPen(QColor("#2da44e"), 1.5, Qt.PenStyle.DashDotLine))
        p.drawPath(best)
    path = QPainterPath(pt(report.points[0].cloud_fraction, report.points[0].quality))
    for point in report.points[1:]:
        path.lineTo(pt(point.cloud_fraction, point.quality))
    p.setPen(QPen(QColor("#1f6feb"), 2.5))
    p.drawPath(path)
    for frac, color in ((report.cpt50, "#d73a49"), (report.cpt80, "#e36209")):
        p.setPen(QPen(QColor(color), 1.5, Qt.PenStyle.DotLine))
        p.drawLine(pt(frac, y_lo), pt(frac, y_hi))
    bold = QFont(font)
    bold.setPixelSize(15)
    bold.setBold(True)
    p.setFont(bold)
    p.setPen(QColor("#111111"))
    p.drawText(
        QRectF(LEFT, 8, pw, 22),
        Qt.AlignmentFlag.AlignLeft,
        f"Routing: APGR {report.apgr:.3f}   CPT(50%) {report.cpt50:.1%}   "
        f"CPT(80%) {report.cpt80:.1%}   ({report.n} prompts)",
    )
    p.setFont(font)
    p.drawText(
        QRectF(LEFT, H - 24, pw, 18),
        Qt.AlignmentFlag.AlignCenter,
        "share of requests sent to the cloud (blue: this router; green: perfect; grey: random)",
    )
    p.save()
    p.translate(16, TOP + ph / 2)
    p.rotate(-90)
    p.drawText(QRectF(-ph / 2, -10, ph, 18), Qt.AlignmentFlag.AlignCenter, "acceptable answers")
    p.restore()
    p.end()
    out.parent.mkdir(parents=True, exist_ok=True)
    if not img.save(str(out), "PNG"):  # type: ignore[call-overload]  # the stubs say bytes; Qt wants str
        raise OSError(f"Qt could not write {out}")
