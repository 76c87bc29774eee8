"""The Why dialog's plain words: route reasons without the router's numbers (they stay under
Technical details), the device's token count, and the text sent labelled message by message."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

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
    }.get(role, role)


def sent_messages(trace: Mapping[str, Any]) -> list[tuple[str, str]]:
    """(role label, text) for each message the cloud got, when the trace has them."""
    raw = trace.get("sent_messages")
    if not isinstance(raw, Sequence):
        return []
    out = []
    for m in raw:
        if isinstance(m, Mapping) and isinstance(m.get("content"), str):
            out.append((role_name(str(m.get("role") or "")), str(m["content"])))
    return out
