"""The privacy policy as a table: level (rows) × destination (columns) -> send / redact / local,
with what each level holds and what each action does explained beside it.

The device itself is no destination to decide about (nothing leaves it), so it has no column; its
row of the stored policy is kept as it was.
"""

from __future__ import annotations

import math
import re

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from app.core.config import ACTIONS, ENTITY_CHOICES, LEVELS, TRUST_ZONES, EntitySettings

#: the destinations a user decides about
ZONES = tuple(z for z in TRUST_ZONES if z != "device")


#: The widest line of a level's help in the row header, in pixels.
HELP_PX = 210


def _wrap(text: str, metrics: QFontMetrics, width: int) -> str:
    """``text`` in lines no wider than ``width`` pixels, balanced (no last line of one
    character): at spaces, or anywhere in text without them (Chinese)."""
    lines = math.ceil(metrics.horizontalAdvance(text) / width)
    if lines > 1:
        balanced = _wrap_at(text, metrics, math.ceil(metrics.horizontalAdvance(text) / lines) + 12)
        if balanced.count("\n") < lines:
            return balanced
    return _wrap_at(text, metrics, width)


def _wrap_at(text: str, metrics: QFontMetrics, width: int) -> str:
    # Without spaces, any character may start a line but a closing punctuation mark.
    words = text.split(" ") if " " in text else re.findall(r".[、，。；：！？）」』”]*", text)
    glue = " " if " " in text else ""
    lines: list[str] = []
    line = ""
    for word in words:
        candidate = f"{line}{glue}{word}" if line else word
        if line and metrics.horizontalAdvance(candidate) > width:
            lines.append(line)
            line = word
        else:
            line = candidate
    if line:
        lines.append(line)
    return "\n".join(lines)


