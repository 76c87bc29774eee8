"""``[local] llm_context`` fitted to the model and the machine (issue 31 item 3).

llama.cpp allocates the KV cache for the whole context up front: 200,000 tokens of a model trained
for 8,192 cost 4.7 GB for nothing, and a larger number exhausts memory. The context is clamped
to the model's trained context (the GGUF header's ``<arch>.context_length``) and to what half of
the memory available now holds (K and V in f16, from the same header), and the clamp is said
once, in one line.

Only a context above the default is checked: the header read costs a few hundred ms on a cold
disk, and the default is within every catalog model's context and any machine's memory.
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass
from pathlib import Path

log = logging.getLogger("tandem")

DEFAULT_CONTEXT = 2048  # [local] llm_context's default: not checked
MEMORY_SHARE = 0.5  # of the available memory the KV cache may take
STEP = 256  # a clamped context is a multiple of this
_SAID: set[tuple[str, int, int]] = set()


@dataclass(frozen=True)
class ContextFit:
    n_ctx: int
    requested: int
    trained: int | None = None
    memory_cap: int | None = None

    @property
    def clamped(self) -> bool:
        return self.n_ctx != self.requested

    def note(self, model: str) -> str | None:
        """The clamp in one line, or None when the context is used as set."""
        if not self.clamped:
            return None
        if self.trained is not None and self.n_ctx == self.trained:
            why = f"{model} was trained for {self.trained} tokens"
        else:
            why = f"the memory available holds about {self.memory_cap} tokens of its context"
        return f"[local] llm_context = {self.requested} is more than {why}: using {self.n_ctx}"


def available_memory() -> int | None:
    """Bytes of memory available now (Linux: MemAvailable; else free pages), None if unknown."""
    try:
        with open("/proc/meminfo", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    try:
        return int(os.sysconf("SC_AVPHYS_PAGES")) * int(os.sysconf("SC_PAGE_SIZE"))
    except (OSError, ValueError, AttributeError):
        return None


def fit_context(path: Path, requested: int, available: int | None = None) -> ContextFit:
    """The context to load ``path`` with. A header that cannot be read leaves ``requested`` as
    it is: the model's load then says what is wrong with the file."""
    if requested <= DEFAULT_CONTEXT:
        return ContextFit(requested, requested)
    from app.core.models.gguf_info import GGUFError, read_info

    try:
        info = read_info(path)
    except (OSError, GGUFError):
        return ContextFit(requested, requested)
    n = requested
    trained = info.context_length or None
    if trained is not None and n > trained:
        n = trained
    cap = None
    per_token = info.kv_bytes_per_token()
    available = available_memory() if available is None else available
    if per_token and available:
        cap = max(STEP, int(available * MEMORY_SHARE // per_token) // STEP * STEP)
        n = min(n, cap)
    return ContextFit(n, requested, trained, cap)


def fitted_context(path: Path, requested: int) -> int:
    """:func:`fit_context`'s context, with its note logged once per process (a warning line on
    stderr for the commands; ``tandem doctor`` shows it too)."""
    fit = fit_context(path, requested)
    note = fit.note(path.name)
    key = (str(path), requested, fit.n_ctx)
    if note and key not in _SAID:
        _SAID.add(key)
        log.warning("tandem: warning: %s", note)
    return fit.n_ctx
