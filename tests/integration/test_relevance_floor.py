"""The relevance floor (issue 16 item 5) on the real embedder and Chroma: an unrelated question
retrieves no passages for an answer, a related one still its source, and ``tandem search`` keeps
showing the top hits with their scores."""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path

import pytest

pytestmark = pytest.mark.integration


def test_unrelated_question_retrieves_nothing_but_a_related_one_its_source(
    tmp_path: Path, shared_data: Path
) -> None:
    from app.core.rag.document_store import DocumentStore

    folder = tmp_path / "handbook"
    folder.mkdir()
    for name in ("printer_manual.pdf", "leave_policy.md", "vpn_guide.html"):
        shutil.copy(shared_data / "corpus" / "docs" / name, folder / name)

    async def both(store: DocumentStore) -> tuple[list, list]:  # type: ignore[type-arg]
        off = await store.asearch("Format this list as a markdown table: apples 3", ["handbook"])
        on = await store.asearch("Where are toner cartridges stored?", ["handbook"])
        return off, on

    with DocumentStore() as store:
        store.index([folder], "handbook", "internal")
        off, on = asyncio.run(both(store))
        everything = store.search("Format this list as a markdown table: apples 3", ["handbook"])
        floor = store.min_score
    assert off == []
    assert on and Path(on[0].source).name == "printer_manual.pdf"
    assert all(h.score >= floor for h in on)
    assert everything  # `tandem search` still shows the top hits, with their scores
