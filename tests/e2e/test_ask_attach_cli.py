"""`tandem ask --attach` end to end (docs/ARCHITECTURE.md §16): the CLI as a subprocess, the real
loaders and privacy gate, and as the cloud the loopback fault server in its ``tools`` mode, which
asks for the built-in read_attached_file and then answers by quoting the tool message it got.
No mcp.json: an attached file alone brings the built-in tools. Every request body the cloud
received is checked for the file's personal details.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import run_tandem
from tests.support.fault_server import FaultServer

pytestmark = [pytest.mark.e2e, pytest.mark.integration]

PHONE = "13812345678"
ID_NUMBER = "440304199107234515"  # checksum-valid (GB 11643), made up
RECEIPT = (
    "Parcel receipt 7741. The parcel leaves dock 7 on Thursday morning. "
    f"Recipient contact phone {PHONE}, ID card {ID_NUMBER}. Handle with care."
)
READ = [{"name": "read_attached_file", "arguments": {"name": "receipt.txt"}}]


def _ask(env: dict[str, str], *args: str) -> tuple[list[dict[str, Any]], str]:
    done = run_tandem(
        ["ask", "When does my parcel leave?", "--mode", "cloud", "--no-cache", "--json", *args],
        env,
        timeout=240,
    )
    assert done.returncode == 0, done.stderr
    return [json.loads(line) for line in done.stdout.splitlines() if line.strip()], done.stderr


def _bodies(server: FaultServer) -> list[str]:
    return [r.body.decode() for r in server.received if r.path.endswith("/chat/completions")]


@pytest.mark.parametrize("stream", [True, False], ids=["streamed", "whole"])
def test_the_cloud_reads_the_file_through_the_gate(
    env: dict[str, str], server: FaultServer, tmp_path: Path, stream: bool
) -> None:
    receipt = tmp_path / "receipt.txt"
    receipt.write_text(RECEIPT, encoding="utf-8")
    server.fault, server.tool_calls, server.tool_stream = "tools", READ, stream
    events, stderr = _ask(env, "--attach", str(receipt))
    assert "attached: receipt.txt (" in stderr
    bodies = _bodies(server)
    assert len(bodies) == 2
    first, second = (json.loads(b) for b in bodies)
    assert "read_attached_file" in {t["function"]["name"] for t in first["tools"]}
    assert "receipt.txt" in first["messages"][-1]["content"]  # its name, not its text
    assert "dock 7" not in first["messages"][-1]["content"]
    (result,) = [m for m in second["messages"] if m["role"] == "tool"]
    assert "dock 7 on Thursday" in result["content"]
    for body in bodies:  # in no byte the cloud got, in any form JSON may take
        for value in (PHONE, ID_NUMBER, ID_NUMBER[:6] + "19910723"):
            assert value not in body
    (tool,) = [e for e in events if e["event"] == "tool"]
    assert tool["server"] == "builtin" and tool["name"] == "read_attached_file"
    assert tool["approved"] is True and tool["ok"] is True
    assert tool["hidden"].get("PHONE") == 1 and tool["hidden"].get("CN_ID_CARD") == 1
    (route,) = [e for e in events if e["event"] == "route"]
    assert any("attached files are read on this device" in r for r in route["reasons"])
    final = events[-1]
    assert final["event"] == "final" and final["source"] == "cloud"
    assert "dock 7 on Thursday" in final["text"]
    assert ID_NUMBER not in final["text"]  # withheld: never had a placeholder
    # the trace (the Why panel reads it) and the audit log have the call, as it was sent
    shown = run_tandem(["trace", "show", final["request_id"], "--json"], env)
    assert shown.returncode == 0, shown.stderr
    (record,) = json.loads(shown.stdout)["tools"]
    assert record["name"] == "read_attached_file" and record["arguments"] == {"name": "receipt.txt"}
    assert "dock 7" in record["result_sent"] and "[PHONE_1]" in record["result_sent"]
    audit = run_tandem(["audit", "--json"], env)
    rows = [
        r for r in json.loads(audit.stdout)["uploads"] if r["request_id"] == final["request_id"]
    ]
    assert len(rows) == 2 and any("read_attached_file(" in r["text_sent"] for r in rows)
    assert all(PHONE not in r["text_sent"] and ID_NUMBER not in r["text_sent"] for r in rows)


def test_a_broken_file_is_one_line_and_the_question_is_still_answered(
    env: dict[str, str], server: FaultServer, tmp_path: Path
) -> None:
    broken = tmp_path / "scan.pdf"
    broken.write_bytes(b"%PDF-1.7\n" + b"\x00garbage" * 50)
    server.fault, server.tool_calls = "tools", READ
    events, stderr = _ask(env, "--attach", str(broken))
    warnings = [ln for ln in stderr.splitlines() if "not attached" in ln]
    assert len(warnings) == 1 and warnings[0].startswith(
        "tandem ask: warning: not attached: scan.pdf: "
    )
    assert events[-1]["event"] == "final" and events[-1]["text"]
    # nothing attached after all: no reader offered, and no tools without mcp.json
    assert all("tools" not in json.loads(b) for b in _bodies(server))


def test_a_cloud_without_tools_gets_the_beginning_through_the_gate(
    env: dict[str, str], server: FaultServer, tmp_path: Path, tandem_home: Path
) -> None:
    (tandem_home / "settings.toml").write_text(
        f'version = 2\n[cloud]\nbase_url = "{server.base_url}"\nmodel = "fault"\n'
        'abilities = ["en"]\n',
        encoding="utf-8",
    )
    receipt = tmp_path / "receipt.txt"
    receipt.write_text(RECEIPT, encoding="utf-8")
    events, _ = _ask(env, "--attach", str(receipt))
    (body,) = _bodies(server)
    sent = json.loads(body)
    assert "tools" not in sent  # no tool to read it with
    question = sent["messages"][-1]["content"]
    assert "dock 7 on Thursday" in question and "[PHONE_1]" in question
    assert "[CN_ID_CARD withheld]" in question
    assert PHONE not in body and ID_NUMBER not in body
    assert events[-1]["event"] == "final" and events[-1]["source"] == "cloud"
