"""Tools in the answer, end to end (docs/ARCHITECTURE.md §16): `tandem ask --json` as a
subprocess, the real privacy gate, a real MCP server over stdio (tests/support/mcp_server.py,
its own process, recording every call it gets), and as the cloud the loopback fault server in
its ``tools`` mode: it asks for the tool, then answers by quoting the tool message it received.
Every request body the cloud got is checked for the private values.
"""

from __future__ import annotations

import json
import sys
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import parse_qs, urlsplit

import pytest

from tests.conftest import run_tandem
from tests.support import mcp_server
from tests.support.fault_server import FaultServer

pytestmark = [pytest.mark.e2e, pytest.mark.integration]

SERVER = Path(mcp_server.__file__)
LOOKUP = [{"name": "lookup_order", "arguments": {"order": "5208"}}]


def _configure(home: Path, *extra: str, auto: tuple[str, ...] = ("lookup_order",)) -> Path:
    calls = home / "calls.jsonl"
    spec = {
        "command": sys.executable,
        "args": [str(SERVER), "--record", str(calls), *extra],
        "autoApprove": list(auto),
    }
    (home / "mcp.json").write_text(json.dumps({"mcpServers": {"orders": spec}}), encoding="utf-8")
    return calls


def _ask(env: dict[str, str], question: str, *extra: str) -> tuple[list[dict[str, Any]], str]:
    args = ["ask", question, "--mode", "cloud", "--no-cache", "--json", *extra]
    done = run_tandem(args, env, timeout=240)
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines() if line.strip()], done.stderr


def _bodies(server: FaultServer) -> list[str]:
    return [r.body.decode() for r in server.received if r.path.endswith("/chat/completions")]


def _calls(path: Path) -> list[dict[str, Any]]:
    if not path.exists():
        return []
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


@pytest.mark.parametrize("stream", [True, False], ids=["streamed", "whole"])
def test_auto_approved_tool_runs_and_its_private_values_never_leave(
    env: dict[str, str], server: FaultServer, tandem_home: Path, stream: bool
) -> None:
    calls = _configure(tandem_home)
    server.fault, server.tool_calls, server.tool_stream = "tools", LOOKUP, stream
    events, _ = _ask(env, "When does order 5208 ship?")
    assert _calls(calls) == [{"name": "lookup_order", "arguments": {"order": "5208"}}]
    bodies = _bodies(server)
    assert len(bodies) == 2  # the question (with the tools offered), then the tool's result
    first, second = (json.loads(b) for b in bodies)
    offered = {t["function"]["name"] for t in first["tools"]}
    assert offered >= {"lookup_order", "calculator"}
    assert "search_documents" not in offered  # no collection in this chat
    tool_msgs = [m for m in second["messages"] if m["role"] == "tool"]
    assert len(tool_msgs) == 1 and "Thursday" in tool_msgs[0]["content"]
    for body in bodies:  # not in any byte the cloud received, in any form JSON may take
        for value in (mcp_server.PHONE, mcp_server.ID_NUMBER, mcp_server.NAME, "Xiaoming"):
            assert value not in body
    assert "CN_ID_CARD withheld" in tool_msgs[0]["content"]
    kinds = [e["event"] for e in events]
    assert kinds.count("upload") == 2 and kinds.count("tool") == 1
    (route,) = [e for e in events if e["event"] == "route"]
    assert any(
        r.startswith("tools of orders and the built-ins are offered") for r in route["reasons"]
    )
    (tool,) = [e for e in events if e["event"] == "tool"]
    assert tool["server"] == "orders" and tool["name"] == "lookup_order"
    assert tool["approved"] is True and tool["ok"] is True and tool["error"] is None
    assert tool["hidden"].get("PHONE") == 1 and tool["hidden"].get("CN_ID_CARD") == 1
    final = events[-1]
    assert final["event"] == "final" and final["source"] == "cloud"
    assert "Thursday" in final["text"]
    # the placeholders the cloud quoted back are the user's values again, on the device
    assert mcp_server.PHONE in final["text"] and mcp_server.NAME in final["text"]
    assert mcp_server.ID_NUMBER not in final["text"]  # withheld: it never had a placeholder
    assert "tools_refused" not in final


