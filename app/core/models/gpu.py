"""GPU offload for the local model: how many layers llama.cpp should put on the GPU.

``[local] gpu_layers`` is ``auto``, ``0`` or a layer count. ``auto`` offloads only when the
installed llama.cpp was built with a GPU backend (``llama_supports_gpu_offload``: CUDA, Metal,
Vulkan, ROCm) and only as many layers as fit in the GPU's free memory, after the KV cache of the
configured context and a compute buffer; the default install is CPU-only and gets 0. The decision
(:func:`plan_offload`) is a pure function of the backend probe and the GGUF header, so it is
unit-tested without a GPU. See docs/ARCHITECTURE.md §10.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from app.core.models.gguf_info import GGUFError, GGUFInfo, read_info

#: Left free on the GPU: the compute buffer and what the driver and other programs need.
COMPUTE_RESERVE = 384 * 1024 * 1024
#: Fraction of the reported free memory that auto is allowed to plan with.
USABLE_FRACTION = 0.9
#: Apple Silicon shares memory: Metal may use about this much of what is available.
METAL_FRACTION = 0.65
_ACCELERATORS = ("CUDA", "Metal", "Vulkan", "ROCm", "HIP", "SYCL", "OpenCL", "CANN", "MUSA")


@dataclass(frozen=True)
class GpuBackend:
    supports_offload: bool
    name: str  # "CPU" or the GPU backend llama.cpp was built with
    device: str = ""  # the GPU's name when known
    free_bytes: int | None = None  # free GPU memory when it could be measured


@dataclass(frozen=True)
class OffloadPlan:
    n_gpu_layers: int  # what llama.cpp gets: 0 none, -1 all (with the output layer), else N
    total_layers: int
    backend: str
    reason: str

    @property
    def offloaded_layers(self) -> int:
        if self.n_gpu_layers < 0:
            return self.total_layers
        return min(self.n_gpu_layers, self.total_layers) if self.total_layers else self.n_gpu_layers

    def describe(self) -> str:
        if self.n_gpu_layers == 0:
            return f"{self.backend}: no layers offloaded ({self.reason})"
        return (
            f"{self.backend}: {self.offloaded_layers}/{self.total_layers or '?'} layers "
            f"offloaded ({self.reason})"
        )


def backend_names(system_info: str) -> list[str]:
    """Backends named in ``llama_print_system_info()`` ("CPU : AVX = 1 | CUDA : ARCHS = ...")."""
    return re.findall(r"(?:^|\| )([A-Za-z][A-Za-z0-9_]*) : ", system_info)


def _nvidia_free() -> tuple[str, int] | None:
    exe = shutil.which("nvidia-smi")
    if exe is None:
        return None
    try:
        out = subprocess.run(
            [exe, "--query-gpu=name,memory.free", "--format=csv,noheader,nounits"],
            capture_output=True,
            text=True,
            timeout=5,
            check=True,
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    first = out.strip().splitlines()[0] if out.strip() else ""
    name, _, free_mib = first.rpartition(",")
    try:
        return name.strip(), int(float(free_mib)) * 1024 * 1024
    except ValueError:
        return None


def probe_backend() -> GpuBackend:
    """What the installed llama.cpp can offload to, and the GPU's free memory when knowable."""
    try:
        import llama_cpp
    except ImportError:
        return GpuBackend(False, "llama.cpp not installed")
    if not llama_cpp.llama_supports_gpu_offload():
        return GpuBackend(False, "CPU")  # (the system info's read is ~2 ms of every load)
    info = llama_cpp.llama_print_system_info()
    names = backend_names(info.decode(errors="replace") if isinstance(info, bytes) else str(info))
    gpu = next((n for n in names if n in _ACCELERATORS or n.upper() in _ACCELERATORS), None)
    name = gpu or "GPU"
    if name == "CUDA" and (probe := _nvidia_free()) is not None:
        return GpuBackend(True, name, probe[0], probe[1])
    if name == "Metal" or (gpu is None and sys.platform == "darwin"):
        from app.core.models.model_fit import memory_bytes

        _, available = memory_bytes()
        free = int(available * METAL_FRACTION) if available else None
        return GpuBackend(True, "Metal", "Apple GPU (unified memory)", free)
    return GpuBackend(True, name)


def plan_offload(
    setting: str,
    backend: GpuBackend,
    *,
    model_bytes: int,
    info: GGUFInfo | None,
    n_ctx: int,
) -> OffloadPlan:
    """How many layers to offload for ``[local] gpu_layers = setting``."""
    layers = info.block_count if info is not None else 0
    setting = setting.strip().lower() or "auto"
    if setting == "0":
        return OffloadPlan(0, layers, backend.name, "gpu_layers = 0")
    if not backend.supports_offload:
        why = "llama.cpp is a CPU-only build"
        if setting != "auto":
            why += f"; gpu_layers = {setting} ignored"
        return OffloadPlan(0, layers, backend.name, why)
    if setting != "auto":
        return OffloadPlan(int(setting), layers, backend.name, f"gpu_layers = {setting}")
    if backend.free_bytes is None:
        return OffloadPlan(
            0, layers, backend.name, "free GPU memory unknown: set gpu_layers = N to offload"
        )
    if layers <= 0:
        return OffloadPlan(0, 0, backend.name, "the model's layer count is unknown")
    per_layer = model_bytes / (layers + 1)  # the output layer is about one more
    kv_per_layer = (info.kv_bytes_per_token() / layers) * n_ctx if info is not None else 0.0
    budget = backend.free_bytes * USABLE_FRACTION - COMPUTE_RESERVE
    fit = int(budget // (per_layer + kv_per_layer)) if budget > 0 else 0
    free_mb = backend.free_bytes / 1e6
    if fit <= 0:
        return OffloadPlan(
            0,
            layers,
            backend.name,
            f"auto: {free_mb:.0f} MB free on the GPU, a layer needs {per_layer / 1e6:.0f} MB",
        )
    if fit > layers:  # every layer and the output layer fit
        return OffloadPlan(-1, layers, backend.name, f"auto: fits in {free_mb:.0f} MB free")
    return OffloadPlan(
        min(fit, layers), layers, backend.name, f"auto: as many as fit in {free_mb:.0f} MB free"
    )


def plan_for_file(
    setting: str, path: Path, n_ctx: int, backend: GpuBackend | None = None
) -> OffloadPlan:
    """The plan for one GGUF on this machine (reads its header when the plan needs it; never
    loads it). Nothing to offload to, or ``gpu_layers = 0``: the header is not read, since the
    plan is 0 whatever it says, and a cold start saves the ~20 ms the read takes."""
    backend = backend or probe_backend()
    if not backend.supports_offload or setting.strip() == "0":
        return plan_offload(setting, backend, model_bytes=0, info=None, n_ctx=n_ctx)
    try:
        info: GGUFInfo | None = read_info(path)
    except (OSError, GGUFError):
        info = None
    size = path.stat().st_size if path.is_file() else 0
    return plan_offload(setting, backend, model_bytes=size, info=info, n_ctx=n_ctx)


def gpu_install_hint() -> str:
    """The README's command for a GPU build on this platform (shown by doctor)."""
    if sys.platform == "darwin":
        return 'CMAKE_ARGS="-DGGML_METAL=on" pip install --force-reinstall --no-cache-dir llama-cpp-python'
    if os.name == "nt":
        return "set CMAKE_ARGS=-DGGML_CUDA=on && pip install --force-reinstall --no-cache-dir llama-cpp-python"
    return (
        'CMAKE_ARGS="-DGGML_CUDA=on" pip install --force-reinstall --no-cache-dir llama-cpp-python'
    )
