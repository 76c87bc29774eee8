"""A real MCP server over stdio for the tool tests: a separate process speaking JSON-RPC 2.0, one
message a line (the MCP stdio transport), as any MCP server does.

    python tests/support/mcp_server.py --record CALLS.jsonl [--hang call|list] [--result TEXT]

Tools: ``lookup_order`` (answers ``--result``, by default an order with a customer's name, phone
and a checksum-valid Chinese ID number), ``delete_order`` (answers "deleted"). Every
``tools/call`` is appended to ``--record`` as one JSON line *before* it is answered, so a test can
tell whether a tool ran at all. ``--hang call`` never answers a call; ``--hang list`` never
answers the listing.

Why not the official ``mcp`` SDK: it is not in the environment (docs/ARCHITECTURE.md §16).
"""

from __future__ import annotations

import argparse
import json
import sys
import time

#: 330106198805213617 passes the GB 11643 checksum (weights 7 9 10 5 8 4 2 1 6 3 7 9 10 5 8 4 2).
ID_NUMBER = "330106198805213617"
PHONE = "13912345678"
NAME = "Li Xiaoming"
RESULT = (
    f"Order 5208 for customer {NAME}, phone {PHONE}, ID {ID_NUMBER}, "
    "ships on Thursday from the Ningbo depot."
)

TOOLS = [
    {
        "name": "lookup_order",
        "description": "Find an order by its number",
        "inputSchema": {
            "type": "object",
            "properties": {"order": {"type": "string"}},
            "required": ["order"],
        },
    },
    {
        "name": "delete_order",
        "description": "Delete an order",
        "inputSchema": {"type": "object", "properties": {"order": {"type": "string"}}},
    },
]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--record", required=True)
    ap.add_argument("--hang", choices=["call", "list"])
    ap.add_argument("--result", default=RESULT)
    args = ap.parse_args()
    for line in sys.stdin:
        msg = json.loads(line)
        if "id" not in msg:
            continue
        method = msg.get("method")
        if method == "initialize":
            result: dict[str, object] = {
                "protocolVersion": msg["params"]["protocolVersion"],
                "capabilities": {"tools": {}},
                "serverInfo": {"name": "orders", "version": "1"},
            }
        elif method == "tools/list":
            if args.hang == "list":
                time.sleep(3600)
            result = {"tools": TOOLS}
        elif method == "tools/call":
            params = msg["params"]
            with open(args.record, "a", encoding="utf-8") as f:
                f.write(json.dumps(params, ensure_ascii=False) + "\n")
            if args.hang == "call":
                time.sleep(3600)
            text = args.result if params["name"] == "lookup_order" else "deleted"
            result = {"content": [{"type": "text", "text": text}], "isError": False}
        else:
            err = {"code": -32601, "message": f"no method {method}"}
            print(json.dumps({"jsonrpc": "2.0", "id": msg["id"], "error": err}), flush=True)
            continue
        print(json.dumps({"jsonrpc": "2.0", "id": msg["id"], "result": result}), flush=True)


if __name__ == "__main__":
    main()
