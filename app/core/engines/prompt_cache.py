"""The system prompt's KV state on disk, so that a model process does not evaluate it again.

Every draft Tandem asks for begins with Tandem's own system prompt (~45 of a short question's
~67 tokens with the bundled model). In a model process that has just started, evaluating that
prefix is most of the first prefill: 170 of 250 ms on 2 cores (measured in bench/bench_draft.py).
The first process to evaluate it writes the prefix's KV cells to the data home
(``prompt-cache/``) with llama.cpp's own sequence-state file (``llama_state_seq_save_file``); a
later process reads them back in about a millisecond and evaluates only the rest of the prompt.
This is llama.cpp's ``--prompt-cache``, for the one prefix every answer shares.

A file is found by a key of everything its cells depend on: the model file (path, size,
modification time), llama-cpp-python's version, the layers offloaded to a GPU, and the prefix's
tokens. llama.cpp checks its own format version, and the file carries its tokens, which must equal
the prefix, so a stale or foreign file is never used; one that cannot be read is removed, and the
prefix is evaluated as before. Only the warm-up's prefix is stored, Tandem's system prompt: never
a question, a turn of history or a passage (docs/ARCHITECTURE.md §1). At most :data:`KEEP` files
are kept, the newest.
"""

from __future__ import annotations

import contextlib
import ctypes
import hashlib
import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from llama_cpp import Llama

#: Bumped when what a file holds changes.
FORMAT = 1
#: Files kept in the folder (one per model and system prompt); older ones are removed.
KEEP = 8
SUFFIX = ".kv"


def prompt_cache_dir() -> Path | None:
    """Where the system prompt's KV state is stored: ``prompt-cache/`` in the data home
    (None when the data home cannot be made: nothing is stored then)."""
    from app.core.paths import data_home

    try:
        return data_home() / "prompt-cache"
    except OSError:
        return None


class PromptCache:
    """The stored prefixes of one loaded model (``llm``: a ``llama_cpp.Llama``)."""

    def __init__(self, root: Path, model_path: Path, n_gpu_layers: int) -> None:
        self.root = root
        try:
            stat = model_path.stat()
            self._model: list[object] | None = [
                str(model_path.resolve()),
                stat.st_size,
                stat.st_mtime_ns,
                n_gpu_layers,
            ]
        except OSError:
            self._model = None

    def path_for(self, tokens: Sequence[int]) -> Path | None:
        if self._model is None or not tokens:
            return None
        import llama_cpp

        key = json.dumps([FORMAT, llama_cpp.__version__, self._model, list(tokens)])
        return self.root / (hashlib.sha256(key.encode()).hexdigest()[:32] + SUFFIX)

    def restore(self, llm: Llama, tokens: Sequence[int]) -> int:
        """Put the stored KV cells of ``tokens`` into ``llm``'s sequence 0 and mark them
        evaluated: how many tokens that saved (0 when there is no usable file; ``llm`` then
        holds nothing, as before)."""
        path = self.path_for(tokens)
        if path is None or not path.is_file():
            return 0
        import llama_cpp

        n = len(tokens)
        out = (llama_cpp.llama_token * n)()
        count = ctypes.c_size_t(0)
        llm.n_tokens = 0  # nothing counts as evaluated unless the whole prefix came back
        llm._ctx.kv_cache_seq_rm(-1, 0, -1)  # another conversation's cells: gone first
        try:
            read = llama_cpp.llama_state_seq_load_file(
                llm.ctx, os.fsencode(path), 0, out, n, ctypes.byref(count)
            )
        except Exception:  # a llama.cpp that cannot read it: as if there were no file
            read = 0
        if not read or count.value != n or list(out) != list(tokens):
            llm._ctx.kv_cache_seq_rm(-1, 0, -1)
            with contextlib.suppress(OSError):  # truncated, or not this prefix: write it anew
                path.unlink()
            return 0
        llm.input_ids[:n] = tokens
        llm.n_tokens = n
        with contextlib.suppress(OSError):
            os.utime(path)  # the newest are the ones kept
        return n

    def store(self, llm: Llama, tokens: Sequence[int]) -> bool:
        """Write sequence 0's KV cells, which must be exactly ``tokens``'s (evaluated alone in
        a fresh context), unless a file has them already. Never raises."""
        path = self.path_for(tokens)
        if path is None or llm.n_tokens != len(tokens):
            return False
        if path.is_file():
            return True
        import llama_cpp

        from app.core.paths import create_private_file

        tmp = path.with_name(f"{path.stem}.{os.getpid()}.tmp")
        try:
            # created 0600 first: llama.cpp's fopen("wb") truncates it and keeps the mode
            create_private_file(tmp)
            arr = (llama_cpp.llama_token * len(tokens))(*tokens)
            written = llama_cpp.llama_state_seq_save_file(
                llm.ctx, os.fsencode(tmp), 0, arr, len(tokens)
            )
            if not written:
                tmp.unlink(missing_ok=True)
                return False
            os.replace(tmp, path)  # whole or not at all, whoever else is writing it
        except Exception:
            with contextlib.suppress(OSError):
                tmp.unlink(missing_ok=True)
            return False
        self._prune()
        return True

    def _prune(self) -> None:
        with contextlib.suppress(OSError):
            files = sorted(
                (p for p in self.root.iterdir() if p.suffix == SUFFIX),
                key=lambda p: p.stat().st_mtime_ns,
                reverse=True,
            )
            for old in files[KEEP:]:
                old.unlink(missing_ok=True)
