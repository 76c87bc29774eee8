"""`tandem audit [--config] [--json] [--last N]`: what left the device, newest first; with
``--config``, the changes of settings.toml and routing.toml (and whether a cloud key was saved).

Reads the outbound audit log in the data home. Redactions are shown as types and counts only;
the log never holds the original values. Config changes never show a secret's value.
"""

from __future__ import annotations

import argparse
import json

from app.cli import CliError
from app.commands._output import emit_json


def _value(v: object) -> str:
    return "(absent)" if v is None else json.dumps(v, ensure_ascii=False)


def run_config(args: argparse.Namespace) -> int:
    from app.core.monitor import config_audit

    config_audit.observe_home()  # a hand edit since the last start is recorded before listing
    entries = config_audit.changes(args.last)
    if args.json:
        emit_json({"config_changes": [e.as_json() for e in entries]})
        return 0
    if not entries:
        print("no settings or rules changes recorded")
        return 0
    for e in entries:
        j = e.as_json()
        print(f"#{e.id} {j['time']} {e.file} ({e.source}): {len(e.changes)} key(s)")
        for c in e.changes:
            print(f"    {c['key']}: {_value(c['old'])} -> {_value(c['new'])}")
    return 0


def run(args: argparse.Namespace) -> int:
    from app.core.store.audit import AuditLog

    if args.last < 0:
        raise CliError("--last must be 0 or more")
    if args.config:
        return run_config(args)
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
    p.add_argument(
        "--config",
        action="store_true",
        help="settings.toml / routing.toml changes instead of uploads",
    )
    p.add_argument(
        "--json", action="store_true", help='print {"uploads":[...]} (or {"config_changes":[...]})'
    )
    p.add_argument("--last", type=int, default=20, metavar="N", help="how many (default 20)")
    p.set_defaults(func=run)
