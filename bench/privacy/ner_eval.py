"""The entity recogniser on public NER data nobody here wrote: recall, precision, leaks, cost.

Data (not in the repository; fetch them yourself):

- English, user-generated text: WNUT 2017 "Emerging and Rare Entities" dev set (tweets, Reddit,
  YouTube and StackExchange comments; CC BY 4.0), `WNUT17/emerging.dev.conll` of
  https://github.com/davidsbatista/NER-datasets. Types person, location, corporation, group
  (creative-work and product are not personal data and are not scored).
- Chinese, news: the People's Daily 1998 NER corpus (PER/LOC/ORG, the MSRA-style annotation used
  in research since the SIGHAN bakeoffs), `data/example.dev` of https://github.com/zjy-ucas/ChineseNER.
  LAC may have seen this newspaper in training: read its figures as an upper bound.

Measured: recall of each annotated type (a gold span counts as found when a detected entity
overlaps at least half of it), PERSON precision, the share of gold spans whose text is still in
the redacted output (the leak), the share of characters hidden, and the gate's time per 500
characters against the rules-only gate in the same run. Writes bench/results/privacy_ner.json.

    python -m bench.privacy.ner_eval --en PATH/emerging.dev.conll --zh PATH/example.dev
"""

from __future__ import annotations

import argparse
import json
import resource
import statistics
import time
from collections import Counter
from pathlib import Path
from typing import Any

from app.core.privacy.classifier import classify
from app.core.privacy.ner import DEFAULT_POLICY, RULES_ONLY, EntityPolicy, is_well_known
from app.core.privacy.redaction import Redactor

RESULTS = Path(__file__).resolve().parents[1] / "results" / "privacy_ner.json"
EN_TYPES = {"person": "PERSON", "location": "ADDRESS", "corporation": "ORG", "group": "ORG"}
ZH_TYPES = {"PER": "PERSON", "LOC": "ADDRESS", "ORG": "ORG"}

Sentence = tuple[str, list[tuple[str, int, int]]]


def read_conll(path: Path, joiner: str, types: dict[str, str]) -> list[Sentence]:
    """CoNLL BIO (token TAB tag, blank line between sentences) -> (text, [(type, start, end)])."""
    out: list[Sentence] = []
    tokens: list[tuple[str, str]] = []

    def flush() -> None:
        text, spans, pos = "", [], 0
        current: list[Any] | None = None
        for tok, tag in tokens:
            if text:
                text += joiner
                pos += len(joiner)
            start = pos
            text += tok
            pos += len(tok)
            kind = tag[2:] if len(tag) > 2 else ""
            if tag.startswith("B-") or (tag.startswith("I-") and current is None):
                if current:
                    spans.append(tuple(current))
                current = [types.get(kind), start, pos] if kind in types else None
            elif tag.startswith("I-") and current is not None:
                current[2] = pos
            else:
                if current:
                    spans.append(tuple(current))
                current = None
        if current:
            spans.append(tuple(current))
        if text:
            out.append((text, [s for s in spans if s[0]]))
        tokens.clear()

    for line in path.read_text("utf-8").splitlines():
        parts = line.split()
        if len(parts) < 2:
            flush()
            continue
        tokens.append((parts[0], parts[-1]))
    flush()
    return out


#: CLUENER 2020 labels scored (book, game, movie, position and scene are not personal data).
CLUENER_TYPES = {
    "name": "PERSON",
    "address": "ADDRESS",
    "company": "COMPANY",
    "organization": "ORG",
    "government": "GOVERNMENT",
}


def read_cluener(path: Path) -> list[Sentence]:
    """CLUENER 2020 JSON lines ({"text", "label": {type: {span: [[start, end_inclusive]]}}})."""
    out: list[Sentence] = []
    for line in path.read_text("utf-8").splitlines():
        if not line.strip():
            continue
        row = json.loads(line)
        spans = [
            (CLUENER_TYPES[kind], a, b + 1)
            for kind, names in row.get("label", {}).items()
            if kind in CLUENER_TYPES
            for places in names.values()
            for a, b in places
        ]
        out.append((row["text"], spans))
    return out


