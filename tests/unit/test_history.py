"""History: CRUD, search across conversations (CJK too), exports, threads, crash safety."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from app.core.store.history import History, HistoryError


@pytest.fixture
def history(tandem_home: Path) -> History:
    h = History()
    yield h  # type: ignore[misc]
    h.close()


def test_default_path_is_in_data_home(history: History, tandem_home: Path) -> None:
    assert history.path == tandem_home / "history.sqlite3"
    mode = sqlite3.connect(history.path).execute("PRAGMA journal_mode").fetchone()[0]
    assert mode == "wal"


def test_conversation_lifecycle(history: History) -> None:
    a = history.create_conversation("First")
    b = history.create_conversation("Second")
    history.add_message(a, "user", "hello")
    titles = [c.title for c in history.list_conversations()]
    assert titles == ["First", "Second"]  # a has the newest activity
    history.rename(b, "Renamed")
    assert {c.title for c in history.list_conversations()} == {"First", "Renamed"}
    history.delete(a)
    assert [c.id for c in history.list_conversations()] == [b]
    assert history.messages(a) == []  # cascade
    with pytest.raises(HistoryError):
        history.rename(a, "gone")
    with pytest.raises(HistoryError):
        history.add_message(a, "user", "x")


def test_messages_and_update(history: History) -> None:
    c = history.create_conversation("c")
    q = history.add_message(c, "user", "What is WAL?")
    a = history.add_message(c, "assistant", "", draft_text="draft", source="local")
    history.update_message(a, text="Write-ahead logging.", source="cloud", trace_id="t-1")
    msgs = history.messages(c)
    assert [m.id for m in msgs] == [q, a]
    assert msgs[1].text == "Write-ahead logging."
    assert msgs[1].draft_text == "draft"  # untouched fields stay
    assert (msgs[1].source, msgs[1].trace_id) == ("cloud", "t-1")
    history.update_message(a, draft_text=None)
    assert history.messages(c)[1].draft_text is None
    with pytest.raises(HistoryError):
        history.update_message(9999, text="x")
    with pytest.raises(HistoryError):
        history.add_message(c, "robot", "x")


def test_search_across_conversations(history: History) -> None:
    a = history.create_conversation("报销流程")
    b = history.create_conversation("Travel")
    history.add_message(a, "user", "差旅报销需要哪些票据？")
    history.add_message(b, "assistant", "Keep 100% of receipts_2024 for the trip.")
    history.add_message(b, "user", "nothing here")
    hits = history.search("报销")
    assert {h.conversation_id for h in hits} == {a}
    assert any(h.message_id is None for h in hits)  # the title matched too
    assert any(h.message_id is not None and "票据" in h.snippet for h in hits)
    # LIKE wildcards are literal
    assert [h.conversation_id for h in history.search("100%")] == [b]
    assert history.search("s_2") and not history.search("x_y")
    assert [h.conversation_id for h in history.search("KEEP")] == [b]
    assert history.search("   ") == []


def test_exports(history: History) -> None:
    c = history.create_conversation("Export me")
    history.add_message(c, "user", "Q?")
    history.add_message(c, "assistant", "A!", draft_text="a", source="cloud", trace_id="t9")
    md = history.export_markdown(c)
    assert md.startswith("# Export me\n")
    assert "## You\n\nQ?" in md and "## Tandem (cloud)\n\nA!" in md
    data = json.loads(history.export_json(c))
    assert data["title"] == "Export me"
    assert [m["role"] for m in data["messages"]] == ["user", "assistant"]
    assert data["messages"][1]["trace_id"] == "t9"
    with pytest.raises(HistoryError):
        history.export_json(c + 1)


def test_thread_safe_concurrent_writes(history: History) -> None:
    c = history.create_conversation("threads")
    errors: list[BaseException] = []

    def writer(n: int) -> None:
        try:
            for i in range(50):
                mid = history.add_message(c, "user", f"{n}-{i}")
                history.update_message(mid, text=f"{n}-{i}!")
                history.messages(c)
        except BaseException as exc:
            errors.append(exc)

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=60)
    assert not errors
    texts = [m.text for m in history.messages(c)]
    assert len(texts) == 200 and all(t.endswith("!") for t in texts)


_CRASHER = """
import os, sys
from pathlib import Path
from app.core.store.history import History
h = History(Path(sys.argv[1]))
c = h.create_conversation("crash")
h.add_message(c, "user", "question")
mid = h.add_message(c, "assistant", "", source="local")
for i in range(200):
    h.update_message(mid, text="partial " * i)
print("streaming", flush=True)
h._db.execute("BEGIN IMMEDIATE")
h._db.execute("UPDATE messages SET text='torn' WHERE id=?", (mid,))
os._exit(9)  # dies mid-transaction, like a crash mid-answer
"""


def test_crash_mid_answer_leaves_history_intact(tmp_path: Path) -> None:
    db = tmp_path / "h.sqlite3"
    proc = subprocess.run(
        [sys.executable, "-c", _CRASHER, str(db)],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert proc.returncode == 9, proc.stderr
    with History(db) as h:
        assert h._db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        [conv] = h.list_conversations()
        msgs = h.messages(conv.id)
        assert [m.role for m in msgs] == ["user", "assistant"]
        assert msgs[0].text == "question"
        assert msgs[1].text == "partial " * 199  # last committed state, not the torn write
