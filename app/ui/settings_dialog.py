"""Settings: cloud provider, privacy policy, routing, local models, interface.

The API key goes to the OS keyring through :mod:`app.core.secrets` and nowhere else: it is never
written to the settings file, never shown again after saving, never logged. When no secure keyring
backend exists the dialog says so plainly, with the fix, and saves everything except the key.

Signals:
    applied(object): the saved :class:`app.core.config.Settings`; the window applies language,
    theme and mode from it at once.
"""

from __future__ import annotations

import copy
from typing import Any

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from app.core.config import MODES, TRUST_ZONES, Settings, save_settings
from app.ui.bridge import AsyncBridge
from app.ui.i18n import LANGUAGES
from app.ui.policy_table import PolicyTable
from app.ui.settings_models_page import ModelsPage
from app.ui.theme import THEMES


def provider_presets() -> dict[str, Any]:
    """The cloud presets (lazy: the cloud client pulls in httpx)."""
    from app.core.engines.cloud_llm import PRESETS

    return dict(PRESETS)


async def check_connection(base_url: str, api_key: str | None) -> str:
    """GET {base_url}/models: "ok", or a short reason. The key goes only into the header."""
    import httpx

    from app.core.engines.cloud_llm import normalise_base_url

    headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
    try:
        async with httpx.AsyncClient(timeout=8.0) as client:
            url = f"{normalise_base_url(base_url)}/models"  # the same root the cloud client uses
            response = await client.get(url, headers=headers)
    except httpx.HTTPError as exc:
        return type(exc).__name__
    if response.status_code in (401, 403):
        return f"HTTP {response.status_code}: key rejected"
    if response.status_code >= 400:
        return f"HTTP {response.status_code}"
    return "ok"


