"""`tandem models list|fetch`: bundled models, verified by sha256."""

from __future__ import annotations

import argparse
import sys

from app.cli import CliError
from app.commands._output import emit_json


def _list(args: argparse.Namespace) -> int:
    from app.core import model_files

    try:
        statuses = [model_files.check(s) for s in model_files.load_manifest()]
    except model_files.ModelError as exc:
        raise CliError(str(exc)) from None
    if args.json:
        emit_json(
            {
                "models": [
                    {
                        "name": st.spec.name,
                        "kind": st.spec.kind,
                        "ok": st.ok,
                        "path": str(st.path),
                        "size": st.spec.size,
                        "licence": st.spec.licence,
                        "detail": st.detail,
                    }
                    for st in statuses
                ]
            }
        )
    else:
        for st in statuses:
            mark = "ok " if st.ok else "MISSING"
            print(
                f"[{mark}] {st.spec.name:24} {st.spec.kind:9} {st.spec.size / 1e6:7.1f} MB  "
                f"{st.detail}"
            )
    return 0 if all(st.ok for st in statuses) else 1


def _fetch(args: argparse.Namespace) -> int:
    from app.core import model_files

    def say(msg: str) -> None:
        if args.json:
            emit_json({"event": "progress", "message": msg})
        else:
            print(msg, file=sys.stderr)

    try:
        specs = model_files.load_manifest()
        if args.names:
            specs = [model_files.get_spec(n, specs) for n in args.names]
        statuses = [model_files.fetch(s, progress=say) for s in specs]
    except model_files.ModelError as exc:
        raise CliError(str(exc)) from None
    if args.json:
        emit_json({"models": [{"name": st.spec.name, "ok": st.ok} for st in statuses]})
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("models", help="list or fetch the bundled models")
    msub = p.add_subparsers(dest="models_command", metavar="list|fetch", required=True)
    pl = msub.add_parser("list", help="show bundled models and whether they are verified")
    pl.add_argument("--json", action="store_true")
    pl.set_defaults(func=_list)
    pf = msub.add_parser("fetch", help="download, assemble and verify missing or corrupt models")
    pf.add_argument("names", nargs="*", help="only these models (default: all)")
    pf.add_argument("--json", action="store_true")
    pf.set_defaults(func=_fetch)
