"""`tandem stats [--since 1h|24h|7d|30d] [--json]`: how requests split, how fast, how often and
why the cloud fell back, what it cost, what the privacy gate held back.

Read-only: it adds up the request index beside the traces in the data home (nothing is sent).
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING

from app.cli import CliError
from app.commands._output import emit_json

if TYPE_CHECKING:
    from app.core.monitor.metrics import Stats


def _ms(value: float | None) -> str:
    return "-" if value is None else f"{value:,.0f}"


def _counts(d: dict[str, int]) -> str:
    shown = [f"{k} {v}" for k, v in d.items() if v]
    return ", ".join(shown) or "none"


def print_table(s: Stats) -> None:
    from app.core.monitor.metrics import fallback_reasons

    req = s["requests"]
    w = s["window"]
    print(f"Tandem stats, last {w['since']} ({w['from']} .. {w['to']})")
    print(f"  requests      {req['total']}  ({_counts(req['by_status'])})")
    print(f"  by plan       {_counts(req['by_plan'])}")
    print(f"  by source     {_counts(req['by_source'])}")
    print(f"  cloud calls   {req['uploads']} ({req['cloud_fraction']:.0%} of requests)")
    print(f"  fallbacks     {s['fallback_total']} of {s['cloud_wanted']} that wanted the cloud "
          f"({s['fallback_rate']:.0%}): {_counts(fallback_reasons(s))}")  # fmt: skip
    print("  latency (ms)      n   first p50   first p95   final p50   final p95")
    for path, d in s["latency"]["by_plan"].items():
        first, final = d["first_token_ms"], d["final_ms"]
        if not final["n"]:
            continue
        print(f"    {path:<10} {final['n']:>6}  {_ms(first['p50']):>10}  {_ms(first['p95']):>10}  "
              f"{_ms(final['p50']):>10}  {_ms(final['p95']):>10}")  # fmt: skip
    for name, ep in s["endpoints"].items():
        print(f"  endpoint {name}: {ep['uploads']} calls, {ep['errors']} errors "
              f"({ep['error_rate']:.0%}), ttfb p50 {_ms(ep['ttfb_ms']['p50'])} ms, "
              f"p95 {_ms(ep['ttfb_ms']['p95'])} ms, ${ep['usd']:.4f}")  # fmt: skip
    up = s["upgrades"]
    print(f"  upgrades      kept {up['kept']}, reverted {up['reverted']}, edited {up['edited']}, "
          f"escalated {up['escalated']}, rescued {up['rescued']}")  # fmt: skip
    sp = s["spend"]
    budget = sp["daily_budget_usd"]
    today = f"${sp['today_usd']:.4f}" + (f" of ${budget:.2f} today" if budget else " today")
    print(f"  spend         ${sp['usd']:.4f} ({sp['tokens_in']} tokens in, "
          f"{sp['tokens_out']} out); {today}")  # fmt: skip
    pv = s["privacy"]
    print(f"  privacy       levels: {_counts(pv['levels'])}")
    print(f"                uploads by level: {_counts(pv['uploads_by_level'])}; "
          f"kept local by the gate: {pv['kept_local']}")  # fmt: skip
    print(f"                redactions: {_counts(pv['redactions'])}")
    dev = s["device"]
    load = dev["load_per_core"]
    print(f"  device        local model errors {dev['local_errors']}; load per core "
          f"p50 {load['p50']}, p95 {load['p95']}")  # fmt: skip
    speed = dev.get("decode_tokens_per_s")
    if speed is not None and speed.get("n"):
        loads, rss = dev["model_load_ms"], dev["rss_mb"]
        print(f"                decode p50 {speed['p50']} tokens/s; model load p50 "
              f"{_ms(loads['p50'])} ms; memory p50 {rss['p50']} MB, max {rss['max']} MB")  # fmt: skip
    for alert in s.get("alerts", []):
        print(f"  ALERT         {alert['message']}")


def gather(since: str) -> Stats:
    """The stats (and the alerts that hold now) for the window; CliError on a bad --since."""
    from app.core.config import SettingsError, load_settings
    from app.core.monitor.alerts import evaluate, load_alert_rules
    from app.core.monitor.device import device_stats
    from app.core.monitor.metrics import Window, compute_stats
    from app.core.store.traces import TraceStore

    try:
        window = Window.last(since)
    except ValueError as exc:
        raise CliError(str(exc)) from None
    try:
        settings = load_settings().settings
    except SettingsError as exc:
        raise CliError(str(exc)) from None
    store = TraceStore()
    try:
        stats = compute_stats(store, window, daily_budget_usd=settings.routing.daily_budget_usd)
        stats["device"] = {**stats["device"], **device_stats(window)}
        stats["alerts"] = [a.as_json() for a in evaluate(store, load_alert_rules(), settings)]
    finally:
        store.close()
    return stats


def run(args: argparse.Namespace) -> int:
    stats = gather(args.since)
    if args.json:
        emit_json(stats)
    else:
        print_table(stats)
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("stats", help="requests, latency, fallbacks, spend and privacy counts")
    p.add_argument(
        "--since", default="24h", metavar="1h|24h|7d|30d", help="the window (default 24h)"
    )
    p.add_argument("--json", action="store_true", help="nested counts as one JSON object")
    p.set_defaults(func=run)
