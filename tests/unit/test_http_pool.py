"""The cloud connection pool (app/core/engines/http_pool.py) and the pipeline's pre-connect
decision, without sockets: which client a call gets, when clients are rebuilt and closed."""

from __future__ import annotations

import asyncio
import threading
from typing import Any

import pytest

from app.core.config import Settings
from app.core.engines.cloud_llm import CloudLLM, Timeouts
from app.core.engines.http_pool import HttpPool, key_fingerprint
from app.core.pipeline import Pipeline
from app.core.routing.registry import build_client, cloud_endpoint

URL = "https://api.example.test/v1"
KEY = "sk-test-0123456789abcdef"


async def test_the_same_client_serves_every_request_to_an_endpoint() -> None:
    pool = HttpPool()
    first = pool.client(URL, KEY)
    assert pool.client(URL, KEY) is first
    assert pool.client(URL + "/", KEY) is first  # the same root
    assert pool.built == 1
    await pool.aclose()


async def test_other_endpoints_and_other_keys_get_other_clients() -> None:
    pool = HttpPool()
    a = pool.client(URL, KEY)
    b = pool.client("https://api.other.test/v1", KEY)
    c = pool.client(URL, KEY + "x")  # the key changed in the settings
    d = pool.client(URL, None)
    assert len({id(a), id(b), id(c), id(d)}) == 4
    assert pool.clients() == 4
    await pool.aclose()


async def test_aclose_closes_every_client_and_refuses_new_ones() -> None:
    pool = HttpPool()
    clients = [pool.client(URL, KEY), pool.client("https://b.test/v1", None)]
    await pool.aclose()
    assert all(c.is_closed for c in clients)
    assert pool.closed and pool.clients() == 0
    with pytest.raises(RuntimeError):
        pool.client(URL, KEY)


async def test_sync_close_on_the_running_loop_schedules_the_close() -> None:
    pool = HttpPool()
    client = pool.client(URL, KEY)
    pool.close()  # Pipeline.close() is synchronous
    await pool.wait_closed()
    assert client.is_closed


def test_sync_close_from_another_thread_closes_on_the_clients_loop() -> None:
    """The window closes an old pipeline on a worker thread while the GUI loop runs."""
    pool = HttpPool()
    loop = asyncio.new_event_loop()
    got: dict[str, Any] = {}

    async def make() -> None:
        got["client"] = pool.client(URL, KEY)

    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    try:
        asyncio.run_coroutine_threadsafe(make(), loop).result(5)
        pool.close()
        assert got["client"].is_closed
    finally:
        loop.call_soon_threadsafe(loop.stop)
        thread.join(5)
        loop.close()


def test_a_client_is_never_handed_to_another_event_loop() -> None:
    pool = HttpPool()

    async def get() -> Any:
        client = pool.client(URL, KEY)
        return client

    def in_new_loop() -> Any:
        loop = asyncio.new_event_loop()
        try:
            client = loop.run_until_complete(get())
            loop.run_until_complete(client.aclose())
            return client
        finally:
            loop.close()

    first = in_new_loop()
    second = in_new_loop()
    assert first is not second
    assert pool.built == 2 and pool.clients() == 1  # the dead loop's client was dropped
    pool.close()


def test_the_key_is_only_a_fingerprint_and_never_printed() -> None:
    fp = key_fingerprint(KEY)
    assert fp and KEY not in fp and len(fp) == 16
    assert fp != key_fingerprint(KEY + "x")
    assert key_fingerprint(None) == key_fingerprint("") == ""
    assert KEY not in repr(HttpPool())


def test_preconnect_is_claimed_at_most_once_per_interval() -> None:
    pool = HttpPool()
    assert pool.claim_preconnect("cloud")
    assert not pool.claim_preconnect("cloud")
    assert pool.claim_preconnect("other")
    assert pool.claim_preconnect("cloud", every_s=0.0)


