"""Small fakes for fast pipeline tests: they follow the real engines' and audit log's signatures.

The privacy gate is the real one (pure, no I/O).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Sequence
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
        first_delay: float = 0.0,
    ) -> None:
        self.tokens = list(tokens)
        self.logprob = logprob
        self.delay = delay
        self.first_delay = first_delay  # the prompt's prefill, before the first token
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
            await asyncio.sleep(self.first_delay)
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
