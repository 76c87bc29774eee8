"""`tandem doctor` rows for routing: the capability records and the difficulty model."""

from __future__ import annotations

from pathlib import Path

from app.core.doctor.check import Check


def capability_checks() -> list[Check]:
    from app.core.config import SettingsError, load_settings
    from app.core.routing.capabilities import cloud_capability, local_capability
    from app.core.routing.difficulty import load_error, shipped_model
    from app.core.routing.network import NetworkMonitor
    from app.core.routing.registry import Registry
    from app.core.routing.rules import RulesFile

    try:
        settings = load_settings().settings
    except SettingsError as exc:
        return [Check("capability:local", False, str(exc), required=False)]
    rules = RulesFile().current()
    path = Path(settings.local.llm_model).expanduser() if settings.local.llm_model else None
    local = local_capability(path, override_languages=rules.local_languages)
    out = [
        Check(
            "capability:local",
            True,
            f"{local.summary()} (declared by {local.declared_by})",
            required=False,
        )
    ]
    monitor = NetworkMonitor()
    for endpoint in Registry.from_settings(settings).remote():  # [cloud] and every [[endpoints]]
        record = cloud_capability(endpoint, monitor.reading(endpoint.name))
        ok = record.state not in ("misconfigured", "unreachable")
        out.append(
            Check(
                f"capability:{endpoint.name}",
                ok,
                record.summary(),
                required=False,
                figures=record.as_json(),
            )
        )
    model = shipped_model()
    if model is None:
        out.append(Check("difficulty_model", False, f"unavailable: {load_error()}", required=False))
    else:
        held = model.meta.get("heldout", {}).get("full", {})
        out.append(
            Check(
                "difficulty_model",
                True,
                f"trained on {model.meta.get('n_train')} labelled prompts for "
                f"{model.meta.get('local_model')}; held-out APGR {held.get('apgr')}, "
                f"CPT(50%) {held.get('cpt50')}",
                required=False,
            )
        )
    return out
