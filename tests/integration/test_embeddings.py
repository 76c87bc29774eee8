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
