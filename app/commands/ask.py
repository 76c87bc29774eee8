"""`tandem ask QUESTION [--mode ...] [--collection NAME]... [--image FILE]... [--attach FILE]...
[--no-history]
[--no-cache] [--json]`.

Text mode streams the draft, then the cloud upgrade, to stdout; how the request was routed and
any fallback go to stderr, so stdout stays the answer. ``--json`` prints every event of
docs/ARCHITECTURE.md §4 as one line, as it happens.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import sys
from typing import Any, TextIO

from app.cli import CliError
from app.commands._services import open_services


def _private(stream: TextIO) -> TextIO:
    """A writer on a duplicate of ``stream``'s file descriptor.

    Why: llama.cpp's quiet model load (on the engine's worker thread) points fd 1 and 2, and
    ``sys.stdout``/``sys.stderr``, at /dev/null for a moment, and a hybrid answer's first events
    (the upload, a fast cloud answer) come in exactly that moment. A duplicate keeps pointing at
    the real output.
    """
    try:
        fd = os.dup(stream.fileno())
    except (AttributeError, OSError, ValueError, io.UnsupportedOperation):
        return stream  # not a real file (captured in-process): nothing redirects it
    return os.fdopen(fd, "w", encoding=stream.encoding or "utf-8", errors=stream.errors)


_STREAMS: dict[str, TextIO] = {}


def _keep_streams() -> None:
    """Take the private writers (:func:`_private`) once, before anything can start a model's
    load: an in-process model starts loading in :func:`run` (``start_early``), and writers
    taken while its quiet load had fd 1 at /dev/null would write every event there."""
    if not _STREAMS:
        _STREAMS.update(out=_private(sys.stdout), err=_private(sys.stderr))


def _out(text: str) -> None:
    out = _STREAMS.get("out", sys.stdout)
    out.write(text)
    out.flush()


def _err(text: str) -> None:
    err = _STREAMS.get("err", sys.stderr)
    err.write(text + "\n")
    err.flush()


def emit_json(obj: object) -> None:
    _out(json.dumps(obj, ensure_ascii=False) + "\n")


def _settings() -> Any:
    """The settings, or one line naming the file and what is wrong with it."""
    from app.core.config import SettingsError, load_settings

    try:
        return load_settings().settings
    except SettingsError as exc:
        raise CliError(str(exc)) from None


def _check_collections(services: Any, names: list[str]) -> None:
    """Search rejects a collection that does not exist; so does ask, before any model loads."""
    if not names:
        return
    known = [rec.name for rec in services.documents().manifest.collections()]
    missing = [n for n in names if n not in known]
    if missing:
        have = f"known: {', '.join(map(repr, known))}" if known else "none is indexed yet"
        raise CliError(f"no collection named {', '.join(map(repr, missing))} ({have})")


def _rules_warning(pipeline: Any) -> None:
    """A broken routing.toml is not silently ignored: say which rules are in use and where."""
    rules = getattr(pipeline, "rules", None)
    if rules is None:
        return
    rules.current()
    if getattr(rules, "error", None):
        _err(f"tandem ask: warning: {rules.error}")


def _tool_line(event: Any) -> str:
    """One stderr line for a ``tool`` event (docs/ARCHITECTURE.md §16)."""
    if not event.name:  # a server that could not start or list its tools
        return f"\ntool: {event.error} (the answer goes on without it)"
    label = f"{event.server}/{event.name}" if event.server else event.name
    if not event.approved and event.error is None:
        return f"\ntool: {label} refused: not auto-approved, it did not run"
    if event.error is not None:
        return f"\ntool: {label} failed: {event.error} (the answer goes on)"
    hidden = ", ".join(f"{n} {t}" for t, n in sorted(event.hidden.items()))
    return f"\ntool: {label} ran on the device, {event.chars} chars sent back" + (
        f" ({hidden} hidden)" if hidden else ""
    )


async def _ask(args: argparse.Namespace, settings: Any, speaker: Any = None) -> int:
    from app.core.events import (
        DraftEvent,
        ErrorEvent,
        FallbackEvent,
        FinalEvent,
        PrivacyEvent,
        RouteEvent,
        ToolEvent,
        UpgradeEvent,
        UploadEvent,
    )
    from app.core.pipeline import AskRequest

    _keep_streams()
    services = open_services(settings)
    pipeline = services.pipeline()
    _rules_warning(pipeline)
    request = AskRequest(
        question=args.question,
        mode=args.mode or pipeline.settings.routing.default_mode,
        collections=tuple(args.collection or ()),
        no_history=args.no_history,
        bypass_cache=args.no_cache,
        images=tuple(args.images),
        files=tuple(args.files),
    )
    status = 0
    streamed = {"draft": False, "upgrade": False}
    import asyncio

    # The cloud connection opens while the model loads (docs/ARCHITECTURE.md §7); the request's
    # cloud call then finds TCP and TLS done. Nothing of the question goes with it.
    warm = asyncio.ensure_future(pipeline.preconnect(request.mode))
    try:
        async for event in pipeline.ask(request):
            if speaker is not None:
                speaker.feed(event)
            if isinstance(event, FinalEvent) and event.local_error:
                _err(f"tandem ask: warning: {event.local_error}")  # --json too: one line
            if isinstance(event, FinalEvent) and event.tools_refused:
                _err(  # --json too: the answer was made without them
                    "tandem ask: tools not run (not auto-approved in mcp.json): "
                    + ", ".join(event.tools_refused)
                )
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
                if event.images is not None:
                    _err(f"  {_pictures_sent(event.images)}")
            elif isinstance(event, ToolEvent):
                _err(_tool_line(event))
            elif isinstance(event, UpgradeEvent):
                if not streamed["upgrade"]:
                    _out(("\n" if streamed["draft"] else "") + "[cloud] ")
                    streamed["upgrade"] = True
                _out(event.delta)
            elif isinstance(event, FallbackEvent):
                from app.core.engines.cloud_errors import describe

                _err(
                    f"\nfallback: {event.reason}: {describe(event.reason)} (the device's answer stands)"
                )
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
                cached = ", from cache" if event.from_cache else ""
                made = {"image": ", from the picture itself", "text": ", from the picture's text"}
                seen = made.get(event.image_input or "", "")
                _err(f"answer: {event.source}{cached}{seen}, trace {event.request_id}")
            elif isinstance(event, ErrorEvent):
                _err(f"tandem ask: error: {event.message}")
                status = 1
    finally:
        from app.core.monitor.device import record_quietly

        record_quietly(pipeline)  # load time, decode speed, memory (docs/ARCHITECTURE.md)
        warm.cancel()
        await asyncio.gather(warm, return_exceptions=True)
        await pipeline.aclose()
        services.close()
        for stream in _STREAMS.values():
            if stream not in (sys.stdout, sys.stderr, sys.__stdout__, sys.__stderr__):
                stream.close()
        _STREAMS.clear()
    return status


def _pictures_sent(images: list[dict[str, Any]]) -> str:
    if not images:
        return "pictures: none sent (only their text went)"
    said = []
    for im in images:
        masked = f", {im['painted']} region(s) painted over" if im.get("masked") else ""
        said.append(f"{im['name']} ({im['width']}x{im['height']}{masked})")
    return "pictures sent: " + "; ".join(said)


def _read_images(paths: list[str]) -> list[Any]:
    """Each ``--image``, read and checked before any model or network is involved."""
    from app.core.engines.images import ImageError, decode, read_image_file

    out = []
    for path in paths:
        try:
            image = read_image_file(path)
            decode(image)
        except ImageError as exc:
            raise CliError(str(exc)) from None
        out.append(image)
    return out


def _read_files(paths: list[str], settings: Any) -> list[Any]:
    """Each ``--attach``, read into text on the device before any model or network is
    involved. A file that cannot be read is one line on stderr and left out: the question is
    still answered (without it)."""
    from pathlib import Path

    from app.core.rag.attached import MAX_FILES, AttachError, read_attachment

    if len(paths) > MAX_FILES:
        raise CliError(f"at most {MAX_FILES} files with one question ({len(paths)} given)")
    out = []
    for path in paths:
        try:
            out.append(read_attachment(Path(path), settings.index_limits))
        except AttachError as exc:
            _err(f"tandem ask: warning: not attached: {exc}")
    if out:
        _err("attached: " + "; ".join(f.describe() for f in out))
    return out


def early(argv: list[str]) -> None:
    """Before the arguments are parsed and the settings read: start a local model's process
    unless the question is for the cloud only; it imports llama.cpp on another core meanwhile,
    and :func:`run` hands it the configured model (or stops it)."""
    if {"-h", "--help"} & set(argv) or _mode_arg(argv) == "cloud":
        return
    from app.core.engines.llm_host import prespawn

    prespawn()


def _mode_arg(argv: list[str]) -> str | None:
    for i, arg in enumerate(argv):
        if arg == "--mode" and i + 1 < len(argv):
            return argv[i + 1]
        if arg.startswith("--mode="):
            return arg.split("=", 1)[1]
    return None


def _check_question_text(question: str) -> None:
    """A question argument with bytes that are not UTF-8 (Python keeps them as lone surrogates)
    is refused before any model or network is involved, and said to be the question's fault."""
    for i, ch in enumerate(question):
        if "\ud800" <= ch <= "\udfff":
            byte = (
                f"byte 0x{ord(ch) - 0xDC00:02x}"
                if "\udc80" <= ch <= "\udcff"
                else f"U+{ord(ch):04X}"
            )
            raise CliError(
                f"the question is not valid text: {byte} at character {i + 1} is not UTF-8 "
                "(nothing was asked or sent)"
            )


