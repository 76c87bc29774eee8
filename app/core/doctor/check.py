"""The bottom of the doctor: a check's result and the runner. Each part's checks
(app/core/doctor/*.py) import only this module from the doctor, never the package."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import asdict, dataclass


@dataclass
class Check:
    name: str
    ok: bool
    detail: str
    required: bool = True
    #: Measured and declared figures behind ``detail`` (a capability row), when there are any.
    figures: dict[str, object] | None = None

    def as_json(self) -> dict[str, object]:
        d = asdict(self)
        if self.figures is None:
            d.pop("figures")
        return d


#: One registered check: a function that returns one row, or several (one per model, endpoint).
Probe = Callable[[], "Check | list[Check]"]


def run(probes: Iterable[Probe]) -> list[Check]:
    """Every probe in order, its rows flattened into one list."""
    out: list[Check] = []
    for probe in probes:
        got = probe()
        out.extend(got if isinstance(got, list) else [got])
    return out
