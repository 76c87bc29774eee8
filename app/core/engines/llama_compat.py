"""Load llama.cpp models safely on CPUs that advertise AMX but cannot run it.

llama.cpp places Q4/Q8 weights in an "AMX" buffer when the CPU lists ``amx_tile``. Inside some
virtual machines (Firecracker, and others that do not hand the guest the AMX tile state) the
flag is there but any batched matrix product then crashes the process with SIGSEGV: every
prompt longer than one token. llama-cpp-python has no switch for this, so while a model loads
we turn ``use_extra_bufts`` off in the model parameters it asks llama.cpp for. Weights then
live in ordinary CPU buffers: single-token decoding is slower than with AMX, but prompts are
evaluated in batches and nothing crashes. ``TANDEM_LLAMA_EXTRA_BUFFERS=1`` keeps llama.cpp's
default (for real AMX hardware), ``=0`` forces the safe path everywhere.

Run ``python -m app.core.engines.llama_compat --model X.gguf --port N`` to start llama.cpp's
OpenAI-compatible server with the same protection (tests use it as the loopback "cloud").
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypedDict, Unpack

if TYPE_CHECKING:
    from llama_cpp import Llama

_PATCH_LOCK = threading.Lock()


def amx_advertised(cpuinfo: Path = Path("/proc/cpuinfo")) -> bool:
    try:
        text = cpuinfo.read_text(errors="replace")
    except OSError:
        return False
    return any(line.startswith("flags") and " amx_tile" in line for line in text.splitlines())


def extra_buffers_enabled() -> bool:
    """Whether llama.cpp may use its AMX/repack weight buffers on this machine."""
    forced = os.environ.get("TANDEM_LLAMA_EXTRA_BUFFERS", "").strip()
    if forced in {"0", "1"}:
        return forced == "1"
    return not amx_advertised()


@contextlib.contextmanager
def safe_model_params() -> Iterator[None]:
    """While active, llama-cpp-python builds model parameters without extra buffer types."""
    if extra_buffers_enabled():
        yield
        return
    import llama_cpp.llama_cpp as lib

    with _PATCH_LOCK:
        original = lib.llama_model_default_params

        def patched() -> Any:
            params = original()
            params.use_extra_bufts = False
            return params

        lib.llama_model_default_params = patched
        try:
            yield
        finally:
            lib.llama_model_default_params = original


def check_gguf(path: Path, error: type[Exception]) -> None:
    """Fail with one line before llama.cpp sees a missing or non-GGUF file (it would abort
    with a multi-line log, or worse)."""
    if not path.is_file():
        raise error(f"local model not found: {path}")
    with path.open("rb") as fh:
        if fh.read(4) != b"GGUF":
            raise error(f"not a GGUF model file: {path}")


class LlamaOptions(TypedDict, total=False):
    """The ``llama_cpp.Llama`` arguments Tandem passes (the same names and types)."""

    n_ctx: int
    n_batch: int
    n_ubatch: int
    n_threads: int | None
    n_threads_batch: int | None
    n_gpu_layers: int
    seed: int
    embedding: bool
    verbose: bool


def load_llama(model_path: Path, **kwargs: Unpack[LlamaOptions]) -> Llama:
    """``llama_cpp.Llama(model_path, **kwargs)`` under :func:`safe_model_params`."""
    from llama_cpp import Llama

    with safe_model_params():
        return Llama(model_path=str(model_path), **kwargs)


def main(argv: list[str] | None = None) -> None:
    """Start ``llama_cpp.server`` with AMX-safe model loading (same arguments)."""
    import llama_cpp.server.__main__ as server

    server_main: Any = server.main

    sys.argv = ["llama_cpp.server", *(sys.argv[1:] if argv is None else argv)]
    if extra_buffers_enabled():
        server_main()
        return
    import llama_cpp.llama_cpp as lib

    original = lib.llama_model_default_params

    def patched() -> Any:
        params = original()
        params.use_extra_bufts = False
        return params

    lib.llama_model_default_params = patched  # the server loads models for its whole life
    server_main()


if __name__ == "__main__":
    main()
