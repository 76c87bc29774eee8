"""Tool calls in the cloud answer (docs/ARCHITECTURE.md §16): run on the device, gated on the way
back.

When the model asks for tools, each call runs here (an MCP server's ``tools/call`` or a built-in),
only if it is auto-approved or the user approves it. Its result is then classified by the privacy
gate exactly like a retrieved passage: the request is decided again with every tool result so far
added as a passage, so the same recogniser runs and the results share the request's placeholders
("Wang Fang" in the question and in the result is one ``[PERSON_1]``). What the policy would
redact becomes placeholders the device restores in the answer; what it would keep on the device
(restricted values: an ID number, a card) is withheld — the values replaced by
``[CN_ID_CARD withheld]`` — and if the result is still not sendable, the whole result is withheld.
Every message is rebuilt from the newest decision, so all rounds use one placeholder numbering.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import re
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from app.core.engines.base import ChatMessage
from app.core.engines.tool_calls import ToolCall
from app.core.events import ToolEvent
from app.core.pipeline.gate_view import GateView
from app.core.privacy.entities import ENTITY_LEVEL
from app.core.tools.catalog import ToolInfo
from app.core.tools.runner import (
    LEAVES_DEVICE,
    MAX_RESULT_CHARS,
    Approver,
    ToolBox,
    parse_arguments,
)
from app.core.tools.stdio import ToolServerError

#: Rounds of tool calls in one answer; the next request then offers the tools with
#: ``tool_choice: "none"``, so the model must answer in text.
MAX_ROUNDS = 5
#: A tool call is not started with less than this left of the request's time budget.
MIN_TOOL_S = 1.0
WITHHELD = (
    "[The tool's result was withheld on the device: the privacy policy keeps it from this "
    "endpoint. Answer without it.]"
)
_PLACEHOLDER_RE = re.compile(r"\[([A-Z][A-Z_]*?)_\d+\]")


@dataclass
class _Call:
    call: ToolCall
    index: int  # into ToolRun.given


@dataclass
class _Round:
    text: str  # the model's own text in that round (placeholders as it wrote them)
    calls: list[_Call]


@dataclass
class ToolRun:
    """The tool rounds of one cloud answer."""

    first: GateView  # the request's decision toward this endpoint
    box: ToolBox
    approver: Approver | None
    view: GateView = field(init=False)
    #: What the gate was given, per call: the text and its label (a collection's, for passages
    #: of the user's documents; else public, as labels only raise).
    given: list[tuple[str, str]] = field(default_factory=list)
    sent: list[str] = field(default_factory=list)  # what goes back, per call (gated)
    rounds: list[_Round] = field(default_factory=list)
    records: list[dict[str, Any]] = field(default_factory=list)
    refused: list[str] = field(default_factory=list)
    #: Stops the cloud call's time budget while the user is asked, and returns what starts it
    #: again: that wait is the user's, not the endpoint's (pipeline/cloud.py).
    hold_budget: Callable[[], Callable[[], float]] = lambda: lambda: 0.0

    def __post_init__(self) -> None:
        self.view = self.first
        self.waited_s = 0.0  # how long the user took to answer approvals

    @property
    def capped(self) -> bool:
        return len(self.rounds) >= MAX_ROUNDS

    def messages(self) -> list[ChatMessage]:
        """The request's messages from the newest decision, then each round's call and results."""
        out = self.view.cloud_messages()
        for r in self.rounds:
            out.append(ChatMessage("assistant", r.text, tool_calls=tuple(c.call for c in r.calls)))
            out.extend(
                ChatMessage("tool", self.sent[c.index], tool_call_id=c.call.id) for c in r.calls
            )
        return out

    async def run_round(
        self,
        text: str,
        calls: list[ToolCall],
        end: Callable[[], float],
        emit: Callable[[ToolEvent], None],
        rid: str,
        keep_texts: bool,
    ) -> None:
        """Run the round's calls (in order), gate each result and add the round."""
        this = _Round(text, [])
        for call in calls:
            t0 = time.perf_counter()
            info = self.box.lookup(call.name)
            label = f"{info.server}/{info.name}" if info else call.name
            approved, error, result, privacy = False, None, "", "public"
            try:
                shown_args = parse_arguments(call.arguments)
            except ValueError:
                shown_args = {}
                error = "the model's arguments are not a JSON object"
            if info is None:
                error = f"no tool named {call.name!r}"
            elif error is None:
                approved = info.auto_approve
                if not approved and self.approver is not None:
                    resume = self.hold_budget()
                    try:
                        approved = await self.approver(info, shown_args)
                    finally:
                        self.waited_s += resume()
            if info is not None and error is None and not approved:
                self.refused.append(label)
                result = (
                    f"The user did not approve running the tool {label}; it did not run. "
                    "Answer without it, and say that it was not run."
                )
            elif info is not None and error is None:
                result, error, privacy = await self._run(info, shown_args, end())
            if error is not None and not result:
                result = f"The tool failed: {error}. Answer without it."
            index = len(self.given)
            given, sent, hidden = self._gate(result, privacy)
            self.given.append((given, privacy if given != WITHHELD else "public"))
            this.calls.append(_Call(call, index))
            ms = round((time.perf_counter() - t0) * 1000, 1)
            server = info.server if info else ""
            name = info.name if info else call.name
            record: dict[str, Any] = {
                "round": len(self.rounds) + 1,
                "server": server,
                "name": name,
                "approved": approved,
                "ok": approved and error is None,
                "error": error,
                "hidden": hidden,
                "chars": len(sent),
                "ms": ms,
            }
            if keep_texts:  # --no-history: the sizes only
                record["arguments"] = shown_args
                record["result_sent"] = sent
            self.records.append(record)
            emit(
                ToolEvent(
                    rid, server, name, shown_args, approved, approved and error is None,
                    error, hidden, len(sent), ms,
                )
            )  # fmt: skip
        self.rounds.append(this)

    async def _run(
        self, info: ToolInfo, arguments: dict[str, Any], end: float
    ) -> tuple[str, str | None, str]:
        """The tool's text, None (or one line of error) and its result's privacy label.
        Placeholders the model wrote in the arguments are the user's values again here, on the
        device."""
        left = end - time.perf_counter()
        if left < MIN_TOOL_S:
            return "", "no time left in the request's budget", "public"
        # A web query leaves the device: it keeps the placeholders the model wrote.
        leaves = info.server == "builtin" and info.name in LEAVES_DEVICE
        restored = arguments if leaves else _restore_all(arguments, self.view.restore)
        try:
            # The session's own bound (its one line) comes first, when the budget allows.
            async with asyncio.timeout(min(self.box.timeout_s + 1.0, left - MIN_TOOL_S / 2)):
                text, is_error, label = await self.box.call_labelled(info, restored)
        except ToolServerError as exc:
            return "", str(exc), "public"
        except TimeoutError:
            return (
                "",
                f"{info.server}: no answer to tools/call within the request's time budget",
                "public",
            )
        except Exception as exc:  # a documents search that failed: one line, the answer goes on
            return "", f"{info.server}/{info.name}: {type(exc).__name__}", "public"
        if len(text) > MAX_RESULT_CHARS:
            text = text[:MAX_RESULT_CHARS] + " [cut]"
        if is_error:
            return f"The tool reported an error: {text}", "the tool reported an error", label
        return text, None, label

    def _gate(self, result: str, label: str = "public") -> tuple[str, str, dict[str, int]]:
        """What the gate was given, what is sent back, and what was hidden (type -> count)."""
        regate = self.first.regate
        if regate is None:
            return WITHHELD, WITHHELD, {"withheld": 1}
        masked, withheld = _mask_restricted(self.first.classify, result)
        tries = [(result, "as is")]
        if masked != result:
            tries.append((masked, "masked"))
        tries.append((WITHHELD, "withheld"))
        for given, how in tries:
            try:
                view = regate([*self.given, (given, label if how != "withheld" else "public")])
            except Exception:  # the gate failed: nothing more of this result leaves
                continue
            if view.action == "local":
                continue
            n = len(self.first.passages)
            sent_all = view.passages[n:]
            self.view = dataclasses.replace(
                view,
                passages=view.passages[:n],
                images=self.first.images,
                pending=None,
                prefix=self.first.prefix,
                regate=self.first.regate,
                classify=self.first.classify,
            )
            self.sent = list(sent_all)
            hidden = _added_placeholders(given, sent_all[-1])
            if how == "masked":
                hidden.update(withheld)
            elif how == "withheld":
                hidden = {"withheld": 1}
            return given, sent_all[-1], hidden
        # Not even the note could be added (the gate is down): keep the results as they were.
        self.sent.append(WITHHELD)
        return WITHHELD, WITHHELD, {"withheld": 1}


