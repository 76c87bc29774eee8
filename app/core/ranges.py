"""Numeric settings' ranges, declared once next to each option (issue 31 item 8).

An option is declared ``timeout_s: float = bounded(60.0, 1, 600)``: its default and the range it
may take, in the dataclass field's metadata. The settings file (:mod:`app.core.config`), the
routing rules (:mod:`app.core.routing.rules`) and the settings dialog's spin boxes all read the
range from there, so the three cannot disagree. A value outside its range is refused on load with
one line naming the key and the range (``cloud.timeout_s must be 1..600, not -1``).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

T = TypeVar("T")

Range = tuple[float, float]


def bounded(default: T, lo: float, hi: float) -> T:
    """A dataclass field with ``default`` that must lie in ``lo..hi`` (both included)."""
    return dataclasses.field(default=default, metadata={"range": (lo, hi)})


def range_of(cls: type[DataclassInstance], name: str) -> Range:
    """The declared range of field ``name`` of dataclass ``cls``; KeyError if it has none."""
    for f in dataclasses.fields(cls):
        if f.name == name and "range" in f.metadata:
            lo, hi = f.metadata["range"]
            return float(lo), float(hi)
    raise KeyError(f"{getattr(cls, '__name__', cls)}.{name} declares no range")


def ranges(cls: type[DataclassInstance]) -> dict[str, Range]:
    """Every declared range of a dataclass, by field name."""
    return {
        f.name: (float(f.metadata["range"][0]), float(f.metadata["range"][1]))
        for f in dataclasses.fields(cls)
        if "range" in f.metadata
    }


def _num(x: object) -> str:
    if isinstance(x, float) and x.is_integer():
        return str(int(x))
    return repr(x)


def describe(key: str, rng: Range, value: object) -> str:
    lo, hi = rng
    return f"{key} must be {_num(lo)}..{_num(hi)}, not {_num(value)}"


def out_of_range(key: str, rng: Range, value: float) -> str | None:
    """The one-line problem when ``value`` is outside ``rng`` (NaN included), else None."""
    lo, hi = rng
    if lo <= value <= hi:
        return None
    return describe(key, rng, value)


def first_problem(obj: DataclassInstance, prefix: str) -> str | None:
    """The first field of dataclass instance ``obj`` outside its declared range."""
    for name, rng in ranges(type(obj)).items():
        problem = out_of_range(f"{prefix}{name}", rng, getattr(obj, name))
        if problem:
            return problem
    return None
