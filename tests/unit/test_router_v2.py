"""Router v2 (issue 11): endpoint health, capability records, the learned estimate, and the
reasons the router states for them. Pure unit tests: fake clocks, temp files, no models."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from app.core.routing.capabilities import SpeedCache, local_capability
from app.core.routing.difficulty import (
    CHEAP_FEATURES,
    DifficultyModel,
    cheap_features,
    requested_words,
    shipped_model,
)
from app.core.routing.network import NetworkMonitor, failure_kind
from app.core.routing.router import Features, Router
from app.core.routing.rules import RulesFile


@pytest.fixture
def rules(tandem_home: Path):  # type: ignore[no-untyped-def]
    return RulesFile().current()


def feat(**kw: object) -> Features:
    base = dict(mode="auto", question="hello", remote="cloud", remote_zone="public")
    base.update(kw)
    return Features(**base)  # type: ignore[arg-type]


# ---------------------------------------------------------------- network health


def monitor(tmp_path: Path, now: list[float]) -> NetworkMonitor:
    return NetworkMonitor(tmp_path / "net.json", clock=lambda: now[0])


def test_failure_kinds_follow_the_contract() -> None:
    assert failure_kind("network") == "unreachable"
    for reason in ("timeout", "http_5xx", "http_429", "malformed"):
        assert failure_kind(reason) == "failing"
    for reason in ("auth", "not_found", "tls"):
        assert failure_kind(reason) == "misconfigured"


def test_slow_and_failing_is_never_offline(tmp_path: Path) -> None:
    now = [1000.0]
    m = monitor(tmp_path, now)
    for reason in ("timeout", "http_5xx", "http_429", "malformed", "timeout", "timeout"):
        m.record_failure("c", reason=reason)
    r = m.reading("c")
    assert r.state == "failing" and not r.offline
    assert r.recent_failures == 4 and r.recent_total == 4
    words = r.words("cloud")
    assert words is not None and "failed 4 of the last 4 requests" in words
    # Failing is not offline (issue 31 item 6): the next request tries it, no back-off.
    assert r.half_open and "trying again" in words
    m.record_success("c", 80.0)
    assert m.reading("c").state == "healthy" and m.reading("c").words("cloud") is None


def test_unreachable_after_three_connection_failures_then_half_open(tmp_path: Path) -> None:
    now = [1000.0]
    m = monitor(tmp_path, now)
    m.record_failure("c", reason="network")
    m.record_failure("c", reason="network")
    assert m.reading("c").state != "unreachable"
    m.record_failure("c", reason="network")
    r = m.reading("c")
    assert r.state == "unreachable" and r.offline and not r.half_open
    assert "could not be reached the last 3 times" in (r.words("cloud") or "")
    now[0] += 61
    r = m.reading("c")
    assert r.half_open and not r.offline  # one probe may find out
    assert m.claim_probe("c") and not m.claim_probe("c")  # one probe at a time
    m.record_failure("c", reason="network")  # the probe failed: a longer back-off
    now[0] += 61
    assert m.reading("c").offline
    now[0] += 60
    assert m.reading("c").half_open


def test_a_timeout_between_network_failures_resets_unreachable(tmp_path: Path) -> None:
    now = [1000.0]
    m = monitor(tmp_path, now)
    m.record_failure("c", reason="network")
    m.record_failure("c", reason="network")
    m.record_failure("c", reason="timeout")  # it answered the connection: it is there
    m.record_failure("c", reason="network")
    assert m.reading("c").state != "unreachable"


def test_misconfigured_until_the_settings_change(tmp_path: Path) -> None:
    now = [1000.0]
    m = monitor(tmp_path, now)
    m.record_failure("c", reason="auth", config="key-a")
    r = m.reading("c", config="key-a")
    assert r.state == "misconfigured" and "API key" in (r.words("cloud") or "")
    now[0] += 3000  # time alone does not clear it within the window
    assert m.reading("c", config="key-a").state == "misconfigured"
    assert m.reading("c", config="key-b").state != "misconfigured"  # the user fixed the key


def test_state_is_shared_across_instances_and_old_files_still_load(tmp_path: Path) -> None:
    now = [1000.0]
    (tmp_path / "net.json").write_text(
        '{"c": {"rtt_ms": 90.0, "jitter_ms": 1.0, "error_rate": 0.1, '
        '"consecutive_failures": 0, "samples": 3, "updated_at": 1000.0}}'
    )
    m = monitor(tmp_path, now)
    assert m.reading("c").rtt_ms == 90.0
    m.record_failure("c", network=True)  # the older keyword still works
    assert monitor(tmp_path, now).reading("c").last_reason == "network"


# ---------------------------------------------------------------- router decisions


def test_failing_endpoint_explicit_hybrid_always_tries_and_says_so(rules) -> None:  # type: ignore[no-untyped-def]
    words = "cloud failed 3 of the last 4 requests (last: timed out); next try in 40 s"
    plan = Router().decide(
        feat(mode="hybrid", link_state="failing", link_words=words, error_rate=0.9), rules
    )
    assert plan.plan == "hybrid" and plan.blocked is None
    assert (
        plan.reasons[0] == "cloud failed 3 of the last 4 requests (last: timed out); trying again"
    )


def test_failing_endpoint_in_auto_waits_for_its_back_off(rules) -> None:  # type: ignore[no-untyped-def]
    words = "cloud failed 3 of the last 4 requests (last: timed out); next try in 40 s"
    hard = dict(p_ok=0.1, link_state="failing", link_words=words, error_rate=0.6)
    plan = Router().decide(feat(**hard), rules)
    assert plan.plan == "local" and any("next try in" in r for r in plan.reasons)
    plan = Router().decide(feat(**{**hard, "half_open": True}), rules)
    assert plan.plan == "hybrid"


def test_misconfigured_endpoint_is_not_tried_even_when_asked(rules) -> None:  # type: ignore[no-untyped-def]
    words = "cloud refused the API key (HTTP 401/403): fix the cloud settings"
    plan = Router().decide(
        feat(mode="cloud", misconfigured="auth", link_state="misconfigured", link_words=words),
        rules,
    )
    assert plan.plan == "local" and plan.blocked == "auth" and "API key" in plan.reasons[0]


def test_language_comes_from_the_local_models_record(rules) -> None:  # type: ignore[no-untyped-def]
    r = Router()
    en_only = r.decide(feat(question="你好！", language="zh", local_languages=("en",)), rules)
    assert en_only.plan == "hybrid"
    assert any("does not speak Chinese (zh)" in x for x in en_only.reasons)
    both = r.decide(
        feat(question="你好！", language="zh", local_languages=("en", "zh"), p_ok=0.9), rules
    )
    assert both.plan == "local" and not any("Chinese" in x for x in both.reasons)


def test_the_estimate_and_threshold_are_stated(rules) -> None:  # type: ignore[no-untyped-def]
    r = Router()
    hard = r.decide(feat(p_ok=0.18, p_threshold=0.5, task_kind="chat"), rules)
    assert hard.plan == "hybrid"
    assert any("unlikely to answer this well (p=0.18" in x for x in hard.reasons)
    easy = r.decide(feat(p_ok=0.9, p_threshold=0.5, task_kind="code"), rules)
    assert easy.plan == "local"  # the estimate, not the task-kind regex, decides
    assert any("likely to answer this well (p=0.90" in x for x in easy.reasons)
    assert r.decide(feat(task_kind="code"), rules).plan == "hybrid"  # no estimate: the rules


def test_quality_setting_and_feedback_move_the_threshold(tandem_home: Path) -> None:
    rf = RulesFile()
    base = rf.current()
    assert base.p_threshold() == pytest.approx(0.5)
    assert base.p_threshold(nudge=base.max_nudge) > base.p_threshold() > base.p_threshold(-0.5)
    text = rf.path.read_text().replace("quality = 0.5", "quality = 1.0")
    rf.path.write_text(text)
    import os
    import time

    os.utime(rf.path, ns=(time.time_ns(), time.time_ns() + 2_000_000))
    assert rf.current().p_threshold() == pytest.approx(0.8)


def test_slow_device_sends_long_answers_up(rules) -> None:  # type: ignore[no-untyped-def]
    plan = Router().decide(feat(p_ok=0.9, local_seconds=400.0), rules)
    assert plan.plan == "hybrid" and any("about 400 s" in x for x in plan.reasons)


# ---------------------------------------------------------------- capability records


def test_bundled_model_declares_english_in_the_manifest(tandem_home: Path) -> None:
    rec = local_capability(None)
    assert rec.languages == ("en",) and rec.declared_by in ("manifest", "catalog")
    assert rec.params_b == pytest.approx(0.135) and rec.quant == "Q4_1"
    assert local_capability(None, override_languages=("en", "zh")).languages == ("en", "zh")
    unknown = local_capability(tandem_home / "Mystery-7B.Q5_K_M.gguf")
    assert unknown.languages == ("en",) and unknown.declared_by == "assumed"


def test_measured_speed_is_cached_until_the_model_file_changes(tandem_home: Path) -> None:
    model = tandem_home / "m.gguf"
    model.write_bytes(b"x" * 10)
    cache = SpeedCache()
    cache.observe(model, first_token_ms=200.0, n_tokens=51, total_ms=1200.0)
    rec = local_capability(model, cache=cache)
    assert rec.decode_tok_s == pytest.approx(50.0) and rec.ttft_ms == pytest.approx(200.0)
    assert rec.seconds_for(100) == pytest.approx(2.2)
    model.write_bytes(b"y" * 20)  # another model file: measure again
    assert local_capability(model, cache=cache).decode_tok_s is None


# ---------------------------------------------------------------- the learned estimate


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Write a 1,000-word story", 1000),
        ("Write a two-page postmortem", 1000),
        ("写一篇1000字的小说", 666),
        ("写一份两页的报告", 1000),
        ("Plan a 10-day itinerary", 600),
        ("What is 2 + 2?", 0),
    ],
)
def test_requested_output_size(text: str, words: int) -> None:
    assert requested_words(text) == words


def test_cheap_features_have_the_declared_shape() -> None:
    x = cheap_features("Derive the closed form of sum k^3 and prove it by induction.")
    assert x.shape == (len(CHEAP_FEATURES),)
    assert x[CHEAP_FEATURES.index("math_markers")] >= 3


def test_the_shipped_model_ranks_hard_below_easy() -> None:
    model = shipped_model()
    assert model is not None and model.meta["local_model"] == "smollm2-135m-instruct"
    easy = model.p_ok("Hi!")
    hard = model.p_ok(
        "Write a 1,000-word short story with three scenes, a title, and never mention the sea."
    )
    assert hard < easy
    assert model.p_ok("Hi!", np.zeros(7)) == easy  # a wrong-size vector: the cheap head


def test_a_model_file_from_other_features_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "d.json"
    bad.write_text('{"cheap_features": ["x"], "full": {}, "cheap": {}, "meta": {}}')
    with pytest.raises(ValueError, match="retrain"):
        DifficultyModel.load(bad)


# ---------------------------------------------------------------- the route step's signals


def _features(p, question: str = "hello"):  # type: ignore[no-untyped-def]
    from app.core.pipeline.gate_view import GateView

    rules = p.rules.current()
    return p.signals.features(
        mode="auto",
        question=question,
        view=GateView("public", "send", [], question, [], []),
        hits=[],
        endpoint=p.registry.remote()[0],
        rules=rules,
        task="chat",
        budget=(True, ""),
        nudge=(0.0, None),
        qvec=None,
        local_available=True,
        device_load=None,
    )


def test_a_misconfigured_endpoint_clears_when_its_settings_change(
    tandem_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.core.config import Settings
    from app.core.pipeline import Pipeline

    monkeypatch.setenv("TANDEM_CLOUD_API_KEY", "sk-old")
    s = Settings()
    s.cloud.base_url = "http://127.0.0.1:9/v1"
    p = Pipeline(s, local=object())  # type: ignore[arg-type]
    ep = p.registry.remote()[0]
    p.monitor.record_failure(ep.name, reason="auth", config=p.signals.failure_config(ep, "auth"))
    f = _features(p)
    assert f.misconfigured == "auth" and "API key" in (f.link_words or "")
    assert Router().decide(f, p.rules.current()).plan == "local"
    monkeypatch.setenv("TANDEM_CLOUD_API_KEY", "sk-new")  # the user fixed the key
    assert _features(p).misconfigured is None
    p.close()


def test_features_carry_the_record_and_the_estimate(tandem_home: Path) -> None:
    from app.core.config import Settings
    from app.core.pipeline import Pipeline

    s = Settings()
    s.cloud.base_url = "http://127.0.0.1:9/v1"
    p = Pipeline(s, local=object())  # type: ignore[arg-type]
    f = _features(p, "你好！")
    assert f.language == "zh" and f.local_languages == ("en",)
    assert "smollm2-135m-instruct" in f.local_name
    assert f.p_ok is not None and 0.0 < f.p_threshold < 1.0
    plan = Router().decide(f, p.rules.current())
    assert plan.plan == "hybrid" and any("does not speak Chinese" in r for r in plan.reasons)
    p.close()


def test_one_success_after_failures_makes_auto_trust_the_endpoint_again(
    tmp_path: Path,
    rules,  # type: ignore[no-untyped-def]
) -> None:
    now = [1000.0]
    m = monitor(tmp_path, now)
    for _ in range(5):
        m.record_failure("c", reason="timeout")
    m.record_success("c", 90.0)
    r = m.reading("c")
    assert r.state == "healthy" and r.error_rate > 0.5  # the smoothed rate still remembers
    f = feat(p_ok=0.1, link_state=r.state, error_rate=r.error_rate, rtt_ms=r.rtt_ms)
    assert Router().decide(f, rules).plan == "hybrid"


def test_the_heads_plain_python_inference_equals_the_numpy_formula() -> None:
    """Routing computes the estimate without numpy (a cold start saves its import); the numbers
    are the trainer's logistic regression exactly."""
    import numpy as np

    model = shipped_model()
    assert model is not None
    rng = np.random.default_rng(7)
    emb = rng.normal(size=512)
    emb /= np.linalg.norm(emb)
    for text, vec in (("Hi!", None), ("Summarise the leave policy in 3 bullet points.", emb)):
        x = cheap_features(text) if vec is None else np.concatenate([vec, cheap_features(text)])
        head = model.cheap if vec is None else model.full
        mean, scale, w = (np.asarray(a) for a in (head.mean, head.scale, head.weights))
        z = ((x - mean) / scale) @ w + head.bias
        want = 1 / (1 + np.exp(-z))
        got = head.p(x.tolist())
        assert abs(got - want) < 1e-12
        if vec is not None:
            blend = float(model.meta.get("blend", 1.0))
            cheap_p = model.cheap.p(cheap_features(text).tolist())
            assert abs(model.p_ok(text, vec) - (blend * got + (1 - blend) * cheap_p)) < 1e-12


def test_a_429_retry_after_is_honoured_as_given_and_bounded(tmp_path: Path) -> None:
    """Issue 31 item 6: Retry-After 1 means one second, not a 14 s back-off; a huge one is
    capped at RETRY_AFTER_MAX_S."""
    from app.core.routing.network import RETRY_AFTER_MAX_S

    now = [1000.0]
    m = monitor(tmp_path, now)
    m.record_failure("c", reason="http_5xx")
    m.record_failure("c", reason="http_429", retry_after_s=1.0)
    r = m.reading("c")
    assert r.state == "failing" and not r.half_open and r.retry_in_s == pytest.approx(1.0)
    assert "next try in 1 s" in (r.words("cloud") or "")
    now[0] += 1.0
    assert m.reading("c").half_open
    m.record_failure("c", reason="http_429", retry_after_s=1e9)
    assert m.reading("c").retry_in_s == pytest.approx(RETRY_AFTER_MAX_S)
    m.record_failure("c", reason="http_5xx")  # a 500 asks for no wait: tried at once
    assert m.reading("c").half_open