def test_a_tool_not_auto_approved_does_not_run_and_the_answer_says_so(
    env: dict[str, str], server: FaultServer, tandem_home: Path
) -> None:
    calls = _configure(tandem_home, auto=())
    server.fault, server.tool_calls = "tools", LOOKUP
    events, stderr = _ask(env, "When does order 5208 ship?")
    assert _calls(calls) == []  # the server never got the call
    (tool,) = [e for e in events if e["event"] == "tool"]
    assert tool["approved"] is False and tool["ok"] is False
    final = events[-1]
    assert final["tools_refused"] == ["orders/lookup_order"]
    assert "did not approve" in final["text"]  # the model was told, and its answer says so
    assert "tools not run (not auto-approved in mcp.json): orders/lookup_order" in stderr


def test_a_hanging_tool_server_is_one_line_and_the_answer_arrives(
    env: dict[str, str], server: FaultServer, tandem_home: Path
) -> None:
    calls = _configure(tandem_home, "--hang", "call")
    server.fault, server.tool_calls = "tools", LOOKUP
    done = run_tandem(["ask", "When does order 5208 ship?", "--mode", "cloud", "--no-cache"], env)
    assert done.returncode == 0, done.stderr
    assert len(_calls(calls)) == 1  # it was called, and never answered
    lines = [ln for ln in done.stderr.splitlines() if ln.startswith("tool: ")]
    assert lines == [
        "tool: orders/lookup_order failed: orders: no answer to tools/call within 10 s "
        "(the answer goes on)"
    ]
    assert "From the tool: The tool failed" in done.stdout


def test_the_tool_loop_is_bounded(
    env: dict[str, str], server: FaultServer, tandem_home: Path
) -> None:
    calls = _configure(tandem_home)
    server.fault, server.tool_calls, server.tool_always = "tools", LOOKUP, True
    events, _ = _ask(env, "When does order 5208 ship?")
    bodies = [json.loads(b) for b in _bodies(server)]
    assert len(_calls(calls)) == 5  # five rounds of calls, then no more
    assert len(bodies) == 6
    assert all(b.get("tool_choice") is None for b in bodies[:5])
    assert bodies[5]["tool_choice"] == "none"  # the last request: answer in text
    final = events[-1]
    assert final["event"] == "final" and final["source"] == "cloud"
    assert "Thursday" in final["text"]


def test_search_documents_runs_on_the_device_and_its_passages_are_gated(
    env: dict[str, str], server: FaultServer, tandem_home: Path, tmp_path: Path
) -> None:
    docs = tmp_path / "docs"
    docs.mkdir()
    phone = "13800138000"
    (docs / "allowance.txt").write_text(
        "Meal allowance policy. Every employee receives 500 yuan per month for meals. "
        f"Questions about the meal allowance go to the office at {phone}.",
        encoding="utf-8",
    )
    made = run_tandem(["index", str(docs), "--collection", "c", "--label", "internal"], env)
    assert made.returncode == 0, made.stderr
    _configure(tandem_home)
    server.fault = "tools"
    server.tool_calls = [{"name": "search_documents", "arguments": {"query": "meal allowance"}}]
    events, _ = _ask(env, "How much is the monthly meal allowance?", "--collection", "c")
    (tool,) = [e for e in events if e["event"] == "tool"]
    assert tool["server"] == "builtin" and tool["name"] == "search_documents" and tool["ok"]
    (route,) = [e for e in events if e["event"] == "route"]
    assert any("searching your documents stays on this device" in r for r in route["reasons"])
    bodies = _bodies(server)
    assert "search_documents" in {t["function"]["name"] for t in json.loads(bodies[0])["tools"]}
    (result,) = [m for m in json.loads(bodies[1])["messages"] if m["role"] == "tool"]
    assert "500 yuan" in result["content"] and "[allowance.txt]" in result["content"]
    assert all(phone not in b for b in bodies)
    assert tool["hidden"].get("PHONE") == 1
    assert phone in events[-1]["text"]  # quoted back as its placeholder, restored here


