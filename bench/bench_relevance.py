"""The retrieval relevance floor (``[rag] min_score``), measured on the shared corpus.

For every question of ``shared/data/corpus/questions.jsonl``: the score of its own source's best
hit (it must clear the floor), and for questions that have nothing to do with the documents
(formatting, arithmetic, small talk, in both languages) the best score anything reaches (it must
not). Also how many characters of passages each kind of question would send with and without the
floor. Usage: python -m bench.run relevance
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "data" / "corpus"
if not CORPUS.is_dir():
    CORPUS = Path("/work/shared/data/corpus")

OFF_TOPIC = [
    "How do I format a date as YYYY-MM-DD in Python?",
    "Rewrite this sentence in a formal tone: thanks for the help",
    "What is a write-ahead log, in two sentences?",
    "Write a haiku about autumn.",
    "把这句话翻译成英文：今天天气很好",
    "Explain the difference between TCP and UDP.",
    "What is 17 times 23?",
    "Make this paragraph shorter.",
    "用三句话介绍一下长城。",
    "Format this list as a markdown table: apples 3, pears 5",
]


def vector_choices(questions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Vectors per chunk against what they buy: the shared corpus indexed with one vector per
    sentence pair (Tandem's default, app.core.rag.indexer.vector_units) and with one vector per
    chunk (what raw Chroma stores); recall@1 / recall@4 (the question's own source among the top
    hits) and MRR over corpus/questions.jsonl, k=4, no relevance floor."""
    import time

    from app.core.rag import indexer
    from app.core.rag.document_store import DocumentStore
    from app.core.rag.retrieval import MIN_SCORE

    out: list[dict[str, Any]] = []
    for label, pairs in (("sentence pairs", True), ("one per chunk", False)):
        saved = indexer.SENTENCE_VECTORS
        indexer.SENTENCE_VECTORS = pairs
        try:
            home = Path(tempfile.mkdtemp(prefix="tandem-bench-vectors-"))
            with DocumentStore(home / "index") as store:
                store.embedder.embed(["warm up"])
                t0 = time.perf_counter()
                report = store.index([CORPUS / "docs"], "corpus", "internal")
                took = time.perf_counter() - t0
                record = store.manifest.collection("corpus")
                assert record is not None
                vectors = store.chroma_collection(record).count()
                ranks = []
                own = []
                for q in questions:
                    hits = store.search(q["question"], ["corpus"], 4)
                    names = [Path(h.source).name for h in hits]
                    ranks.append(names.index(q["source"]) + 1 if q["source"] in names else 0)
                    own.append(max((h.score for h in hits if h.source == q["source"]), default=0))
        finally:
            indexer.SENTENCE_VECTORS = saved
        n = len(questions)
        note = f"{report.chunks} chunks, {vectors} vectors, indexed in {took:.1f} s"
        out += [
            {
                "metric": f"vectors per chunk ({label})",
                "value": round(vectors / report.chunks, 2),
                "unit": "vec",
                "table_note": note,
            },
            {
                "metric": f"recall@1 ({label})",
                "value": sum(r == 1 for r in ranks),
                "unit": f"of {n}",
            },
            {
                "metric": f"recall@4 ({label})",
                "value": sum(r > 0 for r in ranks),
                "unit": f"of {n}",
            },
            {
                "metric": f"MRR ({label})",
                "value": round(sum(1 / r for r in ranks if r) / n, 3),
                "unit": "",
            },
            {
                "metric": f"lowest own-source score ({label})",
                "value": round(min(own), 4),
                "unit": "score",
                "table_note": f"must clear min_score {MIN_SCORE}: the margin the floor has",
            },
        ]
    return out


def run() -> dict[str, Any]:
    os.environ.setdefault("TANDEM_HOME", tempfile.mkdtemp(prefix="tandem-bench-relevance-"))
    from app.core.rag.document_store import DocumentStore
    from app.core.rag.retrieval import MIN_SCORE

    store = DocumentStore()
    try:
        store.index([CORPUS / "docs"], "corpus", "internal")
        questions = [
            json.loads(line)
            for line in (CORPUS / "questions.jsonl").read_text(encoding="utf-8").splitlines()
            if line.strip()
        ]
        own: list[float] = []
        found = 0
        sent_on = sent_off = 0
        for q in questions:
            raw = store.search(q["question"], ["corpus"], 4)
            best = max((h.score for h in raw if Path(h.source).name == q["source"]), default=0.0)
            own.append(best)
            kept = store.search(q["question"], ["corpus"], 4, min_score=store.min_score)
            found += any(Path(h.source).name == q["source"] for h in kept)
            sent_on += sum(len(h.text) for h in kept)
        off_best: list[float] = []
        off_raw_chars = 0
        for text in OFF_TOPIC:
            raw = store.search(text, ["corpus"], 4)
            off_best.append(max((h.score for h in raw), default=0.0))
            off_raw_chars += sum(len(h.text) for h in raw)
            kept = store.search(text, ["corpus"], 4, min_score=store.min_score)
            sent_off += sum(len(h.text) for h in kept)
        near = json.loads((ROOT / "bench" / "relevance_offtopic.json").read_text("utf-8"))
        uploads = {lang: 0 for lang in ("en", "zh")}
        for lang in uploads:
            for text in near[lang]:
                uploads[lang] += bool(store.search(text, ["corpus"], 4, min_score=store.min_score))
        para_found = sum(
            any(
                Path(h.source).name == p["source"]
                for h in store.search(p["question"], ["corpus"], 4, min_score=store.min_score)
            )
            for p in near["paraphrases"]
        )
    finally:
        store.close()
    n = len(questions)
    choices = vector_choices(questions)
    return {
        "name": "relevance",
        "metrics": [
            *choices,
            {"metric": "min_score", "value": MIN_SCORE, "unit": "score"},
            {"metric": "questions finding their source", "value": found, "unit": f"of {n}"},
            {"metric": "lowest own-source score", "value": round(min(own), 4), "unit": "score"},
            {
                "metric": "highest off-topic score",
                "value": round(max(off_best), 4),
                "unit": "score",
            },
            {
                "metric": "passage chars per off-topic question",
                "value": sent_off / len(OFF_TOPIC),
                "unit": "chars",
                "raw": off_raw_chars / len(OFF_TOPIC),
                "note": "raw: without the floor",
            },
            *(
                {
                    "metric": f"off-topic questions uploading a passage ({lang})",
                    "value": uploads[lang],
                    "unit": f"of {len(near[lang])}",
                    "note": "bench/relevance_offtopic.json (written for Tandem)",
                }
                for lang in uploads
            ),
            {
                "metric": "paraphrased questions finding their source",
                "value": para_found,
                "unit": f"of {len(near['paraphrases'])}",
                "note": "bench/relevance_offtopic.json: worded unlike the documents, not calibrated on",
            },
            {
                "metric": "passage chars per corpus question",
                "value": round(sent_on / n, 1),
                "unit": "chars",
            },
        ],
    }


if __name__ == "__main__":
    print(json.dumps(run(), ensure_ascii=False, indent=2))
