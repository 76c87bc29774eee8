"""Every numeric setting and rule declares its range once (issue 31 item 8)."""

from __future__ import annotations

import dataclasses
import typing

import pytest

from app.core.config import Settings, SettingsError, is_section, settings_from_dict
from app.core.ranges import range_of, ranges
from app.core.routing.rules import Rules, parse_rules


def _numeric(cls: type) -> list[str]:
    hints = typing.get_type_hints(cls)
    out = []
    for f in dataclasses.fields(cls):
        args = set(typing.get_args(hints[f.name])) or {hints[f.name]}
        if args & {int, float} and bool not in args:
            out.append(f.name)
    return out


def test_every_numeric_setting_declares_a_range_holding_its_default() -> None:
    s = Settings()
    for f in dataclasses.fields(s):
        section = getattr(s, f.name)
        if not is_section(section):
            continue
        declared = ranges(type(section))
        assert sorted(declared) == sorted(_numeric(type(section))), f.name
        for name, (lo, hi) in declared.items():
            assert lo <= getattr(section, name) <= hi, f"{f.name}.{name}"


def test_every_numeric_rule_declares_a_range_holding_its_default() -> None:
    declared = ranges(Rules)
    assert sorted(declared) == sorted(_numeric(Rules))
    for name, (lo, hi) in declared.items():
        value = getattr(Rules(), name)
        assert value is None or lo <= value <= hi, name


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"cloud": {"timeout_s": -1}}, "cloud.timeout_s must be 1..600, not -1"),
        ({"voice": {"rate": 3.0}}, "voice.rate must be 0.5..2, not 3"),
        ({"cache": {"ttl_days": 0}}, "cache.ttl_days must be 0.001..3650, not 0"),
        ({"index_limits": {"max_pdf_pages": 0}}, "index_limits.max_pdf_pages must be 1..1000000"),
    ],
)
def test_a_setting_out_of_range_is_refused_with_key_and_range(
    data: dict[str, object], message: str
) -> None:
    with pytest.raises(SettingsError) as info:
        settings_from_dict({"version": 2, **data})
    assert message in str(info.value)


def test_a_rule_out_of_range_is_refused_with_key_and_range() -> None:
    with pytest.raises(ValueError, match=r"\[limits\] draft_max_tokens must be 1\.\.8192, not -1"):
        parse_rules({"limits": {"draft_max_tokens": -1}})
    with pytest.raises(ValueError, match=r"\[auto\] quality must be 0\.\.1, not 7"):
        parse_rules({"auto": {"quality": 7}})
    with pytest.raises(ValueError, match=r"\[timeouts\] idle_s"):
        parse_rules({"timeouts": {"idle_s": float("nan")}})
    assert parse_rules({"auto": {"quality": 1}}).quality == 1.0


def test_range_of_names_what_has_none() -> None:
    from app.core.config import CloudSettings

    assert range_of(CloudSettings, "timeout_s") == (1.0, 600.0)
    with pytest.raises(KeyError):
        range_of(CloudSettings, "base_url")


def test_alert_rules_declare_ranges_and_refuse_what_is_outside() -> None:
    from app.core.monitor.alerts import AlertRules, parse_alert_rules

    assert sorted(ranges(AlertRules)) == sorted(_numeric(AlertRules))
    rules = parse_alert_rules({"fallback_rate": 3, "window_minutes": 30})
    assert rules.fallback_rate == 0.3 and rules.window_minutes == 30  # the default kept
    assert rules.error == "alerts.fallback_rate must be 0..1, not 3"
