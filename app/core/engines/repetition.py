"""A guard against degenerate repetition in a local model's output: the same token, or the same
short run of tokens, over and over ("0 0 0 0 …", a line or a whole file printed again and again).

Small models fall into such loops at temperature 0 and never leave them until the length limit.
The guard watches the token ids as they are generated and says stop once the tail of the output
is one cycle of ``period`` tokens repeated, covering at least :attr:`RepetitionGuard.min_span`
tokens and at least ``min_repeats`` cycles (3 for cycles of 16 tokens or more: a paragraph said
three times over is already a loop; 4 below that, so a short list or table row may recur).

For each period ``p`` up to :attr:`RepetitionGuard.max_period` it keeps how many tokens in a row
equal the token ``p`` before them, so each new token costs O(max_period), not a rescan.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field


@dataclass
class RepetitionGuard:
    max_period: int = 64
    min_span: int = 24
    min_repeats: int = 4
    long_period: int = 16  # from this period on, 3 repeats suffice
    _tail: deque[int] = field(init=False)
    _runs: list[int] = field(init=False)
    period: int | None = field(init=False, default=None)  # the cycle found, once stopped

    def __post_init__(self) -> None:
        self._tail = deque(maxlen=self.max_period + 1)
        self._runs = [0] * (self.max_period + 1)

    def feed(self, token: int) -> bool:
        """Take the next token; True when the output has become a loop."""
        self._tail.append(token)
        n = len(self._tail)
        for p in range(1, self.max_period + 1):
            if n > p and self._tail[n - 1 - p] == token:
                self._runs[p] += 1
            else:
                self._runs[p] = 0
            span = self._runs[p] + p  # tokens covered by the repeated cycle
            repeats = 3 if p >= self.long_period else self.min_repeats
            if span >= max(self.min_span, repeats * p):
                self.period = p
                return True
        return False
