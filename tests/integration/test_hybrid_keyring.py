"""The cloud key comes from the real OS keyring (gnome-keyring under dbus-run-session), is sent
only as the Authorization header, and never lands in events, traces or the audit log."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from app.core import keychain
from app.core.config import Settings
from app.core.engines.base import ChatMessage, Token
from app.core.paths import data_home
from app.core.pipeline import AskRequest, Pipeline
from tests.support.fault_server import FaultServer

pytestmark = [pytest.mark.integration, pytest.mark.keyring, pytest.mark.timeout(60)]

KEY = "sk-keyring-TEST-9f8e7d6c"


class OneTokenLocal:
    async def stream(self, messages: list[ChatMessage], **kw: object) -> Iterator[Token]:  # type: ignore[misc]
        yield Token("draft")


@pytest.fixture
def stored_key() -> Iterator[str]:
    if not keychain.backend_info().secure:
        pytest.fail("no secure keyring: run under installer/with_keyring.sh")
    keychain.set_api_key("custom", KEY)
    yield KEY
    keychain.delete_api_key("custom")


async def test_key_from_keyring_is_sent_and_never_recorded(stored_key: str) -> None:
    with FaultServer() as server:
        s = Settings()
        s.cloud.base_url = server.base_url
        s.cloud.model = "m"
        p = Pipeline(s, local=OneTokenLocal())  # type: ignore[arg-type]
        events = [e async for e in p.ask(AskRequest("hello", mode="hybrid"))]
        p.close()
        assert server.received[0].headers["authorization"] == f"Bearer {stored_key}"
    assert events[-1].source == "cloud"
    assert stored_key not in "".join(e.to_json() for e in events)
    assert stored_key not in json.dumps(p.last_trace)
    for f in data_home().iterdir():
        if f.is_file():
            assert stored_key.encode() not in f.read_bytes(), f.name
