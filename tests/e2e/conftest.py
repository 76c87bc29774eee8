"""What the end-to-end tests share: a loopback fault server as the cloud, and the CLI's
environment pointed at it (a test module with other needs defines its own fixture of the
same name)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.support.fault_server import FaultServer


@pytest.fixture
def server() -> Iterator[FaultServer]:
    with FaultServer() as s:
        yield s


@pytest.fixture
def env(cli_env: dict[str, str], server: FaultServer) -> dict[str, str]:
    cli_env["TANDEM_CLOUD_BASE_URL"] = server.base_url
    cli_env["TANDEM_CLOUD_MODEL"] = "fault"
    cli_env["TANDEM_CLOUD_API_KEY"] = "sk-e2e-NEVER-PRINTED"
    return cli_env
