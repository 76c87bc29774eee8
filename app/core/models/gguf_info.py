"""Read a GGUF file's header metadata without loading the model.

The GPU offload plan needs the layer count and the attention shape before llama.cpp loads the
file, and the capability record of a GGUF that is not in the catalog needs its context length
and quantisation. Only the key/value section at the start of the file is read (for a 1 GB model,
a few MB: the tokenizer's vocabulary is the bulk of it); tensors are never touched.

Why not llama.cpp's ``gguf`` package (issue 25, measured on the bundled SmolLM2-135M Q4_1, load
4.5): its ``GGUFReader`` parses every array and tensor record, 2.4 s against 17 ms here, and
costs 85 ms of imports after numpy plus three more dependencies (pyyaml, requests, tqdm).
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO

_SCALARS = {
    0: "<B",
    1: "<b",
    2: "<H",
    3: "<h",
    4: "<I",
    5: "<i",
    6: "<f",
    7: "<?",
    10: "<Q",
    11: "<q",
    12: "<d",
}
_STRING, _ARRAY = 8, 9

#: general.file_type -> the quantisation's usual name (llama.cpp's LLAMA_FTYPE_*).
FILE_TYPES = {
    0: "F32",
    1: "F16",
    2: "Q4_0",
    3: "Q4_1",
    7: "Q8_0",
    8: "Q5_0",
    9: "Q5_1",
    10: "Q2_K",
    11: "Q3_K_S",
    12: "Q3_K_M",
    13: "Q3_K_L",
    14: "Q4_K_S",
    15: "Q4_K_M",
    16: "Q5_K_S",
    17: "Q5_K_M",
    18: "Q6_K",
    32: "BF16",
}


class GGUFError(ValueError):
    """Not a GGUF file, or a header this reader does not understand."""


@dataclass(frozen=True)
class GGUFInfo:
    architecture: str
    name: str
    block_count: int  # transformer layers
    context_length: int
    embedding_length: int
    head_count: int
    head_count_kv: int
    quant: str
    size_label: str  # "135M", "1.5B" when the converter wrote one

    def kv_bytes_per_token(self) -> int:
        """K and V, f16, for every layer: what each token of context costs in memory."""
        if not (self.block_count and self.embedding_length and self.head_count):
            return 0
        kv_dim = self.embedding_length * (self.head_count_kv or self.head_count) // self.head_count
        return 2 * 2 * self.block_count * kv_dim


def _read(fh: BinaryIO, fmt: str) -> Any:
    size = struct.calcsize(fmt)
    data = fh.read(size)
    if len(data) != size:
        raise GGUFError("the GGUF header is truncated")
    return struct.unpack(fmt, data)[0]


def _string(fh: BinaryIO) -> str:
    n = _read(fh, "<Q")
    if n > 1 << 24:
        raise GGUFError("a GGUF header string is implausibly long")
    return fh.read(n).decode("utf-8", errors="replace")


def _value(fh: BinaryIO, vtype: int) -> Any:
    if vtype in _SCALARS:
        return _read(fh, _SCALARS[vtype])
    if vtype == _STRING:
        return _string(fh)
    if vtype == _ARRAY:
        itype, count = _read(fh, "<I"), _read(fh, "<Q")
        if itype in _SCALARS:  # skip numeric arrays (token scores, types) in one seek
            fh.seek(struct.calcsize(_SCALARS[itype]) * count, 1)
            return None
        if itype == _STRING:  # the vocabulary and merges: ~100k strings, skipped undecoded
            _skip_strings(fh, count)
            return None
        for _ in range(count):
            _value(fh, itype)
        return None
    raise GGUFError(f"unknown GGUF value type {vtype}")


_U64 = struct.Struct("<Q")


def _skip_strings(fh: BinaryIO, count: int) -> None:
    """Skip ``count`` length-prefixed strings: a seek each, nothing decoded (3× faster than
    reading them, which is most of a header's reading time)."""
    read, seek, unpack = fh.read, fh.seek, _U64.unpack
    for _ in range(count):
        data = read(8)
        if len(data) != 8:
            raise GGUFError("the GGUF header is truncated")
        n = unpack(data)[0]
        if n > 1 << 24:
            raise GGUFError("a GGUF header string is implausibly long")
        seek(n, 1)


def read_metadata(path: Path) -> dict[str, int | float | bool | str | None]:
    """The header's key/value pairs (arrays are skipped and read as None)."""
    with path.open("rb") as fh:
        if fh.read(4) != b"GGUF":
            raise GGUFError(f"not a GGUF file: {path.name}")
        version = _read(fh, "<I")
        if version not in (2, 3):
            raise GGUFError(f"GGUF version {version} is not supported")
        _read(fh, "<Q")  # tensor count
        n_kv = _read(fh, "<Q")
        meta: dict[str, int | float | bool | str | None] = {}
        for _ in range(n_kv):
            key = _string(fh)
            meta[key] = _value(fh, _read(fh, "<I"))
        return meta


def read_info(path: Path) -> GGUFInfo:
    meta = read_metadata(path)
    arch = str(meta.get("general.architecture", ""))

    def num(key: str) -> int:
        value = meta.get(f"{arch}.{key}")
        return int(value) if isinstance(value, int | float) else 0

    ftype = meta.get("general.file_type")
    return GGUFInfo(
        architecture=arch,
        name=str(meta.get("general.name", path.stem)),
        block_count=num("block_count"),
        context_length=num("context_length"),
        embedding_length=num("embedding_length"),
        head_count=num("attention.head_count"),
        head_count_kv=num("attention.head_count_kv"),
        quant=FILE_TYPES.get(ftype, f"type {ftype}") if isinstance(ftype, int) else "",
        size_label=str(meta.get("general.size_label", "")),
    )
