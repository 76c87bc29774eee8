"""Monitor alerts (thresholds from routing.toml, told once per window) and the report."""

from __future__ import annotations

import time
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from app.core.config import Settings
from app.core.monitor import charts
from app.core.monitor.alerts import AlertRules, evaluate, load_alert_rules, tell, told
from app.core.monitor.metrics import Window, compute_stats
from app.core.monitor.report import render_html, render_markdown
from app.core.monitor.series import compute_series
from app.core.routing.rules import DEFAULT_RULES
from app.core.store.traces import TraceStore
from tests.support.monitor_data import fill, make_trace


@pytest.fixture
def store() -> TraceStore:
    s = TraceStore()
    yield s
    s.close()


def test_the_default_rules_carry_the_alert_table_and_a_bad_value_keeps_its_default(
    tandem_home: Path,
) -> None:
    rules = load_alert_rules(DEFAULT_RULES)
    assert rules == AlertRules()
    path = tandem_home / "routing.toml"
    path.write_text("[alerts]\nfallback_rate = 0.1\nwindow_minutes = 'often'\nbogus = 1\n")
    rules = load_alert_rules()
    assert rules.fallback_rate == 0.1 and rules.window_minutes == 60.0
    assert rules.error and "window_minutes" in rules.error and "bogus" in rules.error
    assert load_alert_rules(tandem_home / "missing.toml") == AlertRules()


def test_fallback_rate_latency_spend_and_local_model_alerts(store: TraceStore) -> None:
    settings = Settings()
    settings.routing.daily_budget_usd = 0.10
    rules = AlertRules(fallback_rate=0.3, fallback_last_n=10, min_requests=5, cloud_p95_ms=5000)
    for i in range(6):
        store.save(f"ok{i}", make_trace(f"ok{i}", plan="hybrid", final_ms=800))
    assert evaluate(store, rules, settings) == []
    for i in range(4):
        store.save(f"fb{i}", make_trace(f"fb{i}", source="local", fallback="http_5xx"))
    kinds = {a.kind for a in evaluate(store, rules, settings)}
    assert kinds == {"fallback_rate"}  # 4 of the last 10 fell back: 40% > 30%
    for i in range(6):
        store.save(f"slow{i}", make_trace(f"slow{i}", plan="cloud", final_ms=9000))
    store.add_spend("slow0", "cloud", 0.085)
    kinds = {a.kind for a in evaluate(store, rules, settings)}
    assert {"cloud_latency", "spend_80"} <= kinds and "spend_100" not in kinds
    store.add_spend("slow1", "cloud", 0.02)
    store.save("lm", make_trace("lm", plan="cloud", local_error="LocalModelError: cannot load"))
    kinds = {a.kind for a in evaluate(store, rules, settings)}
    assert {"spend_100", "local_model"} <= kinds and "spend_80" not in kinds


def test_each_alert_is_told_at_most_once_per_window(store: TraceStore) -> None:
    settings = Settings()
    rules = AlertRules(window_minutes=30)
    store.save("lm", make_trace("lm", local_error="LocalModelError: cannot load"))
    alerts = evaluate(store, rules, settings)
    now = time.time()
    assert [a.kind for a in tell(alerts, rules, now=now)] == ["local_model"]
    assert tell(alerts, rules, now=now + 60) == []
    assert tell(alerts, rules, now=now + 29 * 60) == []
    assert [a.kind for a in tell(alerts, rules, now=now + 31 * 60)] == ["local_model"]
    assert [k for _, k, _ in told()] == ["local_model", "local_model"]


def test_charts_are_valid_svg() -> None:
    labels = ["a", "b", "c"]
    for svg in (
        charts.stacked_bars("t", labels, [("x", [1, 2, 0], "#000"), ("y", [0, 1, 5], "#111")]),
        charts.lines("t", labels, [("p", [None, 3.0, 9.0], "#000")], limit=("budget", 5.0)),
        charts.hbars("t", {"http_5xx": 3, "timeout": 0}),
        charts.hbars("t", {}),
    ):
        root = ET.fromstring(svg)
        assert root.tag.endswith("svg")


def test_report_is_self_contained_in_both_formats(store: TraceStore) -> None:
    fill(store, 500, span_s=6 * 86400)
    window = Window.last("7d")
    stats = compute_stats(store, window, daily_budget_usd=1.0)
    series = compute_series(store, window)
    assert sum(series.local) + sum(series.cloud) + sum(series.failed) == 500
    assert len(series.starts) == 28
    month = compute_series(store, Window.last("30d"))  # day buckets: roll-ups and histograms
    assert sum(month.local) + sum(month.cloud) + sum(month.failed) == 500
    assert len(month.starts) == 30 and any(v is not None for v in month.p95_final_ms)
    assert sum(month.uploads) == sum(series.uploads) == stats["requests"]["uploads"]
    html = render_html(stats, series)
    assert html.count("<img") == 4 and html.count("data:image/svg+xml;base64,") == 4
    assert "<script" not in html and "src='http" not in html
    assert "http_429" in html and "Latency per path" in html
    md = render_markdown(stats, series)
    assert md.count("](data:image/svg+xml;base64,") == 4 and "| reason | count |" in md


def test_device_samples_come_from_the_engine_that_answered() -> None:
    from types import SimpleNamespace

    from app.core.monitor import device

    assert device.record(SimpleNamespace(_local=None)) is None  # never loads an engine
    stats = SimpleNamespace(n_tokens=51, first_token_ms=100.0, total_ms=1100.0)
    engine = SimpleNamespace(last_stats=stats, load_ms=850.0)
    pipeline = SimpleNamespace(_local=engine)
    first = device.record(pipeline)
    assert first is not None and first.tokens_per_s == 50.0 and first.load_ms == 850.0
    second = device.record(pipeline)
    assert second is not None and second.load_ms is None  # one load, counted once
    got = device.device_stats(Window.last("1h"))
    assert got["model_load_ms"]["n"] == 1 and got["decode_tokens_per_s"]["p50"] == 50.0
    assert got["rss_mb"]["max"] is None or got["rss_mb"]["max"] > 0
