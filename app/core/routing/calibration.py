"""The difficulty estimate, calibrated per local model file from that model's own labels.

The shipped estimate (difficulty.py) learned what the bundled SmolLM2 gets right. Another model
fails elsewhere: a Qwen 1.5B does the sums SmolLM2 cannot and may still ramble on a greeting. Every
hybrid run where both engines answered labels the device's model (store/model_labels.py, the
comparison in agreement.py, the user's flip back to the draft); from those labels both heads of the
shipped estimate are refitted for that model file, pulled towards the shipped weights
(``loss + lam * |w - w_shipped|^2`` on the shipped standardisation), so a few labels move it a
little and many move it far. ``lam`` is chosen by 5-fold cross-validation on the model's labels,
and the calibration is used only where its cross-validated APGR beats the shipped estimate's on
the same labels; otherwise the shipped one stays, and the Capabilities page says why.

Fitted off the request path (numpy): after every :data:`REFIT_EVERY` new labels in the
background, and on demand (``tandem eval routing``, Settings → Capabilities). The result lives in
``<data home>/routing_calibration.json`` keyed by the model file's identity (its name and size:
the same file moved or re-downloaded keeps its labels; another file has its own).
See docs/ARCHITECTURE.md §6.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from app.core.paths import data_home
from app.core.routing.agreement import AGREE_AT, score, upgrade_span
from app.core.routing.difficulty import CHEAP_FEATURES, DifficultyModel, Head, cheap_values

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from app.core.routing.difficulty import HeadJSON
    from app.core.store.model_labels import Label, LabelStore

    #: Texts to unit vectors (``UseEmbedder.embed``).
    Embed = Callable[[Sequence[str]], npt.NDArray[np.float32]]

MIN_LABELS = 40  # fewer: the shipped estimate answers
MIN_EACH = 8  # of agreeing and of disagreeing answers
REFIT_EVERY = 20
LAMBDAS = (0.003, 0.01, 0.03, 0.1, 0.3)
ITERS = 400


def model_identity(path: Path | None) -> tuple[str, str]:
    """(key, display name) of a local model file: its name and size."""
    if path is None:
        return "none", "no local model"
    try:
        size = path.stat().st_size
    except OSError:
        size = -1
    raw = f"{path.name}|{size}"
    return hashlib.sha256(raw.encode()).hexdigest()[:16], path.name


def calibration_path() -> Path:
    return data_home() / "routing_calibration.json"


# ---------------------------------------------------------------- labelling


def label_pending(store: LabelStore, embed: Embed, limit: int = 200) -> int:
    """Compare the answers of waiting runs (``embed``: texts -> unit vectors) and keep their
    features; returns how many were labelled."""
    import numpy as np

    rows = store.pending(limit=limit)
    if not rows:
        return 0
    texts: list[str] = []
    for r in rows:
        texts += [r.question, r.draft, upgrade_span(r.draft, r.upgrade, r.draft_complete)]
    vecs = np.asarray(embed(texts), dtype=np.float32)
    for i, r in enumerate(rows):
        q, d, u = vecs[3 * i], vecs[3 * i + 1], vecs[3 * i + 2]
        ctx = store.context(r.request_id) or (True, 0)
        agreement = score(r.draft, r.upgrade, d.tolist(), u.tolist())
        store.set_label(
            r.request_id,
            embedding=q.astype(np.float32).tobytes(),
            cheap=cheap_values(r.question, ctx[1], ctx[0]),
            agreement=round(float(agreement), 4),
        )
    return len(rows)


# ---------------------------------------------------------------- fitting


@dataclass(frozen=True)
class Calibration:
    """The fit for one model file, and the evidence for using it."""

    model_key: str
    model_name: str
    n: int
    agree_rate: float
    flipped: int
    cv_apgr_shipped: float | None
    cv_apgr_calibrated: float | None
    lam: float | None
    used: bool
    why: str
    fitted_at: float
    full: Head | None = None
    cheap: Head | None = None
    #: The thresholds for quality 0 / 0.5 / 1 on the calibrated scale (see :func:`_thresholds`).
    thresholds: dict[str, float] | None = None

    def as_json(self) -> dict[str, object]:
        return {
            "model_key": self.model_key,
            "model_name": self.model_name,
            "n": self.n,
            "agree_rate": round(self.agree_rate, 4),
            "flipped": self.flipped,
            "cv_apgr_shipped": _r(self.cv_apgr_shipped),
            "cv_apgr_calibrated": _r(self.cv_apgr_calibrated),
            "lam": self.lam,
            "used": self.used,
            "why": self.why,
            "fitted_at": self.fitted_at,
            "full": self.full.as_json() if self.full else None,
            "cheap": self.cheap.as_json() if self.cheap else None,
            "thresholds": self.thresholds,
        }

    @classmethod
    def from_json(cls, record: Mapping[str, object]) -> Calibration:
        d: dict[str, Any] = dict(record)  # the calibration file's JSON, converted field by field

        def head(v: object) -> Head | None:
            return Head.from_json(cast("HeadJSON", v)) if isinstance(v, dict) else None

        def num(v: Any) -> float | None:
            return None if v is None else float(v)

        return cls(
            str(d["model_key"]),
            str(d["model_name"]),
            int(d["n"]),
            float(d["agree_rate"]),
            int(d.get("flipped", 0)),
            num(d.get("cv_apgr_shipped")),
            num(d.get("cv_apgr_calibrated")),
            num(d.get("lam")),
            bool(d["used"]),
            str(d["why"]),
            float(d.get("fitted_at", 0.0)),
            head(d.get("full")),
            head(d.get("cheap")),
            _thresholds_from(d.get("thresholds")),
        )

    def summary(self) -> str:
        """One line for Settings → Capabilities and doctor."""
        head = f"{self.model_name}: {self.n} labels ({self.agree_rate:.0%} agreed"
        head += f", {self.flipped} flipped back)" if self.flipped else ")"
        if self.cv_apgr_calibrated is not None and self.cv_apgr_shipped is not None:
            head += (
                f"; cross-validated APGR {self.cv_apgr_calibrated:.2f} calibrated vs "
                f"{self.cv_apgr_shipped:.2f} shipped"
            )
        return f"{head}; {self.why}"


def _thresholds_from(v: Any) -> dict[str, float] | None:
    if not isinstance(v, dict):
        return None
    try:
        return {k: float(v[k]) for k in ("low", "mid", "high")}
    except (KeyError, TypeError, ValueError):
        return None


def _thresholds(
    shipped_p: Sequence[float], calibrated_p: Sequence[float], shipped: DifficultyModel
) -> dict[str, float]:
    """Thresholds on the calibrated scale that send up, of this model's labelled requests, the
    share the shipped estimate sends up at each quality preset: the calibration changes *which*
    requests go up, the quality setting keeps its cloud share."""
    # The full head's thresholds (the labels carry embeddings); the cheap head's without.
    low, mid, high = shipped.thresholds(None)
    full_t = shipped.meta.get("thresholds")
    if isinstance(full_t, dict):
        with contextlib.suppress(KeyError, TypeError, ValueError):
            low, mid, high = (float(full_t["low"]), float(full_t["mid"]), float(full_t["high"]))
    ranked = sorted(calibrated_p)
    n = len(ranked)
    out = {}
    for name, t in (("low", low), ("mid", mid), ("high", high)):
        up = sum(1 for p in shipped_p if p < t)
        if up == 0:
            out[name] = round(max(0.0, ranked[0] - 1e-6), 6)
        elif up >= n:
            out[name] = round(min(1.0, ranked[-1] + 1e-6), 6)
        else:  # between the last one sent up and the first one kept
            out[name] = round((ranked[up - 1] + ranked[up]) / 2, 6)
    out["mid"] = max(out["mid"], out["low"])
    out["high"] = max(out["high"], out["mid"])
    return out


def _r(v: float | None) -> float | None:
    return None if v is None else round(v, 4)


def _fit(
    z: npt.NDArray[np.float64],
    y: npt.NDArray[np.float64],
    w0: npt.NDArray[np.float64],
    b0: float,
    lam: float,
) -> tuple[npt.NDArray[np.float64], float]:
    """Logistic regression on standardised ``z``, pulled towards (w0, b0)."""
    import numpy as np

    w, b = w0.copy(), b0
    vw, vb = np.zeros_like(w), 0.0
    n = len(y)
    lr = 0.5
    for _ in range(ITERS):
        pw, pb = w + 0.9 * vw, b + 0.9 * vb
        p = 1 / (1 + np.exp(-np.clip(z @ pw + pb, -30, 30)))
        gw = z.T @ (p - y) / n + lam * (pw - w0)
        gb = float(np.mean(p - y))
        vw = 0.9 * vw - lr * gw
        vb = 0.9 * vb - lr * gb
        w, b = w + vw, b + vb
    return w, b


class _Design:
    """The labels as the shipped heads read them (its means and scales)."""

    def __init__(self, shipped: DifficultyModel, labels: list[Label]) -> None:
        import numpy as np

        nc = len(CHEAP_FEATURES)
        dim = len(shipped.full.weights) - nc
        rows_full, rows_cheap, has = [], [], []
        for lab in labels:
            cheap = np.asarray(lab.cheap, dtype=np.float64)
            rows_cheap.append(cheap)
            emb = np.frombuffer(lab.embedding, dtype=np.float32) if lab.embedding else None
            ok = emb is not None and len(emb) == dim
            has.append(ok)
            rows_full.append(np.concatenate([emb if ok else np.zeros(dim), cheap]))  # type: ignore[list-item]
        self.shipped = shipped
        self.has_emb = np.asarray(has, dtype=bool)
        self.full = self._std(np.vstack(rows_full), shipped.full)
        self.cheap = self._std(np.vstack(rows_cheap), shipped.cheap)
        self.blend = float(shipped.meta.get("blend", 1.0))

    @staticmethod
    def _std(x: npt.NDArray[np.float64], head: Head) -> npt.NDArray[np.float64]:
        import numpy as np

        out: npt.NDArray[np.float64] = (x - np.asarray(head.mean)) / np.asarray(head.scale)
        return out

    def predict(
        self, idx: npt.NDArray[np.int64], heads: tuple[Any, Any]
    ) -> npt.NDArray[np.float64]:
        import numpy as np

        (wf, bf), (wc, bc) = heads
        pf = 1 / (1 + np.exp(-np.clip(self.full[idx] @ wf + bf, -30, 30)))
        pc = 1 / (1 + np.exp(-np.clip(self.cheap[idx] @ wc + bc, -30, 30)))
        full = self.blend * pf + (1 - self.blend) * pc
        out: npt.NDArray[np.float64] = np.where(self.has_emb[idx], full, pc)
        return out

    def shipped_heads(self) -> tuple[Any, Any]:
        import numpy as np

        s = self.shipped
        return (
            (np.asarray(s.full.weights, dtype=np.float64), s.full.bias),
            (np.asarray(s.cheap.weights, dtype=np.float64), s.cheap.bias),
        )

    def fit(self, idx: npt.NDArray[np.int64], y: npt.NDArray[np.float64], lam: float) -> Any:
        (wf0, bf0), (wc0, bc0) = self.shipped_heads()
        emb = idx[self.has_emb[idx]]
        yf = y[self.has_emb[idx]]
        full = _fit(self.full[emb], yf, wf0, bf0, lam) if len(emb) else (wf0, bf0)
        cheap = _fit(self.cheap[idx], y, wc0, bc0, lam)
        return full, cheap


def fit(
    model_key: str, model_name: str, labels: list[Label], shipped: DifficultyModel
) -> Calibration:
    """Refit the shipped heads on one model's labels (see the module's docstring)."""
    import numpy as np

    from app.core.routing.evaluation import curve

    now = time.time()
    n = len(labels)
    y = np.asarray([1.0 if lab.local_ok(AGREE_AT) else 0.0 for lab in labels])
    agree = float(np.mean([lab.agreement >= AGREE_AT for lab in labels])) if n else 0.0
    flipped = sum(1 for lab in labels if lab.flipped)
    why = f"the shipped estimate answers until {MIN_LABELS} labels with {MIN_EACH} of each kind"
    base = Calibration(model_key, model_name, n, agree, flipped, None, None, None, False, why, now)
    if n < MIN_LABELS or min(y.sum(), n - y.sum()) < MIN_EACH:
        return base
    design = _Design(shipped, labels)
    everything = np.arange(n)
    rng = np.random.default_rng(0)
    order = rng.permutation(n)
    folds = [order[i::5] for i in range(5)]
    yb = list(y.astype(bool))
    shipped_p = design.predict(everything, design.shipped_heads())
    cv_shipped = curve(list(shipped_p), yb).apgr
    best_lam, best_apgr = None, -1.0
    for lam in LAMBDAS:
        oof = np.zeros(n)
        for test in folds:
            train = np.setdiff1d(everything, test)
            oof[test] = design.predict(test, design.fit(train, y[train], lam))
        apgr = curve(list(oof), yb).apgr
        if apgr > best_apgr:
            best_lam, best_apgr = lam, apgr
    assert best_lam is not None
    (wf, bf), (wc, bc) = design.fit(everything, y, best_lam)
    s = shipped
    full = Head(tuple(s.full.mean), tuple(s.full.scale), tuple(float(v) for v in wf), float(bf))
    cheap = Head(tuple(s.cheap.mean), tuple(s.cheap.scale), tuple(float(v) for v in wc), float(bc))
    used = best_apgr > cv_shipped
    calibrated_p = design.predict(everything, ((wf, bf), (wc, bc)))
    thresholds = _thresholds(list(shipped_p), list(calibrated_p), shipped)
    why = (
        "calibrated estimate in use"
        if used
        else "the shipped estimate ranks this model's answers as well: it stays"
    )
    return replace(
        base,
        cv_apgr_shipped=cv_shipped,
        cv_apgr_calibrated=best_apgr,
        lam=best_lam,
        used=used,
        why=why,
        full=full,
        cheap=cheap,
        thresholds=thresholds,
    )


# ---------------------------------------------------------------- the file and the estimate


class CalibrationFile:
    """``<data home>/routing_calibration.json``: one :class:`Calibration` per model key."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or calibration_path()

    def read(self) -> dict[str, Calibration]:
        try:
            raw = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return {}
        out = {}
        if isinstance(raw, dict):
            for key, entry in raw.items():
                try:
                    out[key] = Calibration.from_json(entry)
                except (KeyError, TypeError, ValueError):
                    continue
        return out

    def get(self, model_key: str) -> Calibration | None:
        return self.read().get(model_key)

    def put(self, cal: Calibration) -> None:
        data = {k: v.as_json() for k, v in self.read().items()}
        data[cal.model_key] = cal.as_json()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".calibration-", dir=self.path.parent)
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            json.dump(data, fh)
        os.replace(tmp, self.path)


