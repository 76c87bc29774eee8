"""`tandem privacy-check` and `tandem audit` as subprocesses (docs/ARCHITECTURE.md §3)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.conftest import run_tandem as run
from tests.conftest import tandem_cmd

pytestmark = pytest.mark.e2e


def test_privacy_check_text(cli_env: dict[str, str]) -> None:
    text = "收件人陈静，电话151 7538 3262。"
    proc = run(["privacy-check", text], cli_env)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert set(out) == {"id", "level", "entities", "redacted"}
    assert out["level"] == "confidential"
    for e in out["entities"]:
        assert text[e["start"] : e["end"]] == e["text"]  # Python str offsets
    assert [e["type"] for e in out["entities"]] == ["PERSON", "PHONE"]
    assert out["redacted"] == "收件人[PERSON_1]，电话[PHONE_1]。"


def test_privacy_check_jsonl_streams_through_one_process(
    cli_env: dict[str, str], shared_data: Path
) -> None:
    """Each answer arrives before the next line is written: a pipe can drive it interactively."""
    from app.core.privacy.evaluation import load_jsonl

    rows = load_jsonl(shared_data / "privacy_dev.jsonl")[:20]
    with subprocess.Popen(
        tandem_cmd("privacy-check", "--jsonl"),
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
        env=cli_env, text=True, bufsize=1,
    ) as proc:  # fmt: skip
        assert proc.stdin and proc.stdout
        try:
            for row in rows:
                proc.stdin.write(json.dumps({"id": row["id"], "text": row["text"]}) + "\n")
                proc.stdin.flush()
                got = json.loads(proc.stdout.readline())
                assert got["id"] == row["id"]
                assert got["level"] == row["level"]
                # The dev set lists what is hidden; well-known names are listed too, marked public.
                hidden = [e for e in got["entities"] if not e.get("public")]
                assert [(e["type"], e["start"], e["end"]) for e in hidden] == [
                    (e["type"], e["start"], e["end"]) for e in row["entities"]
                ]
            proc.stdin.close()
            assert proc.wait(timeout=30) == 0
        finally:
            if proc.poll() is None:
                proc.kill()


def test_privacy_check_lists_well_known_names_it_lets_pass(cli_env: dict[str, str]) -> None:
    """A famous city, company or person is found and listed, marked public, but neither hidden
    nor counted in the level; the same company as someone's employer is hidden."""
    for text, names in (
        ("上海有哪些好玩的地方？周杰伦的新歌怎么样？", {"上海", "周杰伦"}),
        ("Compare Google and Apple. Is Chicago colder than Berlin?", {"Google", "Chicago"}),
    ):
        out = json.loads(run(["privacy-check", text], cli_env).stdout)
        assert out["level"] == "public"
        assert out["redacted"] == text
        listed = {e["text"]: e for e in out["entities"]}
        assert names <= set(listed)
        for e in listed.values():
            assert e["public"] is True and text[e["start"] : e["end"]] == e["text"]

    tied = "王小明在腾讯工作，上海有哪些好玩的地方？"
    out = json.loads(run(["privacy-check", tied], cli_env).stdout)
    assert out["level"] == "confidential"
    assert out["redacted"] == "[PERSON_1]在[ORGANIZATION_1]工作，上海有哪些好玩的地方？"
    assert [(e["text"], e.get("public", False)) for e in out["entities"]] == [
        ("王小明", False), ("腾讯", False), ("上海", True),
    ]  # fmt: skip


def test_privacy_check_jsonl_bad_line(cli_env: dict[str, str]) -> None:
    stdin = '{"id": 1, "text": "hello"}\nnot json\n{"id": 2, "text": "SSN 500-17-1374"}\n'
    proc = run(["privacy-check", "--jsonl"], cli_env, stdin)
    assert proc.returncode == 2
    lines = [json.loads(x) for x in proc.stdout.splitlines()]
    assert [(x["id"], x["level"]) for x in lines] == [(1, "public"), (2, "restricted")]
    assert proc.stderr.count("\n") == 1 and "line 2" in proc.stderr


def test_privacy_check_bad_usage(cli_env: dict[str, str]) -> None:
    proc = run(["privacy-check", "x", "--jsonl"], cli_env)
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1
    proc = run(["privacy-check"], cli_env, stdin="")
    assert proc.returncode == 2 and "no text" in proc.stderr


def test_audit_lists_uploads(cli_env: dict[str, str], tandem_home: Path) -> None:
    from app.core.store.audit import AuditLog

    AuditLog(tandem_home / "audit.sqlite3").record(
        "cloud", "public", "confidential", {"PHONE": 1}, "call [PHONE_1]"
    )
    proc = run(["audit", "--json", "--last", "5"], cli_env)
    assert proc.returncode == 0, proc.stderr
    uploads = json.loads(proc.stdout)["uploads"]
    assert [(u["endpoint"], u["redactions"], u["text_sent"]) for u in uploads] == [
        ("cloud", {"PHONE": 1}, "call [PHONE_1]")
    ]
    text = run(["audit"], cli_env)
    assert "PHONE×1" in text.stdout and "call [PHONE_1]" in text.stdout
    assert run(["audit", "--last", "-1"], cli_env).returncode == 2


def test_privacy_check_is_utf8_whatever_the_locale(cli_env: dict[str, str]) -> None:
    env = dict(cli_env, LC_ALL="C", LANG="C", PYTHONIOENCODING="ascii")
    stdin = '\ufeff{"id": "x", "text": "电话13812345678"}\r\n'
    proc = subprocess.run(
        tandem_cmd("privacy-check", "--jsonl"),
        input=stdin.encode("utf-8"), env=env, capture_output=True, timeout=60,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout.decode("utf-8"))
    assert out["redacted"] == "电话[PHONE_1]"
