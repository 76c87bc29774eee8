"""Document index: Tandem's DocumentStore vs raw chromadb, same vectors, same chunks.

For each size (default 1k and 10k chunks; ``BENCH_RAG_SIZES=1000,10000,100000`` for more) a
synthetic English/Chinese corpus of small files is written, then:

- index throughput (chunks/s). Tandem indexes the folder (read, decode, chunk, hash, embed,
  Chroma upsert, BM25 rows); raw Chroma ``add``s one vector per chunk for the very same chunk
  texts, in batches of the same size, with the same embedder. Tandem stores one vector per
  sentence pair instead (cross-language recall, see app.core.rag.indexer.vector_units), so it
  writes about twice as many, shorter, vectors. Up to 2,000 chunks both use the real USE model
  (end to end, embedder-bound); above that both use a fast deterministic stand-in for
  document vectors, because on 2 cores the real model needs ~30 s per 1,000 chunks and would
  hide the part this measures: what Tandem adds on top of Chroma.
- the same per vector written (vectors/s): Tandem writes one vector per sentence pair (about
  1.2 per chunk on this corpus), raw Chroma one per chunk; the vectors per chunk are reported;
- re-index time when nothing changed (Tandem only: raw Chroma has no notion of it);
- query latency (ms), with the real model embedding every query: Tandem's hybrid search
  (vector + BM25 + per-source diversity) vs raw ``collection.query``, k=4. "cold" is each
  side's first query after opening its store (Chroma loads its segment files); p50/p95 are
  warm, after both stores settled (see SETTLE_S); the share of queries whose lexical half was
  skipped because it could not change the top k is reported too.
Peak RSS of the process is reported last. The machine's load average is in each row's note.
"""

from __future__ import annotations

import hashlib
import os
import random
import resource
import statistics
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from app.core.monitor.stats import percentile

QUERIES = 60
K = 4
#: Chroma compacts and builds its HNSW index in background threads for a while after a large
#: write; queries timed during that window measure the compaction, not the search. Both sides
#: wait the same time before their queries.
SETTLE_S = 20.0
#: Sizes up to this index with the real model end to end; larger ones use stand-in vectors.
REAL_MODEL_MAX_CHUNKS = 2000

_EN_WORDS = (
    "invoice budget printer vpn password leave policy meeting release travel hotel taxi badge "
    "server backup laptop monitor contract supplier warehouse shipment audit payroll canteen "
    "parking visitor security training onboarding firewall license renewal deadline quarter"
)
_ZH_WORDS = (
    "发票 预算 打印机 密码 年假 会议 发布 差旅 酒店 出租车 工卡 服务器 备份 电脑 合同 供应商 "
    "仓库 发货 审计 工资 食堂 停车 访客 安全 培训 入职 防火墙 许可证 续费 截止日期 季度"
)
_EN = _EN_WORDS.split()
_ZH = _ZH_WORDS.split()


class StandInEmbedder:
    """Unit vectors seeded by a hash of the text: same text, same vector, no model cost."""

    dim = 512
    name = "use-multilingual-v3"  # the store records it; both sides get identical vectors

    def embed(self, texts: Sequence[str]) -> np.ndarray:  # type: ignore[type-arg]
        out = np.empty((len(texts), self.dim), dtype=np.float32)
        for i, text in enumerate(texts):
            seed = int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")
            out[i] = np.random.default_rng(seed).standard_normal(self.dim)
        return out / np.linalg.norm(out, axis=1, keepdims=True)


class QueryRealEmbedder(StandInEmbedder):
    """Stand-in vectors for documents, the real model for one-text calls (queries)."""

    def __init__(self, real: Any) -> None:
        self._real = real

    def embed(self, texts: Sequence[str]) -> np.ndarray:  # type: ignore[type-arg]
        if len(texts) == 1:
            return self._real.embed(texts)  # type: ignore[no-any-return]
        return super().embed(texts)


def _sentence(rng: random.Random, zh: bool, n: int) -> str:
    if zh:
        words = rng.choices(_ZH, k=6)
        return f"第{n}条：{''.join(words)}需要在{rng.randint(1, 28)}日前处理完毕。"
    words = rng.choices(_EN, k=9)
    return f"Item {n}: the {' '.join(words)} must be handled by day {rng.randint(1, 28)}."


