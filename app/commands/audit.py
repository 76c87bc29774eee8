"""`tandem audit [--json] [--last N]`: what left the device, newest first.

Reads the outbound audit log in the data home. Redactions are shown as types and counts only;
the log never holds the original values.
"""

from __future__ import annotations

import argparse

from app.cli import CliError
from app.commands._output import emit_json


def run(args: argparse.Namespace) -> int:
    from app.core.store.audit import AuditLog

    if args.last < 0:
        raise CliError("--last must be 0 or more")
    entries = AuditLog().recent(args.last)
    if args.json:
        emit_json({"uploads": [e.as_json() for e in entries]})
        return 0
    if not entries:
        print("no uploads recorded")
        return 0
    for e in entries:
        j = e.as_json()
        red = ", ".join(f"{t}×{n}" for t, n in sorted(e.redactions.items())) or "none"
        print(f"#{e.id} {j['time']} {e.endpoint} ({e.trust_zone}) level={e.level} "
              f"redacted={red} chars={e.chars}")  # fmt: skip
        preview = e.text_sent if len(e.text_sent) <= 200 else e.text_sent[:200] + "…"
        print("    " + preview.replace("\n", "\n    "))
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("audit", help="show what was uploaded (outbound audit log)")
    p.add_argument("--json", action="store_true", help='print {"uploads":[...]}')
    p.add_argument("--last", type=int, default=20, metavar="N", help="how many (default 20)")
    p.set_defaults(func=run)
