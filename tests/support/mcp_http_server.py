"""A real MCP server over streamable HTTP, written with the official ``mcp`` SDK (MCPServer), for
the tool tests: the same tools and answers as tests/support/mcp_server.py.

    python tests/support/mcp_http_server.py --port PORT --record CALLS.jsonl [--hang call]

Serves ``http://127.0.0.1:PORT/mcp``. Every call is appended to ``--record`` before it is
answered.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.support.mcp_server import RESULT


def main() -> None:
    from mcp.server import MCPServer

    ap = argparse.ArgumentParser()
    ap.add_argument("--port", type=int, required=True)
    ap.add_argument("--record", required=True)
    ap.add_argument("--hang", choices=["call"])
    args = ap.parse_args()
    server = MCPServer("orders")

    def record(name: str, arguments: dict[str, str]) -> None:
        with open(args.record, "a", encoding="utf-8") as f:
            f.write(json.dumps({"name": name, "arguments": arguments}) + "\n")
        if args.hang == "call":
            time.sleep(3600)

    @server.tool(description="Find an order by its number")
    def lookup_order(order: str) -> str:
        record("lookup_order", {"order": order})
        return RESULT

    @server.tool(description="Delete an order")
    def delete_order(order: str) -> str:
        record("delete_order", {"order": order})
        return "deleted"

    server.run("streamable-http", host="127.0.0.1", port=args.port)


if __name__ == "__main__":
    main()
