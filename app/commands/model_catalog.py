"""`tandem models list|pull|use|remove`: the catalog of local chat models (models/catalog.toml).

``list`` shows the catalog with what is installed and whether it fits this machine, followed by
the other bundled models (speech, embeddings) from models/manifest.toml; ``pull`` downloads with
progress, resumable and verified; ``use`` switches ``[local] llm_model``; ``remove`` deletes a
download. Registered by :mod:`app.commands.models`.
"""

from __future__ import annotations

import argparse
import sys
import threading
import time
from typing import TYPE_CHECKING, Any, TypedDict

from app.cli import CliError
from app.commands._output import emit_json

if TYPE_CHECKING:
    from app.core.models.model_files import ModelStatus
    from app.core.models.model_manager import CatalogRow


class BundledRow(TypedDict):
    """A bundled model that is not a catalog entry (speech, embeddings), as listed."""

    name: str
    kind: str
    file: str
    url: str
    sha256: str
    size_bytes: int
    size: int
    params_b: None
    languages: list[str]
    bundled: bool
    installed: bool
    ok: bool
    path: str
    licence: str
    detail: str


def _manifest_rows() -> tuple[list[BundledRow], dict[str, ModelStatus]]:
    """Rows for the bundled models that are not catalog entries, and the check of each."""
    from app.core.models import model_files as models

    try:
        statuses = [models.check(s) for s in models.load_manifest()]
    except models.ModelError as exc:
        raise CliError(str(exc)) from None
    rows: list[BundledRow] = []
    by_name: dict[str, ModelStatus] = {}
    for st in statuses:
        by_name[st.spec.name] = st
        rows.append(
            {
                "name": st.spec.name,
                "kind": st.spec.kind,
                "file": st.spec.files[0].name if st.spec.files else "",
                "url": "",
                "sha256": st.spec.files[0].sha256 if len(st.spec.files) == 1 else "",
                "size_bytes": st.spec.size,
                "size": st.spec.size,
                "params_b": None,
                "languages": [],
                "bundled": True,
                "installed": st.ok,
                "ok": st.ok,
                "path": str(st.path),
                "licence": st.spec.licence,
                "detail": st.detail,
            }
        )
    return rows, by_name


def _status_detail(row: CatalogRow) -> str:
    if row["installed"]:
        return "installed" + (" (in use)" if row["active"] else "")
    if row["partial_bytes"]:
        return f"partial download: {row['partial_bytes'] / 1e6:.1f} MB (pull resumes it)"
    return "not downloaded"


def run_list(args: argparse.Namespace) -> int:
    from app.core.config import SettingsError, load_settings
    from app.core.models import catalog, model_manager

    try:
        settings = load_settings().settings
        rows = model_manager.list_rows(settings)
    except (catalog.CatalogError, SettingsError) as exc:
        raise CliError(str(exc)) from None
    bundled_rows, checks = _manifest_rows()
    for row in rows:
        row["kind"] = "llm"
        st = checks.get(row["name"]) if row["bundled"] else None
        if st is not None:
            row["ok"], row["detail"] = st.ok, st.detail + (" (in use)" if row["active"] else "")
            row["installed"] = st.ok
        else:  # not downloaded is not a fault; a download is verified when written
            row["ok"], row["detail"] = True, _status_detail(row)
    catalog_names = {r["name"] for r in rows}
    others = [r for r in bundled_rows if r["name"] not in catalog_names]
    everything: list[CatalogRow | BundledRow] = [*rows, *others]
    if args.json:
        emit_json({"models": everything, "hub_url": catalog.hub_base(settings)})
    else:
        print(f"{'':2}{'name':24} {'params':>7} {'size':>9}  {'languages':12} status / fit")
        for r in rows:
            mark = "*" if r["active"] else ("+" if r["installed"] else " ")
            size = r["size_bytes"] or r["approx_mb"] * 1_000_000
            langs = ",".join(r["languages"][:3]) + ("…" if len(r["languages"]) > 3 else "")
            speed = r["fit"]["decode_tok_s"]
            fit = r["fit"]["verdict"] + (f", {speed:.1f} tok/s here" if speed else "")
            print(
                f"{mark} {r['name']:24} {r['params_b']:>6g}B {size / 1e6:>6.0f} MB  {langs:12} "
                f"{r['detail']}; {fit}"
            )
        print("\n  bundled speech and embedding models:")
        for b in others:
            mark = "ok " if b["ok"] else "MISSING"
            print(
                f"  [{mark}] {b['name']:24} {b['kind']:9} {b['size'] / 1e6:7.1f} MB  {b['detail']}"
            )
        print("\n  * in use   + installed   (tandem models pull NAME / use NAME / remove NAME)")
    return 0 if all(r.get("ok") for r in everything if r.get("bundled")) else 1


