"""A new chat's first question, asked while the window's pipeline is still being built: the
window hands its draft to the early local engine at once (app/core/pipeline/head_start.py), with
the chat's own system prompt, and not when the answer is for the cloud or searches documents.
The engine's side is tested in tests/integration/test_llm_host.py, the pipeline's taking it
over in tests/unit/test_head_start.py."""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from app.core.config import Settings
from app.core.engines import llm_host
from app.core.engines.base import ChatMessage
from tests.gui import scenarios as sc

pytestmark = pytest.mark.gui


class EarlyEngine:
    """What ``start_early`` left for the window's pipeline: records head starts and drops."""

    def __init__(self) -> None:
        self.begun: list[list[tuple[str, str]]] = []
        self.drops = 0

    def head_start(
        self, messages: Sequence[ChatMessage], *, max_tokens: int = 512, temperature: float = 0.2
    ) -> None:
        self.begun.append([(m.role, m.content) for m in messages])

    def drop_head_start(self, *args: Any, **kwargs: Any) -> None:
        self.drops += 1


@pytest.fixture
def early() -> Iterator[tuple[Settings, EarlyEngine]]:
    settings = Settings()
    engine = EarlyEngine()
    llm_host.HEAD_START.put(settings, engine)  # type: ignore[arg-type]
    yield settings, engine
    llm_host.HEAD_START.clear()


def _slow_factory(release: threading.Event) -> Any:
    pipeline = sc.ScenarioPipeline(sc.kept_local())

    def build(_services: Any) -> Any:
        release.wait(10)  # the pipeline's imports, on the worker thread
        return pipeline

    return build


def test_the_first_question_begins_its_draft_before_the_pipeline_is_built(
    qtbot: Any, make_window: Any, early: tuple[Settings, EarlyEngine]
) -> None:
    settings, engine = early
    release = threading.Event()
    window = make_window(settings=settings, pipeline_factory=_slow_factory(release))
    window.input.set_mode("local")
    window.ask("Name three colours.")
    try:
        assert engine.begun and engine.begun[0][-1] == ("user", "Name three colours.")
        assert window._pipeline is None  # begun while the pipeline was still being built
    finally:
        release.set()
    qtbot.waitUntil(lambda: not window.bridge.running("answer"), timeout=10000)
    window.ask("And three more?")  # the pipeline is there now: it begins its own drafts
    qtbot.waitUntil(lambda: not window.bridge.running("answer"), timeout=10000)
    assert len(engine.begun) == 1


def test_stop_before_the_pipeline_is_built_drops_the_begun_draft(
    qtbot: Any, make_window: Any, early: tuple[Settings, EarlyEngine]
) -> None:
    settings, engine = early
    release = threading.Event()
    window = make_window(settings=settings, pipeline_factory=_slow_factory(release))
    window.input.set_mode("auto")
    window.ask("Name three colours.")
    drops = engine.drops
    window.stop()
    assert len(engine.begun) == 1 and engine.drops > drops
    release.set()


@pytest.mark.parametrize("mode", ["cloud", "local"])
def test_no_draft_is_begun_for_the_cloud_or_with_documents(
    qtbot: Any, make_window: Any, early: tuple[Settings, EarlyEngine], mode: str
) -> None:
    settings, engine = early
    release = threading.Event()
    window = make_window(settings=settings, pipeline_factory=_slow_factory(release))
    window.input.set_mode(mode)
    if mode == "local":  # documents: the draft's passages are not known before retrieval
        window.context.collections_for = lambda _conversation: ["handbook"]
    window.ask("What does the handbook say about leave?")
    release.set()
    assert engine.begun == []
    qtbot.waitUntil(lambda: not window.bridge.running("answer"), timeout=10000)
