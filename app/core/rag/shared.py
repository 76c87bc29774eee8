"""Collections on a shared Chroma server (``[rag] chroma_url``) that another desktop indexed.

A team runs one Chroma server; each desktop keeps its own manifest (what it indexed, the lexical
rows), so a collection indexed by a colleague is on the server but not in this desktop's list.
:func:`adopt` records such collections here, read-only (no folders, not watched), with the label
their chunks carry on the server — the privacy gate then treats their passages exactly as the
indexing desktop labelled them. A chunk without a known label makes the collection
``confidential``: the cautious reading. Retrieval over an adopted collection is the vector half
alone (its lexical rows live on the desktop that indexed it). Relabelled on the server, an adopted
collection follows at the next look. See README "Tandem for a team".
"""

from __future__ import annotations

from typing import Any

from app.core.config import LEVELS
from app.core.rag.manifest import CollectionRecord, Manifest

UNKNOWN_LABEL = "confidential"


def _label(col: Any) -> str:
    got = col.get(limit=1, include=["metadatas"])
    metas = got.get("metadatas") if isinstance(got, dict) else getattr(got, "metadatas", None)
    first = metas[0] if metas else None
    label = first.get("label") if isinstance(first, dict) else None
    return label if label in LEVELS else UNKNOWN_LABEL


def adopt(client: Any, manifest: Manifest) -> list[str]:
    """Record the server's Tandem collections this desktop has not indexed, and refresh the
    labels of those adopted before; returns the names recorded or relabelled."""
    mine = {r.chroma_name: r for r in manifest.collections()}
    changed = []
    for col in client.list_collections():
        meta = getattr(col, "metadata", None) or {}
        name = meta.get("tandem_name")
        if not isinstance(name, str) or not name.strip():
            continue  # not a Tandem collection
        old = mine.get(col.name)
        if old is not None and (old.roots or old.watch):
            continue  # indexed here: this desktop's record is the truth
        if old is None and manifest.collection(name) is not None:
            continue  # a local collection of that name: never shadowed
        label = _label(col)
        if old is not None and old.label == label:
            continue
        manifest.save_collection(
            CollectionRecord(
                name, col.name, label, (), False, str(meta.get("embedder", "use-multilingual-v3"))
            )
        )
        changed.append(name)
    return changed
