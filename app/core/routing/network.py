"""Per-endpoint network signals: smoothed RTT and jitter, error rate, offline detection.

Readings come from real requests (time to the response headers of each cloud call), plus light
probes when idle. They are smoothed with an EWMA so one slow request does not flip the route, and
they decay with age: a reading from an hour ago says little about now, so stale error rates fade
back toward zero and an old "offline" verdict expires. State is kept in a small JSON file in the
data home, so one-shot CLI runs learn from each other.
"""

from __future__ import annotations

import json
import math
import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

from app.core.paths import data_home

ALPHA = 0.3  # weight of the newest sample
HALF_LIFE_S = 300.0  # error rate halves every 5 minutes without news
OFFLINE_AFTER = 3  # consecutive network failures
OFFLINE_FOR_S = 60.0  # an offline verdict is retried after this long


@dataclass
class LinkState:
    rtt_ms: float | None = None
    jitter_ms: float = 0.0
    error_rate: float = 0.0
    consecutive_failures: int = 0
    samples: int = 0
    updated_at: float = 0.0
    tokens_per_s: float | None = None  # measured generation speed of successful answers


@dataclass(frozen=True)
class LinkReading:
    rtt_ms: float | None
    jitter_ms: float
    error_rate: float
    offline: bool
    samples: int
    age_s: float | None
    tokens_per_s: float | None = None


class NetworkMonitor:
    def __init__(self, path: Path | None = None, clock: Callable[[], float] | None = None) -> None:
        self.path = path or data_home() / "network.json"
        self._clock = clock or time.time
        self._links: dict[str, LinkState] = {}
        self._load()

    def _now(self) -> float:
        return self._clock()

    def _load(self) -> None:
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
            self._links = {k: LinkState(**v) for k, v in raw.items()}
        except (OSError, ValueError, TypeError):
            self._links = {}

    def _save(self) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=".network-", dir=self.path.parent)
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump({k: asdict(v) for k, v in self._links.items()}, fh)
            os.replace(tmp, self.path)
        except OSError:
            pass  # signals are an optimisation; losing them must not fail a request

    def _decayed(self, state: LinkState) -> LinkState:
        if not state.updated_at:
            return state
        age = max(0.0, self._now() - state.updated_at)
        factor = math.pow(0.5, age / HALF_LIFE_S)
        return LinkState(
            rtt_ms=state.rtt_ms,
            jitter_ms=state.jitter_ms,
            error_rate=state.error_rate * factor,
            consecutive_failures=state.consecutive_failures if age < OFFLINE_FOR_S else 0,
            samples=state.samples,
            updated_at=state.updated_at,
            tokens_per_s=state.tokens_per_s,
        )

    def record_success(
        self, endpoint: str, rtt_ms: float, tokens_per_s: float | None = None
    ) -> None:
        s = self._decayed(self._links.get(endpoint, LinkState()))
        if tokens_per_s is not None and tokens_per_s > 0:
            s.tokens_per_s = (
                tokens_per_s
                if s.tokens_per_s is None
                else (1 - ALPHA) * s.tokens_per_s + ALPHA * tokens_per_s
            )
        if s.rtt_ms is None:
            s.rtt_ms, s.jitter_ms = rtt_ms, 0.0
        else:
            s.jitter_ms = (1 - ALPHA) * s.jitter_ms + ALPHA * abs(rtt_ms - s.rtt_ms)
            s.rtt_ms = (1 - ALPHA) * s.rtt_ms + ALPHA * rtt_ms
        s.error_rate = (1 - ALPHA) * s.error_rate
        s.consecutive_failures = 0
        s.samples += 1
        s.updated_at = self._now()
        self._links[endpoint] = s
        self._save()

    def record_failure(self, endpoint: str, *, network: bool) -> None:
        """A failed call; ``network`` (unreachable, dropped) counts toward "offline"."""
        s = self._decayed(self._links.get(endpoint, LinkState()))
        s.error_rate = (1 - ALPHA) * s.error_rate + ALPHA
        s.consecutive_failures = s.consecutive_failures + 1 if network else 0
        s.samples += 1
        s.updated_at = self._now()
        self._links[endpoint] = s
        self._save()

    def reading(self, endpoint: str) -> LinkReading:
        state = self._links.get(endpoint)
        if state is None:
            return LinkReading(None, 0.0, 0.0, False, 0, None)
        s = self._decayed(state)
        return LinkReading(
            rtt_ms=s.rtt_ms,
            jitter_ms=s.jitter_ms,
            error_rate=s.error_rate,
            offline=s.consecutive_failures >= OFFLINE_AFTER,
            samples=s.samples,
            age_s=self._now() - s.updated_at,
            tokens_per_s=s.tokens_per_s,
        )
