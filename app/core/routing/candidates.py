"""One decision over every remote endpoint: which may take this request, and in what order
(docs/ARCHITECTURE.md §6, candidates).

Each remote endpoint is a :class:`Candidate`: the privacy gate's action toward its trust zone,
its health, its budget verdict, its declared abilities, price and measured speed. :func:`select`
filters and ranks them, and says in words why each one was or was not chosen:

1. **Policy** (level x trust zone): a candidate the gate keeps the request from (``local``) is
   out. A confidential request goes unredacted to a private server and redacted, if at all, to
   a public one; a restricted one goes nowhere by default.
2. **Health**: misconfigured is out; unreachable is out in auto mode until its back-off is over
   (an explicit hybrid/cloud request still tries it, last).
3. **Budget**: a candidate the request or the day could not pay for is out.
4. **Abilities**: for each ability the request needs (its language, ``code`` for a code task,
   ``long_context`` for a large one), when some admissible candidate declares it, a candidate
   that declares abilities but not that one is out, and one that declares none (unknown) comes
   after those that declare it. When nobody declares it, nobody is filtered for it.
5. **Rank** the rest: healthy before failing before unreachable-but-due; unredacted before
   redacted (the answer loses nothing to placeholders, and the text went to the more trusted
   zone); known able before unknown; within the latency budget (``[auto] max_rtt_ms``) before
   over it; then expected quality against price: the settings' order is the user's ranking of
   quality, ``[auto] quality`` (0 "save cloud spend" .. 1 "best answers") weighs the expected
   price of this request against it.

The first admissible candidate is chosen, the others are the failover chain in order
(``pipeline/cloud.py``). When none is admissible, the best-ranked excluded one is still named,
so the router says why the request stays on the device in that endpoint's words. Pure and
cheap: no I/O (``bench/bench_candidates.py`` holds the decision to p95 ≤ 10 ms with five).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

HEALTH_RANK = {"unknown": 0, "healthy": 0, "failing": 1, "unreachable": 2, "misconfigured": 3}
ACTION_RANK = {"send": 0, "redact": 1, "local": 2}
ZONE_RANK = {"private": 0, "public": 1}


@dataclass(frozen=True)
class Candidate:
    """One remote endpoint as the selection sees it for one request."""

    name: str
    zone: str  # private | public
    action: str  # the gate's action toward this zone: send | redact | local
    level: str = "public"
    order: int = 0  # the settings' order: the user's ranking
    declared: frozenset[str] = field(default_factory=frozenset)
    state: str = "unknown"  # unknown | healthy | failing | unreachable | misconfigured
    half_open: bool = False
    offline: bool = False  # unreachable and its back-off not over
    link_words: str | None = None
    rtt_ms: float | None = None
    budget_ok: bool = True
    budget_reason: str = ""
    expected_usd: float = 0.0


@dataclass(frozen=True)
class Verdict:
    name: str
    admitted: bool
    why: str  # in words, for the route reasons
    rank: int = -1  # position in the failover chain (0: chosen), -1 when out


@dataclass
class Selection:
    order: list[str]  # admissible, best first: the chosen one and its failover chain
    verdicts: list[Verdict]
    #: the candidate whose features the router reads: the chosen one, else the best-ranked
    #: excluded one (so its words say why nothing leaves)
    lead: str | None

    @property
    def chosen(self) -> str | None:
        return self.order[0] if self.order else None

    @property
    def backups(self) -> list[str]:
        return self.order[1:]

    def reasons(self) -> list[str]:
        """One line per candidate, in the order considered: chosen, next, then those left out."""
        ranked = sorted(self.verdicts, key=lambda v: (not v.admitted, v.rank if v.admitted else 0))
        return [f"candidate {v.name}: {v.why}" for v in ranked]


def needs_for(language: str, task_kind: str, long_context: bool) -> tuple[str, ...]:
    """The abilities a request needs of an endpoint."""
    needs = [language]
    if task_kind == "code":
        needs.append("code")
    if long_context:
        needs.append("long_context")
    return tuple(needs)


def _excluded(c: Candidate, mode: str) -> str | None:
    """Why a candidate may not take the request at all, or None."""
    if c.action == "local":
        return f"not chosen: the policy keeps a {c.level} request from the {c.zone} zone"
    if c.state == "misconfigured":
        return f"not chosen: {c.link_words or 'misconfigured'}"
    if c.offline and mode == "auto":
        return f"not chosen: {c.link_words or 'could not be reached'}"
    if not c.budget_ok:
        return f"not chosen: budget ({c.budget_reason})"
    return None


def select(
    candidates: Sequence[Candidate],
    needs: Sequence[str] = (),
    *,
    mode: str = "auto",
    quality: float = 0.5,
    max_rtt_ms: float = 2000.0,
) -> Selection:
    """Filter and rank ``candidates`` for one request (see the module docstring)."""
    out: dict[str, str] = {}
    for c in candidates:
        why = _excluded(c, mode)
        if why is not None:
            out[c.name] = why
    live = [c for c in candidates if c.name not in out]
    unknown: dict[str, list[str]] = {}
    for need in needs:
        able = [c for c in live if need in c.declared]
        if not able:
            continue  # nobody declares it: nobody is filtered for it
        for c in live:
            if need in c.declared:
                continue
            if c.declared:
                out[c.name] = f"not chosen: it does not declare {need} (another one does)"
            else:
                unknown.setdefault(c.name, []).append(need)
        live = [c for c in live if c.name not in out]
    top_usd = max((c.expected_usd for c in live), default=0.0)
    n = max(1, len(candidates))
    q = min(1.0, max(0.0, quality))

    def score(c: Candidate) -> float:
        rank_quality = 1.0 - c.order / n  # the user's ranking
        price = c.expected_usd / top_usd if top_usd > 0 else 0.0
        return rank_quality - (1.0 - q) * 2.0 * price

    def key(c: Candidate) -> tuple[float, ...]:
        health = float(HEALTH_RANK.get(c.state, 0))
        if c.state == "failing" and c.half_open:
            health = 0.5  # there, and due for another try
        slow = 1.0 if c.rtt_ms is not None and c.rtt_ms > max_rtt_ms else 0.0
        return (
            health,
            ACTION_RANK.get(c.action, 2),
            1.0 if c.name in unknown else 0.0,
            slow,
            -score(c),
            float(c.order),
        )

    ranked = sorted(live, key=key)
    verdicts: list[Verdict] = []
    for i, c in enumerate(ranked):
        verdicts.append(
            Verdict(c.name, True, _admitted_words(c, i, ranked, unknown, max_rtt_ms), i)
        )
    verdicts += [Verdict(c.name, False, out[c.name]) for c in candidates if c.name in out]
    lead = ranked[0].name if ranked else None
    if lead is None and candidates:  # the most trusted zone's words: if not even it may...
        lead = sorted(candidates, key=lambda c: (ZONE_RANK.get(c.zone, 2), *key(c)))[0].name
    return Selection([c.name for c in ranked], verdicts, lead)


def _admitted_words(
    c: Candidate,
    i: int,
    ranked: Sequence[Candidate],
    unknown: dict[str, list[str]],
    max_rtt_ms: float,
) -> str:
    what = [f"{c.zone}"]
    what.append("unredacted" if c.action == "send" else "redacted")
    if c.state not in ("unknown", "healthy"):
        what.append(c.state)
    if c.rtt_ms is not None:
        slow = c.rtt_ms > max_rtt_ms
        what.append(f"RTT {c.rtt_ms:.0f} ms" + (" (over the latency budget)" if slow else ""))
    if c.expected_usd > 0:
        what.append(f"about ${c.expected_usd:.4f}")
    if c.name in unknown:
        what.append(f"does not say whether it handles {', '.join(unknown[c.name])}")
    head = "chosen" if i == 0 else f"next if {ranked[i - 1].name} fails"
    return f"{head} ({'; '.join(what)})"
