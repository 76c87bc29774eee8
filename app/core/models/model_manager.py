"""What `tandem models list|pull|use|remove` and the Settings model page do with the catalog.

One place for the rules: a pull verifies against the pinned sha256 or, for a "tofu" entry,
against the hash recorded at its first download (and records it then); ``use`` switches
``[local] llm_model`` only to an installed model; ``remove`` never deletes the bundled model and
switches back to it when the removed model was in use. See docs/ARCHITECTURE.md §10.
"""

from __future__ import annotations

import contextlib
import functools
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, NotRequired, TypedDict, Unpack

if TYPE_CHECKING:
    import httpx

    from app.core.models.model_fit import Speed

from app.core.config import Settings, load_settings, save_settings
from app.core.models import catalog
from app.core.models.catalog import CatalogEntry, CatalogError, InstalledIndex
from app.core.models.downloads import (
    DownloadError,
    DownloadOptions,
    DownloadResult,
    Progress,
    download,
    part_path,
)
from app.core.models.model_vetting import vet


class FitRow(TypedDict):
    """Whether a catalog model fits this machine, in a :class:`CatalogRow`."""

    ok: bool
    verdict: str
    ram_total_gb: float
    ram_needed_gb: float
    disk_free_gb: float
    disk_needed_gb: float
    decode_tok_s: float | None  # measured here by the Model library; None: not yet
    first_token_ms: float | None


class CatalogRow(TypedDict):
    """One row of ``tandem models list --json`` and of the Settings model page
    (:func:`describe`)."""

    name: str
    display: str
    file: str
    url: str
    sha256: str
    size_bytes: int
    approx_mb: int
    verify: str
    params_b: float
    quant: str
    context: int
    languages: list[str]
    license: str
    min_ram_gb: float
    template: str
    bundled: bool
    installed: bool
    active: bool
    path: str
    partial_bytes: int
    fit: FitRow
    note: str
    # Added by `tandem models list` (app/commands/model_catalog.py):
    kind: NotRequired[str]
    ok: NotRequired[bool]
    detail: NotRequired[str]


@dataclass(frozen=True)
class PullResult:
    entry: CatalogEntry
    path: Path
    sha256: str
    size: int
    downloaded: bool  # False: it was already installed
    trusted_first_use: bool  # the hash was recorded now, not checked against a pinned one
    result: DownloadResult | None = None


def is_active(entry: CatalogEntry, settings: Settings) -> bool:
    value = settings.local.llm_model.strip()
    if not value:
        return bool(entry.bundled)
    if value == entry.name:
        return True
    with contextlib.suppress(Exception):
        return Path(value).expanduser().resolve() == catalog.entry_path(entry, settings).resolve()
    return False


def describe(
    entry: CatalogEntry,
    settings: Settings,
    *,
    index: InstalledIndex | None = None,
    speeds: Mapping[str, Speed] | None = None,
    memory: tuple[int, int] | None = None,
) -> CatalogRow:
    """One row of ``tandem models list --json`` (and of the Settings page)."""
    from app.core.models.model_fit import assess, load_speeds

    hub = catalog.hub_base(settings)
    try:
        path: Path | None = catalog.entry_path(entry, settings)
    except Exception:  # the bundled manifest is broken: reported by doctor
        path = None
    rec = (
        None
        if entry.bundled
        else (index or InstalledIndex.load(catalog.downloads_dir(settings))).files.get(entry.name)
    )
    installed = catalog.is_installed(entry, settings)
    speed = (speeds if speeds is not None else load_speeds()).get(entry.file)
    folder = catalog.downloads_dir(settings)
    fit = assess(
        min_ram_gb=entry.min_ram_gb,
        file_bytes=entry.expected_bytes,
        installed=installed,
        folder=folder,
        speed=speed,
        memory=memory,
    )
    partial = path is not None and not entry.bundled and part_path(path).is_file()
    return {
        "name": entry.name,
        "display": entry.display,
        "file": entry.file,
        "url": entry.url(hub),
        "sha256": entry.sha256 or (rec.sha256 if rec else ""),
        "size_bytes": entry.size_bytes or (rec.size_bytes if rec else 0),
        "approx_mb": entry.approx_mb or round(entry.size_bytes / 1e6),
        "verify": entry.verify,
        "params_b": entry.params_b,
        "quant": entry.quant,
        "context": entry.context,
        "languages": list(entry.languages),
        "license": entry.license,
        "min_ram_gb": entry.min_ram_gb,
        "template": entry.template,
        "bundled": bool(entry.bundled),
        "installed": installed,
        "active": is_active(entry, settings),
        "path": str(path) if path is not None else "",
        "partial_bytes": part_path(path).stat().st_size if partial and path is not None else 0,
        "fit": {
            "ok": fit.ok,
            "verdict": fit.verdict,
            "ram_total_gb": fit.ram_total_gb,
            "ram_needed_gb": fit.ram_needed_gb,
            "disk_free_gb": fit.disk_free_gb,
            "disk_needed_gb": fit.disk_needed_gb,
            "decode_tok_s": speed.decode_tok_s if speed else None,
            "first_token_ms": speed.first_token_ms if speed else None,
        },
        "note": entry.note,
    }


