"""Who hears of a change made low in the core, by someone registered from above.

config and keychain sit at the bottom of the core and import nothing above them; the monitor
wants to hear when a settings file or a key changes. Each of them holds an :class:`Observers`
(``config.FILE_OBSERVERS``, ``keychain.KEY_OBSERVERS``), the monitor registers on them
(``monitor/hooks.install``), and a test builds its own. See docs/ARCHITECTURE.md §12.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Generic, ParamSpec

P = ParamSpec("P")


class Observers(Generic[P]):
    """Callbacks told of one kind of change, in the order they were added. Telling must never
    stop what changed (starting, saving a file or a key): an observer's failure is dropped."""

    def __init__(self) -> None:
        self._observers: list[Callable[P, None]] = []

    def add(self, observer: Callable[P, None]) -> None:
        """Register ``observer`` (once: adding it again changes nothing)."""
        if observer not in self._observers:
            self._observers.append(observer)

    def remove(self, observer: Callable[P, None]) -> None:
        """Unregister ``observer`` (nothing if it was not registered)."""
        with contextlib.suppress(ValueError):
            self._observers.remove(observer)

    def __contains__(self, observer: object) -> bool:
        return observer in self._observers

    def __len__(self) -> int:
        return len(self._observers)

    def tell(self, *args: P.args, **kwargs: P.kwargs) -> None:
        """Call every observer; one that raises is skipped."""
        for observer in list(self._observers):
            with contextlib.suppress(Exception):
                observer(*args, **kwargs)
