"""Hostile documents made on the fly (a docx whose XML inflates far beyond its size)."""

from __future__ import annotations

import io
import zipfile
from pathlib import Path


def docx_with_xml_mb(path: Path, mb: float) -> Path:
    """A real docx whose document.xml inflates to ``mb`` MB (it compresses ~250:1)."""
    import docx

    seed = io.BytesIO()
    d = docx.Document()
    d.add_paragraph("seed")
    d.save(seed)
    src = zipfile.ZipFile(io.BytesIO(seed.getvalue()))
    xml = src.read("word/document.xml").decode()
    head, tail = xml.split("<w:body>", 1)
    para = (
        "<w:p><w:r><w:t>"
        + "All work and no play makes Jack a dull boy. " * 4
        + "</w:t></w:r></w:p>"
    )
    block = (para * 200).encode()
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as out:
        for item in src.infolist():
            if item.filename != "word/document.xml":
                out.writestr(item, src.read(item.filename))
                continue
            with out.open("word/document.xml", "w", force_zip64=True) as fh:
                fh.write((head + "<w:body>").encode())
                for _ in range(int(mb * 1024 * 1024 / len(block)) + 1):
                    fh.write(block)
                fh.write(tail.encode())
    return path
