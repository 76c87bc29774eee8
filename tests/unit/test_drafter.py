"""The draft where it is fastest (routing/drafter.py): which private endpoint may draft."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app.core.routing.drafter import choose_drafter


@dataclass
class Ep:
    name: str
    trust_zone: str


@dataclass
class Reading:
    state: str
    first_token_ms: float | None


GPU, CPU, PUB = Ep("team-gpu", "private"), Ep("team-cpu", "private"), Ep("cloud", "public")
READINGS = {
    "team-gpu": Reading("healthy", 80.0),
    "team-cpu": Reading("healthy", 300.0),
    "cloud": Reading("healthy", 20.0),
}


def pick(
    device: float | None = 900.0,
    readings: dict[str, Reading] = READINGS,
    private: str = "send",
    upgrade: str | None = "cloud",
) -> tuple[Any, str | None]:
    return choose_drafter(
        [PUB, CPU, GPU],
        lambda e: readings[e.name],
        {"private": private, "public": "send"},
        device,
        upgrade=upgrade,
    )


def test_the_fastest_healthy_private_server_drafts() -> None:
    ep, why = pick()
    assert ep is GPU  # never the public one, however fast
    assert why == "draft on team-gpu (private): first token in 80 ms, the device's in 900 ms"


def test_the_device_drafts_when_it_is_faster_or_unmeasured() -> None:
    assert pick(device=50.0) == (None, None)
    ep, why = pick(device=None)
    assert ep is None and why is not None and "not measured yet" in why


def test_the_device_drafts_when_the_server_is_not_healthy_or_not_allowed() -> None:
    down = {**READINGS, "team-gpu": Reading("unreachable", 80.0)}
    assert pick(readings=down)[0] is CPU  # the next private one
    both = {**down, "team-cpu": Reading("failing", 300.0)}
    assert pick(readings=both) == (None, None)
    assert pick(private="redact") == (None, None)  # the draft's prompt is unredacted
    assert pick(private="local") == (None, None)  # restricted: nothing leaves
    unmeasured = {**READINGS, "team-gpu": Reading("healthy", None)}
    assert pick(readings=unmeasured)[0] is CPU


def test_the_upgrades_endpoint_does_not_also_draft() -> None:
    assert pick(upgrade="team-gpu")[0] is CPU
