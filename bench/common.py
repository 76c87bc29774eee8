"""What every benchmark shares: the machine's load, the order of paired runs, and loading a raw
llama-cpp-python model the way Tandem loads it.

- :func:`load_average`: the 1-minute load average and the CPU count. ``bench/run.py`` stamps it
  into every result file before and after the benchmark; benchmarks quote it in their notes.
- :func:`paired`: run Tandem's side and the compared side of one round, the one first on even
  rounds and the other on odd ones, so the machine's background load (shared by several
  engineers here) and any warm-up left by the previous run colour both sides alike.
- :data:`RAW_LLAMA_PRELUDE` / :func:`raw_llama_args`: what a raw llama-cpp-python script in its
  own process runs before ``Llama(...)``: llama.cpp's extra weight buffers (AMX/repack) off
  exactly where Tandem turns them off (``llama_compat.extra_buffers_enabled``: the CPU
  advertises AMX, or ``TANDEM_LLAMA_EXTRA_BUFFERS``), through the same model-parameter field.
  In-process raw runs use ``llama_compat.load_llama``, the loader Tandem itself uses.
"""

from __future__ import annotations

import os
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

T = TypeVar("T")


def load_average() -> dict[str, Any]:
    """``{"load1": 1-minute load average, "cpus": CPU count}`` (load1 None where unknown)."""
    try:
        load1: float | None = round(os.getloadavg()[0], 2)
    except (OSError, AttributeError):
        load1 = None
    return {"load1": load1, "cpus": os.cpu_count()}


def load_note() -> str:
    """ "load average 5.1 on 2 CPUs", for a benchmark's own notes."""
    load = load_average()
    return f"load average {load['load1']} on {load['cpus']} CPUs"


def paired(i: int, ours: Callable[[], T], theirs: Callable[[], T]) -> tuple[T, T]:
    """(ours(), theirs()), Tandem first when ``i`` is even and the compared side first when odd."""
    if i % 2 == 0:
        a = ours()
        return a, theirs()
    b = theirs()
    return ours(), b


async def apaired(
    i: int, ours: Callable[[], Awaitable[T]], theirs: Callable[[], Awaitable[T]]
) -> tuple[T, T]:
    """:func:`paired` for coroutines."""
    if i % 2 == 0:
        a = await ours()
        return a, await theirs()
    b = await theirs()
    return await ours(), b


def extra_buffers() -> bool:
    """Whether Tandem leaves llama.cpp's extra weight buffers on, on this machine."""
    from app.core.engines.llama_compat import extra_buffers_enabled

    return extra_buffers_enabled()


#: Run in a raw script before ``Llama(...)``; ``EXTRA_BUFFERS`` is "1" (llama.cpp's default) or
#: "0" (off, as Tandem does where the CPU advertises AMX), from :func:`raw_llama_args`.
RAW_LLAMA_PRELUDE = r"""
import llama_cpp.llama_cpp as _lib
if EXTRA_BUFFERS == "0":
    _default = _lib.llama_model_default_params
    def _no_extra_buffers():
        params = _default()
        params.use_extra_bufts = False
        return params
    _lib.llama_model_default_params = _no_extra_buffers
"""


def raw_llama_args() -> list[str]:
    """The raw script's argument that says how to load: ``["1"]`` or ``["0"]``."""
    return ["1" if extra_buffers() else "0"]


def llama_load_note() -> str:
    """How both sides loaded the model on this machine, for notes."""
    if extra_buffers():
        return "llama.cpp's extra weight buffers on for both (the CPU advertises no AMX)"
    return "llama.cpp's extra weight buffers off for both (the CPU advertises AMX)"
