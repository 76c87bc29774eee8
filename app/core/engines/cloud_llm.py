"""OpenAI-compatible chat completions over httpx, streamed as Server-Sent Events.

Why the hand-managed timeouts: httpx's single ``read`` timeout cannot tell "the server never
answered" from "the server went quiet mid-answer", and the pipeline treats them differently (the
first has a budget the user is waiting on; the second is a stalled stream). So the client keeps
three: connect (httpx), first token (from the request's start, covering retries) and idle
(between two chunks). Retries with backoff honour ``Retry-After``, but only before the first
token: once text has been shown, a retry would repeat it. Every failure is a :class:`CloudError`
whose ``reason`` is one of the ``fallback`` reasons of docs/ARCHITECTURE.md §4. Messages never hold
the API key. TLS verification is always on (no switch exists to turn it off).
"""

from __future__ import annotations

import asyncio
import contextlib
import email.utils
import json
import random
import time
from collections.abc import AsyncIterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from app.core.engines.base import ChatMessage, Token
from app.core.engines.bounded_sse import TooLarge, aiter_sse, read_body
from app.core.engines.cloud_errors import status_reason, transport_reason
from app.core.engines.http_pool import HttpPool
from app.core.engines.tool_calls import ToolCall, ToolCallAccumulator, ToolCallError, whole_calls
from app.core.events import FallbackReason

if TYPE_CHECKING:  # httpx is imported where a request is made: not by a start that asks none
    import httpx


class CloudError(RuntimeError):
    """The cloud call failed; ``reason`` is a fallback reason (docs/ARCHITECTURE.md §4),
    ``status`` the HTTP code."""

    def __init__(
        self,
        reason: FallbackReason,
        message: str,
        status: int | None = None,
        retry_after: float | None = None,
        retryable: bool | None = None,
        stale: bool = False,
    ) -> None:
        super().__init__(message)
        self.reason: FallbackReason = reason
        self.status = status
        self.retry_after = retry_after
        # A pooled keep-alive connection the server had closed: the request never reached it,
        # so it is sent again at once on a new connection (CloudLLM.stream).
        self.stale = stale
        # 429, 5xx and connection failures may succeed on a second try; a 401, 404 or a
        # certificate failure never will (cloud_errors.py).
        self.retryable = (
            retryable if retryable is not None else reason in ("http_429", "http_5xx", "network")
        )


@dataclass(frozen=True)
class Preset:
    """A provider's defaults. Prices are USD per 1k tokens (input, output); 0 for self-hosted."""

    name: str
    base_url: str
    model: str
    price_in: float = 0.0
    price_out: float = 0.0
    trust_zone: str = "public"
    stream_usage: bool = True  # accepts stream_options.include_usage


PRESETS: dict[str, Preset] = {
    p.name: p
    for p in (
        Preset("openai", "https://api.openai.com/v1", "gpt-4o-mini", 0.00015, 0.0006),
        Preset("deepseek", "https://api.deepseek.com/v1", "deepseek-chat", 0.00027, 0.0011),
        Preset(
            "qwen",
            "https://dashscope.aliyuncs.com/compatible-mode/v1",
            "qwen-plus",
            0.0004,
            0.0012,
        ),
        Preset("moonshot", "https://api.moonshot.cn/v1", "moonshot-v1-8k", 0.0017, 0.0017),
        Preset("zhipu", "https://open.bigmodel.cn/api/paas/v4", "glm-4-flash", 0.0, 0.0),
        Preset(
            "siliconflow",
            "https://api.siliconflow.cn/v1",
            "Qwen/Qwen2.5-7B-Instruct",
            0.00005,
            0.00005,
        ),
        Preset("openrouter", "https://openrouter.ai/api/v1", "openai/gpt-4o-mini", 0.00015, 0.0006),
        Preset("ollama", "http://127.0.0.1:11434/v1", "llama3.2", trust_zone="private"),
        Preset("lmstudio", "http://127.0.0.1:1234/v1", "local-model", trust_zone="private"),
        Preset("vllm", "http://127.0.0.1:8000/v1", "default", trust_zone="private"),
        Preset(
            "llamacpp",
            "http://127.0.0.1:8080/v1",
            "default",
            trust_zone="private",
            stream_usage=False,
        ),
        Preset("custom", "", "", stream_usage=False),
    )
}


