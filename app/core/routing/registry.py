"""The registry of endpoints the router can place work on (docs/ARCHITECTURE.md §6).

An endpoint is where a model runs: the device itself, a private server on the LAN (a llama.cpp,
Ollama or vLLM box the user controls) or a public cloud. The trust zone, not the URL, decides what
the privacy gate lets through, so it is explicit here. The cloud endpoint comes from the settings
file, overridden for one process by ``TANDEM_CLOUD_BASE_URL`` / ``TANDEM_CLOUD_MODEL``; its key
comes from the keyring (or ``TANDEM_CLOUD_API_KEY``) only when a client is built.

Further endpoints are the ``[[endpoints]]`` tables of the settings, after ``[cloud]`` in the
order written (the order is the user's ranking: docs/ARCHITECTURE.md §6, candidates). Each one's
key is in the keyring under its name, read only when a client is built, never from
``TANDEM_CLOUD_API_KEY`` (that is ``[cloud]``'s); a keyless server (``auth = "none"``, or
``auto`` for the LAN server presets) is never asked for one, so no keyring prompt appears.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field

from app.core.config import EndpointSettings, Settings
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
    #: The keyring account of its key: the provider for ``[cloud]``, the name for the others.
    key_account: str = ""
    #: True only for ``[cloud]``: ``TANDEM_CLOUD_API_KEY`` is its key, nobody else's.
    env_key: bool = False
    keyless: bool = False  # never ask the keyring (a LAN server without a key)
    #: The abilities the candidate filter reads: the settings' list; empty, not declared
    #: (unknown). ``[cloud]`` without a list is assumed to have the usual set.
    declared: frozenset[str] = field(default_factory=frozenset)
    order: int = 0  # position in the settings: [cloud] 0, then the [[endpoints]] tables

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
            "declared_abilities": sorted(self.declared),
            "provider": self.provider,
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

#: ``tools``: the configured cloud is offered the tools of mcp.json (docs/ARCHITECTURE.md §16).
_CLOUD_ABILITIES = frozenset(
    {"chat", "en", "zh", "code", "reasoning", "translate", "long_context", "tools"}
)


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
    declared = frozenset(cloud.abilities)
    return Endpoint(
        name=cloud.provider if cloud.provider != "custom" else "cloud",
        kind="openai_compatible",
        base_url=base_url,
        model=model or "default",
        trust_zone=zone,
        context_window=32768,
        cost_per_1k_in=preset.price_in,
        cost_per_1k_out=preset.price_out,
        abilities=declared or _CLOUD_ABILITIES,
        provider=cloud.provider,
        stream_usage=preset.stream_usage,
        key_account=cloud.provider,
        env_key=True,
        # Not declared: a public cloud model is assumed to have the usual abilities.
        declared=declared or _CLOUD_ABILITIES,
    )


#: Presets for servers on the user's own machine or network: no key unless ``auth`` says so.
LAN_PRESETS = frozenset({"llamacpp", "vllm", "ollama", "lmstudio"})


def settings_endpoint(conf: EndpointSettings, order: int) -> Endpoint | None:
    """One ``[[endpoints]]`` table as an endpoint (None when disabled or without a URL). The
    preset fills what the table leaves out (URL, model, prices); a public preset is never made
    private by a setting, as for ``[cloud]``."""
    if not conf.enabled:
        return None
    preset = PRESETS.get(conf.provider, PRESETS["custom"])
    base_url = conf.base_url or preset.base_url
    if not base_url or not conf.name.strip():
        return None
    zone = conf.trust_zone if conf.trust_zone in ("private", "public") else "private"
    if preset.trust_zone == "public" and conf.provider != "custom":
        zone = "public"
    keyless = conf.auth == "none" or (conf.auth == "auto" and conf.provider in LAN_PRESETS)
    declared = frozenset(conf.abilities)
    return Endpoint(
        name=conf.name.strip(),
        kind="openai_compatible",
        base_url=base_url,
        model=conf.model or preset.model or "default",
        trust_zone=zone,
        context_window=conf.context_window or 8192,
        cost_per_1k_in=conf.price_in or preset.price_in,
        cost_per_1k_out=conf.price_out or preset.price_out,
        abilities=declared,
        provider=conf.provider,
        stream_usage=preset.stream_usage,
        key_account=conf.name.strip(),
        keyless=keyless,
        declared=declared,
        order=order,
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
        for i, conf in enumerate(settings.endpoints, start=1):
            ep = settings_endpoint(conf, i)
            if ep is not None and all(e.name != ep.name for e in endpoints):
                endpoints.append(ep)
        return cls(endpoints)

    def get(self, name: str) -> Endpoint | None:
        return self._by_name.get(name)

    @property
    def device(self) -> Endpoint:
        return self._by_name.get("device", DEVICE)

    def remote(self) -> list[Endpoint]:
        """Non-device endpoints, private before public (a private one may see more), each zone
        in the settings' order."""
        zones = {"private": 0, "public": 1}
        return sorted(
            (e for e in self._by_name.values() if e.trust_zone != "device"),
            key=lambda e: (zones.get(e.trust_zone, 2), e.order),
        )

    def all(self) -> list[Endpoint]:
        return list(self._by_name.values())


def endpoint_key(endpoint: Endpoint) -> str | None:
    """The endpoint's API key (for ``[cloud]`` the environment first, then the keyring under
    its account); None when it is keyless, has none, or there is no keyring."""
    if endpoint.keyless:
        return None
    from app.core.keychain import get_api_key

    account = endpoint.key_account or endpoint.provider
    try:
        return get_api_key(account, env=endpoint.env_key)
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
