"""The device's draft reads the best passage only, clipped; the cloud gets every passage
(issue 17: the first draft token waits for the draft prompt's prefill)."""

from __future__ import annotations

from app.core.config import Settings
from app.core.engines.base import ChatMessage
from app.core.pipeline import AskRequest, Pipeline
from app.core.pipeline.prompt import SYSTEM_PROMPT, build_draft_messages, clip, system_prefix
from app.core.routing.rules import RulesFile
from app.core.store.audit import AuditLog
from tests.unit.pipeline_fakes import FakeCloud, FakeLocal
from tests.unit.test_pipeline_trace import HITS, FakeRetriever


def test_clip_keeps_short_text_and_cuts_long_text_at_a_sentence_end() -> None:
    assert clip("Short.", 100) == "Short."
    text = "First sentence here. Second sentence is longer than that. Third one."
    assert clip(text, 40) == "First sentence here. …"  # a sentence end past the middle
    assert clip(text, 50) == "First sentence here. Second sentence is longer …"  # else a space
    assert len(clip("word " * 100, 60)) <= 62
    assert clip("x" * 500, 100) == "x" * 100 + " …"
    zh = "正式员工每年享有15天带薪年假。" * 10
    assert clip(zh, 40).endswith("。 …") and len(clip(zh, 40)) <= 42


def test_draft_messages_carry_the_best_passage_numbered_as_the_clouds_first() -> None:
    msgs = build_draft_messages("q?", [], ["best " * 10, "second", "third"], keep=1, max_chars=30)
    assert msgs[0] == ChatMessage("system", SYSTEM_PROMPT) == system_prefix()[0]
    body = msgs[-1].content
    assert body.startswith("Context:\n[1] best") and "[2]" not in body and "second" not in body
    assert body.endswith("Question: q?")
    assert "[2] second" in build_draft_messages("q?", [], ["a", "second"], keep=2)[-1].content
    assert build_draft_messages("q?", [], ["a"], keep=0)[-1].content == "q?"


def _settings() -> Settings:
    s = Settings()
    s.cloud.base_url = "https://cloud.example/v1"
    s.cloud.model = "m"
    return s


async def test_the_draft_reads_one_passage_while_the_cloud_reads_all() -> None:
    local = FakeLocal(["The ", "leave ", "is ", "15 ", "days."], delay=0.01)
    cloud = FakeCloud(["15 days [1]."], start_delay=0.05)
    p = Pipeline(
        _settings(),
        local=local,
        cloud=cloud,
        store=FakeRetriever(HITS),
        audit=AuditLog(),
        load_probe=lambda: 0.1,
    )
    try:
        req = AskRequest("How long is my leave?", mode="hybrid", collections=("hr",))
        events = [e async for e in p.ask(req)]
    finally:
        p.close()
    assert events[-1].kind == "final"
    draft_prompt = local.calls[0][-1].content
    cloud_prompt = cloud.received[0][-1].content
    assert "[1] Annual leave is 15 days." in draft_prompt and "[2]" not in draft_prompt
    assert "[2] Carry-over ends in March." in cloud_prompt and "[3] Use the VPN" in cloud_prompt


async def test_draft_passages_follow_the_rules_file() -> None:
    rules = RulesFile()
    rules.current()
    text = rules.path.read_text(encoding="utf-8").replace(
        "draft_passages = 1", "draft_passages = 2"
    )
    rules.path.write_text(text, encoding="utf-8")
    local = FakeLocal(["ok"])
    p = Pipeline(_settings(), local=local, store=FakeRetriever(HITS), audit=AuditLog(), rules=rules)
    try:
        req = AskRequest("How long is my leave?", mode="local", collections=("hr",))
        [e async for e in p.ask(req)]
    finally:
        p.close()
    prompt = local.calls[0][-1].content
    assert "[2] Carry-over" in prompt and "[3]" not in prompt
