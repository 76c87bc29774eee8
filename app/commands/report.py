"""`tandem report [--since 7d] --out FILE.html|.md`: a self-contained report (charts embedded as
images) of what ran where, how fast, how often it fell back and what it cost."""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

from app.cli import CliError


def run(args: argparse.Namespace) -> int:
    from app.commands.stats import gather
    from app.core.monitor.metrics import Window
    from app.core.monitor.report import render_html, render_markdown
    from app.core.monitor.series import compute_series
    from app.core.store.traces import TraceStore

    out = Path(args.out)
    suffix = out.suffix.lower()
    if suffix not in (".html", ".htm", ".md"):
        raise CliError("--out must end in .html or .md")
    if not out.parent.is_dir():
        raise CliError(f"{out.parent} is not a folder")
    stats = gather(args.since)
    store = TraceStore()
    try:
        series = compute_series(store, Window.last(args.since))
    finally:
        store.close()
    text = render_markdown(stats, series) if suffix == ".md" else render_html(stats, series)
    fd, tmp = tempfile.mkstemp(prefix=".report-", suffix=suffix, dir=out.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)  # mkstemp's 0600 would hide a report meant to be shared
        os.replace(tmp, out)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    print(f"wrote {out} ({stats['requests']['total']} requests, last {args.since})")
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("report", help="write a self-contained HTML or Markdown report")
    p.add_argument("--since", default="7d", metavar="1h|24h|7d|30d", help="the window (default 7d)")
    p.add_argument("--out", required=True, metavar="FILE.html|.md", help="where to write it")
    p.set_defaults(func=run)
