"""``[local] llm_context`` far above the model's trained context (issue 31 item 3), with the real
bundled model (trained for 8,192 tokens) and the real llama.cpp load."""

from __future__ import annotations

import logging
import resource
from pathlib import Path

import pytest

from app.core.config import LocalSettings, Settings
from app.core.engines.base import ChatMessage
from app.core.engines.context_fit import fit_context
from app.core.engines.local_llm import LocalLLM
from app.core.engines.local_types import bundled_model_path
from app.core.models.gguf_info import read_info

pytestmark = [pytest.mark.integration, pytest.mark.timeout(180)]


def test_the_bundled_model_is_clamped_to_its_trained_context_and_to_memory() -> None:
    path = bundled_model_path()
    trained = read_info(path).context_length
    assert trained == 8192
    fit = fit_context(path, 200_000, available=16 << 30)
    assert fit.n_ctx == trained and fit.clamped
    assert fit.note(path.name) == (
        f"[local] llm_context = 200000 is more than {path.name} was trained for 8192 tokens: "
        "using 8192"
    )
    # 100 MB available: half of it at 23,040 bytes a token (30 layers, 3 KV heads of 64, f16)
    small = fit_context(path, 8192, available=100_000_000)
    assert small.n_ctx == 2048 and "memory available" in (small.note(path.name) or "")
    assert not fit_context(path, 4096, available=16 << 30).clamped


async def test_a_huge_context_loads_the_real_model_at_its_trained_size(
    tandem_home: Path, caplog: pytest.LogCaptureFixture
) -> None:
    rss_before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    settings = Settings(local=LocalSettings(llm_context=200_000))
    with caplog.at_level(logging.WARNING, logger="tandem"):
        engine = LocalLLM.from_settings(settings)
        LocalLLM.from_settings(settings)  # said once per process, not per engine
    notes = [r.getMessage() for r in caplog.records if "llm_context" in r.getMessage()]
    assert len(notes) == 1 and "using 8192" in notes[0], notes
    try:
        await engine.aload()
        assert engine._llm.n_ctx() == 8192
        msgs = [ChatMessage("user", "Say hi.")]
        text = "".join([t.text async for t in engine.stream(msgs, max_tokens=8)])
        assert text.strip()
    finally:
        engine.close()
    grown_mb = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - rss_before) / 1024
    assert grown_mb < 1500, f"{grown_mb:.0f} MB"  # 200,000 tokens of KV would be 4.6 GB
