"""`tandem stats`: requests by plan and source, latency per path, fallbacks by reason, upgrades,
spend against the daily budget, privacy counts, over a window of time.

Everything is computed from the request index beside the traces (one narrow row per request, see
:mod:`app.core.store.request_index`) with a few grouped SQL queries, so 100,000 requests take a
fraction of a second. The JSON shape is a contract (DESIGN.md section 3): fallback reasons are
keyed by their event names (``http_5xx``, ``http_429``, ``timeout``, ...), every known reason is
present (zero when it did not happen), plus ``privacy`` for requests the gate kept on the device.
See docs/ARCHITECTURE.md (monitor).
"""

from __future__ import annotations

import json
import math
import re
import time
import typing
from collections import Counter, defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from app.core.events import FallbackReason
from app.core.store.traces import TraceStore

#: ``--since`` choices, in seconds.
WINDOWS: dict[str, float] = {"1h": 3600.0, "24h": 86400.0, "7d": 7 * 86400.0, "30d": 30 * 86400.0}
#: Every fallback reason the pipeline can emit, in the order a table shows them. ``auth``,
#: ``not_found`` and ``tls`` are the hardening reasons (HTTP 401/403, 404, certificates).
FALLBACK_REASONS: tuple[str, ...] = tuple(
    dict.fromkeys(
        (*typing.get_args(FallbackReason), "auth", "not_found", "tls"),
    )
)
PLANS = ("local", "cloud", "hybrid", "staged")
SOURCES = ("local", "cloud", "none")
LEVELS = ("public", "internal", "confidential", "restricted")


def parse_since(text: str) -> float:
    """``1h``, ``24h``, ``7d``, ``30d`` (or any ``<n>m|h|d``) -> seconds; ValueError otherwise."""
    if text in WINDOWS:
        return WINDOWS[text]
    match = re.fullmatch(r"(\d+(?:\.\d+)?)([mhd])", text.strip())
    if not match or float(match.group(1)) <= 0:
        raise ValueError(f"--since must look like 1h, 24h, 7d or 30d, not {text!r}")
    return float(match.group(1)) * {"m": 60, "h": 3600, "d": 86400}[match.group(2)]


def percentile(values: Sequence[float], q: float) -> float | None:
    """Nearest-rank percentile of sorted ``values`` (None when empty)."""
    if not values:
        return None
    rank = max(1, math.ceil(q / 100 * len(values)))
    return round(values[min(rank, len(values)) - 1], 1)


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


