"""Byte-identical check of two trees' ``privacy-check`` on generated entity-dense text.

    python -m tests.support.gate_sameness OTHER_TREE [--sizes 300000,2500000] [--seeds 1,2,3]

Writes ``dense_text(size, seed)`` (tests/support/dense_text.py) to a file, runs
``python -m app privacy-check`` (stdin) with this tree and with OTHER_TREE first on the path,
and compares the JSON lines byte for byte. Reports CPU seconds and peak RSS of each run (from
``resource``). Exit status 1 on any difference. A speed change to the gate must not change one
byte of what it answers.
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.support.dense_text import dense_text

HERE = Path(__file__).resolve().parents[2]


def _run(tree: Path, data: Path, home: str) -> tuple[bytes, float, float, int]:
    env = {**os.environ, "PYTHONPATH": str(tree), "TANDEM_HOME": home}
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    with data.open("rb") as stdin:
        out = subprocess.run(
            [sys.executable, "-m", "app", "privacy-check"],
            stdin=stdin,
            capture_output=True,
            cwd=tree,
            env=env,
            check=True,
        ).stdout
    wall = time.monotonic() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return out, cpu, wall, after.ru_maxrss  # ru_maxrss: the largest child so far, KiB


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("other", type=Path)
    ap.add_argument("--sizes", default="300000,2500000")
    ap.add_argument("--seeds", default="1,2,3")
    args = ap.parse_args()
    bad = 0
    with tempfile.TemporaryDirectory() as tmp:
        home = os.path.join(tmp, "home")
        os.mkdir(home, 0o700)
        for size in (int(s) for s in args.sizes.split(",")):
            for seed in (int(s) for s in args.seeds.split(",")):
                data = Path(tmp, f"in_{size}_{seed}.txt")
                data.write_text(dense_text(size, seed), encoding="utf-8")
                ours = _run(HERE, data, home)
                theirs = _run(args.other.resolve(), data, home)
                same = ours[0] == theirs[0]
                bad += not same
                print(
                    f"size={size} seed={seed} {'same' if same else 'DIFFERENT'} "
                    f"({len(ours[0])} bytes) cpu {ours[1]:.2f}s vs {theirs[1]:.2f}s, "
                    f"wall {ours[2]:.2f}s vs {theirs[2]:.2f}s",
                    flush=True,
                )
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
