"""`tandem index PATH... --collection NAME [--label LEVEL] [--watch] [--json]`."""

from __future__ import annotations

import argparse
import sys
import threading
from pathlib import Path
from typing import Any

from app.cli import CliError, one_line
from app.commands._output import emit_json
from app.commands._services import open_services
from app.core.config import LEVELS


def run(args: argparse.Namespace) -> int:
    from app.core.rag.document_store import IndexProgress, StoreError

    def progress(p: IndexProgress) -> None:
        if args.json:
            event: dict[str, Any] = {
                "event": "progress",
                "done": p.done,
                "total": p.total,
                "path": p.path,
                "status": p.status,
            }
            if p.error:
                event["error"] = p.error
            if p.fraction is not None:
                event["fraction"] = p.fraction
            emit_json(event)
        elif p.status != "unchanged":
            detail = f": {p.error}" if p.error else ""
            if p.fraction is not None:
                detail = f" ({p.fraction:.0%})"
            print(one_line(f"[{p.done}/{p.total}] {p.status} {p.path}{detail}"), file=sys.stderr)

    with open_services() as services:
        store = services.documents()
        record = store.manifest.collection(args.collection)
        # Re-indexing without --label keeps the collection's label instead of resetting it.
        label = args.label or (record.label if record else "internal")
        if not any(Path(p).exists() for p in args.paths) and record is None:
            raise CliError(f"no such file or folder: {args.paths[0]}")
        try:
            report = store.index(args.paths, args.collection, label, progress=progress)
        except StoreError as exc:
            raise CliError(str(exc)) from exc
        if args.json:
            emit_json(
                {
                    "indexed": report.indexed,
                    "unchanged": report.unchanged,
                    "failed": [{"path": p, "error": e} for p, e in report.failed],
                    "removed": report.removed,
                    "chunks": report.chunks,
                    "skipped": [{"path": p, "reason": r} for p, r in report.skipped],
                }
            )
        else:
            skipped = f", skipped {len(report.skipped)}" if report.skipped else ""
            print(
                f"indexed {report.indexed}, unchanged {report.unchanged}, "
                f"failed {len(report.failed)}, removed {report.removed}{skipped} "
                f"(collection {args.collection!r}, label {label})"
            )
        if _nothing_usable(report):
            n = len(report.failed) + len(report.skipped)
            first = (report.failed or report.skipped)[0]
            print(
                one_line(
                    f"tandem index: error: nothing was indexed: {n} file(s) failed or were "
                    f"skipped (first: {first[0]}: {first[1]})"
                ),
                file=sys.stderr,
            )
            return 1
        if args.watch:
            store.set_watch(args.collection, True)  # the app keeps watching it too
            _watch(store, args)
    return 0


def _nothing_usable(report: Any) -> bool:
    """Every file failed or was skipped, and nothing was indexed before either."""
    return bool(
        (report.failed or report.skipped)
        and not (report.indexed or report.unchanged or report.removed or report.cancelled)
    )


def _watch(store: Any, args: argparse.Namespace) -> None:
    from app.core.rag.watcher import FolderWatcher

    record = store.manifest.collection(args.collection)
    stop = threading.Event()

    def on_report(report: Any) -> None:
        if args.json:
            emit_json(
                {
                    "event": "reindexed",
                    "indexed": report.indexed,
                    "unchanged": report.unchanged,
                    "failed": [{"path": p, "error": e} for p, e in report.failed],
                    "removed": report.removed,
                    "skipped": [{"path": p, "reason": r} for p, r in report.skipped],
                }
            )
        else:
            print(f"re-indexed {report.indexed}, removed {report.removed}", file=sys.stderr)

    with FolderWatcher(store, args.collection, record.roots, on_report=on_report):
        print(f"watching {', '.join(record.roots)} (Ctrl-C to stop)", file=sys.stderr)
        try:
            while not stop.wait(1.0):
                pass
        except KeyboardInterrupt:
            return


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("index", help="(re)index files and folders into a document collection")
    p.add_argument("paths", nargs="+", metavar="PATH", help="files or folders")
    p.add_argument("--collection", required=True, metavar="NAME", help="collection to index into")
    p.add_argument(
        "--label",
        choices=LEVELS,
        help="privacy label every chunk carries (default: the collection's, else internal)",
    )
    p.add_argument("--watch", action="store_true", help="keep running and re-index changes")
    p.add_argument("--json", action="store_true", help="progress events, then the summary")
    p.set_defaults(func=run)
