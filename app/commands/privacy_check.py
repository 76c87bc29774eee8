"""`tandem privacy-check [TEXT] [--jsonl]`: classify and redact (docs/ARCHITECTURE.md §3).

One JSON line per text: ``{"id","level","entities":[{"type","start","end","text"}],"redacted"}``
with offsets as Python string indices. ``--jsonl`` reads ``{"id","text"}`` lines from stdin and
answers each as soon as it is read, so one process serves a whole file (or a pipe).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from app.cli import CliError
from app.commands._output import emit_json


def _result(item_id: Any, text: str) -> dict[str, Any]:
    from app.core.privacy.classifier import classify
    from app.core.privacy.redaction import Redactor

    c = classify(text)
    return {
        "id": item_id,
        "level": c.level,
        "entities": [e.as_json() for e in c.entities],
        "redacted": Redactor().redact(text, c.entities),
    }


def _run_jsonl() -> int:
    bad = 0
    for lineno, line in enumerate(sys.stdin, 1):
        if not line.strip():
            continue
        try:
            item = json.loads(line.lstrip("\ufeff"))
            if not isinstance(item, dict) or not isinstance(item.get("text"), str):
                raise ValueError('expected an object with a string "text"')
        except ValueError as exc:
            bad += 1
            print(f"tandem privacy-check: line {lineno}: {exc}", file=sys.stderr)
            continue
        emit_json(_result(item.get("id"), item["text"]))
    return 2 if bad else 0


def _utf8_streams() -> None:
    """JSON lines are UTF-8 whatever the console's code page (Windows pipes default to cp936 or
    cp1252, which cannot carry Chinese text)."""
    for stream in (sys.stdin, sys.stdout):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(encoding="utf-8")


def run(args: argparse.Namespace) -> int:
    _utf8_streams()
    if args.jsonl:
        if args.text is not None:
            raise CliError("give TEXT or --jsonl, not both")
        return _run_jsonl()
    text = args.text if args.text is not None else sys.stdin.read()
    if text is None or text == "":
        raise CliError("no text: give TEXT, pipe text on stdin, or use --jsonl")
    emit_json(_result(None, text))
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser(
        "privacy-check",
        help="classify a text's privacy level and redact it (JSON out)",
        description="Classify and redact. Output is one JSON object per text.",
    )
    p.add_argument("text", nargs="?", help="the text (default: read stdin)")
    p.add_argument(
        "--jsonl", action="store_true", help='read {"id","text"} lines on stdin, one result each'
    )
    p.add_argument("--json", action="store_true", help="accepted for symmetry; output is JSON")
    p.set_defaults(func=run)
