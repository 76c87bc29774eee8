"""`tandem models list|fetch|pull|use|remove`: bundled models (verified by sha256) and the
catalog of local chat models (:mod:`app.commands.model_catalog`)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from app.cli import CliError
from app.commands._output import emit_json
from app.commands.model_catalog import register_catalog, run_list

if TYPE_CHECKING:
    from app.core.models import model_files


def _fetch(args: argparse.Namespace) -> int:
    from app.core.models import model_files

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
    _speech_int8_copies([st.spec for st in statuses if st.ok and st.spec.kind == "asr"], say)
    if args.json:
        emit_json({"models": [{"name": st.spec.name, "ok": st.ok} for st in statuses]})
    return 0


def _speech_int8_copies(specs: list[model_files.ModelSpec], say: Callable[[str], None]) -> None:
    """The int8 copy each speech model loads from (app/core/engines/asr_int8.py), made here so
    the first ``tandem transcribe`` after installing does not pay for it (~1 s); a copy that
    cannot be written is only slower starts, never an error."""
    from app.core.engines import asr_int8
    from app.core.models import model_files

    for spec in specs:
        folder = model_files.model_dir(spec)
        if asr_int8.cached(folder) is None and asr_int8.build(folder) is not None:
            say(f"{spec.name}: int8 copy written (faster start)")


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("models", help="the model catalog; list, pull, use, remove, fetch")
    msub = p.add_subparsers(
        dest="models_command", metavar="list|pull|use|remove|fetch", required=True
    )
    pl = msub.add_parser("list", help="the catalog, what is installed, and the bundled models")
    pl.add_argument("--json", action="store_true")
    pl.set_defaults(func=run_list)
    pf = msub.add_parser("fetch", help="download, assemble and verify missing or corrupt models")
    pf.add_argument("names", nargs="*", help="only these models (default: all)")
    pf.add_argument("--json", action="store_true")
    pf.set_defaults(func=_fetch)
    register_catalog(msub)
