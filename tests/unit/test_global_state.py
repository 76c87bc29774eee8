"""The core's process-wide state lives in objects a test builds for itself (issue 25): the
observers of config and keychain, the shipped difficulty model, the parsed model catalog and the
OCR engine scans are read with. Each test here builds its own and leaves the process's alone."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from app.core import config, keychain
from app.core.observers import Observers


def test_observers_are_told_in_order_once_each_and_a_failure_is_dropped() -> None:
    heard: list[tuple[str, int]] = []
    own: Observers[[str, int]] = Observers()

    def first(name: str, n: int) -> None:
        heard.append(("first", n))

    def broken(name: str, n: int) -> None:
        raise RuntimeError("an observer's failure must not stop the change")

    def last(name: str, n: int) -> None:
        heard.append((name, n))

    for fn in (first, broken, last, first):  # added twice: told once
        own.add(fn)
    assert len(own) == 3 and first in own
    own.tell("last", 1)
    assert heard == [("first", 1), ("last", 1)]
    own.remove(first)
    own.remove(first)  # not registered any more: nothing
    own.tell("last", 2)
    assert heard[2:] == [("last", 2)]


def test_the_monitor_installs_into_the_observers_it_is_given(tandem_home: Path) -> None:
    from app.core.monitor import config_audit, hooks, key_age

    files: Observers[[Path, str]] = Observers()
    keys: Observers[[str, bool]] = Observers()
    before = (len(config.FILE_OBSERVERS), len(keychain.KEY_OBSERVERS))
    hooks.install(files, keys)
    hooks.install(files, keys)  # idempotent
    assert (len(files), len(keys)) == (1, 1)
    assert (len(config.FILE_OBSERVERS), len(keychain.KEY_OBSERVERS)) == before

    path = tandem_home / "settings.toml"
    config.save_settings(config.Settings())  # through the process's observers: a baseline
    seen = len(config_audit.changes())
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("daily_budget_usd = 1.0", "daily_budget_usd = 3.0"))
    files.tell(path, "by hand")
    got = config_audit.changes()
    assert len(got) == seen + 1 and got[0].source == "by hand"
    assert got[0].changes == [{"key": "routing.daily_budget_usd", "old": 1.0, "new": 3.0}]

    assert key_age.saved_at("own-test-provider") is None
    keys.tell("own-test-provider", True)
    assert key_age.saved_at("own-test-provider") is not None
    keys.tell("own-test-provider", False)
    assert key_age.saved_at("own-test-provider") is None


def test_a_broken_difficulty_file_is_one_line_and_the_shipped_one_loads(tmp_path: Path) -> None:
    from app.core.routing.difficulty import SHIPPED, ShippedModel, shipped_model

    broken = tmp_path / "difficulty.json"
    broken.write_text("{not json", encoding="utf-8")
    own = ShippedModel(broken)
    assert own.error is None  # not read yet
    assert own.model() is None
    assert (
        own.error is not None and own.error.startswith("JSONDecodeError") and "\n" not in own.error
    )
    assert own.model() is None  # not read again
    good = ShippedModel()
    assert good.model() is not None and good.error is None
    assert good.model() is good.model()  # loaded once
    assert shipped_model() is SHIPPED.model()


def test_a_pipeline_routes_with_the_difficulty_model_it_is_given(tandem_home: Path) -> None:
    from app.core.routing.difficulty import ShippedModel
    from app.core.services import Services

    missing = ShippedModel(tandem_home / "no-such-model.json")
    with Services(config.Settings()) as services:
        given, default = services.pipeline(route_model=missing), services.pipeline()
        try:
            assert given.signals.model is None and missing.error is not None
            assert default.signals.model is not None
        finally:
            given.close()
            default.close()


def test_the_declared_catalog_is_parsed_once_per_file_version(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from app.core.routing.capabilities import Declared, local_capability

    manifest = tmp_path / "manifest.toml"
    monkeypatch.setattr("app.core.routing.capabilities.manifest_path", lambda: manifest)
    manifest.write_text(
        '[[model]]\nname = "mine"\nfile = "mine.gguf"\nlanguages = ["en", "zh"]\n', "utf-8"
    )
    own = Declared()
    first = own.entries(manifest)
    assert own.entries(manifest) is first  # parsed once
    path = tmp_path / "mine.gguf"
    record = local_capability(path, declared=own)
    assert record.languages == ("en", "zh") and record.declared_by == "manifest"
    manifest.write_text(
        '[[model]]\nname = "mine"\nfile = "mine.gguf"\nlanguages = ["fr"]\n'
        "# a longer file: a new version\n",
        "utf-8",
    )
    assert local_capability(path, declared=own).languages == ("fr",)


class _Engine:
    def __init__(self) -> None:
        self.closed = False

    def close(self) -> None:
        self.closed = True


def test_scans_read_with_the_engine_they_are_given(monkeypatch: pytest.MonkeyPatch) -> None:
    from app.core.rag import scans

    built: list[_Engine] = []

    def build() -> Any:
        built.append(_Engine())
        return built[-1]

    monkeypatch.setattr("app.core.engines.ocr.OcrEngine", build)
    given = _Engine()
    with scans.using(lambda: given):  # type: ignore[arg-type,return-value]
        assert scans.engine() is given
    own = scans.LazyOcr()
    assert not own.loaded
    assert own.engine() is own.engine() and len(built) == 1 and own.loaded
    own.release()
    assert built[0].closed
    assert own.engine() is built[1]  # loaded again on the next read


def test_a_document_store_reads_pictures_with_the_engine_it_is_given(tmp_path: Path) -> None:
    """Indexing in this process reads a picture with the store's engine (Services passes its
    one ``ocr``), not a second engine of scans' own."""
    from PIL import Image

    from app.core.rag import scans
    from app.core.rag.document_store import DocumentStore
    from tests.unit.test_rag_store import HashEmbedder

    class Reader(_Engine):
        def __init__(self) -> None:
            super().__init__()
            self.reads = 0

        def read(self, rgb: object) -> Any:
            self.reads += 1
            return type("Read", (), {"text": "the visitors park on level minus two"})()

    reader = Reader()
    folder = tmp_path / "docs"
    folder.mkdir()
    Image.new("RGB", (320, 120), "white").save(folder / "notice.png")
    fallback_before = scans.FALLBACK.loaded
    with DocumentStore(tmp_path / "index", embedder=HashEmbedder(), ocr=lambda: reader) as store:
        report = store.index([folder], "pictures")
        assert report.indexed == 1 and not report.failed, report.failed
        assert reader.reads == 1
        (hit,) = store.search("where do visitors park", ["pictures"], k=1)
        assert "level minus two" in hit.text
    assert scans.FALLBACK.loaded is fallback_before  # no second engine was built


def test_an_attached_scan_is_read_with_the_engine_it_is_given(tmp_path: Path) -> None:
    from PIL import Image

    from app.core.rag import scans
    from app.core.rag.attached import read_attachment

    class Reader(_Engine):
        def read(self, rgb: object) -> Any:
            return type("Read", (), {"text": "the parcel leaves dock 7"})()

    scan = tmp_path / "scan.pdf"
    Image.new("RGB", (400, 200), "white").save(scan, format="PDF", resolution=100)
    fallback_before = scans.FALLBACK.loaded
    attached = read_attachment(scan, ocr=lambda: Reader())  # type: ignore[arg-type,return-value]
    assert "dock 7" in attached.text
    assert scans.FALLBACK.loaded is fallback_before
