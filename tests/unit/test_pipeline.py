"""The orchestrator with fakes: event order, merge, fallbacks, privacy, cancellation, history."""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

import pytest

from app.core.config import Settings
from app.core.engines.cloud_llm import CloudError
from app.core.pipeline import AskRequest, Pipeline
from app.core.store.history import History
from app.core.store.traces import TraceStore
from tests.unit.pipeline_fakes import FakeAudit, FakeCloud, FakeLocal

# The upload event comes as the bytes leave (issue 16: the user sees the cloud is answering
# while the draft streams), so it is ordered only against retrieval and the first upgrade.
ORDER = ["privacy", "route", "retrieval", "draft", "upgrade", "fallback", "final"]


def settings(**routing: Any) -> Settings:
    s = Settings()
    s.cloud.base_url = "https://cloud.example/v1"
    s.cloud.model = "m"
    for k, v in routing.items():
        setattr(s.routing, k, v)
    return s


def make(local: Any, cloud: Any, s: Settings | None = None, **kw: Any) -> Pipeline:
    kw.setdefault("audit", FakeAudit())
    kw.setdefault("history", History())
    kw.setdefault("load_probe", lambda: 0.1)  # an idle device, whatever this machine is doing
    return Pipeline(s or settings(), local=local, cloud=cloud, **kw)  # the real PrivacyGate


async def collect(p: Pipeline, req: AskRequest) -> list[Any]:
    return [e async for e in p.ask(req)]


def kinds(events: list[Any]) -> list[str]:
    return [e.kind for e in events]


def assert_order(events: list[Any]) -> None:
    k = kinds(events)
    idx = [ORDER.index(x) for x in k if x not in ("error", "upload")]
    assert idx == sorted(idx), k
    if "upload" in k:
        assert k.index("retrieval") < k.index("upload"), k
        assert "upgrade" not in k or k.index("upload") < k.index("upgrade"), k
    assert len({e.request_id for e in events}) == 1


async def test_hybrid_draft_then_upgrade_and_cloud_final() -> None:
    local = FakeLocal(["Par", "is"], delay=0.01)
    cloud = FakeCloud(["The capital ", "is Paris."], start_delay=0.05)
    p = make(local, cloud)
    events = await collect(p, AskRequest("What is the capital of France?", mode="hybrid"))
    assert_order(events)
    k = kinds(events)
    assert k[:3] == ["privacy", "route", "retrieval"]
    assert "draft" in k and "upgrade" in k and k[-1] == "final"
    # The upload shows as the bytes leave, before the draft ends; the upgrade after the draft.
    assert k.index("upload") < max(i for i, x in enumerate(k) if x == "draft") < k.index("upgrade")
    final = events[-1]
    assert final.source == "cloud"
    assert final.text == "The capital is Paris."
    assert final.timings.first_token_ms is not None
    assert final.timings.first_token_ms <= final.timings.final_ms
    trace = p.traces.get("last")
    assert trace["request_id"] == final.request_id
    assert trace["upload"]["text"].endswith("What is the capital of France?")
    p.close()


async def test_cloud_finishing_first_stops_the_draft() -> None:
    local = FakeLocal(["tok "] * 200, delay=0.01)
    cloud = FakeCloud(["fast answer"])
    p = make(local, cloud)
    events = await collect(p, AskRequest("Explain why the sky is blue", mode="hybrid"))
    assert_order(events)
    assert events[-1].source == "cloud"
    assert local.cancelled
    assert kinds(events).count("draft") < 200
    p.close()


@pytest.mark.parametrize("reason", ["timeout", "http_429", "http_5xx", "malformed", "network"])
async def test_cloud_fault_leaves_the_draft_with_a_fallback(reason: str) -> None:
    local = FakeLocal(["Draft ", "answer."])
    cloud = FakeCloud(["partial "], fail=CloudError(reason, "boom"), fail_after=1)  # type: ignore[arg-type]
    p = make(local, cloud)
    events = await collect(p, AskRequest("hello there", mode="hybrid"))
    assert_order(events)
    fb = [e for e in events if e.kind == "fallback"]
    assert [e.reason for e in fb] == [reason]
    assert events[-1].kind == "final"
    assert events[-1].source == "local"
    assert events[-1].text == "Draft answer."
    assert p.traces.get("last")["fallback"] == reason
    p.close()


