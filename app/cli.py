"""The command line (docs/ARCHITECTURE.md §3). Thin: parses arguments and calls the core.

`tandem` with no argument opens the window. Each subcommand lives in ``app/commands/<name>.py``
with ``register(subparsers)``; a command is listed in ``COMMANDS`` only once it really works.
Bad input ends with a one-line message on stderr and a non-zero exit status.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from app import __version__

#: Modules in app.commands, each adding one subcommand.
COMMANDS = [
    "doctor",
    "models",
    "index",
    "search",
    "transcribe",
    "ask",
    "trace",
    "privacy_check",
    "audit",
    "eval",
    "stats",
    "report",
    "say",
    "tools",
    "ocr",
]


class CliError(Exception):
    """A user-facing error: printed as one line, exit status 2 (or ``code``)."""

    def __init__(self, message: str, code: int = 2) -> None:
        super().__init__(message)
        self.code = code


def one_line(message: str) -> str:
    """A message made safe to print as one line: control characters and line separators (which
    a hostile argument may carry, also terminal escapes) are shown escaped."""
    return "".join(ch if ch.isprintable() or ch == " " else ascii(ch)[1:-1] for ch in message)


class _OneLineParser(argparse.ArgumentParser):
    """Bad usage is one line on stderr (docs/ARCHITECTURE.md §3), not usage plus error; subcommand
    parsers inherit this class."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: error: {one_line(message)} (see {self.prog} --help)\n")


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """The whole command line, or with ``only`` just that subcommand: a command run needs only
    its own module, and importing the other twelve (and what they import) costs ~40 ms of every
    start (docs/ARCHITECTURE.md §3)."""
    parser = _OneLineParser(
        prog="tandem",
        description="Tandem: a local model answers at once, a cloud model upgrades the answer.",
    )
    parser.add_argument("--version", action="version", version=f"tandem {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in [only] if only in COMMANDS else COMMANDS:
        importlib.import_module(f"app.commands.{name}").register(sub)
    return parser


def _command_name(args: Sequence[str]) -> str | None:
    """The subcommand module named by ``args``'s first word (``privacy-check`` is
    ``privacy_check``), or None when it names none (an option, a typo: the full parser
    reports it)."""
    if not args:
        return None
    module = args[0].replace("-", "_")
    return module if module in COMMANDS and module.replace("_", "-") == args[0] else None


def main(argv: Sequence[str] | None = None) -> int:
    from app.core.monitor.hooks import install

    install()  # settings, rules and key changes are audited (docs/ARCHITECTURE.md §12)
    args_list = list(sys.argv[1:] if argv is None else argv)
    if not args_list:
        from app.ui.app import run_gui

        return run_gui()
    name = _command_name(args_list)
    if name is not None:
        # A command may start slow work before its arguments are even parsed (`ask` starts
        # the local model's process: docs/ARCHITECTURE.md §1).
        early = getattr(importlib.import_module(f"app.commands.{name}"), "early", None)
        if callable(early):
            early(args_list[1:])
    parser = build_parser(name)
    args = parser.parse_args(args_list)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except CliError as exc:
        print(f"tandem {args.command}: error: {one_line(str(exc))}", file=sys.stderr)
        return exc.code
    except KeyboardInterrupt:
        print(f"tandem {args.command}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except Exception as exc:  # a bug or an unforeseen input: one line, never a traceback
        if os.environ.get("TANDEM_DEBUG"):
            raise
        detail = one_line(" ".join(str(exc).split())) or "no detail"
        print(
            f"tandem {args.command}: error: {type(exc).__name__}: {detail} "
            "(set TANDEM_DEBUG=1 for the traceback)",
            file=sys.stderr,
        )
        return 1
