"""An HTTP/2 OpenAI-compatible stream over TLS on loopback (the ``h2`` package's server side),
for the tests that check the cloud client speaks HTTP/2 where it is offered and multiplexes
requests over one connection.

It answers ``POST …/chat/completions`` with ``tokens`` as SSE chunks (``token_delay_s`` apart),
and ``HEAD``/``GET`` with an empty 200. ``connections`` counts TCP connections, ``requests``
the requests (all streams of all connections). ALPN offers only ``h2``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import ssl
import threading
from dataclasses import dataclass, field
from typing import Any

from tests.support.fault_server import free_port


def _chunk(text: str | None, finish: str | None = None) -> bytes:
    delta = {"content": text} if text is not None else {}
    obj = {"choices": [{"index": 0, "delta": delta, "finish_reason": finish}]}
    return f"data: {json.dumps(obj)}\n\n".encode()


@dataclass
class H2Server:
    tls: ssl.SSLContext
    tokens: list[str] = field(default_factory=lambda: ["The ", "cloud ", "answer."])
    token_delay_s: float = 0.0
    connections: int = 0
    requests: int = 0

    def __post_init__(self) -> None:
        self.port = free_port()
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._tasks: set[asyncio.Task[Any]] = set()
        self._thread = threading.Thread(target=self._run, name="h2-server", daemon=True)
        self._thread.start()
        if not self._ready.wait(10):
            raise RuntimeError("h2 server did not start")

    @property
    def base_url(self) -> str:
        return f"https://127.0.0.1:{self.port}/v1"

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        server = self._loop.run_until_complete(
            asyncio.start_server(self._handle, "127.0.0.1", self.port, ssl=self.tls)
        )
        self._ready.set()
        self._loop.run_forever()
        server.close()
        pending = asyncio.all_tasks(self._loop)
        for task in pending:
            task.cancel()
        self._loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
        self._loop.close()

    def close(self) -> None:
        if self._loop.is_closed():
            return
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(10)

    def __enter__(self) -> H2Server:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    async def _handle(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        import h2.config
        import h2.connection
        import h2.events

        self.connections += 1
        conn = h2.connection.H2Connection(h2.config.H2Configuration(client_side=False))
        conn.initiate_connection()
        writer.write(conn.data_to_send())
        lock = asyncio.Lock()
        heads: dict[int, dict[str, str]] = {}

        async def flush() -> None:
            async with lock:
                writer.write(conn.data_to_send())
                await writer.drain()

        try:
            while True:
                data = await reader.read(65536)
                if not data:
                    break
                for event in conn.receive_data(data):
                    if isinstance(event, h2.events.RequestReceived):
                        heads[event.stream_id] = {
                            (k.decode() if isinstance(k, bytes) else k): (
                                v.decode() if isinstance(v, bytes) else v
                            )
                            for k, v in event.headers
                        }
                    elif isinstance(event, h2.events.DataReceived):
                        conn.acknowledge_received_data(
                            event.flow_controlled_length, event.stream_id
                        )
                    if isinstance(event, h2.events.StreamEnded):
                        self.requests += 1
                        headers = heads.pop(event.stream_id, {})
                        task = asyncio.ensure_future(
                            self._answer(conn, event.stream_id, headers, flush)
                        )
                        self._tasks.add(task)
                        task.add_done_callback(self._tasks.discard)
                await flush()
        except (ConnectionError, ssl.SSLError, asyncio.CancelledError):
            pass
        finally:
            with contextlib.suppress(Exception):
                writer.close()

    async def _answer(self, conn: Any, stream_id: int, headers: dict[str, str], flush: Any) -> None:
        if headers.get(":method") != "POST":
            conn.send_headers(stream_id, [(":status", "200"), ("content-length", "0")], True)
            await flush()
            return
        conn.send_headers(stream_id, [(":status", "200"), ("content-type", "text/event-stream")])
        await flush()
        for tok in self.tokens:
            conn.send_data(stream_id, _chunk(tok))
            await flush()
            if self.token_delay_s:
                await asyncio.sleep(self.token_delay_s)
        conn.send_data(stream_id, _chunk(None, "stop") + b"data: [DONE]\n\n", end_stream=True)
        await flush()
