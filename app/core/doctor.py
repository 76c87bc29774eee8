"""`tandem doctor`: is this machine ready to run Tandem? Each check is a name, ok, and detail."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from dataclasses import asdict, dataclass

from app.core import keychain, model_files
from app.core.config import SettingsError, load_settings
from app.core.paths import data_home


@dataclass
class Check:
    name: str
    ok: bool
    detail: str
    required: bool = True

    def as_json(self) -> dict[str, object]:
        d = asdict(self)
        return d


def check_data_home() -> Check:
    try:
        home = data_home()
        with tempfile.NamedTemporaryFile(dir=home, prefix=".doctor-", delete=True) as fh:
            fh.write(b"ok")
            fh.flush()
        return Check("data_home", True, str(home))
    except OSError as exc:
        return Check("data_home", False, f"data home is not writable: {exc}")


def check_settings() -> Check:
    try:
        result = load_settings()
    except SettingsError as exc:
        return Check("settings", False, str(exc))
    if result.unknown_keys:
        return Check("settings", True, "unknown keys ignored: " + ", ".join(result.unknown_keys))
    return Check("settings", True, "ok")


def check_models() -> list[Check]:
    try:
        specs = model_files.load_manifest()
    except model_files.ModelError as exc:
        return [Check("models", False, str(exc))]
    out = []
    for spec in specs:
        st = model_files.check(spec)
        detail = st.detail if st.ok else f"{st.detail}; run `tandem models fetch`"
        out.append(Check(f"model:{spec.name}", st.ok, detail))
    return out


def check_keyring() -> Check:
    ok, detail = keychain.probe_roundtrip()
    return Check("keyring", ok, detail)


def cloud_endpoint() -> tuple[str, str] | None:
    """The configured cloud (env override first): (base_url, provider) or None."""
    base = os.environ.get("TANDEM_CLOUD_BASE_URL")
    try:
        settings = load_settings().settings
    except SettingsError:
        settings = None
    provider = settings.cloud.provider if settings else "custom"
    if not base and settings:
        base = settings.cloud.base_url
    if not base:
        return None
    from app.core.engines.cloud_llm import normalise_base_url

    return normalise_base_url(base), provider


def check_cloud() -> Check:
    endpoint = cloud_endpoint()
    if endpoint is None:
        return Check("cloud", True, "no cloud endpoint configured (local only)", required=False)
    base, provider = endpoint
    import asyncio

    from app.core.engines.cloud_llm import probe_models

    key = keychain.get_api_key(provider)
    result = asyncio.run(probe_models(base, key, 5.0))  # the cloud client's own probe
    if result.status is None:
        return Check("cloud", False, f"{base}: unreachable ({result.error})", required=False)
    if result.status in (401, 403):
        return Check(
            "cloud",
            False,
            f"{base}: reachable, but the API key was refused (HTTP {result.status})",
            required=False,
        )
    if result.status >= 500:
        return Check("cloud", False, f"{base}: server error HTTP {result.status}", required=False)
    return Check("cloud", True, f"{base}: reachable (HTTP {result.status})", required=False)


def run_checks(extra: list[Callable[[], Check]] | None = None) -> list[Check]:
    checks = [check_data_home(), check_settings(), *check_models(), check_keyring()]
    for probe in extra or []:
        checks.append(probe())
    checks.append(check_cloud())
    return checks