class PolicyTable(QTableWidget):
    def __init__(self, policy: dict[str, dict[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(len(LEVELS), len(ZONES), parent)
        self.setObjectName("policyTable")
        self._kept = {level: dict(policy.get(level, {})) for level in LEVELS}
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        for r, level in enumerate(LEVELS):
            for c, zone in enumerate(ZONES):
                combo = QComboBox(self)
                for action in ACTIONS:
                    combo.addItem(action, action)
                combo.setCurrentIndex(
                    max(0, combo.findData(policy.get(level, {}).get(zone, "local")))
                )
                self.setCellWidget(r, c, combo)
        self.retranslate()

    def combo(self, level: str, zone: str) -> QComboBox:
        widget = self.cellWidget(LEVELS.index(level), ZONES.index(zone))
        assert isinstance(widget, QComboBox)
        return widget

    def policy(self) -> dict[str, dict[str, str]]:
        out: dict[str, dict[str, str]] = {}
        for level in LEVELS:
            row = {zone: str(self.combo(level, zone).currentData()) for zone in ZONES}
            row["device"] = self._kept[level].get("device", "send")
            out[level] = {zone: row[zone] for zone in TRUST_ZONES}
        return out

    def level_names(self) -> dict[str, str]:
        return {
            "public": self.tr("public"),
            "internal": self.tr("internal"),
            "confidential": self.tr("confidential"),
            "restricted": self.tr("restricted"),
        }

    def level_help(self) -> dict[str, str]:
        return {
            "public": self.tr("nothing sensitive found"),
            "internal": self.tr("marked for internal use"),
            "confidential": self.tr("names, phone numbers, emails, addresses; 'confidential'"),
            "restricted": self.tr("ID and card numbers, passwords, keys, health data"),
        }

    def retranslate(self) -> None:
        level_names = self.level_names()
        level_help = self.level_help()
        zone_names = {
            "private": self.tr("your private server"),
            "public": self.tr("public cloud"),
        }
        action_names = {
            "send": self.tr("send as typed"),
            "redact": self.tr("hide personal data, then send"),
            "local": self.tr("keep on this device"),
        }
        # The help in lines of at most HELP_PX (a header does not wrap): on one line the long
        # ones took the table's width and cut the choices ("hide personal data,").
        metrics = self.verticalHeader().fontMetrics()
        self.setVerticalHeaderLabels(
            [f"{level_names[v]}\n{_wrap(level_help[v], metrics, HELP_PX)}" for v in LEVELS]
        )
        self.setHorizontalHeaderLabels([zone_names[z] for z in ZONES])
        self.setAccessibleName(self.tr("Privacy policy: level by destination"))
        for level in LEVELS:
            for zone in ZONES:
                combo = self.combo(level, zone)
                for i, action in enumerate(ACTIONS):
                    combo.setItemText(i, action_names[action])
                combo.setAccessibleName(f"{level_names[level]} → {zone_names[zone]}")


class EntityPolicyForm(QWidget):
    """``[privacy.entities]`` (docs/ARCHITECTURE.md §5.1): which people, organisations and places
    the entity recogniser hides, and whether famous ones pass."""

    KEYS = ("persons", "organizations", "places", "well_known", "recognizer")

    def __init__(self, entities: EntitySettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("entityPolicy")
        self.heading = QLabel(self)
        self.heading.setWordWrap(True)
        self.form = QFormLayout()
        self.combos: dict[str, QComboBox] = {}
        for key in self.KEYS:
            combo = QComboBox(self)
            combo.setObjectName(f"entities_{key}")
            for value in ENTITY_CHOICES[key]:
                combo.addItem(value, value)
            combo.setCurrentIndex(max(0, combo.findData(getattr(entities, key))))
            self.combos[key] = combo
            self.form.addRow(QLabel(self), combo)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addLayout(self.form)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def settings(self) -> EntitySettings:
        return EntitySettings(**{k: str(c.currentData()) for k, c in self.combos.items()})

    def retranslate(self) -> None:
        self.heading.setText(
            self.tr(
                "People, organisations and places have no pattern: an on-device recogniser "
                "finds them. Hidden ones count as names (confidential) and become placeholders "
                "such as [PERSON_1] toward a destination set to hide personal data."
            )
        )
        labels = {
            "persons": self.tr("People"),
            "organizations": self.tr("Organisations (employer, school, clinic)"),
            "places": self.tr("Places (town, street, address)"),
            "well_known": self.tr("Famous names, countries, large cities"),
            "recognizer": self.tr("Recogniser"),
        }
        values = {
            "redact": self.tr("hide"),
            "keep": self.tr("not personal: leave as typed"),
            "pass": self.tr(
                "leave as typed (an address, one's own name, employer, school or home town is "
                "still hidden)"
            ),
            "model": self.tr("on-device models and rules"),
            "rules": self.tr("rules only (faster, finds far fewer names)"),
        }
        for row, key in enumerate(self.KEYS):
            item = self.form.itemAt(row, QFormLayout.ItemRole.LabelRole)
            label = item.widget() if item is not None else None
            if isinstance(label, QLabel):
                label.setText(labels[key])
            combo = self.combos[key]
            combo.setAccessibleName(labels[key])
            for i in range(combo.count()):
                value = str(combo.itemData(i))
                combo.setItemText(
                    i,
                    self.tr("hide") if key == "well_known" and value == "redact" else values[value],
                )


class PrivacyPage(QWidget):
    """The policy table with a few lines saying how to read it, and below it which people,
    organisations and places count as personal (:class:`EntityPolicyForm`)."""

    def __init__(
        self,
        table: PolicyTable,
        parent: QWidget | None = None,
        entities: EntityPolicyForm | None = None,
    ) -> None:
        super().__init__(parent)
        self.table = table
        self.entities = entities
        self.intro = QLabel(self)
        self.intro.setObjectName("privacyIntro")
        self.intro.setWordWrap(True)
        self.intro.setTextFormat(Qt.TextFormat.RichText)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(table, 1)
        if entities is not None:
            layout.addWidget(entities)
        self.retranslate()

    def retranslate(self) -> None:
        self.intro.setText(
            self.tr(
                "Before a question leaves this device, Tandem gives it a level (rows) from what "
                "it contains. For each destination (columns) choose what happens: "
                "<b>send as typed</b>; <b>hide personal data, then send</b> (names, numbers and "
                "addresses become placeholders such as [PHONE_1], restored in the answer on this "
                "device); or <b>keep on this device</b> (only the local model answers)."
            )
        )
