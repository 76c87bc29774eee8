"""Many endpoints (issue 26): the ``[[endpoints]]`` settings, the registry built from them, the
candidate decision and failover in the same request (fakes; the real servers are in
tests/integration/test_endpoints_failover.py)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

import pytest

from app.core.config import Settings, SettingsError, load_settings, save_settings
from app.core.config import settings_from_dict as from_dict
from app.core.engines.cloud_llm import CloudError
from app.core.pipeline import AskRequest, Pipeline
from app.core.routing.candidates import Candidate, needs_for, select
from app.core.routing.registry import Registry, endpoint_key
from app.core.store.history import History
from tests.unit.pipeline_fakes import FakeAudit, FakeCloud, FakeLocal

TEAM = """
[cloud]
base_url = "https://cloud.example/v1"
model = "big"

[[endpoints]]
name = "team-gpu"
base_url = "http://10.0.0.5:8000/v1"
model = "qwen2.5-7b-instruct"
trust_zone = "private"
provider = "vllm"
abilities = ["en", "zh", "code"]
price_in = 0.0
price_out = 0.0

[[endpoints]]
name = "lab-box"
base_url = "http://10.0.0.6:8080/v1"
model = "default"
trust_zone = "private"
"""


def team_settings(text: str = TEAM) -> Settings:
    return from_dict(tomllib.loads(text)).settings


# ------------------------------------------------------------ settings


def test_endpoints_tables_load_typed_and_round_trip(tandem_home: Path) -> None:
    s = team_settings()
    assert [e.name for e in s.endpoints] == ["team-gpu", "lab-box"]
    gpu = s.endpoints[0]
    assert gpu.trust_zone == "private" and gpu.abilities == ["en", "zh", "code"]
    assert s.endpoints[1].auth == "auto" and s.endpoints[1].provider == "custom"
    save_settings(s)
    text = (tandem_home / "settings.toml").read_text()
    assert "[[endpoints]]" in text
    again = load_settings().settings
    assert again.endpoints == s.endpoints


def test_unknown_endpoint_keys_are_reported_by_position() -> None:
    result = from_dict(tomllib.loads(TEAM + 'colour = "red"\n'))
    assert result.unknown_keys == ["endpoints[1].colour"]


@pytest.mark.parametrize(
    ("extra", "words"),
    [
        ('[[endpoints]]\nname = "team-gpu"\nbase_url = "http://x/v1"\n', "used twice"),
        ('[[endpoints]]\nname = "cloud"\nbase_url = "http://x/v1"\n', "reserved"),
        ('[[endpoints]]\nname = ""\nbase_url = "http://x/v1"\n', "name is empty"),
        ('[[endpoints]]\nname = "x"\ntrust_zone = "device"\n', "private or public"),
        ('[[endpoints]]\nname = "x"\nabilities = ["telepathy"]\n', "telepathy"),
        ('[[endpoints]]\nname = "x"\nauth = "plaintext"\n', "auth must be"),
        ('[[endpoints]]\nname = "x"\nprice_in = -1\n', "endpoints[2].price_in must be 0..1000"),
        ('[[endpoints]]\nname = "x"\napi_key = "sk-1"\n', None),  # unknown, and never stored
    ],
)
def test_bad_endpoint_tables_are_refused_in_one_line(extra: str, words: str | None) -> None:
    if words is None:
        result = from_dict(tomllib.loads(TEAM + extra))
        assert result.unknown_keys == ["endpoints[2].api_key"]
        save_settings(result.settings)  # an unknown key is never written back
        assert "sk-1" not in load_settings_text()
        return
    with pytest.raises(SettingsError, match=re.escape(words)):
        from_dict(tomllib.loads(TEAM + extra))


def load_settings_text() -> str:
    from app.core.paths import settings_path

    return settings_path().read_text()


def test_cloud_may_declare_abilities_too() -> None:
    s = team_settings(TEAM.replace('model = "big"', 'model = "big"\nabilities = ["en", "zh"]'))
    cloud = Registry.from_settings(s).get("cloud")
    assert cloud is not None and cloud.declared == {"en", "zh"}
    with pytest.raises(SettingsError, match=r"cloud\.abilities"):
        team_settings(TEAM.replace('model = "big"', 'model = "big"\nabilities = ["xx"]'))


# ------------------------------------------------------------ registry


def test_registry_lists_cloud_first_then_the_tables_in_order() -> None:
    reg = Registry.from_settings(team_settings())
    assert [e.name for e in reg.all()] == ["device", "cloud", "team-gpu", "lab-box"]
    # private before public, each zone in the settings' order
    assert [e.name for e in reg.remote()] == ["team-gpu", "lab-box", "cloud"]
    gpu = reg.get("team-gpu")
    assert gpu is not None and gpu.keyless  # a LAN preset: never asks the keyring
    assert gpu.declared == {"en", "zh", "code"} and gpu.order == 1
    box = reg.get("lab-box")
    assert box is not None and not box.keyless and box.key_account == "lab-box"
    cloud = reg.get("cloud")
    assert cloud is not None and cloud.env_key and cloud.key_account == "custom"


def test_a_disabled_or_urlless_table_is_no_endpoint() -> None:
    s = team_settings()
    s.endpoints[1].enabled = False
    assert Registry.from_settings(s).get("lab-box") is None


def test_a_public_preset_is_never_made_private() -> None:
    s = team_settings(TEAM + '[[endpoints]]\nname = "oa"\nprovider = "openai"\n'
                      'trust_zone = "private"\n')  # fmt: skip
    oa = Registry.from_settings(s).get("oa")
    assert oa is not None and oa.trust_zone == "public"
    assert oa.base_url == "https://api.openai.com/v1" and oa.cost_per_1k_in > 0


def test_the_cloud_key_from_the_environment_goes_to_cloud_only(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("TANDEM_CLOUD_API_KEY", "sk-env-only-for-cloud")
    seen: list[tuple[str, bool]] = []

    def fake_get(account: str, *, env: bool = True) -> str | None:
        seen.append((account, env))
        return "sk-env-only-for-cloud" if env else f"kr-{account}"

    monkeypatch.setattr("app.core.keychain.get_api_key", fake_get)
    reg = Registry.from_settings(team_settings())
    assert endpoint_key(reg.get("cloud")) == "sk-env-only-for-cloud"  # type: ignore[arg-type]
    assert endpoint_key(reg.get("lab-box")) == "kr-lab-box"  # type: ignore[arg-type]
    assert endpoint_key(reg.get("team-gpu")) is None  # type: ignore[arg-type]
    assert ("team-gpu", False) not in seen and ("team-gpu", True) not in seen
    assert ("lab-box", False) in seen


# ------------------------------------------------------------ the decision


def cand(name: str, zone: str = "private", action: str = "send", **kw: Any) -> Candidate:
    return Candidate(name=name, zone=zone, action=action, **kw)


def test_confidential_goes_to_private_unredacted_and_public_only_redacted_last() -> None:
    sel = select(
        [
            cand("cloud", "public", "redact", level="confidential", order=0),
            cand("a", level="confidential", order=1),
            cand("b", level="confidential", order=2),
        ]
    )
    assert sel.order == ["a", "b", "cloud"] and sel.chosen == "a"
    words = sel.reasons()
    assert words[0].startswith("candidate a: chosen (private; unredacted")
    assert "next if a fails" in words[1] and "redacted" in words[2]


def test_restricted_reaches_no_candidate_and_the_lead_says_why() -> None:
    sel = select(
        [
            cand("cloud", "public", "local", level="restricted"),
            cand("a", action="local", level="restricted"),
        ]
    )
    assert sel.order == [] and sel.chosen is None and sel.lead == "a"
    assert all("the policy keeps a restricted request" in w for w in sel.reasons())


def test_abilities_filter_only_when_someone_declares_the_need() -> None:
    zh = needs_for("zh", "chat", False)
    both = [
        cand("en-only", declared=frozenset({"en"}), order=1),
        cand("zh", declared=frozenset({"en", "zh"}), order=2),
    ]
    sel = select(both, zh)
    assert sel.order == ["zh"]
    assert any("does not declare zh" in w for w in sel.reasons())
    # An endpoint that declares nothing is unknown: after those that declare it, not out.
    sel = select([cand("plain", order=1), cand("zh", declared=frozenset({"zh"}), order=2)], zh)
    assert sel.order == ["zh", "plain"] and "does not say whether" in sel.reasons()[1]
    # Nobody declares it: nobody is filtered.
    sel = select([cand("x", declared=frozenset({"en"}), order=1), cand("y", order=2)], zh)
    assert sel.order == ["x", "y"]
    assert needs_for("en", "code", True) == ("en", "code", "long_context")


def test_health_and_budget_exclude_or_demote() -> None:
    sel = select(
        [
            cand("mis", state="misconfigured", link_words="mis refused the API key", order=1),
            cand("gone", state="unreachable", offline=True, order=2),
            cand("poor", budget_ok=False, budget_reason="the day's budget is spent", order=3),
            cand("flaky", state="failing", order=4),
            cand("ok", state="healthy", order=5),
        ]
    )
    assert sel.order == ["ok", "flaky"]
    text = " ".join(sel.reasons())
    assert "refused the API key" in text and "budget" in text
    # An explicit request still tries an unreachable one, last.
    sel = select(
        [cand("gone", state="unreachable", offline=True, order=1), cand("ok", order=2)],
        mode="hybrid",
    )
    assert sel.order == ["ok", "gone"]


def test_price_weighs_against_the_users_order_by_quality() -> None:
    pricey = cand("pricey", "public", order=1, expected_usd=0.02)
    cheap = cand("cheap", "public", order=2, expected_usd=0.001)
    assert select([pricey, cheap], quality=1.0).chosen == "pricey"  # best answers: the ranking
    assert select([pricey, cheap], quality=0.5).chosen == "cheap"
    assert select([pricey, cheap], quality=0.0).chosen == "cheap"
    # Over the latency budget comes after within it, whatever the price.
    slow = cand("slow", "public", order=1, rtt_ms=5000.0)
    assert select([slow, cheap], quality=1.0, max_rtt_ms=2000).order == ["cheap", "slow"]


# ------------------------------------------------------------ the pipeline, with fakes


def team_pipeline(clouds: dict[str, Any], audit: FakeAudit, s: Settings | None = None) -> Pipeline:
    p = Pipeline(
        s or team_settings(),
        local=FakeLocal(["local ", "answer"], delay=0.005),
        audit=audit,
        history=History(),
        load_probe=lambda: 0.1,
    )
    p.cloud_for = lambda ep, rules: clouds[ep.name]  # type: ignore[method-assign]
    return p


CONFIDENTIAL = "Please summarise the confidential memo for Alice Smith, alice@example.com."


async def test_confidential_goes_private_and_fails_over_to_the_next_private() -> None:
    audit = FakeAudit()
    clouds = {
        "team-gpu": FakeCloud([], fail=CloudError("http_5xx", "HTTP 500", status=500)),
        "lab-box": FakeCloud(["private ", "answer"]),
        "cloud": FakeCloud(["public answer"]),
    }
    p = team_pipeline(clouds, audit)
    events = [e async for e in p.ask(AskRequest(CONFIDENTIAL, mode="hybrid"))]
    p.close()
    kinds = [e.kind for e in events]
    privacy, route = events[0], events[1]
    assert privacy.kind == "privacy" and privacy.level == "confidential"
    assert privacy.action == "send"  # toward the chosen endpoint's (private) zone
    # the memo's marker survives redaction: the public zone may not have it at all
    assert route.endpoints == ["device", "team-gpu", "lab-box"]
    assert route.reasons[0].startswith("candidate team-gpu: chosen")
    assert "candidate cloud: not chosen: the policy keeps a confidential" in route.reasons[2]
    uploads = [e for e in events if e.kind == "upload"]
    assert [(u.endpoint, u.redacted) for u in uploads] == [("team-gpu", False), ("lab-box", False)]
    assert "fallback" not in kinds
    final = events[-1]
    assert final.source == "cloud" and final.text == "private answer"
    assert clouds["cloud"].received == []  # the public one received nothing
    assert [r["endpoint"] for r in audit.rows] == ["team-gpu", "lab-box"]
    assert "alice@example.com" in audit.rows[1]["text"]  # unredacted, to a private server
    trace = p.last_trace
    assert [f["endpoint"] for f in trace["failover"]] == ["team-gpu"]
    assert any("lab-box was tried next" in r for r in trace["route"]["reasons"])


async def test_when_every_candidate_fails_the_draft_stands() -> None:
    audit = FakeAudit()
    err = CloudError("http_5xx", "HTTP 500", status=500)
    clouds = {n: FakeCloud([], fail=err) for n in ("team-gpu", "lab-box", "cloud")}
    p = team_pipeline(clouds, audit)
    events = [e async for e in p.ask(AskRequest("Name a colour of the sky.", mode="hybrid"))]
    p.close()
    assert [e.reason for e in events if e.kind == "fallback"] == ["http_5xx"]
    assert events[-1].source == "local" and events[-1].text == "local answer"
    # A public question: every zone may have it, so the user's order leads ([cloud] first),
    # those that declare English before the one that declares nothing; each tried once.
    assert [r["endpoint"] for r in audit.rows] == ["cloud", "team-gpu", "lab-box"]


async def test_shown_text_is_never_taken_back_by_a_failover() -> None:
    audit = FakeAudit()
    broken = FakeCloud(["half ", "an answer"], fail=CloudError("malformed", "drop"), fail_after=1)
    clouds = {"cloud": broken, "team-gpu": FakeCloud(["other"]), "lab-box": FakeCloud(["x"])}
    p = team_pipeline(clouds, audit)
    events = [e async for e in p.ask(AskRequest("Name a colour of the sky.", mode="cloud"))]
    p.close()
    assert [r["endpoint"] for r in audit.rows] == ["cloud"]  # "half " was shown: no failover
    assert clouds["team-gpu"].received == [] and clouds["lab-box"].received == []
    assert events[-1].kind == "final" and events[-1].source == "local"


async def test_restricted_reaches_none_of_them() -> None:
    audit = FakeAudit()
    clouds = {n: FakeCloud(["x"]) for n in ("team-gpu", "lab-box", "cloud")}
    p = team_pipeline(clouds, audit)
    q = "My credit card is 4111 1111 1111 1111, what is its limit?"
    events = [e async for e in p.ask(AskRequest(q, mode="hybrid"))]
    p.close()
    assert events[0].level == "restricted" and events[0].action == "local"
    assert events[1].plan == "local" and events[1].endpoints == ["device"]
    assert audit.rows == [] and all(c.received == [] for c in clouds.values())
    assert sum("the policy keeps a restricted request" in r for r in events[1].reasons) == 3
