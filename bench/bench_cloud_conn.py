"""The cloud connection: first cloud token with a pooled, kept-alive connection vs a new client
per request (as before issue 17), over TLS with a 200 ms round trip (docs/ARCHITECTURE.md §7).

The server: tests/support/fault_server.py's OpenAI-compatible stream, serving HTTPS on loopback
with a throw-away certificate authority (tests/support/tls_certs.py) that this process alone
trusts through ``SSL_CERT_FILE``. The link: ``DelayProxy`` in front of it, a TCP proxy that holds
each new connection for one RTT (the TCP handshake) and delays every chunk by RTT/2 in each
direction, so the TLS handshake (TLS 1.3: one more round trip) and each request/response pay the
link as they would on the internet.

Measured, median over RUNS, wall time from the call to ``CloudLLM.stream`` to its first token
(building a client, where a call builds one, included):
- today: two requests, each with a client of its own (TCP + TLS + request: 3 RTTs each);
- pooled: the same two requests over the pipeline's pool (the second: 1 RTT);
- pre-connect: the pipeline's ``preconnect`` as the user starts typing, TYPING_S of typing,
  then the first request;
- HTTP/2: the pooled second request against tests/support/h2_server.py (ALPN ``h2`` only)
  behind the same proxy.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

RTT_MS = 200
RUNS = 5
TYPING_S = 1.5  # the user is still typing when the connection is ready


def _settings(base_url: str) -> Any:
    from app.core.config import Settings

    s = Settings()
    s.cloud.base_url = base_url
    s.cloud.model = "bench"
    s.cloud.timeout_s = 30
    return s


async def _first_token_ms(engine: Any) -> float:
    """Wall time from the call to its first token, measured here (client builds included, as
    the user waits for them too), then the rest of the answer is read."""
    import time

    from app.core.engines.base import ChatMessage

    t0 = time.perf_counter()
    first: float | None = None
    async for _ in engine.stream([ChatMessage("user", "Name one colour of the sky.")]):
        if first is None:
            first = (time.perf_counter() - t0) * 1000
    assert first is not None
    return first


async def _measure(base_url: str, proxy: Any) -> dict[str, Any]:
    from app.core.engines.cloud_llm import CloudLLM, Timeouts
    from app.core.pipeline import Pipeline
    from app.core.routing.registry import cloud_endpoint
    from bench.common import apaired

    timeouts = Timeouts(10, 20, 10)
    out: dict[str, list[float]] = {k: [] for k in ("today1", "today2", "pool1", "pool2", "pre")}
    conns: dict[str, list[int]] = {"today": [], "pooled": [], "pre": []}
    versions: set[str] = set()
    settings = _settings(base_url)

    async def today() -> None:
        before = proxy.connections
        for key in ("today1", "today2"):
            engine = CloudLLM(base_url, "bench", api_key="sk-bench", timeouts=timeouts)
            out[key].append(await _first_token_ms(engine))
        conns["today"].append(proxy.connections - before)

    async def pooled() -> None:
        p = Pipeline(settings)
        ep = cloud_endpoint(settings)
        assert ep is not None
        rules = p.rules.current()
        before = proxy.connections
        for key in ("pool1", "pool2"):
            out[key].append(await _first_token_ms(p.cloud_for(ep, rules)))
        conns["pooled"].append(proxy.connections - before)
        client = p.http.client(p.cloud_for(ep, rules).base_url, os.environ["TANDEM_CLOUD_API_KEY"])
        response = await client.head(f"{base_url}/models")
        tls = response.extensions["network_stream"].get_extra_info("ssl_object")
        versions.add(f"{response.http_version} over {tls.version() if tls else 'no TLS'}")
        await p.aclose()

    for i in range(RUNS):
        await apaired(i, pooled, today)  # alternating which goes first

        p = Pipeline(settings)
        ep = cloud_endpoint(settings)
        assert ep is not None
        rules = p.rules.current()
        before = proxy.connections
        warm = asyncio.ensure_future(p.preconnect("hybrid"))  # the first key press
        await asyncio.sleep(TYPING_S)
        assert await warm, "the pre-connect did not connect"
        out["pre"].append(await _first_token_ms(p.cloud_for(ep, rules)))
        conns["pre"].append(proxy.connections - before)
        await p.aclose()
    med = {k: round(statistics.median(v), 1) for k, v in out.items()}
    return {"median": med, "all": out, "connections": conns, "http": sorted(versions)}


async def _measure_h2(base_url: str) -> dict[str, Any]:
    """The pooled second request against a server that offers only HTTP/2 (the client of
    before spoke HTTP/1.1 only, so its figure is the HTTP/1.1 server's on the same link)."""
    from app.core.engines.cloud_llm import CloudLLM, Timeouts
    from app.core.engines.http_pool import HttpPool

    timeouts = Timeouts(10, 20, 10)
    pooled: list[float] = []
    for _ in range(RUNS):
        pool = HttpPool()
        for _ in range(2):
            engine = CloudLLM(base_url, "bench", api_key="sk-bench", timeouts=timeouts, pool=pool)
            first = await _first_token_ms(engine)
        pooled.append(first)
        await pool.aclose()
    return {"pool2": statistics.median(pooled), "all": pooled}


def run() -> dict[str, Any]:
    from tests.support.fault_server import DelayProxy, FaultServer
    from tests.support.h2_server import H2Server
    from tests.support.tls_certs import make_certs

    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp) / "home"
        home.mkdir(mode=0o700)
        os.environ["TANDEM_HOME"] = str(home)
        os.environ["TANDEM_CLOUD_API_KEY"] = "sk-bench-0123456789"  # env: no keyring look-up
        certs = make_certs(Path(tmp) / "certs")
        os.environ["SSL_CERT_FILE"] = str(certs.ca)  # this process trusts the test CA only
        server = FaultServer(tls=certs.server_context(("http/1.1",)))  # it speaks HTTP/1.1
        proxy = DelayProxy(server.port, RTT_MS / 1000, scheme="https")
        h2 = H2Server(certs.server_context(("h2",)))
        h2_proxy = DelayProxy(h2.port, RTT_MS / 1000, scheme="https")
        try:
            result = asyncio.run(_measure(proxy.base_url, proxy))
            result["h2"] = asyncio.run(_measure_h2(h2_proxy.base_url))
        finally:
            for part in (proxy, server, h2_proxy, h2):
                part.close()
    med = result["median"]
    sooner = round(med["today2"] - med["pool2"], 1)
    link = f"TLS on loopback, {RTT_MS} ms RTT injected by a delaying TCP proxy"
    return {
        "name": "cloud_conn",
        "metrics": [
            {
                "metric": f"second request, first cloud token, pooled connection ({RTT_MS} ms RTT)",
                "value": med["pool2"],
                "raw": med["today2"],
                "unit": "ms",
                "table_note": f"a new client per request, as before; {link}",
            },
            {
                "metric": "second request, first cloud token sooner by (target ≥ 2 RTTs)",
                "value": sooner,
                "unit": "ms",
                "table_note": f"{sooner / RTT_MS:.2f} RTTs; {', '.join(result['http'])}",
            },
            {
                "metric": f"second request, first cloud token, pooled, HTTP/2 ({RTT_MS} ms RTT)",
                "value": round(result["h2"]["pool2"], 1),
                "raw": med["today2"],
                "unit": "ms",
                "table_note": "a new client per request, as before (HTTP/1.1); a server "
                "offering only h2",
            },
            {
                "metric": f"first request after a pre-connect while typing ({RTT_MS} ms RTT)",
                "value": med["pre"],
                "raw": med["today1"],
                "unit": "ms",
                "table_note": "a new client per request, as before; pre-connect "
                f"{TYPING_S} s before the request (HEAD /models, no user text)",
            },
            {
                "metric": "first request, pooled but not pre-connected",
                "value": med["pool1"],
                "raw": med["today1"],
                "unit": "ms",
                "table_note": "a new client per request, as before: the same handshakes",
            },
            {
                "metric": "TCP connections for two requests, pooled",
                "value": statistics.median(result["connections"]["pooled"]),
                "raw": statistics.median(result["connections"]["today"]),
                "unit": "connections",
                "table_note": "a new client per request, as before",
            },
        ],
        "detail": result,
    }


if __name__ == "__main__":
    import json

    print(json.dumps(run(), indent=2))