def run(args: argparse.Namespace) -> int:
    if not args.question.strip():
        raise CliError("the question is empty")
    _check_question_text(args.question)
    args.images = _read_images(args.image or [])
    settings = _settings()
    args.files = _read_files(args.attach or [], settings)
    mode = args.mode or settings.routing.default_mode
    _keep_streams()  # before start_early below can begin a quiet in-process load
    if mode == "cloud" or not settings.local.model_process:
        from app.core.engines.llm_host import discard_prespawned

        discard_prespawned()  # early() started one: this answer will not use it
    if mode in ("local", "hybrid") or (mode == "auto" and settings.local.model_process):
        # The model's process starts now and loads on another core beside the imports, the
        # collection check and the services below (docs/ARCHITECTURE.md §1). In auto mode the
        # draft is likely; when the result cache answers instead, the unused process exits with
        # this one (an in-process model would cost this process the load: not in auto mode).
        from app.core.engines.llm_host import start_early
        from app.core.pipeline.prompt import system_prefix

        engine = start_early(settings, system_prefix())
        if not args.collection and not args.images and not args.files:
            # The draft's prompt is known already: the model's process begins it once loaded,
            # while this one imports the pipeline, whose draft takes it (head_start.py).
            from app.core.pipeline.head_start import begin_first_draft

            begin_first_draft(engine, args.question)
    if mode != "auto" or not settings.cache.enabled or args.no_cache:
        # The gate's recogniser (spaCy: ~0.8 s to import and load) loads on its own thread
        # while the model's process loads and the pipeline is imported, not after them. In
        # auto mode the result cache may answer instead (in a few ms, which that thread would
        # slow): there the pipeline starts it once the cache has missed.
        from app.core.privacy.ner import EntityPolicy, load_in_background

        if EntityPolicy.from_settings(settings.privacy.entities).enabled:
            load_in_background(args.question)
    if args.collection:
        with open_services(settings) as services:
            _check_collections(services, list(args.collection))
    if args.speak or args.speak_out:
        from app.commands._speak import run_speaking

        return run_speaking(args, lambda a, speaker: _ask(a, settings, speaker))
    import asyncio  # not at module level: every `tandem` start would pay ~30 ms for it

    return asyncio.run(_ask_until_terminated(args, settings))


