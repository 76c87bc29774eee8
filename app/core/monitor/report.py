"""`tandem report`: one self-contained HTML or Markdown file, charts embedded as SVG images
(data URIs), for deciding whether routing needs tuning. No script, no external resource: it
opens the same offline, in a mail attachment, years later.
"""

from __future__ import annotations

import time
from html import escape

from app.core.monitor import charts
from app.core.monitor.metrics import Stats, fallback_reasons
from app.core.monitor.series import Series


def _ms(value: float | None) -> str:
    return "–" if value is None else f"{value:,.0f} ms"


def hints(stats: Stats) -> list[str]:
    """Plain observations that point at a routing knob (routing.toml), from the numbers."""
    out = []
    req = stats["requests"]
    total = req["total"]
    if not total:
        return ["No requests in this window."]
    rate, reasons = stats["fallback_rate"], fallback_reasons(stats)
    if rate > 0.2 and reasons:
        worst = max(reasons, key=lambda k: reasons[k])
        out.append(
            f"The cloud fell back in {rate:.0%} of the {stats['cloud_wanted']} requests that "
            f"wanted it, mostly {worst}: check the endpoint, or raise [timeouts] if it is "
            "timeouts."
        )
    frac = req["cloud_fraction"]
    if frac > 0.8:
        out.append(
            f"{frac:.0%} of requests called the cloud: [auto] cloud_tasks / cloud_languages may "
            "send more than needed."
        )
    up = stats["upgrades"]
    if up["kept"] + up["reverted"] >= 5 and up["reverted"] > up["kept"]:
        out.append(
            "Users reverted more cloud upgrades than they kept: the local draft may be good "
            "enough for these tasks."
        )
    spend = stats["spend"]
    today = spend["today_fraction"]
    if today and today >= 0.8:
        out.append(f"Today's spend is at {today:.0%} of the daily budget.")
    if stats["privacy"]["kept_local"]:
        out.append(
            f"The privacy gate kept {stats['privacy']['kept_local']} request(s) on the device."
        )
    return out or ["Nothing stands out: routing looks healthy for this window."]


def _charts(stats: Stats, series: Series) -> list[tuple[str, str]]:
    labels = series.labels()
    fractions = [None if f is None else round(f * 100, 1) for f in series.cloud_fraction()]
    return [
        (
            "Answers over time, by final source",
            charts.stacked_bars(
                "Answers by final source",
                labels,
                [
                    ("local", series.local, charts.COLORS["local"]),
                    ("cloud", series.cloud, charts.COLORS["cloud"]),
                    ("failed / stopped", series.failed, charts.COLORS["failed"]),
                ],
            ),
        ),
        (
            "Cloud-call fraction",
            charts.lines(
                "Cloud calls, % of requests",
                labels,
                [("cloud calls", fractions, charts.COLORS["cloud"])],
                unit="%",
            ),
        ),
        (
            "Cloud p95 time to final answer",
            charts.lines(
                "Cloud answers: p95 time to final (ms)",
                labels,
                [("p95", series.p95_final_ms, charts.COLORS["cloud"])],
            ),
        ),
        (
            "Fallbacks by reason",
            charts.hbars("Fallbacks by reason", fallback_reasons(stats)),
        ),
    ]


