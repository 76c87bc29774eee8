"""Does a catalog model fit this machine? RAM, disk, and the speed measured when it last ran.

Measured speeds are kept in ``<data home>/model_speed.toml`` (decode tokens/s and time to first
token per GGUF file name), written by the local engine after an answer of a useful length, so the
model list can say "12.3 tok/s here" once a model has been used. See docs/ARCHITECTURE.md §10.
"""

from __future__ import annotations

import contextlib
import importlib
import os
import shutil
import sys
import tempfile
import tomllib
from dataclasses import dataclass
from pathlib import Path

from app.core.paths import data_home

SPEED_FILE = "model_speed.toml"
#: Answers shorter than this say little about decode speed.
MIN_TOKENS_FOR_SPEED = 16


def memory_bytes() -> tuple[int, int]:
    """(total, available) physical memory in bytes; 0 where it cannot be read."""
    try:  # psutil when some other package brought it; not a dependency of ours
        vm = importlib.import_module("psutil").virtual_memory()
        return int(vm.total), int(vm.available)
    except ImportError:
        pass
    if sys.platform.startswith("linux"):
        fields: dict[str, int] = {}
        with contextlib.suppress(OSError):
            for line in Path("/proc/meminfo").read_text().splitlines():
                key, _, rest = line.partition(":")
                fields[key] = int(rest.split()[0]) * 1024
        return fields.get("MemTotal", 0), fields.get("MemAvailable", 0)
    if os.name == "nt":  # pragma: no cover - Windows only
        import ctypes

        class MemoryStatus(ctypes.Structure):
            _fields_ = [
                ("dwLength", ctypes.c_ulong),
                ("dwMemoryLoad", ctypes.c_ulong),
                ("ullTotalPhys", ctypes.c_ulonglong),
                ("ullAvailPhys", ctypes.c_ulonglong),
                ("ullTotalPageFile", ctypes.c_ulonglong),
                ("ullAvailPageFile", ctypes.c_ulonglong),
                ("ullTotalVirtual", ctypes.c_ulonglong),
                ("ullAvailVirtual", ctypes.c_ulonglong),
                ("ullAvailExtendedVirtual", ctypes.c_ulonglong),
            ]

        status = MemoryStatus()
        status.dwLength = ctypes.sizeof(MemoryStatus)
        ctypes.windll.kernel32.GlobalMemoryStatusEx(ctypes.byref(status))  # type: ignore[attr-defined]
        return int(status.ullTotalPhys), int(status.ullAvailPhys)
    try:  # macOS and other POSIX systems
        page = os.sysconf("SC_PAGE_SIZE")
        total = page * os.sysconf("SC_PHYS_PAGES")
    except (ValueError, OSError, AttributeError):
        return 0, 0
    try:
        available = page * os.sysconf("SC_AVPHYS_PAGES")
    except (ValueError, OSError):
        available = total // 2
    return int(total), int(available)


@dataclass(frozen=True)
class Speed:
    decode_tok_s: float
    first_token_ms: float | None


@dataclass(frozen=True)
class Fit:
    ok: bool
    ram_total_gb: float
    ram_needed_gb: float
    disk_free_gb: float
    disk_needed_gb: float  # 0 when the file is already here
    speed: Speed | None
    verdict: str  # one line: "fits", "needs 6 GB RAM (this machine has 4.0)", ...


def _speed_path() -> Path:
    return data_home() / SPEED_FILE


def load_speeds() -> dict[str, Speed]:
    try:  # data_home() itself may fail on a read-only home: no speeds, no error
        data = tomllib.loads(_speed_path().read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError):
        return {}
    out = {}
    for name, row in data.get("file", {}).items():
        if isinstance(row, dict) and isinstance(row.get("decode_tok_s"), int | float):
            ttft = row.get("first_token_ms")
            out[name] = Speed(float(row["decode_tok_s"]), float(ttft) if ttft else None)
    return out


def record_speed(
    file_name: str, n_tokens: int, decode_s: float, first_token_ms: float | None
) -> None:
    """Remember how fast ``file_name`` decoded here; a short or failed answer is not recorded.
    Best effort: a read-only data home must not break an answer."""
    if n_tokens < MIN_TOKENS_FOR_SPEED or decode_s <= 0:
        return
    import tomli_w

    speeds = load_speeds()
    speeds[file_name] = Speed(round(n_tokens / decode_s, 2), first_token_ms)
    rows = {
        name: {"decode_tok_s": s.decode_tok_s, "first_token_ms": round(s.first_token_ms or 0.0, 1)}
        for name, s in speeds.items()
    }
    with contextlib.suppress(OSError):
        path = _speed_path()
        fd, tmp = tempfile.mkstemp(prefix=".speed-", suffix=".toml", dir=path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                fh.write(tomli_w.dumps({"file": rows}))
            os.replace(tmp, path)
        except OSError:
            Path(tmp).unlink(missing_ok=True)


def assess(
    *,
    min_ram_gb: float,
    file_bytes: int,
    installed: bool,
    folder: Path,
    speed: Speed | None = None,
    memory: tuple[int, int] | None = None,
    disk_free: int | None = None,
) -> Fit:
    """Whether a model of this size fits this machine's RAM and the download folder's disk."""
    total, _available = memory if memory is not None else memory_bytes()
    if disk_free is None:
        probe = folder
        while not probe.exists() and probe != probe.parent:
            probe = probe.parent
        disk_free = shutil.disk_usage(probe).free
    ram_gb = total / 2**30
    need_disk = 0 if installed else file_bytes
    problems = []
    if total and ram_gb + 0.25 < min_ram_gb:
        problems.append(f"needs {min_ram_gb:g} GB RAM, this machine has {ram_gb:.1f} GB")
    if need_disk and disk_free < need_disk:
        problems.append(f"needs {need_disk / 1e9:.1f} GB disk, {disk_free / 1e9:.1f} GB free")
    verdict = "; ".join(problems) if problems else "fits this machine"
    return Fit(
        ok=not problems,
        ram_total_gb=round(ram_gb, 1),
        ram_needed_gb=min_ram_gb,
        disk_free_gb=round(disk_free / 1e9, 1),
        disk_needed_gb=round(need_disk / 1e9, 2),
        speed=speed,
        verdict=verdict,
    )
