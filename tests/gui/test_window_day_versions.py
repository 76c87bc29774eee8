"""Issue 30, items 3 and 4: versions are only what Regenerate / Ask again / Retry made. The same
question asked twice as separate turns stays two turns after a restart; reopened answers keep
their tokens and tokens/s; Retry makes a new version of the failed answer instead of a new turn.

The restart test runs the real pipeline (the bundled model, the real history and trace stores)
and reopens the conversation in a second window over the same data home."""

from __future__ import annotations

from typing import Any

import pytest

from tests.gui import scenarios as sc
from tests.gui.test_issue16 import finished

QUESTION = "What is a write-ahead log?"


def _questions(window: Any) -> list[str]:
    from PySide6.QtWidgets import QLabel

    return [
        w.findChild(QLabel).text()
        for w in window.chat.widgets()
        if w.objectName() == "question" and w.findChild(QLabel) is not None
    ]


@pytest.mark.integration
@pytest.mark.timeout(240)
def _done(qtbot: Any, window: Any, n: int) -> Any:
    """The n-th answer, finished: the bundled model on a shared machine takes its time."""
    qtbot.waitUntil(lambda: len(window.chat.answers()) >= n, timeout=60_000)
    answer = window.chat.answers()[n - 1]
    qtbot.waitUntil(lambda: answer.state.final is not None, timeout=120_000)
    qtbot.waitUntil(lambda: not window.bridge.running("answer"), timeout=60_000)
    return answer


def test_two_turns_stay_two_and_a_regenerate_stays_a_version_after_a_restart(
    qtbot: Any, make_window: Any, tandem_home: Any
) -> None:
    from app.core.config import Settings
    from app.core.routing.rules import DEFAULT_RULES
    from app.ui.chat.pipeline_client import default_pipeline

    short = DEFAULT_RULES.read_text().replace("draft_max_tokens = 256", "draft_max_tokens = 32")
    (tandem_home / "routing.toml").write_text(short)  # short answers: the test is about records

    settings = Settings()
    settings.local.llm_threads = 1
    settings.routing.default_mode = "local"
    window = make_window(settings=settings, pipeline_factory=default_pipeline)
    window.input.set_mode("local")
    window.ask(QUESTION)
    _done(qtbot, window, 1)
    window.ask(QUESTION)  # the same question again, as a turn of its own
    second = _done(qtbot, window, 2)
    window.regenerate(QUESTION, second)  # a version of the second turn
    qtbot.waitUntil(lambda: len(second.versions) == 2 and second.state.done, timeout=120_000)
    qtbot.waitUntil(lambda: not window.bridge.running("answer"), timeout=60_000)
    live = [(a.stats_text(), len(a.versions)) for a in window.chat.answers()]
    assert [n for _, n in live] == [1, 2]
    assert all("tokens/s" in s for s, _ in live), live
    cid = window.conversation_id

    reopened = make_window(settings=settings, pipeline_factory=default_pipeline)
    reopened.open_conversation(cid)
    answers = reopened.chat.answers()
    assert [len(a.versions) for a in answers] == [1, 2]  # two turns; the regenerate a version
    assert _questions(reopened) == [QUESTION, QUESTION]
    # the reopened answers keep their tokens and tokens/s, as they were shown live
    assert [(a.stats_text(), len(a.versions)) for a in answers] == live


@pytest.mark.gui
def test_retry_makes_a_new_version_of_the_failed_answer(qtbot: Any, make_window: Any) -> None:
    pipeline = sc.ScenarioPipeline(sc.fallback("timeout", rid="fail0001"), sc.upgraded())
    window = make_window(pipeline)
    window.ask("q")
    answer = finished(qtbot, window)
    assert answer.notice_button.isVisible() and answer.notice_button.text() == "Retry"
    answer.notice_button.click()
    qtbot.waitUntil(lambda: len(pipeline.requests) == 2, timeout=3000)
    qtbot.waitUntil(lambda: answer.state.done, timeout=5000)
    assert window.chat.answers() == [answer]  # no duplicate turn
    assert _questions(window) == ["q"]
    assert len(answer.versions) == 2 and answer.state is answer.versions[1]
    assert pipeline.requests[1].version_of == "fail0001"
    assert answer.notice_kind() != "fallback"  # the old Retry went with the old version
    assert not answer.notice_button.isVisible()
