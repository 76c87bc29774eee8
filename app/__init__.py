"""Tandem: a desktop assistant where a local model and a cloud model answer together."""

__version__ = "0.1.0"

# httpx's package import also imports its command-line tool (``httpx._main``), and with it click,
# rich and pygments when they are installed (chromadb brings them): about 100 ms of every start
# that talks to a cloud, for a tool Tandem never runs. httpx falls back to a stub ``main`` when
# that import fails, which an entry of None in sys.modules makes it do (docs/ARCHITECTURE.md §7).
import sys as _sys

_sys.modules.setdefault("httpx._main", None)  # type: ignore[arg-type]
del _sys
