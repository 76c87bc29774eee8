"""`tandem doctor`: is this machine ready to run Tandem? Each check is a name, ok, and detail."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from dataclasses import asdict, dataclass

from app.core import models, secrets
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
        specs = models.load_manifest()
    except models.ModelError as exc:
        return [Check("models", False, str(exc))]
    out = []
    for spec in specs:
        st = models.check(spec)
        detail = st.detail if st.ok else f"{st.detail}; run `tandem models fetch`"
        out.append(Check(f"model:{spec.name}", st.ok, detail))
    return out


def check_keyring() -> Check:
    ok, detail = secrets.probe_roundtrip()
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
    import httpx

    headers = {}
    key = secrets.get_api_key(provider)
    if key:
        headers["Authorization"] = f"Bearer {key}"
    try:
        resp = httpx.get(f"{base}/models", headers=headers, timeout=5.0)
    except httpx.HTTPError as exc:
        return Check("cloud", False, f"{base}: unreachable ({type(exc).__name__})", required=False)
    if resp.status_code in (401, 403):
        return Check(
            "cloud",
            False,
            f"{base}: reachable, but the API key was refused (HTTP {resp.status_code})",
            required=False,
        )
    if resp.status_code >= 500:
        return Check(
            "cloud", False, f"{base}: server error HTTP {resp.status_code}", required=False
        )
    return Check("cloud", True, f"{base}: reachable (HTTP {resp.status_code})", required=False)


def run_checks(extra: list[Callable[[], Check]] | None = None) -> list[Check]:
    from app.core.doctor_gpu import check_gpu, check_local_model

    checks = [check_data_home(), check_settings(), *check_models(), check_keyring()]
    checks += [check_local_model(), check_gpu()]
    for probe in extra or []:
        checks.append(probe())
    checks.append(check_cloud())
    return checks
