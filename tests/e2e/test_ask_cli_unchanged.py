"""`tandem ask` is a contract (docs/ARCHITECTURE.md §3): the window's per-chat system prompt adds
no option to it, and the cloud still receives exactly Tandem's system message and the question."""

from __future__ import annotations

import json

import pytest

from app.core.pipeline.prompt import SYSTEM_PROMPT
from tests.conftest import run_tandem
from tests.support.fault_server import FaultServer

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(180)]


def test_ask_sends_only_tandems_system_message_and_has_no_system_prompt_option(
    cli_env: dict[str, str], server: FaultServer
) -> None:
    env = dict(cli_env, TANDEM_CLOUD_BASE_URL=server.base_url, TANDEM_CLOUD_MODEL="fault")
    proc = run_tandem(["ask", "What colour is the sky?", "--mode", "cloud", "--json"], env)
    assert proc.returncode == 0, proc.stderr
    final = json.loads(proc.stdout.splitlines()[-1])
    assert final["event"] == "final" and final["source"] == "cloud"
    [received] = [r for r in server.received if r.path.endswith("/chat/completions")]
    assert received.json()["messages"] == [
        {"role": "system", "content": SYSTEM_PROMPT},
        {"role": "user", "content": "What colour is the sky?"},
    ]
    usage = run_tandem(["ask", "--help"], env)
    assert usage.returncode == 0 and "system" not in usage.stdout.lower()
    bad = run_tandem(["ask", "q", "--system-prompt", "x"], env)
    assert bad.returncode != 0 and len(bad.stderr.strip().splitlines()) == 1
