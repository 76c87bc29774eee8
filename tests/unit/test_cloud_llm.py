"""The cloud client against replayed SSE (a stream recorded from llama.cpp's server) and scripted
HTTP answers through httpx's MockTransport: parsing, usage, retries, errors, no key leaks."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import httpx
import pytest

from app.core.engines.base import ChatMessage
from app.core.engines.cloud_llm import (
    PRESETS,
    CloudError,
    CloudLLM,
    Timeouts,
    estimate_tokens,
    retry_after_s,
)

RECORDED = Path(__file__).parent / "data" / "sse_llamacpp.txt"
MSGS = [ChatMessage("user", "Say hello in five words.")]
SECRET = "sk-test-SECRET-123456"


def client_for(handler: Callable[[httpx.Request], httpx.Response]) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.MockTransport(handler))


def sse(body: bytes, status: int = 200, headers: dict[str, str] | None = None) -> httpx.Response:
    h = {"content-type": "text/event-stream"}
    h.update(headers or {})
    return httpx.Response(status, headers=h, content=body)


def engine(client: httpx.AsyncClient, **kw: object) -> CloudLLM:
    return CloudLLM(
        "http://cloud.test/v1",
        "m",
        api_key=SECRET,
        client=client,
        timeouts=Timeouts(connect_s=1, first_token_s=3, idle_s=1),
        backoff_s=0.01,
        **kw,  # type: ignore[arg-type]
    )


async def collect(e: CloudLLM) -> str:
    return "".join([t.text async for t in e.stream(MSGS, max_tokens=16)])


async def test_replayed_llamacpp_stream_parses_and_estimates_usage() -> None:
    seen: list[httpx.Request] = []

    def handler(req: httpx.Request) -> httpx.Response:
        seen.append(req)
        return sse(RECORDED.read_bytes())

    async with client_for(handler) as c:
        e = engine(c)
        text = await collect(e)
    expected = "".join(
        json.loads(line[6:])["choices"][0]["delta"].get("content", "")
        for line in RECORDED.read_text().splitlines()
        if line.startswith("data: {")
    )
    assert text == expected and text
    assert e.last_stats.finish_reason == "stop"
    assert e.last_stats.usage.estimated
    assert e.last_stats.usage.tokens_out == estimate_tokens(text)
    assert e.last_stats.first_token_ms is not None
    body = json.loads(seen[0].content)
    assert body["stream"] is True and body["max_tokens"] == 16
    assert "stream_options" not in body
    assert seen[0].headers["authorization"] == f"Bearer {SECRET}"
    assert str(seen[0].url) == "http://cloud.test/v1/chat/completions"


async def test_usage_from_the_stream_when_the_provider_sends_it() -> None:
    chunks = [
        {"choices": [{"index": 0, "delta": {"content": "Hi"}, "finish_reason": None}]},
        {"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}]},
        {"choices": [], "usage": {"prompt_tokens": 11, "completion_tokens": 1}},
    ]
    body = "".join(f"data: {json.dumps(c)}\n\n" for c in chunks) + "data: [DONE]\n\n"
    seen: list[dict[str, object]] = []

    def handler(req: httpx.Request) -> httpx.Response:
        seen.append(json.loads(req.content))
        return sse(body.encode())

    async with client_for(handler) as c:
        e = engine(c, stream_usage=True)
        assert await collect(e) == "Hi"
    assert seen[0]["stream_options"] == {"include_usage": True}
    assert (e.last_stats.usage.tokens_in, e.last_stats.usage.tokens_out) == (11, 1)
    assert not e.last_stats.usage.estimated


async def test_429_with_retry_after_is_retried_before_the_first_token() -> None:
    calls = []

    def handler(req: httpx.Request) -> httpx.Response:
        calls.append(req)
        if len(calls) == 1:
            return httpx.Response(429, headers={"Retry-After": "0.05"})
        return sse(RECORDED.read_bytes())

    async with client_for(handler) as c:
        e = engine(c)
        assert await collect(e)
    assert len(calls) == 2 and e.last_stats.attempts == 2


async def test_retry_after_beyond_the_deadline_gives_up_at_once() -> None:
    calls = []

    def handler(req: httpx.Request) -> httpx.Response:
        calls.append(req)
        return httpx.Response(429, headers={"Retry-After": "30"})

    async with client_for(handler) as c:
        with pytest.raises(CloudError) as info:
            await collect(engine(c))
    assert info.value.reason == "http_429" and info.value.status == 429
    assert len(calls) == 1


@pytest.mark.parametrize(
    ("status", "reason", "calls_expected"),
    [
        (500, "http_5xx", 3),
        (503, "http_5xx", 3),
        (401, "auth", 1),
        (403, "auth", 1),
        (404, "not_found", 1),
        (400, "malformed", 1),
    ],
)
async def test_http_errors(status: int, reason: str, calls_expected: int) -> None:
    calls = []

    def handler(req: httpx.Request) -> httpx.Response:
        calls.append(req)
        return httpx.Response(status, json={"error": {"message": f"bad key {SECRET}"}})

    async with client_for(handler) as c:
        with pytest.raises(CloudError) as info:
            await collect(engine(c))
    assert info.value.reason == reason
    assert len(calls) == calls_expected  # 4xx other than 429 are not retried
    assert SECRET not in str(info.value)


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        (b"data: {not json\n\n", "malformed"),
        (b'data: {"choices": "nope"}\n\n', "malformed"),
        (b'data: {"error": {"message": "overloaded"}}\n\n', "http_5xx"),
        (b"data: [DONE]\n\n", "malformed"),  # no text at all
    ],
)
async def test_bad_streams(body: bytes, reason: str) -> None:
    async with client_for(lambda req: sse(body)) as c:
        with pytest.raises(CloudError) as info:
            await collect(engine(c))
    assert info.value.reason == reason


async def test_a_stream_that_ends_without_done_or_finish_is_a_dropped_stream() -> None:
    body = b'data: {"choices": [{"delta": {"content": "Hal"}, "finish_reason": null}]}\n\n'
    async with client_for(lambda req: sse(body)) as c:
        with pytest.raises(CloudError) as info:
            await collect(engine(c))
    assert info.value.reason == "malformed"  # it connected: a dropped stream is not "network"


async def test_not_an_event_stream_is_malformed() -> None:
    async with client_for(lambda req: httpx.Response(200, json={"choices": []})) as c:
        with pytest.raises(CloudError) as info:
            await collect(engine(c))
    assert info.value.reason == "malformed"


async def test_connection_errors_are_network_and_retried() -> None:
    calls = []

    def handler(req: httpx.Request) -> httpx.Response:
        calls.append(req)
        raise httpx.ConnectError("refused", request=req)

    async with client_for(handler) as c:
        with pytest.raises(CloudError) as info:
            await collect(engine(c))
    assert info.value.reason == "network" and len(calls) == 3


def test_retry_after_parsing() -> None:
    assert retry_after_s("2") == 2.0
    assert retry_after_s(None) is None
    assert retry_after_s("soon") is None
    assert retry_after_s("Wed, 21 Oct 2015 07:28:00 GMT") == 0.0  # in the past


def test_key_stays_out_of_repr_and_presets_cover_the_providers() -> None:
    e = CloudLLM("https://api.example/v1?key=abc", "m", api_key=SECRET)
    assert SECRET not in repr(e) and "abc" not in repr(e)
    for name in (
        "openai",
        "deepseek",
        "qwen",
        "moonshot",
        "zhipu",
        "siliconflow",
        "openrouter",
        "ollama",
        "lmstudio",
        "vllm",
        "llamacpp",
        "custom",
    ):
        assert name in PRESETS
    assert PRESETS["ollama"].trust_zone == "private"
    assert PRESETS["openai"].base_url.startswith("https://")


def test_token_estimate_counts_cjk_per_character() -> None:
    assert estimate_tokens("") == 0
    assert estimate_tokens("你好世界") == 4
    assert estimate_tokens("hello world!") == 3


def test_base_url_without_a_path_gets_v1() -> None:
    from app.core.engines.cloud_llm import normalise_base_url

    assert normalise_base_url("http://127.0.0.1:8080") == "http://127.0.0.1:8080/v1"
    assert normalise_base_url("http://127.0.0.1:8080/") == "http://127.0.0.1:8080/v1"
    assert normalise_base_url("https://api.x.ai/v1/") == "https://api.x.ai/v1"
    assert normalise_base_url("https://open.bigmodel.cn/api/paas/v4") == (
        "https://open.bigmodel.cn/api/paas/v4"
    )


async def test_a_certificate_failure_is_tls_and_not_retried() -> None:
    import ssl

    calls = []

    def handler(req: httpx.Request) -> httpx.Response:
        calls.append(req)
        try:
            raise ssl.SSLCertVerificationError(1, "[SSL: CERTIFICATE_VERIFY_FAILED] self-signed")
        except ssl.SSLError as exc:
            raise httpx.ConnectError(str(exc), request=req) from exc

    async with client_for(handler) as c:
        with pytest.raises(CloudError) as info:
            await collect(engine(c))
    assert info.value.reason == "tls" and len(calls) == 1


async def test_a_read_error_after_connecting_is_not_network() -> None:
    def handler(req: httpx.Request) -> httpx.Response:
        raise httpx.ReadError("connection reset", request=req)

    async with client_for(handler) as c:
        with pytest.raises(CloudError) as info:
            await collect(engine(c))
    assert info.value.reason == "malformed"


@pytest.mark.parametrize(
    ("status", "reason"), [(401, "auth"), (403, "auth"), (404, "not_found"), (503, "http_5xx")]
)
async def test_probe_classifies_configuration_errors(status: int, reason: str) -> None:
    e = CloudLLM("http://cloud.test/v1", "m", api_key=SECRET)

    def handler(req: httpx.Request) -> httpx.Response:
        return httpx.Response(status)

    transport = httpx.MockTransport(handler)
    real = httpx.AsyncClient

    def patched(*a: object, **kw: object) -> httpx.AsyncClient:
        kw["transport"] = transport
        return real(*a, **kw)  # type: ignore[arg-type]

    import unittest.mock

    with (
        unittest.mock.patch.object(httpx, "AsyncClient", patched),
        pytest.raises(CloudError) as info,
    ):
        await e.probe()
    assert info.value.reason == reason


def test_every_reason_has_words_and_config_reasons_say_what_to_fix() -> None:
    from typing import get_args

    from app.core.engines import cloud_errors
    from app.core.events import FallbackReason

    for reason in get_args(FallbackReason):
        assert reason in cloud_errors.WORDS, reason
    assert "refused the API key" in cloud_errors.describe("auth")
    assert "model name" in cloud_errors.describe("not_found", "HTTP 404")
    assert "certificate" in cloud_errors.describe("tls")
    assert cloud_errors.describe("network", "ConnectError").endswith("(ConnectError)")
    assert cloud_errors.describe("auth", translate=lambda s: "ZH") == "ZH"
    assert {r for r in cloud_errors.WORDS if cloud_errors.is_configuration(r)} == {
        "auth",
        "not_found",
        "tls",
    }
