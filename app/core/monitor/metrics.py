"""`tandem stats`: requests by plan and source, latency per path, fallbacks by reason, upgrades,
spend against the daily budget, privacy counts, over a window of time.

Everything is computed from the request index beside the traces (one narrow row per request, see
:mod:`app.core.store.request_index`) with a few grouped SQL queries, so 100,000 requests take a
fraction of a second. The JSON shape is a contract (docs/ARCHITECTURE.md §3): fallback reasons are
keyed by their event names (``http_5xx``, ``http_429``, ``timeout``, ...), every known reason is
present (zero when it did not happen), plus ``privacy`` for requests the gate kept on the device.
See docs/ARCHITECTURE.md §12 (monitor).

One definition for each figure, shared by ``tandem stats``, the report, the Monitor panel's
headline and charts, and the alerts (issue 30, item 10):

- **Fallback rate**: of the requests that wanted the cloud (:data:`WANTS_CLOUD_SQL`: a plan that
  calls it, or a fallback that names why it could not be used), the share in which it fell back
  (:data:`FELL_BACK_SQL`). The headline and ``stats`` read it over the window, the alert over the
  last ``fallback_last_n`` such requests; both say which requests they counted.
- **Fallback reasons**: :func:`fallback_reasons`, the event names only. ``privacy`` (the gate kept
  the question on the device) is no fallback: the cloud was not failing, and the JSON keeps it
  under ``fallbacks`` for compatibility but no rate or chart counts it.
- **Cloud p95**: nearest-rank p95 of ``final_ms`` over answers whose final source is the cloud
  (:data:`CLOUD_ANSWER_SQL`); per chart bucket, over the window (headline), or over the last
  ``cloud_last_n`` (alert).
"""

from __future__ import annotations

import json
import re
import time
import typing
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import NotRequired, TypedDict

from app.core.events import LEVELS, FallbackReason
from app.core.events import PLANS as EVENT_PLANS
from app.core.monitor import stats, window_reader
from app.core.store.traces import TraceStore, sql_text

#: ``--since`` choices, in seconds.
WINDOWS: dict[str, float] = {"1h": 3600.0, "24h": 86400.0, "7d": 7 * 86400.0, "30d": 30 * 86400.0}
#: Every fallback reason the pipeline can emit, in the order a table shows them (the event
#: vocabulary, hardening's ``auth``, ``not_found`` and ``tls`` included).
FALLBACK_REASONS: tuple[str, ...] = typing.get_args(FallbackReason)
PLANS = (*EVENT_PLANS, "staged")  # a staged plan is recorded as such in the trace
SOURCES = ("local", "cloud", "none")
#: Plans that call the cloud.
CLOUD_PLANS = ("cloud", "hybrid", "staged")
#: The requests that wanted the cloud (the fallback rate's denominator), over request_index.
WANTS_CLOUD_SQL = "(plan IN ('cloud', 'hybrid', 'staged') OR fallback IS NOT NULL)"
#: The requests in which the cloud fell back (the fallback rate's numerator).
FELL_BACK_SQL = "fallback IS NOT NULL"
#: The answers whose final source is the cloud (the cloud p95's population).
CLOUD_ANSWER_SQL = "status = 'ok' AND source = 'cloud' AND final_ms IS NOT NULL"


#: A distribution: ``n``, ``p50``, ``p95`` (window_reader.Timings.dist; the device's memory adds
#: ``max``).
Dist = dict[str, float | int | None]

#: The window of ``tandem stats --json``: ``since``, ``from``, ``to`` ("from" is a keyword).
StatsWindow = TypedDict("StatsWindow", {"since": str, "from": str, "to": str})


class RequestCounts(TypedDict):
    total: int
    by_plan: dict[str, int]
    by_source: dict[str, int]
    by_status: dict[str, int]
    by_mode: dict[str, int]
    uploads: int
    cloud_fraction: float


class PathLatency(TypedDict):
    first_token_ms: Dist
    final_ms: Dist


class Latency(TypedDict):
    by_plan: dict[str, PathLatency]
    by_source: dict[str, PathLatency]


class EndpointCounts(TypedDict):
    requests: int
    uploads: int
    errors: int
    usd: float
    tokens_in: int
    tokens_out: int
    error_rate: NotRequired[float]  # set once the window is read
    ttfb_ms: NotRequired[Dist]


class Upgrades(TypedDict):
    kept: int
    reverted: int
    edited: int
    escalated: int
    rescued: int


class Spend(TypedDict):
    usd: float
    tokens_in: int
    tokens_out: int
    today_usd: float
    daily_budget_usd: float | None
    today_fraction: float | None
    by_day: dict[str, float]
    by_endpoint: dict[str, float]


class PrivacyCounts(TypedDict):
    levels: dict[str, int]
    uploads_by_level: dict[str, int]
    redacted_requests: int
    redactions: dict[str, int]
    kept_local: int


class DeviceSamples(TypedDict, total=False):
    """The local engine's samples over the window (device.device_stats: all four, always)."""

    model_load_ms: Dist
    decode_tokens_per_s: Dist
    rss_mb: Dist
    load_per_core_sampled: Dist


