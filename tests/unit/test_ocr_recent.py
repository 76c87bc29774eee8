"""OcrEngine keeps its last readings by the picture's bytes (docs/ARCHITECTURE.md §17): the window
reads a picture when it is attached, and the request that sends it must not read it again."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from app.core.engines.images import ImageInput
from app.core.engines.ocr import RECENT_READS, OcrEngine, OcrResult
from tests.support.pictures import png_bytes, render


def test_the_same_bytes_are_read_once(monkeypatch: pytest.MonkeyPatch) -> None:
    engine = OcrEngine()
    reads: list[Any] = []

    def fake_read(rgb: Any) -> OcrResult:
        reads.append(rgb.shape)
        return OcrResult((), rgb.shape[1], rgb.shape[0])

    monkeypatch.setattr(engine, "_read", fake_read)
    a = ImageInput("a.png", png_bytes(render(("one",))))
    b = ImageInput("b.png", png_bytes(render(("two", "lines"))))

    async def go() -> None:
        for image in (a, a, b, ImageInput("renamed.png", a.data)):
            picture, result = await engine.aread_input(image)
            assert picture.name == image.name and result.width == picture.width

    try:
        asyncio.run(go())
        assert len(reads) == 2  # a once, b once; the same bytes under another name too

        async def many() -> None:  # the oldest readings are dropped, not kept forever
            for i in range(RECENT_READS):
                await engine.aread_input(ImageInput(f"{i}.png", png_bytes(render((str(i),)))))
            await engine.aread_input(a)

        asyncio.run(many())
        assert len(reads) == 2 + RECENT_READS + 1 and len(engine._recent) == RECENT_READS
    finally:
        engine.close()