class SettingsDialog(QDialog):
    applied = Signal(object)

    def __init__(
        self, settings: Settings, bridge: AsyncBridge, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.settings = copy.deepcopy(settings)
        self.bridge = bridge
        self.presets = provider_presets()
        self.tabs = QTabWidget(self)

        # cloud
        self.provider = QComboBox(self)
        for name in self.presets:
            self.provider.addItem(name, name)
        self.base_url = QLineEdit(settings.cloud.base_url, self)
        self.model = QLineEdit(settings.cloud.model, self)
        self.trust_zone = QComboBox(self)
        for zone in TRUST_ZONES:
            self.trust_zone.addItem(zone, zone)
        self.api_key = QLineEdit(self)
        self.api_key.setObjectName("apiKeyEdit")
        self.api_key.setEchoMode(QLineEdit.EchoMode.Password)
        self.keyring_status = QLabel(self)
        self.keyring_status.setObjectName("keyringStatus")
        self.keyring_status.setWordWrap(True)
        self.test_button = QPushButton(self)
        self.test_button.clicked.connect(self.start_test)
        self.test_result = QLabel(self)
        self.test_result.setObjectName("testResult")
        self._select(self.provider, settings.cloud.provider)
        self._select(self.trust_zone, settings.cloud.trust_zone)
        self.provider.currentIndexChanged.connect(self._preset_chosen)
        self.cloud_form = QFormLayout()
        self._row(self.cloud_form, self.provider)
        self._row(self.cloud_form, self.base_url)
        self._row(self.cloud_form, self.model)
        self._row(self.cloud_form, self.trust_zone)
        self._row(self.cloud_form, self.api_key)
        test_row = QHBoxLayout()
        test_row.addWidget(self.test_button)
        test_row.addWidget(self.test_result, 1)
        cloud = QWidget(self)
        cloud_layout = QVBoxLayout(cloud)
        cloud_layout.addLayout(self.cloud_form)
        cloud_layout.addWidget(self.keyring_status)
        cloud_layout.addLayout(test_row)
        cloud_layout.addStretch(1)

        # privacy
        self.policy = PolicyTable(settings.privacy.policy, self)

        # routing
        self.mode = QComboBox(self)
        for mode in MODES:
            self.mode.addItem(mode, mode)
        self._select(self.mode, settings.routing.default_mode)
        self.budget = QDoubleSpinBox(self)
        self.budget.setRange(0.0, 1000.0)
        self.budget.setDecimals(2)
        self.budget.setPrefix("$ ")
        self.budget.setValue(settings.routing.daily_budget_usd)
        self.offline = QCheckBox(self)
        self.offline.setObjectName("offlineCheck")
        self.offline.setChecked(settings.routing.offline)
        self.routing_form = QFormLayout()
        self._row(self.routing_form, self.mode)
        self._row(self.routing_form, self.budget)
        self._row(self.routing_form, self.offline)
        routing = QWidget(self)
        routing.setLayout(self.routing_form)

        # local models
        self.llm_model = QLineEdit(settings.local.llm_model, self)
        self.llm_browse = QPushButton(self)
        self.llm_browse.clicked.connect(self._browse_llm)
        llm_row = QHBoxLayout()
        llm_row.addWidget(self.llm_model, 1)
        llm_row.addWidget(self.llm_browse)
        self.asr_model = QComboBox(self)
        self.asr_model.setEditable(True)
        for name in ("auto", "tiny.en", "base"):
            self.asr_model.addItem(name, name)
        self.asr_model.setCurrentText(settings.local.asr_model)
        self.asr_language = QComboBox(self)
        for lang in ("auto", "en", "zh"):
            self.asr_language.addItem(lang, lang)
        self._select(self.asr_language, settings.local.asr_language)
        self.local_form = QFormLayout()
        self._row(self.local_form, llm_row)
        self._row(self.local_form, self.asr_model)
        self._row(self.local_form, self.asr_language)
        local = QWidget(self)
        local.setLayout(self.local_form)

        # interface
        self.language = QComboBox(self)
        self.language.setObjectName("languageCombo")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self._select(self.language, settings.ui.language)
        self.theme = QComboBox(self)
        self.theme.setObjectName("themeCombo")
        for theme in THEMES:
            self.theme.addItem(theme, theme)
        self._select(self.theme, settings.ui.theme)
        self.send_on_speech_end = QCheckBox(self)
        self.send_on_speech_end.setChecked(settings.ui.send_on_speech_end)
        self.ui_form = QFormLayout()
        self._row(self.ui_form, self.language)
        self._row(self.ui_form, self.theme)
        self._row(self.ui_form, self.send_on_speech_end)
        interface = QWidget(self)
        interface.setLayout(self.ui_form)

        # model catalog: download, switch, remove (issue 12)
        self.models_page = ModelsPage(self.settings, bridge, self)
        self.models_page.use_requested.connect(self._use_model)
        self.finished.connect(self.models_page.shutdown)

        for page in (cloud, self.policy, routing, local, self.models_page, interface):
            self.tabs.addTab(page, "")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save
            | QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.Cancel,
            self,
        )
        self.buttons.accepted.connect(self._save_and_close)
        self.buttons.rejected.connect(self.reject)
        apply_button = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        apply_button.clicked.connect(self.save)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)
        self.resize(720, 520)
        self.retranslate()
        self._refresh_keyring()

    # ------------------------------------------------------------ helpers

    def _row(self, form: QFormLayout, field: QWidget | QHBoxLayout) -> None:
        """A row with its own label (translated in retranslate); the label is the field's buddy,
        so Alt+letter and screen readers reach the field."""
        label = QLabel(self)
        form.addRow(label, field)
        if isinstance(field, QWidget):
            label.setBuddy(field)

    @staticmethod
    def _select(combo: QComboBox, value: str) -> None:
        index = combo.findData(value)
        if index >= 0:
            combo.setCurrentIndex(index)

    def _preset_chosen(self) -> None:
        preset = self.presets.get(str(self.provider.currentData()))
        if preset is None:
            return
        self.base_url.setText(preset.base_url)
        self.model.setText(preset.model)
        self._select(self.trust_zone, preset.trust_zone)
        self._refresh_keyring()

    def _browse_llm(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Local model file"), "", self.tr("GGUF models (*.gguf)")
        )
        if path:
            self.llm_model.setText(path)

    def _refresh_keyring(self) -> None:
        from app.core.secrets import backend_info, get_api_key

        info = backend_info()
        provider = str(self.provider.currentData())
        if not info.secure:
            self.api_key.setEnabled(False)
            self.keyring_status.setText(
                self.tr("No secure keyring: API keys cannot be saved. Fix: %1").replace(
                    "%1", info.detail
                )
            )
            self.keyring_status.setProperty("ok", False)
            return
        self.api_key.setEnabled(True)
        stored = get_api_key(provider) is not None
        self.keyring_status.setProperty("ok", True)
        self.keyring_status.setText(
            (
                self.tr("A key is stored in the keyring (%1).")
                if stored
                else self.tr("Keys are stored in the keyring (%1), never in a file.")
            ).replace("%1", info.name)
        )

    # ------------------------------------------------------------ save / test

    def collect(self) -> Settings:
        s = copy.deepcopy(self.settings)
        s.cloud.provider = str(self.provider.currentData())
        s.cloud.base_url = self.base_url.text().strip()
        s.cloud.model = self.model.text().strip()
        s.cloud.trust_zone = str(self.trust_zone.currentData())
        s.privacy.policy = self.policy.policy()
        s.routing.default_mode = str(self.mode.currentData())
        s.routing.daily_budget_usd = float(self.budget.value())
        s.routing.offline = self.offline.isChecked()
        s.local.llm_model = self.llm_model.text().strip()
        s.local.asr_model = self.asr_model.currentText().strip() or "auto"
        s.local.asr_language = str(self.asr_language.currentData())
        s.ui.language = str(self.language.currentData())
        s.ui.theme = str(self.theme.currentData())
        s.ui.send_on_speech_end = self.send_on_speech_end.isChecked()
        return s

    def save(self) -> bool:
        """Write settings (atomically) and the key (keyring only). False when the key failed."""
        from app.core.secrets import SecretsUnavailable, set_api_key

        s = self.collect()
        save_settings(s)
        self.settings = s
        ok = True
        key = self.api_key.text().strip()
        if key:
            try:
                set_api_key(s.cloud.provider, key)
                self.api_key.clear()
            except SecretsUnavailable as exc:
                ok = False
                self.keyring_status.setText(
                    self.tr("The key was NOT saved: %1").replace("%1", str(exc))
                )
        if ok:
            self._refresh_keyring()
        self.applied.emit(s)
        return ok

    def _use_model(self, name: str) -> None:
        """The models page chose a model: save at once, so the window switches to it."""
        self.llm_model.setText(name)
        self.save()
        self.models_page.settings = self.settings

    def _save_and_close(self) -> None:
        if self.save():
            self.accept()

    def start_test(self) -> None:
        from app.core.secrets import get_api_key

        base_url = self.base_url.text().strip()
        if not base_url:
            self.test_result.setText(self.tr("Enter a base URL first."))
            return
        key = self.api_key.text().strip() or get_api_key(str(self.provider.currentData()))
        self.test_result.setText(self.tr("Testing…"))
        self.bridge.run(
            "settings-test",
            check_connection(base_url, key),
            on_result=self._tested,
            on_error=lambda exc: self._tested(type(exc).__name__),
        )

    def _tested(self, result: str) -> None:
        self.test_result.setText(
            self.tr("Connected.") if result == "ok" else self.tr("Failed: %1").replace("%1", result)
        )

    # ------------------------------------------------------------ i18n

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        for i, title in enumerate(
            (
                self.tr("Cloud"),
                self.tr("Privacy"),
                self.tr("Routing"),
                self.tr("Local models"),
                self.tr("Model library"),
                self.tr("Interface"),
            )
        ):
            self.tabs.setTabText(i, title)
        labels = {
            self.cloud_form: (
                self.tr("Provider"),
                self.tr("Base URL"),
                self.tr("Model"),
                self.tr("Trust zone"),
                self.tr("API key"),
            ),
            self.routing_form: (self.tr("Default mode"), self.tr("Daily budget"), ""),
            self.local_form: (
                self.tr("Local model file"),
                self.tr("Speech model"),
                self.tr("Speech language"),
            ),
            self.ui_form: (self.tr("Language"), self.tr("Theme"), ""),
        }
        for form, texts in labels.items():
            for row, text in enumerate(texts):
                item = form.itemAt(row, QFormLayout.ItemRole.LabelRole)
                label = item.widget() if item is not None else None
                if isinstance(label, QLabel):
                    label.setText(text)
                field = form.itemAt(row, QFormLayout.ItemRole.FieldRole)
                widget = field.widget() if field is not None else None
                if widget is not None and text:
                    widget.setAccessibleName(text)
        self.api_key.setPlaceholderText(self.tr("Paste a key to store it in the OS keyring"))
        self.llm_model.setPlaceholderText(self.tr("Bundled SmolLM2-135M"))
        self.llm_browse.setText(self.tr("Browse…"))
        self.test_button.setText(self.tr("Test connection"))
        self.offline.setText(self.tr("Offline: never use the network"))
        self.send_on_speech_end.setText(self.tr("Send when I stop speaking"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
