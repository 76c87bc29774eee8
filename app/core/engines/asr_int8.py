"""An int8 copy of a bundled faster-whisper model, so a cold start does not quantize it again.

The bundled Whisper models are stored in float16; loading one with ``compute_type="int8"`` makes
CTranslate2 quantize every weight matrix on each start (about half a second of the ~2 s a short
``tandem transcribe`` takes on 2 cores; issue 29). This module writes, once, the same model with
those matrices already in int8, next to the bundled folder (``<folder>.int8/``), and the engine
loads that copy instead. The quantization is CTranslate2's own int8 scheme (per output row,
``scale = 127 / max|row|``, rounded to nearest; ``ctranslate2/specs/model_spec.py``), applied to
the matrices CTranslate2 quantizes when it loads a Whisper model (linear and embedding weights,
not the convolutions): the encoder output and the transcripts are bit-identical
(tests/integration/test_asr_zh_real.py checks it).

The file format is CTranslate2's ``model.bin`` (binary version 6: name, revision, variables with
shape, dtype and bytes, then aliases). Anything else (another version, an unknown dtype, a folder
that cannot be written) means no copy: the engine loads the original as before.
"""

from __future__ import annotations

import json
import os
import shutil
import struct
import tempfile
from pathlib import Path
from typing import BinaryIO

import numpy as np
import numpy.typing as npt

#: CTranslate2's DataType order (include/ctranslate2/types.h); bfloat16 has no numpy type.
_DTYPES: tuple[str, ...] = ("float32", "int8", "int16", "int32", "float16")
_BINARY_VERSION = 6
#: Bump when the conversion changes: older copies are then rebuilt.
_FORMAT = 1
_MARK = "tandem-int8.json"

Variable = tuple[str, npt.NDArray[np.generic]]


class _Unsupported(ValueError):
    pass


def _read_string(f: BinaryIO) -> str:
    (n,) = struct.unpack("<H", f.read(2))
    return f.read(n)[:-1].decode("utf-8")


def _write_string(f: BinaryIO, text: str) -> None:
    data = text.encode("utf-8")
    f.write(struct.pack("<H", len(data) + 1) + data + b"\0")


def _read(path: Path) -> tuple[str, int, list[Variable], list[tuple[str, str]]]:
    with path.open("rb") as f:
        (version,) = struct.unpack("<I", f.read(4))
        if version != _BINARY_VERSION:
            raise _Unsupported(f"model.bin version {version}")
        name = _read_string(f)
        (revision, count) = struct.unpack("<II", f.read(8))
        variables: list[Variable] = []
        for _ in range(count):
            var = _read_string(f)
            (ndim,) = struct.unpack("<B", f.read(1))
            shape = struct.unpack(f"<{ndim}I", f.read(4 * ndim))
            (dtype_id, size) = struct.unpack("<BI", f.read(5))
            if dtype_id >= len(_DTYPES):
                raise _Unsupported(f"dtype {dtype_id}")
            data = np.frombuffer(f.read(size), dtype=_DTYPES[dtype_id]).reshape(shape)
            variables.append((var, data))
        (n_aliases,) = struct.unpack("<I", f.read(4))
        aliases = [(_read_string(f), _read_string(f)) for _ in range(n_aliases)]
        if f.read(1):
            raise _Unsupported("trailing bytes")
    return name, revision, variables, aliases


def _write(
    path: Path, name: str, revision: int, variables: list[Variable], aliases: list[tuple[str, str]]
) -> None:
    with path.open("wb") as f:
        f.write(struct.pack("<I", _BINARY_VERSION))
        _write_string(f, name)
        f.write(struct.pack("<II", revision, len(variables)))
        for var, value in variables:
            _write_string(f, var)  # value.shape: a scalar stays rank 0 (tobytes() is C order)
            f.write(struct.pack(f"<B{value.ndim}I", value.ndim, *value.shape))
            f.write(struct.pack("<BI", _DTYPES.index(str(value.dtype)), value.nbytes))
            f.write(value.tobytes())
        f.write(struct.pack("<I", len(aliases)))
        for alias, target in aliases:
            _write_string(f, alias)
            _write_string(f, target)


def quantize(variables: list[Variable]) -> list[Variable]:
    """Linear and embedding weights to int8 with their per-row ``_scale``; the rest unchanged."""
    out: list[Variable] = []
    for var, value in variables:
        if (
            var.endswith("/weight")
            and "conv" not in var
            and value.ndim == 2
            and value.dtype in (np.float16, np.float32)
        ):
            rows = value.astype(np.float32)
            amax = np.amax(np.absolute(rows), axis=1)
            amax[amax == 0] = 127.0
            amax = np.maximum(amax, np.float32(127) / np.finfo(np.float32).max)
            scale = (np.float32(127.0) / amax).astype(np.float32)
            out.append((var, np.rint(rows * scale[:, None]).astype(np.int8)))
            out.append((f"{var}_scale", scale))
        else:
            out.append((var, value))
    return out


def _source_key(folder: Path) -> dict[str, int]:
    stat = (folder / "model.bin").stat()
    return {"format": _FORMAT, "size": stat.st_size, "mtime_ns": stat.st_mtime_ns}


def copy_dir(folder: Path) -> Path:
    return folder.with_name(folder.name + ".int8")


def cached(folder: Path) -> Path | None:
    """The int8 copy of ``folder`` when it exists and was made from this very model.bin."""
    target = copy_dir(folder)
    try:
        mark = json.loads((target / _MARK).read_text(encoding="utf-8"))
        return target if mark == _source_key(folder) and (target / "model.bin").is_file() else None
    except (OSError, ValueError):
        return None


def build(folder: Path) -> Path | None:
    """Write the int8 copy of ``folder`` (atomically: a half-written copy is never used); None
    when the model cannot be converted or the folder not written."""
    target = copy_dir(folder)
    try:
        key = _source_key(folder)
        name, revision, variables, aliases = _read(folder / "model.bin")
        if not any(str(v.dtype) in ("float16", "float32") for _, v in variables):
            return None  # already quantized: nothing to gain
        work = Path(tempfile.mkdtemp(prefix=target.name + ".", dir=target.parent))
        try:
            _write(work / "model.bin", name, revision, quantize(variables), aliases)
            for extra in folder.iterdir():
                if extra.is_file() and extra.name != "model.bin":
                    shutil.copyfile(extra, work / extra.name)
            (work / _MARK).write_text(json.dumps(key), encoding="utf-8")
            for written in work.iterdir():  # private like the data home's files (§13)
                written.chmod(0o600)
            if target.exists():
                shutil.rmtree(target)
            os.replace(work, target)
        finally:
            if work.exists():
                shutil.rmtree(work, ignore_errors=True)
    except (OSError, ValueError, struct.error):
        return None
    return target


def remove(copy: Path) -> None:
    """Drop a copy that did not load (the next load builds it again, or uses the original)."""
    shutil.rmtree(copy, ignore_errors=True)
