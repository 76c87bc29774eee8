"""The privacy policy as a table: level (rows) × trust zone (columns) -> send / redact / local."""

from __future__ import annotations

from PySide6.QtWidgets import QComboBox, QHeaderView, QTableWidget, QWidget

from app.core.config import ACTIONS, LEVELS, TRUST_ZONES


class PolicyTable(QTableWidget):
    def __init__(self, policy: dict[str, dict[str, str]], parent: QWidget | None = None) -> None:
        super().__init__(len(LEVELS), len(TRUST_ZONES), parent)
        self.setObjectName("policyTable")
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        for r, level in enumerate(LEVELS):
            for c, zone in enumerate(TRUST_ZONES):
                combo = QComboBox(self)
                for action in ACTIONS:
                    combo.addItem(action, action)
                combo.setCurrentIndex(
                    max(0, combo.findData(policy.get(level, {}).get(zone, "local")))
                )
                self.setCellWidget(r, c, combo)
        self.retranslate()

    def combo(self, level: str, zone: str) -> QComboBox:
        widget = self.cellWidget(LEVELS.index(level), TRUST_ZONES.index(zone))
        assert isinstance(widget, QComboBox)
        return widget

    def policy(self) -> dict[str, dict[str, str]]:
        return {
            level: {zone: str(self.combo(level, zone).currentData()) for zone in TRUST_ZONES}
            for level in LEVELS
        }

    def retranslate(self) -> None:
        level_names = {
            "public": self.tr("public"),
            "internal": self.tr("internal"),
            "confidential": self.tr("confidential"),
            "restricted": self.tr("restricted"),
        }
        zone_names = {
            "device": self.tr("this device"),
            "private": self.tr("private server"),
            "public": self.tr("public cloud"),
        }
        action_names = {
            "send": self.tr("send"),
            "redact": self.tr("redact"),
            "local": self.tr("keep local"),
        }
        self.setVerticalHeaderLabels([level_names[v] for v in LEVELS])
        self.setHorizontalHeaderLabels([zone_names[z] for z in TRUST_ZONES])
        self.setAccessibleName(self.tr("Privacy policy: level by destination"))
        for level in LEVELS:
            for zone in TRUST_ZONES:
                combo = self.combo(level, zone)
                for i, action in enumerate(ACTIONS):
                    combo.setItemText(i, action_names[action])
                combo.setAccessibleName(f"{level_names[level]} → {zone_names[zone]}")