async def test_restricted_prompt_never_reaches_the_cloud() -> None:
    audit = FakeAudit()
    cloud = FakeCloud(["x"])
    p = make(FakeLocal(["ok"]), cloud, audit=audit)
    q = "My id is 11010519491231002X, what should I do?"
    events = await collect(p, AskRequest(q, mode="cloud"))
    assert events[0].level == "restricted" and events[0].action == "local"
    assert events[1].plan == "local"
    assert "upload" not in kinds(events)
    assert cloud.received == [] and audit.rows == []
    assert events[-1].source == "local"
    p.close()


async def test_confidential_prompt_goes_out_redacted_and_comes_back_restored() -> None:
    audit = FakeAudit()
    cloud = FakeCloud(["Call [PHO", "NE_1] today."])
    p = make(FakeLocal(["ok"]), cloud, audit=audit)
    events = await collect(p, AskRequest("Remind me to call 13812345678", mode="hybrid"))
    sent = "\n".join(m.content for m in cloud.received[0])
    assert "13812345678" not in sent and "[PHONE_1]" in sent
    assert "13812345678" not in audit.rows[0]["text"]
    upgrades = [e.delta for e in events if e.kind == "upgrade"]
    assert not any("[PHO" in d for d in upgrades)
    assert "".join(upgrades) == "Call 13812345678 today."
    assert events[-1].text == "Call 13812345678 today."
    upload = next(e for e in events if e.kind == "upload")
    assert upload.redacted
    p.close()


async def test_offline_switch_keeps_it_local_with_reason() -> None:
    cloud = FakeCloud(["x"])
    p = make(FakeLocal(["local"]), cloud, settings(offline=True))
    events = await collect(p, AskRequest("hello", mode="hybrid"))
    assert events[1].plan == "local"
    assert any("offline" in r for r in events[1].reasons)
    assert [e.reason for e in events if e.kind == "fallback"] == ["offline"]
    assert cloud.received == []
    p.close()


async def test_spent_budget_keeps_it_local() -> None:
    s = settings(daily_budget_usd=0.01)
    s.cloud.provider = "openai"
    traces = TraceStore()
    traces.add_spend("earlier", "openai", 0.02)
    cloud = FakeCloud(["x"])
    p = make(FakeLocal(["local"]), cloud, s, traces=traces)
    events = await collect(p, AskRequest("hello", mode="hybrid"))
    assert events[1].plan == "local"
    assert any("budget" in r for r in events[1].reasons)
    assert [e.reason for e in events if e.kind == "fallback"] == ["budget"]
    assert cloud.received == []
    p.close()


async def test_missing_local_model_uses_the_cloud() -> None:
    from pathlib import Path

    from app.core.engines.local_llm import LocalLLM

    local = LocalLLM(Path("/nonexistent/model.gguf"))
    cloud = FakeCloud(["cloud answer"])
    p = make(local, cloud)
    events = await collect(p, AskRequest("hello", mode="hybrid"))
    assert events[1].plan == "cloud"
    assert events[-1].source == "cloud" and events[-1].text == "cloud answer"
    p.close()


async def test_local_failure_without_cloud_is_an_error_event() -> None:
    s = Settings()
    p = Pipeline(
        s,
        local=FakeLocal([], fail=RuntimeError("broken")),
        audit=FakeAudit(),
        history=History(),
    )
    events = await collect(p, AskRequest("hello", mode="auto"))
    assert events[-1].kind == "error"
    assert "no cloud endpoint" in events[-1].message
    p.close()


