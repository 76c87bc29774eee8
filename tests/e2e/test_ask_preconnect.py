"""`tandem ask` opens the cloud connection at process start, beside the model load, and the
request uses it: one TCP connection, one HEAD (no text), one request with the question. In mode
``local`` nothing connects at all."""

from __future__ import annotations

import pytest

from tests.conftest import run_tandem
from tests.support.fault_server import FaultServer

pytestmark = [pytest.mark.e2e, pytest.mark.timeout(180)]


def test_ask_preconnects_and_the_request_reuses_the_connection(
    env: dict[str, str], server: FaultServer
) -> None:
    proc = run_tandem(["ask", "--mode", "cloud", "--no-history", "Name one colour."], env)
    assert proc.returncode == 0, proc.stderr
    assert "[cloud] The cloud answer." in proc.stdout
    assert server.heads == 1  # the pre-connect
    assert [r.path for r in server.received] == ["/v1/chat/completions"]
    assert server.connections == 1  # the request went over the pre-connected one
    assert "sk-e2e-NEVER-PRINTED" not in proc.stdout + proc.stderr


def test_ask_in_local_mode_never_connects(env: dict[str, str], server: FaultServer) -> None:
    proc = run_tandem(["ask", "--mode", "local", "--no-history", "Name one colour."], env)
    assert proc.returncode == 0, proc.stderr
    assert server.connections == 0 and server.heads == 0 and server.received == []


def test_ask_offline_never_connects(env: dict[str, str], server: FaultServer) -> None:
    home = env["TANDEM_HOME"]
    from pathlib import Path

    (Path(home) / "settings.toml").write_text("[routing]\noffline = true\n")
    proc = run_tandem(["ask", "--mode", "hybrid", "--no-history", "Name one colour."], env)
    assert proc.returncode == 0, proc.stderr
    assert server.connections == 0 and server.heads == 0
