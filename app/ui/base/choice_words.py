"""The words for setting values a person picks from a list (answer modes, themes, trust zones,
route plans, gate actions), translated. The stored value stays the English key; only what the
combo box or the Why dialog shows is translated. One place, so every list says the same."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QComboBox


def mode_name(mode: str) -> str:
    names = {
        "auto": QCoreApplication.translate("Choices", "Automatic"),
        "local": QCoreApplication.translate("Choices", "This device only"),
        "cloud": QCoreApplication.translate("Choices", "Cloud"),
        "hybrid": QCoreApplication.translate("Choices", "Draft, then cloud"),
    }
    return names.get(mode, mode)


def mode_short(mode: str) -> str:
    """A mode in one word, for the narrow picker beside the question (its tooltip says more)."""
    names = {
        "auto": QCoreApplication.translate("Choices", "Auto"),
        "local": QCoreApplication.translate("Choices", "Device"),
        "cloud": QCoreApplication.translate("Choices", "Cloud"),
        "hybrid": QCoreApplication.translate("Choices", "Hybrid"),
    }
    return names.get(mode, mode)


def theme_name(theme: str) -> str:
    names = {
        "system": QCoreApplication.translate("Choices", "Follow the system"),
        "light": QCoreApplication.translate("Choices", "Light"),
        "dark": QCoreApplication.translate("Choices", "Dark"),
    }
    return names.get(theme, theme)


def zone_name(zone: str) -> str:
    """A trust zone as the Cloud tab lists it."""
    names = {
        "device": QCoreApplication.translate("Choices", "This device"),
        "private": QCoreApplication.translate("Choices", "Private (your own server)"),
        "public": QCoreApplication.translate("Choices", "Public (a cloud provider)"),
    }
    return names.get(zone, zone)


def zone_short(zone: str) -> str:
    """A trust zone in one word, as in "cloud (public zone)"."""
    names = {
        "device": QCoreApplication.translate("Choices", "device"),
        "private": QCoreApplication.translate("Choices", "private"),
        "public": QCoreApplication.translate("Choices", "public"),
    }
    return names.get(zone, zone)


def plan_name(plan: str) -> str:
    names = {
        "local": QCoreApplication.translate("Choices", "on this device"),
        "cloud": QCoreApplication.translate("Choices", "cloud only"),
        "hybrid": QCoreApplication.translate("Choices", "device draft, then cloud"),
    }
    return names.get(plan, plan)


def action_name(action: str) -> str:
    names = {
        "send": QCoreApplication.translate("Choices", "send as typed"),
        "redact": QCoreApplication.translate("Choices", "hide personal data, then send"),
        "local": QCoreApplication.translate("Choices", "keep on this device"),
    }
    return names.get(action, action)


def endpoint_name(name: str) -> str:
    """``device`` is the core's name for this computer and ``cloud`` the name of the ``[cloud]``
    endpoint; other endpoint names are the user's own and stay as written."""
    if name == "device":
        return QCoreApplication.translate("Choices", "this device")
    if name == "cloud":
        return QCoreApplication.translate("Choices", "cloud")
    return name


def name_items(combo: QComboBox, name: Callable[[str], str]) -> None:
    """Set each item's text from its data (the stored value) through ``name``."""
    for i in range(combo.count()):
        combo.setItemText(i, name(str(combo.itemData(i))))