async def test_cancelling_the_consumer_stops_both_engines_and_marks_history() -> None:
    local = FakeLocal(["t "] * 1000, delay=0.01)
    cloud = FakeCloud(["c "] * 1000, delay=0.01)
    history = History()
    p = make(local, cloud, history=history)
    seen: list[str] = []

    async def consume() -> None:
        async for e in p.ask(AskRequest("tell me a long story", mode="hybrid")):
            seen.append(e.kind)

    task = asyncio.create_task(consume())
    for _ in range(200):
        await asyncio.sleep(0.01)
        if seen.count("draft") > 3:
            break
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    assert local.cancelled and cloud.closed
    cid = p.history.conversation_id
    assert cid is not None
    msgs = history.messages(cid)
    assert msgs[-1].role == "assistant" and msgs[-1].source == "interrupted"
    assert p.traces.get("last")["cancelled"] is True
    p.close()


async def test_history_keeps_both_texts() -> None:
    history = History()
    p = make(FakeLocal(["draft"]), FakeCloud(["cloud"]), history=history)
    events = await collect(p, AskRequest("hi", mode="hybrid"))
    msgs = history.messages(p.history.conversation_id)
    assert [m.role for m in msgs] == ["user", "assistant"]
    assert msgs[1].text == "cloud" and msgs[1].draft_text == "draft"
    assert msgs[1].source == "cloud" and msgs[1].trace_id == events[-1].request_id
    p.close()


async def test_no_history_writes_nothing() -> None:
    history = History()
    p = make(FakeLocal(["draft"]), FakeCloud(["cloud"]), history=history)
    await collect(p, AskRequest("hi", mode="hybrid", no_history=True))
    assert history.list_conversations() == []
    p.close()


async def test_auto_escalates_a_low_confidence_draft() -> None:
    cloud = FakeCloud(["better"])
    p = make(FakeLocal(["meh"], logprob=-3.0), cloud)
    events = await collect(p, AskRequest("hello", mode="auto"))
    assert_order(events)
    assert events[1].plan == "local"
    assert events[-1].source == "cloud"
    assert p.traces.get("last")["escalated"] is True


async def test_auto_keeps_a_confident_draft() -> None:
    cloud = FakeCloud(["better"])
    p = make(FakeLocal(["fine"], logprob=-0.1), cloud)
    events = await collect(p, AskRequest("hello", mode="auto"))
    assert events[-1].source == "local"
    assert cloud.received == []


async def test_missing_gate_keeps_everything_local() -> None:
    cloud = FakeCloud(["x"])
    p = Pipeline(
        settings(),
        local=FakeLocal(["ok"]),
        cloud=cloud,
        audit=FakeAudit(),
        history=History(),
        gate=object(),
    )
    events = await collect(p, AskRequest("hello", mode="cloud"))
    assert events[0].action == "local"
    assert cloud.received == []
    assert events[-1].source == "local"


COMPOUND = "summarise these notes and translate them into English"


async def test_compound_request_runs_device_step_then_sends_only_its_result() -> None:
    local = FakeLocal(["Notes ", "summary."])
    cloud = FakeCloud(["Translated ", "summary."])
    p = make(local, cloud)
    events = await collect(p, AskRequest(COMPOUND, mode="auto"))
    assert_order(events)
    route = events[1]
    assert route.plan == "hybrid" and any("staged" in r for r in route.reasons)
    assert "".join(e.delta for e in events if e.kind == "draft") == "Notes summary."
    local_prompt = local.calls[0][-1].content
    assert local_prompt == "summarise these notes"
    sent = cloud.received[0][-1].content
    assert sent.startswith("translate them into English") and "Notes summary." in sent
    assert "summarise these notes" not in sent
    assert events[-1].source == "cloud" and events[-1].text == "Translated summary."
    assert p.traces.get("last")["staged"]["cloud"] == ["translate them into English"]


async def test_compound_cloud_failure_finishes_the_rest_on_the_device() -> None:
    local = FakeLocal(["local text"])
    cloud = FakeCloud([], fail=CloudError("http_5xx", "down"))
    p = make(local, cloud)
    events = await collect(p, AskRequest(COMPOUND, mode="auto"))
    assert_order(events)
    assert [e.reason for e in events if e.kind == "fallback"] == ["http_5xx"]
    assert events[-1].source == "local" and events[-1].text == "local text"
    assert len(local.calls) == 2  # the device step, then the step the cloud could not do