def list_rows(settings: Settings) -> list[CatalogRow]:
    from app.core.models.model_fit import load_speeds, memory_bytes

    entries = catalog.load_catalog()
    index = InstalledIndex.load(catalog.downloads_dir(settings))
    speeds, memory = load_speeds(), memory_bytes()
    return [describe(e, settings, index=index, speeds=speeds, memory=memory) for e in entries]


def pull(
    name: str,
    settings: Settings,
    *,
    cancel: threading.Event | None = None,
    progress: Callable[[Progress], None] | None = None,
    client: httpx.Client | None = None,
    force: bool = False,
    **download_options: Unpack[DownloadOptions],
) -> PullResult:
    """Download ``name`` into the models folder, verified; a model already here is kept."""
    entry = catalog.get_entry(name)
    path = catalog.entry_path(entry, settings)
    if entry.bundled:
        if catalog.is_installed(entry, settings):
            return PullResult(entry, path, entry.sha256, entry.size_bytes, False, False)
        raise CatalogError(f"{name} ships with Tandem: run `tandem models fetch {entry.bundled}`")
    folder = catalog.downloads_dir(settings)
    index = InstalledIndex.load(folder)
    rec = index.files.get(entry.name)
    if not force and catalog.is_installed(entry, settings) and rec is not None:
        return PullResult(entry, path, rec.sha256, rec.size_bytes, False, False)
    sha = entry.sha256 or (rec.sha256 if rec else "")
    size = entry.size_bytes or (rec.size_bytes if rec else 0)
    url = entry.url(catalog.hub_base(settings))
    if force:
        path.unlink(missing_ok=True)
    try:
        result = download(
            url,
            path,
            sha256=sha,
            size=size,
            approx_size=entry.expected_bytes,
            cancel=cancel,
            progress=progress,
            client=client,
            accept=functools.partial(vet, entry=entry),
            **download_options,
        )
    except DownloadError as exc:
        if exc.reason == "hash_mismatch" and not entry.sha256 and rec is not None:
            raise DownloadError(
                f"{exc} The hash was recorded at the first download (trust on first use, in "
                f"{index.path}); remove the [[file]] entry for {name} there to trust a new file.",
                exc.reason,
            ) from None
        raise
    first_use = not sha
    index.record(entry, result.sha256, result.size, url)
    return PullResult(entry, path, result.sha256, result.size, True, first_use, result)


def use(name: str, settings_file: Path | None = None) -> Settings:
    """Make ``name`` the local model (``[local] llm_model``) and save the settings."""
    settings = load_settings(settings_file).settings
    entry = catalog.get_entry(name)
    if not catalog.is_installed(entry, settings):
        hint = (
            f"run `tandem models fetch {entry.bundled}`"
            if entry.bundled
            else f"run `tandem models pull {name}` first"
        )
        raise CatalogError(f"{name} is not installed: {hint}")
    settings.local.llm_model = entry.name
    save_settings(settings, settings_file)
    return settings


def remove(name: str, settings_file: Path | None = None) -> tuple[Settings, bool]:
    """Delete a downloaded model (and any partial download). Returns (settings, switched back
    to the bundled model). The hash record stays: a re-download must match it."""
    settings = load_settings(settings_file).settings
    entry = catalog.get_entry(name)
    if entry.bundled:
        raise CatalogError(f"{name} ships with Tandem and cannot be removed")
    path = catalog.entry_path(entry, settings)
    existed = path.is_file() or part_path(path).is_file()
    if not existed:
        raise CatalogError(f"{name} is not installed")
    path.unlink(missing_ok=True)
    part_path(path).unlink(missing_ok=True)
    with contextlib.suppress(OSError):
        path.parent.rmdir()  # only when empty
    switched = is_active(entry, settings)
    if switched:
        settings.local.llm_model = ""
        save_settings(settings, settings_file)
    return settings, switched
