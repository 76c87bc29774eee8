"""`tandem doctor`: the data home, the stores, settings and rules, the bundled models, the keyring,
the cloud and each endpoint."""

from __future__ import annotations

import os
import tempfile

from app.core import keychain
from app.core.config import SettingsError, load_settings
from app.core.doctor.check import Check
from app.core.models import model_files
from app.core.paths import data_home, home_privacy


def check_data_home() -> Check:
    try:
        home = data_home()
        with tempfile.NamedTemporaryFile(dir=home, prefix=".doctor-", delete=True) as fh:
            fh.write(b"ok")
            fh.flush()
        private, how = home_privacy(home)
        return Check("data_home", private, f"{home}: {how}")
    except OSError as exc:
        return Check("data_home", False, f"data home is not writable: {exc}")


def check_stores() -> Check:
    """The data home's SQLite stores: damaged ones (moved aside at their next open) and those
    already moved aside (kept, never deleted: app/core/sqlite_file.py)."""
    from app.core.sqlite_file import damage, moved_aside

    try:
        home = data_home()
        stores = sorted(home.glob("*.sqlite3"))
    except OSError as exc:
        return Check("stores", False, f"cannot list the data home: {exc}")
    words = [f"{p.name} is damaged ({why}): it is moved aside at its next use"
             for p in stores if (why := damage(p))]  # fmt: skip
    aside = moved_aside(home)
    if aside:
        names = ", ".join(p.name for p in aside)
        words.append(f"moved aside as damaged (kept, delete when no longer needed): {names}")
    if words:
        return Check("stores", False, "; ".join(words), required=False)
    return Check("stores", True, f"{len(stores)} databases sound")


def check_settings() -> Check:
    try:
        result = load_settings()
    except SettingsError as exc:
        return Check("settings", False, str(exc))
    if result.unknown_keys:
        return Check("settings", True, "unknown keys ignored: " + ", ".join(result.unknown_keys))
    return Check("settings", True, "ok")


def check_routing_rules() -> Check:
    """A broken routing.toml is not silent: which rules are in use, and where the error is."""
    from app.core.routing.rules import RulesFile

    rules = RulesFile()
    rules.current()
    if rules.error:
        return Check("routing_rules", False, rules.error, required=False)
    return Check("routing_rules", True, f"{rules.path}: ok", required=False)


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
    if not ok and os.environ.get(keychain.ENV_KEY):
        # Headless use: the key comes from the environment for this process, so a missing
        # keyring is not what stops the cloud from working (the settings window still needs one).
        return Check(
            "keyring",
            True,
            f"{keychain.ENV_KEY} is set for this process, so the key comes from the environment "
            f"(the keyring itself is not usable: {detail})",
        )
    return Check("keyring", ok, detail)


def _offline_switch() -> bool:
    try:
        return bool(load_settings().settings.routing.offline)
    except SettingsError:
        return False


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
    if _offline_switch():
        # With the offline switch on nothing leaves the device, not even a probe with the key.
        return Check(
            "cloud",
            True,
            f"{base}: skipped, the offline switch is on (nothing leaves the device)",
            required=False,
        )
    import asyncio

    key = keychain.get_api_key(provider)
    ok, detail = asyncio.run(probe_words(base, key))
    return Check("cloud", ok, detail, required=False)


async def probe_words(base: str, key: str | None) -> tuple[bool, str]:
    """One ``GET /models`` to ``base`` (the cloud client's own probe), in words."""
    from app.core.engines.cloud_errors import describe, status_reason
    from app.core.engines.cloud_llm import probe_models

    result = await probe_models(base, key, 5.0)
    if result.status is None:
        words = describe(result.reason, result.error)
        if result.reason == "network":
            words = f"unreachable: {words}"
        return False, f"{base}: {words}"
    status = result.status
    if status in (401, 403, 404, 429) or status >= 500:
        reason = status_reason(status)
        reached = "reachable, but " if reason in ("auth", "not_found") else ""
        words = describe(reason, f"HTTP {status}")
        return False, f"{base}: {reached}{words}"
    return True, f"{base}: reachable (HTTP {status})"


def check_endpoints() -> list[Check]:
    """One ``endpoint:NAME`` row per ``[[endpoints]]`` table: reachable or why not, probed all
    at once (a keyless server is probed without a key, and the keyring is not asked)."""
    try:
        settings = load_settings().settings
    except SettingsError:
        return []  # the settings row says why
    from app.core.engines.cloud_llm import normalise_base_url
    from app.core.routing.registry import endpoint_key, settings_endpoint

    endpoints = [e for i, c in enumerate(settings.endpoints, 1) if (e := settings_endpoint(c, i))]
    if not endpoints:
        return []
    if settings.routing.offline:
        return [
            Check(f"endpoint:{e.name}", True, "skipped, the offline switch is on", required=False)
            for e in endpoints
        ]
    import asyncio

    keys = [endpoint_key(e) for e in endpoints]

    async def probe_all() -> list[tuple[bool, str]]:
        return list(
            await asyncio.gather(
                *(
                    probe_words(normalise_base_url(e.base_url), k)
                    for e, k in zip(endpoints, keys, strict=True)
                )
            )
        )

    out = []
    for e, (ok, detail) in zip(endpoints, asyncio.run(probe_all()), strict=True):
        out.append(Check(f"endpoint:{e.name}", ok, f"{e.trust_zone}: {detail}", required=False))
    return out
