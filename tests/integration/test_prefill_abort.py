"""A cancelled prompt evaluation stops inside llama.cpp (issue 30, item 15), with the bundled
model: a stopped draft gives its cores back at once instead of at the end of its slice, and the
context is left as consistent as before (the next evaluation gives the same logits as a fresh
one)."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import numpy as np
import pytest

from app.core.engines import local_llm
from app.core.engines.local_llm import LocalLLM

pytestmark = [pytest.mark.integration, pytest.mark.timeout(300)]


@pytest.fixture(scope="module")
def engine() -> Iterator[LocalLLM]:
    e = LocalLLM(n_threads=2)
    e.load()
    yield e
    e.close()


def _last_logits(llm: object) -> np.ndarray:
    return np.array(llm.scores[llm.n_tokens - 1], copy=True)  # type: ignore[attr-defined]


def test_a_cancel_stops_the_evaluation_inside_a_slice(
    engine: LocalLLM, monkeypatch: pytest.MonkeyPatch
) -> None:
    llm = engine._ensure_loaded()
    long = llm.tokenize(("The quarterly report is late again. " * 160).encode())[:700]
    short = llm.tokenize(b"Name three primary colours.")
    # One slice for the whole prompt: only llama.cpp's abort can stop it part-way.
    monkeypatch.setattr(local_llm, "PREFILL_SLICE", 4096)

    llm.reset()
    t0 = time.perf_counter()
    assert LocalLLM._prefill(llm, long, 0, threading.Event())
    full_s = time.perf_counter() - t0

    llm.reset()
    cancel = threading.Event()
    timer = threading.Timer(full_s * 0.1, cancel.set)
    t0 = time.perf_counter()
    timer.start()
    finished = LocalLLM._prefill(llm, long, 0, cancel)
    took_s = time.perf_counter() - t0
    timer.join()
    assert finished is False
    assert took_s < full_s * 0.6, f"stopped after {took_s:.2f} s of a {full_s:.2f} s evaluation"
    assert llm.n_tokens == 0  # nothing counted as evaluated

    # The context after the abort answers as a fresh one does.
    assert LocalLLM._prefill(llm, short, 0, threading.Event())
    after_abort = _last_logits(llm)
    llm.reset()
    assert LocalLLM._prefill(llm, short, 0, threading.Event())
    fresh = _last_logits(llm)
    assert int(after_abort.argmax()) == int(fresh.argmax())
    assert np.allclose(after_abort, fresh, atol=1e-3)
