"""Routing rules and thresholds from a TOML file in the data home, re-read when it changes.

Why a file and not settings: these are knobs a power user tunes while watching the "why" panel,
and the router must pick up an edit without a restart. The defaults ship as
``default_rules.toml`` and are copied to ``<data home>/routing.toml`` on first use. A broken edit
keeps the last good rules (and ``error`` says why), so a typo never takes the router down.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.core.paths import data_home

DEFAULT_RULES = Path(__file__).with_name("default_rules.toml")


@dataclass(frozen=True)
class Rules:
    connect_s: float = 5.0
    first_token_s: float = 20.0
    idle_s: float = 10.0
    draft_max_tokens: int = 256
    cloud_max_tokens: int = 512
    temperature: float = 0.2
    escalate_below_logprob: float = -1.3
    cloud_tasks: tuple[str, ...] = ()
    cloud_languages: tuple[str, ...] = ()
    long_prompt_chars: int = 600
    large_context_chars: int = 2500
    max_rtt_ms: float = 2000.0
    max_error_rate: float = 0.5
    busy_load: float = 2.0
    max_nudge: float = 0.5
    min_samples: int = 5
    tasks: tuple[tuple[str, tuple[re.Pattern[str], ...]], ...] = ()
    separators: tuple[str, ...] = ()
    device_tasks: tuple[str, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict)

    def task_kind(self, text: str) -> str:
        for kind, patterns in self.tasks:
            if any(p.search(text) for p in patterns):
                return kind
        return "chat"


def parse_rules(data: dict[str, Any]) -> Rules:
    """Typed rules from a TOML mapping; raises ValueError on a wrong type or a bad regex."""

    def section(name: str) -> dict[str, Any]:
        value = data.get(name, {})
        if not isinstance(value, dict):
            raise ValueError(f"[{name}] must be a table")
        return value

    def num(sec: dict[str, Any], key: str, default: float) -> float:
        value = sec.get(key, default)
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise ValueError(f"{key} must be a number")
        return float(value)

    def strs(sec: dict[str, Any], key: str) -> tuple[str, ...]:
        value = sec.get(key, [])
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise ValueError(f"{key} must be a list of strings")
        return tuple(value)

    t, lim, auto, fb, comp = (
        section(n) for n in ("timeouts", "limits", "auto", "feedback", "compound")
    )
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
        cloud_max_tokens=int(num(lim, "cloud_max_tokens", 512)),
        temperature=num(lim, "temperature", 0.2),
        escalate_below_logprob=num(auto, "escalate_below_logprob", -1.3),
        cloud_tasks=strs(auto, "cloud_tasks"),
        cloud_languages=strs(auto, "cloud_languages"),
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
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self.path.write_text(DEFAULT_RULES.read_text(encoding="utf-8"), encoding="utf-8")

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
                self._rules = parse_rules(tomllib.loads(self.path.read_text(encoding="utf-8")))
                self.error = None
                self.reloads += 1
                from app.core.monitor.config_audit import observe_quietly

                observe_quietly(self.path)  # a hand edit is audited (docs/ARCHITECTURE.md)
            except (tomllib.TOMLDecodeError, UnicodeDecodeError, ValueError) as exc:
                self.error = f"{self.path}: {exc}; keeping the previous rules"
        return self._rules
