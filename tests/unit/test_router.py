"""Router decisions, rule-file reload, compound splitting, network signals, budget, feedback."""

from __future__ import annotations

import os
import time
from dataclasses import replace
from pathlib import Path

import pytest

from app.core.config import Settings
from app.core.routing.budget import Budget
from app.core.routing.feedback import Feedback
from app.core.routing.network import NetworkMonitor
from app.core.routing.registry import Endpoint, Registry, cloud_endpoint
from app.core.routing.router import CONSERVATIVE, Features, Router, detect_language, split_steps
from app.core.routing.rules import RulesFile
from app.core.store.traces import TraceStore


@pytest.fixture
def rules(tandem_home: Path):  # type: ignore[no-untyped-def]
    return RulesFile().current()


def feat(**kw: object) -> Features:
    base = dict(mode="auto", question="hello", remote="cloud", remote_zone="public")
    base.update(kw)
    return Features(**base)  # type: ignore[arg-type]


def test_modes(rules) -> None:  # type: ignore[no-untyped-def]
    r = Router()
    assert r.decide(feat(mode="local"), rules).plan == "local"
    assert r.decide(feat(mode="cloud"), rules).plan == "cloud"
    hybrid = r.decide(feat(mode="hybrid"), rules)
    assert hybrid.plan == "hybrid" and hybrid.endpoints == ["device", "cloud"]


def test_hard_limits_win_over_the_mode_and_say_why(rules) -> None:  # type: ignore[no-untyped-def]
    r = Router()
    p = r.decide(feat(mode="cloud", level="restricted", action="local"), rules)
    assert p.plan == "local" and "restricted" in p.reasons[0] and p.blocked is None
    p = r.decide(feat(mode="hybrid", offline_setting=True), rules)
    assert p.plan == "local" and p.blocked == "offline"
    words = "cloud could not be reached the last 3 times; next try in 60 s"
    p = r.decide(feat(offline_detected=True, link_state="unreachable", link_words=words), rules)
    assert p.blocked == "offline" and "could not be reached" in p.reasons[0]
    # Unreachable is no veto for an explicit request: it tries, and says so.
    p = r.decide(
        feat(mode="hybrid", offline_detected=True, link_state="unreachable", link_words=words),
        rules,
    )
    assert p.plan == "hybrid" and p.blocked is None and "trying again" in p.reasons[0]
    p = r.decide(feat(mode="cloud", budget_ok=False, budget_reason="spent"), rules)
    assert p.blocked == "budget" and "budget" in p.reasons[0]
    p = r.decide(feat(mode="hybrid", remote=None), rules)
    assert p.plan == "local" and "no cloud endpoint" in p.reasons[0]


def test_missing_local_model_goes_to_the_cloud_only_if_allowed(rules) -> None:  # type: ignore[no-untyped-def]
    r = Router()
    assert r.decide(feat(mode="hybrid", local_available=False), rules).plan == "cloud"
    p = r.decide(feat(local_available=False, action="local", level="restricted"), rules)
    assert p.plan == "local" and any("not available" in x for x in p.reasons)


def test_auto_sends_hard_tasks_and_chinese_to_hybrid(rules) -> None:  # type: ignore[no-untyped-def]
    r = Router()
    p = r.decide(feat(question="Translate this into English", task_kind="translate"), rules)
    assert p.plan == "hybrid" and any("translate" in x for x in p.reasons)
    p = r.decide(feat(question="今天天气怎么样", language="zh"), rules)
    assert p.plan == "hybrid" and any("zh" in x for x in p.reasons)
    p = r.decide(feat(context_chars=10_000), rules)
    assert p.plan == "hybrid" and any("retrieved context" in x for x in p.reasons)


def test_auto_keeps_simple_chat_local_with_escalation(rules) -> None:  # type: ignore[no-untyped-def]
    p = Router().decide(feat(question="hi there"), rules)
    assert p.plan == "local" and p.escalate_below == rules.escalate_below_logprob
    assert any("escalate" in x for x in p.reasons)


