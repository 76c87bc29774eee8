"""The monitor's counts: the request index derived from traces, and `compute_stats` over it."""

from __future__ import annotations

import json
import sqlite3
import time

import pytest

from app.core.monitor.metrics import FALLBACK_REASONS, Window, compute_stats, parse_since
from app.core.store import request_index
from app.core.store.traces import TraceStore
from tests.support.monitor_data import fill, make_trace


@pytest.fixture
def store() -> TraceStore:
    s = TraceStore()
    yield s
    s.close()


def test_parse_since_accepts_the_documented_windows_and_refuses_others() -> None:
    assert parse_since("1h") == 3600 and parse_since("30d") == 30 * 86400
    assert parse_since("90m") == 5400
    for bad in ("", "7", "7w", "-1h", "0h"):
        with pytest.raises(ValueError):
            parse_since(bad)


def test_saving_a_trace_indexes_it_and_a_trace_with_missing_keys_still_counts(
    store: TraceStore,
) -> None:
    store.save("a", make_trace("a", fallback="http_429", source="local"))
    store.save("b", {"request_id": "b", "mode": "auto", "error": "the question is empty"})
    store.save("c", {"request_id": "c", "cancelled": True, "route": {"plan": "local"}})
    rows = {r[0]: r for r in store.read("SELECT request_id, plan, source, status, fallback "
                                         "FROM request_index")}  # fmt: skip
    assert rows["a"][1:] == ("hybrid", "local", "ok", "http_429")
    assert rows["b"][1:] == ("none", "none", "error", None)
    assert rows["c"][1:] == ("local", "none", "cancelled", None)


def test_old_traces_without_an_index_row_are_indexed_on_first_read(store: TraceStore) -> None:
    db = sqlite3.connect(store.path)
    with db:
        db.execute(
            "INSERT INTO traces(request_id, created_at, data) VALUES (?,?,?)",
            ("old", time.time(), json.dumps(make_trace("old", fallback="timeout"))),
        )
    db.close()
    assert store.read("SELECT fallback FROM request_index WHERE request_id='old'") == [("timeout",)]
    assert request_index.backfill(store._db) == 0  # the watermark: nothing twice


def test_stats_count_exactly_what_was_written(store: TraceStore) -> None:
    expected = fill(store, 3000, span_s=20 * 86400)
    stats = compute_stats(store, Window.last("30d"), daily_budget_usd=1.0)
    req = stats["requests"]
    assert req["total"] == expected["total"]
    assert {k: v for k, v in req["by_plan"].items() if v} == expected["by_plan"]
    assert {k: v for k, v in req["by_source"].items() if v} == expected["by_source"]
    fallbacks = stats["fallbacks"]
    assert set(FALLBACK_REASONS) | {"privacy"} == set(fallbacks)
    assert {"auth", "not_found", "tls"} <= set(fallbacks)
    for reason in FALLBACK_REASONS:
        assert fallbacks[reason] == expected["fallbacks"].get(reason, 0), reason
    assert fallbacks["privacy"] == stats["privacy"]["kept_local"] > 0
    assert stats["fallback_total"] == sum(expected["fallbacks"].values())
    # A shorter window holds fewer, and never more, requests.
    week = compute_stats(store, Window.last("7d"))
    assert 0 < week["requests"]["total"] < req["total"]


