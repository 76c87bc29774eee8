"""Long-lived HTTP clients for the cloud endpoints: one ``httpx.AsyncClient`` per endpoint and
event loop, so the second request reuses the first one's TCP and TLS connection
(docs/ARCHITECTURE.md §7, "Connections").

Why a pool at all: a fresh client per request pays a TCP handshake and a TLS handshake (two round
trips, 400 ms at a 200 ms RTT) before the first cloud token. A client keeps its connections alive
and speaks HTTP/2 where the server offers it (ALPN; needs the ``h2`` package).

Why keyed by event loop too: an ``AsyncClient``'s connections belong to the loop they were opened
on. The window runs requests on the qasync loop, the CLI on ``asyncio.run``'s, tests on a loop
each; a client is never handed to a loop it did not start on. Clients of a loop that is gone are
dropped (their sockets went with it).

The key is part of the pool key only as a fingerprint (a truncated SHA-256): a changed key gets a
fresh client and connection, and the key itself is never stored here, printed or logged.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import importlib.util
import threading
import time
import weakref
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # httpx is imported where a request is made: not by a start that asks none
    import httpx


#: Idle connections are kept this long (providers close theirs after about a minute or two;
#: a connection the server closed first is noticed before reuse, see ``CloudLLM.stream``).
KEEPALIVE_S = 120.0
#: A pre-connect opens at most one connection per endpoint in this many seconds.
PRECONNECT_EVERY_S = 30.0


def key_fingerprint(api_key: str | None) -> str:
    """A short, one-way stand-in for the key: enough to tell two keys apart, useless to anyone
    who reads it."""
    if not api_key:
        return ""
    return hashlib.sha256(api_key.encode("utf-8")).hexdigest()[:16]


def http2_available() -> bool:
    """HTTP/2 needs the ``h2`` package (``httpx[http2]``); without it HTTP/1.1 keep-alive only."""
    return importlib.util.find_spec("h2") is not None


@dataclass(frozen=True)
class PoolKey:
    loop_id: int
    base_url: str
    key_fp: str


@dataclass(frozen=True)
class _Held:
    """A client, (weakly) the loop it belongs to and the thread that loop runs on."""

    loop: weakref.ref[asyncio.AbstractEventLoop]
    client: httpx.AsyncClient
    thread: int


class HttpPool:
    """The clients of one :class:`~app.core.pipeline.Pipeline` (which closes the pool with
    itself; new cloud settings mean a new pipeline, hence a new pool).

    ``client()`` must be called on the loop that will use the client. ``built`` counts the
    clients made (tests and the benchmark read it)."""

    def __init__(self, *, http2: bool | None = None, keepalive_s: float = KEEPALIVE_S) -> None:
        self.http2 = http2_available() if http2 is None else http2
        self.keepalive_s = keepalive_s
        self.built = 0
        self._clients: dict[PoolKey, _Held] = {}
        self._lock = threading.Lock()
        self._closed = False
        self._closing: set[asyncio.Future[None]] = set()
        self._last_preconnect: dict[str, float] = {}
        self._warming: dict[tuple[int, str], asyncio.Task[bool]] = {}

    def __repr__(self) -> str:  # neither keys nor their fingerprints
        return f"HttpPool(clients={len(self._clients)}, http2={self.http2})"

    @property
    def closed(self) -> bool:
        return self._closed

    def _key(self, base_url: str, api_key: str | None) -> PoolKey:
        loop = asyncio.get_running_loop()
        return PoolKey(id(loop), base_url.rstrip("/"), key_fingerprint(api_key))

    def _lookup(
        self, base_url: str, api_key: str | None
    ) -> tuple[PoolKey, asyncio.AbstractEventLoop, httpx.AsyncClient | None]:
        """The pool key on the running loop, the loop, and the client held for it (if any)."""
        if self._closed:
            raise RuntimeError("the HTTP pool is closed")
        loop = asyncio.get_running_loop()
        key = self._key(base_url, api_key)
        return key, loop, self._held(key, loop)

    def client(self, base_url: str, api_key: str | None) -> httpx.AsyncClient:
        """The client for ``base_url`` with this key on the running loop, built on first use."""
        key, loop, held = self._lookup(base_url, api_key)
        if held is not None:
            return held
        return self._keep(key, loop, self._new_client())

    async def get(self, base_url: str, api_key: str | None) -> httpx.AsyncClient:
        """Like :meth:`client`, but a new client is built on a worker thread: loading the
        certificate store takes 50-100 ms, which the window's event loop must not spend."""
        key, loop, held = self._lookup(base_url, api_key)
        if held is not None:
            return held
        client = await asyncio.to_thread(self._new_client)
        if self._closed:
            await client.aclose()
            raise RuntimeError("the HTTP pool is closed")
        held = self._held(key, loop)
        if held is not None:  # another call built one meanwhile: use it, drop ours (unused)
            await client.aclose()
            return held
        return self._keep(key, loop, client)

    def _held(self, key: PoolKey, loop: asyncio.AbstractEventLoop) -> httpx.AsyncClient | None:
        with self._lock:
            self._drop_dead_loops()
            held = self._clients.get(key)
            if held is not None and held.loop() is loop and not held.client.is_closed:
                return held.client
            return None

    def _keep(
        self, key: PoolKey, loop: asyncio.AbstractEventLoop, client: httpx.AsyncClient
    ) -> httpx.AsyncClient:
        with self._lock:
            self._clients[key] = _Held(weakref.ref(loop), client, threading.get_ident())
            self.built += 1
        return client

    def _new_client(self) -> httpx.AsyncClient:
        import httpx

        return httpx.AsyncClient(
            http2=self.http2,
            limits=httpx.Limits(
                max_connections=8, max_keepalive_connections=4, keepalive_expiry=self.keepalive_s
            ),
            # Per request the cloud client passes its own timeouts; these are the defaults.
            timeout=httpx.Timeout(5.0, read=None, write=10.0, pool=5.0),
        )

    def clients(self) -> int:
        """How many clients are held now (all loops)."""
        with self._lock:
            return len(self._clients)

    def claim_preconnect(self, endpoint: str, every_s: float = PRECONNECT_EVERY_S) -> bool:
        """True at most once per ``every_s`` per endpoint: a user typing does not become a stream
        of connections."""
        now = time.monotonic()
        with self._lock:
            last = self._last_preconnect.get(endpoint)
            if last is not None and now - last < every_s:
                return False
            self._last_preconnect[endpoint] = now
            return True

    async def ready(self, base_url: str, api_key: str | None, wait_s: float) -> httpx.AsyncClient:
        """The client, once a pre-connect still opening its connection is done (at most
        ``wait_s``): a request that went ahead would open a second connection and pay the
        handshakes again instead of finishing the ones under way."""
        warming = self._warming.get(self._warm_key(base_url))
        if warming is not None and not warming.done():
            with contextlib.suppress(Exception, TimeoutError):
                async with asyncio.timeout(wait_s):
                    await asyncio.shield(warming)
        return await self.get(base_url, api_key)

    def _warm_key(self, base_url: str) -> tuple[int, str]:
        return id(asyncio.get_running_loop()), base_url.rstrip("/")

    async def preconnect(
        self,
        base_url: str,
        api_key: str | None = None,
        timeout_s: float = 5.0,
        *,
        lookup: Callable[[], Awaitable[str | None]] | None = None,
    ) -> bool:
        """Open (or keep warm) the pooled connection with a ``HEAD {base_url}/models``: no body
        goes up and none comes down, and whatever the status, the connection stays in the pool.
        The key (``api_key``, or what ``lookup`` finds, e.g. a keyring read off the loop) goes
        only into the Authorization header, as for every request to the endpoint. A request
        that starts meanwhile waits for this (:meth:`ready`). Returns whether the server
        answered; never raises for a network failure."""
        key = self._warm_key(base_url)

        async def warm() -> bool:
            secret = await lookup() if lookup is not None else api_key
            if self._closed:
                return False
            return await self._head(base_url, secret, timeout_s)

        task = asyncio.ensure_future(warm())
        self._warming[key] = task

        def forget(done: asyncio.Task[bool]) -> None:
            if self._warming.get(key) is done:
                del self._warming[key]

        task.add_done_callback(forget)
        return await asyncio.shield(task)

    async def _head(self, base_url: str, api_key: str | None, timeout_s: float) -> bool:
        import httpx

        client = await self.get(base_url, api_key)
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        try:
            response = await client.head(
                f"{base_url.rstrip('/')}/models",
                headers=headers,
                timeout=httpx.Timeout(timeout_s, read=timeout_s, write=timeout_s, pool=timeout_s),
            )
        except httpx.HTTPError:
            return False
        await response.aclose()
        return True

    # ------------------------------------------------------------ closing

    def _drop_dead_loops(self) -> None:
        for key, held in list(self._clients.items()):
            loop = held.loop()
            if loop is None or loop.is_closed():
                del self._clients[key]  # its sockets were closed with the loop

    def _stop_warming(self) -> list[asyncio.Task[bool]]:
        tasks = list(self._warming.values())
        self._warming.clear()
        for task in tasks:
            if not task.get_loop().is_closed():
                task.get_loop().call_soon_threadsafe(task.cancel)
        return tasks

    async def aclose(self) -> None:
        """Close every client; those of another, running loop are closed on that loop."""
        self._closed = True
        here = asyncio.get_running_loop()
        warming = [t for t in self._stop_warming() if t.get_loop() is here]
        if warming:
            await asyncio.gather(*warming, return_exceptions=True)
        with self._lock:
            held = list(self._clients.values())
            self._clients.clear()
        for item in held:
            loop, client = item.loop(), item.client
            if loop is here:
                await client.aclose()
            elif loop is not None and loop.is_running() and not loop.is_closed():
                fut = asyncio.run_coroutine_threadsafe(client.aclose(), loop)
                with contextlib.suppress(Exception):
                    await asyncio.wrap_future(fut)
        if self._closing:
            await asyncio.gather(*self._closing, return_exceptions=True)

    def close(self) -> None:
        """Close from synchronous code (``Pipeline.close``): on the client's loop when that loop
        runs in this thread (scheduled; :meth:`wait_closed` awaits it), by a thread-safe call
        and a bounded wait when it runs in another thread. A client whose loop is closed needs
        nothing: its sockets went with the loop."""
        self._closed = True
        self._stop_warming()
        with self._lock:
            held = list(self._clients.values())
            self._clients.clear()
        try:
            current: asyncio.AbstractEventLoop | None = asyncio.get_running_loop()
        except RuntimeError:
            current = None
        for item in held:
            loop, client = item.loop(), item.client
            if loop is None or loop.is_closed() or client.is_closed:
                continue
            here = item.thread == threading.get_ident()
            if loop is current or (here and loop.is_running()):
                # On the loop's own thread (a coroutine, or a Qt slot of the qasync loop):
                # waiting here would block the loop that has to do the closing.
                task = loop.create_task(client.aclose())
                self._closing.add(task)
                task.add_done_callback(self._closing.discard)
            elif loop.is_running():
                fut = asyncio.run_coroutine_threadsafe(client.aclose(), loop)
                with contextlib.suppress(Exception):
                    fut.result(timeout=2.0)
            else:  # a loop that is stopped but not closed (between asyncio.run steps)
                with contextlib.suppress(Exception):
                    loop.run_until_complete(client.aclose())

    async def wait_closed(self) -> None:
        """Await the closes that :meth:`close` scheduled on this loop."""
        if self._closing:
            await asyncio.gather(*self._closing, return_exceptions=True)
