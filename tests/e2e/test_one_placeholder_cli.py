"""One entity, one placeholder, everywhere, through the real `tandem ask` (issue 24 item 2): the
real gate and recogniser, the real OCR for a picture's text, and as the cloud a loopback server
that echoes the question it received (so the restored answer shows what restore put back)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.conftest import run_tandem
from tests.support import pictures
from tests.support.fault_server import FaultServer

pytestmark = [pytest.mark.e2e, pytest.mark.integration]


@pytest.fixture
def echo() -> Iterator[FaultServer]:
    with FaultServer(fault="echo") as s:
        yield s


@pytest.fixture
def exact_echo() -> Iterator[FaultServer]:
    """Echoes the question verbatim, in 5-character chunks that cut placeholders anywhere."""
    with FaultServer(fault="echo_exact") as s:
        yield s


def _ask(env: dict[str, str], server: FaultServer, *args: str) -> tuple[str, dict[str, Any]]:
    env = {
        **env,
        "TANDEM_CLOUD_BASE_URL": server.base_url,
        "TANDEM_CLOUD_MODEL": "fault",
        "TANDEM_CLOUD_API_KEY": "sk-e2e-NEVER-PRINTED",
    }
    done = run_tandem(["ask", *args, "--mode", "cloud", "--no-cache", "--json"], env, timeout=300)
    assert done.returncode == 0, done.stderr
    events = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    [user] = [m for m in server.received[-1].json()["messages"] if m["role"] == "user"]
    return user["content"], events[-1]


def test_every_mention_is_redacted_and_restored(
    cli_env: dict[str, str], exact_echo: FaultServer
) -> None:
    question = (
        "Rachel Zheng is a clerk at H&R Technology. A parcel was left by Johnny Bay. "
        "Johnny asks Rachel what to do about H&R."
    )
    sent, final = _ask(cli_env, exact_echo, question)
    assert sent == (
        "[PERSON_1] is a clerk at [ORGANIZATION_1]. A parcel was left by [PERSON_2]. "
        "[PERSON_2] asks [PERSON_1] what to do about [ORGANIZATION_1]."
    )
    # restore puts back, occurrence by occurrence, the form the question used: the echo is exact
    assert final["event"] == "final" and final["source"] == "cloud"
    assert final["text"] == question


@pytest.mark.parametrize(
    "question",
    [
        "Rachel Zheng called. Johnny asks Rachel to call back.",
        "欧阳娜娜是我的同事。娜娜明天来开会,请欧阳女士准备材料。",
    ],
)
def test_an_echoed_question_is_restored_exactly(
    cli_env: dict[str, str], exact_echo: FaultServer, question: str
) -> None:
    sent, final = _ask(cli_env, exact_echo, question)
    assert "Rachel" not in sent and "娜娜" not in sent and "[PERSON_1]" in sent, sent
    assert final["event"] == "final" and final["source"] == "cloud"
    assert final["text"] == question


@pytest.mark.slow
def test_a_pictures_text_shares_the_questions_placeholders(
    cli_env: dict[str, str], echo: FaultServer, tmp_path: Path
) -> None:
    card = pictures.save(
        pictures.render(["Visitor pass", "Name: Rachel Zheng", "Company: H&R Technology"]),
        tmp_path / "pass.png",
    )
    sent, final = _ask(cli_env, echo, "Is this pass for Ms Zheng from H&R?", "--image", str(card))
    assert "Zheng" not in sent and "H&R" not in sent, sent
    # the question's "Ms Zheng" and the picture's "Rachel Zheng" are one person, one placeholder
    assert sent.startswith("Is this pass for [PERSON_1] from [ORGANIZATION_1]?"), sent
    assert re.search(r"Name: \[PERSON_1\]\s*Company: \[ORGANIZATION_1\]", sent), sent
    assert "Rachel Zheng" in final["text"] and "[PERSON_" not in final["text"]
