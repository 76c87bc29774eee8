"""Pictures are checked before anything reads them (app/core/engines/images.py,
docs/ARCHITECTURE.md §17): the four formats, broken and huge files, orientation, transparency,
and a re-encoded upload that carries none of the original's metadata."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from app.core.engines.images import (
    ImageError,
    ImageInput,
    decode,
    encode_png,
    png_size,
    read_image_file,
)


def _img(mode: str = "RGB", size: tuple[int, int] = (64, 32), color: object = "red") -> object:
    from PIL import Image

    return Image.new(mode, size, color)  # type: ignore[arg-type]


def _bytes(img: object, fmt: str, **kw: object) -> bytes:
    out = io.BytesIO()
    img.save(out, format=fmt, **kw)  # type: ignore[attr-defined]
    return out.getvalue()


@pytest.mark.parametrize(
    ("fmt", "name"), [("PNG", "PNG"), ("JPEG", "JPEG"), ("WEBP", "WebP"), ("BMP", "BMP")]
)
def test_the_four_formats_decode_to_rgb(fmt: str, name: str) -> None:
    pic = decode(ImageInput(f"x.{fmt.lower()}", _bytes(_img(), fmt)))
    assert (pic.format, pic.width, pic.height, pic.rgb.shape) == (name, 64, 32, (32, 64, 3))
    r, g, b = (int(v) for v in pic.rgb[16, 32])
    assert r > 200 and g < 60 and b < 60


def test_other_formats_are_refused_by_name() -> None:
    with pytest.raises(ImageError, match=r"x\.gif: GIF pictures are not supported"):
        decode(ImageInput("x.gif", _bytes(_img("P"), "GIF")))


@pytest.mark.parametrize(
    ("data", "words"),
    [(b"not a picture at all", "not a picture Tandem can read"), (b"", "empty")],
)
def test_garbage_is_one_line(data: bytes, words: str) -> None:
    with pytest.raises(ImageError, match=words) as err:
        decode(ImageInput("bad.png", data))
    assert "\n" not in str(err.value)


def test_a_truncated_file_fails_when_decoded_not_later() -> None:
    whole = _bytes(_img(size=(400, 400), color="blue"), "JPEG", quality=95)
    with pytest.raises(ImageError, match="broken or truncated"):
        decode(ImageInput("cut.jpg", whole[: len(whole) // 2]))


def test_a_huge_canvas_is_refused_from_its_header() -> None:
    # 8000 x 7000 = 56 MP of one colour: a tiny file that would decode to 168 MB.
    data = _bytes(_img("L", (8000, 7000), 0), "PNG")
    assert len(data) < 1_000_000
    with pytest.raises(ImageError, match=r"too large \(8000x7000\); at most 50 megapixels"):
        decode(ImageInput("bomb.png", data))


def test_a_pillow_sized_bomb_is_refused_too() -> None:
    data = _bytes(_img("1", (10000, 9500), 0), "PNG")  # past Pillow's own warning limit
    with pytest.raises(ImageError, match="too large"):
        decode(ImageInput("bomb.png", data))


def test_transparency_goes_on_white() -> None:
    pic = decode(ImageInput("t.png", _bytes(_img("RGBA", color=(0, 0, 0, 0)), "PNG")))
    assert pic.rgb[0, 0].tolist() == [255, 255, 255]


def test_camera_orientation_is_applied() -> None:
    from PIL import Image

    img = _img(size=(60, 20))
    exif = Image.Exif()
    exif[0x0112] = 6  # rotate 90 degrees clockwise to show
    pic = decode(ImageInput("p.jpg", _bytes(img, "JPEG", exif=exif.tobytes())))
    assert (pic.width, pic.height) == (20, 60)


def test_the_upload_is_a_fresh_png_without_the_originals_metadata() -> None:
    from PIL import Image

    exif = Image.Exif()
    exif[0x010F] = "CameraMaker-SECRET-SERIAL"  # Make
    data = _bytes(_img(size=(3000, 1000)), "JPEG", exif=exif.tobytes())
    assert b"SECRET-SERIAL" in data
    png = encode_png(decode(ImageInput("p.jpg", data)).rgb)
    assert b"SECRET-SERIAL" not in png and png[:8] == b"\x89PNG\r\n\x1a\n"
    assert png_size(png) == (2048, 683)  # the longer side scaled to 2048


def test_files(tmp_path: Path) -> None:
    with pytest.raises(ImageError, match="no such file"):
        read_image_file(tmp_path / "missing.png")
    with pytest.raises(ImageError, match="is a folder"):
        read_image_file(tmp_path)
    (tmp_path / "empty.png").write_bytes(b"")
    with pytest.raises(ImageError, match="empty"):
        read_image_file(tmp_path / "empty.png")
    big = tmp_path / "big.bmp"
    with big.open("wb") as fh:
        fh.truncate(41 * 1024 * 1024)
    with pytest.raises(ImageError, match="too large for a picture"):
        read_image_file(big)
