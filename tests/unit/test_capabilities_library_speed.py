"""Issue 30, item 12: Capabilities said "not measured yet" while the Model library showed the
measured speed; with no speed of its own the record reads the library's measurement."""

from __future__ import annotations

from pathlib import Path

from app.core.engines.local_types import BUNDLED_MODEL
from app.core.models.model_fit import record_speed
from app.core.routing.capabilities import SpeedCache, local_capability


def test_the_library_speed_fills_an_unmeasured_record(tandem_home: Path) -> None:
    empty = SpeedCache(tandem_home / "none.json")
    before = local_capability(None, cache=empty)
    assert before.decode_tok_s is None and "not measured yet" in before.summary()
    record_speed(BUNDLED_MODEL[1], 64, 2.0, 120.0)  # 32 tok/s, as an answer records it
    after = local_capability(None, cache=empty)
    assert after.decode_tok_s == 32.0 and after.ttft_ms == 120.0
    assert "32 tok/s" in after.summary() and "not measured" not in after.summary()