def test_latency_percentiles_privacy_and_spend(store: TraceStore) -> None:
    for i, final in enumerate([100, 200, 300, 400, 1000]):
        store.save(f"c{i}", make_trace(f"c{i}", plan="cloud", final_ms=final, usd=0.01))
    store.add_spend("c0", "cloud", 0.05)
    store.save(
        "r",
        make_trace("r", plan="hybrid", level="confidential", action="redact",
                   redactions={"PHONE": 2, "EMAIL": 1}),
    )  # fmt: skip
    store.save("k", make_trace("k", plan="local", source="local", level="restricted",
                               action="local", uploaded=False))  # fmt: skip
    stats = compute_stats(store, Window.last("1h"), daily_budget_usd=0.1)
    cloud = stats["latency"]["by_plan"]["cloud"]["final_ms"]
    assert cloud == {"n": 5, "p50": 300.0, "p95": 1000.0}
    assert stats["privacy"]["redactions"] == {"EMAIL": 1, "PHONE": 2}
    assert stats["privacy"]["uploads_by_level"]["confidential"] == 1
    assert stats["privacy"]["kept_local"] == 1 and stats["fallbacks"]["privacy"] == 1
    assert stats["spend"]["usd"] == pytest.approx(0.0501, abs=1e-6)
    assert stats["spend"]["today_usd"] == pytest.approx(0.05)
    assert stats["spend"]["today_fraction"] == pytest.approx(0.5)
    assert stats["endpoints"]["cloud"]["uploads"] == 6
    assert stats["requests"]["cloud_fraction"] == pytest.approx(6 / 7, abs=1e-3)


def test_nothing_of_a_question_or_answer_reaches_the_index(store: TraceStore) -> None:
    trace = make_trace("s", redactions={"PHONE": 1})
    trace["question"] = "call 13812345678 please"
    trace["final_text"] = "SECRET-ANSWER"
    trace["upload"]["text"] = "call [PHONE_1] please"
    store.save("s", trace)
    row = store.read("SELECT * FROM request_index WHERE request_id='s'")[0]
    flat = json.dumps(row)
    assert "13812345678" not in flat and "SECRET-ANSWER" not in flat and "please" not in flat


def _brute(store: TraceStore, window: Window, column: str) -> dict[str, int]:
    rows = store.read(
        f"SELECT {column}, COUNT(*) FROM request_index WHERE ts >= ? AND ts <= ? GROUP BY 1",
        (window.start, window.end),
    )
    return {str(k): n for k, n in rows if k is not None}


@pytest.mark.parametrize("since", ["1h", "24h", "7d", "30d"])
def test_rolled_up_hours_and_raw_edges_count_exactly_like_a_full_scan(
    store: TraceStore, since: str
) -> None:
    fill(store, 4000, span_s=12 * 86400)
    # Re-index an old request with another outcome: the roll-up must move it, not add it.
    old = store.read("SELECT request_id, ts FROM request_index WHERE fallback IS NULL "
                     "AND plan = 'hybrid' ORDER BY ts LIMIT 1")[0]  # fmt: skip
    trace = make_trace(old[0], fallback="tls", source="local")
    request_index.insert_rows(store._db, [request_index.row_from_trace(old[0], old[1], trace)])
    window = Window.last(since)
    stats = compute_stats(store, window)
    assert stats["requests"]["total"] == sum(_brute(store, window, "plan").values())
    assert {k: v for k, v in stats["requests"]["by_plan"].items() if v} == _brute(
        store, window, "plan"
    )
    assert {k: v for k, v in stats["fallbacks"].items() if v and k != "privacy"} == _brute(
        store, window, "fallback"
    )
    if since == "30d":
        assert stats["fallbacks"]["tls"] == 1


def test_histogram_percentiles_are_within_their_bin_of_the_exact_ones(
    store: TraceStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.core.monitor import window_reader

    fill(store, 3000, span_s=20 * 86400)
    window = Window.last("30d")
    exact = compute_stats(store, window)
    assert exact["exact_percentiles"]
    monkeypatch.setattr(window_reader, "EXACT_LIMIT", 0)
    approx = compute_stats(store, window)
    assert not approx["exact_percentiles"]
    assert approx["requests"] == exact["requests"] and approx["fallbacks"] == exact["fallbacks"]
    for plan, d in exact["latency"]["by_plan"].items():
        for metric in ("first_token_ms", "final_ms"):
            e, a = d[metric], approx["latency"]["by_plan"][plan][metric]
            assert a["n"] == e["n"]
            for q in ("p50", "p95"):
                if e[q] is not None:
                    assert a[q] == pytest.approx(e[q], rel=0.026), (plan, metric, q)
