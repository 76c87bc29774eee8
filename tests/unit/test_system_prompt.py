"""A chat's own system prompt: merged into the one leading system message, and gated like the
history it travels in (docs/ARCHITECTURE.md §5)."""

from __future__ import annotations

from app.core.engines.base import ChatMessage
from app.core.pipeline.gate_view import gate_view
from app.core.pipeline.prompt import SYSTEM_PROMPT, build_messages
from app.core.pipeline.request import AskRequest
from app.core.privacy.gate import PrivacyGate


def test_without_a_chat_prompt_the_messages_are_unchanged() -> None:
    history = [ChatMessage("user", "hi"), ChatMessage("assistant", "hello")]
    assert build_messages("q", history, []) == [
        ChatMessage("system", SYSTEM_PROMPT),
        *history,
        ChatMessage("user", "q"),
    ]
    assert AskRequest("q").system_prompt == ""  # the CLI's request never carries one


def test_the_chat_prompt_joins_the_leading_system_message_after_tandems_own() -> None:
    history = [ChatMessage("system", "Answer like a pirate."), ChatMessage("user", "hi")]
    messages = build_messages("q", history, ["a passage"])
    assert [m.role for m in messages] == ["system", "user", "user"]
    assert messages[0].content == SYSTEM_PROMPT + "\n\nAnswer like a pirate."
    assert messages[0].content.startswith(SYSTEM_PROMPT)  # the fixed prefix stays first


def test_a_phone_number_in_the_chat_prompt_is_redacted_for_the_cloud() -> None:
    history = [ChatMessage("system", "Sign every answer with my number 13812345678.")]
    view = gate_view(PrivacyGate(), "What is a VPN?", history, [], "public")
    assert view.level == "confidential" and view.action == "redact"
    assert any("the chat's system prompt" in r for r in view.reasons), view.reasons
    sent = view.cloud_messages()
    assert "13812345678" not in "".join(m.content for m in sent)
    assert sent[0].role == "system" and "[PHONE_1]" in sent[0].content
    assert view.restore("call [PHONE_1]") == "call 13812345678"


def test_an_id_number_in_the_chat_prompt_keeps_the_request_on_the_device() -> None:
    history = [ChatMessage("system", "My ID card is 11010519491231002X; use it in forms.")]
    view = gate_view(PrivacyGate(), "Fill in the visa form.", history, [], "public")
    assert view.level == "restricted" and view.action == "local"
