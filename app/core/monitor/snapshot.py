"""Everything the Monitor panel shows, gathered in one blocking call (the panel runs it off the
GUI thread through the bridge): stats, the series for the charts, each endpoint's state, the
alerts that hold now, the ones newly told (tray: at most once per window) and those told before.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from dataclasses import dataclass, field

from app.core.config import Settings
from app.core.monitor import alerts as alerts_mod
from app.core.monitor.device import device_stats, record_quietly
from app.core.monitor.metrics import EndpointCounts, Stats, Window, compute_stats
from app.core.monitor.series import Series, compute_series
from app.core.store.traces import TraceStore, sql_float, sql_text


@dataclass(frozen=True)
class EndpointState:
    name: str
    state: str  # healthy | failing | unreachable | misconfigured | unknown
    error_rate: float
    rtt_ms: float | None
    last_error: str | None
    last_error_at: float | None


@dataclass
class Snapshot:
    stats: Stats
    series: Series
    endpoints: list[EndpointState]
    alerts_now: list[alerts_mod.Alert]
    newly_told: list[alerts_mod.Alert]
    told: list[tuple[float, str, str]] = field(default_factory=list)
    took_ms: float = 0.0
    latency_budget_ms: float = 20000.0  # the [alerts] cloud_p95_ms the latency chart shows


def endpoint_states(
    store: TraceStore, names: list[str], window_stats: Mapping[str, EndpointCounts] | None = None
) -> list[EndpointState]:
    """Each remote endpoint's state from the network monitor's smoothed readings (or, without
    readings, from the window's error rate), and its last error from the request index."""
    from app.core.routing.network import NetworkMonitor

    monitor = NetworkMonitor()
    out = []
    for name in names:
        reading = monitor.reading(name)
        health = getattr(monitor, "health", None)  # the router's own verdict, where it has one
        state = None
        if callable(health):
            try:
                verdict = health(name)
                state = str(getattr(verdict, "state", verdict))
            except Exception:  # an older or newer monitor: fall back to the readings
                state = None
        error_rate = reading.error_rate
        if reading.samples == 0:  # no live readings (another machine's data home, or none yet)
            counted = (window_stats or {}).get(name)
            error_rate = float(counted.get("error_rate", 0.0)) if counted is not None else 0.0
            if state is None:
                state = (
                    "unknown"
                    if counted is None or not counted["requests"]
                    else "failing"
                    if error_rate > 0.5
                    else "healthy"
                )
        if state is None:
            if reading.offline:
                state = "unreachable"
            elif reading.error_rate > 0.5:
                state = "failing"
            else:
                state = "healthy"
        last = store.read(
            "SELECT cloud_error, ts FROM request_index WHERE endpoint = ? AND cloud_error IS NOT "
            "NULL ORDER BY ts DESC LIMIT 1",
            (name,),
        )
        out.append(
            EndpointState(
                name,
                state,
                round(error_rate, 3),
                reading.rtt_ms,
                sql_text(last[0][0]) if last else None,
                sql_float(last[0][1]) if last else None,
            )
        )
    return out


def take(since: str, settings: Settings, *, tell: bool = True) -> Snapshot:
    """One consistent picture for the panel; ``tell`` records the alerts it reports as told."""
    t0 = time.perf_counter()
    window = Window.last(since)
    store = TraceStore()
    try:
        stats = compute_stats(store, window, daily_budget_usd=settings.routing.daily_budget_usd)
        stats["device"] = {**stats["device"], **device_stats(window)}
        series = compute_series(store, window)
        names = list(stats["endpoints"])
        if settings.cloud.base_url and "cloud" not in names:
            names.append("cloud")
        endpoints = endpoint_states(store, names, stats["endpoints"])
        rules = alerts_mod.load_alert_rules()
        now = alerts_mod.evaluate(store, rules, settings)
    finally:
        store.close()
    fresh = alerts_mod.tell(now, rules) if tell else []
    stats["alerts"] = [a.as_json() for a in now]
    return Snapshot(
        stats,
        series,
        endpoints,
        now,
        fresh,
        alerts_mod.told(10),
        round((time.perf_counter() - t0) * 1000, 1),
        rules.cloud_p95_ms,
    )


def check_alerts(settings: Settings, pipeline: object = None) -> list[alerts_mod.Alert]:
    """After an answer: sample the device (the pipeline's local engine, if built); return the
    alerts that hold now and were not told within the alert window (now told)."""
    if pipeline is not None:
        record_quietly(pipeline)
    rules = alerts_mod.load_alert_rules()
    store = TraceStore()
    try:
        now = alerts_mod.evaluate(store, rules, settings)
    finally:
        store.close()
    return alerts_mod.tell(now, rules)
