"""Collections another desktop indexed on the shared Chroma server (rag/shared.py): recorded here
read-only with the label their chunks carry; a local collection is never shadowed."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from app.core.rag.manifest import CollectionRecord, Manifest
from app.core.rag.shared import adopt


@dataclass
class FakeCollection:
    name: str
    metadata: dict[str, Any] | None
    labels: list[str] = field(default_factory=list)

    def get(self, limit: int, include: list[str]) -> dict[str, Any]:
        return {"ids": ["x"][: len(self.labels)], "metadatas": [{"label": x} for x in self.labels]}


class FakeClient:
    def __init__(self, cols: list[FakeCollection]) -> None:
        self.cols = cols

    def list_collections(self) -> list[FakeCollection]:
        return self.cols


def test_the_servers_collections_are_adopted_with_their_label(tmp_path: Path) -> None:
    m = Manifest(tmp_path / "m.sqlite3")
    m.save_collection(CollectionRecord("mine", "tandem-mine", "internal", ("/docs",), False, "e"))
    team = FakeCollection("tandem-team", {"tandem_name": "team", "embedder": "e"}, ["restricted"])
    client = FakeClient(
        [
            team,
            FakeCollection("tandem-odd", {"tandem_name": "odd"}, ["nonsense"]),
            FakeCollection("other-app", {"hnsw:space": "cosine"}, ["public"]),
            FakeCollection("tandem-mine", {"tandem_name": "mine"}, ["public"]),
            FakeCollection("tandem-x", {"tandem_name": "mine"}, ["public"]),  # same name, another
        ]
    )
    assert adopt(client, m) == ["team", "odd"]
    got = {r.name: r for r in m.collections()}
    assert got["team"] == CollectionRecord("team", "tandem-team", "restricted", (), False, "e")
    assert got["odd"].label == "confidential"  # unknown label: the cautious reading
    assert got["mine"].label == "internal" and got["mine"].roots == ("/docs",)  # never shadowed
    assert "other-app" not in got
    assert adopt(client, m) == []  # nothing changed
    team.labels = ["public"]  # relabelled by the desktop that indexed it
    assert adopt(client, m) == ["team"]
    assert m.collection("team").label == "public"  # type: ignore[union-attr]
    m.close()
