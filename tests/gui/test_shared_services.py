"""The window builds its shared objects once (docs/ARCHITECTURE.md §2.1): the pipeline searches
the Documents panel's store, not a second one with its own embedder, worker and lock."""

from __future__ import annotations

from typing import Any

import pytest

pytestmark = pytest.mark.gui


def test_the_pipeline_and_the_documents_panel_share_one_store(
    qtbot: Any, make_window: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.core.rag import document_store
    from app.ui.chat.pipeline_client import default_pipeline

    built: list[Any] = []
    original = document_store.DocumentStore.__init__

    def counting(self: Any, *args: Any, **kwargs: Any) -> None:
        built.append(self)
        original(self, *args, **kwargs)

    monkeypatch.setattr(document_store.DocumentStore, "__init__", counting)
    window = make_window(pipeline_factory=default_pipeline)
    window.documents_dock.show()
    qtbot.waitUntil(lambda: bool(built), timeout=5000)
    window.warm_up()
    qtbot.waitUntil(lambda: window._pipeline is not None, timeout=60_000)
    assert window._pipeline.store() is window.documents.store is window.services.documents()
    assert len(built) == 1