async def test_compound_result_that_is_restricted_stays_on_the_device() -> None:
    local = FakeLocal(["The id is 11010519491231002X."])
    cloud = FakeCloud(["x"])
    audit = FakeAudit()
    p = make(local, cloud, audit=audit)
    events = await collect(p, AskRequest(COMPOUND, mode="auto"))
    assert cloud.received == [] and audit.rows == []
    assert "upload" not in kinds(events)
    assert events[-1].source == "local"
    assert p.traces.get("last")["staged"]["privacy"]["level"] == "restricted"


async def test_no_history_keeps_texts_out_of_the_trace_too() -> None:
    p = make(FakeLocal(["secret draft"]), FakeCloud(["secret answer"]))
    await collect(p, AskRequest("my private question", mode="hybrid", no_history=True))
    trace = p.traces.get("last")
    assert trace["question"] is None and trace["question_chars"] == len("my private question")
    assert trace["draft_text"] is None and trace["final_text"] is None
    p.close()


async def test_pipeline_does_not_close_what_it_was_given() -> None:
    history = History()
    p = make(FakeLocal(["a"]), FakeCloud(["b"]), history=history)
    await collect(p, AskRequest("hi", mode="hybrid"))
    p.close()
    assert history.list_conversations()  # still open


async def test_router_failure_gives_the_conservative_plan() -> None:
    class Broken:
        def decide(self, *a: object) -> None:
            raise RuntimeError("bad rules")

    cloud = FakeCloud(["x"])
    p = make(FakeLocal(["ok"]), cloud)
    p.router = Broken()  # type: ignore[assignment]
    events = await collect(p, AskRequest("hello", mode="hybrid"))
    assert events[1].plan == "local" and "conservative" in events[1].reasons[0]
    assert cloud.received == [] and events[-1].source == "local"
    assert "bad rules" in p.traces.get("last")["router_error"]
    p.close()


async def test_local_failure_in_auto_is_rescued_by_the_cloud() -> None:
    cloud = FakeCloud(["cloud saves the day"])
    p = make(FakeLocal([], fail=RuntimeError("model broken")), cloud)
    events = await collect(p, AskRequest("hello", mode="auto"))
    assert_order(events)
    assert "fallback" not in kinds(events)
    assert events[-1].source == "cloud" and events[-1].text == "cloud saves the day"
    assert p.traces.get("last")["rescued"] is True
    p.close()


async def test_local_failure_in_local_mode_is_an_error_not_an_upload() -> None:
    cloud = FakeCloud(["x"])
    p = make(FakeLocal([], fail=RuntimeError("model broken")), cloud)
    events = await collect(p, AskRequest("hello", mode="local"))
    assert events[-1].kind == "error" and "local mode" in events[-1].message
    assert cloud.received == []
    p.close()


async def test_cloud_mode_failure_answers_on_the_device_in_the_final_event() -> None:
    local = FakeLocal(["device ", "answer"])
    cloud = FakeCloud(["par"], fail=CloudError("network", "dropped"), fail_after=1)
    p = make(local, cloud)
    events = await collect(p, AskRequest("hello", mode="cloud"))
    assert_order(events)
    assert "draft" not in kinds(events)
    assert [e.reason for e in events if e.kind == "fallback"] == ["network"]
    assert events[-1].source == "local" and events[-1].text == "device answer"
    assert len(local.calls) == 1  # the unseen draft was kept running: no second generation
    p.close()


async def test_both_engines_failing_is_one_error_without_fallback() -> None:
    p = make(
        FakeLocal([], fail=RuntimeError("broken")), FakeCloud([], fail=CloudError("http_5xx", "x"))
    )
    events = await collect(p, AskRequest("hello", mode="hybrid"))
    assert kinds(events)[-1] == "error" and "fallback" not in kinds(events)
    assert "cloud did too" in events[-1].message
    p.close()


async def test_a_busy_device_sends_auto_requests_to_hybrid() -> None:
    cloud = FakeCloud(["cloud"])
    p = make(FakeLocal(["fine"], logprob=-0.1), cloud, load_probe=lambda: 3.5)
    events = await collect(p, AskRequest("hello", mode="auto"))
    assert events[1].plan == "hybrid" and any("busy" in r for r in events[1].reasons)
    assert events[-1].source == "cloud"
    p.close()