def score(sentences: list[Sentence], policy: EntityPolicy) -> dict[str, Any]:
    found: Counter[str] = Counter()
    total: Counter[str] = Counter()
    # The same, leaving out gold spans that are a bare well-known name ("北京", "France",
    # "Google"): the default policy lets those pass on purpose, so this is its recall on what
    # it means to hide (a street address containing "北京" is counted here).
    found_own: Counter[str] = Counter()
    total_own: Counter[str] = Counter()
    leaked = 0
    gold_n = 0
    person_tp = person_fp = 0
    hidden = chars = 0
    for text, gold in sentences:
        c = classify(text, policy)
        ents = [e for e in c.entities]
        redacted = Redactor().redact(text, ents)
        chars += len(text)
        hidden += sum(e.end - e.start for e in ents)
        for kind, a, b in gold:
            total[kind] += 1
            gold_n += 1
            need = (b - a) / 2
            hit = any(min(b, e.end) - max(a, e.start) >= need for e in ents)
            found[kind] += hit
            if not is_well_known(text[a:b]):
                total_own[kind] += 1
                found_own[kind] += hit
            if text[a:b] in redacted:
                leaked += 1
        for e in ents:
            if e.type != "PERSON":
                continue
            if any(k == "PERSON" and min(b, e.end) > max(a, e.start) for k, a, b in gold):
                person_tp += 1
            else:
                person_fp += 1
    return {
        "sentences": len(sentences),
        "recall": {k: round(found[k] / total[k], 3) for k in sorted(total)},
        "gold": dict(total),
        "recall_not_well_known": {
            k: round(found_own[k] / total_own[k], 3) for k in sorted(total_own)
        },
        "gold_not_well_known": dict(total_own),
        "person_precision": round(person_tp / max(1, person_tp + person_fp), 3),
        "leaked_share": round(leaked / max(1, gold_n), 3),
        "chars_hidden_share": round(hidden / max(1, chars), 3),
    }


def timing(texts: list[str], policy: EntityPolicy, rounds: int = 3) -> dict[str, float]:
    """Gate time per 500 characters: each text cut into 500-character windows."""
    windows = [t[i : i + 500] for t in texts for i in range(0, len(t), 500)]
    windows = [w for w in windows if len(w) >= 250][:60]
    for w in windows[:3]:
        classify(w, policy)  # warm
    per: list[float] = []
    for _ in range(rounds):
        for w in windows:
            t0 = time.perf_counter()
            classify(w, policy)
            per.append((time.perf_counter() - t0) * 1000 * 500 / len(w))
    per.sort()
    return {
        "p50_ms": round(statistics.median(per), 2),
        "p95_ms": round(per[int(len(per) * 0.95) - 1], 2),
    }


def rss_mb() -> float:
    return int(Path("/proc/self/statm").read_text().split()[1]) * 4096 / 2**20


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--en", type=Path, required=True, help="WNUT17 emerging.dev.conll")
    ap.add_argument("--zh", type=Path, required=True, help="ChineseNER data/example.dev")
    ap.add_argument("--zh-limit", type=int, default=1500, help="Chinese sentences scored")
    args = ap.parse_args()
    en = read_conll(args.en, " ", EN_TYPES)
    zh = read_conll(args.zh, "", ZH_TYPES)[: args.zh_limit]
    everything = EntityPolicy(well_known="redact")
    classify("warm the rules 13800138000", RULES_ONLY)
    before = rss_mb()
    report: dict[str, Any] = {
        "data": {
            "en": "WNUT17 dev (CC BY 4.0), user-generated text",
            "zh": f"People's Daily 1998 NER dev, first {len(zh)} sentences",
        },
        "en": {
            "default_policy": score(en, DEFAULT_POLICY),
            "everything_detected": score(en, everything),
            "rules_only": score(en, RULES_ONLY),
        },
        "zh": {
            "default_policy": score(zh, DEFAULT_POLICY),
            "everything_detected": score(zh, everything),
            "rules_only": score(zh, RULES_ONLY),
        },
    }
    report["memory_added_mb"] = round(rss_mb() - before, 1)
    en_long = [" ".join(t for t, _ in en[i : i + 12]) for i in range(0, len(en), 12)]
    zh_long = ["".join(t for t, _ in zh[i : i + 12]) for i in range(0, len(zh), 12)]
    report["time_per_500_chars"] = {
        "en_gate": timing(en_long, DEFAULT_POLICY),
        "en_rules_only": timing(en_long, RULES_ONLY),
        "zh_gate": timing(zh_long, DEFAULT_POLICY),
        "zh_rules_only": timing(zh_long, RULES_ONLY),
    }
    report["load_average"] = Path("/proc/loadavg").read_text().split()[:3]
    report["maxrss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(report, indent=2, ensure_ascii=False) + "\n", "utf-8")
    print(json.dumps(report, indent=2, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