async def test_clients_built_for_requests_use_the_pipelines_pool() -> None:
    settings = Settings()
    settings.cloud.base_url = URL
    pipeline = Pipeline(settings)
    ep = cloud_endpoint(settings)
    assert ep is not None
    rules = pipeline.rules.current()
    one = pipeline.cloud_for(ep, rules)
    two = pipeline.cloud_for(ep, rules)
    assert isinstance(one, CloudLLM) and isinstance(two, CloudLLM)
    assert one is not two  # a client object per request, one connection pool under them
    assert await one._call_client() is await two._call_client()
    await pipeline.aclose()
    assert pipeline.http.closed


async def test_a_new_key_means_a_new_connection() -> None:
    settings = Settings()
    settings.cloud.base_url = URL
    ep = cloud_endpoint(settings)
    assert ep is not None
    pool = HttpPool()
    old = build_client(ep, Timeouts(), pool, api_key="sk-old-0000000000000")
    new = build_client(ep, Timeouts(), pool, api_key="sk-new-0000000000000")
    assert await old._call_client() is not await new._call_client()
    await pool.aclose()
    assert await new._call_client() is None  # a closed pool: the call opens its own client


def _pipeline(**routing: Any) -> Pipeline:
    settings = Settings()
    settings.cloud.base_url = URL
    for key, value in routing.items():
        setattr(settings.routing, key, value)
    return Pipeline(settings)


@pytest.mark.parametrize("mode", ["auto", "cloud", "hybrid"])
def test_preconnect_goes_to_the_endpoint_a_request_could_use(mode: str) -> None:
    p = _pipeline()
    ep = p.preconnect_endpoint(mode)
    assert ep is not None and ep.base_url == URL
    p.close()


def test_never_preconnect_when_the_request_stays_on_the_device() -> None:
    p = _pipeline()
    assert p.preconnect_endpoint("local") is None
    p.close()
    p = _pipeline(offline=True)
    assert p.preconnect_endpoint("hybrid") is None
    p.close()
    p = _pipeline(default_mode="local")
    assert p.preconnect_endpoint() is None  # the settings' default mode
    p.close()
    p = Pipeline(Settings())  # no cloud configured
    assert p.preconnect_endpoint("hybrid") is None
    p.close()


def test_the_preconnect_setting_turns_it_off_and_survives_a_save(tmp_path: Any) -> None:
    from app.core.config import load_settings, save_settings

    settings = Settings()
    settings.cloud.base_url = URL
    settings.cloud.preconnect = False
    p = Pipeline(settings)
    assert p.preconnect_endpoint("hybrid") is None
    p.close()
    save_settings(settings, tmp_path / "settings.toml")
    assert load_settings(tmp_path / "settings.toml").settings.cloud.preconnect is False
    settings.cloud.preconnect = True
    p = Pipeline(settings)
    assert p.preconnect_endpoint("hybrid") is not None
    p.close()


def test_never_preconnect_when_the_policy_keeps_even_public_text_local() -> None:
    settings = Settings()
    settings.cloud.base_url = URL
    for row in settings.privacy.policy.values():
        row["public"] = "local"
    p = Pipeline(settings)
    assert p.preconnect_endpoint("hybrid") is None
    p.close()


def test_never_preconnect_to_a_misconfigured_endpoint() -> None:
    p = _pipeline()
    ep = p.preconnect_endpoint("hybrid")
    assert ep is not None
    p.monitor.record_failure(ep.name, reason="auth", config="fp")
    assert p.preconnect_endpoint("hybrid") is None
    p.close()


async def test_preconnect_in_local_mode_opens_nothing() -> None:
    p = _pipeline()
    assert not await p.preconnect("local")
    assert p.http.built == 0
    await p.aclose()


async def test_clients_are_built_off_the_loop_and_concurrent_calls_share_one() -> None:
    """Loading the certificate store takes 50-100 ms: the window's loop must not pay it."""
    import threading as th

    pool = HttpPool()
    built_on: list[int] = []
    make = pool._new_client

    def spy() -> Any:
        built_on.append(th.get_ident())
        return make()

    pool._new_client = spy  # type: ignore[method-assign]
    a, b = await asyncio.gather(pool.get(URL, KEY), pool.get(URL, KEY))
    assert a is b and pool.built == 1 and pool.clients() == 1
    assert built_on and th.get_ident() not in built_on
    await pool.aclose()