_GROUPS = """
SELECT plan, source, status, mode, fallback, endpoint, uploaded, level, kept_local,
       COUNT(*), SUM(usd), SUM(tokens_in), SUM(tokens_out), SUM(escalated), SUM(rescued),
       SUM(local_error IS NOT NULL), SUM(redactions IS NOT NULL),
       SUM(cloud_error IS NOT NULL)
FROM request_index WHERE ts >= ? AND ts <= ?
GROUP BY plan, source, status, mode, fallback, endpoint, uploaded, level, kept_local
"""
_TIMES = """
SELECT plan, source, endpoint, first_ms, final_ms, ttfb_ms, device_load
FROM request_index WHERE ts >= ? AND ts <= ? AND status = 'ok'
"""
_REDACTIONS = """
SELECT redactions FROM request_index WHERE ts >= ? AND ts <= ? AND redactions IS NOT NULL
"""
_SPEND_BY_DAY = """
SELECT date(ts, 'unixepoch', 'localtime') AS day, endpoint, SUM(usd), SUM(tokens_in),
       SUM(tokens_out)
FROM request_index WHERE ts >= ? AND ts <= ? AND usd > 0 GROUP BY day, endpoint ORDER BY day
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
) -> dict[str, Any]:
    """The nested counts of ``tandem stats --json`` for requests that ended within ``window``."""
    span = (window.start, window.end)
    by_plan, by_source, by_mode = _zeros(PLANS), _zeros(SOURCES), Counter[str]()
    by_status = _zeros(("ok", "error", "cancelled"))
    fallbacks = _zeros((*FALLBACK_REASONS, "privacy"))
    levels, uploads_by_level = _zeros(LEVELS), _zeros(LEVELS)
    endpoints: dict[str, dict[str, Any]] = defaultdict(
        lambda: {"requests": 0, "uploads": 0, "errors": 0, "usd": 0.0, "tokens_in": 0,
                 "tokens_out": 0}
    )  # fmt: skip
    total = uploads = kept_local = escalated = rescued = local_errors = redacted = 0
    usd = 0.0
    tokens_in = tokens_out = 0
    for row in store.read(_GROUPS, span):
        (plan, source, status, mode, fallback, endpoint, uploaded, level, kept, n, s_usd,
         s_in, s_out, s_esc, s_res, s_lerr, s_red, s_cerr) = row  # fmt: skip
        total += n
        by_plan[plan] = by_plan.get(plan, 0) + n
        by_source[source] = by_source.get(source, 0) + n
        by_status[status] = by_status.get(status, 0) + n
        by_mode[mode] += n
        if fallback:
            fallbacks[fallback] = fallbacks.get(fallback, 0) + n
        if kept:
            fallbacks["privacy"] += n
            kept_local += n
        if level:
            levels[level] = levels.get(level, 0) + n
        if uploaded:
            uploads += n
            if level:
                uploads_by_level[level] = uploads_by_level.get(level, 0) + n
        if endpoint and (uploaded or fallback):
            ep = endpoints[endpoint]
            ep["requests"] += n
            ep["uploads"] += n if uploaded else 0
            ep["errors"] += s_cerr or 0
            ep["usd"] += s_usd or 0.0
            ep["tokens_in"] += s_in or 0
            ep["tokens_out"] += s_out or 0
        usd += s_usd or 0.0
        tokens_in += s_in or 0
        tokens_out += s_out or 0
        escalated += s_esc or 0
        rescued += s_res or 0
        local_errors += s_lerr or 0
        redacted += s_red or 0

    times: dict[str, list[list[float | None]]] = defaultdict(lambda: [[], []])
    by_source_times: dict[str, list[list[float | None]]] = defaultdict(lambda: [[], []])
    ttfb: dict[str, list[float | None]] = defaultdict(list)
    loads: list[float | None] = []
    for plan, source, endpoint, first, final, t_ttfb, load in store.read(_TIMES, span):
        times[plan][0].append(first)
        times[plan][1].append(final)
        by_source_times[source][0].append(first)
        by_source_times[source][1].append(final)
        if endpoint and t_ttfb is not None:
            ttfb[endpoint].append(t_ttfb)
        loads.append(load)

    def latency(groups: dict[str, list[list[float | None]]], keys: Sequence[str]) -> dict[str, Any]:
        out = {}
        for key in dict.fromkeys((*keys, *groups)):
            first, final = groups.get(key, [[], []])
            out[key] = {"first_token_ms": _dist(first), "final_ms": _dist(final)}
        return out

    redactions: Counter[str] = Counter()
    for (raw,) in store.read(_REDACTIONS, span):
        try:
            redactions.update({str(k): int(v) for k, v in json.loads(raw).items()})
        except (ValueError, TypeError, AttributeError):
            continue

    by_day: dict[str, float] = defaultdict(float)
    spend_by_endpoint: dict[str, float] = defaultdict(float)
    for day, endpoint, s_usd, _s_in, _s_out in store.read(_SPEND_BY_DAY, span):
        by_day[day] += s_usd or 0.0
        spend_by_endpoint[endpoint or "unknown"] += s_usd or 0.0
    today = store.spent_on(time.strftime("%Y-%m-%d"))

    kept = dropped = edited = 0
    verdicts = store.read(_VERDICTS, span)
    if verdicts:
        kept, dropped, edited = (int(v or 0) for v in verdicts[0])

    for name, ep in endpoints.items():
        ep["error_rate"] = round(ep["errors"] / ep["requests"], 4) if ep["requests"] else 0.0
        ep["ttfb_ms"] = _dist(ttfb.get(name, []))
        ep["usd"] = round(ep["usd"], 6)
    fallback_total = sum(v for k, v in fallbacks.items() if k != "privacy")
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
            "by_plan": latency(times, PLANS),
            "by_source": latency(by_source_times, ("local", "cloud")),
        },
        "fallbacks": fallbacks,
        "fallback_total": fallback_total,
        "fallback_rate": round(fallback_total / total, 4) if total else 0.0,
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
        "device": {"load_per_core": _dist(loads), "local_errors": local_errors},
    }
