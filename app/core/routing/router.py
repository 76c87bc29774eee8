"""The router: request features -> a plan (local, cloud or hybrid) and the reasons, in words.

Rules first, in a fixed order, so a reason list reads like the decision was made: hard limits
(privacy, no endpoint, offline, budget) before preferences (mode, task, language, size, network).
Thresholds come from :mod:`app.core.routing.rules`, nudged per task kind by
:mod:`app.core.routing.feedback`. Compound requests ("summarise these notes and translate them
into English") are split at the rule file's separators into steps, each placed on its own.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import cast

from app.core.events import FallbackReason, Plan
from app.core.routing.rules import Rules


@dataclass(frozen=True)
class Step:
    text: str
    task_kind: str
    where: str  # endpoint name


@dataclass(frozen=True)
class Features:
    mode: str  # auto | local | cloud | hybrid
    question: str
    level: str = "public"
    action: str = "send"  # the privacy gate's action toward the remote endpoint
    task_kind: str = "chat"
    language: str = "en"
    prompt_chars: int = 0
    context_chars: int = 0
    remote: str | None = None  # the remote endpoint's name, None when none is configured
    remote_zone: str | None = None
    rtt_ms: float | None = None
    error_rate: float = 0.0
    offline_setting: bool = False
    offline_detected: bool = False
    budget_ok: bool = True
    budget_reason: str = ""
    local_available: bool = True
    nudge: float = 0.0
    nudge_reason: str | None = None
    device_load: float | None = None  # 1-minute load average per CPU core
    # Router v2 (docs/ARCHITECTURE.md §6): the endpoint's health in words, the local
    # model's capability record and the learned estimate that its answer will be acceptable.
    link_state: str = "unknown"  # unknown | healthy | failing | unreachable | misconfigured
    link_words: str | None = None  # the endpoint's state in a sentence (None when healthy)
    half_open: bool = False  # failing/unreachable, back-off over: this request may try again
    misconfigured: str | None = None  # auth | not_found | tls, until the settings change
    local_name: str = "the device's model"
    local_languages: tuple[str, ...] = ("en",)
    p_ok: float | None = None  # P(the local answer is acceptable), None without an estimate
    p_threshold: float = 0.5  # below it, auto mode asks the cloud too
    local_seconds: float | None = None  # estimated local answer time from the measured speed
    # Several remote endpoints (routing/candidates.py): why each was or was not chosen, and
    # the admissible ones after ``remote`` in failover order.
    candidate_reasons: tuple[str, ...] = ()
    backups: tuple[str, ...] = ()


@dataclass
class RoutePlan:
    plan: Plan
    endpoints: list[str]
    reasons: list[str]
    escalate_below: float | None = None  # auto, local plan: escalate if draft confidence lower
    blocked: FallbackReason | None = None  # why the cloud was wanted but not used
    steps: list[Step] = field(default_factory=list)
    remote: str | None = None
    #: The failover chain: admissible endpoints tried in order when ``remote`` fails.
    backups: list[str] = field(default_factory=list)

    @property
    def staged(self) -> bool:
        """Compound steps split between the device (first) and the remote endpoint (after)."""
        where = [s.where for s in self.steps]
        if len(where) < 2 or self.remote is None or self.plan != "hybrid":
            return False
        first_remote = where.index(self.remote) if self.remote in where else len(where)
        return 0 < first_remote < len(where) and all(w == self.remote for w in where[first_remote:])


def device_load() -> float | None:
    """The 1-minute load average per core, or None where the OS does not report one."""
    try:
        return os.getloadavg()[0] / (os.cpu_count() or 1)
    except (AttributeError, OSError):  # Windows has no load average
        return None


LANGUAGE_NAMES = {"en": "English", "zh": "Chinese"}


def language_name(code: str) -> str:
    return LANGUAGE_NAMES.get(code, code)


def detect_language(text: str) -> str:
    cjk = sum(1 for ch in text if "\u4e00" <= ch <= "\u9fff" or "\u3400" <= ch <= "\u4dbf")
    letters = sum(1 for ch in text if ch.isalpha())
    return "zh" if letters and cjk / letters >= 0.2 else "en"


def split_steps(question: str, rules: Rules) -> list[tuple[str, str]]:
    """Split a compound request into (text, task kind) steps; one step when it is not compound."""
    parts = [question]
    for sep in rules.separators:
        nxt: list[str] = []
        for part in parts:
            pieces = [p.strip(" ,.，。") for p in part.split(sep)]
            nxt.extend(p for p in pieces if p)
        parts = nxt
    steps = [(p, rules.task_kind(p)) for p in parts]
    if len(steps) < 2 or any(kind == "chat" for _, kind in steps):
        return [(question, rules.task_kind(question))]
    return steps


class Router:
    """Stateless apart from the rules it is given; cheap to call per request."""

    def decide(self, f: Features, rules: Rules) -> RoutePlan:
        """The plan for ``f``. With several candidates their words come first, and a plan that
        uses the chosen endpoint lists the failover chain after it in ``endpoints``."""
        plan = self._decide(f, rules)
        if f.candidate_reasons:
            plan.reasons[:0] = list(f.candidate_reasons)
        if plan.remote is not None and f.backups:
            plan.backups = [b for b in f.backups if b != plan.remote]
            if plan.remote in plan.endpoints:
                plan.endpoints = [*plan.endpoints, *plan.backups]
        return plan

    def _decide(self, f: Features, rules: Rules) -> RoutePlan:
        reasons: list[str] = []
        mode = f.mode
        cloud = f.remote
        dev = "device"
        blocked: FallbackReason | None = None

        # Hard limits: may the cloud be used at all?
        usable = True
        if mode == "local":
            reasons.append("local mode was requested")
            usable = False
        elif cloud is None:
            reasons.append("no cloud endpoint is configured")
            usable = False
        elif f.action == "local":
            reasons.append(
                f"the request is {f.level}: it stays on the device "
                f"(policy for the {f.remote_zone} zone)"
            )
            usable = False
        elif f.offline_setting:
            reasons.append("the offline switch is on")
            usable, blocked = False, "offline"
        elif f.misconfigured is not None:
            reasons.append(f.link_words or f"{cloud} is misconfigured ({f.misconfigured})")
            usable, blocked = False, cast(FallbackReason, f.misconfigured)
        elif f.offline_detected and mode == "auto":
            # Unreachable (connection refused, no route): auto waits for the back-off. An explicit
            # hybrid/cloud request tries anyway below; it fails within the connect timeout.
            reasons.append(f.link_words or f"{cloud} could not be reached")
            usable, blocked = False, "offline"
        elif not f.budget_ok:
            reasons.append(f"cloud budget: {f.budget_reason}")
            usable, blocked = False, "budget"
        elif f.action == "redact":
            reasons.append(f"the request is {f.level}: personal data is replaced by placeholders")

        if not usable:
            if not f.local_available:
                reasons.append("the local model is not available either")
            return RoutePlan("local", [dev], reasons, blocked=blocked, remote=None)
        assert cloud is not None

        if not f.local_available:
            reasons.append("the local model is not available: the cloud answers alone")
            return RoutePlan("cloud", [cloud], reasons, remote=cloud)
        if mode in ("cloud", "hybrid") and f.link_state in ("failing", "unreachable"):
            # Slow or failing is not gone: an explicit request always tries the cloud.
            head = (f.link_words or f"{cloud} has been failing").split("; ")[0]
            reasons.append(f"{head}; trying again")
        if mode == "cloud":
            reasons.append("cloud mode was requested")
            return RoutePlan("cloud", [cloud], reasons, remote=cloud)
        if mode == "hybrid":
            reasons.append("hybrid mode: a local draft at once, the cloud answer replaces it")
            return RoutePlan("hybrid", [dev, cloud], reasons, remote=cloud)

        # auto
        steps = split_steps(f.question, rules)
        compound = len(steps) > 1

        def place(kind: str) -> str:
            # In a compound request, work on the user's own material (device_tasks) stays on
            # the device, so only its result has to leave.
            if compound and kind in rules.device_tasks:
                return dev
            return cloud if kind in rules.cloud_tasks else dev

        placed = [Step(text, kind, place(kind)) for text, kind in steps]
        if compound:
            reasons.append(
                "a compound request: " + "; ".join(f"{s.task_kind} on {s.where}" for s in placed)
            )
        slow = f.rtt_ms is not None and f.rtt_ms > rules.max_rtt_ms
        # The endpoint's state decides (a success after failures is healthy again); the smoothed
        # error rate only where no state is known. Half-open: its back-off is over, try again.
        flaky = not f.half_open and (
            f.link_state == "failing"
            or (f.link_state == "unknown" and f.error_rate > rules.max_error_rate)
        )
        network_poor = slow or flaky
        staged = RoutePlan("hybrid", [dev, cloud], reasons, steps=placed, remote=cloud)
        if staged.staged and not network_poor:
            reasons.append(
                "staged: the device's steps run first and only their result goes to "
                f"{cloud} for the rest"
            )
            return staged
        wants: list[str] = []
        kinds = {s.task_kind for s in placed} | {f.task_kind}
        if f.language not in f.local_languages:
            langs = ", ".join(language_name(x) for x in f.local_languages) or "no declared language"
            wants.append(
                f"{f.local_name} does not speak {language_name(f.language)} ({f.language}); "
                f"it declares {langs}"
            )
        elif f.p_ok is not None:
            if f.p_ok < f.p_threshold:
                wants.append(
                    f"{f.local_name} is unlikely to answer this well (p={f.p_ok:.2f}, "
                    f"threshold {f.p_threshold:.2f})"
                )
            else:
                reasons.append(
                    f"{f.local_name} is likely to answer this well (p={f.p_ok:.2f}, "
                    f"threshold {f.p_threshold:.2f})"
                )
        else:  # no learned estimate (no embedding): the task-kind rules decide
            hard = sorted(k for k in kinds if k in rules.cloud_tasks)
            if hard:
                wants.append(f"{', '.join(hard)} tasks do better on the larger model")
        if f.local_seconds is not None and f.local_seconds > rules.max_local_s:
            wants.append(f"the device would need about {f.local_seconds:.0f} s for this answer")
        if f.prompt_chars > rules.long_prompt_chars:
            wants.append(f"a long prompt ({f.prompt_chars} characters)")
        if f.context_chars > rules.large_context_chars:
            wants.append(f"a large retrieved context ({f.context_chars} characters)")
        if f.device_load is not None and f.device_load > rules.busy_load:
            wants.append(f"the device is busy (load {f.device_load:.1f} per core)")
        threshold = rules.escalate_below_logprob + f.nudge
        if f.nudge_reason:
            reasons.append(f.nudge_reason)
        if wants and not (slow or flaky):
            if f.link_words and f.half_open:
                reasons.append(f.link_words)
            reasons.extend(wants)
            reasons.append("hybrid: a local draft at once, the cloud answer replaces it")
            return RoutePlan("hybrid", [dev, cloud], reasons, steps=placed, remote=cloud)
        if wants:
            reasons.extend(wants)
        if slow:
            reasons.append(f"{cloud} is slow (smoothed RTT {f.rtt_ms:.0f} ms)")
        if flaky:
            reasons.append(
                f.link_words or f"{cloud} is failing often (error rate {f.error_rate:.0%})"
            )
        reasons.append(
            f"local first; escalate to {cloud} if the draft's confidence "
            f"(mean token log-prob) is below {threshold:.2f}"
        )
        return RoutePlan(
            "local", [dev], reasons, escalate_below=threshold, steps=placed, remote=cloud
        )


CONSERVATIVE = RoutePlan(
    "local", ["device"], ["the router failed: the fixed conservative plan (device only)"]
)