async def _ask_until_terminated(args: argparse.Namespace, settings: Any) -> int:
    """SIGTERM cancels the answer cleanly: the pipeline stops both engines and writes the
    trace and the history row (the draft so far, marked interrupted). A kill -9 cannot be
    caught; the draft is then whatever the pipeline had saved while it streamed."""
    import asyncio
    import contextlib
    import signal

    task = asyncio.current_task()
    assert task is not None
    loop = asyncio.get_running_loop()
    with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows: no such handlers
        loop.add_signal_handler(signal.SIGTERM, task.cancel)
    try:
        return await _ask(args, settings)
    except asyncio.CancelledError:
        _err("tandem ask: terminated; the answer so far is kept in the history")
        return 128 + signal.SIGTERM


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    from app.core.events import MODES  # here: early() runs before it, and should run soon

    p = sub.add_parser("ask", help="answer a question: local draft first, cloud upgrade after")
    p.add_argument("question", help="the question")
    p.add_argument(
        "--mode",
        choices=MODES,
        default=None,
        help="where to answer (default: the settings' routing.default_mode)",
    )
    p.add_argument(
        "--collection", action="append", metavar="NAME", help="search this document collection"
    )
    p.add_argument(
        "--image",
        action="append",
        metavar="FILE",
        help="a picture to ask about (PNG, JPEG, WebP, BMP): read on the device first",
    )
    p.add_argument(
        "--attach",
        action="append",
        metavar="FILE",
        help="a file to ask about (text, Markdown, HTML, PDF, DOCX): read on the device; a "
        "cloud reads it with the read_attached_file tool, each piece gated",
    )
    p.add_argument("--no-history", action="store_true", help="do not read or write history")
    p.add_argument(
        "--no-cache",
        action="store_true",
        help="answer afresh, not from the result cache (the new answer replaces the cached one)",
    )
    p.add_argument("--json", action="store_true", help="one event per line")
    p.add_argument(
        "--speak", action="store_true", help="speak the answer as it streams (draft, then upgrade)"
    )
    p.add_argument(
        "--speak-out", metavar="FILE.wav", help="write what would be spoken to a WAV instead"
    )
    p.set_defaults(func=run)
