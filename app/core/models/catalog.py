"""The model catalog: GGUF chat models a user can download, switch to and remove.

``models/catalog.toml`` lists each model once (file, hub repo, sha256 and size where they could be
pinned, parameters, quantisation, context, languages, licence, RAM). The bundled SmolLM2 is an
entry too: its file comes from ``models/manifest.toml`` (see
:mod:`app.core.models.model_files`), the others are downloaded into the models download folder by
:mod:`app.core.models.downloads`. What was downloaded, with the hash it was verified against
(pinned, or recorded on first use), is kept in ``installed.toml`` in that folder.
See docs/ARCHITECTURE.md §10.
"""

from __future__ import annotations

import os
import tempfile
import time
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from app.core.paths import data_home, is_source_checkout, private_dirs

if TYPE_CHECKING:
    from app.core.config import Settings

DEFAULT_HUB = "https://huggingface.co"
#: The repository root of a source checkout (``app/`` sits beside ``models/``).
_SOURCE_ROOT = Path(__file__).resolve().parents[3]
INSTALLED_FILE = "installed.toml"


class CatalogError(RuntimeError):
    """The catalog is missing or malformed, or names no such model (one-line message)."""


@dataclass(frozen=True)
class CatalogEntry:
    name: str
    file: str
    repo: str
    sha256: str  # "" when not pinned (verify = "tofu")
    size_bytes: int  # 0 when not pinned
    params_b: float
    quant: str
    context: int
    languages: tuple[str, ...]
    license: str
    min_ram_gb: float
    template: str
    display: str = ""
    verify: str = "sha256"  # sha256 | tofu
    approx_mb: int = 0
    revision: str = "main"
    bundled: str = ""  # the models/manifest.toml entry that ships this file
    note: str = ""

    def url(self, hub: str) -> str:
        return f"{hub.rstrip('/')}/{self.repo}/resolve/{self.revision}/{self.file}"

    @property
    def expected_bytes(self) -> int:
        """The size to plan disk space with: pinned, else the approximate one."""
        return self.size_bytes or self.approx_mb * 1_000_000


@dataclass
class InstalledFile:
    """One downloaded file as recorded after its hash was checked."""

    name: str
    file: str
    sha256: str
    size_bytes: int
    verified: str  # "sha256" (pinned hash matched) | "tofu" (hash recorded on first download)
    url: str = ""
    at: float = 0.0


