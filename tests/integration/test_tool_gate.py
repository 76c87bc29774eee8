"""A tool's result under the real privacy gate (pipeline/tool_loop.py), with a real MCP server
over stdio: placeholders shared with the question, restricted values withheld, a result the
policy keeps on the device withheld whole, and the approval question for a tool that is not
auto-approved."""

from __future__ import annotations

import asyncio
import json
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from app.core.engines.tool_calls import ToolCall
from app.core.events import ToolEvent
from app.core.pipeline.gate_view import gate_view
from app.core.pipeline.tool_loop import WITHHELD, ToolRun
from app.core.privacy.gate import PrivacyGate
from app.core.tools.catalog import ToolInfo
from app.core.tools.config import ServerConfig
from app.core.tools.runner import ToolBox
from tests.support import mcp_server

pytestmark = pytest.mark.integration

PHONE = mcp_server.PHONE


@pytest.fixture(scope="module")
def gate() -> PrivacyGate:
    return PrivacyGate(policy={}, entities=None)


def _box(tmp_path: Path, result: str, auto: frozenset[str]) -> tuple[ToolBox, Path]:
    calls = tmp_path / "calls.jsonl"
    cfg = ServerConfig(
        "orders",
        command=sys.executable,
        args=(mcp_server.__file__, "--record", str(calls), "--result", result),
        auto_approve=auto,
    )
    return ToolBox([cfg], timeout_s=20), calls


async def _round(
    gate: PrivacyGate,
    box: ToolBox,
    question: str,
    approver: Any = None,
    name: str = "lookup_order",
    waits: list[float] | None = None,
) -> tuple[ToolRun, list[ToolEvent]]:
    view = gate_view(gate, question, [], [], "public")
    events: list[ToolEvent] = []
    async with box:
        run = ToolRun(view, box, approver)
        if waits is not None:

            def hold() -> Any:
                asked = time.perf_counter()
                return lambda: waits.append(time.perf_counter() - asked) or 0.0

            run.hold_budget = hold
        call = ToolCall("c1", name, json.dumps({"order": "5208"}))
        await run.run_round("", [call], lambda: 1e12, events.append, "rid", True)
    return run, events


async def test_the_result_shares_the_questions_placeholders(
    gate: PrivacyGate, tmp_path: Path
) -> None:
    box, _ = _box(tmp_path, mcp_server.RESULT, frozenset({"lookup_order"}))
    run, (event,) = await _round(gate, box, f"My phone is {PHONE}. When does order 5208 ship?")
    messages = run.messages()
    question = messages[1].content
    result = messages[-1].content
    assert messages[-1].role == "tool" and messages[-1].tool_call_id == "c1"
    assert "[PHONE_1]" in question and "[PHONE_1]" in result  # one value, one placeholder
    assert PHONE not in question + result and mcp_server.NAME not in result
    assert "[CN_ID_CARD withheld]" in result and "Thursday" in result
    assert run.view.restore(result).count(PHONE) == 1  # restored on the device
    assert event.hidden["CN_ID_CARD"] == 1 and event.approved and event.ok


async def test_a_result_the_policy_keeps_on_the_device_is_withheld_whole(
    gate: PrivacyGate, tmp_path: Path
) -> None:
    text = "Strictly confidential: do not distribute. Q3 margin is 41% for order 5208."
    box, _ = _box(tmp_path, text, frozenset({"lookup_order"}))
    run, (event,) = await _round(gate, box, "When does order 5208 ship?")
    assert run.messages()[-1].content == WITHHELD
    assert event.hidden == {"withheld": 1}
    assert "41%" not in json.dumps([m.content for m in run.messages()])


async def test_approval_is_asked_for_a_tool_not_auto_approved(
    gate: PrivacyGate, tmp_path: Path
) -> None:
    asked: list[tuple[str, dict[str, Any]]] = []

    async def deny(info: ToolInfo, args: dict[str, Any]) -> bool:
        asked.append((info.name, args))
        await asyncio.sleep(0.2)  # the user reads the dialog
        return False

    box, calls = _box(tmp_path, "deleted", frozenset())
    waits: list[float] = []
    run, (event,) = await _round(gate, box, "Delete order 5208", deny, "delete_order", waits)
    assert asked == [("delete_order", {"order": "5208"})]
    assert len(waits) == 1 and waits[0] >= 0.2  # the user's time, told to the budget
    assert not calls.exists() and run.refused == ["orders/delete_order"]
    assert event.approved is False and "did not approve" in run.messages()[-1].content

    async def allow(info: ToolInfo, args: dict[str, Any]) -> bool:
        return True

    box, calls = _box(tmp_path, "deleted", frozenset())
    run, (event,) = await _round(gate, box, "Delete order 5208", allow, "delete_order")
    assert calls.exists() and event.ok and run.refused == []
