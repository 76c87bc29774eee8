"""Pictures the user gives Tandem: checked, decoded and re-encoded on the device
(docs/ARCHITECTURE.md §17).

A picture arrives as bytes with a name (:class:`ImageInput`: a file, a paste, a drop). Before
anything reads it, :func:`decode` checks what it is and how big: PNG, JPEG, WebP or BMP only, at
most :data:`MAX_FILE_BYTES` on disk and :data:`MAX_PIXELS` decoded (a small file can claim a
huge canvas: the header is read first, the pixels only when the size is acceptable), then it
decodes all of it, so a truncated or corrupt file fails here, in one line, not in the OCR. The
result is an RGB array with the camera's orientation applied and transparency put on white.

What leaves the device is never the user's file: :func:`encode_png` writes the (possibly
painted) pixels anew, so no EXIF block (a phone photo's GPS position, the camera's serial) goes
with them. Pillow and numpy are imported inside the functions: the window and ``tandem --help``
never load them.
"""

from __future__ import annotations

import hashlib
import io
import warnings
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

#: Pillow's format name -> what the user knows it as.
FORMATS = {"PNG": "PNG", "JPEG": "JPEG", "WEBP": "WebP", "BMP": "BMP"}
SUFFIXES = (".png", ".jpg", ".jpeg", ".webp", ".bmp")
MAX_FILE_BYTES = 40 * 1024 * 1024
#: 50 megapixels: a 48 MP phone photo passes; a "zip bomb" canvas does not.
MAX_PIXELS = 50_000_000
#: The longest side of an uploaded picture: vision endpoints scale larger ones down anyway
#: (OpenAI's high detail to 2048), so sending more only costs the user bandwidth.
UPLOAD_MAX_SIDE = 2048


class ImageError(ValueError):
    """A picture that cannot be used: not an image, a format Tandem does not read, too large,
    or broken. The message is one line naming the picture."""


@dataclass(frozen=True)
class ImageInput:
    """A picture as the user gave it: a display name (a file name, ``pasted image``) and its
    bytes, exactly as read."""

    name: str
    data: bytes

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.data).hexdigest()


@dataclass(frozen=True)
class Picture:
    """A decoded picture: ``rgb`` is an (height, width, 3) uint8 array."""

    name: str
    format: str  # PNG | JPEG | WebP | BMP
    width: int
    height: int
    rgb: npt.NDArray[np.uint8]


@dataclass(frozen=True)
class OutboundImage:
    """A picture cleared to leave the device: ``png`` is exactly the bytes that go (freshly
    encoded, painted where the policy redacts). ``painted`` counts the regions painted over."""

    name: str
    png: bytes
    width: int
    height: int
    painted: int = 0

    @property
    def sha256(self) -> str:
        return hashlib.sha256(self.png).hexdigest()

    @property
    def masked(self) -> bool:
        return self.painted > 0

    def record(self) -> dict[str, object]:
        """What the upload event, the audit log and the trace say of it (never the pixels)."""
        return {
            "name": self.name,
            "sha256": self.sha256,
            "bytes": len(self.png),
            "width": self.width,
            "height": self.height,
            "masked": self.masked,
            "painted": self.painted,
        }


def read_image_file(path: str | Path) -> ImageInput:
    """The file's bytes, after the checks a file needs (exists, regular, not too big); the
    content is checked by :func:`decode`."""
    p = Path(path)
    if p.is_dir():
        raise ImageError(f"{p} is a folder, not an image")
    if not p.exists():
        raise ImageError(f"{p}: no such file")
    if not p.is_file():
        raise ImageError(f"{p} is not a regular file")
    size = p.stat().st_size
    if size > MAX_FILE_BYTES:
        raise ImageError(
            f"{p.name}: {size / 1e6:.1f} MB is too large for a picture "
            f"(at most {MAX_FILE_BYTES // (1024 * 1024)} MB)"
        )
    if size == 0:
        raise ImageError(f"{p.name}: the file is empty")
    try:
        return ImageInput(p.name, p.read_bytes())
    except OSError as exc:
        raise ImageError(f"{p.name}: cannot be read ({exc.strerror or exc})") from None


