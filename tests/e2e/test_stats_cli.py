"""The monitor's acceptance: a scripted run of real `tandem ask` calls against a fault-injecting
server on 127.0.0.1 (a known mix of ok, 5xx, 429, a timeout, a malformed stream and a restricted
prompt) gives exactly the expected counts in `tandem stats --json`; `tandem report` renders them."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.core.routing.rules import DEFAULT_RULES
from tests.conftest import tandem_cmd
from tests.support.fault_server import FaultServer

pytestmark = [pytest.mark.e2e, pytest.mark.slow, pytest.mark.timeout(300)]

RESTRICTED = "身份证号 11010519491231002X 帮我查一下"
#: (fault, question, mode): what the cloud does for each ask, in order.
SCRIPT = [
    ("ok", "What colour is the sky?", "hybrid"),
    ("http_500", "What colour is grass?", "hybrid"),
    ("http_429", "What colour is snow?", "hybrid"),
    ("hang", "What colour is coal?", "hybrid"),
    ("malformed", "What colour is the sea?", "hybrid"),
    ("ok", "What colour is a lemon?", "hybrid"),
    ("ok", RESTRICTED, "cloud"),
    ("http_500", "What colour is rust?", "hybrid"),
]


@pytest.fixture
def server() -> Iterator[FaultServer]:
    with FaultServer(retry_after="0") as s:
        yield s


@pytest.fixture
def env(cli_env: dict[str, str], server: FaultServer, tandem_home: Path) -> dict[str, str]:
    cli_env["TANDEM_CLOUD_BASE_URL"] = server.base_url
    cli_env["TANDEM_CLOUD_MODEL"] = "fault"
    cli_env["TANDEM_CLOUD_API_KEY"] = "sk-e2e-NEVER-PRINTED"
    rules = DEFAULT_RULES.read_text(encoding="utf-8")
    # 10 s: a loaded 2-core machine (load 8) once took over 4 s to the first "ok" token of a cold ask
    rules = rules.replace("first_token_s = 20.0", "first_token_s = 10.0")
    rules = rules.replace("draft_max_tokens = 256", "draft_max_tokens = 12")
    (tandem_home / "routing.toml").write_text(rules, encoding="utf-8")
    return cli_env


def run(env: dict[str, str], *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        tandem_cmd(*args), env=env, capture_output=True, text=True, timeout=120, check=False
    )


def test_a_scripted_run_of_asks_gives_exactly_the_expected_counts(
    env: dict[str, str], server: FaultServer, tmp_path: Path
) -> None:
    fallbacks_seen = []
    for fault, question, mode in SCRIPT:
        server.fault = fault
        proc = run(env, "ask", question, "--mode", mode, "--json", "--no-history")
        assert proc.returncode == 0, proc.stderr
        events = [json.loads(line) for line in proc.stdout.splitlines()]
        fallbacks_seen += [e["reason"] for e in events if e["event"] == "fallback"]
    assert fallbacks_seen == ["http_5xx", "http_429", "timeout", "malformed", "http_5xx"]

    proc = run(env, "stats", "--since", "1h", "--json")
    assert proc.returncode == 0, proc.stderr
    stats = json.loads(proc.stdout)
    req = stats["requests"]
    assert req["total"] == 8
    assert req["by_plan"] == {"local": 1, "cloud": 0, "hybrid": 7, "staged": 0}
    assert req["by_source"] == {"local": 6, "cloud": 2, "none": 0}
    assert req["by_status"] == {"ok": 8, "error": 0, "cancelled": 0}
    assert req["uploads"] == 7
    assert stats["fallbacks"] == {
        "timeout": 1,
        "http_429": 1,
        "http_5xx": 2,
        "network": 0,
        "malformed": 1,
        "budget": 0,
        "offline": 0,
        "auth": 0,
        "not_found": 0,
        "tls": 0,
        "privacy": 1,
    }
    assert stats["fallback_total"] == 5
    assert stats["privacy"]["levels"]["restricted"] == 1
    assert stats["privacy"]["levels"]["public"] == 7
    assert stats["privacy"]["uploads_by_level"] == {
        "public": 7,
        "internal": 0,
        "confidential": 0,
        "restricted": 0,
    }
    assert stats["privacy"]["kept_local"] == 1
    cloud = stats["endpoints"]["cloud"]
    assert cloud["uploads"] == 7 and cloud["errors"] == 5
    assert stats["latency"]["by_source"]["cloud"]["final_ms"]["n"] == 2
    assert "sk-e2e" not in proc.stdout + proc.stderr
    device = stats["device"]  # sampled from the real local model after each ask
    assert device["model_load_ms"]["n"] >= 1 and device["rss_mb"]["max"] > 0

    text = run(env, "stats", "--since", "1h")
    assert text.returncode == 0, text.stderr
    assert "http_5xx 2" in text.stdout and "requests      8" in text.stdout

    out = tmp_path / "report.html"
    rep = run(env, "report", "--since", "1h", "--out", str(out))
    assert rep.returncode == 0, rep.stderr
    html = out.read_text(encoding="utf-8")
    assert "data:image/svg+xml;base64," in html and "http_5xx" in html
    assert "<script" not in html and 'src="http' not in html and "<link" not in html


@pytest.mark.parametrize("args", [("stats", "--since", "2w"), ("stats", "--since", "")])
def test_a_bad_window_is_one_line_and_non_zero(env: dict[str, str], args: tuple[str, ...]) -> None:
    proc = run(env, *args)
    assert proc.returncode != 0 and proc.stdout == ""
    assert len(proc.stderr.strip().splitlines()) == 1
