"""`tandem doctor`: is this machine ready to run Tandem? Each check is a name, ok, and detail.

One module per part of the house, each importing only :mod:`app.core.doctor.check` (the
:class:`Check` type and the runner) from the doctor: ``basics`` (data home, stores, settings,
rules, bundled models, keyring, cloud, endpoints), ``gpu`` (the local chat model and its GPU
offload), ``capabilities`` (routing's capability records and difficulty model), ``key_age`` (the
monitor's key rotation hint). :func:`probes` registers them, in the order they are reported.
"""

from __future__ import annotations

from app.core.doctor.check import Check, Probe, run

__all__ = ["Check", "probes", "run_checks"]


def probes(extra: list[Probe] | None = None) -> list[Probe]:
    """Every check in report order; ``extra`` (the command's audio and speech checks) before
    the network ones."""
    from app.core.doctor import basics, capabilities, gpu, key_age

    return [
        basics.check_data_home,
        basics.check_stores,
        basics.check_settings,
        basics.check_routing_rules,
        basics.check_models,
        basics.check_keyring,
        gpu.check_local_model,
        gpu.check_gpu,
        *(extra or []),
        basics.check_cloud,
        basics.check_endpoints,
        capabilities.capability_checks,
        key_age.check_key_age,
    ]


def run_checks(extra: list[Probe] | None = None) -> list[Check]:
    return run(probes(extra))
