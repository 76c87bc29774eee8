"""The real USE multilingual model: English, Chinese and cross-lingual similarity."""

from __future__ import annotations

import numpy as np
import pytest

from app.core.engines.embeddings import UseEmbedder

pytestmark = pytest.mark.integration


async def test_cross_lingual_neighbours() -> None:
    emb = UseEmbedder()
    docs = [
        "The annual leave policy gives employees fifteen days off per year.",
        "Quarterly revenue rose by twelve percent.",
        "北京明天会下雨，气温十五度。",
    ]
    queries = [
        "员工每年有多少天年假？",
        "What will the weather be in Beijing tomorrow?",
        "收入增长了多少",
    ]
    try:
        d = await emb.aembed(docs)
        q = await emb.aembed(queries)
    finally:
        emb.close()
    assert d.shape == (3, 512) and np.allclose(np.linalg.norm(d, axis=1), 1.0, atol=1e-5)
    best = (q @ d.T).argmax(axis=1)
    assert best.tolist() == [0, 2, 1]


async def test_any_gguf_can_embed_through_llama_cpp() -> None:
    from app.core.engines.embeddings import LlamaCppEmbedder, make_embedder
    from app.core.engines.local_llm import BUNDLED_MODEL
    from app.core.models.model_files import local_path

    emb = make_embedder(str(local_path(*BUNDLED_MODEL)))
    assert isinstance(emb, LlamaCppEmbedder)
    try:
        vecs = await emb.aembed(["the cat sat on the mat", "", "the cat sat on the mat"])
        assert emb.dim == 576 and emb.name.startswith("gguf:")
    finally:
        emb.close()
    assert vecs.shape == (3, 576) and np.isfinite(vecs).all()
    assert np.allclose(np.linalg.norm(vecs, axis=1), 1.0, atol=1e-5)
    assert np.allclose(vecs[0], vecs[2], atol=1e-5)
    with pytest.raises(ValueError, match="unknown embedder"):
        make_embedder("word2vec")
