"""`tandem tools list [--json]`: the MCP servers of <data home>/mcp.json and the built-in tools."""

from __future__ import annotations

import argparse
import asyncio
import sys

from app.cli import CliError
from app.commands._output import emit_json


def run(args: argparse.Namespace) -> int:
    from app.core.paths import data_home
    from app.core.tools.catalog import list_tools
    from app.core.tools.config import ToolConfigError

    try:
        tools, errors = asyncio.run(list_tools(data_home()))
    except ToolConfigError as exc:
        raise CliError(str(exc)) from exc
    for line in errors:  # one server down does not hide the others
        print(f"tandem tools: {line}", file=sys.stderr)
    if args.json:
        emit_json(
            {
                "tools": [
                    {
                        "server": t.server,
                        "name": t.name,
                        "description": t.description,
                        "auto_approve": t.auto_approve,
                    }
                    for t in tools
                ],
                "errors": errors,
            }
        )
        return 0
    for t in tools:
        mark = "auto" if t.auto_approve else "ask"
        print(f"{t.server}/{t.name} [{mark}]  {t.description}")
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("tools", help="tools the assistant may use (MCP servers, built-in)")
    actions = p.add_subparsers(dest="action", required=True)
    lst = actions.add_parser("list", help="list servers and their tools")
    lst.add_argument("--json", action="store_true", help='print {"tools":[...]}')
    lst.set_defaults(func=run)
