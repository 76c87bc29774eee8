"""Small fakes for fast pipeline tests: they follow the real engines' and gate's signatures."""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from app.core.engines.base import ChatMessage, Token
from app.core.engines.cloud_llm import CloudError


class FakeLocal:
    def __init__(
        self,
        tokens: Sequence[str],
        logprob: float = -0.2,
        delay: float = 0.0,
        fail: Exception | None = None,
    ) -> None:
        self.tokens = list(tokens)
        self.logprob = logprob
        self.delay = delay
        self.fail = fail
        self.cancelled = False
        self.calls: list[list[ChatMessage]] = []

    async def stream(
        self, messages: Sequence[ChatMessage], *, max_tokens: int = 512, temperature: float = 0.2
    ) -> AsyncIterator[Token]:
        self.calls.append(list(messages))
        if self.fail:
            raise self.fail
        try:
            for t in self.tokens:
                await asyncio.sleep(self.delay)
                yield Token(t, self.logprob)
        except asyncio.CancelledError:
            self.cancelled = True
            raise


class FakeCloud:
    def __init__(
        self,
        tokens: Sequence[str],
        delay: float = 0.0,
        start_delay: float = 0.0,
        fail: CloudError | None = None,
        fail_after: int | None = None,
    ) -> None:
        self.tokens = list(tokens)
        self.delay = delay
        self.start_delay = start_delay
        self.fail = fail
        self.fail_after = fail_after
        self.received: list[list[ChatMessage]] = []
        self.closed = False

    async def stream(
        self, messages: Sequence[ChatMessage], *, max_tokens: int = 512, temperature: float = 0.2
    ) -> AsyncIterator[Token]:
        self.received.append(list(messages))
        try:
            await asyncio.sleep(self.start_delay)
            for i, t in enumerate(self.tokens):
                if self.fail and self.fail_after == i:
                    raise self.fail
                await asyncio.sleep(self.delay)
                yield Token(t)
            if self.fail:
                raise self.fail
        finally:
            self.closed = True


@dataclass
class FakeRedactor:
    mapping: dict[str, str] = field(default_factory=dict)

    def restore(self, text: str) -> str:
        for placeholder, original in self.mapping.items():
            text = text.replace(placeholder, original)
        return text


@dataclass
class FakeDecision:
    level: str
    action: str
    entities: list[Any]
    redactor: FakeRedactor
    prompt: str
    history: list[Any]
    passages: list[Any]
    reasons: list[str]


@dataclass
class FakeEntity:
    type: str
    start: int
    end: int


class FakeGate:
    """Phones -> confidential (redact), 18-digit ids -> restricted, (docs/ARCHITECTURE.md §5)."""

    PHONE = re.compile(r"\b1[3-9]\d{9}\b")
    ID = re.compile(r"\b\d{17}[\dX]\b")

    def prepare(self, prompt: str, history: Any, passages: Any, trust_zone: str) -> FakeDecision:
        if self.ID.search(prompt):
            m = self.ID.search(prompt)
            assert m
            return FakeDecision(
                "restricted",
                "local",
                [FakeEntity("CN_ID_CARD", m.start(), m.end())],
                FakeRedactor(),
                prompt,
                list(history),
                [p.text for p in passages],
                ["id card"],
            )
        m = self.PHONE.search(prompt)
        if m and trust_zone == "public":
            red = FakeRedactor({"[PHONE_1]": m.group(0)})
            return FakeDecision(
                "confidential",
                "redact",
                [FakeEntity("PHONE", m.start(), m.end())],
                red,
                prompt.replace(m.group(0), "[PHONE_1]"),
                list(history),
                [p.text for p in passages],
                ["phone"],
            )
        return FakeDecision(
            "public",
            "send",
            [],
            FakeRedactor(),
            prompt,
            list(history),
            [p.text for p in passages],
            [],
        )


class FakeAudit:
    def __init__(self, log: list[str] | None = None) -> None:
        self.rows: list[dict[str, Any]] = []
        self.log = log

    def record(
        self,
        endpoint: str,
        trust_zone: str,
        level: str,
        redactions: Any,
        text_sent: str,
        request_id: str | None = None,
    ) -> int:
        self.rows.append(
            {"endpoint": endpoint, "zone": trust_zone, "level": level, "text": text_sent}
        )
        if self.log is not None:
            self.log.append("audit")
        return len(self.rows)