def decode(image: ImageInput) -> Picture:
    """Check and decode ``image`` (see the module docstring). Raises :class:`ImageError`."""
    import numpy as np
    from PIL import Image, ImageOps, UnidentifiedImageError

    name = image.name
    if len(image.data) > MAX_FILE_BYTES:
        raise ImageError(f"{name}: too large for a picture (at most 40 MB)")
    if not image.data:
        raise ImageError(f"{name}: the picture is empty")
    with warnings.catch_warnings():
        # Pillow warns (and, past twice its limit, raises) on a canvas it thinks is a bomb;
        # ours is lower still, and is checked right after the header is read.
        warnings.simplefilter("error", Image.DecompressionBombWarning)
        try:
            img: Any = Image.open(io.BytesIO(image.data))
        except (Image.DecompressionBombWarning, Image.DecompressionBombError):
            raise ImageError(_too_many_pixels(name)) from None
        except UnidentifiedImageError:
            raise ImageError(
                f"{name}: not a picture Tandem can read (PNG, JPEG, WebP or BMP)"
            ) from None
        except (OSError, ValueError, SyntaxError) as exc:
            raise ImageError(f"{name}: a broken picture ({_short(exc)})") from None
        fmt = FORMATS.get(str(img.format))
        if fmt is None:
            raise ImageError(
                f"{name}: {img.format or 'this'} pictures are not supported "
                "(PNG, JPEG, WebP or BMP)"
            )
        width, height = img.size
        if width <= 0 or height <= 0:
            raise ImageError(f"{name}: a picture with no pixels")
        if width * height > MAX_PIXELS:
            raise ImageError(_too_many_pixels(name, width, height))
        try:
            img.load()  # all of it, now: a truncated file fails here
            img = ImageOps.exif_transpose(img) or img
            rgb = _to_rgb(img)
        except (OSError, ValueError, SyntaxError, EOFError) as exc:
            raise ImageError(f"{name}: a broken or truncated picture ({_short(exc)})") from None
        except Image.DecompressionBombError:
            raise ImageError(_too_many_pixels(name, width, height)) from None
    arr = np.asarray(rgb, dtype=np.uint8)
    return Picture(name, fmt, arr.shape[1], arr.shape[0], arr)


def _to_rgb(img: Any) -> Any:
    """RGB, with any transparency composited on white (a transparent screenshot's text would
    otherwise sit on black)."""
    from PIL import Image

    if img.mode in ("RGBA", "LA", "PA") or (img.mode == "P" and "transparency" in img.info):
        rgba = img.convert("RGBA")
        canvas = Image.new("RGBA", rgba.size, (255, 255, 255, 255))
        canvas.alpha_composite(rgba)
        return canvas.convert("RGB")
    return img.convert("RGB")


def encode_png(rgb: npt.NDArray[np.uint8], max_side: int | None = UPLOAD_MAX_SIDE) -> bytes:
    """The pixels as a fresh PNG (no metadata of the original), scaled down so that the longer
    side is at most ``max_side`` (None: as they are)."""
    from PIL import Image

    img = Image.fromarray(rgb, "RGB")
    if max_side is not None and max(img.size) > max_side:
        scale = max_side / max(img.size)
        size = (max(1, round(img.size[0] * scale)), max(1, round(img.size[1] * scale)))
        img = img.resize(size, Image.Resampling.LANCZOS)
    out = io.BytesIO()
    img.save(out, format="PNG", optimize=False)
    return out.getvalue()


def png_size(data: bytes) -> tuple[int, int]:
    """Width and height from a PNG's header (no decoding)."""
    if data[:8] != b"\x89PNG\r\n\x1a\n" or len(data) < 24:
        raise ImageError("not a PNG")
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def _too_many_pixels(name: str, width: int | None = None, height: int | None = None) -> str:
    size = f" ({width}x{height})" if width and height else ""
    return f"{name}: the picture is too large{size}; at most {MAX_PIXELS // 1_000_000} megapixels"


def _short(exc: BaseException) -> str:
    return " ".join(str(exc).split())[:120] or type(exc).__name__