class DeviceCounts(TypedDict):
    load_per_core: Dist
    local_errors: int
    # the local engine's samples (device.device_stats), added by stats and the Monitor
    model_load_ms: NotRequired[Dist]
    decode_tokens_per_s: NotRequired[Dist]
    rss_mb: NotRequired[Dist]
    load_per_core_sampled: NotRequired[Dist]


class AlertJson(TypedDict):
    """An alert that holds now (alerts.Alert.as_json)."""

    kind: str
    message: str
    value: float
    threshold: float
    n: int


class Stats(TypedDict):
    """``tandem stats --json`` (a contract: docs/ARCHITECTURE.md §3), as :func:`compute_stats`
    builds it; ``alerts`` (``Alert.as_json``) is added by stats and the Monitor."""

    window: StatsWindow
    requests: RequestCounts
    latency: Latency
    fallbacks: dict[str, int]
    fallback_total: int
    cloud_wanted: int
    fallback_rate: float
    endpoints: dict[str, EndpointCounts]
    upgrades: Upgrades
    spend: Spend
    privacy: PrivacyCounts
    device: DeviceCounts
    exact_percentiles: bool
    alerts: NotRequired[list[AlertJson]]


def wants_cloud(plan: str | None, fallback: str | None) -> bool:
    """:data:`WANTS_CLOUD_SQL` for one request (or one roll-up group)."""
    return plan in CLOUD_PLANS or bool(fallback)


def fallback_reasons(stats: Stats) -> dict[str, int]:
    """The fallbacks by reason that happened, without ``privacy`` (which is no fallback)."""
    return {k: int(v) for k, v in stats["fallbacks"].items() if v and k != "privacy"}


def parse_since(text: str) -> float:
    """``1h``, ``24h``, ``7d``, ``30d`` (or any ``<n>m|h|d``) -> seconds; ValueError otherwise."""
    if text in WINDOWS:
        return WINDOWS[text]
    match = re.fullmatch(r"(\d+(?:\.\d+)?)([mhd])", text.strip())
    if not match or float(match.group(1)) <= 0:
        raise ValueError(f"--since must look like 1h, 24h, 7d or 30d, not {text!r}")
    return float(match.group(1)) * {"m": 60, "h": 3600, "d": 86400}[match.group(2)]


def percentile(values: Sequence[float], q: float) -> float | None:
    """The monitor's percentile (app/core/monitor/stats.py), to 0.1 (None when empty)."""
    return stats.percentile(values, q, ndigits=1)


def _dist(values: Iterable[float | None]) -> dict[str, float | int | None]:
    clean = sorted(v for v in values if v is not None)
    return {"n": len(clean), "p50": percentile(clean, 50), "p95": percentile(clean, 95)}


def _iso(ts: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(ts))


@dataclass(frozen=True)
class Window:
    label: str
    start: float
    end: float

    @classmethod
    def last(cls, since: str, now: float | None = None) -> Window:
        end = time.time() if now is None else now
        return cls(since, end - parse_since(since), end)


_REDACTIONS = """
SELECT redactions FROM request_index WHERE redactions IS NOT NULL AND ts >= ? AND ts <= ?
"""
_VERDICTS = """
SELECT SUM(accepted = 1), SUM(accepted = 0), SUM(edited = 1)
FROM outcomes WHERE created_at >= ? AND created_at <= ?
"""


def _zeros(keys: Iterable[str]) -> dict[str, int]:
    return dict.fromkeys(keys, 0)


