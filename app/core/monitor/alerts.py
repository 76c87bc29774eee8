"""Alerts from the ``[alerts]`` table of ``routing.toml``: the fallback rate over the last N
requests that wanted the cloud, the cloud's p95 time to the final answer over its latency budget,
spend at 80% and 100% of the daily budget, and the local model failing (then everything goes to
the cloud, and someone must be told).

:func:`evaluate` says which conditions hold now (``tandem stats`` prints them); :func:`tell`
returns those not yet told within the alert window and remembers them, so the tray and the panel
show each at most once per ``window_minutes`` (the memory is in ``monitor.sqlite3``, shared by
the window and the command line). See docs/ARCHITECTURE.md §12 (monitor).
"""

from __future__ import annotations

import time
import tomllib
from collections.abc import Sequence
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from app.core.config import Settings
from app.core.monitor import db
from app.core.monitor.metrics import CLOUD_ANSWER_SQL, WANTS_CLOUD_SQL, AlertJson, percentile
from app.core.paths import data_home
from app.core.ranges import bounded, out_of_range, ranges
from app.core.store.traces import TraceStore, sql_text

KINDS = ("fallback_rate", "cloud_latency", "spend_80", "spend_100", "local_model")


@dataclass(frozen=True)
class AlertRules:
    """The ``[alerts]`` table; every key is optional."""

    # Each number's range is declared once, here (app/core/ranges.py).
    # each alert is told at most once per this many minutes
    window_minutes: float = bounded(60.0, 0, 10_080)
    fallback_rate: float = bounded(0.3, 0, 1)  # fallbacks / requests that wanted the cloud
    fallback_last_n: int = bounded(20, 1, 10_000)
    # no rate or p95 alert from fewer requests than this
    min_requests: int = bounded(5, 0, 10_000)
    # the cloud path's latency budget (time to the final answer)
    cloud_p95_ms: float = bounded(20000.0, 1, 3_600_000)
    cloud_last_n: int = bounded(20, 1, 10_000)
    spend_warn_fraction: float = bounded(0.8, 0, 1)  # and always at 100%
    local_model: bool = True
    error: str | None = None  # what was wrong with the table, when something was


def parse_alert_rules(table: object) -> AlertRules:
    """Typed rules from the ``[alerts]`` mapping; a wrong value keeps its default (and says so)."""
    if not isinstance(table, dict):
        return AlertRules(error="[alerts] must be a table" if table is not None else None)
    values: dict[str, Any] = {}
    problems: list[str] = []
    limits = ranges(AlertRules)
    for f in fields(AlertRules):
        if f.name == "error" or f.name not in table:
            continue
        value = table[f.name]
        default = f.default
        ok = (
            isinstance(value, bool)
            if isinstance(default, bool)
            else isinstance(value, int | float) and not isinstance(value, bool) and value >= 0
        )
        if not ok:
            problems.append(f"alerts.{f.name}: {value!r} is not valid")
            continue
        rng = limits.get(f.name)
        problem = out_of_range(f"alerts.{f.name}", rng, value) if rng else None
        if problem:
            problems.append(problem)
            continue
        values[f.name] = (
            int(value) if isinstance(default, int) and not isinstance(default, bool) else value
        )
    unknown = sorted(set(table) - {f.name for f in fields(AlertRules)})
    problems += [f"alerts.{k}: unknown key" for k in unknown]
    return AlertRules(**values, error="; ".join(problems) or None)


def load_alert_rules(path: Path | None = None) -> AlertRules:
    """The ``[alerts]`` table of ``routing.toml`` (defaults when the file or table is missing)."""
    path = path or data_home() / "routing.toml"
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return AlertRules()
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        return AlertRules(error=f"{path.name}: {exc}")
    return parse_alert_rules(data.get("alerts"))


@dataclass(frozen=True)
class Alert:
    kind: str  # one of KINDS
    message: str  # English; the window words it from kind, value and threshold
    value: float
    threshold: float
    n: int = 0  # how many requests the rate or the p95 was read over (0: not a rate)

    def as_json(self) -> AlertJson:
        return {
            "kind": self.kind,
            "message": self.message,
            "value": self.value,
            "threshold": self.threshold,
            "n": self.n,
        }


def _recent(store: TraceStore, where: str, column: str, n: int) -> list[object]:
    rows = store.read(
        f"SELECT {column} FROM request_index WHERE {where} ORDER BY ts DESC LIMIT ?", (n,)
    )
    return [r[0] for r in rows]


