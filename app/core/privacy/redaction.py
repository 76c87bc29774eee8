"""Redaction with stable placeholders, and exact restoration on the device.

One :class:`Redactor` lives for one request: the same value gets the same placeholder in the
prompt, the history and every passage (``[PHONE_1]`` is the same phone everywhere), so the cloud
model can still reason about "the person at [PHONE_1]". :meth:`Redactor.restore` puts the
originals back in the answer; :class:`StreamRestorer` does it for a stream whose chunks may split
a placeholder anywhere ("[PHO" + "NE_1]").

Restore puts back the words the user typed: the redactor records, per placeholder, the surface
forms in the order the prompt used them ("Rachel Zheng", then "Rachel"), and the k-th occurrence
of a placeholder in the answer gets the k-th of those forms, the canonical (full) form beyond
them. An answer that echoes the question restores it exactly; one that goes on reads naturally.
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
        # placeholder -> the surface forms the prompt used for it, in order ("Rachel Zheng", "Rachel")
        self._forms: dict[str, list[str]] = {}

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

    def forms(self, placeholder: str) -> list[str]:
        """The surface forms the prompt used for ``placeholder``, in order (a copy)."""
        return list(self._forms.get(placeholder, ()))

    def redact(self, text: str, entities: list[Entity], *, record: bool = False) -> str:
        """Replace each entity span (non-overlapping, any order) with its placeholder.
        ``record``: ``text`` is the prompt, whose surface forms restore puts back in order."""
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
            ph = self.placeholder_for(e.type, value, avoid=present)
            parts.append(ph)
            if record:
                self._forms.setdefault(ph, []).append(text[e.start : e.end])
            pos = e.end
        parts.append(text[pos:])
        return "".join(parts)

    def restore(self, text: str, seen: Counter[str] | None = None) -> str:
        """Put the original values back: the k-th occurrence of a placeholder gets the k-th form
        the prompt used for it, then the canonical value; unknown placeholders are left as they
        are. ``seen`` counts the occurrences already restored (a stream's earlier chunks) and is
        updated; without it counting starts at this text's beginning."""
        if not self._by_placeholder:
            return text
        counts: Counter[str] = Counter() if seen is None else seen

        def put_back(m: re.Match[str]) -> str:
            ph = m.group()
            value = self._by_placeholder.get(ph)
            if value is None:
                return ph
            k = counts[ph]
            counts[ph] = k + 1
            forms = self._forms.get(ph, ())
            return forms[k] if k < len(forms) else value

        return _PLACEHOLDER_RE.sub(put_back, text)


class StreamRestorer:
    """Restores placeholders in a streamed answer, holding back only a possible partial one."""

    def __init__(self, redactor: Redactor) -> None:
        self._redactor = redactor
        self._pending = ""
        self._seen: Counter[str] = Counter()  # occurrences restored so far, across chunks

    def feed(self, chunk: str) -> str:
        """Text that is safe to show now; a trailing ``[...`` that may still become a placeholder
        waits for the next chunk."""
        buf = self._pending + chunk
        cut = buf.rfind("[")
        tail = buf[cut:] if cut >= 0 else ""
        if tail and len(tail) < _MAX_PLACEHOLDER and _PARTIAL_RE.fullmatch(tail):
            self._pending = tail
            return self._redactor.restore(buf[:cut], self._seen)
        self._pending = ""
        return self._redactor.restore(buf, self._seen)

    def flush(self) -> str:
        """Whatever was held back at the end of the stream."""
        rest, self._pending = self._pending, ""
        return self._redactor.restore(rest, self._seen)