class _ProgressPrinter:
    def __init__(self, name: str, as_json: bool) -> None:
        self.name = name
        self.as_json = as_json
        self.tty = sys.stderr.isatty()
        self.last_pct = -10.0
        self.last_t = 0.0

    def __call__(self, p: Any) -> None:
        if self.as_json:
            now = time.monotonic()
            if now - self.last_t < 0.5 and p.done != p.total:
                return
            self.last_t = now
            emit_json(
                {
                    "event": "progress",
                    "name": self.name,
                    "done": p.done,
                    "total": p.total,
                    "bytes_per_s": round(p.bytes_per_s),
                }
            )
            return
        pct = 100.0 * p.done / p.total if p.total else 0.0
        line = (
            f"{self.name}: {p.done / 1e6:8.1f} / {(p.total or 0) / 1e6:.1f} MB "
            f"({pct:5.1f}%) {p.bytes_per_s / 1e6:6.1f} MB/s"
        )
        if self.tty:
            print("\r" + line, end="", file=sys.stderr, flush=True)
        elif pct - self.last_pct >= 10 or p.done == p.total:
            self.last_pct = pct
            print(line, file=sys.stderr)


def run_pull(args: argparse.Namespace) -> int:
    from app.core.config import SettingsError, load_settings
    from app.core.models import catalog, model_manager
    from app.core.models.downloads import DownloadError

    try:
        settings = load_settings().settings
        catalog.get_entry(args.name)
    except (catalog.CatalogError, SettingsError) as exc:
        raise CliError(str(exc)) from None
    printer = _ProgressPrinter(args.name, args.json)
    cancel = threading.Event()
    try:
        result = model_manager.pull(
            args.name, settings, cancel=cancel, progress=printer, force=args.force
        )
    except KeyboardInterrupt:
        cancel.set()
        raise CliError(
            "interrupted: the partial download is kept; pull again to resume", 130
        ) from None
    except DownloadError as exc:
        if printer.tty and not args.json:
            print(file=sys.stderr)
        raise CliError(str(exc), 1) from None
    except catalog.CatalogError as exc:
        raise CliError(str(exc)) from None
    if printer.tty and not args.json:
        print(file=sys.stderr)
    done = {
        "event": "done",
        "name": result.entry.name,
        "path": str(result.path),
        "sha256": result.sha256,
        "size_bytes": result.size,
        "downloaded": result.downloaded,
        "trusted_first_use": result.trusted_first_use,
    }
    if result.result is not None:
        done["seconds"] = round(result.result.seconds, 3)
        done["resumed_from"] = result.result.resumed_from
    if args.json:
        emit_json(done)
    elif not result.downloaded:
        print(f"{result.entry.name}: already installed ({result.path})")
    else:
        how = (
            "sha256 recorded (trust on first use)"
            if result.trusted_first_use
            else "sha256 verified"
        )
        print(f"{result.entry.name}: {result.size / 1e6:.1f} MB, {how}: {result.path}")
        print(f"switch to it with: tandem models use {result.entry.name}")
    return 0


def run_use(args: argparse.Namespace) -> int:
    from app.core.config import SettingsError
    from app.core.models import catalog, model_manager

    try:
        settings = model_manager.use(args.name)
    except (catalog.CatalogError, SettingsError) as exc:
        raise CliError(str(exc)) from None
    caps = catalog.local_model_capabilities(settings)
    if args.json:
        emit_json({"llm_model": settings.local.llm_model, "capabilities": caps.as_dict()})
    else:
        print(f"local model: {args.name} ({caps.path})")
    return 0


def run_remove(args: argparse.Namespace) -> int:
    from app.core.config import SettingsError
    from app.core.models import catalog, model_manager

    try:
        _settings, switched = model_manager.remove(args.name)
    except (catalog.CatalogError, SettingsError) as exc:
        raise CliError(str(exc)) from None
    if args.json:
        emit_json({"removed": args.name, "switched_to_bundled": switched})
    else:
        print(
            f"removed {args.name}"
            + ("; the local model is the bundled one again" if switched else "")
        )
    return 0


def register_catalog(msub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    pp = msub.add_parser("pull", help="download a catalog model (resumable, sha256 verified)")
    pp.add_argument("name")
    pp.add_argument("--json", action="store_true", help="progress events, then a done event")
    pp.add_argument("--force", action="store_true", help="download again even if installed")
    pp.set_defaults(func=run_pull)
    pu = msub.add_parser("use", help="switch the local model ([local] llm_model)")
    pu.add_argument("name")
    pu.add_argument("--json", action="store_true")
    pu.set_defaults(func=run_use)
    pr = msub.add_parser("remove", help="delete a downloaded model")
    pr.add_argument("name")
    pr.add_argument("--json", action="store_true")
    pr.set_defaults(func=run_remove)
