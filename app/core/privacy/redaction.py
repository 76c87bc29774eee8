"""Redaction with stable placeholders, and exact restoration on the device.

One :class:`Redactor` lives for one request: the same value gets the same placeholder in the
prompt, the history and every passage (``[PHONE_1]`` is the same phone everywhere), so the cloud
model can still reason about "the person at [PHONE_1]". :meth:`Redactor.restore` puts the
originals back in the answer; :class:`StreamRestorer` does it for a stream whose chunks may split
a placeholder anywhere ("[PHO" + "NE_1]").
"""

from __future__ import annotations

import re
from collections import Counter

from app.core.privacy.entities import Entity

_PLACEHOLDER_RE = re.compile(r"\[([A-Z][A-Z_]*?)_(\d+)\]")
_PARTIAL_RE = re.compile(r"\[[A-Z_]*\d*")
#: The longest placeholder a stream restorer may need to hold back ("[PRIVATE_KEY_9999]").
_MAX_PLACEHOLDER = 24


class Redactor:
    """Maps original values to placeholders for one request, and back."""

    def __init__(self) -> None:
        self._by_value: dict[tuple[str, str], str] = {}
        self._by_placeholder: dict[str, str] = {}
        self._counters: Counter[str] = Counter()

    @property
    def mapping(self) -> dict[str, str]:
        """placeholder -> original value (stays on the device; never logged)."""
        return dict(self._by_placeholder)

    def counts(self) -> dict[str, int]:
        """Entity type -> number of distinct values replaced (what the audit log may keep)."""
        return dict(self._counters)

    def placeholder_for(
        self, entity_type: str, value: str, avoid: str | frozenset[str] = ""
    ) -> str:
        key = (entity_type, value)
        if key not in self._by_value:
            while True:
                self._counters[entity_type] += 1
                ph = f"[{entity_type}_{self._counters[entity_type]}]"
                # A text that already contains "[PHONE_1]" literally must not be confused by restore.
                if ph not in avoid:
                    break
            self._by_value[key] = ph
            self._by_placeholder[ph] = value
        return self._by_value[key]

    def redact(self, text: str, entities: list[Entity]) -> str:
        """Replace each entity span (non-overlapping, any order) with its placeholder."""
        parts: list[str] = []
        pos = 0
        # The placeholders the text already holds, found once (a substring test per value would
        # make redaction quadratic in the number of entities).
        present = frozenset(m.group() for m in _PLACEHOLDER_RE.finditer(text))
        for e in sorted(entities, key=lambda e: e.start):
            if e.start < pos:
                continue
            parts.append(text[pos : e.start])
            # A later mention ("Rachel") shares the placeholder of its full name (mentions.py).
            value = e.canonical or text[e.start : e.end]
            parts.append(self.placeholder_for(e.type, value, avoid=present))
            pos = e.end
        parts.append(text[pos:])
        return "".join(parts)

    def restore(self, text: str) -> str:
        """Put the original values back; unknown placeholders are left as they are."""
        if not self._by_placeholder:
            return text
        return _PLACEHOLDER_RE.sub(lambda m: self._by_placeholder.get(m.group(), m.group()), text)


class StreamRestorer:
    """Restores placeholders in a streamed answer, holding back only a possible partial one."""

    def __init__(self, redactor: Redactor) -> None:
        self._redactor = redactor
        self._pending = ""

    def feed(self, chunk: str) -> str:
        """Text that is safe to show now; a trailing ``[...`` that may still become a placeholder
        waits for the next chunk."""
        buf = self._pending + chunk
        cut = buf.rfind("[")
        tail = buf[cut:] if cut >= 0 else ""
        if tail and len(tail) < _MAX_PLACEHOLDER and _PARTIAL_RE.fullmatch(tail):
            self._pending = tail
            return self._redactor.restore(buf[:cut])
        self._pending = ""
        return self._redactor.restore(buf)

    def flush(self) -> str:
        """Whatever was held back at the end of the stream."""
        rest, self._pending = self._pending, ""
        return self._redactor.restore(rest)