def test_slow_or_flaky_network_keeps_hard_tasks_local(rules) -> None:  # type: ignore[no-untyped-def]
    p = Router().decide(feat(task_kind="code", rtt_ms=5000.0), rules)
    assert p.plan == "local" and any("slow" in x for x in p.reasons)
    p = Router().decide(feat(task_kind="code", error_rate=0.9), rules)
    assert p.plan == "local" and any("failing" in x for x in p.reasons)


def test_feedback_nudge_moves_the_threshold(rules) -> None:  # type: ignore[no-untyped-def]
    p = Router().decide(feat(nudge=0.3, nudge_reason="users kept 90%"), rules)
    assert p.escalate_below == pytest.approx(rules.escalate_below_logprob + 0.3)
    assert "users kept 90%" in p.reasons


def test_compound_requests_are_split_and_placed(rules) -> None:  # type: ignore[no-untyped-def]
    q = "summarise these notes and translate them into English"
    steps = split_steps(q, rules)
    assert [k for _, k in steps] == ["summarise", "translate"]
    assert split_steps("salt and pepper", rules) == [("salt and pepper", "chat")]
    p = Router().decide(feat(question=q, task_kind=rules.task_kind(q)), rules)
    assert [s.task_kind for s in p.steps] == ["summarise", "translate"]
    assert any("compound" in x for x in p.reasons)
    zh = split_steps("总结这些笔记，然后翻译成英文", rules)
    assert [k for _, k in zh] == ["summarise", "translate"]


def test_language_detection() -> None:
    assert detect_language("What is this?") == "en"
    assert detect_language("这是什么？") == "zh"
    assert detect_language("1234") == "en"


def test_rules_file_is_created_reloaded_and_survives_a_broken_edit(tandem_home: Path) -> None:
    rf = RulesFile()
    first = rf.current()
    assert rf.path == tandem_home / "routing.toml" and rf.path.exists()
    text = rf.path.read_text().replace(
        "escalate_below_logprob = -1.3", "escalate_below_logprob = -0.5"
    )
    rf.path.write_text(text)
    os.utime(rf.path, ns=(time.time_ns(), time.time_ns() + 1_000_000))
    assert rf.current().escalate_below_logprob == -0.5 != first.escalate_below_logprob
    rf.path.write_text("this is [not toml")
    os.utime(rf.path, ns=(time.time_ns(), time.time_ns() + 2_000_000))
    assert rf.current().escalate_below_logprob == -0.5
    assert rf.error and "keeping the previous rules" in rf.error


def test_network_monitor_smooths_and_detects_offline(tmp_path: Path) -> None:
    now = [1000.0]
    m = NetworkMonitor(tmp_path / "net.json", clock=lambda: now[0])
    m.record_success("c", 100.0)
    m.record_success("c", 200.0)
    r = m.reading("c")
    assert r.rtt_ms == pytest.approx(130.0) and r.jitter_ms == pytest.approx(30.0)
    for _ in range(3):
        m.record_failure("c", network=True)
    assert m.reading("c").offline and m.reading("c").error_rate > 0.5
    # Persisted across instances (one-shot CLI runs learn from each other).
    assert NetworkMonitor(tmp_path / "net.json", clock=lambda: now[0]).reading("c").offline
    now[0] += 3600  # an hour later the verdict has expired and errors have faded
    later = m.reading("c")
    assert not later.offline and later.error_rate < 0.01


def test_budget_caps_and_ledger(tandem_home: Path) -> None:
    store = TraceStore()
    ep = Endpoint(
        "paid",
        "openai_compatible",
        "https://x/v1",
        "m",
        "public",
        cost_per_1k_in=0.001,
        cost_per_1k_out=0.002,
    )
    b = Budget(store, daily_usd=1.0, per_request_usd=0.0005)
    check = b.check(ep, tokens_in=100, max_tokens=512)
    assert check.allowed and check.max_tokens == 200  # (0.0005 - 0.0001) / 0.002 * 1000
    assert not b.check(ep, tokens_in=10_000, max_tokens=512).allowed
    b.charge("r1", ep, 0.6)
    b.charge("r2", ep, 0.5)
    assert b.left() == 0.0
    spent = b.check(ep, tokens_in=10, max_tokens=10)
    assert not spent.allowed and "spent" in spent.reason
    free = replace(ep, cost_per_1k_in=0.0, cost_per_1k_out=0.0)
    assert b.check(free, 10, 512).allowed
    store.close()