async def test_a_broken_cloud_client_ends_in_the_draft_not_a_hang() -> None:
    class Exploding:
        def stream(self, *a: object, **k: object) -> Any:
            raise TypeError("not an async iterator")

    p = make(FakeLocal(["draft"]), Exploding())
    events = await asyncio.wait_for(collect(p, AskRequest("hello", mode="hybrid")), 10)
    assert events[-1].source == "local"
    assert [e.kind for e in events].count("fallback") == 1
    p.close()


# ---------------------------------------------------------------- issue 16: never hold back


async def timed(p: Pipeline, req: AskRequest) -> list[tuple[float, Any]]:
    """Each event with the seconds since the request started."""
    loop = asyncio.get_running_loop()
    t0 = loop.time()
    return [(loop.time() - t0, e) async for e in p.ask(req)]


async def test_a_finished_cloud_answer_is_not_held_behind_the_drafts_prefill() -> None:
    local = FakeLocal(["late ", "draft"], first_delay=2.0)  # a long prefill (documents indexed)
    cloud = FakeCloud(["The cloud ", "answer."], start_delay=0.05)
    p = make(local, cloud)
    events = await timed(p, AskRequest("Explain the VPN policy", mode="hybrid"))
    final_at, final = events[-1]
    assert final.kind == "final" and final.source == "cloud"
    assert final.text == "The cloud answer."
    assert final_at < 1.0, f"the cloud answer was shown after {final_at:.2f} s"
    assert "draft" not in kinds([e for _, e in events])  # the draft had not started: dropped
    assert local.cancelled
    trace = p.traces.get("last")
    assert trace["draft_stopped"] is True and trace["draft_dropped"] is True
    p.close()


async def test_a_streaming_cloud_answer_replaces_a_draft_that_has_not_started() -> None:
    local = FakeLocal(["late"], first_delay=2.0)
    cloud = FakeCloud(["one ", "two ", "three"], start_delay=0.05, delay=0.3)
    p = make(local, cloud)
    events = await timed(p, AskRequest("Explain the VPN policy", mode="hybrid"))
    assert_order([e for _, e in events])
    first_upgrade = next(t for t, e in events if e.kind == "upgrade")
    assert first_upgrade < 1.0, f"the first cloud token was shown after {first_upgrade:.2f} s"
    assert "draft" not in kinds([e for _, e in events])
    assert events[-1][1].source == "cloud" and events[-1][1].text == "one two three"
    p.close()


async def test_the_upload_is_shown_as_the_bytes_leave_on_the_first_question() -> None:
    # Issue 16 item 10: the first question after start (a cold model: slow first token, then
    # the draft streams) never showed "upgrading": the upload event came only after the draft.
    local = FakeLocal(["d "] * 10, first_delay=0.5, delay=0.05)
    cloud = FakeCloud(["slow ", "cloud"], start_delay=0.1, delay=0.5)
    p = make(local, cloud)
    events = await timed(p, AskRequest("hello there", mode="hybrid"))
    assert_order([e for _, e in events])
    upload_at = next(t for t, e in events if e.kind == "upload")
    first_draft_at = next(t for t, e in events if e.kind == "draft")
    assert upload_at < 0.3 and upload_at < first_draft_at
    assert events[-1][1].source == "cloud"
    p.close()


async def test_a_cloud_stream_that_hid_the_draft_and_then_broke_ends_in_the_device_answer() -> None:
    local = FakeLocal(["device ", "answer"], first_delay=0.5)
    cloud = FakeCloud(["par", "tial"], fail=CloudError("malformed", "dropped"), fail_after=1)
    p = make(local, cloud)
    events = await collect(p, AskRequest("hello there", mode="hybrid"))
    assert_order(events)
    assert "draft" not in kinds(events)  # no draft token may follow an upgrade
    assert [e.reason for e in events if e.kind == "fallback"] == ["malformed"]
    assert events[-1].source == "local" and events[-1].text == "device answer"
    # The unseen draft was stopped by the cloud's first token; the device answers afresh.
    assert local.cancelled and len(local.calls) == 2
    p.close()


