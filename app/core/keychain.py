"""API keys in the OS keyring, and nowhere else.

Linux: the Secret Service (gnome-keyring, KWallet); macOS: Keychain; Windows: Credential Locker.
A missing or insecure backend (keyring's ``fail``/``null`` backends, or a plaintext one from
keyrings.alt) is reported with how to fix it; Tandem never falls back to a file
(docs/ARCHITECTURE.md §2.2).

Headless override: ``TANDEM_CLOUD_API_KEY`` is read from the environment and never written.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable
from dataclasses import dataclass

from app.core.observers import Observers

SERVICE = "tandem"
ENV_KEY = "TANDEM_CLOUD_API_KEY"

_INSECURE_MODULES = ("keyring.backends.fail", "keyring.backends.null", "keyrings.alt")

FIX_HINT = (
    "install and unlock a Secret Service keyring (Debian/Ubuntu: apt-get install gnome-keyring; "
    "in a headless session run it under dbus-run-session with gnome-keyring-daemon --unlock), "
    "or set TANDEM_CLOUD_API_KEY for this process"
)


class SecretsUnavailable(RuntimeError):
    """No secure keyring backend: the key cannot be stored safely."""


@dataclass
class BackendInfo:
    name: str
    secure: bool
    detail: str


def backend_info() -> BackendInfo:
    import keyring

    backend = keyring.get_keyring()
    name = f"{type(backend).__module__}.{type(backend).__name__}"
    backends = getattr(backend, "backends", None)
    if backends is not None and not backends:
        return BackendInfo(name, False, f"no keyring backend is available: {FIX_HINT}")
    candidates = list(backends) if backends else [backend]
    for b in candidates:
        module = type(b).__module__
        if module.startswith(_INSECURE_MODULES):
            return BackendInfo(name, False, f"{module} is not a secure backend: {FIX_HINT}")
    try:
        priority = float(backend.priority)
    except Exception:  # a backend whose priority probe fails is not usable
        priority = 0.0
    if priority <= 0:
        return BackendInfo(name, False, f"backend {name} is not usable: {FIX_HINT}")
    return BackendInfo(name, True, name)


def _require_secure() -> None:
    info = backend_info()
    if not info.secure:
        raise SecretsUnavailable(info.detail)


def set_api_key(provider: str, key: str) -> None:
    import keyring
    import keyring.errors

    _require_secure()
    try:
        keyring.set_password(SERVICE, provider, key)
    except keyring.errors.KeyringError as exc:
        # The message of a keyring error never holds the key; keep it that way.
        raise SecretsUnavailable(
            f"the keyring refused to store the key: {type(exc).__name__}"
        ) from None
    _note_key(provider, saved=True)


#: Who hears that a key was saved or removed: ``observer(provider, saved)``, never the key. The
#: monitor's key age registers here (app/core/monitor/hooks.py), so the keychain, near the bottom
#: of the core, imports nothing above it.
KeyObserver = Callable[[str, bool], None]
KEY_OBSERVERS: Observers[[str, bool]] = Observers()


def add_key_observer(observer: KeyObserver) -> None:
    """Register ``observer`` (once) for every key saved or removed."""
    KEY_OBSERVERS.add(observer)


def _note_key(provider: str, *, saved: bool) -> None:
    """Remember when the key was saved (for the rotation hint); never the key itself. The
    monitor must not make saving a key fail: an observer's failure is dropped."""
    KEY_OBSERVERS.tell(provider, saved)


def get_api_key(provider: str, *, env: bool = True) -> str | None:
    """The key stored under ``provider`` (a ``[cloud]`` provider, or an ``[[endpoints]]``
    name). ``TANDEM_CLOUD_API_KEY`` wins when ``env``: it is the ``[cloud]`` endpoint's key, so
    the other endpoints pass ``env=False`` and it never goes to a server it was not meant for."""
    override = os.environ.get(ENV_KEY) if env else None
    if override:
        return override
    import keyring
    import keyring.errors

    if not backend_info().secure:
        return None
    try:
        return keyring.get_password(SERVICE, provider)
    except keyring.errors.KeyringError:
        return None


def has_stored_key(provider: str) -> bool:
    """Whether the keyring holds a key for ``provider`` (the environment's key is not looked at;
    a missing or failing backend reads as "no"). The key itself is not returned."""
    if not backend_info().secure:
        return False
    import keyring

    try:
        return keyring.get_password(SERVICE, provider) is not None
    except Exception:  # a backend failure reads as "no key"; saving reports the error
        return False


def delete_api_key(provider: str) -> None:
    import keyring
    import keyring.errors

    _require_secure()
    with contextlib.suppress(keyring.errors.PasswordDeleteError):
        keyring.delete_password(SERVICE, provider)
    _note_key(provider, saved=False)


def probe_roundtrip() -> tuple[bool, str]:
    """Store, read back and delete a throwaway value: proves the keyring really works."""
    info = backend_info()
    if not info.secure:
        return False, info.detail
    import secrets as _secrets

    import keyring

    probe = _secrets.token_hex(8)
    try:
        keyring.set_password(SERVICE, "__doctor_probe__", probe)
        ok = keyring.get_password(SERVICE, "__doctor_probe__") == probe
        keyring.delete_password(SERVICE, "__doctor_probe__")
    except Exception as exc:  # any backend failure is a finding, not a crash
        return False, f"{info.name}: {type(exc).__name__}: {FIX_HINT}"
    return (ok, info.name if ok else f"{info.name}: read-back differed")
