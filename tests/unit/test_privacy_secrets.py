"""API keys, private keys and passwords; placeholders and environment look-ups pass."""

from __future__ import annotations

import pytest

from app.core.privacy.classifier import classify


def spans(text: str) -> list[tuple[str, str]]:
    return [(e.type, e.text) for e in classify(text).entities]


@pytest.mark.parametrize(
    "key",
    [
        "sk-proj-edu3QlYJJJbgIQrBc5O-x2A7CzMp1GAawTCEe6OQxLdU_ZOxyR2MwqIZu29XoqgH",
        "sk-pYg64tPSQql1KQon8iJXSDM0Jv4XHOdtsnQL4KTTzrpZBzoU",
        "sk-ant-api03-Xk9fLm2QpR7sT4vW8yZ1aB3cD5eF6gH7iJ8kL9mN0oP1qR2sT3uV4wX5yZ6aB7c",
        "ghp_16C7e42F292c6912E7710c838347Ae178B4a",
        "AKIAIOSFODNN7EXAMPLQ",
        "AIzaSyD-9tSrke72PouQMnMX-a7eZSW0jkFMBWY",
        "xoxb-2934857-29384756-aB3dE5fG7hJ9",
        "hf_aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789",
        "glpat-a1B2c3D4e5F6g7H8i9J0",
        "sk_live_51H7aBcDeFgHiJkLmN0pQrStUv",
    ],
)
def test_provider_keys(key: str) -> None:
    assert spans(f"my key is {key} and it fails") == [("API_KEY", key)]


def test_assigned_generic_secret() -> None:
    assert spans('client_secret = "Zq8vN2mX4kL7pR1tY6wB"') == [("API_KEY", "Zq8vN2mX4kL7pR1tY6wB")]


@pytest.mark.parametrize(
    "text",
    [
        "Read the key from os.environ['OPENAI_API_KEY'] instead of hard-coding it.",
        "Set OPENAI_API_KEY=<your key here> before running.",
        "Replace sk-xxxxxxxxxxxxxxxxxxxxxxxx with your own key.",
        'api_key = os.getenv("DEEPSEEK_API_KEY")',
        "Commit 40712b596ba931fe97ea8c90cab1cd30cf3a857b fixed it.",
        "UUID a954f8f4-b5e9-0346-0de0-65bd580de45e identifies the build.",
    ],
)
def test_placeholders_env_lookups_and_hashes_pass(text: str) -> None:
    assert spans(text) == []


def test_private_key_block_whole_span() -> None:
    block = "-----BEGIN EC PRIVATE KEY-----\nMHcCAQEEIBkg\n-----END EC PRIVATE KEY-----"
    text = f"deploy.pem:\n{block}\nthanks"
    assert spans(text) == [("PRIVATE_KEY", block)]
    # A truncated paste is still a private key, up to the end of the text.
    assert spans("-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBg")[0][0] == "PRIVATE_KEY"


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("数据库连不上，密码是 XN7RGKNLI5MP2 ，帮我看看", "XN7RGKNLI5MP2"),
        ("wifi 密码：Tp-Link@2024，别告诉别人", "Tp-Link@2024"),
        ("The admin password is Winter2025! please rotate it", "Winter2025!"),
        ("pwd=S3cr3t.Pass.", "S3cr3t.Pass"),
    ],
)
def test_passwords_in_context(text: str, value: str) -> None:
    assert spans(text) == [("PASSWORD", value)]


@pytest.mark.parametrize(
    "text",
    ["Forgot your password? Click the reset link.", "密码长度至少 8 位，需包含大小写字母。",
     "password: ********", "Enter your password below."],
)  # fmt: skip
def test_password_talk_without_a_password_passes(text: str) -> None:
    assert spans(text) == []