@pytest.mark.parametrize("approved", [True, False], ids=["ran", "refused"])
def test_no_failover_after_a_tool_ran(
    cli_env: dict[str, str], tandem_home: Path, approved: bool
) -> None:
    """A tool that ran may have changed something: a failure after it is not retried on the
    next endpoint (the tool would run twice); with nothing run, the failover goes on."""
    calls = _configure(tandem_home, auto=("lookup_order",) if approved else ())
    with FaultServer(fault="tools") as first, FaultServer(fault="tools") as second:
        first.tool_calls = second.tool_calls = LOOKUP
        first.tool_then_fail = True
        (tandem_home / "settings.toml").write_text(
            f"""version = 2
[cloud]
base_url = "{first.base_url}"
model = "fault"

[[endpoints]]
name = "backup"
base_url = "{second.base_url}"
model = "fault"
trust_zone = "public"
abilities = ["en", "tools"]
""",
            encoding="utf-8",
        )
        env = {**cli_env, "TANDEM_CLOUD_API_KEY": "sk-e2e"}
        done = run_tandem(
            ["ask", "When does order 5208 ship?", "--mode", "cloud", "--no-cache", "--json"], env
        )
        assert done.returncode == 0, done.stderr
        assert len(_bodies(first)) == 2  # the question, then the tool's result: HTTP 500
    assert len(_calls(calls)) == (1 if approved else 0)
    if approved:
        assert _bodies(second) == []
    else:
        assert len(_bodies(second)) >= 1


class _SearxHandler(BaseHTTPRequestHandler):
    queries: ClassVar[list[str]] = []

    def do_GET(self) -> None:
        params = parse_qs(urlsplit(self.path).query)
        self.queries.append(params.get("q", [""])[0])
        body = json.dumps(
            {
                "results": [
                    {
                        "title": "Ningbo depot",
                        "url": "https://example.org/depot",
                        "content": "Open Tuesday to Saturday, 8:00-18:00.",
                    }
                ]
            }
        ).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


def test_web_search_query_passes_the_gate_before_searxng(
    env: dict[str, str], server: FaultServer, tandem_home: Path
) -> None:
    """[tools] searxng_url alone (no mcp.json): web_search is offered; the model's query goes
    to the (loopback) SearXNG only as the gate lets it out, audited first."""
    _SearxHandler.queries = []
    searx = ThreadingHTTPServer(("127.0.0.1", 0), _SearxHandler)
    threading.Thread(target=searx.serve_forever, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{searx.server_address[1]}"
        (tandem_home / "settings.toml").write_text(
            f'version = 2\n[tools]\nsearxng_url = "{url}"\n', encoding="utf-8"
        )
        server.fault = "tools"
        query = f"Ningbo depot opening hours, call {mcp_server.PHONE}"
        server.tool_calls = [{"name": "web_search", "arguments": {"query": query}}]
        events, _ = _ask(env, "When is the Ningbo depot open?")
        audit = run_tandem(["audit", "--json"], env)
    finally:
        searx.shutdown()
        searx.server_close()
    (sent,) = _SearxHandler.queries
    assert mcp_server.PHONE not in sent and "[PHONE_1]" in sent and "Ningbo depot" in sent
    rows = json.loads(audit.stdout)["uploads"]
    assert [r["text_sent"] for r in rows if r["endpoint"] == "searxng"] == [sent]
    (tool,) = [e for e in events if e["event"] == "tool"]
    assert tool["name"] == "web_search" and tool["ok"]
    assert "Open Tuesday to Saturday" in events[-1]["text"]


def test_without_mcp_json_or_searxng_no_tools_are_offered(
    env: dict[str, str], server: FaultServer
) -> None:
    events, _ = _ask(env, "When does order 5208 ship?")
    assert events[-1]["event"] == "final"
    assert all("tools" not in json.loads(b) for b in _bodies(server))
