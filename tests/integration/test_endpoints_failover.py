"""Many endpoints, for real (issue 26): two private endpoints and one public in the
``settings.toml`` of the data home, as a user writes them. The private ones are real
llama-cpp-python servers on 127.0.0.1 (or the fault server returning 500), the public one is the
recording fault server; the real local model, privacy gate, audit log and `tandem doctor`.
"""

from __future__ import annotations

import json
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
from tests.support.fault_server import FaultServer, llama_server

pytestmark = [pytest.mark.integration, pytest.mark.slow, pytest.mark.timeout(300)]

CONFIDENTIAL = "Write one short greeting to alice.smith@example.com."
RESTRICTED = "My card is 4111 1111 1111 1111. Is that a Visa card?"


@pytest.fixture(scope="module")
def private_servers() -> Iterator[tuple[str, str]]:
    with llama_server(n_ctx=1024) as first, llama_server(n_ctx=1024) as second:
        yield first, second


@pytest.fixture
def public() -> Iterator[FaultServer]:
    with FaultServer(tokens=["public ", "answer"]) as s:
        yield s


def write_settings(home: Path, first: str, second: str, public: str) -> None:
    """Exactly the issue's contract: [cloud] is the first public endpoint, two [[endpoints]]."""
    (home / "settings.toml").write_text(
        f"""version = 2

[cloud]
base_url = "{public}"
model = "fault"
trust_zone = "public"
timeout_s = 60.0

[[endpoints]]
name = "team-gpu"
base_url = "{first}"
model = "smollm2"
trust_zone = "private"
provider = "llamacpp"
abilities = ["en", "code"]

[[endpoints]]
name = "team-cpu"
base_url = "{second}"
model = "smollm2"
trust_zone = "private"
provider = "llamacpp"
abilities = ["en"]
price_in = 0.0
price_out = 0.0
""",
        encoding="utf-8",
    )
    # Short answers: this is about where they come from.
    text = DEFAULT_RULES.read_text().replace("cloud_max_tokens = 512", "cloud_max_tokens = 12")
    (home / "routing.toml").write_text(
        text.replace("draft_max_tokens = 256", "draft_max_tokens = 8")
    )


async def ask(home: Path, local: LocalLLM, question: str, mode: str) -> list[Any]:
    p = Pipeline(load_settings().settings, local=local)  # the file, as the app reads it
    try:
        return [e async for e in p.ask(AskRequest(question, mode=mode))]
    finally:
        p.close()


async def test_confidential_is_answered_privately_and_the_public_one_receives_nothing(
    private_servers: tuple[str, str], public: FaultServer, local: LocalLLM, tandem_home: Path
) -> None:
    first, second = private_servers
    write_settings(tandem_home, first, second, public.base_url)
    events = await ask(tandem_home, local, CONFIDENTIAL, "cloud")
    privacy, route, final = events[0], events[1], events[-1]
    assert privacy.level == "confidential" and privacy.action == "send"  # toward private
    assert route.endpoints[0] == "team-gpu", route.reasons
    assert route.reasons[0].startswith("candidate team-gpu: chosen (private; unredacted")
    uploads = [e for e in events if e.kind == "upload"]
    assert [(u.endpoint, u.trust_zone, u.redacted) for u in uploads] == [
        ("team-gpu", "private", False)
    ]
    assert final.kind == "final" and final.source == "cloud" and final.text.strip()
    assert public.received == []  # not a byte of it went public
    (row,) = AuditLog().recent(5)
    assert row.endpoint == "team-gpu" and "alice.smith@example.com" in row.text_sent


async def test_a_failing_private_server_fails_over_to_the_second_in_the_same_request(
    private_servers: tuple[str, str], public: FaultServer, local: LocalLLM, tandem_home: Path
) -> None:
    _, second = private_servers
    with FaultServer(fault="http_500") as broken:
        write_settings(tandem_home, broken.base_url, second, public.base_url)
        events = await ask(tandem_home, local, CONFIDENTIAL, "hybrid")
        assert len(broken.received) == 1  # tried once, not retried: another one was waiting
    kinds = [e.kind for e in events]
    uploads = [e for e in events if e.kind == "upload"]
    assert [u.endpoint for u in uploads] == ["team-gpu", "team-cpu"]
    assert "fallback" not in kinds and "error" not in kinds
    final = events[-1]
    assert final.source == "cloud" and final.text.strip()
    assert public.received == []
    rows = AuditLog().recent(5)
    assert sorted(r.endpoint for r in rows) == ["team-cpu", "team-gpu"]
    assert len({r.request_id for r in rows}) == 1  # the same request


async def test_a_restricted_question_reaches_none_of_them(
    private_servers: tuple[str, str], public: FaultServer, local: LocalLLM, tandem_home: Path
) -> None:
    first, second = private_servers
    write_settings(tandem_home, first, second, public.base_url)
    events = await ask(tandem_home, local, RESTRICTED, "hybrid")
    assert events[0].level == "restricted" and events[0].action == "local"
    assert events[1].plan == "local" and events[1].endpoints == ["device"]
    assert sum("the policy keeps a restricted request" in r for r in events[1].reasons) == 3
    assert "upload" not in [e.kind for e in events]
    assert events[-1].kind == "final" and events[-1].source == "local"
    assert AuditLog().recent(5) == [] and public.received == []


def test_doctor_json_names_every_endpoint_with_its_figures(
    private_servers: tuple[str, str], public: FaultServer, tandem_home: Path, cli_env: Any
) -> None:
    first, second = private_servers
    write_settings(tandem_home, first, second, public.base_url)
    proc = run_tandem(["doctor", "--json"], cli_env)
    checks = {c["name"]: c for c in json.loads(proc.stdout)["checks"]}
    for name in ("team-gpu", "team-cpu", "cloud"):
        row = checks[f"capability:{name}"]
        assert row["figures"]["name"] == name and "abilities" in row["figures"]
    assert checks["capability:team-gpu"]["figures"]["trust_zone"] == "private"
    assert checks["capability:team-gpu"]["figures"]["abilities"] == ["code", "en"]
    assert checks["capability:cloud"]["figures"]["trust_zone"] == "public"
    assert checks["endpoint:team-gpu"]["ok"] and checks["endpoint:team-cpu"]["ok"]
    assert "reachable" in checks["endpoint:team-cpu"]["detail"]
    assert checks["cloud"]["ok"]
    # The probes are GET /models: nothing of the user's went anywhere.
    assert all(r.path.endswith("/models") for r in public.received)