def calibrated_model(shipped: DifficultyModel, cal: Calibration | None) -> DifficultyModel:
    """The estimate for a model: the calibrated heads where they are in use, else the shipped."""
    if cal is None or not cal.used or cal.full is None or cal.cheap is None:
        return shipped
    meta = dict(shipped.meta)
    meta["calibrated"] = {"model_name": cal.model_name, "n": cal.n}
    if cal.thresholds is not None:
        meta["thresholds"] = meta["thresholds_cheap"] = dict(cal.thresholds)
    return DifficultyModel(cal.full, cal.cheap, meta)


_LOCK = threading.Lock()


def refresh(
    store: LabelStore,
    embed: Embed,
    shipped: DifficultyModel,
    model_key: str | None = None,
    path: Path | None = None,
) -> list[Calibration]:
    """Label what waits, then refit every model (or ``model_key``) whose labels changed."""
    with _LOCK:
        label_pending(store, embed)
        file = CalibrationFile(path)
        known = file.read()
        out = []
        for count in store.counts():
            if model_key is not None and count.model_key != model_key:
                continue
            old = known.get(count.model_key)
            if old is not None and old.n == count.labelled and old.flipped == count.flipped:
                out.append(old)
                continue
            cal = fit(count.model_key, count.model_name, store.labels(count.model_key), shipped)
            file.put(cal)
            out.append(cal)
        return out


