"""The shared services: each part built once, shared by whoever asks, closed by its owner."""

from __future__ import annotations

from pathlib import Path

from app.core.config import Settings
from app.core.services import Services
from app.core.store.history import History


def test_one_document_store_shared_by_the_pipeline_and_everyone_else(
    services: Services, tandem_home: Path
) -> None:
    store = services.documents()
    assert services.documents() is store
    pipeline = services.pipeline()
    try:
        assert pipeline.store() is store
        assert pipeline.history._store() is services.history()
    finally:
        pipeline.close()
    # The pipeline did not close what it was given: the store still answers.
    assert store.collections() == []
    assert store.path == tandem_home / "chroma"


def test_close_closes_what_it_built_and_not_what_it_was_given(tmp_path: Path) -> None:
    given = History(tmp_path / "given.sqlite3")
    services = Services(Settings(), history=given)
    assert services.history() is given
    store = services.documents()
    services.close()
    services.close()  # idempotent
    given.create_conversation("still open")  # would raise on a closed connection
    given.close()
    reopened = Services(Settings())
    try:
        assert reopened.documents() is not store
    finally:
        reopened.close()


def test_a_new_chroma_url_retires_the_store_for_the_caller_to_close() -> None:
    services = Services(Settings())
    try:
        old = services.documents()
        same = Settings()
        assert services.apply(same) == []  # nothing changed: nothing retired
        assert services.documents() is old
        moved = Settings()
        moved.rag.chroma_url = "http://127.0.0.1:9"
        assert services.apply(moved) == [old]
        old.close()
        assert services.documents() is not old
        assert services.settings is moved
    finally:
        services.close()


def test_one_transcriber_until_its_settings_change() -> None:
    services = Services(Settings())
    try:
        first = services.transcriber()
        assert services.transcriber() is first
        assert services.live_transcriber().transcriber is first
        services.settings.local.asr_language = "en"
        second = services.transcriber()
        assert second is not first and second.language == "en"
    finally:
        services.close()


def test_a_test_builds_its_own_head_start_and_the_pipeline_takes_from_it(
    tandem_home: Path,
) -> None:
    """Engines started early live in a HeadStart the services record carries: a test passes its
    own (no module global poked), the pipeline takes the engine once, the process's is untouched."""
    from app.core.engines import llm_host

    class Early:
        closed = False

        def close(self) -> None:
            self.closed = True

    settings = Settings()
    own = llm_host.HeadStart()
    engine = Early()
    own.put(settings, engine)  # type: ignore[arg-type]
    before = llm_host.HEAD_START.early_count
    services = Services(settings, head_start=own)
    pipeline = services.pipeline()
    try:
        assert pipeline.local() is engine
        assert own.peek(settings) is None  # handed over once
        assert llm_host.HEAD_START.early_count == before
    finally:
        pipeline.close()
        services.close()


def test_a_pipeline_uses_the_route_embedder_it_is_given(tandem_home: Path) -> None:
    """The routing embedder is the process's unless a pipeline is given its own (nothing loads
    here: the embedder starts on first need)."""
    from app.core.routing.signals import RouteEmbedder

    services = Services(Settings())
    own = RouteEmbedder()
    given, default, other = (
        services.pipeline(route_embedder=own),
        services.pipeline(),
        services.pipeline(),
    )
    try:
        assert given.signals.embedder is own
        assert default.signals.embedder is not own
        assert default.signals.embedder is other.signals.embedder  # one per process
    finally:
        for p in (given, default, other):
            p.close()
        services.close()
