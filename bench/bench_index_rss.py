"""Indexing hostile and huge files (issue 18 item 4): peak RSS per single file against the
1 GB target, time to refuse a docx bomb, and a 50 MB text file indexed in batches with
progress, killed and resumed.

Each case runs ``tandem index`` (or, for the full 50 MB run, the store with a fast hashing
embedder, so the figure is the pipeline's own memory and not minutes of the real encoder) in a
child process; its peak RSS is that child's ``ru_maxrss``. The real-encoder case is killed with
SIGKILL after ``KILL_AFTER_S`` and restarted: the committed chunk count must carry over.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
KILL_AFTER_S = float(os.environ.get("TANDEM_BENCH_KILL_AFTER_S", "90"))
FULL_TIMEOUT_S = float(os.environ.get("TANDEM_BENCH_FULL_TIMEOUT_S", "480"))
MB = 1024 * 1024

_MEASURE = (
    "import resource, subprocess, sys, json, time\n"
    "t0 = time.perf_counter()\n"
    "p = subprocess.Popen(sys.argv[2:], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)\n"
    "try:\n"
    "    out, err = p.communicate(timeout=float(sys.argv[1]))\n"
    "except subprocess.TimeoutExpired:\n"
    "    p.kill(); out, err = p.communicate()\n"
    "print(json.dumps({'rc': p.returncode, 's': time.perf_counter() - t0,\n"
    "    'rss_mb': resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024,\n"
    "    'out': out[-4000:], 'err': err[-2000:]}))\n"
)


def _measured(cmd: list[str], env: dict[str, str], timeout: float) -> dict:  # type: ignore[type-arg]
    proc = subprocess.run(
        [sys.executable, "-c", _MEASURE, str(timeout), *cmd],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    )
    return json.loads(proc.stdout.splitlines()[-1])  # type: ignore[no-any-return]


def _big_text(path: Path, mb: int) -> Path:
    line = (
        "The quarterly report covers revenue, costs and the outlook for the next year. "
        "季度报告涵盖了收入、成本以及明年的展望，各部门需在月底前提交数据。\n\n"
    )
    n = mb * MB // len(line.encode("utf-8")) + 1
    with path.open("w", encoding="utf-8") as fh:
        for i in range(n):
            fh.write(f"{i}: {line}")
    return path


def _docx_bomb(path: Path, xml_mb: int) -> Path:
    sys.path.insert(0, str(ROOT))
    from tests.support.documents import docx_with_xml_mb

    return docx_with_xml_mb(path, xml_mb)


_FAST_INDEX = (
    "import sys, hashlib, numpy as np\n"
    "from pathlib import Path\n"
    "from app.core.rag.document_store import DocumentStore\n"
    "class Fast:\n"
    "    name = 'fast-64'; dim = 64\n"
    "    def embed(self, texts):\n"
    "        out = np.zeros((len(texts), 64), dtype=np.float32)\n"
    "        for i, t in enumerate(texts):\n"
    "            out[i, int(hashlib.md5(t.encode()).hexdigest(), 16) % 64] = 1.0\n"
    "        return out\n"
    "with DocumentStore(Path(sys.argv[1]), embedder=Fast()) as s:\n"
    "    r = s.index([sys.argv[2]], 'big', progress=lambda p: None)\n"
    "    print({'indexed': r.indexed, 'chunks': r.chunks})\n"
)


def run() -> dict:  # type: ignore[type-arg]
    metrics = []
    with tempfile.TemporaryDirectory(prefix="tandem-bench-rss-") as tmp:
        tmpdir = Path(tmp)
        env = dict(os.environ, TANDEM_HOME=str(tmpdir / "home"), PYTHONPATH=str(ROOT))
        tandem = [sys.executable, "-m", "app"]

        bomb = _docx_bomb(tmpdir / "bomb.docx", 156)
        r = _measured([*tandem, "index", str(bomb), "--collection", "bomb", "--json"], env, 300)
        reason = json.loads(r["out"].splitlines()[-1])["failed"][0]["error"]
        metrics.append(
            {"metric": f"docx bomb ({bomb.stat().st_size // 1024} KB, 156 MB XML): peak RSS",
             "value": round(r["rss_mb"]), "unit": "MB", "note": f"refused: {reason}"}
        )  # fmt: skip
        metrics.append(
            {"metric": "docx bomb: time to refuse", "value": round(r["s"], 2), "unit": "s"}
        )

        big = _big_text(tmpdir / "big.txt", 50)
        cmd = [*tandem, "index", str(big), "--collection", "big", "--json"]
        first = _measured(cmd, env, KILL_AFTER_S)
        fractions = [
            json.loads(x).get("fraction") for x in first["out"].splitlines() if '"indexing"' in x
        ]
        sys.path.insert(0, str(ROOT))
        os.environ["TANDEM_HOME"] = env["TANDEM_HOME"]
        from app.core.rag.manifest import Manifest

        def committed() -> tuple[str, int]:
            m = Manifest(tmpdir / "home" / "chroma" / "tandem-manifest.sqlite3")
            try:
                rec = m.files("big").get(str(big.resolve()))
                return (rec.status, rec.chunks) if rec else ("none", 0)
            finally:
                m.close()

        status1, chunks1 = committed()
        metrics.append(
            {"metric": "50 MB text, real encoder: peak RSS before SIGKILL", "value": round(first["rss_mb"]),
             "unit": "MB", "note": f"killed after {KILL_AFTER_S:.0f} s at {max(fractions or [0]):.1%} "
             f"of the file; {chunks1} chunks committed ({status1})"}
        )  # fmt: skip
        second = _measured(cmd, env, KILL_AFTER_S / 2)
        status2, chunks2 = committed()
        metrics.append(
            {"metric": "50 MB text, real encoder: resumed run peak RSS", "value": round(second["rss_mb"]),
             "unit": "MB", "note": f"resumed at chunk {chunks1}, {chunks2} committed after "
             f"{KILL_AFTER_S / 2:.0f} s more ({status2})"}
        )  # fmt: skip

        full = _measured(
            [sys.executable, "-c", _FAST_INDEX, str(tmpdir / "fast"), str(big)], env, FULL_TIMEOUT_S
        )
        metrics.append(
            {"metric": "50 MB text, whole file (hashing embedder): peak RSS", "value": round(full["rss_mb"]),
             "unit": "MB", "note": f"{full['s']:.0f} s, rc {full['rc']}: {full['out'].strip()[-80:]}"}
        )  # fmt: skip
    return {"name": "index_rss", "metrics": metrics}


if __name__ == "__main__":
    print(json.dumps(run(), indent=2, ensure_ascii=False))
