"""The int8 copy of a bundled speech model (app/core/engines/asr_int8.py): CTranslate2's model.bin
read and written faithfully, weights quantized per row, a copy reused only for the very model.bin
it came from."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np

from app.core.engines import asr_int8


def _model(folder: Path) -> Path:
    folder.mkdir()
    weight = np.array([[0.5, -1.0, 0.25], [0.0, 0.0, 0.0]], dtype=np.float16)
    variables = [
        ("decoder/layer_0/ffn/linear_0/weight", weight),
        ("decoder/layer_0/ffn/linear_0/bias", np.array([0.1, 0.2], dtype=np.float16)),
        ("encoder/conv1/weight", np.ones((2, 2, 3), dtype=np.float16)),
        ("decoder/scale_embeddings", np.array(1, dtype=np.int8)),  # a scalar: rank 0
    ]
    asr_int8._write(folder / "model.bin", "WhisperSpec", 3, variables, [("a/weight", "b/weight")])
    (folder / "config.json").write_text("{}", encoding="utf-8")
    return folder


def test_round_trip_and_per_row_int8(tmp_path: Path) -> None:
    folder = _model(tmp_path / "whisper-x")
    copy = asr_int8.build(folder)
    assert copy == tmp_path / "whisper-x.int8" and (copy / "config.json").is_file()
    name, revision, variables, aliases = asr_int8._read(copy / "model.bin")
    got = dict(variables)
    assert (name, revision, aliases) == ("WhisperSpec", 3, [("a/weight", "b/weight")])
    weight = got["decoder/layer_0/ffn/linear_0/weight"]
    assert weight.dtype == np.int8 and weight.tolist() == [[64, -127, 32], [0, 0, 0]]
    assert got["decoder/layer_0/ffn/linear_0/weight_scale"].tolist() == [127.0, 1.0]
    assert got["decoder/layer_0/ffn/linear_0/bias"].dtype == np.float16  # not a weight matrix
    assert got["encoder/conv1/weight"].dtype == np.float16  # CTranslate2 keeps convolutions
    assert got["decoder/scale_embeddings"].shape == ()
    if os.name == "posix":
        assert {p.stat().st_mode & 0o777 for p in copy.iterdir()} == {0o600}
        assert copy.stat().st_mode & 0o777 == 0o700


def test_a_copy_serves_only_the_model_it_was_made_from(tmp_path: Path) -> None:
    folder = _model(tmp_path / "whisper-x")
    assert asr_int8.cached(folder) is None
    copy = asr_int8.build(folder)
    assert asr_int8.cached(folder) == copy
    stat = (folder / "model.bin").stat()
    os.utime(folder / "model.bin", ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000))
    assert asr_int8.cached(folder) is None  # the model changed: rebuilt on the next load


def test_no_copy_for_a_file_that_is_not_a_model(tmp_path: Path) -> None:
    folder = tmp_path / "whisper-x"
    folder.mkdir()
    (folder / "model.bin").write_bytes(b"not a model")
    assert asr_int8.build(folder) is None
    assert not (tmp_path / "whisper-x.int8").exists()
    assert not list(tmp_path.glob("whisper-x.int8*"))  # no half-written folder left
