"""Retrieval feeds the gate and the answer: real Chroma store, real embedder, real gate, a
recording loopback cloud. A collection's label travels with its chunks."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

from app.core.engines.base import ChatMessage, Token
from app.core.pipeline import AskRequest, Pipeline
from tests.integration.conftest import settings_for
from tests.support.fault_server import FaultServer

pytestmark = [pytest.mark.integration, pytest.mark.slow, pytest.mark.timeout(180)]


class QuickLocal:
    """The draft is not under test here; the real local model is covered elsewhere."""

    async def stream(self, messages: list[ChatMessage], **kw: object) -> AsyncIterator[Token]:
        yield Token("draft")


@pytest.fixture(scope="module")
def store(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    from app.core.rag.document_store import DocumentStore

    root = tmp_path_factory.mktemp("rag")
    (root / "pub").mkdir()
    (root / "conf").mkdir()
    (root / "pub" / "office.md").write_text(
        "The facilities desk for the Tandem office is reached at 13812345678 on weekdays.\n"
    )
    (root / "conf" / "salaries.md").write_text(
        "The cafeteria budget review for next year is scheduled for March.\n"
    )
    s = DocumentStore(path=root / "chroma")
    s.index([root / "pub"], "pub", "public")
    s.index([root / "conf"], "conf", "confidential")
    yield s
    s.close()


async def test_public_collection_passage_goes_out_redacted_and_is_cited(store: Any) -> None:
    with FaultServer(fault="echo") as server:
        p = Pipeline(settings_for(server.base_url), local=QuickLocal(), store=store)  # type: ignore[arg-type]
        q = "How do I reach the facilities desk?"
        events = [e async for e in p.ask(AskRequest(q, mode="hybrid", collections=("pub",)))]
        p.close()
        body = server.received[0].body.decode()
    retrieval = next(e for e in events if e.kind == "retrieval")
    assert retrieval.hits and retrieval.hits[0].source.endswith("office.md")
    assert "facilities desk" in body and "13812345678" not in body and "[PHONE_1]" in body
    final = events[-1]
    assert final.source == "cloud" and "13812345678" in final.text
    assert [c.source.rsplit("/", 1)[-1] for c in final.citations] == ["office.md"]


async def test_confidential_collection_keeps_the_request_on_the_device(store: Any) -> None:
    with FaultServer(fault="echo") as server:
        p = Pipeline(settings_for(server.base_url), local=QuickLocal(), store=store)  # type: ignore[arg-type]
        q = "When is the cafeteria budget review?"
        events = [e async for e in p.ask(AskRequest(q, mode="hybrid", collections=("conf",)))]
        p.close()
        assert server.received == []
    assert events[0].level == "confidential" and events[0].action == "local"
    assert events[1].plan == "local"
    assert events[-1].source == "local"
    assert [c.source.rsplit("/", 1)[-1] for c in events[-1].citations] == ["salaries.md"]


def test_store_path_is_outside_the_data_home(store: Any, tandem_home: Path) -> None:
    assert tandem_home not in Path(store.path).parents
