"""Every answer's record comes back from history + traces after a restart (issue 16 item 2):
the typed Trace, what it stores, what it reads (also the free-form traces written before it)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from app.core.config import Settings
from app.core.pipeline import AskRequest, Pipeline
from app.core.pipeline.trace import Trace
from app.core.store.audit import AuditLog
from app.core.store.history import History
from app.core.store.traces import TraceStore
from tests.unit.pipeline_fakes import FakeCloud, FakeLocal


@dataclass(frozen=True)
class FakeHit:
    source: str
    page: int | None
    chunk: int
    score: float
    text: str
    collection: str
    label: str
    path: str


class FakeRetriever:
    def __init__(self, hits: Sequence[FakeHit]) -> None:
        self.hits = list(hits)

    async def asearch(
        self, query: str, collections: Sequence[str] | None = None, k: int = 4
    ) -> list[FakeHit]:
        return self.hits


HITS = [
    FakeHit(
        "leave.pdf", 3, 0, 0.8, "Annual leave is 15 days.", "hr", "public", "/docs/hr/leave.pdf"
    ),
    FakeHit(
        "leave.pdf", 3, 1, 0.6, "Carry-over ends in March.", "hr", "public", "/docs/hr/leave.pdf"
    ),
    FakeHit("vpn.md", None, 0, 0.4, "Use the VPN at home.", "hr", "public", "/docs/it/vpn.md"),
]


def settings() -> Settings:
    s = Settings()
    s.cloud.base_url = "https://cloud.example/v1"
    s.cloud.model = "m"
    return s


async def test_the_whole_record_of_an_upgraded_answer_survives_a_restart() -> None:
    history = History()
    local = FakeLocal(["The ", "leave ", "is "] + ["long "] * 300, delay=0.01)
    cloud = FakeCloud(["Call [PHONE_1]: ", "15 days [1]."], start_delay=0.1)
    p = Pipeline(
        settings(),
        local=local,
        cloud=cloud,
        store=FakeRetriever(HITS),
        audit=AuditLog(),
        history=history,
        load_probe=lambda: 0.1,
    )
    q = "How long is my leave? My phone is 13812345678."
    events = [e async for e in p.ask(AskRequest(q, mode="hybrid", collections=("hr",)))]
    final = events[-1]
    assert final.source == "cloud"
    assert [(c.source, c.page, c.path) for c in final.citations] == [
        ("leave.pdf", 3, "/docs/hr/leave.pdf"),
        ("vpn.md", None, "/docs/it/vpn.md"),
    ]
    retrieval = next(e for e in events if e.kind == "retrieval")
    assert retrieval.hits[0].path == "/docs/hr/leave.pdf"
    shown_draft = "".join(e.delta for e in events if e.kind == "draft")
    p.close()
    history.close()

    # "Restart": new stores on the same files.
    history = History()
    (conv,) = history.list_conversations()
    row = history.messages(conv.id)[-1]
    assert row.text == final.text and row.draft_text == shown_draft and row.source == "cloud"
    t = Trace.load(TraceStore(), row.trace_id or "")
    assert t is not None
    assert t.privacy is not None and t.privacy.level == "confidential"
    assert t.privacy.action == "redact" and t.privacy.entity_types == ["PHONE"]
    assert t.privacy.redactions == {"PHONE": 1}
    assert t.upload is not None and "13812345678" not in (t.upload.text or "")
    assert "[PHONE_1]" in (t.upload.text or "") and t.upload.redacted
    (entry,) = AuditLog().recent(5)
    assert t.upload.audit_id == entry.id and entry.text_sent == t.upload.text
    assert t.route is not None and t.route.plan == "hybrid" and t.route.reasons
    assert [(h.source, h.page, h.path) for h in t.retrieval][:1] == [
        ("leave.pdf", 3, "/docs/hr/leave.pdf")
    ]
    assert [(c.source, c.page, c.path) for c in t.citations] == [
        (c.source, c.page, c.path) for c in final.citations
    ]
    assert t.draft_text == shown_draft and t.draft_text.startswith("The leave")
    assert t.draft_stopped is True and t.draft_dropped is False  # cut short by the upgrade
    assert t.final_text == final.text == "Call 13812345678: 15 days [1]."
    assert t.cloud_text == final.text
    assert t.timings == final.timings and t.cost == final.cost
    assert t.source == "cloud" and t.fallback is None
    # The events the window saw, rebuilt from the record.
    replayed = t.replay()
    assert [e.kind for e in replayed] == [
        "privacy",
        "route",
        "retrieval",
        "draft",
        "upload",
        "final",
    ]
    assert replayed[-1] == final
    history.close()


def test_an_old_free_form_trace_reads_and_keeps_unknown_keys() -> None:
    old: dict[str, Any] = {
        "request_id": "abc",
        "created_at": "2026-11-30T10:00:00+0000",
        "question": "hi",
        "question_chars": 2,
        "mode": "hybrid",
        "collections": [],
        "events": [{"event": "privacy", "ms": 1.0}],
        "privacy": {"level": "public", "action": "send", "entities": [], "reasons": []},
        "route": {"plan": "hybrid", "endpoints": ["device", "cloud"], "reasons": ["r"]},
        "retrieval": [{"source": "a.md", "page": None, "score": 0.5, "collection": "c"}],
        "upload": {"endpoint": "cloud", "trust_zone": "public", "redacted": False, "chars": 5},
        "source": "local",
        "fallback": "timeout",
        "cloud_error": "cloud: no complete answer",
        "timings": {"first_token_ms": 5, "draft_done_ms": 9, "final_ms": 20},
        "cost": {"tokens_in": 1, "tokens_out": 2, "usd": 0},
        "draft_text": "d",
        "final_text": "d",
        "draft_stopped": True,
        "a_future_key": [1, 2],
    }
    t = Trace.from_dict(old)
    assert t.route is not None and t.route.endpoints == ["device", "cloud"]
    assert t.errors == {"cloud_error": "cloud: no complete answer"}
    assert [(c.source, c.page) for c in t.citations] == [("a.md", None)]  # derived from hits
    assert t.timings is not None and t.timings.final_ms == 20.0
    assert t.draft_stopped and t.upload is not None and t.upload.audit_id is None
    again = t.to_dict()
    assert again["a_future_key"] == [1, 2] and again["cloud_error"] == old["cloud_error"]
    for key in ("request_id", "question", "mode", "source", "fallback", "draft_text"):
        assert again[key] == old[key]
    assert Trace.from_dict(again) == t
    kinds = [e.kind for e in t.replay()]
    assert kinds == ["privacy", "route", "retrieval", "draft", "upload", "fallback", "final"]


def test_a_missing_trace_is_none() -> None:
    assert Trace.load(TraceStore(), "nope") is None
