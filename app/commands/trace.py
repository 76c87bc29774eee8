"""`tandem trace show ID|last [--json]`: one request's trace (what ran where, why, what left)."""

from __future__ import annotations

import argparse
import json

from app.cli import CliError
from app.commands._output import emit_json


def _show(trace: dict) -> None:  # type: ignore[type-arg]
    route = trace.get("route", {})
    privacy = trace.get("privacy", {})
    print(f"request   {trace.get('request_id')}  ({trace.get('created_at')})")
    print(f"question  {trace.get('question')!r}")
    print(f"mode      {trace.get('mode')} -> plan {route.get('plan')} via {route.get('endpoints')}")
    for reason in route.get("reasons", []):
        print(f"          - {reason}")
    print(
        f"privacy   {privacy.get('level')} ({privacy.get('action')}), {len(privacy.get('entities', []))} entities"
    )
    upload = trace.get("upload")
    if upload:
        print(
            f"upload    {upload['chars']} chars to {upload['endpoint']} ({upload['trust_zone']}), "
            f"redacted={upload['redacted']}, audit #{upload.get('audit_id')}"
        )
    else:
        print("upload    nothing left the device")
    if trace.get("fallback"):
        print(f"fallback  {trace['fallback']}: {trace.get('cloud_error', '')}")
    print(f"answer    {trace.get('source')}  timings {json.dumps(trace.get('timings'))}")
    draft = trace.get("draft_text") or ""
    if trace.get("draft_dropped"):
        print("draft     not shown: the cloud answered first")
    elif trace.get("draft_stopped"):
        print(f"draft     {len(draft)} chars shown, cut short by the upgrade")
    for c in trace.get("citations") or []:
        page = f", page {c['page']}" if c.get("page") is not None else ""
        print(f"source    {c.get('path') or c.get('source')}{page}")
    print(f"cost      {json.dumps(trace.get('cost'))}")
    if trace.get("error"):
        print(f"error     {trace['error']}")


def run(args: argparse.Namespace) -> int:
    from app.core.store.traces import TraceNotFound, TraceStore

    store = TraceStore()
    try:
        trace = store.get(args.id)
    except TraceNotFound:
        if args.id == "last":  # "last" finds nothing only in an empty home
            raise CliError("no requests yet: ask something first (tandem ask QUESTION)") from None
        raise CliError(f"no trace {args.id!r} (try: tandem trace show last)") from None
    finally:
        store.close()
    if args.json:
        emit_json(trace)
    else:
        _show(trace)
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("trace", help="show a request's trace")
    verbs = p.add_subparsers(dest="verb", metavar="VERB", required=True)
    show = verbs.add_parser("show", help="show one trace")
    show.add_argument("id", metavar="ID|last", help="a request id (or a unique prefix), or last")
    show.add_argument("--json", action="store_true", help="the whole trace as one JSON object")
    show.set_defaults(func=run)