def test_feedback_nudges_after_enough_verdicts(tandem_home: Path, rules) -> None:  # type: ignore[no-untyped-def]
    store = TraceStore()
    fb = Feedback(store)
    for i in range(6):
        store.add_outcome(
            f"r{i}",
            task_kind="code",
            plan="hybrid",
            source="cloud",
            fallback=None,
            latency_ms=100.0,
            usd=0.0,
        )
        assert fb.record_verdict(f"r{i}", accepted=False)
    delta, why = fb.nudge("code", rules)
    assert delta == pytest.approx(-rules.max_nudge) and why and "later" in why
    assert fb.nudge("chat", rules) == (0.0, None)
    assert not fb.record_verdict("unknown", accepted=True)
    store.close()


def test_registry_from_settings_and_env(monkeypatch: pytest.MonkeyPatch) -> None:
    s = Settings()
    assert Registry.from_settings(s).remote() == []
    monkeypatch.setenv("TANDEM_CLOUD_BASE_URL", "http://127.0.0.1:9/v1")
    monkeypatch.setenv("TANDEM_CLOUD_MODEL", "mini")
    ep = cloud_endpoint(s)
    assert ep and ep.base_url == "http://127.0.0.1:9/v1" and ep.model == "mini"
    assert ep.trust_zone == "public"
    s.cloud.provider = "openai"
    s.cloud.trust_zone = "private"  # a public provider is never private because a setting says so
    ep = cloud_endpoint(s)
    assert ep and ep.trust_zone == "public" and ep.cost_per_1k_out > 0


def test_conservative_plan_is_device_only() -> None:
    assert CONSERVATIVE.plan == "local" and CONSERVATIVE.endpoints == ["device"]


def test_edited_upgrades_count_half(tandem_home: Path) -> None:
    store = TraceStore()
    fb = Feedback(store)
    for i, (kept, edited) in enumerate([(True, False), (True, True), (False, False), (True, True)]):
        store.add_outcome(
            f"e{i}",
            task_kind="translate",
            plan="hybrid",
            source="cloud",
            fallback=None,
            latency_ms=None,
            usd=0.0,
        )
        fb.record_verdict(f"e{i}", accepted=kept, edited=edited)
    rate, n = fb.acceptance("translate")
    assert n == 4 and rate == pytest.approx((1 + 0.5 + 0 + 0.5) / 4)
    store.close()


def test_busy_device_prefers_hybrid(rules) -> None:  # type: ignore[no-untyped-def]
    p = Router().decide(feat(device_load=rules.busy_load + 1), rules)
    assert p.plan == "hybrid" and any("busy" in r for r in p.reasons)
    assert Router().decide(feat(device_load=0.1), rules).plan == "local"


def test_network_monitor_measures_speed(tmp_path: Path) -> None:
    m = NetworkMonitor(tmp_path / "net.json")
    m.record_success("c", 100.0, tokens_per_s=50.0)
    m.record_success("c", 100.0, tokens_per_s=100.0)
    assert m.reading("c").tokens_per_s == pytest.approx(65.0)


def test_a_broken_rules_file_in_a_fresh_process_uses_the_last_good_rules(
    tandem_home: Path,
) -> None:
    rf = RulesFile()
    rf.current()
    text = rf.path.read_text().replace(
        "escalate_below_logprob = -1.3", "escalate_below_logprob = -0.7"
    )
    rf.path.write_text(text)
    os.utime(rf.path, ns=(time.time_ns(), time.time_ns() + 1_000_000))
    assert rf.current().escalate_below_logprob == -0.7
    rf.path.write_text("[auto]\nescalate_below_logprob = = 3\n")
    fresh = RulesFile()  # the next `tandem ask`
    assert fresh.current().escalate_below_logprob == -0.7
    assert fresh.error and "line 2" in fresh.error and "last good rules" in fresh.error
    assert str(rf.path) in fresh.error
