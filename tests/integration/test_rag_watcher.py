"""A watched folder re-indexes a changed, new or deleted file within seconds (real watchdog)."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

import pytest

from app.core.engines.embeddings import UseEmbedder
from app.core.rag.document_store import DocumentStore, IndexReport
from app.core.rag.watcher import FolderWatcher

pytestmark = [pytest.mark.integration]


def _wait_for(cond: Callable[[], bool], timeout: float = 15.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if cond():
            return True
        time.sleep(0.1)
    return cond()


def test_watcher_follows_edits_creations_and_deletions(tmp_path: Path) -> None:
    folder = tmp_path / "notes"
    folder.mkdir()
    note = folder / "wifi.md"
    note.write_text("The guest wifi password is blue-heron.", encoding="utf-8")
    reports: list[IndexReport] = []
    errors: list[Exception] = []
    with DocumentStore(tmp_path / "index", embedder=UseEmbedder()) as store:
        store.index([folder], "notes")
        with FolderWatcher(
            store,
            "notes",
            [folder],
            debounce_s=0.3,
            on_report=reports.append,
            on_error=errors.append,
        ):
            note.write_text("The guest wifi password is red-falcon.", encoding="utf-8")
            assert _wait_for(lambda: any(r.indexed for r in reports))
            hits = store.search("guest wifi password", k=1)
            assert "red-falcon" in hits[0].text

            (folder / "printer.txt").write_text("Printer code 8812.", encoding="utf-8")
            (folder / "ignored.xlsx").write_bytes(b"not indexed")
            assert _wait_for(
                lambda: (
                    store.manifest.files("notes").keys()
                    >= {str((folder / "printer.txt").resolve())}
                )
            )
            note.unlink()
            assert _wait_for(lambda: any(r.removed for r in reports))
        assert not errors
        sources = {Path(s).name for s in store.manifest.files("notes")}
        assert sources == {"printer.txt"}
        assert all("red-falcon" not in h.text for h in store.search("wifi password", k=4))
