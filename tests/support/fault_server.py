"""Loopback servers for the hybrid tests and benchmark: a fault-injecting OpenAI-compatible server
that records what it receives, a delay proxy, and the real llama.cpp server as the "cloud".

Why raw asyncio sockets and not a web framework: the faults live below HTTP semantics (a dropped
connection mid-chunk, a server that accepts and never answers), which frameworks make hard to
produce on purpose. Each server runs its own event loop in a daemon thread so sync tests,
subprocess (e2e) tests and benchmarks can all use it; ``close()`` stops it and its connections.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import socket
import ssl
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MODEL = ROOT / "models" / "smollm2-135m-instruct" / "SmolLM2-135M-Instruct.Q4_1.gguf"

FAULTS = (
    "ok", "echo", "hang", "stall", "http_500", "http_429", "malformed", "drop", "error_json",
    "http_401", "http_403", "http_404", "drop_reused", "linger", "endless_line",
    "endless_event", "endless_body", "tools", "echo_exact",
)  # fmt: skip


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _chunk(text: str | None, finish: str | None = None) -> bytes:
    delta = {"content": text} if text is not None else {}
    obj = {
        "id": "chatcmpl-fault",
        "object": "chat.completion.chunk",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }
    return f"data: {json.dumps(obj)}\n\n".encode()


def _delta(delta: dict, finish: str | None = None) -> bytes:  # type: ignore[type-arg]
    obj = {
        "id": "chatcmpl-fault",
        "object": "chat.completion.chunk",
        "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
    }
    return f"data: {json.dumps(obj)}\n\n".encode()


def _http_chunk(data: bytes) -> bytes:
    return f"{len(data):x}\r\n".encode() + data + b"\r\n"


@dataclass
class Received:
    at: float  # time.time() when the request's body was complete
    path: str
    headers: dict[str, str]
    body: bytes

    def json(self) -> dict:  # type: ignore[type-arg]
        return json.loads(self.body)  # type: ignore[no-any-return]


@dataclass
class FaultServer:
    """An OpenAI-compatible ``/v1/chat/completions`` that misbehaves on request.

    ``fault`` may be changed between requests. ``tokens`` is the answer of an ``ok`` stream;
    ``retry_after`` is sent with 429; ``recover_after`` makes the first N requests fail and the
    rest succeed (for retry tests). ``hold_first_token`` (an Event) keeps the first token back
    until the test sets it, e.g. once the draft is on screen: a cloud answer that comes first
    replaces a draft that has not started, so a test of "draft, then upgrade" sets the order.

    ``connections`` counts the TCP connections accepted (a pooled client opens one for many
    requests). ``port`` reuses a port, e.g. to stand for a server restarted at the same
    address. Fault ``drop_reused`` closes a kept-alive connection, without an answer, when a
    second request arrives on it (the server's idle timeout racing the client's next request);
    ``linger`` sends ``[DONE]`` and then holds the body open instead of ending it.
    ``HEAD`` (a pre-connect) gets an empty 200 and is counted in ``heads``, not ``received``.
    ``endless_line`` starts an SSE ``data:`` line and never ends it; ``endless_event`` sends
    ``data:`` lines and never the blank line that ends the event; ``endless_body`` answers the
    ``GET /models`` with a list that never ends (each 64 KiB at a time until the client hangs
    up; ``endless_sent`` counts the bytes written).
    ``tls``: serve HTTPS with this context (tests/support/tls_certs.py).

    Fault ``tools`` is a model that uses tools (OpenAI ``tool_calls``): a request that offers
    ``tools`` (and no ``tool_choice: "none"``) and holds no ``tool`` message yet is answered with
    the calls of ``tool_calls`` (``[{"name", "arguments": {...}}]``); with ``tool_always`` every
    such request is (a model that never stops asking). A request that holds ``tool`` messages is
    answered in text that quotes them: ``"From the tool: <content of each tool message>"``, so
    the placeholders the device put there come back in the answer. ``tool_stream`` False
    answers every request as one JSON body, not a stream (``message.tool_calls``);
    ``tool_then_fail`` answers a request that holds tool messages with HTTP 500.
    """

    fault: str = "ok"
    tokens: list[str] = field(default_factory=lambda: ["The ", "cloud ", "answer."])
    retry_after: str | None = "1"
    recover_after: int | None = None
    token_delay_s: float = 0.0
    hold_first_token: threading.Event | None = None
    received: list[Received] = field(default_factory=list)
    port: int = 0
    connections: int = 0
    heads: int = 0
    tls: ssl.SSLContext | None = None
    endless_sent: int = 0
    endless_limit: int = 512 << 20  # a backstop: an unbounded client still ends, in time
    tool_calls: list[dict] = field(default_factory=list)  # type: ignore[type-arg]
    tool_always: bool = False
    tool_stream: bool = True
    tool_then_fail: bool = False  # a request holding tool messages gets HTTP 500

    def __post_init__(self) -> None:
        self.port = self.port or free_port()
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._writers: set[asyncio.StreamWriter] = set()
        self._thread = threading.Thread(target=self._run, name="fault-server", daemon=True)
        self._thread.start()
        if not self._ready.wait(10):
            raise RuntimeError("fault server did not start")

    @property
    def base_url(self) -> str:
        scheme = "https" if self.tls is not None else "http"
        return f"{scheme}://127.0.0.1:{self.port}/v1"

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        server = self._loop.run_until_complete(
            asyncio.start_server(self._handle, "127.0.0.1", self.port, ssl=self.tls)
        )
        self._server = server
        self._ready.set()
        self._loop.run_forever()
        server.close()
        _drain(self._loop)

    def close(self) -> None:
        if self._loop.is_closed():  # closed already (a test that restarts the server)
            return

        def stop() -> None:
            for w in list(self._writers):
                with contextlib.suppress(Exception):
                    w.transport.abort()
            self._loop.stop()

        self._loop.call_soon_threadsafe(stop)
        self._thread.join(10)

    def __enter__(self) -> FaultServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self._writers.add(writer)
        self.connections += 1
        served = 0
        try:
            while True:
                head = await reader.readuntil(b"\r\n\r\n")
                lines = head.decode("latin-1").split("\r\n")
                method, path, _ = lines[0].split(" ", 2)
                headers = {}
                for line in lines[1:]:
                    if ":" in line:
                        k, v = line.split(":", 1)
                        headers[k.strip().lower()] = v.strip()
                body = await reader.readexactly(int(headers.get("content-length", "0")))
                served += 1
                if served > 1 and self.fault == "drop_reused":
                    writer.transport.abort()
                    break
                if method == "HEAD":  # a pre-connect: counted, not a request that carries text
                    self.heads += 1
                else:
                    self.received.append(Received(time.time(), path, headers, body))
                if not await self._respond(method, path, writer):
                    break
        except (asyncio.IncompleteReadError, ConnectionError, asyncio.CancelledError, ssl.SSLError):
            pass
        finally:
            self._writers.discard(writer)
            with contextlib.suppress(Exception):
                writer.close()

    async def _respond(self, method: str, path: str, w: asyncio.StreamWriter) -> bool:
        """Write one response; False closes the connection."""
        fault = self.fault
        if self.recover_after is not None and len(self.received) > self.recover_after:
            fault = "ok"
        if method == "HEAD":
            w.write(_head(200, "application/json", 0))
            await w.drain()
            return True
        if method == "GET" and fault == "endless_body":
            w.write(_head(200, "application/json", None) + _http_chunk(b'{"data": ['))
            await self._endless(w, b'{"id": "fault"}, ' * 4096)
            return False
        if method == "GET":
            data = json.dumps({"object": "list", "data": [{"id": "fault"}]}).encode()
            w.write(_head(200, "application/json", len(data)) + data)
            await w.drain()
            return True
        if fault == "hang":
            await asyncio.sleep(3600)
            return False
        if fault in ("http_500", "http_429", "http_401", "http_403", "http_404"):
            status = int(fault[5:])
            data = b'{"error": {"message": "injected"}}'
            extra = {"Retry-After": self.retry_after} if status == 429 and self.retry_after else {}
            w.write(_head(status, "application/json", len(data), extra) + data)
            await w.drain()
            return True
        if fault == "tools":
            await self._tools(w)
            return True
        w.write(_head(200, "text/event-stream", None))
        await w.drain()
        hold = self.hold_first_token
        if hold is not None:
            await _wait_for(hold, 60.0)  # a test that forgets to release cannot hang forever
        if fault == "malformed":
            w.write(_http_chunk(_chunk("Hel")) + _http_chunk(b"data: {not json at all\n\n"))
            w.write(b"0\r\n\r\n")
            await w.drain()
            return True
        if fault in ("endless_line", "endless_event"):
            w.write(_http_chunk(_chunk("Hel")))
            if fault == "endless_line":
                w.write(_http_chunk(b'data: {"choices": [{"delta": {"content": "'))
                await self._endless(w, b"x" * 65536)
            else:
                await self._endless(w, b"data: " + b"x" * 65530 + b"\n")
            return False
        if fault == "error_json":
            w.write(_http_chunk(b'data: {"error": {"message": "overloaded"}}\n\n') + b"0\r\n\r\n")
            await w.drain()
            return True
        tokens = self.tokens
        if fault == "echo":  # answer with the last user message, as received
            last = [m for m in self.received[-1].json()["messages"] if m["role"] == "user"][-1]
            tokens = [t + " " for t in last["content"].split(" ")]
        if fault == "echo_exact":  # the last user message verbatim, in 5-character chunks that
            # cut placeholders anywhere ("[PERS" + "ON_1]")
            last = [m for m in self.received[-1].json()["messages"] if m["role"] == "user"][-1]
            text = last["content"]
            tokens = [text[i : i + 5] for i in range(0, len(text), 5)]
        for i, tok in enumerate(tokens):
            if i == 1 and fault == "stall":
                await asyncio.sleep(3600)
            if i == 1 and fault == "drop":
                w.transport.abort()  # mid-stream, mid-chunked-body: a dropped connection
                return False
            w.write(_http_chunk(_chunk(tok)))
            await w.drain()
            if self.token_delay_s:
                await asyncio.sleep(self.token_delay_s)
        if fault == "linger":
            w.write(_http_chunk(_chunk(None, "stop")) + _http_chunk(b"data: [DONE]\n\n"))
            await w.drain()
            await asyncio.sleep(3600)
            return False
        w.write(_http_chunk(_chunk(None, "stop")) + _http_chunk(b"data: [DONE]\n\n") + b"0\r\n\r\n")
        await w.drain()
        return True

    async def _tools(self, w: asyncio.StreamWriter) -> None:
        body = self.received[-1].json()
        messages = body.get("messages", [])
        results = [m["content"] for m in messages if m.get("role") == "tool"]
        offered = bool(body.get("tools")) and body.get("tool_choice") != "none"
        if results and self.tool_then_fail:
            data = b'{"error": {"message": "injected"}}'
            w.write(_head(500, "application/json", len(data)) + data)
            await w.drain()
            return
        if offered and self.tool_calls and (self.tool_always or not results):
            n = len([m for m in messages if m.get("role") == "assistant" and m.get("tool_calls")])
            calls = [
                {
                    "id": f"call_{n}_{i}",
                    "type": "function",
                    "function": {
                        "name": c["name"],
                        "arguments": json.dumps(c.get("arguments", {}), ensure_ascii=False),
                    },
                }
                for i, c in enumerate(self.tool_calls)
            ]
            if not self.tool_stream:
                await self._whole(w, None, calls)
                return
            w.write(_head(200, "text/event-stream", None))
            for i, c in enumerate(calls):
                fn = c["function"]
                first = {"index": i, "id": c["id"], "type": "function",
                         "function": {"name": fn["name"], "arguments": ""}}  # fmt: skip
                w.write(_http_chunk(_delta({"role": "assistant", "tool_calls": [first]})))
                args = fn["arguments"]
                for k in range(0, len(args), 7):  # the arguments in fragments, as models do
                    piece = {"index": i, "function": {"arguments": args[k : k + 7]}}
                    w.write(_http_chunk(_delta({"tool_calls": [piece]})))
                await w.drain()
            w.write(_http_chunk(_delta({}, "tool_calls")) + _http_chunk(b"data: [DONE]\n\n"))
            w.write(b"0\r\n\r\n")
            await w.drain()
            return
        text = "From the tool: " + " | ".join(results) if results else "".join(self.tokens)
        if not self.tool_stream:
            await self._whole(w, text, None)
            return
        w.write(_head(200, "text/event-stream", None))
        for k in range(0, len(text), 9):
            w.write(_http_chunk(_chunk(text[k : k + 9])))
        w.write(_http_chunk(_chunk(None, "stop")) + _http_chunk(b"data: [DONE]\n\n") + b"0\r\n\r\n")
        await w.drain()

    async def _whole(self, w: asyncio.StreamWriter, text: str | None, calls: list | None) -> None:  # type: ignore[type-arg]
        message: dict = {"role": "assistant", "content": text}  # type: ignore[type-arg]
        if calls:
            message["tool_calls"] = calls
        obj = {
            "id": "chatcmpl-fault",
            "object": "chat.completion",
            "choices": [
                {"index": 0, "message": message, "finish_reason": "tool_calls" if calls else "stop"}
            ],
        }
        data = json.dumps(obj).encode()
        w.write(_head(200, "application/json", len(data)) + data)
        await w.drain()

    async def _endless(self, w: asyncio.StreamWriter, piece: bytes) -> None:
        """Write ``piece`` as chunks until the client hangs up (or ``endless_limit`` bytes, a backstop)."""
        chunk = _http_chunk(piece)
        while self.endless_sent < self.endless_limit:
            w.write(chunk)
            await w.drain()
            self.endless_sent += len(piece)


async def _wait_for(event: threading.Event, limit_s: float) -> None:
    """Poll a thread-side event from the server's loop (it is set from the test's thread)."""
    give_up = time.monotonic() + limit_s
    while not event.is_set() and time.monotonic() < give_up:  # noqa: ASYNC110
        await asyncio.sleep(0.01)


def _drain(loop: asyncio.AbstractEventLoop) -> None:
    """Cancel what still runs (a hung handler) and close the loop without leaking tasks."""
    pending = asyncio.all_tasks(loop)
    for task in pending:
        task.cancel()
    loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
    loop.close()


def _head(
    status: int, ctype: str, length: int | None, extra: dict[str, str] | None = None
) -> bytes:
    reason = {
        200: "OK", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
        429: "Too Many Requests", 500: "Internal Server Error",
    }[status]  # fmt: skip
    lines = [f"HTTP/1.1 {status} {reason}", f"Content-Type: {ctype}"]
    lines.append(
        f"Content-Length: {length}" if length is not None else "Transfer-Encoding: chunked"
    )
    lines += [f"{k}: {v}" for k, v in (extra or {}).items()]
    return ("\r\n".join(lines) + "\r\n\r\n").encode()


class DelayProxy:
    """A TCP proxy on loopback that behaves like a link with ``rtt_s`` of round trip (as netem
    would make it): a new connection first pays one round trip for the TCP handshake, then every
    chunk is delayed by half the round trip in each direction. TLS is not emulated but passes
    through: in front of a TLS server (``scheme="https"``) its handshake pays the delays too.
    ``connections`` counts the connections accepted."""

    def __init__(self, target_port: int, rtt_s: float, scheme: str = "http") -> None:
        self.target_port = target_port
        self.scheme = scheme
        self.connections = 0
        self.one_way_s = rtt_s / 2
        self.port = free_port()
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._tasks: set[asyncio.Task[None]] = set()
        self._thread = threading.Thread(target=self._run, name="delay-proxy", daemon=True)
        self._thread.start()
        if not self._ready.wait(10):
            raise RuntimeError("delay proxy did not start")

    @property
    def base_url(self) -> str:
        return f"{self.scheme}://127.0.0.1:{self.port}/v1"

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_until_complete(asyncio.start_server(self._handle, "127.0.0.1", self.port))
        self._ready.set()
        self._loop.run_forever()
        _drain(self._loop)

    async def _pipe(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        queue: asyncio.Queue[tuple[float, bytes]] = asyncio.Queue()

        async def deliver() -> None:
            while True:
                due, data = await queue.get()
                await asyncio.sleep(max(0.0, due - self._loop.time()))
                if not data:
                    writer.close()
                    return
                writer.write(data)
                await writer.drain()

        sender = asyncio.ensure_future(deliver())
        try:
            while True:
                data = await reader.read(65536)
                queue.put_nowait((self._loop.time() + self.one_way_s, data))
                if not data:
                    break
            await sender
        except (ConnectionError, asyncio.CancelledError):
            sender.cancel()

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        await asyncio.sleep(2 * self.one_way_s)  # SYN / SYN-ACK: the client cannot send sooner
        try:
            up_r, up_w = await asyncio.open_connection("127.0.0.1", self.target_port)
        except OSError:
            writer.close()
            return
        for coro in (self._pipe(reader, up_w), self._pipe(up_r, writer)):
            task = asyncio.ensure_future(coro)
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    def close(self) -> None:
        def stop() -> None:
            for t in list(self._tasks):
                t.cancel()
            self._loop.stop()

        self._loop.call_soon_threadsafe(stop)
        self._thread.join(10)


@contextlib.contextmanager
def llama_server(n_ctx: int = 2048, timeout_s: float = 90.0) -> Iterator[str]:
    """The real llama.cpp OpenAI-compatible server with the bundled model; yields its base URL.

    Started through ``app.core.engines.llama_compat`` (the same AMX-safe loading as the app)."""
    import tempfile

    import httpx

    port = free_port()
    env = dict(os.environ)
    log = tempfile.TemporaryFile()  # noqa: SIM115 - closed in the finally below
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "app.core.engines.llama_compat",
            "--model",
            str(MODEL),
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--n_ctx",
            str(n_ctx),
            "--n_threads",
            "1",
            "--verbose",
            "False",
        ],
        cwd=ROOT,
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=log,
    )
    base = f"http://127.0.0.1:{port}/v1"
    try:
        deadline = time.monotonic() + timeout_s
        while True:
            if proc.poll() is not None:
                log.seek(0)
                err = log.read().decode(errors="replace")[-2000:]
                raise RuntimeError(f"llama.cpp server exited ({proc.returncode}): {err}")
            try:
                if httpx.get(f"{base}/models", timeout=1.0).status_code == 200:
                    break
            except httpx.HTTPError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError("llama.cpp server did not start in time")
            time.sleep(0.25)
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(10)
        log.close()
