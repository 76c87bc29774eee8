"""`tandem privacy-check [TEXT] [--jsonl]`: classify and redact (docs/ARCHITECTURE.md §3).

One JSON line per text: ``{"id","level","entities":[{"type","start","end","text"}],"redacted"}``
with offsets as Python string indices. ``--jsonl`` reads ``{"id","text"}`` lines from stdin and
answers each as soon as it is read, so one process serves a whole file (or a pipe).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from typing import Any

from app.cli import CliError, one_line


def _entity_policy() -> Any:
    """``[privacy.entities]`` from the settings file (which people, organisations and places
    count: docs/ARCHITECTURE.md §5.1)."""
    from app.core.config import SettingsError, load_settings
    from app.core.privacy.ner import EntityPolicy

    try:
        return EntityPolicy.from_settings(load_settings().settings.privacy.entities)
    except SettingsError as exc:
        raise CliError(str(exc)) from None


def _result(item_id: Any, text: str, policy: Any = None) -> dict[str, Any]:
    from app.core.privacy.classifier import classify
    from app.core.privacy.ner import DEFAULT_POLICY
    from app.core.privacy.redaction import Redactor

    c = classify(text, policy or DEFAULT_POLICY)
    return {
        "id": item_id,
        "level": c.level,
        "entities": _entities_json(c),
        "redacted": Redactor().redact(text, c.entities),
    }


def _entities_json(c: Any) -> list[dict[str, object]]:
    """What the gate found, in text order: the hidden entities, and the well-known ones it let
    pass, marked ``"public": true`` (listed so that a user sees what was found; not redacted
    and not counted in the level: docs/ARCHITECTURE.md §5.1)."""
    if not c.public:
        return [e.as_json() for e in c.entities]
    marked = [(e, False) for e in c.entities] + [(e, True) for e in c.public]
    marked.sort(key=lambda pair: (pair[0].start, pair[0].end))
    return [e.as_json() | {"public": True} if public else e.as_json() for e, public in marked]


#: Entities and characters of the redacted text written per piece by :func:`_emit_result`.
_PIECE = 4096
_TEXT_PIECE = 1 << 20


def _emit_result(item_id: Any, text: str, policy: Any = None) -> None:
    """:func:`_result` as one JSON line, byte for byte what ``emit_json`` writes for it, but
    written in pieces: the dict of every entity, the whole line and its UTF-8 bytes are never
    held at once (10 MB of dense text held several copies of a 25 MB line)."""
    from app.core.privacy.classifier import classify
    from app.core.privacy.ner import DEFAULT_POLICY
    from app.core.privacy.redaction import Redactor

    c = classify(text, policy or DEFAULT_POLICY)
    redacted = Redactor().redact(text, c.entities)
    out = sys.stdout
    out.write(json.dumps({"id": item_id, "level": c.level}, ensure_ascii=False)[:-1])
    out.write(', "entities": [')
    if c.public:  # only a text the recogniser read (ner.MAX_CHARS) has them: a short list
        out.write(json.dumps(_entities_json(c), ensure_ascii=False)[1:-1])
    else:
        for k in range(0, len(c.entities), _PIECE):
            piece = [e.as_json() for e in c.entities[k : k + _PIECE]]
            out.write((", " if k else "") + json.dumps(piece, ensure_ascii=False)[1:-1])
    out.write('], "redacted": "')
    # A JSON string's escapes are per character, so the pieces' bodies join into the whole's.
    for k in range(0, len(redacted), _TEXT_PIECE):
        out.write(json.dumps(redacted[k : k + _TEXT_PIECE], ensure_ascii=False)[1:-1])
    out.write('"}\n')
    out.flush()


def _decode(raw: bytes, what: str = "line") -> str:
    """Strict UTF-8; a bad byte is named with its offset (one line, no traceback)."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ValueError(
            f"{what} is not valid UTF-8 (byte 0x{raw[exc.start]:02x} at offset {exc.start})"
        ) from None


_SURROGATE_RE = re.compile("[\ud800-\udfff]")


def _check_text(text: str, what: str) -> None:
    """Lone surrogates (from a bad argv byte or a JSON "\\ud800" escape) cannot be written out
    as UTF-8: refuse them by name instead of failing while printing."""
    m = _SURROGATE_RE.search(text)  # one C-speed scan: 10 MB of text is checked in milliseconds
    if m:
        i, ch = m.start(), m.group()
        if what == "TEXT" and "\udc80" <= ch <= "\udcff":
            raise ValueError(f"{what} is not valid UTF-8 (byte 0x{ord(ch) - 0xDC00:02x} at {i})")
        raise ValueError(f"{what} contains an unpaired surrogate U+{ord(ch):04X} at {i}")


def _run_jsonl() -> int:
    bad = 0
    policy = _entity_policy()
    for lineno, raw in enumerate(sys.stdin.buffer, 1):
        try:
            line = _decode(raw.rstrip(b"\r\n"))
            if not line.strip():
                continue
            item = json.loads(line.lstrip("\ufeff"))
            if not isinstance(item, dict) or not isinstance(item.get("text"), str):
                raise ValueError('expected an object with a string "text"')
            _check_text(item["text"], '"text"')
            json.dumps(item.get("id"), ensure_ascii=False).encode("utf-8")
        except (ValueError, RecursionError, UnicodeEncodeError) as exc:
            bad += 1
            why = exc if not isinstance(exc, UnicodeEncodeError) else '"id" is not valid text'
            if isinstance(exc, RecursionError):
                why = "nested too deeply"
            print(f"tandem privacy-check: line {lineno}: {one_line(str(why))}", file=sys.stderr)
            continue
        _emit_result(item.get("id"), item["text"], policy)
    return 2 if bad else 0


def _utf8_streams() -> None:
    """JSON lines are UTF-8 whatever the console's code page (Windows pipes default to cp936 or
    cp1252, which cannot carry Chinese text)."""
    for stream in (sys.stdout,):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(encoding="utf-8")


def run(args: argparse.Namespace) -> int:
    _utf8_streams()
    if args.jsonl:
        if args.text is not None:
            raise CliError("give TEXT or --jsonl, not both")
        return _run_jsonl()
    try:
        if args.text is not None:
            text = args.text
            _check_text(text, "TEXT")
        else:
            text = _decode(sys.stdin.buffer.read(), "stdin")
            _check_text(text, "stdin")
    except ValueError as exc:
        raise CliError(str(exc)) from None
    if text == "":
        raise CliError("no text: give TEXT, pipe text on stdin, or use --jsonl")
    _emit_result(None, text, _entity_policy())
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
