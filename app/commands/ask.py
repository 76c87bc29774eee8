"""`tandem ask QUESTION [--mode ...] [--collection NAME]... [--no-history] [--json]`.

Text mode streams the draft, then the cloud upgrade, to stdout; how the request was routed and
any fallback go to stderr, so stdout stays the answer. ``--json`` prints every event of DESIGN.md
section 4 as one line, as it happens.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from app.cli import CliError
from app.commands._output import emit_json


def _out(text: str) -> None:
    sys.stdout.write(text)
    sys.stdout.flush()


def _err(text: str) -> None:
    sys.stderr.write(text + "\n")
    sys.stderr.flush()


async def _ask(args: argparse.Namespace, speaker: Any = None) -> int:
    from app.core.events import (
        DraftEvent,
        ErrorEvent,
        FallbackEvent,
        FinalEvent,
        PrivacyEvent,
        RouteEvent,
        UpgradeEvent,
        UploadEvent,
    )
    from app.core.pipeline import AskRequest, Pipeline

    pipeline = Pipeline()
    request = AskRequest(
        question=args.question,
        mode=args.mode or pipeline.settings.routing.default_mode,
        collections=tuple(args.collection or ()),
        no_history=args.no_history,
    )
    status = 0
    streamed = {"draft": False, "upgrade": False}
    try:
        async for event in pipeline.ask(request):
            if speaker is not None:
                speaker.feed(event)
            if args.json:
                emit_json(event.to_dict())
                if isinstance(event, ErrorEvent):
                    status = 1
                continue
            if isinstance(event, PrivacyEvent):
                _err(f"privacy: {event.level} ({event.action})")
            elif isinstance(event, RouteEvent):
                _err(f"route: {event.plan} via {', '.join(event.endpoints)}")
                for reason in event.reasons:
                    _err(f"  - {reason}")
            elif isinstance(event, DraftEvent):
                if not streamed["draft"]:
                    _out("[draft] ")
                    streamed["draft"] = True
                _out(event.delta)
            elif isinstance(event, UploadEvent):
                redacted = ", redacted" if event.redacted else ""
                _err(
                    f"\nupload: {event.chars} chars to {event.endpoint} ({event.trust_zone}{redacted})"
                )
            elif isinstance(event, UpgradeEvent):
                if not streamed["upgrade"]:
                    _out(("\n" if streamed["draft"] else "") + "[cloud] ")
                    streamed["upgrade"] = True
                _out(event.delta)
            elif isinstance(event, FallbackEvent):
                _err(f"\nfallback: {event.reason} (the device's answer stands)")
            elif isinstance(event, FinalEvent):
                if not streamed["draft"] and not streamed["upgrade"]:
                    _out(event.text)
                elif event.source == "local" and streamed["upgrade"]:
                    # The cloud broke off mid-answer: show which text stands.
                    _out(f"\n[answer] {event.text}")
                _out("\n")
                for c in event.citations:
                    page = f", page {c.page}" if c.page is not None else ""
                    _out(f"  source: {c.source}{page}\n")
                _err(f"answer: {event.source}, trace {event.request_id}")
            elif isinstance(event, ErrorEvent):
                _err(f"tandem ask: error: {event.message}")
                status = 1
    finally:
        pipeline.close()
    return status


def run(args: argparse.Namespace) -> int:
    if not args.question.strip():
        raise CliError("the question is empty")
    if args.speak or args.speak_out:
        from app.commands._speak import run_speaking

        return run_speaking(args, _ask)
    import asyncio  # not at module level: every `tandem` start would pay ~30 ms for it

    return asyncio.run(_ask(args))


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("ask", help="answer a question: local draft first, cloud upgrade after")
    p.add_argument("question", help="the question")
    p.add_argument(
        "--mode",
        choices=("auto", "local", "cloud", "hybrid"),
        default=None,
        help="where to answer (default: the settings' routing.default_mode)",
    )
    p.add_argument(
        "--collection", action="append", metavar="NAME", help="search this document collection"
    )
    p.add_argument("--no-history", action="store_true", help="do not read or write history")
    p.add_argument("--json", action="store_true", help="one event per line (DESIGN.md section 4)")
    p.add_argument(
        "--speak", action="store_true", help="speak the answer as it streams (draft, then upgrade)"
    )
    p.add_argument(
        "--speak-out", metavar="FILE.wav", help="write what would be spoken to a WAV instead"
    )
    p.set_defaults(func=run)
