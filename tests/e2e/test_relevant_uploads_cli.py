"""Only relevant passages leave (issue 24 item 4), through the real CLI: the shared corpus indexed
with the real embedder and Chroma, the cloud a recording loopback server. "How do vaccines
work?" once uploaded 报销流程.txt (score 0.326) and cited it; now the upload holds no passage
and the answer cites none, while a cross-language question still sends and cites its source."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.conftest import run_tandem
from tests.support.fault_server import FaultServer

pytestmark = [pytest.mark.e2e, pytest.mark.integration]


def _ask(env: dict[str, str], question: str) -> tuple[dict[str, object], str]:
    done = run_tandem(["ask", question, "--mode", "cloud", "--collection", "c", "--json"], env)
    assert done.returncode == 0, done.stderr
    events = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    return events[-1], done.stderr


def test_an_unrelated_passage_is_neither_uploaded_nor_cited(
    env: dict[str, str], server: FaultServer, shared_data: Path
) -> None:
    made = run_tandem(
        ["index", str(shared_data / "corpus" / "docs"), "--collection", "c", "--label", "public"],
        env,
    )
    assert made.returncode == 0, made.stderr

    final, _ = _ask(env, "How do vaccines work?")
    sent = server.received[-1].body.decode("utf-8")
    assert "报销" not in sent and "发票" not in sent
    assert final["citations"] == []

    final, _ = _ask(env, "What is the monthly meal allowance?")
    sent = server.received[-1].body.decode("utf-8")
    assert "餐补" in sent or "500" in sent  # the Chinese canteen passage went up
    assert any("食堂安排" in str(c) for c in final["citations"])  # type: ignore[union-attr]