@dataclass
class InstalledIndex:
    path: Path
    files: dict[str, InstalledFile] = field(default_factory=dict)

    @classmethod
    def load(cls, folder: Path) -> InstalledIndex:
        path = folder / INSTALLED_FILE
        index = cls(path)
        if not path.is_file():
            return index
        try:
            data = tomllib.loads(path.read_text(encoding="utf-8"))
        except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
            raise CatalogError(f"{path} is not valid TOML: {exc}") from exc
        for row in data.get("file", []):
            rec = InstalledFile(**{k: row[k] for k in InstalledFile.__annotations__ if k in row})
            index.files[rec.name] = rec
        return index

    def save(self) -> None:
        import tomli_w

        rows = [vars(r) for r in sorted(self.files.values(), key=lambda r: r.name)]
        private_dirs(self.path.parent)
        fd, tmp = tempfile.mkstemp(prefix=".installed-", suffix=".toml", dir=self.path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(tomli_w.dumps({"schema": 1, "file": rows}))
            os.replace(tmp, self.path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise

    def record(self, entry: CatalogEntry, sha256: str, size: int, url: str) -> InstalledFile:
        rec = InstalledFile(
            entry.name, entry.file, sha256, size, entry.verify, url, round(time.time(), 3)
        )
        self.files[entry.name] = rec
        self.save()
        return rec

    def forget(self, name: str) -> None:
        if self.files.pop(name, None) is not None:
            self.save()


# ---------------------------------------------------------------- locations


def catalog_path() -> Path:
    """``$TANDEM_CATALOG``, else the checkout's ``models/catalog.toml``, else the packaged copy."""
    env = os.environ.get("TANDEM_CATALOG")
    if env:
        return Path(env)
    if is_source_checkout():
        return _SOURCE_ROOT / "models" / "catalog.toml"
    return Path(__file__).resolve().parents[1] / "catalog.toml"  # beside manifest.toml


def hub_base(settings: Settings) -> str:
    """``$HF_ENDPOINT`` (the Hugging Face tools' own variable), else ``[models] hub_url``."""
    hub = os.environ.get("HF_ENDPOINT", "").strip() or settings.models.hub_url.strip()
    return (hub or DEFAULT_HUB).rstrip("/")


def downloads_dir(settings: Settings) -> Path:
    """Where catalog downloads live: ``[models] download_dir``, else ``<data home>/models``."""
    configured = settings.models.download_dir.strip()
    return Path(configured).expanduser() if configured else data_home() / "models"


# ---------------------------------------------------------------- loading


def _entry(row: dict[str, Any]) -> CatalogEntry:
    try:
        return CatalogEntry(
            name=row["name"],
            file=row["file"],
            repo=row["repo"],
            sha256=str(row.get("sha256", "")).lower(),
            size_bytes=int(row.get("size_bytes", 0)),
            params_b=float(row["params_b"]),
            quant=row["quant"],
            context=int(row["context"]),
            languages=tuple(row["languages"]),
            license=row.get("license", ""),
            min_ram_gb=float(row.get("min_ram_gb", 0)),
            template=row.get("template", ""),
            display=row.get("display", row["name"]),
            verify=row.get("verify", "sha256" if row.get("sha256") else "tofu"),
            approx_mb=int(row.get("approx_mb", 0)),
            revision=row.get("revision", "main"),
            bundled=row.get("bundled", ""),
            note=row.get("note", ""),
        )
    except KeyError as exc:
        raise CatalogError(f"catalog entry {row.get('name', '?')!r} lacks {exc}") from None


def load_catalog(path: Path | None = None) -> list[CatalogEntry]:
    path = path or catalog_path()
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise CatalogError(f"model catalog not found: {path}") from None
    except tomllib.TOMLDecodeError as exc:
        raise CatalogError(f"model catalog {path} is not valid TOML: {exc}") from None
    entries = [_entry(row) for row in data.get("model", [])]
    for e in entries:
        if e.verify not in ("sha256", "tofu") or (e.verify == "sha256" and len(e.sha256) != 64):
            raise CatalogError(f"catalog entry {e.name}: verify = sha256 needs a 64-hex sha256")
    return entries


def get_entry(name: str, entries: list[CatalogEntry] | None = None) -> CatalogEntry:
    entries = entries if entries is not None else load_catalog()
    for e in entries:
        if e.name == name:
            return e
    names = ", ".join(e.name for e in entries)
    raise CatalogError(f"no model named {name!r} in the catalog (known: {names})")


# ---------------------------------------------------------------- installed files


def entry_path(entry: CatalogEntry, settings: Settings) -> Path:
    """Where the entry's GGUF is (bundled) or goes (downloaded)."""
    if entry.bundled:
        from app.core.models import model_files as models

        return models.local_path(entry.bundled, entry.file)
    return downloads_dir(settings) / entry.name / entry.file


def installed_record(entry: CatalogEntry, settings: Settings) -> InstalledFile | None:
    if entry.bundled:
        return None
    return InstalledIndex.load(downloads_dir(settings)).files.get(entry.name)


def is_installed(entry: CatalogEntry, settings: Settings) -> bool:
    """Present with the size it was verified at (the hash is checked when a file is written;
    hashing gigabytes on every listing would make ``list`` take seconds)."""
    try:
        path = entry_path(entry, settings)
    except Exception:  # ModelError: the bundled manifest is broken
        return False
    if not path.is_file():
        return False
    size = path.stat().st_size
    if entry.bundled:
        return size == entry.size_bytes
    rec = installed_record(entry, settings)
    return rec is not None and rec.size_bytes == size


def find_by_path(path: Path, entries: list[CatalogEntry]) -> CatalogEntry | None:
    """The catalog entry whose file this is (by file name), if any."""
    for e in entries:
        if e.file == path.name:
            return e
    return None


def resolve_local_model(
    settings: Settings, entries: list[CatalogEntry] | None = None
) -> tuple[Path, CatalogEntry | None]:
    """``[local] llm_model`` -> (GGUF path, catalog entry or None).

    Empty means the bundled model; a catalog name means that entry's file (downloaded or
    bundled); anything else is a path to a GGUF of the user's own.
    """
    value = settings.local.llm_model.strip()
    if entries is None:
        try:
            entries = load_catalog()
        except CatalogError:
            entries = []
    if not value:
        bundled = next((e for e in entries if e.bundled), None)
        if bundled is not None:
            return entry_path(bundled, settings), bundled
        from app.core.models import model_files as models

        return models.local_path("smollm2-135m-instruct", "SmolLM2-135M-Instruct.Q4_1.gguf"), None
    for e in entries:
        if e.name == value:
            return entry_path(e, settings), e
    path = Path(value).expanduser()
    return path, find_by_path(path, entries)


# ---------------------------------------------------------------- capabilities (router)


@dataclass(frozen=True)
class LocalModelCapabilities:
    """What the router needs to know about the local model that is configured now.

    ``languages`` is empty when unknown (a GGUF of the user's own that is not in the catalog):
    treat it as "no language promised". ``context`` is the window the engine runs with, the
    smaller of the model's own (``max_context``) and ``[local] llm_context``.
    """

    name: str
    path: str
    source: str  # bundled | catalog | file
    languages: tuple[str, ...]
    params_b: float | None
    context: int
    max_context: int | None
    quant: str
    template: str
    installed: bool

    def as_dict(self) -> dict[str, object]:
        d = dict(vars(self))
        d["languages"] = list(self.languages)
        return d


def _params_from_label(label: str) -> float | None:
    try:
        if label.upper().endswith("B"):
            return float(label[:-1])
        if label.upper().endswith("M"):
            return float(label[:-1]) / 1000
    except ValueError:
        pass
    return None


def local_model_capabilities(settings: Settings) -> LocalModelCapabilities:
    """The capability record of ``[local] llm_model`` (catalog fields; the GGUF header for a
    file that is not in the catalog). Never loads the model; reads at most a file header."""
    path, entry = resolve_local_model(settings)
    configured = settings.local.llm_context
    if entry is not None:
        return LocalModelCapabilities(
            name=entry.name,
            path=str(path),
            source="bundled" if entry.bundled else "catalog",
            languages=entry.languages,
            params_b=entry.params_b,
            context=min(entry.context, configured) if configured > 0 else entry.context,
            max_context=entry.context,
            quant=entry.quant,
            template=entry.template,
            installed=path.is_file(),
        )
    from app.core.models.gguf_info import GGUFError, read_info

    try:
        info = read_info(path)
    except (OSError, GGUFError):
        info = None
    max_ctx = info.context_length if info is not None and info.context_length else None
    return LocalModelCapabilities(
        name=path.stem,
        path=str(path),
        source="file",
        languages=(),
        params_b=_params_from_label(info.size_label) if info is not None else None,
        context=min(max_ctx, configured) if max_ctx and configured > 0 else configured,
        max_context=max_ctx,
        quant=info.quant if info is not None else "",
        template="",
        installed=path.is_file(),
    )
