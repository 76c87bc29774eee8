"""Train the difficulty estimate shipped in app/core/routing/data/difficulty.json.

    python -m bench.routing.train_difficulty

Reads bench/routing/labels.jsonl (from ``bench.routing.label``), embeds every prompt with the
multilingual USE model the app loads, and fits two L2-regularised logistic regressions (numpy):
one over [embedding, cheap features], one over the cheap features alone (used when no embedding
is at hand). The regularisation strength is chosen by 5-fold cross-validation on the training
split only, and a k-nearest-neighbour model over the same inputs is cross-validated next to it,
so the choice is measured. The held-out split is scored once at the end and never trained on.
Results go to bench/results/routing_quality.json.
"""

from __future__ import annotations

import json
import time
from pathlib import Path
from typing import Any

import numpy as np

from app.core.routing.difficulty import CHEAP_FEATURES, MODEL_FILE, Head, cheap_features
from app.core.routing.evaluation import curve
from bench.routing.label import LABELS, relabel

HERE = Path(__file__).parent
HELDOUT = HERE / "heldout.jsonl"
CACHE = HERE / ".embeddings.npz"  # not committed; rebuilt when prompts change
RESULTS = HERE.parents[0] / "results" / "routing_quality.json"
LOCAL_LANGUAGES = ("en",)  # the bundled SmolLM2's capability record
LAMBDAS = (0.003, 0.01, 0.03, 0.1, 0.3, 1.0)
BLENDS = (1.0, 0.75, 0.5)


def embed(texts: list[str]) -> np.ndarray:
    """USE embeddings of ``texts``, from a cache of every prompt in prompts.jsonl."""
    import hashlib

    from bench.routing.label import PROMPTS, read_jsonl

    everything = [p["prompt"] for p in read_jsonl(PROMPTS)]
    key = hashlib.sha256("\n\x00".join(everything).encode()).hexdigest()
    emb_all = None
    if CACHE.exists():
        data = np.load(CACHE)
        if str(data["key"]) == key:
            emb_all = np.asarray(data["emb"], dtype=np.float64)
    if emb_all is None:
        from app.core.engines.embeddings import UseEmbedder

        emb_all = UseEmbedder(threads=1).embed(everything).astype(np.float64)
        np.savez(CACHE, key=np.asarray(key), emb=emb_all)
    index = {t: i for i, t in enumerate(everything)}
    return np.vstack([emb_all[index[t]] for t in texts])


def fit_lr(x: np.ndarray, y: np.ndarray, lam: float, iters: int = 1500) -> Head:
    """L2 logistic regression by gradient descent with Nesterov momentum, on standardised x."""
    mean = x.mean(axis=0)
    scale = x.std(axis=0)
    scale[scale < 1e-6] = 1.0
    z = (x - mean) / scale
    n, d = z.shape
    w = np.zeros(d)
    b = 0.0
    vw, vb = np.zeros(d), 0.0
    lr = 0.5
    for _ in range(iters):
        pw, pb = w + 0.9 * vw, b + 0.9 * vb
        p = 1 / (1 + np.exp(-(z @ pw + pb)))
        gw = z.T @ (p - y) / n + lam * pw
        gb = float(np.mean(p - y))
        vw = 0.9 * vw - lr * gw
        vb = 0.9 * vb - lr * gb
        w, b = w + vw, b + vb
    return Head(mean, scale, w, b)


def predict(head: Head, x: np.ndarray) -> np.ndarray:
    z = ((x - head.mean) / head.scale) @ head.weights + head.bias
    return 1 / (1 + np.exp(-np.clip(z, -30, 30)))


def knn_predict(xtr: np.ndarray, ytr: np.ndarray, xte: np.ndarray, k: int = 15) -> np.ndarray:
    def norm(a: np.ndarray) -> np.ndarray:
        return a / np.maximum(np.linalg.norm(a, axis=1, keepdims=True), 1e-9)

    sims = norm(xte) @ norm(xtr).T
    idx = np.argsort(-sims, axis=1)[:, :k]
    return ytr[idx].mean(axis=1)


def router_scores(p: np.ndarray, supported: np.ndarray) -> np.ndarray:
    """What the router ranks by: a request in a language the model does not declare goes up
    first (whatever p says), the rest by p."""
    return np.where(supported, p, p - 2.0)


def folds(n: int, k: int, seed: int = 0) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    order = rng.permutation(n)
    return [order[i::k] for i in range(k)]


def cv_predict(x: np.ndarray, y: np.ndarray, fit: Any, k: int = 5) -> np.ndarray:
    scores = np.zeros(len(y))
    for test in folds(len(y), k):
        train = np.setdiff1d(np.arange(len(y)), test)
        scores[test] = fit(x[train], y[train], x[test])
    return scores