def due(store: LabelStore, model_key: str, path: Path | None = None) -> bool:
    """Enough new labels (or waiting runs) since the last fit to refit."""
    for count in store.counts():
        if count.model_key == model_key:
            old = CalibrationFile(path).get(model_key)
            total = count.labelled + count.pending
            if old is None:
                return total >= MIN_LABELS
            return total - old.n >= REFIT_EVERY
    return False


def configured_estimate(
    *, shipped: bool = False
) -> tuple[DifficultyModel, dict[str, object], Sequence[str]]:
    """The estimate auto mode uses for the configured local model — the shipped one calibrated
    from that model file's labels (routing/calibration.py; runs waiting for their comparison are
    labelled first), or the shipped one with ``shipped`` — with a description, and the model's
    declared languages. Raises RuntimeError without a model."""
    from pathlib import Path

    from app.core.config import load_settings
    from app.core.routing.capabilities import local_capability
    from app.core.routing.difficulty import load_error, shipped_model
    from app.core.routing.rules import RulesFile

    model = shipped_model()
    if model is None:
        raise RuntimeError(f"the difficulty model is unavailable: {load_error()}")
    configured = load_settings().settings.local.llm_model
    path = Path(configured).expanduser() if configured else _bundled_path()
    record = local_capability(
        Path(configured).expanduser() if configured else None,
        override_languages=RulesFile().current().local_languages,
    )
    key, name = model_identity(path)
    about: dict[str, object] = {"model_file": name, "calibrated": False, "labels": 0}
    if shipped:
        about["why"] = "the shipped estimate, as asked"
        return model, about, record.languages
    from app.core.store.model_labels import open_store

    store = open_store()
    if store is not None:
        try:
            if store.pending(key, limit=1):
                from app.core.engines.embeddings import UseEmbedder

                refresh(store, UseEmbedder(threads=1).embed, model, key)
        finally:
            store.close()
    cal = CalibrationFile().get(key)
    if cal is not None:
        about.update(labels=cal.n, calibrated=cal.used, why=cal.why)
    else:
        about["why"] = "no labels for this model yet: the shipped estimate"
    return calibrated_model(model, cal), about, record.languages


def _bundled_path() -> Any:
    try:
        from app.core.engines.local_types import BUNDLED_MODEL
        from app.core.models.model_files import local_path

        return local_path(*BUNDLED_MODEL)
    except Exception:
        return None