def evaluate(store: TraceStore, rules: AlertRules, settings: Settings) -> list[Alert]:
    """The alert conditions that hold now. The fallback rate and the cloud p95 are those of
    ``tandem stats`` and the Monitor's headline (metrics.py's definitions), over the last N."""
    out: list[Alert] = []
    wanted = _recent(store, WANTS_CLOUD_SQL, "fallback", max(1, rules.fallback_last_n))
    if len(wanted) >= max(1, rules.min_requests):
        rate = sum(1 for f in wanted if f) / len(wanted)
        if rate > rules.fallback_rate:
            out.append(
                Alert(
                    "fallback_rate",
                    f"the cloud fell back in {rate:.0%} of the last {len(wanted)} requests "
                    f"that wanted it (threshold {rules.fallback_rate:.0%})",
                    round(rate, 4),
                    rules.fallback_rate,
                    len(wanted),
                )
            )
    finals = sorted(
        float(v)
        for v in _recent(store, CLOUD_ANSWER_SQL, "final_ms", max(1, rules.cloud_last_n))
        if isinstance(v, int | float)  # a REAL column; NULL where the cloud gave no answer
    )
    if len(finals) >= max(1, rules.min_requests):
        p95 = percentile(finals, 95) or 0.0
        if p95 > rules.cloud_p95_ms:
            out.append(
                Alert(
                    "cloud_latency",
                    f"the last {len(finals)} cloud answers took {p95:,.0f} ms at p95 "
                    f"(budget {rules.cloud_p95_ms:,.0f} ms)",
                    p95,
                    rules.cloud_p95_ms,
                    len(finals),
                )
            )
    budget = settings.routing.daily_budget_usd
    if budget > 0:
        spent = store.spent_on(time.strftime("%Y-%m-%d"))
        fraction = spent / budget
        if fraction >= 1.0:
            out.append(
                Alert(
                    "spend_100",
                    f"the daily cloud budget is spent (${spent:.4f} of ${budget:.2f})",
                    round(fraction, 4),
                    1.0,
                )
            )
        elif fraction >= rules.spend_warn_fraction:
            out.append(
                Alert(
                    "spend_80",
                    f"{fraction:.0%} of the daily cloud budget is spent "
                    f"(${spent:.4f} of ${budget:.2f})",
                    round(fraction, 4),
                    rules.spend_warn_fraction,
                )
            )
    if rules.local_model:
        last = store.read(
            "SELECT local_error FROM request_index WHERE plan != 'none' ORDER BY ts DESC LIMIT 1"
        )
        if last and last[0][0]:  # the error's text
            # value 1: a cloud is configured to answer instead; 0: nothing else can
            cloud = 1.0 if settings.cloud.base_url else 0.0
            then = (
                "answers go to the cloud when privacy allows"
                if cloud
                else "ask again: the next question starts it again"
            )
            out.append(
                Alert(
                    "local_model",
                    f"the local model failed ({sql_text(last[0][0])}): {then}",
                    cloud,
                    1.0,
                )
            )
    return out


def tell(
    alerts: Sequence[Alert],
    rules: AlertRules,
    *,
    now: float | None = None,
    path: Path | None = None,
) -> list[Alert]:
    """The alerts not told within the last ``window_minutes``; they are remembered as told."""
    now = time.time() if now is None else now
    since = now - rules.window_minutes * 60
    fresh: list[Alert] = []
    with db.connect(path) as conn:
        for alert in alerts:
            seen = conn.execute(
                "SELECT 1 FROM alert_log WHERE kind = ? AND ts > ? LIMIT 1", (alert.kind, since)
            ).fetchone()
            if seen is None:
                conn.execute(
                    "INSERT INTO alert_log(ts, kind, message) VALUES (?, ?, ?)",
                    (now, alert.kind, alert.message),
                )
                fresh.append(alert)
    return fresh


def told(limit: int = 20, path: Path | None = None) -> list[tuple[float, str, str]]:
    """The alerts told so far, newest first: (time, kind, message)."""
    with db.connect(path) as conn:
        rows = conn.execute(
            "SELECT ts, kind, message FROM alert_log ORDER BY ts DESC, id DESC LIMIT ?", (limit,)
        ).fetchall()
    return [(float(r[0]), str(r[1]), str(r[2])) for r in rows]