def cv_apgr(x: np.ndarray, y: np.ndarray, supported: np.ndarray, fit: Any, k: int = 5) -> float:
    scores = cv_predict(x, y, fit, k)
    return curve(list(router_scores(scores, supported)), list(y.astype(bool))).apgr


def choose_thresholds(rows: list[dict[str, Any]], p: np.ndarray) -> dict[str, float]:
    """Thresholds for quality 0 / 0.5 / 1 from out-of-fold predictions on the training split:
    "balanced" is the highest threshold that keeps 90% of easy English requests local; "save
    cloud spend" keeps 97%; "best answers" sends 99% of hard requests up (within mid + 0.05 .. mid + 0.2)."""
    grid = np.round(np.arange(0.05, 0.951, 0.01), 2)

    def at(t: float) -> dict[str, Any]:
        return targets(rows, p, float(t))

    def best(pred: Any, default: float) -> float:
        ok = [float(t) for t in grid if pred(at(t))]
        return max(ok) if ok else default

    mid = best(lambda r: (r["easy_en_local"] or 0) >= 0.9, 0.3)
    low = min(mid, best(lambda r: (r["easy_en_local"] or 0) >= 0.97, mid / 2))
    high_ok = [float(t) for t in grid if (at(t)["hard_cloud"] or 0) >= 0.99 and t >= mid]
    high = min(max(min(high_ok) if high_ok else mid + 0.15, mid + 0.05), mid + 0.2)
    return {"low": round(low, 2), "mid": round(mid, 2), "high": round(min(0.95, high), 2)}


def targets(rows: list[dict[str, Any]], p: np.ndarray, threshold: float) -> dict[str, Any]:
    """The issue's targets at the default quality setting's threshold."""

    def frac(sel: list[int], up: bool) -> float | None:
        if not sel:
            return None
        goes_up = [(rows[i]["lang"] not in LOCAL_LANGUAGES) or p[i] < threshold for i in sel]
        return sum(g == up for g in goes_up) / len(sel)

    def pick(lang: str | None, tier: str) -> list[int]:
        return [
            i
            for i, r in enumerate(rows)
            if r["tier"] == tier and (lang is None or r["lang"] == lang)
        ]

    return {
        "threshold": threshold,
        "easy_en_local": frac(pick("en", "easy"), up=False),
        "hard_cloud": frac(pick(None, "hard"), up=True),
        "hard_en_cloud": frac(pick("en", "hard"), up=True),
        "hard_zh_cloud": frac(pick("zh", "hard"), up=True),
        "easy_zh_cloud_for_language": frac(pick("zh", "easy"), up=True),
        "n_easy_en": len(pick("en", "easy")),
        "n_hard": len(pick(None, "hard")),
    }