def make_corpus(root: Path, chunks: int, seed: int = 7) -> list[str]:
    """Write files until Tandem's chunker would make ``chunks`` chunks; return sample queries."""
    from app.core.rag.chunking import chunk_pages
    from app.core.rag.loaders import Page

    rng = random.Random(seed)
    made = 0
    f = 0
    while made < chunks:
        zh = f % 2 == 1
        paragraphs = [
            " ".join(_sentence(rng, zh, f * 100 + p * 10 + s) for s in range(3)) for p in range(6)
        ]
        text = "\n\n".join(paragraphs)
        made += len(chunk_pages([Page(None, text)]))
        sub = root / f"part{f // 500:03d}"
        sub.mkdir(parents=True, exist_ok=True)
        (sub / f"doc_{f:06d}.{'txt' if zh else 'md'}").write_text(text, encoding="utf-8")
        f += 1
    queries = []
    for i in range(QUERIES):
        if i % 2:
            queries.append(f"{''.join(rng.choices(_ZH, k=2))}什么时候处理？")
        else:
            queries.append(f"When must the {' '.join(rng.choices(_EN, k=2))} be handled?")
    return queries


def _metric(
    metric: str, value: float, raw: float | None, unit: str, higher_is_better: bool
) -> dict:  # type: ignore[type-arg]
    entry: dict[str, Any] = {"metric": metric, "value": round(value, 2), "unit": unit}
    if raw is not None:
        entry["raw"] = round(raw, 2)
        # ratio is Tandem's cost relative to raw: > 1 means Tandem is slower.
        entry["ratio"] = round(raw / value if higher_is_better else value / raw, 3)
    return entry


def bench_size(chunks: int, embedder: Any, work: Path, mode: str) -> list[dict]:  # type: ignore[type-arg]
    import chromadb
    from chromadb.config import Settings

    from app.core.rag import indexer
    from app.core.rag.chunking import chunk_pages
    from app.core.rag.document_store import DocumentStore, close_chroma_client
    from app.core.rag.loaders import load

    corpus = work / f"corpus{chunks}"
    queries = make_corpus(corpus, chunks)
    label = f"{chunks // 1000}k" if chunks >= 1000 else str(chunks)

    # ---- Tandem
    store = DocumentStore(work / f"tandem{chunks}", embedder=embedder)
    t0 = time.perf_counter()
    report = store.index([corpus], "bench")
    t_index = time.perf_counter() - t0
    record = store.manifest.collection("bench")
    assert record is not None
    vectors = store.chroma_collection(record).count()
    t0 = time.perf_counter()
    again = store.index([corpus], "bench")
    t_reindex = time.perf_counter() - t0
    assert again.indexed == 0, again
    store.close()

    # ---- raw chromadb: the same chunk texts, the same embedder, the same batch size
    texts: list[str] = []
    for path in sorted(corpus.rglob("*")):
        if path.is_file():
            texts.extend(indexer.embed_text(str(path), c) for c in chunk_pages(load(path)))
    client = chromadb.PersistentClient(
        path=str(work / f"raw{chunks}"), settings=Settings(anonymized_telemetry=False)
    )
    col = client.get_or_create_collection(
        "raw", embedding_function=None, metadata={"hnsw:space": "cosine"}
    )
    t0 = time.perf_counter()
    step = indexer.BATCH_CHUNKS
    for i in range(0, len(texts), step):
        batch = texts[i : i + step]
        col.add(
            ids=[str(j) for j in range(i, i + len(batch))],
            embeddings=embedder.embed(batch),
            documents=batch,
        )
    t_raw = time.perf_counter() - t0
    close_chroma_client(client)

    # ---- queries: both stores reopened after settling, cold first query each, then the warm
    # queries interleaved (Tandem and raw take turns going first), so a shared machine's load
    # colours both sides alike.
    time.sleep(SETTLE_S)
    store = DocumentStore(work / f"tandem{chunks}", embedder=embedder)
    t0 = time.perf_counter()
    store.search(queries[0], k=K)  # cold: opens Chroma's segment files
    cold_t = (time.perf_counter() - t0) * 1000
    client = chromadb.PersistentClient(
        path=str(work / f"raw{chunks}"), settings=Settings(anonymized_telemetry=False)
    )
    col = client.get_collection("raw")
    t0 = time.perf_counter()
    col.query(query_embeddings=embedder.embed([queries[0]]), n_results=K)
    cold_r = (time.perf_counter() - t0) * 1000
    lexical_runs = [0]
    real_hits = store.manifest.lexical_hits

    def counting(*args: Any, **kwargs: Any) -> Any:
        lexical_runs[0] += 1
        return real_hits(*args, **kwargs)

    store.manifest.lexical_hits = counting  # type: ignore[method-assign]

    def tandem_query(q: str) -> float:
        t0 = time.perf_counter()
        store.search(q, k=K)
        return (time.perf_counter() - t0) * 1000

    def raw_query(q: str) -> float:
        t0 = time.perf_counter()
        col.query(query_embeddings=embedder.embed([q]), n_results=K)
        return (time.perf_counter() - t0) * 1000

    lat_t: list[float] = []
    lat_r: list[float] = []
    for i, q in enumerate(queries):
        if i % 2:
            lat_r.append(raw_query(q))
            lat_t.append(tandem_query(q))
        else:
            lat_t.append(tandem_query(q))
            lat_r.append(raw_query(q))
    store.close()
    close_chroma_client(client)

    machine = f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs"
    rows = [
        _metric(
            f"index {label} chunks ({mode})",
            report.chunks / t_index,
            len(texts) / t_raw,
            "chunks/s",
            True,
        ),
        _metric(
            f"index {label} vectors/s ({mode})",
            vectors / t_index,
            len(texts) / t_raw,
            "vec/s",
            True,
        ),
        _metric(f"vectors per chunk {label}", vectors / max(1, report.chunks), 1.0, "vec", False),
        _metric(f"re-index {label}, nothing changed", t_reindex * 1000, None, "ms", False),
        _metric(f"query cold (first) {label}", cold_t, cold_r, "ms", False),
        _metric(
            f"query p50 {label}", statistics.median(lat_t), statistics.median(lat_r), "ms", False
        ),
        _metric(f"query p95 {label}", percentile(lat_t, 95), percentile(lat_r, 95), "ms", False),
        _metric(
            f"queries with the lexical half skipped {label}",
            100.0 * (len(queries) - lexical_runs[0]) / len(queries),
            None,
            "%",
            True,
        ),
    ]
    for row in rows:
        row["table_note"] = f"{_note(str(row['metric']), mode)}; {machine}"
    return rows


