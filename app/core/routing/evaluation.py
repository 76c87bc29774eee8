"""Routing quality as RouteLLM measures it: the quality / cloud-call curve, APGR and CPT.

A router ranks requests by how likely the device's answer is acceptable. Sending the least likely
fraction ``c`` to the cloud gives a quality ``q(c)`` (the share of acceptable answers: the local
label where the request stays, the cloud's where it goes up). With ``q_local = q(0)`` and
``q_cloud = q(1)``, the performance gap recovered is ``PGR(c) = (q(c) - q_local) / (q_cloud -
q_local)``; APGR is its area over ``c`` in [0, 1] (0.5 for a random router; a perfect one reaches
``1 - f/2`` where ``f`` is the share of requests only the cloud answers well), and CPT(x%) is the
smallest cloud fraction whose PGR reaches x%. Requests the router scores alike move together (one
threshold), so ties cannot flatter the curve. See docs/ARCHITECTURE.md §6 (routing).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from app.core.routing.difficulty import DifficultyModel


@dataclass(frozen=True)
class Point:
    cloud_fraction: float
    quality: float
    pgr: float
    threshold: float | None  # requests scored below this go to the cloud

    def as_json(self) -> dict[str, float | None]:
        return {k: (round(v, 4) if isinstance(v, float) else v) for k, v in asdict(self).items()}


@dataclass(frozen=True)
class Report:
    points: list[Point]
    apgr: float
    cpt50: float
    cpt80: float
    q_local: float
    q_cloud: float
    n: int
    oracle_apgr: float | None = None  # the ceiling on these labels: a router that knew them
    oracle_points: list[Point] | None = None

    def as_json(self) -> dict[str, object]:
        return {
            "apgr": round(self.apgr, 4),
            "cpt50": round(self.cpt50, 4),
            "cpt80": round(self.cpt80, 4),
            "quality_local": round(self.q_local, 4),
            "quality_cloud": round(self.q_cloud, 4),
            "n": self.n,
            "apgr_oracle": round(self.oracle_apgr, 4) if self.oracle_apgr is not None else None,
            "points": [p.as_json() for p in self.points],
        }


def curve(
    scores: Sequence[float], local_ok: Sequence[bool], cloud_ok: Sequence[bool] | None = None
) -> Report:
    """The curve for ``scores`` (higher: more likely fine on the device), with the oracle's."""
    rep = _curve(scores, local_ok, cloud_ok)
    cloud = list(cloud_ok) if cloud_ok is not None else [True] * len(local_ok)
    # The best any router can do on these labels: up first where only the cloud is right.
    best = [float(bool(lo)) - float(bool(c)) for lo, c in zip(local_ok, cloud, strict=True)]
    oracle = _curve(best, local_ok, cloud_ok)
    return Report(
        rep.points,
        rep.apgr,
        rep.cpt50,
        rep.cpt80,
        rep.q_local,
        rep.q_cloud,
        rep.n,
        oracle.apgr,
        oracle.points,
    )


def _curve(
    scores: Sequence[float], local_ok: Sequence[bool], cloud_ok: Sequence[bool] | None = None
) -> Report:
    n = len(scores)
    if n == 0 or len(local_ok) != n or (cloud_ok is not None and len(cloud_ok) != n):
        raise ValueError("scores and labels must be non-empty and of the same length")
    cloud = list(cloud_ok) if cloud_ok is not None else [True] * n
    q_local = sum(bool(x) for x in local_ok) / n
    q_cloud = sum(bool(x) for x in cloud) / n
    gap = q_cloud - q_local
    order = sorted(range(n), key=lambda i: scores[i])
    total = sum(bool(x) for x in local_ok)

    def pgr(q: float) -> float:
        return (q - q_local) / gap if gap > 0 else 1.0

    points = [Point(0.0, q_local, pgr(q_local), None)]
    i = 0
    while i < n:
        j = i
        while j < n and scores[order[j]] == scores[order[i]]:
            j += 1
        for k in order[i:j]:  # these go up together
            total += int(bool(cloud[k])) - int(bool(local_ok[k]))
        q = total / n
        nxt = scores[order[j]] if j < n else None
        points.append(Point(j / n, q, pgr(q), nxt))
        i = j
    area = 0.0
    for a, b in itertools.pairwise(points):
        area += (b.cloud_fraction - a.cloud_fraction) * (a.pgr + b.pgr) / 2
    return Report(points, area, cpt(points, 0.5), cpt(points, 0.8), q_local, q_cloud, n)


def cpt(points: Sequence[Point], target: float) -> float:
    """The smallest cloud fraction at which PGR reaches ``target`` (on the curve's segments)."""
    prev = points[0]
    if prev.pgr >= target:
        return prev.cloud_fraction
    for p in points[1:]:
        if p.pgr >= target:
            if p.pgr == prev.pgr:
                return p.cloud_fraction
            t = (target - prev.pgr) / (p.pgr - prev.pgr)
            return prev.cloud_fraction + t * (p.cloud_fraction - prev.cloud_fraction)
        prev = p
    return 1.0


def router_scores(
    prompts: Sequence[str],
    languages: Sequence[str] | None = None,
    model: DifficultyModel | None = None,
) -> list[float]:
    """Score prompts as auto mode ranks them: a language the local model does not declare goes
    up first (``p - 2``), the rest by the learned estimate ``p`` (``model``: the shipped one
    unless given; the CLI gives :func:`app.core.routing.calibration.configured_estimate`'s).
    ``languages`` defaults to the configured local
    model's capability record. Raises RuntimeError without a model."""
    from app.core.routing.router import detect_language

    if model is None:
        from app.core.routing.difficulty import load_error, shipped_model

        model = shipped_model()
        if model is None:
            raise RuntimeError(f"the difficulty model is unavailable: {load_error()}")
    if languages is None:
        from pathlib import Path

        from app.core.config import load_settings
        from app.core.routing.capabilities import local_capability
        from app.core.routing.rules import RulesFile

        configured = load_settings().settings.local.llm_model
        path = Path(configured).expanduser() if configured else None
        record = local_capability(path, override_languages=RulesFile().current().local_languages)
        languages = record.languages

    vectors = None
    if prompts:
        from app.core.engines.embeddings import UseEmbedder

        vectors = UseEmbedder(threads=1).embed(list(prompts))
    out = []
    for i, text in enumerate(prompts):
        supported = detect_language(text) in languages
        vec = vectors[i] if vectors is not None else None
        p = model.p_ok(text, vec, 0, supported)
        out.append(p if supported else p - 2.0)
    return out