def main() -> None:
    t0 = time.perf_counter()
    print(json.dumps(relabel()))
    rows = [json.loads(line) for line in LABELS.read_text(encoding="utf-8").splitlines() if line]
    texts = [r["prompt"] for r in rows]
    y = np.asarray([1.0 if r["local_ok"] else 0.0 for r in rows])
    supported = np.asarray([r["lang"] in LOCAL_LANGUAGES for r in rows])
    cheap = np.vstack(
        [cheap_features(t, 0, bool(s)) for t, s in zip(texts, supported, strict=True)]
    )
    emb = embed(texts)
    full = np.hstack([emb, cheap])
    tr_all = np.asarray([r["split"] == "train" for r in rows])
    te = ~tr_all
    # Trained on the languages the model declares only: the router sends the others up on the
    # capability record alone, and their failures (the model cannot speak them) would otherwise
    # teach the cross-lingual embedding that "the capital of France" is hard.
    tr = tr_all & supported

    cv: dict[str, float] = {}
    for lam in LAMBDAS:
        cv[f"lr_full_l2={lam}"] = cv_apgr(
            full[tr], y[tr], supported[tr], lambda a, b, c, lam=lam: predict(fit_lr(a, b, lam), c)
        )
        cv[f"lr_cheap_l2={lam}"] = cv_apgr(
            cheap[tr], y[tr], supported[tr], lambda a, b, c, lam=lam: predict(fit_lr(a, b, lam), c)
        )
    for k in (5, 15, 30):
        cv[f"knn_embedding_k={k}"] = cv_apgr(
            emb[tr], y[tr], supported[tr], lambda a, b, c, k=k: knn_predict(a, b, c, k)
        )
    best_full = max(LAMBDAS, key=lambda lam: cv[f"lr_full_l2={lam}"])
    best_cheap = max(LAMBDAS, key=lambda lam: cv[f"lr_cheap_l2={lam}"])
    nc = cheap.shape[1]

    def blended(w: float) -> Any:
        def fit(a: np.ndarray, b: np.ndarray, c: np.ndarray) -> np.ndarray:
            pf = predict(fit_lr(a, b, best_full), c)
            pc = predict(fit_lr(a[:, -nc:], b, best_cheap), c[:, -nc:])
            return w * pf + (1 - w) * pc

        return fit

    for w in BLENDS:
        cv[f"blend_full_weight={w}"] = cv_apgr(full[tr], y[tr], supported[tr], blended(w))
    blend = max(BLENDS, key=lambda w: cv[f"blend_full_weight={w}"])
    head_full = fit_lr(full[tr], y[tr], best_full)
    head_cheap = fit_lr(cheap[tr], y[tr], best_cheap)
    train_rows = [r for r, keep in zip(rows, tr, strict=True) if keep]
    oof = cv_predict(full[tr], y[tr], blended(blend))
    thresholds = choose_thresholds(train_rows, oof)
    oof_cheap = cv_predict(cheap[tr], y[tr], lambda a, b, c: predict(fit_lr(a, b, best_cheap), c))
    thresholds_cheap = choose_thresholds(train_rows, oof_cheap)

    held = [r for r, keep in zip(rows, te, strict=True) if keep]
    with HELDOUT.open("w", encoding="utf-8") as fh:  # for `tandem eval routing`
        for r in held:
            line = {k: r[k] for k in ("prompt", "local_ok", "lang", "kind", "tier")}
            fh.write(json.dumps(line, ensure_ascii=False) + "\n")
    results: dict[str, Any] = {"n_train": int(tr.sum()), "n_heldout": int(te.sum())}
    p_full = blend * predict(head_full, full[te]) + (1 - blend) * predict(head_cheap, cheap[te])
    for name, p, th in (
        ("full", p_full, thresholds),
        ("cheap", predict(head_cheap, cheap[te]), thresholds_cheap),
    ):
        rep = curve(list(router_scores(p, supported[te])), list(y[te].astype(bool)))
        results[name] = {
            "apgr": round(rep.apgr, 4),
            "cpt50": round(rep.cpt50, 4),
            "cpt80": round(rep.cpt80, 4),
            "quality_local": round(rep.q_local, 4),
            "targets_balanced": targets(held, p, th["mid"]),
            "targets_save": targets(held, p, th["low"]),
            "targets_best": targets(held, p, th["high"]),
            "thresholds": th,
        }
    # English only: where the language does not decide, how well does the estimate rank?
    en = te & supported
    p_en = blend * predict(head_full, full[en]) + (1 - blend) * predict(head_cheap, cheap[en])
    rep_en = curve(list(p_en), list(y[en].astype(bool)))
    results["full_english_only"] = {
        "apgr": round(rep_en.apgr, 4),
        "cpt50": round(rep_en.cpt50, 4),
        "cpt80": round(rep_en.cpt80, 4),
        "n": int(en.sum()),
    }
    oracle = curve(list(y[te]), list(y[te].astype(bool)))
    results["oracle"] = {"apgr": round(oracle.apgr, 4), "cpt50": round(oracle.cpt50, 4)}
    oracle_en = curve(list(y[en]), list(y[en].astype(bool)))
    results["full_english_only"]["oracle_apgr"] = round(oracle_en.apgr, 4)
    results["full_english_only"]["oracle_cpt50"] = round(oracle_en.cpt50, 4)
    results["cv_apgr_train"] = {k: round(v, 4) for k, v in cv.items()}
    results["chosen"] = {"full_l2": best_full, "cheap_l2": best_cheap, "blend": blend}
    results["local_ok_rate"] = {
        "all": round(float(y.mean()), 4),
        "en": round(float(y[supported].mean()), 4),
        "zh": round(float(y[~supported].mean()), 4) if (~supported).any() else None,
    }

    meta = {
        "embedder": "use-multilingual-v3",
        "local_model": "smollm2-135m-instruct",
        "trained_at": time.strftime("%Y-%m-%d"),
        "n_train": int(tr.sum()),
        "heldout": {k: results[k] for k in ("full", "cheap", "full_english_only")},
        "thresholds": thresholds,
        "thresholds_cheap": thresholds_cheap,
        "blend": blend,
    }
    MODEL_FILE.parent.mkdir(parents=True, exist_ok=True)
    MODEL_FILE.write_text(
        json.dumps(
            {
                "cheap_features": list(CHEAP_FEATURES),
                "full": head_full.as_json(),
                "cheap": head_cheap.as_json(),
                "meta": meta,
            }
        ),
        encoding="utf-8",
    )
    results["seconds"] = round(time.perf_counter() - t0, 1)
    RESULTS.write_text(json.dumps(results, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(results, indent=1))


if __name__ == "__main__":
    main()
