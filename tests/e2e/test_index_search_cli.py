"""`tandem index` and `tandem search` as subprocesses against the shared corpus.

The contract is docs/ARCHITECTURE.md §3."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.conftest import run_tandem as run
from tests.conftest import tandem_cmd

pytestmark = [pytest.mark.e2e, pytest.mark.integration]


def lines(proc: subprocess.CompletedProcess[str]) -> list[dict[str, object]]:
    return [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]


def test_index_reports_progress_and_failures_then_skips_unchanged(
    cli_env: dict[str, str], shared_data: Path
) -> None:
    corpus = shared_data / "corpus"
    args = ["index", str(corpus / "docs"), str(corpus / "bad"), "--collection", "dev", "--json"]
    first = run(args, cli_env)
    assert first.returncode == 0, first.stderr
    out = lines(first)
    events, summary = out[:-1], out[-1]
    assert all(e["event"] == "progress" for e in events)
    assert [e["done"] for e in events] == list(range(1, 16))
    assert {e["total"] for e in events} == {15}
    assert summary["indexed"] == 11 and summary["unchanged"] == 0
    failed = summary["failed"]
    assert isinstance(failed, list)
    assert sorted(Path(f["path"]).name for f in failed) == [
        "empty.md",
        "not_really.docx",
        "random_bytes.txt",
        "truncated.pdf",
    ]
    assert all(f["error"] and "\n" not in f["error"] for f in failed)

    second = run(args, cli_env)
    assert second.returncode == 0, second.stderr
    again = lines(second)[-1]
    assert again["indexed"] == 0 and again["unchanged"] == 11

    search = run(
        ["search", "每月餐补是多少？", "--collection", "dev", "-k", "3", "--json"], cli_env
    )
    assert search.returncode == 0, search.stderr
    hits = json.loads(search.stdout)["hits"]
    assert len(hits) == 3
    assert set(hits[0]) >= {"source", "page", "chunk", "score", "text"}
    assert hits[0]["source"] == "食堂安排.pdf" and hits[0]["page"] == 1
    # the absolute path as indexed: symlinks resolved (the shared data may be reached through one)
    assert hits[0]["path"] == str((corpus / "docs" / "食堂安排.pdf").resolve())
    assert "500" in hits[0]["text"]

    text = run(["search", "Which VPN profile should I choose?"], cli_env)
    assert text.returncode == 0 and "vpn_guide.html" in text.stdout.splitlines()[0]


def test_label_is_carried_into_hits(cli_env: dict[str, str], shared_data: Path) -> None:
    doc = shared_data / "corpus" / "docs" / "leave_policy.md"
    made = run(["index", str(doc), "--collection", "hr", "--label", "confidential"], cli_env)
    assert made.returncode == 0, made.stderr
    hits = json.loads(run(["search", "annual leave", "--json"], cli_env).stdout)["hits"]
    assert hits and {h["label"] for h in hits} == {"confidential"}


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["index", "/nonexistent/folder", "--collection", "x"], "no such file"),
        (["index", "--collection", "x"], "PATH"),
        (["index", ".", "--collection", "x", "--label", "secret"], "invalid choice"),
        (["search", "hello", "--collection", "missing"], "no collection"),
        (["search", "   "], "empty"),
        (["search", "hello", "-k", "0"], "-k"),
    ],
)
def test_bad_input_exits_non_zero_with_one_line(
    cli_env: dict[str, str], args: list[str], message: str
) -> None:
    proc = run(args, cli_env)
    assert proc.returncode != 0
    assert message in proc.stderr
    assert len([line for line in proc.stderr.splitlines() if "error" in line]) == 1


def test_index_watch_reindexes_a_changed_file(cli_env: dict[str, str], tmp_path: Path) -> None:
    import queue
    import signal
    import threading

    folder = tmp_path / "notes"
    folder.mkdir()
    note = folder / "door.md"
    note.write_text("The side door code is 1234.", encoding="utf-8")
    proc = subprocess.Popen(
        tandem_cmd("index", str(folder), "--collection", "w", "--watch", "--json"),
        env=cli_env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    out: queue.Queue[str] = queue.Queue()
    assert proc.stdout is not None and proc.stderr is not None
    threading.Thread(target=lambda: [out.put(x) for x in proc.stdout], daemon=True).start()
    started: queue.Queue[str] = queue.Queue()
    threading.Thread(target=lambda: [started.put(x) for x in proc.stderr], daemon=True).start()
    try:
        while "watching" not in started.get(timeout=60):
            pass
        note.write_text("The side door code is 9876.", encoding="utf-8")
        while True:
            event = json.loads(out.get(timeout=30))
            if event.get("event") == "reindexed":
                break
        assert event["indexed"] == 1
    finally:
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=30)
        proc.stdout.close()
        proc.stderr.close()
    assert proc.returncode == 0
    hits = json.loads(run(["search", "side door code", "--json"], cli_env).stdout)["hits"]
    assert "9876" in hits[0]["text"]
