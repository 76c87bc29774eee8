"""Nothing untrusted becomes a model (issue 24 item 6): what a downloaded file must show before
it is accepted, and before a trust-on-first-use hash is recorded.

A hub once served 2 MiB of junk as the 386 MB SmolLM2-360M: it was accepted, its hash recorded
as the trusted one (so the real file would later be refused), listed "installed" and switched
to. Now a finished download (still ``<file>.part``, after the pinned size and hash, if any, have
matched) must:

1. parse as GGUF (:mod:`app.core.models.gguf_info`: magic, version, metadata);
2. be the catalog's size: exactly ``size_bytes`` when pinned, else within
   :data:`SIZE_TOLERANCE` of ``approx_mb``;
3. load in llama.cpp and produce a token, in the model's own kind of process
   (:class:`~app.core.engines.llm_host.HostedLLM`: a crash or an abort there cannot take the
   caller down), on the CPU with a small context.

Otherwise :func:`vet` raises :class:`~app.core.models.downloads.DownloadError` (reason
``not_a_model``) with one line saying why; the caller deletes the file and records nothing.
"""

from __future__ import annotations

from pathlib import Path

from app.core.models.catalog import CatalogEntry
from app.core.models.downloads import DownloadError

#: How far a trust-on-first-use download may be from the catalog's ``approx_mb``.
SIZE_TOLERANCE = 0.02
#: The context the trial load uses (its KV cache stays a few MB even for a 7B model).
TRIAL_CONTEXT = 256


def vet(path: Path, entry: CatalogEntry, *, load: bool = True) -> None:
    """Raise DownloadError("…: not a usable model (why)", "not_a_model") unless ``path`` is a
    GGUF of the catalog's size that llama.cpp loads and runs."""
    why = header_problem(path) or size_problem(path.stat().st_size, entry)
    if not why and load:
        why = load_problem(path)
    if why:
        raise DownloadError(f"{entry.file}: not a usable model ({why})", "not_a_model")


def header_problem(path: Path) -> str:
    from app.core.models.gguf_info import GGUFError, read_info

    try:
        info = read_info(path)
    except (GGUFError, OSError, EOFError, ValueError, UnicodeDecodeError) as exc:
        detail = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        if detail.startswith("not a GGUF file"):  # gguf_info's own words, naming the .part
            return "not a GGUF file (no GGUF magic at its start)"
        return f"not a GGUF file: {detail}"
    if not info.architecture:
        return "a GGUF file without a model architecture"
    return ""


def size_problem(got: int, entry: CatalogEntry) -> str:
    if entry.size_bytes:
        if got != entry.size_bytes:
            return f"{got} bytes, the catalog pins {entry.size_bytes}"
        return ""
    want = entry.approx_mb * 1_000_000
    if want and abs(got - want) > SIZE_TOLERANCE * want:
        return f"{got / 1e6:.1f} MB, the catalog says about {entry.approx_mb} MB"
    return ""


def load_problem(path: Path) -> str:
    """ "" when llama.cpp, in a child process, loads ``path`` and generates one token."""
    import asyncio
    from concurrent.futures import ThreadPoolExecutor

    from app.core.engines.base import ChatMessage
    from app.core.engines.llm_host import HostedLLM

    llm = HostedLLM(path, n_ctx=TRIAL_CONTEXT, reuse_cache=False, gpu_layers="0")

    async def one_token() -> None:
        async for _ in llm.stream([ChatMessage("user", "Hi")], max_tokens=1):
            break

    try:
        # A thread of its own: the caller may be a thread with a running loop (a GUI test).
        with ThreadPoolExecutor(1, thread_name_prefix="tandem-vet") as pool:
            pool.submit(asyncio.run, one_token()).result()
    except Exception as exc:  # LocalModelError from the child, or its death
        text = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        return f"llama.cpp could not load it: {text}"
    finally:
        llm.close()
    return ""
