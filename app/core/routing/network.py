"""Per-endpoint network signals and health: smoothed RTT and jitter, error rate, and a state that
tells slow or failing from gone (docs/ARCHITECTURE.md §6).

Readings come from real requests (time to the response headers of each cloud call), plus light
probes. They are smoothed with an EWMA so one slow request does not flip the route, and they decay
with age. State is kept in a small JSON file in the data home, so one-shot CLI runs learn from each
other.

Why three kinds of bad: a failure's reason decides what it says about the endpoint.

- ``network`` (connection refused, DNS failure, no route) counts toward **unreachable**: after
  ``OFFLINE_AFTER`` of them in a row the endpoint is offline, and auto requests stay local without
  trying it.
- ``timeout``, ``http_5xx``, ``http_429`` and ``malformed`` (a dropped or stalled stream) count
  toward **failing**: the server is there but unwell. That lowers its health, never makes it
  offline.
- ``auth``, ``not_found`` and ``tls`` mark it **misconfigured**: retrying cannot help until the
  cloud settings (base URL, model, key) change, which :meth:`NetworkMonitor.reading` notices from
  the settings fingerprint it is given.

An unreachable endpoint is retried on a schedule, circuit-breaker style: after a back-off that
doubles with each failure in a row it is **half-open**, and one light probe (or, for an explicit
hybrid/cloud request, the request itself) finds out whether it is back. A *failing* endpoint is
there, so it is half-open at once: the next request tries it (issue 31 item 6), except while a
``Retry-After`` it sent on a 429 runs, which is honoured as given, bounded by
``RETRY_AFTER_MAX_S``.
"""

from __future__ import annotations

import json
import math
import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Literal

from app.core.paths import data_home

ALPHA = 0.3  # weight of the newest sample
HALF_LIFE_S = 300.0  # error rate halves every 5 minutes without news
OFFLINE_AFTER = 3  # consecutive network failures before "offline"
OFFLINE_FOR_S = 60.0  # kept for callers: the first back-off of an unreachable endpoint
BACKOFF_BASE_S = {"unreachable": 60.0}
RETRY_AFTER_MAX_S = 300.0  # a server's Retry-After is honoured up to this long
BACKOFF_MAX_S = 600.0
WINDOW = 8  # recent outcomes kept per endpoint
WINDOW_S = 900.0  # outcomes older than this no longer describe the endpoint
PROBE_LEASE_S = 30.0  # one probe at a time: a claimed probe blocks others this long

UNREACHABLE_REASONS = frozenset({"network", "offline"})
FAILING_REASONS = frozenset({"timeout", "http_5xx", "http_429", "malformed"})
MISCONFIGURED_REASONS = frozenset({"auth", "not_found", "tls"})

State = Literal["unknown", "healthy", "failing", "unreachable", "misconfigured"]

_WORDS = {
    "network": "could not be reached",
    "timeout": "timed out",
    "http_5xx": "answered with a server error",
    "http_429": "was rate-limited",
    "malformed": "sent a broken answer",
    "auth": "refused the API key (HTTP 401/403)",
    "not_found": "does not know this model or path (HTTP 404)",
    "tls": "has a certificate that could not be verified",
}

#: What a failure says about an endpoint, after its name ("team-gpu answered with a server error").
FAILURE_WORDS = _WORDS


@dataclass
class LinkState:
    rtt_ms: float | None = None
    jitter_ms: float = 0.0
    error_rate: float = 0.0
    consecutive_failures: int = 0  # consecutive *network* failures (unreachable)
    samples: int = 0
    updated_at: float = 0.0
    tokens_per_s: float | None = None  # measured generation speed of successful answers
    # [time, reason] per recent call, newest last; reason "ok" for a success
    recent: list[list[object]] = field(default_factory=list)
    failure_streak: int = 0  # consecutive failures of any reason
    last_failure_at: float = 0.0
    misconfigured: str | None = None  # the reason (auth/not_found/tls) until settings change
    config: str | None = None  # settings fingerprint when misconfigured was recorded
    probe_at: float = 0.0  # when a half-open probe was last claimed
    retry_at: float = 0.0  # a 429's Retry-After: not tried again before this time
    first_token_ms: float | None = None  # request to first token of successful answers


