"""The Settings dialog's "Capabilities" page: the quality / cost setting and the capability
records the router reads (the device's model, the cloud endpoint), in words, and what the
router learned of each local model file (its labels and calibrated estimate, routing/calibration.py).

Its own module so the dialog only needs one line to add it (:func:`add_routing_page`). The
quality setting lives in routing.toml (``[auto] quality``), which the router re-reads on change.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSlider,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.core.routing.rules import QUALITY_PRESETS, RulesFile, write_quality
from app.ui.settings import catalog_words

if TYPE_CHECKING:
    from pathlib import Path

    from app.core.config import Settings
    from app.ui.settings.dialog import SettingsDialog


class RoutingCapabilityPage(QWidget):
    """Quality / cost slider and the capability records. ``save()`` writes the slider."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("routingCapabilityPage")
        self.quality = QSlider(Qt.Orientation.Horizontal, self)
        self.quality.setObjectName("qualitySlider")
        self.quality.setRange(0, len(QUALITY_PRESETS) - 1)
        self.quality.setPageStep(1)
        self.quality.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.quality_label = QLabel(self)
        self.quality_label.setObjectName("qualityLabel")
        self.quality_hint = QLabel(self)
        self.quality_hint.setWordWrap(True)
        self.local_title = QLabel(self)
        bold = self.local_title.font()
        bold.setBold(True)
        self.local_title.setFont(bold)
        self.local_record = QLabel(self)
        self.local_record.setObjectName("localCapability")
        self.local_record.setWordWrap(True)
        self.local_record.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.cloud_title = QLabel(self)
        self.cloud_title.setFont(bold)
        self.cloud_record = QLabel(self)
        self.cloud_record.setObjectName("cloudCapability")
        self.cloud_record.setWordWrap(True)
        self.cloud_record.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.learned_title = QLabel(self)
        self.learned_title.setFont(bold)
        self.learned_record = QLabel(self)
        self.learned_record.setObjectName("modelCalibration")
        self.learned_record.setWordWrap(True)
        self.learned_record.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.low_end, self.high_end = QLabel(self), QLabel(self)
        ends = QHBoxLayout()
        ends.addWidget(self.low_end)
        ends.addStretch(1)
        ends.addWidget(self.quality_label)
        ends.addStretch(1)
        ends.addWidget(self.high_end)
        self.form = QFormLayout()
        self.form.addRow(QLabel(self), self.quality)
        self.form.addRow("", ends)
        layout = QVBoxLayout(self)
        layout.addLayout(self.form)
        layout.addWidget(self.quality_hint)
        layout.addSpacing(8)
        layout.addWidget(self.local_title)
        layout.addWidget(self.local_record)
        layout.addWidget(self.cloud_title)
        layout.addWidget(self.cloud_record)
        layout.addWidget(self.learned_title)
        layout.addWidget(self.learned_record)
        layout.addStretch(1)
        current = RulesFile().current().quality
        self.quality.setValue(
            min(range(len(QUALITY_PRESETS)), key=lambda i: abs(QUALITY_PRESETS[i][0] - current))
        )
        self.quality.valueChanged.connect(self._show_quality)
        self.retranslate()

    def _preset_names(self) -> list[str]:
        return [
            self.tr("Save cloud spend"),
            self.tr("Fewer cloud calls"),
            self.tr("Balanced"),
            self.tr("Better answers"),
            self.tr("Best answers"),
        ]

    def _show_quality(self) -> None:
        self.quality_label.setText("<b>" + self._preset_names()[self.quality.value()] + "</b>")

    def refresh(self, settings: Settings) -> None:
        """Show the records for ``settings`` (the dialog's current ones)."""
        from pathlib import Path

        from app.core.routing.capabilities import cloud_capability, local_capability
        from app.core.routing.network import NetworkMonitor
        from app.core.routing.registry import Registry

        self._settings = settings
        rules = RulesFile().current()
        path = Path(settings.local.llm_model).expanduser() if settings.local.llm_model else None
        local = local_capability(path, override_languages=rules.local_languages)
        self.local_record.setText(catalog_words.local_summary(local))
        self.learned_record.setText(self._learned(path))
        endpoints = Registry.from_settings(settings).remote()  # [cloud] and [[endpoints]]
        if not endpoints:
            self.cloud_record.setText(self.tr("No cloud endpoint is configured."))
        else:
            monitor = NetworkMonitor()
            self.cloud_record.setText(
                "\n\n".join(
                    catalog_words.cloud_summary(cloud_capability(e, monitor.reading(e.name)))
                    for e in endpoints
                )
            )

    def _learned(self, path: Path | None) -> str:
        """Per local model file: its labels and whether its calibrated estimate is in use
        (routing/calibration.py). A JSON file and one SQLite count: quick enough here."""
        from app.core.routing.calibration import MIN_LABELS, CalibrationFile, model_identity
        from app.core.store.model_labels import open_store

        if path is None:
            try:
                from app.core.engines.local_types import BUNDLED_MODEL
                from app.core.models.model_files import local_path

                path = local_path(*BUNDLED_MODEL)
            except Exception:
                path = None
        current, _ = model_identity(path)
        fits = CalibrationFile().read()
        store = open_store()
        counts = store.counts() if store is not None else []
        if store is not None:
            store.close()
        lines = []
        for c in counts:
            cal = fits.get(c.model_key)
            if cal is not None and cal.n == c.labelled:
                line = cal.summary()
            else:
                line = self.tr("{name}: {n} labels, {w} waiting for their comparison").format(
                    name=c.model_name, n=c.labelled, w=c.pending
                )
                if cal is not None:
                    line += "; " + cal.summary().split("; ", 1)[-1]
            if c.pending and cal is not None and cal.n == c.labelled:
                line += self.tr(" ({w} more waiting)").format(w=c.pending)
            if c.model_key == current:
                line = self.tr("In use — ") + line
            lines.append(line)
        if not lines:
            return self.tr(
                "No labels yet. Each hybrid answer where both the device and the cloud answered "
                "teaches the router how this model does; after {n} it gets its own estimate."
            ).format(n=MIN_LABELS)
        return "\n\n".join(lines)

    def save(self, *_: object) -> None:
        write_quality(QUALITY_PRESETS[self.quality.value()][0])

    def title(self) -> str:
        return self.tr("Capabilities")

    def retranslate(self) -> None:
        label = self.form.itemAt(0, QFormLayout.ItemRole.LabelRole)
        if label is not None and isinstance(label.widget(), QLabel):
            label.widget().setText(self.tr("Quality / cost"))  # type: ignore[union-attr]
        self.quality.setAccessibleName(self.tr("Quality / cost"))
        self.quality_hint.setText(
            self.tr(
                "In auto mode a request gets a cloud upgrade when the device's model is unlikely "
                "to answer it well. Towards “Best answers” more requests go up; towards “Save "
                "cloud spend” fewer. Kept and reverted upgrades keep adjusting it."
            )
        )
        self.low_end.setText(self.tr("Save cloud spend"))
        self.high_end.setText(self.tr("Best answers"))
        self.local_title.setText(self.tr("The device's model"))
        self.cloud_title.setText(self.tr("The cloud endpoint"))
        self.learned_title.setText(self.tr("What the router learned per local model"))
        self._show_quality()
        tabs = self._tabs()
        if tabs is not None:
            tabs.setTabText(tabs.indexOf(self), self.title())
        if getattr(self, "_settings", None) is not None:
            self.refresh(self._settings)

    def _tabs(self) -> QTabWidget | None:
        w = self.parentWidget()
        while w is not None and not isinstance(w, QTabWidget):
            w = w.parentWidget()
        return w

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def add_routing_page(dialog: SettingsDialog) -> RoutingCapabilityPage:
    """Add the page to a SettingsDialog: a tab, filled from its settings, saved with them."""
    page = RoutingCapabilityPage(dialog)
    dialog.tabs.addTab(page, page.title())
    page.refresh(dialog.settings)
    dialog.applied.connect(page.save)
    dialog.applied.connect(page.refresh)
    return page
