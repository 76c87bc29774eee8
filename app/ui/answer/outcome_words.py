"""What happened to an answer, in words a person reads: fallback reasons, entity types, privacy
levels and actions, translated.

One place for these words on purpose: the core is getting its own fallback-reason mapping
(``app.core.engines.cloud_errors.describe``, issue 18); until that lands this module holds the
UI's, and :func:`fallback_words` is the one call to point at it after the merge.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def _tr(text: str) -> str:
    return QCoreApplication.translate("Outcome", text)


def fallback_words(reason: str, timeout_s: float | None = None) -> str:
    """Why the cloud answer did not replace the draft: one sentence, no codes."""
    if reason == "timeout":
        if timeout_s:
            return _tr("the cloud did not answer in %1 s").replace("%1", f"{timeout_s:.0f}")
        return _tr("the cloud did not answer in time")
    words = {
        "http_429": _tr("the cloud is rate-limiting requests right now"),
        "http_5xx": _tr("the cloud had a server error"),
        "network": _tr("the cloud could not be reached"),
        "malformed": _tr("the cloud's answer broke off or was unreadable"),
        "budget": _tr("today's cloud budget is spent"),
        "offline": _tr("Tandem is set to offline"),
        "auth": _tr("the cloud refused the API key"),
        "not_found": _tr("the cloud does not know this model or address"),
        "tls": _tr("the cloud's certificate could not be verified"),
    }
    return words.get(reason, _tr("the cloud failed (%1)").replace("%1", reason))


def retry_helps(reason: str) -> bool:
    """A retry can succeed without the user changing anything."""
    return reason in ("timeout", "http_429", "http_5xx", "network", "malformed")


def entity_name(entity_type: str) -> str:
    names = {
        "PERSON": _tr("name"),
        "PHONE": _tr("phone number"),
        "EMAIL": _tr("email address"),
        "ADDRESS": _tr("address"),
        "IP_ADDRESS": _tr("IP address"),
        "CN_ID_CARD": _tr("ID number"),
        "BANK_CARD": _tr("bank card number"),
        "CREDIT_CARD": _tr("credit card number"),
        "US_SSN": _tr("social security number"),
        "PASSPORT": _tr("passport number"),
        "API_KEY": _tr("API key"),
        "PASSWORD": _tr("password"),
        "PRIVATE_KEY": _tr("private key"),
        "HEALTH": _tr("health information"),
        "MARKER": _tr("confidentiality marker"),
    }
    return names.get(entity_type, entity_type.replace("_", " ").lower())


def entity_list(types: list[str]) -> str:
    """Distinct entity types in words, in first-seen order: "ID number, phone number"."""
    seen = list(dict.fromkeys(types))
    return _tr(", ").join(entity_name(t) for t in seen)


def level_name(level: str) -> str:
    names = {
        "public": _tr("public"),
        "internal": _tr("internal"),
        "confidential": _tr("confidential"),
        "restricted": _tr("restricted"),
    }
    return names.get(level, level)


def level_meaning(level: str) -> str:
    meanings = {
        "public": _tr("nothing sensitive was found"),
        "internal": _tr("marked for internal use"),
        "confidential": _tr("holds personal or confidential details"),
        "restricted": _tr("holds data that never leaves this device"),
    }
    return meanings.get(level, "")


def items_hidden(count: int) -> str:
    if count == 1:
        return _tr("1 item hidden from the cloud")
    return _tr("%1 items hidden from the cloud").replace("%1", str(count))


def zone_name(zone: str) -> str:
    names = {
        "device": _tr("this device"),
        "private": _tr("your private server"),
        "public": _tr("a public cloud"),
    }
    return names.get(zone, zone)