def _mask_restricted(
    classify: Callable[[str], Any] | None, text: str
) -> tuple[str, dict[str, int]]:
    """``text`` with every restricted value (ID numbers, cards, keys, health) replaced by
    ``[TYPE withheld]``: such values never leave, not even as placeholders."""
    if classify is None:
        return text, {}
    try:
        entities = list(classify(text).entities)
    except Exception:
        return text, {}
    out: list[str] = []
    pos = 0
    counts: dict[str, int] = {}
    for e in sorted(entities, key=lambda e: e.start):
        if ENTITY_LEVEL.get(e.type) != "restricted" or e.start < pos:
            continue
        out.append(text[pos : e.start])
        out.append(f"[{e.type} withheld]")
        counts[e.type] = counts.get(e.type, 0) + 1
        pos = e.end
    out.append(text[pos:])
    return "".join(out), counts


def _added_placeholders(given: str, sent: str) -> dict[str, int]:
    """Entity type -> distinct values the gate replaced by placeholders in ``sent``."""
    counts: dict[str, int] = {}
    seen: set[str] = set()
    for m in _PLACEHOLDER_RE.finditer(sent):
        if m.group() in seen or m.group() in given:
            continue
        seen.add(m.group())
        counts[m.group(1)] = counts.get(m.group(1), 0) + 1
    return counts


def _restore_all(value: Any, restore: Callable[[str], str]) -> Any:
    if isinstance(value, str):
        return restore(value)
    if isinstance(value, list):
        return [_restore_all(v, restore) for v in value]
    if isinstance(value, dict):
        return {k: _restore_all(v, restore) for k, v in value.items()}
    return value


def sent_text(messages: list[ChatMessage], tools: Sequence[Mapping[str, object]]) -> str:
    """Every text that leaves in one request, for the audit log: the messages, each call the
    model made (name and arguments) and the tool schemas offered."""
    parts: list[str] = []
    for m in messages:
        parts.append(m.content)
        for c in m.tool_calls:
            parts.append(f"{c.name}({c.arguments})")
    if tools:
        parts.append(json.dumps(tools, ensure_ascii=False))
    return "\n".join(parts)