def compute_stats(
    store: TraceStore,
    window: Window,
    *,
    daily_budget_usd: float | None = None,
) -> Stats:
    """The nested counts of ``tandem stats --json`` for requests that ended within ``window``."""
    span = (window.start, window.end)
    hours = window_reader.Span.of(window.start, window.end)
    by_plan, by_source, by_mode = _zeros(PLANS), _zeros(SOURCES), Counter[str]()
    by_status = _zeros(("ok", "error", "cancelled"))
    fallbacks = _zeros((*FALLBACK_REASONS, "privacy"))
    levels, uploads_by_level = _zeros(LEVELS), _zeros(LEVELS)
    endpoints: dict[str, EndpointCounts] = defaultdict(
        lambda: {"requests": 0, "uploads": 0, "errors": 0, "usd": 0.0, "tokens_in": 0,
                 "tokens_out": 0}
    )  # fmt: skip
    sums: defaultdict[str, float] = defaultdict(float)
    for g in window_reader.groups(store, hours):
        n = int(g["n"])
        if not n:
            continue
        for name in ("usd", "tokens_in", "tokens_out", "escalated", "rescued", "local_errors",
                     "redacted", "n"):  # fmt: skip
            sums[name] += g[name]
        plan, source, status, fallback = g["plan"], g["source"], g["status"], g["fallback"]
        by_plan[plan] = by_plan.get(plan, 0) + n
        by_source[source] = by_source.get(source, 0) + n
        by_status[status] = by_status.get(status, 0) + n
        by_mode[g["mode"]] += n
        if fallback:
            fallbacks[fallback] = fallbacks.get(fallback, 0) + n
        if wants_cloud(plan, fallback):
            sums["cloud_wanted"] += n
        if g["kept_local"]:
            fallbacks["privacy"] += n
            sums["kept_local"] += n
        level = g["level"]
        if level:
            levels[level] = levels.get(level, 0) + n
        if g["uploaded"]:
            sums["uploads"] += n
            if level:
                uploads_by_level[level] = uploads_by_level.get(level, 0) + n
        if g["endpoint"] and (g["uploaded"] or fallback):
            ep = endpoints[g["endpoint"]]
            ep["requests"] += n
            ep["uploads"] += n if g["uploaded"] else 0
            ep["errors"] += int(g["cloud_errors"] or 0)
            ep["usd"] += g["usd"] or 0.0
            ep["tokens_in"] += int(g["tokens_in"] or 0)
            ep["tokens_out"] += int(g["tokens_out"] or 0)
    total, uploads, kept_local = int(sums["n"]), int(sums["uploads"]), int(sums["kept_local"])
    usd = float(sums["usd"])
    tokens_in, tokens_out = int(sums["tokens_in"]), int(sums["tokens_out"])
    escalated, rescued = int(sums["escalated"]), int(sums["rescued"])
    local_errors, redacted = int(sums["local_errors"]), int(sums["redacted"])

    timings = window_reader.timings(store, span, by_status.get("ok", 0))

    def latency(kind: str, keys: Sequence[str]) -> dict[str, PathLatency]:
        seen = {m.split("|")[2] for m in timings.metrics() if m.split("|")[1] == kind}
        return {
            key: {
                "first_token_ms": timings.dist(f"first|{kind}|{key}"),
                "final_ms": timings.dist(f"final|{kind}|{key}"),
            }
            for key in dict.fromkeys((*keys, *sorted(seen)))
        }

    redactions: Counter[str] = Counter()
    for (raw,) in store.read(_REDACTIONS, span):
        try:
            redactions.update({str(k): int(v) for k, v in json.loads(sql_text(raw) or "").items()})
        except (ValueError, TypeError, AttributeError):
            continue

    by_day: dict[str, float] = defaultdict(float)
    spend_by_endpoint: dict[str, float] = defaultdict(float)
    for hour, endpoint, s_usd in window_reader.spend_by_hour(store, hours):
        by_day[time.strftime("%Y-%m-%d", time.localtime(hour * 3600))] += s_usd
        spend_by_endpoint[endpoint or "unknown"] += s_usd
    today = store.spent_on(time.strftime("%Y-%m-%d"))

    kept = dropped = edited = 0
    verdicts = store.read(_VERDICTS, span)
    if verdicts:
        kept, dropped, edited = (int(v or 0) for v in verdicts[0])

    for name, ep in endpoints.items():
        ep["error_rate"] = round(ep["errors"] / ep["requests"], 4) if ep["requests"] else 0.0
        ep["ttfb_ms"] = timings.dist(f"ttfb|endpoint|{name}")
        ep["usd"] = round(ep["usd"], 6)
    fallback_total = sum(v for k, v in fallbacks.items() if k != "privacy")
    cloud_wanted = int(sums["cloud_wanted"])
    return {
        "window": {"since": window.label, "from": _iso(window.start), "to": _iso(window.end)},
        "requests": {
            "total": total,
            "by_plan": by_plan,
            "by_source": by_source,
            "by_status": by_status,
            "by_mode": dict(sorted(by_mode.items())),
            "uploads": uploads,
            "cloud_fraction": round(uploads / total, 4) if total else 0.0,
        },
        "latency": {
            "by_plan": latency("plan", PLANS),
            "by_source": latency("source", ("local", "cloud")),
        },
        "fallbacks": fallbacks,
        "fallback_total": fallback_total,
        # requests that wanted the cloud: the rate's denominator (module docstring)
        "cloud_wanted": cloud_wanted,
        "fallback_rate": round(fallback_total / cloud_wanted, 4) if cloud_wanted else 0.0,
        "endpoints": {k: endpoints[k] for k in sorted(endpoints)},
        "upgrades": {
            "kept": kept,
            "reverted": dropped,
            "edited": edited,
            "escalated": escalated,
            "rescued": rescued,
        },
        "spend": {
            "usd": round(usd, 6),
            "tokens_in": tokens_in,
            "tokens_out": tokens_out,
            "today_usd": round(today, 6),
            "daily_budget_usd": daily_budget_usd,
            "today_fraction": (round(today / daily_budget_usd, 4) if daily_budget_usd else None),
            "by_day": {k: round(v, 6) for k, v in sorted(by_day.items())},
            "by_endpoint": {k: round(v, 6) for k, v in sorted(spend_by_endpoint.items())},
        },
        "privacy": {
            "levels": levels,
            "uploads_by_level": uploads_by_level,
            "redacted_requests": redacted,
            "redactions": dict(sorted(redactions.items())),
            "kept_local": kept_local,
        },
        "device": {"load_per_core": timings.dist("load||"), "local_errors": local_errors},
        "exact_percentiles": timings.exact,
    }
