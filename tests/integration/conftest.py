"""Shared integration fixtures: the real bundled local model, and settings for a loopback cloud."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from app.core.config import Settings
from app.core.engines.local_llm import BUNDLED_MODEL, LocalLLM
from app.core.models.model_files import local_path


@pytest.fixture(scope="module")
def gguf() -> Path:
    """The bundled SmolLM2 GGUF's path (the tests that need the file itself)."""
    path = local_path(*BUNDLED_MODEL)
    assert path.is_file(), "bundled model missing: run `tandem models fetch`"
    return path


@pytest.fixture(scope="module")
def local() -> Iterator[LocalLLM]:
    """The bundled SmolLM2, loaded once per test module, one thread (the machine is shared)."""
    engine = LocalLLM(n_threads=1)
    engine.load()
    yield engine
    engine.close()


def settings_for(
    base_url: str,
    *,
    model: str = "m",
    provider: str | None = None,
    trust_zone: str = "public",
    timeout_s: float | None = None,
    **routing: Any,
) -> Settings:
    """Settings whose cloud is ``base_url`` (a loopback server); ``routing`` sets
    ``settings.routing`` fields."""
    s = Settings()
    if provider is not None:
        s.cloud.provider = provider
    s.cloud.base_url = base_url
    s.cloud.model = model
    s.cloud.trust_zone = trust_zone
    if timeout_s is not None:
        s.cloud.timeout_s = timeout_s
    for key, value in routing.items():
        setattr(s.routing, key, value)
    return s
