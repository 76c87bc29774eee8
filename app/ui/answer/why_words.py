"""The Why dialog's plain words: route reasons without the router's numbers (they stay under
Technical details), the device's token count, and the text sent labelled message by message."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication

_NUMBERS = re.compile(r"\s*\((?:p=|smoothed RTT|error rate|load )[^)]*\)")
_CONFIDENCE = re.compile(
    r"if the draft's confidence \(mean token log-prob\) is below -?\d+(?:\.\d+)?"
)


def plain_reason(reason: str) -> str:
    """A route reason for people: the router's figures taken out, the log-prob said in words."""
    text = _CONFIDENCE.sub(
        QCoreApplication.translate("WhyDialog", "if the draft looks unsure"), reason
    )
    return _NUMBERS.sub("", text)


def role_name(role: str) -> str:
    return {
        "system": QCoreApplication.translate("WhyDialog", "Instructions (system)"),
        "user": QCoreApplication.translate("WhyDialog", "Question (user)"),
        "assistant": QCoreApplication.translate("WhyDialog", "Earlier answer (assistant)"),
        "tool": QCoreApplication.translate("WhyDialog", "Tool result, as sent (tool)"),
    }.get(role, role)


def tool_calls(trace: Mapping[str, object]) -> list[dict[str, object]]:
    """The tool calls of the trace (docs/ARCHITECTURE.md §16), as recorded."""
    raw = trace.get("tools")
    if not isinstance(raw, Sequence):
        return []
    return [dict(t) for t in raw if isinstance(t, Mapping)]


def tool_line(call: Mapping[str, object]) -> str:
    """One call in words: which tool, whether it ran, and what was hidden from its result."""
    label = f"{call.get('server')}/{call.get('name')}" if call.get("server") else call.get("name")
    if not call.get("approved") and not call.get("error"):
        state = QCoreApplication.translate("WhyDialog", "not run: you did not approve it")
    elif call.get("error"):
        state = QCoreApplication.translate("WhyDialog", "failed: %1").replace(
            "%1", str(call["error"])
        )
    else:
        state = QCoreApplication.translate("WhyDialog", "ran on this device")
    recorded = call.get("hidden")
    hidden = recorded if isinstance(recorded, Mapping) else {}
    if hidden:
        if "withheld" in hidden:
            state += "; " + QCoreApplication.translate("WhyDialog", "its result was withheld")
        kinds = ", ".join(f"{t} ×{n}" for t, n in sorted(hidden.items()) if t != "withheld")
        if kinds:
            state += "; " + QCoreApplication.translate(
                "WhyDialog", "hidden from its result: %1"
            ).replace("%1", kinds)
    return f"{label} — {state}"


def sent_messages(trace: Mapping[str, object]) -> list[tuple[str, str]]:
    """(role label, text) for each message the cloud got, when the trace has them."""
    raw = trace.get("sent_messages")
    if not isinstance(raw, Sequence):
        return []
    out = []
    for m in raw:
        if not isinstance(m, Mapping) or not isinstance(m.get("content"), str):
            continue
        calls = m.get("tool_calls")
        if isinstance(calls, Sequence) and calls and not isinstance(calls, str):
            text = "\n".join(str(c) for c in calls)
            if m["content"]:
                text = f"{m['content']}\n{text}"
            out.append(
                (QCoreApplication.translate("WhyDialog", "Asked for tools (assistant)"), text)
            )
            continue
        out.append((role_name(str(m.get("role") or "")), str(m["content"])))
    return out