def _note(metric: str, mode: str) -> str:
    if metric.startswith("index") and "vectors/s" in metric:
        return "raw chromadb: one vector per chunk; Tandem: one per sentence pair; " + mode
    if metric.startswith("index"):
        return "raw chromadb fed pre-chunked text, same embedder; Tandem reads files; " + mode
    if metric.startswith("vectors per chunk"):
        return "raw: one per chunk"
    if metric.startswith("query cold"):
        return "raw collection.query, same embedder; first query after opening each store"
    if metric.startswith("query"):
        return "raw collection.query, same embedder; warm, interleaved query by query"
    return "Tandem alone"


def run() -> dict:  # type: ignore[type-arg]
    from app.core.engines.embeddings import UseEmbedder

    sizes = [int(s) for s in os.environ.get("BENCH_RAG_SIZES", "1000,10000").split(",") if s]
    real = UseEmbedder()
    real.embed(["warm up the model once"])
    metrics: list[dict] = []  # type: ignore[type-arg]
    with tempfile.TemporaryDirectory(prefix="tandem-bench-rag-") as tmp:
        os.environ["TANDEM_HOME"] = str(Path(tmp) / "home")
        for size in sorted(sizes):
            if size <= REAL_MODEL_MAX_CHUNKS:
                metrics.extend(bench_size(size, real, Path(tmp), "real model"))
            else:
                metrics.extend(
                    bench_size(size, QueryRealEmbedder(real), Path(tmp), "stand-in vectors")
                )
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    metrics.append(_metric(f"peak RSS (up to {max(sizes)} chunks)", peak_mb, None, "MB", False))
    return {"name": "rag", "metrics": metrics}


if __name__ == "__main__":
    import json

    print(json.dumps(run(), indent=2, ensure_ascii=False))