@dataclass(frozen=True)
class LinkReading:
    rtt_ms: float | None
    jitter_ms: float
    error_rate: float
    offline: bool  # unreachable and not yet due for a retry
    samples: int
    age_s: float | None
    tokens_per_s: float | None = None
    state: State = "unknown"
    recent_failures: int = 0
    recent_total: int = 0
    half_open: bool = False  # failing/unreachable, and the back-off has run out: try again
    retry_in_s: float | None = None
    last_reason: str | None = None
    first_token_ms: float | None = None

    def words(self, name: str) -> str | None:
        """The endpoint's state in a sentence for the route reasons, or None when healthy."""
        if self.state == "misconfigured":
            what = _WORDS.get(self.last_reason or "", "is misconfigured")
            return f"{name} {what}: fix the cloud settings (not retried until they change)"
        if self.state not in ("failing", "unreachable"):
            return None
        if self.state == "unreachable":
            head = f"{name} could not be reached the last {self.recent_failures} times"
        else:
            what = _WORDS.get(self.last_reason or "", "failed")
            head = (
                f"{name} failed {self.recent_failures} of the last {self.recent_total} requests "
                f"(last: {what})"
            )
        if self.half_open:
            return f"{head}; trying again"
        wait = f"{self.retry_in_s:.0f} s" if self.retry_in_s is not None else "a while"
        return f"{head}; next try in {wait}"


def failure_kind(reason: str) -> str:
    """``unreachable``, ``failing`` or ``misconfigured`` for a fallback reason."""
    if reason in MISCONFIGURED_REASONS:
        return "misconfigured"
    if reason in UNREACHABLE_REASONS:
        return "unreachable"
    return "failing"


