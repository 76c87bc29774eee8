"""Tandem for a team (issue 26 item 7; README "Tandem for a team"): one private inference server
and one Chroma server shared by several desktops.

Real parts: a `chroma run` server on 127.0.0.1 (the chromadb package's CLI), a llama-cpp-python
server as the team's private endpoint, the recording fault server as the public cloud, and two
data homes as two desktops with the same `settings.toml`. Desktop A indexes a collection labelled
confidential with `tandem index` (a subprocess); desktop B, which never indexed anything, asks
about it: the passages come from the shared server with their label, the question becomes
confidential, and the private server answers it while the public cloud receives nothing.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.core.config import load_settings
from app.core.engines.local_llm import LocalLLM
from app.core.pipeline import AskRequest, Pipeline
from app.core.routing.rules import DEFAULT_RULES
from app.core.store.audit import AuditLog
from tests.conftest import run_tandem
from tests.integration.test_rag_chroma_server import chroma_server  # noqa: F401 - a fixture
from tests.support.fault_server import FaultServer, llama_server

pytestmark = [pytest.mark.integration, pytest.mark.slow, pytest.mark.timeout(400)]


@pytest.fixture(scope="module")
def team_gpu() -> Iterator[str]:
    with llama_server(n_ctx=2048) as url:
        yield url


@pytest.fixture
def public() -> Iterator[FaultServer]:
    with FaultServer(tokens=["public ", "answer"]) as s:
        yield s


def team_settings(home: Path, chroma: str, private: str, public: str) -> None:
    """The one settings file every desktop of the team gets (README "Tandem for a team")."""
    home.mkdir(parents=True, exist_ok=True)
    (home / "settings.toml").write_text(
        f"""version = 2

[cloud]
base_url = "{public}"
model = "fault"
trust_zone = "public"
timeout_s = 90.0

[[endpoints]]
name = "team-gpu"
base_url = "{private}"
model = "smollm2"
trust_zone = "private"
provider = "llamacpp"
abilities = ["en"]

[rag]
chroma_url = "{chroma}"
""",
        encoding="utf-8",
    )
    text = DEFAULT_RULES.read_text().replace("cloud_max_tokens = 512", "cloud_max_tokens = 16")
    (home / "routing.toml").write_text(
        text.replace("draft_max_tokens = 256", "draft_max_tokens = 8")
    )


async def test_a_team_shares_one_chroma_server_and_one_private_server(
    chroma_server: str,  # noqa: F811 - the fixture imported above
    team_gpu: str,
    public: FaultServer,
    local: LocalLLM,
    tandem_home: Path,
    cli_env: dict[str, Any],
    shared_data: Path,
    tmp_path: Path,
) -> None:
    desktop_a = tmp_path / "desktop-a"
    team_settings(desktop_a, chroma_server, team_gpu, public.base_url)
    team_settings(tandem_home, chroma_server, team_gpu, public.base_url)  # desktop B
    docs = tmp_path / "handbook"
    docs.mkdir()
    shutil.copy(shared_data / "corpus" / "docs" / "vpn_guide.html", docs)
    shutil.copy(shared_data / "corpus" / "docs" / "leave_policy.md", docs)

    env_a = {**cli_env, "TANDEM_HOME": str(desktop_a)}
    proc = run_tandem(
        ["index", str(docs), "--collection", "handbook", "--label", "confidential", "--json"],
        env_a,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout.splitlines()[-1])["indexed"] == 2
    assert not (desktop_a / "chroma").exists() or not any((desktop_a / "chroma").iterdir())

    # Desktop B never indexed: it finds A's passages on the shared server, with their label.
    found = run_tandem(["search", "Which VPN profile should I choose?", "--json"], cli_env)
    assert found.returncode == 0, found.stderr
    hits = json.loads(found.stdout)["hits"]
    assert hits and Path(hits[0]["source"]).name == "vpn_guide.html"

    p = Pipeline(load_settings().settings, local=local)
    try:
        events = [
            e
            async for e in p.ask(
                AskRequest(
                    "Which VPN profile should I choose?",
                    mode="hybrid",
                    collections=("handbook",),
                )
            )
        ]
    finally:
        p.close()
    by_kind = {e.kind: e for e in events}
    assert by_kind["retrieval"].hits, events
    assert Path(by_kind["retrieval"].hits[0].source).name == "vpn_guide.html"
    privacy, route = by_kind["privacy"], by_kind["route"]
    assert privacy.level == "confidential" and privacy.action == "send", privacy  # to private
    assert route.endpoints[:2] == ["device", "team-gpu"], route.reasons  # draft, then private
    assert any("candidate cloud: not chosen" in r for r in route.reasons), route.reasons
    uploads = [e for e in events if e.kind == "upload"]
    assert [(u.endpoint, u.trust_zone, u.redacted) for u in uploads] == [
        ("team-gpu", "private", False)
    ]
    final = events[-1]
    assert final.kind == "final" and final.source == "cloud" and final.text.strip()
    assert public.received == []  # the public cloud got nothing of the team's documents
    (row,) = AuditLog().recent(5)
    assert row.endpoint == "team-gpu" and "VPN" in row.text_sent
