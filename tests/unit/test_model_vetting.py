"""app/core/models/model_vetting.py: the header and size checks (the llama.cpp load is tested end
to end in tests/e2e/test_models_vetting_cli.py), and the catalog's pins."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

import pytest

from app.core.models import catalog
from app.core.models.catalog import CatalogEntry
from app.core.models.downloads import DownloadError
from app.core.models.model_vetting import header_problem, size_problem, vet

TOFU = CatalogEntry(
    name="m", file="m.gguf", repo="t/m", sha256="", size_bytes=0, params_b=0.36, quant="Q8_0",
    context=8192, languages=("en",), license="Apache-2.0", min_ram_gb=1, template="chatml",
    verify="tofu", approx_mb=386,
)  # fmt: skip


def test_junk_is_not_a_gguf(tmp_path: Path) -> None:
    junk = tmp_path / "m.gguf.part"
    junk.write_bytes(os.urandom(2 * 1024 * 1024))
    assert header_problem(junk).startswith("not a GGUF file")
    with pytest.raises(DownloadError) as caught:
        vet(junk, TOFU, load=False)
    assert caught.value.reason == "not_a_model"
    assert "m.gguf: not a usable model (not a GGUF file" in str(caught.value)
    assert "\n" not in str(caught.value)
    assert ".part" not in str(caught.value) and str(caught.value).count("not a GGUF") == 1


def test_a_truncated_header_is_not_a_gguf(tmp_path: Path) -> None:
    cut = tmp_path / "m.gguf"
    cut.write_bytes(b"GGUF\x03\x00\x00\x00" + b"\x01" * 9)
    assert header_problem(cut).startswith("not a GGUF file")


def test_size_against_the_catalog() -> None:
    assert size_problem(386_404_992, TOFU) == ""  # the real SmolLM2-360M Q8_0
    assert "about 386 MB" in size_problem(2 * 1024 * 1024, TOFU)
    assert "about 386 MB" in size_problem(430_000_000, TOFU)  # 11% over
    assert "about 386 MB" in size_problem(374_000_000, TOFU)  # 3% short: a cut-off file
    assert size_problem(391_000_000, TOFU) == ""  # 1.3% over: approx_mb is rounded
    pinned = replace(TOFU, verify="sha256", sha256="a" * 64, size_bytes=1000)
    assert size_problem(1000, pinned) == ""
    assert "pins 1000" in size_problem(1001, pinned)


def test_every_shipped_catalog_entry_is_pinned() -> None:
    """No entry of models/catalog.toml trusts on first use (README: none remain unpinned)."""
    assert [e.name for e in catalog.load_catalog() if e.verify != "sha256"] == []


def test_every_pinned_catalog_entry_pins_its_size_too() -> None:
    for entry in catalog.load_catalog():
        if entry.verify == "sha256":
            assert len(entry.sha256) == 64 and entry.size_bytes > 0, entry.name
            if entry.approx_mb:
                assert size_problem(entry.size_bytes, replace(entry, size_bytes=0)) == "", (
                    entry.name
                )
