"""What happened to an answer, in words a person reads: fallback reasons, entity types, privacy
levels and actions, translated.

One place for these words on purpose: the core is getting its own fallback-reason mapping
(``app.core.engines.cloud_errors.describe``, issue 18); until that lands this module holds the
UI's, and :func:`fallback_words` is the one call to point at it after the merge.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def fallback_words(reason: str, timeout_s: float | None = None) -> str:
    """Why the cloud answer did not replace the draft: one sentence, no codes."""
    if reason == "timeout":
        if timeout_s:
            return QCoreApplication.translate(
                "Outcome", "the cloud did not answer in %1 s"
            ).replace("%1", f"{timeout_s:.0f}")
        return QCoreApplication.translate("Outcome", "the cloud did not answer in time")
    words = {
        "http_429": QCoreApplication.translate(
            "Outcome", "the cloud is rate-limiting requests right now"
        ),
        "http_5xx": QCoreApplication.translate("Outcome", "the cloud had a server error"),
        "network": QCoreApplication.translate("Outcome", "the cloud could not be reached"),
        "malformed": QCoreApplication.translate(
            "Outcome", "the cloud's answer broke off or was unreadable"
        ),
        "budget": QCoreApplication.translate("Outcome", "today's cloud budget is spent"),
        "offline": QCoreApplication.translate("Outcome", "Tandem is set to offline"),
        "auth": QCoreApplication.translate("Outcome", "the cloud refused the API key"),
        "not_found": QCoreApplication.translate(
            "Outcome", "the cloud does not know this model or address"
        ),
        "tls": QCoreApplication.translate(
            "Outcome", "the cloud's certificate could not be verified"
        ),
    }
    return words.get(
        reason, QCoreApplication.translate("Outcome", "the cloud failed (%1)").replace("%1", reason)
    )


def retry_helps(reason: str) -> bool:
    """A retry can succeed without the user changing anything."""
    return reason in ("timeout", "http_429", "http_5xx", "network", "malformed")


def entity_name(entity_type: str) -> str:
    names = {
        "PERSON": QCoreApplication.translate("Outcome", "name"),
        "PHONE": QCoreApplication.translate("Outcome", "phone number"),
        "EMAIL": QCoreApplication.translate("Outcome", "email address"),
        "ADDRESS": QCoreApplication.translate("Outcome", "address"),
        "IP_ADDRESS": QCoreApplication.translate("Outcome", "IP address"),
        "CN_ID_CARD": QCoreApplication.translate("Outcome", "ID number"),
        "BANK_CARD": QCoreApplication.translate("Outcome", "bank card number"),
        "CREDIT_CARD": QCoreApplication.translate("Outcome", "credit card number"),
        "US_SSN": QCoreApplication.translate("Outcome", "social security number"),
        "PASSPORT": QCoreApplication.translate("Outcome", "passport number"),
        "API_KEY": QCoreApplication.translate("Outcome", "API key"),
        "PASSWORD": QCoreApplication.translate("Outcome", "password"),
        "PRIVATE_KEY": QCoreApplication.translate("Outcome", "private key"),
        "HEALTH": QCoreApplication.translate("Outcome", "health information"),
        "MARKER": QCoreApplication.translate("Outcome", "confidentiality marker"),
    }
    return names.get(entity_type, entity_type.replace("_", " ").lower())


def entity_sep() -> str:
    """The list separator of the UI's language (", "; "、" in Chinese and Japanese)."""
    return QCoreApplication.translate("Outcome", ", ")


def entity_list(types: list[str]) -> str:
    """Distinct entity types in words, in first-seen order: "ID number, phone number"."""
    seen = list(dict.fromkeys(types))
    return QCoreApplication.translate("Outcome", ", ").join(entity_name(t) for t in seen)


def level_name(level: str) -> str:
    names = {
        "public": QCoreApplication.translate("Outcome", "public"),
        "internal": QCoreApplication.translate("Outcome", "internal"),
        "confidential": QCoreApplication.translate("Outcome", "confidential"),
        "restricted": QCoreApplication.translate("Outcome", "restricted"),
    }
    return names.get(level, level)


def level_meaning(level: str) -> str:
    meanings = {
        "public": QCoreApplication.translate("Outcome", "nothing sensitive was found"),
        "internal": QCoreApplication.translate("Outcome", "marked for internal use"),
        "confidential": QCoreApplication.translate(
            "Outcome", "holds personal or confidential details"
        ),
        "restricted": QCoreApplication.translate(
            "Outcome", "holds data that never leaves this device"
        ),
    }
    return meanings.get(level, "")


def items_hidden(count: int) -> str:
    if count == 1:
        return QCoreApplication.translate("Outcome", "1 item hidden from the cloud")
    return QCoreApplication.translate("Outcome", "%1 items hidden from the cloud").replace(
        "%1", str(count)
    )


def zone_name(zone: str) -> str:
    names = {
        "device": QCoreApplication.translate("Outcome", "this device"),
        "private": QCoreApplication.translate("Outcome", "your private server"),
        "public": QCoreApplication.translate("Outcome", "a public cloud"),
    }
    return names.get(zone, zone)
