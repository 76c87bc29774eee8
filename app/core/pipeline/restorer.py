"""Streaming placeholder restore: ``[PHONE_1]`` in the cloud's answer becomes the user's number
again, on the device, without ever showing half a placeholder."""

from __future__ import annotations

from collections.abc import Callable


def identity(text: str) -> str:
    return text


class Restorer:
    """Restores placeholders in a streamed answer without ever showing half a placeholder.

    A delta may end inside ``[PHONE_1]``; the text from the last unclosed ``[`` is held back until
    its ``]`` arrives (or the stream ends), so ``restore`` always sees whole placeholders.
    """

    MAX_HOLD = 40  # a "[" with no "]" this far on is ordinary text

    def __init__(self, restore: Callable[[str], str] = identity) -> None:
        self._restore = restore
        self._raw = ""
        self._emitted = ""

    def _safe_cut(self) -> int:
        cut = self._raw.rfind("[")
        if cut == -1 or "]" in self._raw[cut:] or len(self._raw) - cut > self.MAX_HOLD:
            return len(self._raw)
        return cut

    def _advance(self, upto: int) -> str:
        restored = self._restore(self._raw[:upto])
        if restored.startswith(self._emitted):
            delta = restored[len(self._emitted) :]
        else:  # restore is not prefix-stable here; show the rest and move on
            delta = restored[len(self._emitted) :] if len(restored) > len(self._emitted) else ""
        self._emitted = restored if len(restored) >= len(self._emitted) else self._emitted
        return delta

    def retarget(self, restore: Callable[[str], str]) -> None:
        """A later decision's restore (tool results gated with the request): it knows every
        placeholder the earlier one did, and the ones the tools' results added."""
        self._restore = restore

    def feed(self, delta: str) -> str:
        self._raw += delta
        return self._advance(self._safe_cut())

    def flush(self) -> str:
        return self._advance(len(self._raw))

    @property
    def raw(self) -> str:
        """What the cloud sent, placeholders and all."""
        return self._raw

    @property
    def text(self) -> str:
        return self._restore(self._raw)