class NetworkMonitor:
    def __init__(self, path: Path | None = None, clock: Callable[[], float] | None = None) -> None:
        self.path = path or data_home() / "network.json"
        self._clock = clock or time.time
        self._links: dict[str, LinkState] = {}
        self._load()

    def _now(self) -> float:
        return self._clock()

    def _load(self) -> None:
        names = {f.name for f in fields(LinkState)}
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
            self._links = {
                k: LinkState(**{n: x for n, x in v.items() if n in names}) for k, v in raw.items()
            }
        except (OSError, ValueError, TypeError, AttributeError):
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

    def _fresh(self, endpoint: str) -> LinkState:
        """The stored state, re-read from disk first (another process may have written it)."""
        self._load()
        return self._links.get(endpoint, LinkState())

    def _decayed(self, state: LinkState) -> LinkState:
        if not state.updated_at:
            return state
        age = max(0.0, self._now() - state.updated_at)
        factor = math.pow(0.5, age / HALF_LIFE_S)
        s = LinkState(**asdict(state))
        s.error_rate = state.error_rate * factor
        s.recent = [r for r in state.recent if self._now() - float(r[0]) < WINDOW_S]  # type: ignore[arg-type]
        if not s.recent:
            s.consecutive_failures = 0
            s.failure_streak = 0
        return s

    def _push(self, s: LinkState, reason: str) -> None:
        s.recent = [*s.recent, [self._now(), reason]][-WINDOW:]
        s.samples += 1
        s.updated_at = self._now()

    def record_success(
        self,
        endpoint: str,
        rtt_ms: float,
        tokens_per_s: float | None = None,
        first_token_ms: float | None = None,
    ) -> None:
        s = self._decayed(self._fresh(endpoint))
        if first_token_ms is not None and first_token_ms >= 0:
            s.first_token_ms = (
                first_token_ms
                if s.first_token_ms is None
                else (1 - ALPHA) * s.first_token_ms + ALPHA * first_token_ms
            )
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
        s.failure_streak = 0
        s.misconfigured = None
        s.config = None
        s.probe_at = 0.0
        s.retry_at = 0.0
        self._push(s, "ok")
        self._links[endpoint] = s
        self._save()

    def record_failure(
        self,
        endpoint: str,
        reason: str | None = None,
        *,
        network: bool | None = None,
        config: str | None = None,
        retry_after_s: float | None = None,
    ) -> None:
        """A failed call, by its fallback ``reason`` (see the module docstring for what each kind
        means). ``network=True`` is the older spelling of ``reason="network"``. ``config`` is the
        cloud settings' fingerprint, remembered with a misconfiguration. ``retry_after_s``: the
        server's ``Retry-After`` (seconds), honoured up to ``RETRY_AFTER_MAX_S``."""
        if reason is None:
            reason = "network" if network else "timeout"
        s = self._decayed(self._fresh(endpoint))
        s.error_rate = (1 - ALPHA) * s.error_rate + ALPHA
        kind = failure_kind(reason)
        s.consecutive_failures = s.consecutive_failures + 1 if kind == "unreachable" else 0
        s.failure_streak += 1
        s.last_failure_at = self._now()
        s.probe_at = 0.0
        wait = retry_after_s if retry_after_s is not None and retry_after_s >= 0 else None
        s.retry_at = self._now() + min(wait, RETRY_AFTER_MAX_S) if wait is not None else 0.0
        if kind == "misconfigured":
            s.misconfigured, s.config = reason, config
        self._push(s, reason)
        self._links[endpoint] = s
        self._save()

    def claim_probe(self, endpoint: str) -> bool:
        """Take the one half-open probe (True) unless another caller took it recently."""
        s = self._fresh(endpoint)
        if self._now() - s.probe_at < PROBE_LEASE_S:
            return False
        s.probe_at = self._now()
        self._links[endpoint] = s
        self._save()
        return True

    def clear(self, endpoint: str) -> None:
        """Forget an endpoint's state (the user changed its settings)."""
        self._load()
        if self._links.pop(endpoint, None) is not None:
            self._save()

    def reading(self, endpoint: str, config: str | None = None) -> LinkReading:
        """The endpoint's signals now. ``config`` is the current cloud settings' fingerprint: a
        misconfiguration recorded under another fingerprint no longer holds."""
        self._load()
        state = self._links.get(endpoint)
        if state is None:
            return LinkReading(None, 0.0, 0.0, False, 0, None)
        s = self._decayed(state)
        now = self._now()
        outcomes = [str(r[1]) for r in s.recent]
        recent_total = len(outcomes[-4:])
        recent_failures = sum(1 for r in outcomes[-4:] if r != "ok")
        last = next((r for r in reversed(outcomes) if r != "ok"), None)
        mis = s.misconfigured
        if mis is not None and config is not None and s.config is not None and config != s.config:
            mis = None  # the settings changed since: worth a try
        status: State
        if mis is not None:
            status = "misconfigured"
        elif not outcomes and s.rtt_ms is None:
            status = "unknown"
        elif s.consecutive_failures >= OFFLINE_AFTER:
            status = "unreachable"
        elif outcomes and outcomes[-1] != "ok" and recent_failures >= 2:
            status = "failing"
        else:
            status = "healthy"
        half_open, retry_in = False, None
        if status in ("unreachable", "failing"):
            if status == "unreachable":
                streak = s.consecutive_failures - OFFLINE_AFTER
                backoff = min(BACKOFF_MAX_S, BACKOFF_BASE_S[status] * 2 ** max(0, streak))
                due = s.last_failure_at + backoff
            else:  # there but unwell: the next request tries it, unless it asked for a wait
                due = s.retry_at
            half_open = now >= due
            retry_in = max(0.0, due - now)
        if status == "unreachable":
            recent_failures = s.consecutive_failures
        return LinkReading(
            rtt_ms=s.rtt_ms,
            jitter_ms=s.jitter_ms,
            error_rate=s.error_rate,
            offline=status == "unreachable" and not half_open,
            samples=s.samples,
            age_s=now - s.updated_at,
            tokens_per_s=s.tokens_per_s,
            state=status,
            recent_failures=recent_failures,
            recent_total=recent_total,
            half_open=half_open,
            retry_in_s=retry_in,
            last_reason=mis if status == "misconfigured" else last,
            first_token_ms=s.first_token_ms,
        )
