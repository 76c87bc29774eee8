"""Pictures rendered for the image tests (docs/ARCHITECTURE.md §17): a Chinese + English invoice
with personal data, one without, a screenshot-like page. Rendered with Pillow and the system's
Noto Sans CJK (fonts-noto-cjk, which installer/bootstrap.sh installs), found with fc-match."""

from __future__ import annotations

import functools
import io
import shutil
import subprocess
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

#: Values on the invoice: a valid mainland mobile number and a valid ID card number (MOD 11-2
#: and a real birth date; the standard's own example).
NAME = "张伟"
PHONE = "13800138000"
PHONE_SHOWN = "138 0013 8000"
ID_NUMBER = "11010519491231002X"
TOTAL = "1,280.00"

INVOICE_LINES = (
    "发票 INVOICE No. 2024-0815",
    f"客户姓名 Name: {NAME} Zhang Wei",
    f"电话 Phone: {PHONE_SHOWN}",
    f"身份证号 ID: {ID_NUMBER}",
    "商品 Item: 办公椅 Office chair x2",
    f"合计 Total: ¥{TOTAL}",
)
#: The same invoice with the phone but no ID number (confidential: redacted, not kept local).
CONTACT_LINES = tuple(line for line in INVOICE_LINES if ID_NUMBER not in line)
CLEAN_LINES = (
    "季度销售报告 Quarterly sales",
    "华东 East: 1,240 units",
    "华南 South: 980 units",
    "合计 Total: 2,220 units",
)


@functools.cache
def cjk_font_path() -> tuple[str, int]:
    """The Noto Sans CJK SC face: its file and index in the collection."""
    if shutil.which("fc-match"):
        out = subprocess.run(
            ["fc-match", "-f", "%{file}:%{index}", "Noto Sans CJK SC"],
            capture_output=True,
            text=True,
            check=False,
        ).stdout.strip()
        path, _, index = out.rpartition(":")
        if path and "CJK" in path and Path(path).is_file():
            return path, int(index or 0)
    for cand in Path("/usr/share/fonts").rglob("NotoSansCJK-Regular.ttc"):
        return str(cand), 2
    pytest.skip("no CJK font (fonts-noto-cjk) on this machine")


def render(lines: Sequence[str], *, size: int = 30, width: int = 980) -> Any:
    """Black text on white, one line each, as a PIL image."""
    from PIL import Image, ImageDraw, ImageFont

    path, index = cjk_font_path()
    font = ImageFont.truetype(path, size, index=index)
    step = int(size * 2.4)
    img = Image.new("RGB", (width, 40 + step * len(lines)), "white")
    draw = ImageDraw.Draw(img)
    for i, line in enumerate(lines):
        draw.text((40, 30 + i * step), line, fill="black", font=font)
    return img


def save(img: Any, path: Path, fmt: str | None = None, **kwargs: Any) -> Path:
    img.save(path, format=fmt, **kwargs)
    return path


def png_bytes(img: Any) -> bytes:
    out = io.BytesIO()
    img.save(out, format="PNG")
    return out.getvalue()