async def test_the_first_cloud_token_stops_an_unseen_draft_at_once() -> None:
    # Issue 30, item 15: once the cloud's stream is the answer, the draft's prefill (the
    # passages of a collection, on every core) must not go on beside it.
    local = FakeLocal(["late"], first_delay=5.0)
    cloud = FakeCloud(["one ", "two ", "three"], start_delay=0.05, delay=0.3)
    p = make(local, cloud)
    upgrades, cancelled_by_the_second = 0, None
    async for event in p.ask(AskRequest("Explain the VPN policy", mode="hybrid")):
        if event.kind == "upgrade":
            upgrades += 1
            if upgrades == 2:
                cancelled_by_the_second = local.cancelled
    assert cancelled_by_the_second is True
    assert event.kind == "final" and event.source == "cloud" and event.text == "one two three"
    trace = p.traces.get("last")
    assert trace["draft_stopped"] is True and trace["draft_dropped"] is True
    p.close()


# ---------------------------------------------------------------- issue 18: the draft survives


async def test_the_draft_is_saved_to_history_while_it_streams() -> None:
    history = History()
    local = FakeLocal([f"w{i} " for i in range(400)], delay=0.005)
    p = make(local, FakeCloud([], start_delay=30), history=history)
    shown = ""
    saved: list[str] = []
    async with contextlib.aclosing(p.ask(AskRequest("tell me a long story", mode="hybrid"))) as it:
        async for e in it:
            if e.kind == "draft":
                shown += e.delta
                if len(shown.split()) in (50, 300):  # mid-answer: what does the history hold?
                    row = history.messages(p.history.conversation_id)[-1]
                    assert row.source == "interrupted"
                    saved.append(row.text)
                    assert shown.startswith(row.text) and row.text
            if len(shown.split()) >= 300:
                break
    assert len(saved) == 2 and len(saved[1]) > len(saved[0])
    p.close()


def test_the_draft_saver_batches_its_writes() -> None:
    from app.core.pipeline.history_link import DraftSaver, HistoryLink

    class Link(HistoryLink):
        def __init__(self) -> None:
            super().__init__(History())
            self.saved: list[str] = []

        def progress(self, message_id: int | None, draft: str) -> None:
            self.saved.append(draft)

    link = Link()
    saver = DraftSaver(link, 7, interval_s=60, every=32)
    text = ""
    for i in range(100):
        text += f"{i} "
        saver.piece(text)
    assert saver.writes == len(link.saved) == 4  # the first piece, then every 32
    assert link.saved[0] == "0 " and text.startswith(link.saved[-1])
    DraftSaver(link, None).piece("x")  # --no-history: nothing to write
    assert len(link.saved) == 4


async def test_a_failed_local_model_is_told_in_its_own_words_not_its_class_name() -> None:
    from app.core.engines.local_types import LocalModelError

    failing = FakeLocal([], fail=LocalModelError("local model not found: tiny.gguf"))
    events = await collect(make(failing, FakeCloud(["x"])), AskRequest("Hi", "local"))
    error = events[-1]
    assert error.kind == "error"
    assert error.message == (
        "the local model failed (local model not found: tiny.gguf) and local mode was requested"
    )


async def test_the_trace_keeps_how_the_draft_ended_and_its_confidence() -> None:
    """What the window reads to call a device answer weak (issue 30, item 6): the engine's stop
    reason (the repetition guard's "repetition" here) and the draft's mean log-prob."""
    from types import SimpleNamespace

    local = FakeLocal(["0, "] * 8, logprob=-0.5)
    local.last_stats = SimpleNamespace(stop_reason="repetition")  # type: ignore[attr-defined]
    traces = TraceStore()
    p = make(local, FakeCloud(["x"]), traces=traces)
    events = await collect(p, AskRequest("Count zeros", mode="local"))
    trace = traces.get(events[-1].request_id)
    p.close()
    assert trace is not None and trace["draft_stop_reason"] == "repetition"
    assert trace["draft_confidence"] == pytest.approx(-0.5)
