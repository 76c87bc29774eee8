"""A ready cloud answer and the device's prefill (issue 30, item 15).

A cold ``tandem ask --mode hybrid --collection docs`` (a new process each run, as a user types it)
against the fault server on 127.0.0.1, which answers at once with a dozen chunks. With a
collection the draft's prompt holds the retrieved passages, and the model's process prefills
them on every core while the cloud's stream is already the answer. Measured from the process's
start: the first ``upgrade`` line on stdout, the ``final`` line and the exit (medians), and the
CPU seconds of ``tandem ask`` and its model process together (``wait4``: the model process is
reaped by ``tandem ask``, so its time is in the child's rusage), the load average beside them.

    python bench/bench_prefill_yield.py [--runs 7] [--token-delay 0.03] ROOT [ROOT...]

Each ROOT is a checkout whose code runs (e.g. main before a change, and the branch with it),
alternated run by run over the same data home, index and server, so a busy machine's load
falls on each alike. ``--token-delay``: seconds between the cloud's chunks (0: all at once).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.support.fault_server import FaultServer  # noqa: E402

CORPUS = ROOT.parent.parent / "shared" / "data" / "corpus" / "docs"
if not CORPUS.is_dir():
    CORPUS = Path("/work/shared/data/corpus/docs")
DOCS = ("leave_policy.md", "expense_rules.txt", "vpn_guide.html", "printer_manual.pdf")
QUESTION = "How many days of annual leave do I get, and how do I request them?"
TOKENS = [f"word{i} " for i in range(11)] + ["end."]


def _loadavg() -> str:
    with open("/proc/loadavg", encoding="ascii") as fh:
        return " ".join(fh.read().split()[:3])


def ask_once(code_root: Path, env: dict[str, str]) -> dict[str, float | int | None]:
    cmd = [sys.executable, "-m", "app", "ask", QUESTION, "--mode", "hybrid", "--collection",
           "docs", "--json", "--no-history", "--no-cache"]  # fmt: skip
    t0 = time.perf_counter()
    proc = subprocess.Popen(
        cmd, cwd=code_root, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
    )
    first_up: float | None = None
    final: float | None = None
    drafts = 0
    source = None
    assert proc.stdout is not None
    for line in proc.stdout:
        now = (time.perf_counter() - t0) * 1000
        event = json.loads(line)
        kind = event.get("event")
        if kind == "upgrade" and first_up is None:
            first_up = now
        elif kind == "draft":
            drafts += 1
        elif kind == "final":
            final, source = now, event.get("source")
    _pid, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    exited = (time.perf_counter() - t0) * 1000
    if proc.returncode != 0 or source != "cloud":
        raise SystemExit(f"ask failed ({proc.returncode}, source {source})")
    return {"first_upgrade_ms": first_up, "final_ms": final, "exit_ms": exited, "drafts": drafts,
            "cpu_s": usage.ru_utime + usage.ru_stime, "tail_ms": exited - (final or 0)}  # fmt: skip


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--token-delay", type=float, default=0.0)
    parser.add_argument("roots", type=Path, nargs="*", default=[ROOT])
    args = parser.parse_args(argv)
    roots = [r.resolve() for r in args.roots]
    for code_root in roots:
        if not (code_root / "models" / "smollm2-135m-instruct").exists():
            raise SystemExit(f"{code_root}/models has no bundled model")
        # As the installer does (and bench_draft): with PYTHONDONTWRITEBYTECODE every cold start
        # would compile app/ again, and checkouts would differ by that, not by the change.
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(code_root / "app")],
                       check=True)  # fmt: skip
    server = FaultServer(tokens=list(TOKENS), token_delay_s=args.token_delay)
    with tempfile.TemporaryDirectory() as tmp, server:
        home = Path(tmp) / "home"
        home.mkdir(mode=0o700)
        env = dict(os.environ)
        env.update(
            TANDEM_HOME=str(home),
            TANDEM_CLOUD_BASE_URL=server.base_url,
            TANDEM_CLOUD_MODEL="fault",
            TANDEM_CLOUD_API_KEY="sk-bench-never-printed",
        )

        def env_for(code_root: Path) -> dict[str, str]:
            return {**env, "PYTHONPATH": str(code_root)}

        subprocess.run(
            [sys.executable, "-m", "app", "index", "--collection", "docs", "--label", "public",
             *(str(CORPUS / d) for d in DOCS)],
            cwd=roots[0], env=env_for(roots[0]), check=True, capture_output=True, timeout=600,
        )  # fmt: skip
        for code_root in roots:  # the prompt cache and the OS's file cache, as after a first use
            ask_once(code_root, env_for(code_root))
        rows: dict[Path, list[dict[str, float | int | None]]] = {r: [] for r in roots}
        print(f"token delay {args.token_delay} s; load before: {_loadavg()}")
        for i in range(args.runs):
            for code_root in roots:
                row = ask_once(code_root, env_for(code_root))
                rows[code_root].append(row)
                print(f"  {code_root.name} run {i + 1}: first upgrade "
                      f"{row['first_upgrade_ms']:.0f} ms, final {row['final_ms']:.0f} ms, exit "
                      f"{row['exit_ms']:.0f} ms, cpu {row['cpu_s']:.2f} s, load {_loadavg()}")  # fmt: skip

        for code_root in roots:

            def med(key: str, rs: list[dict[str, float | int | None]] = rows[code_root]) -> float:
                return statistics.median(float(r[key] or 0) for r in rs)

            print(f"{code_root}: median of {args.runs}: first upgrade "
                  f"{med('first_upgrade_ms'):.0f} ms, final {med('final_ms'):.0f} ms, exit "
                  f"{med('exit_ms'):.0f} ms (final -> exit {med('tail_ms'):.0f} ms), cpu "
                  f"{med('cpu_s'):.2f} s")  # fmt: skip
        print(f"load after: {_loadavg()}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
