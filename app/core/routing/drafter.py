"""The draft where it is fastest (issue 26 item 5): a private endpoint measured faster to the
first token than the device may write the draft; the device drafts otherwise.

Pure: it reads the endpoints, their health readings and the gate's action per zone, and the
device's measured first-token time (capabilities.py). A private server drafts only when
- the request may draft at all (a plan with a draft, not staged, not a picture question),
- its zone's action is ``send`` (the question may reach it unredacted: the draft's prompt is the
  device's, passages and all),
- it is healthy now (never failing, unreachable or misconfigured: the device drafts then),
- both first-token times are measured and the server's is the smaller,
- it is not the endpoint the upgrade goes to (then the device drafts beside it).
The fastest such server wins. A remote draft that fails before its first token hands the draft
back to the device in the same request (pipeline/draft.py). See docs/ARCHITECTURE.md §6.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Protocol, TypeVar


class Drafter(Protocol):
    """What the choice reads of an endpoint (``app.core.routing.registry.Endpoint``)."""

    @property
    def name(self) -> str: ...
    @property
    def trust_zone(self) -> str: ...


E = TypeVar("E", bound=Drafter)


def choose_drafter(
    endpoints: Sequence[E],
    reading: Callable[[E], object],
    actions: Mapping[str, str],
    device_ttft_ms: float | None,
    *,
    upgrade: str | None,
) -> tuple[E | None, str | None]:
    """(the endpoint that drafts, the reason in words), or (None, why not when it matters)."""
    best: tuple[float, E] | None = None
    for ep in endpoints:
        if ep.trust_zone != "private" or actions.get("private") != "send" or ep.name == upgrade:
            continue
        r = reading(ep)
        first = getattr(r, "first_token_ms", None)
        if getattr(r, "state", "unknown") != "healthy" or first is None:
            continue
        if best is None or first < best[0]:
            best = (float(first), ep)
    if best is None:
        return None, None
    first, ep = best
    if device_ttft_ms is None:
        return None, (
            f"{ep.name} could draft, but the device's first-token time is not measured yet: "
            "the device drafts"
        )
    if first >= device_ttft_ms:
        return None, None
    return ep, (
        f"draft on {ep.name} (private): first token in {first:.0f} ms, the device's in "
        f"{device_ttft_ms:.0f} ms"
    )
