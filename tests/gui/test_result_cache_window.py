"""The window and the result cache: a repeated question shows "From cache" with Ask again, and
Ask again answers afresh (the engine runs) and drops the cached entry."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from app.core.store.result_cache import ResultCache
from tests.unit.pipeline_fakes import FakeAudit, FakeCloud, FakeLocal

pytestmark = pytest.mark.gui

Q = "What is the capital of France?"


class NamedLocal(FakeLocal):
    cache_fingerprint = "fake-model-a"


def finished(qtbot: Any, window: Any, answer: Any) -> None:
    qtbot.waitUntil(lambda: answer.live.final is not None, timeout=10_000)
    qtbot.waitUntil(lambda: not window.bridge.running("answer"), timeout=5000)


def test_a_cached_answer_has_the_badge_and_ask_again(
    qtbot: Any, make_window: Any, tmp_path: Path
) -> None:
    local = NamedLocal(["The capital ", "is Paris."])
    cache = ResultCache(tmp_path / "cache.sqlite3")

    def factory(services: Any) -> Any:
        return services.pipeline(local=local, cloud=FakeCloud([]), audit=FakeAudit(), cache=cache)

    window = make_window(pipeline_factory=factory)
    window.input.set_mode("auto")
    window.ask(Q)
    qtbot.waitUntil(lambda: len(window.chat.answers()) == 1, timeout=5000)
    first = window.chat.answers()[0]
    finished(qtbot, window, first)
    assert not first.state.from_cache
    assert not first.cache_badge.isVisibleTo(first)
    assert len(local.calls) == 1 and len(cache) == 1

    # A new chat, the same question: from the cache, no engine call.
    window.new_conversation()
    window.ask(Q)
    qtbot.waitUntil(lambda: len(window.chat.answers()) == 1, timeout=5000)
    answer = window.chat.answers()[0]
    assert answer is not first
    finished(qtbot, window, answer)
    assert answer.state.from_cache and len(local.calls) == 1
    assert answer.cache_badge.isVisibleTo(answer)
    assert answer.cache_badge.text() == "From cache"
    assert answer.body.text().strip() == "The capital is Paris."
    assert answer.notice_kind() == "cached"
    assert answer.notice_button.isVisibleTo(answer)
    assert answer.notice_button.text() == "Ask again"
    cached_key = answer.state.cache_key
    assert cached_key in cache.stored_keys()

    # Ask again: a fresh version in the same card, made by the engine, not from the cache.
    local.tokens = ["Paris, ", "on the Seine."]
    answer.notice_button.click()
    qtbot.waitUntil(lambda: len(answer.versions) == 2, timeout=5000)
    finished(qtbot, window, answer)
    assert len(local.calls) == 2
    assert not answer.state.from_cache
    assert answer.body.text().strip() == "Paris, on the Seine."
    assert not answer.cache_badge.isVisibleTo(answer)
    assert not answer.notice_button.isVisibleTo(answer)
    assert cached_key not in cache.stored_keys()  # the cached entry was replaced
    answer.show_version(0)  # the earlier, cached version keeps its badge
    assert answer.cache_badge.isVisibleTo(answer)
    window.close()
    cache.close()
