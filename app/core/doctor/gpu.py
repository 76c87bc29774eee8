"""`tandem doctor` checks for the local chat model: which model, and GPU offload (issue 12).

Reports the llama.cpp backend (CPU or the GPU one it was built with) and how many layers
``[local] gpu_layers`` offloads for the configured model, from the GGUF header and the GPU's
free memory; the model is never loaded. See docs/ARCHITECTURE.md §10.
"""

from __future__ import annotations

from app.core.config import Settings, SettingsError, load_settings
from app.core.doctor.check import Check


def _settings() -> Settings:
    try:
        return load_settings().settings
    except SettingsError:
        return Settings()


def check_local_model() -> Check:
    from app.core.models.catalog import local_model_capabilities

    caps = local_model_capabilities(_settings())
    if not caps.installed:
        return Check(
            "local_model",
            False,
            f"{caps.name}: {caps.path} is missing (tandem models pull {caps.name}, or "
            "tandem models use smollm2-135m-instruct)",
        )
    from pathlib import Path

    from app.core.engines.model_probe import model_file_problem

    model = Path(caps.path)
    problem = model_file_problem(model)  # the header read, then a load in its own process
    if problem:
        again = "replace the file" if caps.source == "file" else f"tandem models pull {caps.name}"
        return Check(
            "local_model",
            False,
            f"{caps.name}: {model} is not a usable model: {problem} ({again}, or tandem "
            "models use smollm2-135m-instruct)",
        )
    langs = ",".join(caps.languages) or "languages unknown"
    from app.core.engines.context_fit import fit_context

    fit = fit_context(model, _settings().local.llm_context)
    clamp = f"; {fit.note(model.name)}" if fit.clamped else ""
    return Check(
        "local_model",
        True,
        f"{caps.name} ({caps.source}, {caps.params_b or '?'}B {caps.quant}, {langs}, "
        f"context {min(caps.context, fit.n_ctx)}){clamp}",
    )


def check_gpu() -> Check:
    from app.core.models.catalog import resolve_local_model
    from app.core.models.gpu import gpu_install_hint, plan_for_file, probe_backend

    settings = _settings()
    backend = probe_backend()
    path, _entry = resolve_local_model(settings)
    plan = plan_for_file(settings.local.gpu_layers, path, settings.local.llm_context, backend)
    where = f" on {backend.device}" if backend.device else ""
    free = f", {backend.free_bytes / 1e6:.0f} MB free" if backend.free_bytes is not None else ""
    detail = (
        f"backend {backend.name}{where}{free}; gpu_layers = {settings.local.gpu_layers}: "
        f"{plan.describe()} for {path.name}"
    )
    if not backend.supports_offload:
        detail += f". For a GPU build: {gpu_install_hint()}"
    wanted = settings.local.gpu_layers not in ("auto", "0")
    return Check("gpu", not (wanted and not backend.supports_offload), detail, required=False)
