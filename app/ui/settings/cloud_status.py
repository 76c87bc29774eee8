"""The Cloud tab's words and checks: provider display names, where the key and the endpoint
really come from (the keyring, or the environment overrides ``TANDEM_CLOUD_*``), connection
errors in words, and the model list fetched from the server.

Kept out of the settings dialog so it stays a form; the key itself is never returned to the UI,
only whether one exists and where.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from urllib.parse import urlsplit

from PySide6.QtCore import QCoreApplication

ENV_BASE_URL = "TANDEM_CLOUD_BASE_URL"
ENV_MODEL = "TANDEM_CLOUD_MODEL"
ENV_KEY = "TANDEM_CLOUD_API_KEY"

#: preset name -> what people call it (brand names are not translated)
PROVIDER_NAMES = {
    "openai": "OpenAI",
    "deepseek": "DeepSeek",
    "qwen": "Qwen (DashScope)",
    "moonshot": "Moonshot (Kimi)",
    "zhipu": "Zhipu GLM",
    "siliconflow": "SiliconFlow",
    "openrouter": "OpenRouter",
    "ollama": "Ollama",
    "lmstudio": "LM Studio",
    "vllm": "vLLM",
    "llamacpp": "llama.cpp server",
}


def provider_name(preset: str) -> str:
    if preset == "custom":
        return QCoreApplication.translate("CloudStatus", "Custom (any OpenAI-compatible server)")
    return PROVIDER_NAMES.get(preset, preset)


@dataclass(frozen=True)
class EnvCloud:
    base_url: str
    model: str
    key: bool

    @property
    def active(self) -> bool:
        return bool(self.base_url or self.model or self.key)


def env_cloud() -> EnvCloud:
    return EnvCloud(
        os.environ.get(ENV_BASE_URL, ""),
        os.environ.get(ENV_MODEL, ""),
        bool(os.environ.get(ENV_KEY)),
    )


def env_summary(env: EnvCloud) -> str:
    """What the environment sets for this run, in one sentence (never the key's value)."""
    parts = []
    if env.base_url:
        parts.append(
            QCoreApplication.translate("CloudStatus", "server %1").replace("%1", env.base_url)
        )
    if env.model:
        parts.append(QCoreApplication.translate("CloudStatus", "model %1").replace("%1", env.model))
    if env.key:
        parts.append(
            QCoreApplication.translate("CloudStatus", "the API key (%1)").replace("%1", ENV_KEY)
        )
    return QCoreApplication.translate(
        "CloudStatus", "In use now, from the environment: %1. These override the fields below."
    ).replace("%1", ", ".join(parts))


def key_status(provider: str) -> tuple[str, bool]:
    """(sentence, ok) about the key for ``provider``: from the environment, in the keyring,
    none yet, or no secure keyring at all."""
    from app.core import keychain

    info = keychain.backend_info()
    if os.environ.get(ENV_KEY):
        return (
            QCoreApplication.translate(
                "CloudStatus", "The API key comes from the environment (%1) and is not stored."
            ).replace("%1", ENV_KEY),
            True,
        )
    if not info.secure:
        return (
            QCoreApplication.translate(
                "CloudStatus", "No secure keyring: API keys cannot be saved. Fix: %1"
            ).replace("%1", keyring_words(info.detail)),
            False,
        )
    if keychain.has_stored_key(provider):
        return (
            QCoreApplication.translate(
                "CloudStatus", "A key for this provider is stored in the keyring (%1)."
            ).replace("%1", info.name),
            True,
        )
    return (
        QCoreApplication.translate(
            "CloudStatus",
            "No key stored for this provider. Keys go to the keyring (%1), never to a file.",
        ).replace("%1", info.name),
        True,
    )


def keyring_words(detail: str) -> str:
    """The keychain's reason there is no secure keyring (app/core/keychain.py), translated."""
    from app.core.keychain import FIX_HINT

    head, sep, hint = detail.partition(": " + FIX_HINT)
    if not sep:
        return detail
    fix = QCoreApplication.translate(
        "CloudStatus",
        "install and unlock a Secret Service keyring (Debian/Ubuntu: apt-get install "
        "gnome-keyring; in a headless session run it under dbus-run-session with "
        "gnome-keyring-daemon --unlock), or set TANDEM_CLOUD_API_KEY for this process",
    )
    insecure = re.fullmatch(r"(\S+) is not a secure backend", head)
    unusable = re.fullmatch(r"backend (\S+) is not usable", head)
    if insecure:
        head = QCoreApplication.translate("CloudStatus", "%1 is not a secure backend").replace(
            "%1", insecure[1]
        )
    elif unusable:
        head = QCoreApplication.translate("CloudStatus", "the backend %1 is not usable").replace(
            "%1", unusable[1]
        )
    elif head == "no keyring backend is available":
        head = QCoreApplication.translate("CloudStatus", "no keyring backend is available")
    return head + QCoreApplication.translate("CloudStatus", ": ") + fix + hint


def has_stored_key(provider: str) -> bool:
    from app.core import keychain

    return keychain.has_stored_key(provider)


def connection_words(exc: BaseException, url: str) -> str:
    """An httpx error in words: "could not connect to api.example.com: connection refused"."""
    import socket
    import ssl

    import httpx

    host = urlsplit(url).netloc or url
    chain: list[BaseException] = []
    cur: BaseException | None = exc
    while cur is not None and cur not in chain:
        chain.append(cur)
        cur = cur.__cause__ or cur.__context__
    text = " ".join(str(e) for e in chain).lower()
    if any(isinstance(e, ConnectionRefusedError) for e in chain):
        text += " refused"
    if any(isinstance(e, socket.gaierror) for e in chain):
        text += " getaddrinfo"
    if any(isinstance(e, ssl.SSLError) for e in chain):
        text += " certificate"
    if isinstance(exc, httpx.ConnectTimeout | httpx.ReadTimeout | httpx.TimeoutException):
        return QCoreApplication.translate("CloudStatus", "%1 did not answer in time").replace(
            "%1", host
        )
    if isinstance(exc, httpx.ConnectError):
        if "refused" in text:
            why = QCoreApplication.translate("CloudStatus", "connection refused")
        elif "name or service" in text or "nodename" in text or "getaddrinfo" in text:
            why = QCoreApplication.translate("CloudStatus", "the name could not be resolved")
        elif "certificate" in text or "ssl" in text:
            why = QCoreApplication.translate("CloudStatus", "the certificate could not be verified")
        else:
            why = QCoreApplication.translate("CloudStatus", "no route to the server")
        return (
            QCoreApplication.translate("CloudStatus", "could not connect to %1: %2")
            .replace("%1", host)
            .replace("%2", why)
        )
    if isinstance(exc, httpx.UnsupportedProtocol | httpx.InvalidURL):
        return QCoreApplication.translate(
            "CloudStatus", "%1 is not a valid http(s) address"
        ).replace("%1", url)
    return (
        QCoreApplication.translate("CloudStatus", "the connection to %1 failed (%2)")
        .replace("%1", host)
        .replace("%2", type(exc).__name__)
    )


def status_words(status: int) -> str:
    if status in (401, 403):
        return QCoreApplication.translate(
            "CloudStatus", "the server refused the API key (HTTP %1)"
        ).replace("%1", str(status))
    if status == 404:
        return QCoreApplication.translate(
            "CloudStatus", "nothing at this address (HTTP 404): check the base URL"
        )
    if status == 429:
        return QCoreApplication.translate("CloudStatus", "the server is rate-limiting (HTTP 429)")
    if status >= 500:
        return QCoreApplication.translate(
            "CloudStatus", "the server had an error (HTTP %1)"
        ).replace("%1", str(status))
    return QCoreApplication.translate("CloudStatus", "the server answered HTTP %1").replace(
        "%1", str(status)
    )


@dataclass(frozen=True)
class ConnectionResult:
    ok: bool
    message: str  # empty when ok
    models: tuple[str, ...] = ()


async def check_connection(base_url: str, api_key: str | None) -> ConnectionResult:
    """GET {base_url}/models with the core's probe: reachable, key accepted, and which models
    it serves."""
    from app.core.engines.cloud_llm import normalise_base_url, probe_models

    url = f"{normalise_base_url(base_url)}/models"  # the same root the cloud client uses
    result = await probe_models(base_url, api_key, 8.0, list_models=True)
    if result.status is None:
        return ConnectionResult(
            False, connection_words(result.exc, url) if result.exc else result.error
        )
    if result.status >= 400:
        return ConnectionResult(False, status_words(result.status))
    return ConnectionResult(True, "", result.models)