def _tables(stats: Stats) -> list[tuple[str, list[str], list[list[str]]]]:
    req = stats["requests"]
    lat = stats["latency"]["by_plan"]
    sp = stats["spend"]
    pv = stats["privacy"]
    up = stats["upgrades"]
    summary = [
        ["requests", str(req["total"])],
        ["cloud calls", f"{req['uploads']} ({req['cloud_fraction']:.0%})"],
        [
            "fallbacks",
            f"{stats['fallback_total']} of {stats['cloud_wanted']} that wanted the cloud "
            f"({stats['fallback_rate']:.0%})",
        ],
        ["spend", f"${sp['usd']:.4f} ({sp['tokens_in']} in / {sp['tokens_out']} out tokens)"],
        ["upgrades kept / reverted / edited", f"{up['kept']} / {up['reverted']} / {up['edited']}"],
        ["escalated / rescued", f"{up['escalated']} / {up['rescued']}"],
        ["kept local by the privacy gate", str(pv["kept_local"])],
    ]
    if sp["daily_budget_usd"]:
        summary.append(["today", f"${sp['today_usd']:.4f} of ${sp['daily_budget_usd']:.2f}"])
    plans = [
        [plan, str(d["final_ms"]["n"]), _ms(d["first_token_ms"]["p50"]),
         _ms(d["first_token_ms"]["p95"]), _ms(d["final_ms"]["p50"]), _ms(d["final_ms"]["p95"])]
        for plan, d in lat.items() if d["final_ms"]["n"]
    ]  # fmt: skip
    endpoints = [
        [name, str(e["uploads"]), str(e["errors"]), f"{e['error_rate']:.0%}",
         _ms(e["ttfb_ms"]["p50"]), _ms(e["ttfb_ms"]["p95"]), f"${e['usd']:.4f}"]
        for name, e in stats["endpoints"].items()
    ]  # fmt: skip
    by_plan = [[k, str(v)] for k, v in req["by_plan"].items()]
    by_source = [[k, str(v)] for k, v in req["by_source"].items()]
    fallbacks = [[k, str(v)] for k, v in stats["fallbacks"].items() if k != "privacy"]
    days = [[d, f"${v:.4f}"] for d, v in sp["by_day"].items()]
    levels = [
        [lv, str(n), str(pv["uploads_by_level"].get(lv, 0))] for lv, n in pv["levels"].items()
    ]
    redactions = [[t, str(n)] for t, n in pv["redactions"].items()]
    out = [
        ("Summary", ["", ""], summary),
        ("Requests by plan", ["plan", "requests"], by_plan),
        ("Requests by final source", ["source", "requests"], by_source),
        ("Latency per path", ["plan", "n", "first p50", "first p95", "final p50", "final p95"],
         plans),
        ("Endpoints", ["endpoint", "calls", "errors", "error rate", "ttfb p50", "ttfb p95",
                       "spend"], endpoints),
        ("Fallbacks by reason", ["reason", "count"], fallbacks),
        ("Spend per day", ["day", "usd"], days),
        ("Privacy levels", ["level", "requests", "uploads"], levels),
        ("Redactions by entity type", ["type", "count"], redactions),
    ]  # fmt: skip
    dev = stats["device"]
    device_rows = [
        ["local model errors", str(dev.get("local_errors", 0))],
        ["load per core p50 / p95",
         f"{dev['load_per_core']['p50']} / {dev['load_per_core']['p95']}"],
    ]  # fmt: skip
    for d, label, unit in (
        (dev.get("model_load_ms"), "model load p50 / p95", " ms"),
        (dev.get("decode_tokens_per_s"), "decode speed p50 / p95", " tokens/s"),
        (dev.get("rss_mb"), "process memory p50 / p95", " MB"),
    ):
        if d and d["n"]:
            device_rows.append([label, f"{d['p50']}{unit} / {d['p95']}{unit}"])
    out.append(("Device", ["", ""], device_rows))
    if stats.get("alerts"):
        out.append(
            ("Alerts now", ["alert", ""], [[a["kind"], a["message"]] for a in stats["alerts"]])
        )
    return out


def render_html(stats: Stats, series: Series) -> str:
    w = stats["window"]
    parts = [
        "<!DOCTYPE html>",
        "<html lang='en'><head><meta charset='utf-8'>",
        f"<title>Tandem report, last {escape(w['since'])}</title>",
        "<style>body{font-family:sans-serif;max-width:760px;margin:2em auto;color:#222}"
        "table{border-collapse:collapse;margin:0 0 1.5em}td,th{border:1px solid #ccc;"
        "padding:3px 8px;text-align:left}th{background:#f4f4f4}img{max-width:100%}</style>",
        "</head><body>",
        f"<h1>Tandem report: last {escape(w['since'])}</h1>",
        f"<p>{escape(w['from'])} to {escape(w['to'])} (UTC); generated "
        f"{escape(time.strftime('%Y-%m-%d %H:%M'))} on this device. Counts only: no questions, "
        "answers or personal values.</p>",
        "<h2>What to look at</h2><ul>",
        *(f"<li>{escape(h)}</li>" for h in hints(stats)),
        "</ul>",
    ]
    for title, svg in _charts(stats, series):
        parts.append(f"<h2>{escape(title)}</h2>")
        parts.append(f"<img alt='{escape(title)}' src='{charts.data_uri(svg)}'>")
    for title, head, rows in _tables(stats):
        parts.append(f"<h2>{escape(title)}</h2><table>")
        if any(head):
            parts.append("<tr>" + "".join(f"<th>{escape(h)}</th>" for h in head) + "</tr>")
        for row in rows or [["none", *[""] * (len(head) - 1)]]:
            parts.append("<tr>" + "".join(f"<td>{escape(c)}</td>" for c in row) + "</tr>")
        parts.append("</table>")
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def _md_cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def render_markdown(stats: Stats, series: Series) -> str:
    w = stats["window"]
    lines = [
        f"# Tandem report: last {w['since']}",
        "",
        f"{w['from']} to {w['to']} (UTC); generated {time.strftime('%Y-%m-%d %H:%M')} on this "
        "device. Counts only: no questions, answers or personal values.",
        "",
        "## What to look at",
        "",
        *(f"- {h}" for h in hints(stats)),
        "",
    ]
    for title, svg in _charts(stats, series):
        lines += [f"## {title}", "", f"![{title}]({charts.data_uri(svg)})", ""]
    for title, head, rows in _tables(stats):
        lines += [f"## {title}", ""]
        head = [h or " " for h in head]
        lines.append("| " + " | ".join(_md_cell(h) for h in head) + " |")
        lines.append("|" + "---|" * len(head))
        for row in rows or [["none", *[""] * (len(head) - 1)]]:
            lines.append("| " + " | ".join(_md_cell(c) for c in row) + " |")
        lines.append("")
    return "\n".join(lines)
