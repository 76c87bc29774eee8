"""UseEmbedder plumbing with a fake model: batching, blanks, normalisation, async worker."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from app.core.engines.base import Embedder
from app.core.engines.embeddings import UseEmbedder


class FakeUse:
    def __init__(self) -> None:
        self.batches: list[list[str]] = []

    def encode(self, texts: Sequence[str]) -> np.ndarray:
        self.batches.append(list(texts))
        return np.array([[len(t), 1.0] + [0.0] * 510 for t in texts], dtype=np.float32)


def make(batch_size: int = 2) -> tuple[UseEmbedder, FakeUse]:
    emb = UseEmbedder(batch_size=batch_size)
    fake = FakeUse()
    emb._model = fake
    return emb, fake


def test_batches_and_normalises() -> None:
    emb, fake = make(batch_size=2)
    assert isinstance(emb, Embedder)
    vecs = emb.embed(["a", "bbb", "cc", "dddd", "e"])
    assert vecs.shape == (5, 512) and vecs.dtype == np.float32
    assert [len(b) for b in fake.batches] == [2, 2, 1]
    assert np.allclose(np.linalg.norm(vecs, axis=1), 1.0)


def test_empty_list_and_blank_texts() -> None:
    emb, fake = make()
    assert emb.embed([]).shape == (0, 512)
    assert fake.batches == []
    vecs = emb.embed(["", "   "])
    assert np.isfinite(vecs).all()
    assert all(t.strip() or t == " " for b in fake.batches for t in b)


async def test_aembed_runs_on_the_worker() -> None:
    emb, _ = make()
    try:
        vecs = await emb.aembed(["hello", "world"])
    finally:
        emb.close()
    assert vecs.shape == (2, 512)
