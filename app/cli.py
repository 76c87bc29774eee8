"""The command line (DESIGN.md section 3). Thin: parses arguments and calls the core.

`tandem` with no argument opens the window. Each subcommand lives in ``app/commands/<name>.py``
with ``register(subparsers)``; a command is listed in ``COMMANDS`` only once it really works.
Bad input ends with a one-line message on stderr and a non-zero exit status.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

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
    "say",
]


class CliError(Exception):
    """A user-facing error: printed as one line, exit status 2 (or ``code``)."""

    def __init__(self, message: str, code: int = 2) -> None:
        super().__init__(message)
        self.code = code


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="tandem",
        description="Tandem: a local model answers at once, a cloud model upgrades the answer.",
    )
    parser.add_argument("--version", action="version", version=f"tandem {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMANDS:
        importlib.import_module(f"app.commands.{name}").register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    if not args_list:
        from app.ui.app import run_gui

        return run_gui()
    parser = build_parser()
    args = parser.parse_args(args_list)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except CliError as exc:
        print(f"tandem {args.command}: error: {exc}", file=sys.stderr)
        return exc.code
    except KeyboardInterrupt:
        print(f"tandem {args.command}: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
