"""Stopping a prompt's evaluation inside llama.cpp, not only between two of its slices.

:meth:`LocalLLM._prefill <app.core.engines.local_llm.LocalLLM._prefill>` evaluates a prompt in
slices of 128 tokens and checks its cancel flag between them. On a busy two-core machine one
slice of a collection's passages took 1.6-1.8 s (measured, issue 30 item 15): a draft stopped
because the cloud's answer had arrived kept both cores for that long, and ``tandem ask`` could
not exit until it ended. llama.cpp can abort a ``llama_decode`` between two graph nodes when an
abort callback says so (``llama_set_abort_callback``; ``llama_decode`` then returns 2, which
llama-cpp-python raises as a RuntimeError, leaving ``n_tokens`` where it was, so the next
evaluation drops the partial cells itself). llama-cpp-python 0.3 binds the callback only as a
field of the context parameters, so the exported C function is bound here with ctypes.

The callback is set only while a prompt is evaluated: it is called once per graph node from
llama.cpp's first thread and takes the GIL each time, a cost that is nothing beside a prefill
slice but would show on every generated token. Where the symbol is missing (another build),
:func:`abort_on` does nothing and the slices still bound how late a stop takes effect.
"""

from __future__ import annotations

import contextlib
import ctypes
import threading
from collections.abc import Callable, Iterator
from typing import Any

_setter: Callable[..., None] | None = None
_looked_up = False
_lock = threading.Lock()


def _set_abort_callback() -> Callable[..., None] | None:
    """``llama_set_abort_callback`` from the loaded libllama, or None where it has none."""
    global _setter, _looked_up
    with _lock:
        if not _looked_up:
            _looked_up = True
            try:
                from llama_cpp import llama_cpp as lib

                fn = lib._lib.llama_set_abort_callback
                fn.argtypes = [ctypes.c_void_p, lib.ggml_abort_callback, ctypes.c_void_p]
                fn.restype = None
                _setter = fn
            except (ImportError, AttributeError):
                _setter = None
        return _setter


@contextlib.contextmanager
def abort_on(llm: Any, cancel: threading.Event) -> Iterator[bool]:
    """While inside, llama.cpp aborts ``llm``'s evaluation as soon as ``cancel`` is set.
    Yields whether the callback could be set."""
    setter = _set_abort_callback()
    ctx = getattr(llm, "ctx", None)
    if setter is None or ctx is None:
        yield False
        return
    from llama_cpp import llama_cpp as lib

    # Kept referenced until it is unset: llama.cpp holds only the C pointer.
    callback = lib.ggml_abort_callback(lambda _data: cancel.is_set())
    setter(ctx, callback, None)
    try:
        yield True
    finally:
        setter(ctx, lib.ggml_abort_callback(), None)  # a NULL callback: never abort
        del callback
