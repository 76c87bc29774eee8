"""Print the README's recogniser table from bench/results/privacy_ner.json (the last
``python -m bench.privacy.ner_eval`` run): ``python -m bench.privacy.ner_table [FILE]``.

Settings: "rules only" (no model), "default" (what is hidden: well-known names pass), "listed"
(the default's hidden entities plus the well-known ones privacy-check lists with
``"public": true``: what the gate found), "everything" (``well_known = "redact"``).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

RESULTS = Path(__file__).resolve().parents[1] / "results" / "privacy_ner.json"

#: (row label, key in the results, settings shown)
ROWS = [
    ("WNUT17 dev (en)", "en", ["rules_only", "default_policy"]),
    ("WNUT17 test (en, held out)", "en_test", ["rules_only", "default_policy", "everything_detected"]),
    ("Enron e-mails tune (en)", "emails_tune", ["rules_only", "default_policy"]),
    ("Enron e-mails held out (en)", "emails_held_out", ["rules_only", "default_policy", "everything_detected"]),
    ("GUM first-person tune (en)", "gum_tune", ["default_policy"]),
    ("GUM first-person held out (en)", "gum_held_out", ["rules_only", "default_policy", "listed"]),
    ("our 30 prompts (en, not held out)", "prompts", ["rules_only", "default_policy"]),
    ("People's Daily (zh)", "zh", ["rules_only", "default_policy", "listed", "everything_detected"]),
    ("CLUENER tune (zh)", "cluener_tune", ["default_policy", "listed"]),
    ("CLUENER held out (zh)", "cluener_held_out", ["rules_only", "default_policy", "listed", "everything_detected"]),
    ("Weibo tune (zh)", "weibo_tune", ["default_policy", "listed"]),
    ("Weibo held out (zh)", "weibo_held_out", ["rules_only", "default_policy", "listed"]),
    ("Resume NER tune (zh)", "resume_tune", ["default_policy", "listed"]),
    ("Resume NER held out (zh)", "resume_held_out", ["rules_only", "default_policy", "listed"]),
]  # fmt: skip
NAMES = {
    "rules_only": "rules only",
    "default_policy": "default",
    "listed": "listed",
    "everything_detected": "everything",
}


def _f(v: float | None) -> str:
    return "—" if v is None else f"{v:.3f}"


def rows(data: dict[str, Any]) -> list[str]:
    out = []
    for label, key, settings in ROWS:
        if key not in data:
            continue
        for setting in settings:
            listed = setting == "listed"
            r = data[key]["default_policy" if listed else setting]
            if listed and "recall_listed" not in r:
                continue
            rec = r["recall_listed"] if listed else r["recall"]
            nwk = r.get("recall_not_well_known", {}) if setting == "default_policy" else {}

            def both(t: str, rec: dict[str, float] = rec, nwk: dict[str, float] = nwk) -> str:
                v = rec.get(t)
                if v is not None and nwk.get(t) is not None and abs(nwk[t] - v) > 1e-9:
                    return f"{_f(v)} ({_f(nwk[t])})"
                return _f(v)

            if "COMPANY" in rec:
                org = (
                    f"{_f(rec.get('ORG'))} / {_f(rec.get('COMPANY'))} / {_f(rec.get('GOVERNMENT'))}"
                )
            else:
                org = both("ORG")
            precision = r["person_precision_listed"] if listed else r["person_precision"]
            leak = _f(r["leaked_share"])
            if setting == "default_policy" and r.get("leaked_share_not_well_known") is not None:
                leak += f" ({_f(r['leaked_share_not_well_known'])})"
            out.append(
                f"| {label} | {NAMES[setting]} | {both('PERSON')} | {both('ADDRESS')} | {org} | "
                f"{_f(precision)} | {leak} | {_f(r['chars_hidden_share'])} |"
            )
    return out


def main(argv: list[str]) -> int:
    path = Path(argv[0]) if argv else RESULTS
    print("\n".join(rows(json.loads(path.read_text("utf-8")))))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
