"""Issue 24 item 3: the Why panel says what was hidden and why, for an answer the real `tandem ask`
gave (real gate and recogniser; as the cloud a loopback server), rebuilt as the window rebuilds
a reopened conversation: from the history row and the stored trace."""

from __future__ import annotations

from typing import Any

import pytest

from tests.conftest import run_tandem
from tests.support.fault_server import FaultServer

pytestmark = [pytest.mark.gui, pytest.mark.e2e]


def test_the_why_panel_names_what_was_hidden_and_why(cli_env: dict[str, str], qtbot: Any) -> None:
    from app.core.store.history import History
    from app.core.store.traces import TraceStore
    from app.ui.answer.record import state_from_history
    from app.ui.answer.why_panel import WhyDialog

    question = "Rachel Zheng of H&R Technology asked Johnny Bay to call 13812345678."
    with FaultServer(fault="echo") as server:
        env = {
            **cli_env,
            "TANDEM_CLOUD_BASE_URL": server.base_url,
            "TANDEM_CLOUD_MODEL": "fault",
            "TANDEM_CLOUD_API_KEY": "sk-e2e-NEVER-PRINTED",
        }
        done = run_tandem(["ask", question, "--mode", "cloud", "--no-cache"], env, timeout=300)
    assert done.returncode == 0, done.stderr
    with History() as history:
        [conversation] = history.list_conversations()
        message = history.messages(conversation.id)[-1]
    trace = TraceStore().get(message.trace_id or "")
    dialog = WhyDialog(state_from_history(message, trace), trace=trace)
    qtbot.addWidget(dialog)
    text = dialog.text()
    # what: the kinds found and how many left as placeholders, and the exact text sent
    assert "Found: name ×2, organization, phone number." in text, text
    assert "4 items hidden from the cloud" in text, text
    assert "[PERSON_1] of [ORGANIZATION_1] asked [PERSON_2] to call [PHONE_1]." in text
    # why: the level, the policy's action toward a public cloud, and the soft-entity rule
    assert "hide personal data, then send" in text, text
    assert "people, organisations and places that are not well known are hidden" in text
    for value in ("Rachel", "Zheng", "H&R", "Johnny", "13812345678"):  # never the values
        assert value not in text.replace(question, ""), value
