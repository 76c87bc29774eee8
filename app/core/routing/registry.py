"""The registry of endpoints the router can place work on (docs/ARCHITECTURE.md §6).

An endpoint is where a model runs: the device itself, a private server on the LAN (a llama.cpp,
Ollama or vLLM box the user controls) or a public cloud. The trust zone, not the URL, decides what
the privacy gate lets through, so it is explicit here. The cloud endpoint comes from the settings
file, overridden for one process by ``TANDEM_CLOUD_BASE_URL`` / ``TANDEM_CLOUD_MODEL``; its key
comes from the keyring (or ``TANDEM_CLOUD_API_KEY``) only when a client is built.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from app.core.config import Settings
from app.core.engines.cloud_llm import PRESETS, CloudLLM, Timeouts
from app.core.engines.http_pool import HttpPool

ENV_BASE_URL = "TANDEM_CLOUD_BASE_URL"
ENV_MODEL = "TANDEM_CLOUD_MODEL"
ENV_TRUST_ZONE = "TANDEM_CLOUD_TRUST_ZONE"


@dataclass(frozen=True)
class Endpoint:
    name: str
    kind: str  # "llama_cpp" | "openai_compatible"
    base_url: str
    model: str
    trust_zone: str  # "device" | "private" | "public"
    context_window: int = 8192
    cost_per_1k_in: float = 0.0
    cost_per_1k_out: float = 0.0
    abilities: frozenset[str] = field(default_factory=frozenset)
    provider: str = "custom"
    stream_usage: bool = False

    def cost_usd(self, tokens_in: int, tokens_out: int) -> float:
        return (tokens_in * self.cost_per_1k_in + tokens_out * self.cost_per_1k_out) / 1000.0

    def as_json(self) -> dict[str, object]:
        return {
            "name": self.name,
            "kind": self.kind,
            "base_url": self.base_url.split("?", 1)[0],
            "model": self.model,
            "trust_zone": self.trust_zone,
            "context_window": self.context_window,
            "cost_per_1k_in": self.cost_per_1k_in,
            "cost_per_1k_out": self.cost_per_1k_out,
            "abilities": sorted(self.abilities),
        }


DEVICE = Endpoint(
    name="device",
    kind="llama_cpp",
    base_url="",
    model="smollm2-135m-instruct",
    trust_zone="device",
    context_window=2048,
    abilities=frozenset({"chat", "en"}),
)

_CLOUD_ABILITIES = frozenset({"chat", "en", "zh", "code", "reasoning", "translate", "long_context"})


def cloud_endpoint(settings: Settings) -> Endpoint | None:
    """The configured cloud endpoint, or None when none is configured."""
    cloud = settings.cloud
    preset = PRESETS.get(cloud.provider, PRESETS["custom"])
    base_url = os.environ.get(ENV_BASE_URL) or cloud.base_url or preset.base_url
    model = os.environ.get(ENV_MODEL) or cloud.model or preset.model
    if not base_url:
        return None
    # The settings say which zone the user put this endpoint in; a preset can only make it
    # stricter (a public provider is never "private" because a setting says so).
    zone = os.environ.get(ENV_TRUST_ZONE) or cloud.trust_zone
    if preset.trust_zone == "public" and cloud.provider != "custom":
        zone = "public"
    if zone not in ("private", "public"):
        zone = "public"
    return Endpoint(
        name=cloud.provider if cloud.provider != "custom" else "cloud",
        kind="openai_compatible",
        base_url=base_url,
        model=model or "default",
        trust_zone=zone,
        context_window=32768,
        cost_per_1k_in=preset.price_in,
        cost_per_1k_out=preset.price_out,
        abilities=_CLOUD_ABILITIES,
        provider=cloud.provider,
        stream_usage=preset.stream_usage,
    )


class Registry:
    """The endpoints known to this process, by name."""

    def __init__(self, endpoints: list[Endpoint]) -> None:
        self._by_name = {e.name: e for e in endpoints}

    @classmethod
    def from_settings(cls, settings: Settings) -> Registry:
        endpoints = [DEVICE]
        cloud = cloud_endpoint(settings)
        if cloud is not None:
            endpoints.append(cloud)
        return cls(endpoints)

    def get(self, name: str) -> Endpoint | None:
        return self._by_name.get(name)

    @property
    def device(self) -> Endpoint:
        return self._by_name.get("device", DEVICE)

    def remote(self) -> list[Endpoint]:
        """Non-device endpoints, private before public (a private one may see more)."""
        order = {"private": 0, "public": 1}
        return sorted(
            (e for e in self._by_name.values() if e.trust_zone != "device"),
            key=lambda e: order.get(e.trust_zone, 2),
        )

    def all(self) -> list[Endpoint]:
        return list(self._by_name.values())


def endpoint_key(endpoint: Endpoint) -> str | None:
    """The endpoint's API key (env, then keyring); None when there is none or no keyring."""
    from app.core.keychain import get_api_key

    try:
        return get_api_key(endpoint.provider)
    except Exception:  # no keyring backend: a keyless local server still works
        return None


def build_client(
    endpoint: Endpoint,
    timeouts: Timeouts,
    pool: HttpPool | None = None,
    *,
    api_key: str | None = None,
) -> CloudLLM:
    """A streaming client for ``endpoint``, its key fetched now (env, then keyring) unless
    given. With ``pool`` it talks over the endpoint's long-lived connection."""
    key = api_key if api_key is not None else endpoint_key(endpoint)
    return CloudLLM(
        endpoint.base_url,
        endpoint.model,
        api_key=key,
        name=endpoint.name,
        timeouts=timeouts,
        stream_usage=endpoint.stream_usage,
        pool=pool,
    )
