"""Routing rules and thresholds from a TOML file in the data home, re-read when it changes.

Why a file and not settings: these are knobs a power user tunes while watching the "why" panel,
and the router must pick up an edit without a restart. The defaults ship as
``default_rules.toml`` and are copied to ``<data home>/routing.toml`` on first use. A broken edit
keeps the last good rules (and ``error`` says why), so a typo never takes the router down.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.core.paths import data_home, make_private, write_private
from app.core.ranges import bounded, describe, ranges

DEFAULT_RULES = Path(__file__).with_name("default_rules.toml")


@dataclass(frozen=True)
class Rules:
    # Each numeric knob's range is declared here, once (app/core/ranges.py); parse_rules
    # refuses a value outside it, naming the key and the range.
    connect_s: float = bounded(5.0, 0.1, 120)
    first_token_s: float = bounded(20.0, 0.5, 600)
    idle_s: float = bounded(10.0, 0.5, 600)
    draft_max_tokens: int = bounded(256, 1, 8192)
    # The device's prompt carries the best passages only, each clipped (docs/ARCHITECTURE.md
    # §1): its prefill is what the first draft token waits for; the cloud gets all of them.
    draft_passages: int = bounded(1, 0, 20)
    draft_passage_chars: int = bounded(700, 100, 100_000)
    cloud_max_tokens: int = bounded(512, 1, 131_072)
    temperature: float = bounded(0.2, 0, 2)
    escalate_below_logprob: float = bounded(-1.3, -100, 0)
    cloud_tasks: tuple[str, ...] = ()
    quality: float = bounded(0.5, 0, 1)  # 0 "save cloud spend" .. 1 "best answers"
    # The p thresholds at quality 0, 0.5 and 1; None: the difficulty model's own calibration.
    p_ok_low: float | None = bounded(None, 0, 1)
    p_ok_mid: float | None = bounded(None, 0, 1)
    p_ok_high: float | None = bounded(None, 0, 1)
    max_local_s: float = bounded(90.0, 0, 3600)
    local_languages: tuple[str, ...] = ()  # empty: from the local model's capability record
    long_prompt_chars: int = bounded(600, 1, 10_000_000)
    large_context_chars: int = bounded(2500, 1, 10_000_000)
    max_rtt_ms: float = bounded(2000.0, 1, 600_000)
    max_error_rate: float = bounded(0.5, 0, 1)
    busy_load: float = bounded(2.0, 0, 1000)
    max_nudge: float = bounded(0.5, 0, 5)
    min_samples: int = bounded(5, 0, 1_000_000)
    tasks: tuple[tuple[str, tuple[re.Pattern[str], ...]], ...] = ()
    separators: tuple[str, ...] = ()
    device_tasks: tuple[str, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict)

    def p_threshold(
        self, nudge: float = 0.0, calibration: tuple[float, float, float] = (0.2, 0.5, 0.8)
    ) -> float:
        """The p(local answer acceptable) below which auto asks the cloud too.

        ``quality`` moves it between the low, middle and high thresholds (the rules' own, else the
        difficulty model's ``calibration``). ``nudge`` is the feedback module's move in log-prob
        units (at most ``max_nudge``); kept upgrades raise the threshold, reverted ones lower
        it, by up to a fifth of the range."""
        lo = self.p_ok_low if self.p_ok_low is not None else calibration[0]
        mid = self.p_ok_mid if self.p_ok_mid is not None else calibration[1]
        hi = self.p_ok_high if self.p_ok_high is not None else calibration[2]
        q = min(1.0, max(0.0, self.quality))
        base = lo + (mid - lo) * q / 0.5 if q <= 0.5 else mid + (hi - mid) * (q - 0.5) / 0.5
        scale = 0.2 * (hi - lo) / max(self.max_nudge, 1e-9)
        return min(0.99, max(0.01, base + nudge * scale))

    def task_kind(self, text: str) -> str:
        for kind, patterns in self.tasks:
            if any(p.search(text) for p in patterns):
                return kind
        return "chat"


def parse_rules(data: Mapping[str, object]) -> Rules:
    """Typed rules from a TOML mapping; raises ValueError on a wrong type or a bad regex."""

    def section(name: str) -> dict[str, Any]:
        value = data.get(name, {})
        if not isinstance(value, dict):
            raise ValueError(f"[{name}] must be a table")
        return value

    limits = ranges(Rules)

    def num(sec: dict[str, Any], key: str, default: float) -> float:
        value = sec.get(key, default)
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ValueError(f"{key} must be a number")
        rng = limits.get(key)
        if rng is not None and not rng[0] <= value <= rng[1]:
            name = next(n for n, s in sections.items() if s is sec)
            raise ValueError(describe(f"[{name}] {key}", rng, value))
        return float(value)

    def strs(sec: dict[str, Any], key: str) -> tuple[str, ...]:
        value = sec.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise ValueError(f"{key} must be a list of strings")
        return tuple(value)

    sections = {n: section(n) for n in ("timeouts", "limits", "auto", "feedback", "compound")}
    t, lim, auto, fb, comp = sections.values()
    tasks = []
    for kind, patterns in section("tasks").items():
        if not isinstance(patterns, list):
            raise ValueError(f"tasks.{kind} must be a list of regular expressions")
        try:
            compiled = tuple(re.compile(str(p), re.IGNORECASE) for p in patterns)
        except re.error as exc:
            raise ValueError(f"tasks.{kind}: {exc}") from None
        tasks.append((str(kind), compiled))
    return Rules(
        connect_s=num(t, "connect_s", 5.0),
        first_token_s=num(t, "first_token_s", 20.0),
        idle_s=num(t, "idle_s", 10.0),
        draft_max_tokens=int(num(lim, "draft_max_tokens", 256)),
        draft_passages=int(num(lim, "draft_passages", 1)),
        draft_passage_chars=int(num(lim, "draft_passage_chars", 700)),
        cloud_max_tokens=int(num(lim, "cloud_max_tokens", 512)),
        temperature=num(lim, "temperature", 0.2),
        escalate_below_logprob=num(auto, "escalate_below_logprob", -1.3),
        cloud_tasks=strs(auto, "cloud_tasks"),
        quality=num(auto, "quality", 0.5),
        p_ok_low=num(auto, "p_ok_low", 0.2) if "p_ok_low" in auto else None,
        p_ok_mid=num(auto, "p_ok_mid", 0.5) if "p_ok_mid" in auto else None,
        p_ok_high=num(auto, "p_ok_high", 0.8) if "p_ok_high" in auto else None,
        max_local_s=num(auto, "max_local_s", 90.0),
        local_languages=strs(section("local"), "languages"),
        long_prompt_chars=int(num(auto, "long_prompt_chars", 600)),
        large_context_chars=int(num(auto, "large_context_chars", 2500)),
        max_rtt_ms=num(auto, "max_rtt_ms", 2000.0),
        max_error_rate=num(auto, "max_error_rate", 0.5),
        busy_load=num(auto, "busy_load", 2.0),
        max_nudge=num(fb, "max_nudge", 0.5),
        min_samples=int(num(fb, "min_samples", 5)),
        tasks=tuple(tasks),
        separators=strs(comp, "separators"),
        device_tasks=strs(comp, "device_tasks"),
    )


class RulesFile:
    """The rules file, re-read when its modification time or size changes."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_home() / "routing.toml"
        self._stamp: tuple[int, int] | None = None
        self._rules = parse_rules(tomllib.loads(DEFAULT_RULES.read_text(encoding="utf-8")))
        self.error: str | None = None
        self.reloads = 0

    def _ensure(self) -> None:
        if not self.path.exists():
            write_private(self.path, DEFAULT_RULES.read_text(encoding="utf-8"))

    def current(self) -> Rules:
        try:
            self._ensure()
            st = self.path.stat()
        except OSError as exc:
            self.error = f"{self.path}: {exc.strerror}"
            return self._rules
        stamp = (st.st_mtime_ns, st.st_size)
        if stamp != self._stamp:
            self._stamp = stamp
            try:
                text = self.path.read_text(encoding="utf-8")
                self._rules = parse_rules(tomllib.loads(text))
                self.error = None
                self.reloads += 1
                self._keep_last_good(text)
                from app.core.config import file_seen

                file_seen(self.path)  # a hand edit is audited (docs/ARCHITECTURE.md)
            except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError, ValueError) as exc:
                self.error = f"{self.path}: {exc}; {self._fall_back()}"
        return self._rules

    @property
    def last_good_path(self) -> Path:
        """A copy of the last rules file that parsed, so a fresh process can fall back on it."""
        return self.path.with_name(self.path.name + ".last-good")

    def _keep_last_good(self, text: str) -> None:
        try:
            if not self.last_good_path.exists() or self.last_good_path.read_text("utf-8") != text:
                write_private(self.last_good_path, text)
        except OSError:
            pass  # a convenience: the rules in memory are what matters now

    def _fall_back(self) -> str:
        """Which rules stand after a broken file, in words."""
        if self.reloads:
            return "keeping the previous rules (the last good rules read) in use"
        try:
            self._rules = parse_rules(tomllib.loads(self.last_good_path.read_text("utf-8")))
            return f"the last good rules ({self.last_good_path}) are in use"
        except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError, ValueError):
            return "the built-in default rules are in use"


QUALITY_PRESETS = (
    (0.0, "save cloud spend"),
    (0.25, "fewer cloud calls"),
    (0.5, "balanced"),
    (0.75, "better answers"),
    (1.0, "best answers"),
)


def write_quality(value: float, path: Path | None = None) -> Path:
    """Set ``[auto] quality`` in the rules file, keeping the rest of the user's edits."""
    rf = RulesFile(path)
    rf._ensure()
    value = min(1.0, max(0.0, float(value)))
    text = rf.path.read_text(encoding="utf-8")
    line = f"quality = {value:g}"
    pattern = re.compile(r"^quality\s*=.*$", re.MULTILINE)
    if pattern.search(text):
        text = pattern.sub(line, text, count=1)
    elif re.search(r"^\[auto\]\s*$", text, re.MULTILINE):
        text = re.sub(r"^\[auto\]\s*$", f"[auto]\n{line}", text, count=1, flags=re.MULTILINE)
    else:
        text = text.rstrip("\n") + f"\n\n[auto]\n{line}\n"
    parse_rules(tomllib.loads(text))  # never write a file the router would refuse
    rf.path.write_text(text, encoding="utf-8")  # in place: a linked rules file stays linked
    make_private(rf.path)
    return rf.path