@dataclass
class Usage:
    tokens_in: int = 0
    tokens_out: int = 0
    estimated: bool = True


@dataclass
class CallStats:
    """What the last call measured; the network monitor and the trace read it."""

    attempts: int = 0
    ttfb_ms: float | None = None  # response headers, i.e. the network round trip + queueing
    first_token_ms: float | None = None
    total_ms: float | None = None
    usage: Usage = field(default_factory=Usage)
    finish_reason: str | None = None


@dataclass
class Timeouts:
    connect_s: float = 5.0
    first_token_s: float = 15.0  # from the call's start, retries included
    idle_s: float = 10.0  # longest silence between two chunks once streaming


def estimate_tokens(text: str) -> int:
    """A provider-neutral estimate: ~4 chars/token for Latin text, ~1 per CJK character."""
    cjk = sum(1 for ch in text if "\u3000" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff")
    return max(1, cjk + (len(text) - cjk + 3) // 4) if text else 0


def retry_after_s(value: str | None) -> float | None:
    """``Retry-After`` as seconds (delta-seconds or an HTTP date); None when absent or bad."""
    if not value:
        return None
    value = value.strip()
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def _status_reason(status: int) -> FallbackReason:
    return status_reason(status)


def normalise_base_url(url: str) -> str:
    """``http://host:port`` means the OpenAI-compatible root ``http://host:port/v1`` (as in the
    OpenAI SDKs, Ollama, vLLM and llama.cpp); a URL with a path is used as given."""
    url = url.strip().rstrip("/")
    parts = urlsplit(url)
    if parts.scheme in ("http", "https") and parts.path in ("", "/"):
        return f"{url}/v1"
    return url


def _redact_url(url: str) -> str:
    """URLs may carry a key in the query string (some proxies do it); never print that part."""
    return url.split("?", 1)[0]


class CloudLLM:
    """A streaming client for one OpenAI-compatible endpoint (fits :class:`ChatEngine`).

    Not thread-safe; one instance per event loop. ``client`` may be shared; ``pool`` gives the
    endpoint's long-lived client for the loop the stream runs on (app/core/engines/http_pool.py).
    Without either, each call opens and closes a client of its own."""

    def __init__(
        self,
        base_url: str,
        model: str,
        *,
        api_key: str | None = None,
        name: str = "cloud",
        timeouts: Timeouts | None = None,
        max_retries: int = 2,
        backoff_s: float = 0.25,
        stream_usage: bool = False,
        client: httpx.AsyncClient | None = None,
        pool: HttpPool | None = None,
    ) -> None:
        if not base_url:
            raise ValueError("a cloud endpoint needs a base URL")
        self.base_url = normalise_base_url(base_url)
        self.model = model
        self.name = name
        self._api_key = api_key
        self.timeouts = timeouts or Timeouts()
        self.max_retries = max_retries
        self.backoff_s = backoff_s
        self.stream_usage = stream_usage
        self._client = client
        self._pool = pool
        self.last_stats = CallStats()
        #: The tools the model asked for in the last call's answer (empty: it answered in text).
        self.last_tool_calls: list[ToolCall] = []

    def __repr__(self) -> str:  # the key stays out of reprs, logs and tracebacks
        return f"CloudLLM(name={self.name!r}, base_url={_redact_url(self.base_url)!r})"

    def _headers(self) -> dict[str, str]:
        headers = {"Accept": "text/event-stream"}
        if self._api_key:
            headers["Authorization"] = f"Bearer {self._api_key}"
        return headers

    def _body(
        self,
        messages: Sequence[ChatMessage],
        max_tokens: int,
        temperature: float,
        tools: Sequence[Mapping[str, object]] = (),
        tool_choice: str | None = None,
    ) -> Any:
        body: dict[str, Any] = {
            "model": self.model,
            "messages": [_wire_message(m) for m in messages],
            "stream": True,
            "max_tokens": max_tokens,
            "temperature": temperature,
        }
        if self.stream_usage:
            body["stream_options"] = {"include_usage": True}
        if tools:
            body["tools"] = list(tools)
            if tool_choice:
                body["tool_choice"] = tool_choice
        return body

    async def stream(
        self,
        messages: Sequence[ChatMessage],
        *,
        max_tokens: int = 512,
        temperature: float = 0.2,
        deadline: float | None = None,
        tools: Sequence[Mapping[str, object]] = (),
        tool_choice: str | None = None,
    ) -> AsyncIterator[Token]:
        """Yield the answer's tokens. Raises :class:`CloudError`; cancelling closes the stream.

        ``deadline`` (a ``time.perf_counter()`` value) moves the first-token deadline earlier:
        the pipeline anchors it at the user's request, not at this call. ``tools``: OpenAI
        function schemas offered to the model; the calls it asks for are in
        :attr:`last_tool_calls` once the stream has ended (an answer of calls alone yields no
        token)."""
        import httpx

        t0 = time.perf_counter()  # the wait for a pre-connect and a client's build count too
        client = await self._call_client()
        own = client is None
        if client is None:
            client = httpx.AsyncClient(timeout=self._http_timeout())
        stats = CallStats()
        self.last_stats = stats
        self.last_tool_calls = []
        offer = (tuple(tools), tool_choice)
        budget_end = t0 + self.timeouts.first_token_s
        deadline = budget_end if deadline is None else min(deadline, budget_end)
        prompt_text = "".join(m.content for m in messages)
        out_parts: list[str] = []
        stale_retried = own  # a client of our own has no kept-alive connection to go stale
        try:
            attempt = 0
            while True:
                stats.attempts += 1
                got_token = False
                try:
                    async for tok in self._attempt(
                        client, messages, max_tokens, temperature, deadline, stats, t0, own, offer
                    ):
                        got_token = True
                        out_parts.append(tok.text)
                        yield tok
                    break
                except CloudError as exc:
                    if exc.stale and not got_token and not stale_retried:
                        stale_retried = True  # once, at once, not counted as a retry
                        continue
                    if got_token or not exc.retryable:
                        raise
                    wait = exc.retry_after
                    if wait is None:
                        wait = self.backoff_s * (2**attempt) * (0.5 + random.random())
                    if attempt >= self.max_retries or time.perf_counter() + wait >= deadline:
                        raise
                    attempt += 1
                    await asyncio.sleep(wait)
        finally:
            stats.total_ms = (time.perf_counter() - t0) * 1000
            if stats.usage.estimated:
                stats.usage = Usage(
                    estimate_tokens(prompt_text), estimate_tokens("".join(out_parts)), True
                )
            if own:
                await client.aclose()

    async def _call_client(self) -> httpx.AsyncClient | None:
        """The shared client for a call; a pooled one after its pre-connect (if any) is done."""
        if self._client is None and self._pool is not None and not self._pool.closed:
            try:
                return await self._pool.ready(self.base_url, self._api_key, self.timeouts.connect_s)
            except RuntimeError:  # closed meanwhile (settings changed): a client of our own
                return None
        return self._shared_client()

    def _shared_client(self) -> httpx.AsyncClient | None:
        if self._client is not None:
            return self._client
        if self._pool is not None and not self._pool.closed:
            return self._pool.client(self.base_url, self._api_key)
        return None

    def _http_timeout(self) -> httpx.Timeout:
        """Per request: a pooled client serves calls with different time budgets."""
        import httpx

        return httpx.Timeout(self.timeouts.connect_s, read=None, write=10.0, pool=5.0)

    async def _attempt(
        self,
        client: httpx.AsyncClient,
        messages: Sequence[ChatMessage],
        max_tokens: int,
        temperature: float,
        deadline: float,
        stats: CallStats,
        t0: float,
        own: bool = True,
        offer: tuple[tuple[Mapping[str, object], ...], str | None] = ((), None),
    ) -> AsyncIterator[Token]:
        import httpx
        from httpx_sse import SSEError

        url = f"{self.base_url}/chat/completions"
        body = self._body(messages, max_tokens, temperature, *offer)
        acc = ToolCallAccumulator()
        first = True
        done = False
        answered = False
        try:
            async with asyncio.timeout_at(_loop_deadline(deadline)) as first_budget:
                async with client.stream(
                    "POST", url, json=body, headers=self._headers(), timeout=self._http_timeout()
                ) as response:
                    answered = True
                    stats.ttfb_ms = (time.perf_counter() - t0) * 1000
                    if response.status_code >= 400:
                        raise CloudError(
                            _status_reason(response.status_code),
                            f"{self.name}: HTTP {response.status_code}",
                            response.status_code,
                            retry_after_s(response.headers.get("Retry-After")),
                            retryable=response.status_code == 429 or response.status_code >= 500,
                        )
                    ctype = response.headers.get("content-type", "").partition(";")[0].strip()
                    events: AsyncIterator[Any] | None = None
                    if ctype == "application/json":
                        # Not streamed (some servers do not stream when tools are offered):
                        # the whole answer in one bounded body.
                        tok = self._whole(await read_body(response), stats, acc)
                        done = True
                        if tok is not None or acc:
                            first = False
                            stats.first_token_ms = (time.perf_counter() - t0) * 1000
                        if tok is not None:
                            yield tok
                    else:
                        # Bounded: an endless line or event is "malformed", not gigabytes.
                        events = aiter_sse(response).__aiter__()
                    while events is not None:
                        try:
                            if first:
                                sse = await anext(events)
                            else:
                                async with asyncio.timeout(self.timeouts.idle_s):
                                    sse = await anext(events)
                        except StopAsyncIteration:
                            break
                        if sse.data.strip() == "[DONE]":
                            done = True
                            if not own:
                                await _read_to_end(events, self.timeouts.idle_s)
                            break
                        tok = self._parse(sse.data, stats, acc)
                        if tok is None:
                            if first and acc:  # the model asks for a tool: it has answered
                                first = False
                                stats.first_token_ms = (time.perf_counter() - t0) * 1000
                                first_budget.reschedule(None)
                            continue
                        if first:
                            first = False
                            stats.first_token_ms = (time.perf_counter() - t0) * 1000
                            # From here on only the idle timeout applies.
                            first_budget.reschedule(None)
                        yield tok
        except TimeoutError:
            where = "first token" if first else "next chunk"
            raise CloudError("timeout", f"{self.name}: no {where} in time") from None
        except SSEError as exc:
            raise CloudError("malformed", f"{self.name}: not an event stream ({exc})") from None
        except TooLarge as exc:
            raise CloudError("malformed", f"{self.name}: {exc}") from None
        except ToolCallError as exc:
            raise CloudError("malformed", f"{self.name}: {exc}", retryable=False) from None
        except httpx.HTTPError as exc:
            reason = transport_reason(exc)
            # No answer at all on a shared client: the kept-alive connection was closed by the
            # server as the request went out (a restart, an idle timeout on its side).
            stale = not own and not answered and isinstance(exc, _stale_errors())
            raise CloudError(
                reason,
                f"{self.name}: {type(exc).__name__}",
                retryable=reason != "tls",
                stale=stale,
            ) from None
        if not done and stats.finish_reason is None:
            # A dropped stream is not "could not connect": it connected and broke off.
            raise CloudError(
                "malformed",
                f"{self.name}: the stream ended before the answer did",
                retryable=not first,
            )
        if first:
            raise CloudError("malformed", f"{self.name}: the stream held no text")
        try:
            self.last_tool_calls = acc.calls() if acc else []
        except ToolCallError as exc:
            raise CloudError("malformed", f"{self.name}: {exc}", retryable=False) from None

    def _whole(self, raw: bytes, stats: CallStats, acc: ToolCallAccumulator) -> Token | None:
        """A non-streamed completion: its text (None when it only asks for tools)."""
        try:
            obj = json.loads(raw)
        except ValueError:
            raise CloudError("malformed", f"{self.name}: the answer is not JSON") from None
        choices = obj.get("choices") if isinstance(obj, dict) else None
        if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
            raise CloudError("malformed", f"{self.name}: the answer has no choices")
        usage = obj.get("usage")
        if isinstance(usage, dict) and "prompt_tokens" in usage:
            stats.usage = Usage(
                int(usage.get("prompt_tokens") or 0),
                int(usage.get("completion_tokens") or 0),
                False,
            )
        stats.finish_reason = str(choices[0].get("finish_reason") or "stop")
        message = choices[0].get("message")
        if not isinstance(message, dict):
            raise CloudError("malformed", f"{self.name}: the answer has no message")
        if message.get("tool_calls"):
            calls = whole_calls(message["tool_calls"])
            acc.feed([{"index": i, **_piece(c)} for i, c in enumerate(calls)])
        text = message.get("content")
        if text is not None and not isinstance(text, str):
            raise CloudError("malformed", f"{self.name}: message content is not text")
        return Token(text) if text else None

    def _parse(self, data: str, stats: CallStats, acc: ToolCallAccumulator) -> Token | None:
        try:
            obj = json.loads(data)
        except json.JSONDecodeError:
            raise CloudError("malformed", f"{self.name}: a chunk is not JSON") from None
        if not isinstance(obj, dict):
            raise CloudError("malformed", f"{self.name}: a chunk is not an object")
        if "error" in obj:
            raise CloudError(
                "http_5xx",
                f"{self.name}: the server reported an error in the stream",
                retryable=False,
            )
        usage = obj.get("usage")
        if isinstance(usage, dict) and "prompt_tokens" in usage:
            stats.usage = Usage(
                int(usage.get("prompt_tokens") or 0),
                int(usage.get("completion_tokens") or 0),
                False,
            )
        choices = obj.get("choices")
        if not isinstance(choices, list):
            raise CloudError("malformed", f"{self.name}: a chunk has no choices")
        if not choices:  # the usage-only chunk at the end
            return None
        choice = choices[0]
        if not isinstance(choice, dict):
            raise CloudError("malformed", f"{self.name}: a choice is not an object")
        if choice.get("finish_reason"):
            stats.finish_reason = str(choice["finish_reason"])
        delta = choice.get("delta") or {}
        if isinstance(delta, dict) and delta.get("tool_calls"):
            acc.feed(delta["tool_calls"])
        text = delta.get("content") if isinstance(delta, dict) else None
        if not text:
            return None
        if not isinstance(text, str):
            raise CloudError("malformed", f"{self.name}: delta content is not text")
        return Token(text)

    async def probe(self) -> float:
        """A light ``GET /models`` to measure round-trip time in ms when idle; raises CloudError."""
        result = await probe_models(
            self.base_url, self._api_key, self.timeouts.connect_s, client=await self._call_client()
        )
        if result.status is None:
            raise CloudError(result.reason, f"{self.name}: {result.error}")
        if result.status >= 500 or result.status in (401, 403, 404, 429):
            raise CloudError(_status_reason(result.status), f"{self.name}: HTTP {result.status}")
        return result.rtt_ms


@dataclass(frozen=True)
class ModelsProbe:
    """What one ``GET {base_url}/models`` found: the HTTP status (None when no connection was
    made, with the exception's class name in ``error``, the exception itself in ``exc`` and its
    fallback reason in ``reason``), the round trip in ms, and the model ids the server lists
    (only when asked for, on a successful answer)."""

    status: int | None
    rtt_ms: float
    error: str = ""
    reason: FallbackReason = "network"
    models: tuple[str, ...] = ()
    exc: BaseException | None = field(default=None, compare=False, repr=False)


async def probe_models(
    base_url: str,
    api_key: str | None,
    timeout_s: float,
    *,
    list_models: bool = False,
    client: httpx.AsyncClient | None = None,
) -> ModelsProbe:
    """The one ``/models`` probe: the cloud client's idle RTT reading, ``tandem doctor`` and the
    Settings dialog's Test connection (``list_models``: also the ids the server serves) all call
    it, against the same normalised root the client talks to. The key goes only into the
    Authorization header, never into a message. ``client``: a pooled client (its connection
    is reused, so the reading is the round trip, not the handshakes)."""
    import httpx

    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    timeout = httpx.Timeout(timeout_s, read=timeout_s)
    url = f"{normalise_base_url(base_url)}/models"
    t0 = time.perf_counter()
    try:
        async with contextlib.AsyncExitStack() as stack:
            if client is None:
                client = await stack.enter_async_context(httpx.AsyncClient(timeout=timeout))
            response = await stack.enter_async_context(
                client.stream("GET", url, headers=headers, timeout=timeout)
            )
            elapsed = (time.perf_counter() - t0) * 1000
            body = await read_body(response)  # bounded: a hostile list cannot fill memory
    except httpx.HTTPError as exc:
        elapsed = (time.perf_counter() - t0) * 1000
        return ModelsProbe(None, elapsed, type(exc).__name__, transport_reason(exc), exc=exc)
    except TooLarge as exc:
        elapsed = (time.perf_counter() - t0) * 1000
        return ModelsProbe(None, elapsed, str(exc), "malformed", exc=exc)
    ok = response.status_code < 400
    models = _model_ids(body) if list_models and ok else ()
    return ModelsProbe(response.status_code, elapsed, models=models)


def _model_ids(body: bytes) -> tuple[str, ...]:
    """The ids of an OpenAI-style model list (``{"data": [{"id": ...}]}`` or a bare list)."""
    try:
        data = json.loads(body)
    except ValueError:
        return ()
    items = data.get("data") if isinstance(data, dict) else data
    if not isinstance(items, list):
        return ()
    ids = [str(m.get("id")) for m in items if isinstance(m, dict) and m.get("id")]
    return tuple(sorted(dict.fromkeys(ids)))


async def _read_to_end(events: AsyncIterator[object], limit_s: float) -> None:
    """Read what follows ``[DONE]`` (the body's last chunk): a response closed unread closes its
    connection too, and a pooled connection should go back to the pool. Briefly: the answer is
    complete, and a server that holds its body open only costs a new connection next time."""
    with contextlib.suppress(Exception):
        async with asyncio.timeout(min(limit_s, 0.3)):
            async for _ in events:
                pass


def _stale_errors() -> tuple[type[Exception], ...]:
    """What a request sent on a connection the server had already closed fails with."""
    import httpx

    return (httpx.RemoteProtocolError, httpx.ReadError, httpx.WriteError)


def _loop_deadline(deadline_perf: float) -> float:
    """Turn a ``perf_counter`` deadline into the running loop's clock."""
    loop = asyncio.get_running_loop()
    return loop.time() + max(0.0, deadline_perf - time.perf_counter())


def _piece(call: ToolCall) -> dict[str, Any]:
    return {"id": call.id, "function": {"name": call.name, "arguments": call.arguments}}


def _wire_message(m: ChatMessage) -> dict[str, Any]:
    """One chat message as OpenAI-compatible servers take it: plain text, or with pictures a
    list of content parts, the text first, then each picture as a base64 PNG data URL; an
    assistant message that asked for tools carries its calls, a tool message its call's id."""
    if m.tool_call_id is not None:
        return {"role": "tool", "tool_call_id": m.tool_call_id, "content": m.content}
    if m.tool_calls:
        return {
            "role": m.role,
            "content": m.content or None,
            "tool_calls": [c.wire() for c in m.tool_calls],
        }
    if not m.images:
        return {"role": m.role, "content": m.content}
    import base64

    parts: list[dict[str, Any]] = [{"type": "text", "text": m.content}]
    for png in m.images:
        url = "data:image/png;base64," + base64.b64encode(png).decode("ascii")
        parts.append({"type": "image_url", "image_url": {"url": url}})
    return {"role": m.role, "content": parts}
