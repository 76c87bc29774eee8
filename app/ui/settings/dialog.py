"""Settings: cloud provider, privacy policy, routing, local models, interface.

The API key goes to the OS keyring through :mod:`app.core.keychain` and nowhere else: it is never
written to the settings file, never shown again after saving, never logged. When no secure keyring
backend exists the dialog says so plainly, with the fix, and saves everything except the key.

Signals:
    applied(object): the saved :class:`app.core.config.Settings`; the window applies language,
    theme and mode from it at once.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from app.core.config import (
    MODES,
    TRUST_ZONES,
    RoutingSettings,
    Settings,
    endpoints_problem,
    save_settings,
)
from app.core.ranges import range_of
from app.ui.base.bridge import AsyncBridge
from app.ui.base.choice_words import mode_name, name_items, theme_name, zone_name
from app.ui.base.i18n import LANGUAGES
from app.ui.base.theme import THEMES
from app.ui.settings import cloud_status
from app.ui.settings.endpoints_page import EndpointsEditor
from app.ui.settings.key_age_hint import key_age_hint
from app.ui.settings.models_page import ModelsPage
from app.ui.settings.policy_table import EntityPolicyForm, PolicyTable, PrivacyPage
from app.ui.settings.routing_page import add_routing_page
from app.ui.settings.tools_page import add_tools_page
from app.ui.voice.settings_page import VoiceSettingsPage

if TYPE_CHECKING:  # the cloud client pulls in httpx
    from app.core.engines.cloud_llm import Preset


def provider_presets() -> dict[str, Preset]:
    """The cloud presets (lazy: the cloud client pulls in httpx)."""
    from app.core.engines.cloud_llm import PRESETS

    return dict(PRESETS)


class SettingsDialog(QDialog):
    """Signals: ``applied(Settings)`` when the settings file is written; ``key_saved(bool)`` when
    a typed key was stored in the keyring (True) or could not be (False). Every keyring call
    (D-Bus; it may wait on an unlock prompt) runs on the bridge's serial worker, never on the GUI
    thread (docs/ARCHITECTURE.md §7)."""

    applied = Signal(object)
    key_saved = Signal(bool)

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
            self.provider.addItem(cloud_status.provider_name(name), name)
        self.base_url = QLineEdit(settings.cloud.base_url, self)
        self.model = QLineEdit(settings.cloud.model, self)
        self.trust_zone = QComboBox(self)
        for zone in TRUST_ZONES:
            self.trust_zone.addItem(zone, zone)
        self.api_key = QLineEdit(self)
        self.api_key.setObjectName("apiKeyEdit")
        self.api_key.setEchoMode(QLineEdit.EchoMode.Password)
        self.show_key = QPushButton(self)
        self.show_key.setObjectName("showKeyButton")
        self.show_key.setCheckable(True)
        self.show_key.toggled.connect(self._show_key)
        self.remove_key = QPushButton(self)
        self.remove_key.setObjectName("removeKeyButton")
        self.remove_key.clicked.connect(self.delete_key)
        key_row = QHBoxLayout()
        key_row.addWidget(self.show_key)
        key_row.addWidget(self.remove_key)
        key_row.addStretch(1)
        self.env_status = QLabel(self)
        self.env_status.setObjectName("envStatus")
        self.env_status.setWordWrap(True)
        self.models: tuple[str, ...] = ()
        self.keyring_status = QLabel(self)
        self.keyring_status.setObjectName("keyringStatus")
        self.keyring_status.setWordWrap(True)
        self.preconnect = QCheckBox(self)
        self.preconnect.setObjectName("preconnectCheck")
        self.preconnect.setChecked(settings.cloud.preconnect)
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
        self.cloud_form.addRow("", key_row)
        self.cloud_form.addRow("", self.preconnect)
        test_row = QHBoxLayout()
        test_row.addWidget(self.test_button)
        test_row.addWidget(self.test_result, 1)
        cloud = QWidget(self)
        cloud_layout = QVBoxLayout(cloud)
        cloud_layout.addWidget(self.env_status)
        cloud_layout.addLayout(self.cloud_form)
        cloud_layout.addWidget(self.keyring_status)
        cloud_layout.addLayout(test_row)
        # Further endpoints ([[endpoints]]): a team's server, a second provider (issue 26).
        self.endpoints_title = QLabel(self)
        self.endpoints_title.setObjectName("endpointsTitle")
        bold = self.endpoints_title.font()
        bold.setBold(True)
        self.endpoints_title.setFont(bold)
        self.endpoints = EndpointsEditor(settings.endpoints, bridge, self)
        cloud_layout.addSpacing(6)
        cloud_layout.addWidget(self.endpoints_title)
        cloud_layout.addWidget(self.endpoints, 1)

        # privacy
        self.policy = PolicyTable(settings.privacy.policy, self)
        self.entities = EntityPolicyForm(settings.privacy.entities, self)

        # routing
        self.mode = QComboBox(self)
        for mode in MODES:
            self.mode.addItem(mode, mode)
        self._select(self.mode, settings.routing.default_mode)
        self.budget = QDoubleSpinBox(self)
        self.budget.setRange(*range_of(RoutingSettings, "daily_budget_usd"))
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
        # The built-in speech models, each with what it costs (retranslate); the field is
        # editable: a faster-whisper model folder may be typed instead.
        self.asr_model = QComboBox(self)
        self.asr_model.setObjectName("asrModelCombo")
        self.asr_model.setEditable(True)
        for name in ("auto", "tiny.en", "base"):
            self.asr_model.addItem(name, name)
        if self.asr_model.findData(settings.local.asr_model) < 0:
            self.asr_model.addItem(settings.local.asr_model, settings.local.asr_model)
        self._select(self.asr_model, settings.local.asr_model)
        self.asr_language = QComboBox(self)
        for lang in ("auto", "en", "zh"):
            self.asr_language.addItem(lang, lang)
        self._select(self.asr_language, settings.local.asr_language)
        self.zh_script = QComboBox(self)
        self.zh_script.setObjectName("zhScriptCombo")
        for script in ("simplified", "traditional"):
            self.zh_script.addItem(script, script)
        self._select(self.zh_script, settings.local.zh_script)
        self.local_form = QFormLayout()
        self._row(self.local_form, llm_row)
        self._row(self.local_form, self.asr_model)
        self._row(self.local_form, self.asr_language)
        self._row(self.local_form, self.zh_script)
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

        # The cloud form and the endpoint list outgrow a small screen: scroll, never squeeze.
        cloud_scroll = QScrollArea(self)
        cloud_scroll.setObjectName("cloudScroll")
        cloud_scroll.setWidgetResizable(True)
        cloud_scroll.setFrameShape(QFrame.Shape.NoFrame)
        cloud_scroll.setWidget(cloud)
        for page in (
            cloud_scroll,
            PrivacyPage(self.policy, self, self.entities),
            routing,
            local,
            self.models_page,
            interface,
        ):
            self.tabs.addTab(page, "")
        self.capabilities = add_routing_page(self)  # quality / cost and capability records
        self.voice_page = VoiceSettingsPage(settings.voice, self)  # app/ui/voice/settings_page.py
        self.tabs.addTab(self.voice_page, "")
        self.tools_page = add_tools_page(
            self
        )  # MCP servers and tools (app/ui/settings/tools_page.py)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Save
            | QDialogButtonBox.StandardButton.Apply
            | QDialogButtonBox.StandardButton.Cancel,
            self,
        )
        self.buttons.accepted.connect(self._save_and_close)
        self.buttons.rejected.connect(self.reject)
        apply_button = self.buttons.button(QDialogButtonBox.StandardButton.Apply)
        apply_button.clicked.connect(lambda: self.save())
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)
        self.resize(760, 680)
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

    def _asr_model_value(self) -> str:
        """The chosen built-in model's name, or the folder typed into the field."""
        text = self.asr_model.currentText().strip()
        index = self.asr_model.findText(text)
        if index >= 0:
            return str(self.asr_model.itemData(index))
        return text or "auto"

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
        """Ask the keyring (off the GUI thread: D-Bus, maybe an unlock prompt) about the key."""
        provider = str(self.provider.currentData())

        def look() -> tuple[bool, bool, str, bool]:
            from app.core.keychain import backend_info

            text, ok = cloud_status.key_status(provider)
            return backend_info().secure, cloud_status.has_stored_key(provider), text, ok

        self.bridge.run_blocking(
            "keyring-status", look, on_result=lambda found: self._show_keyring(*found), serial=True
        )

    def _show_keyring(self, secure: bool, stored: bool, text: str, ok: bool) -> None:
        if not isValid(self):  # the dialog closed while the keyring answered
            return
        self.api_key.setEnabled(secure)
        self.remove_key.setEnabled(stored)
        hint = key_age_hint(self, str(self.provider.currentData()), self.settings) if stored else ""
        self.keyring_status.setText(text + hint)
        self.keyring_status.setProperty("ok", ok)
        env = cloud_status.env_cloud()
        self.env_status.setVisible(env.active)
        if env.active:
            self.env_status.setText(cloud_status.env_summary(env))
            self.base_url.setPlaceholderText(env.base_url)
            self.model.setPlaceholderText(env.model)

    def _show_key(self, on: bool) -> None:
        """Show what is typed in the key field (a stored key is never read back)."""
        mode = QLineEdit.EchoMode.Normal if on else QLineEdit.EchoMode.Password
        self.api_key.setEchoMode(mode)
        self._name_show_key()

    def _name_show_key(self) -> None:
        """The button says what it will do: Show while the key is hidden, Hide while shown."""
        shown = self.show_key.isChecked()
        self.show_key.setText(self.tr("Hide") if shown else self.tr("Show"))
        self.show_key.setToolTip(
            self.tr("Hide the key you are typing")
            if shown
            else self.tr("Show the key you are typing")
        )

    def delete_key(self) -> None:
        """Remove the stored key (off the GUI thread), then show the keyring's state again."""
        provider = str(self.provider.currentData())

        def remove() -> None:
            from app.core.keychain import delete_api_key

            delete_api_key(provider)

        def failed(exc: BaseException) -> None:
            if isValid(self):
                self.keyring_status.setText(
                    self.tr("The key was not removed: %1").replace("%1", str(exc))
                )

        self.bridge.run_blocking(
            "keyring-delete",
            remove,
            on_result=lambda _: self._refresh_keyring() if isValid(self) else None,
            on_error=failed,
            serial=True,
        )

    # ------------------------------------------------------------ save / test

    def collect(self) -> Settings:
        s = copy.deepcopy(self.settings)
        s.cloud.provider = str(self.provider.currentData())
        s.cloud.base_url = self.base_url.text().strip()
        s.cloud.model = self.model.text().strip()
        s.cloud.trust_zone = str(self.trust_zone.currentData())
        s.cloud.preconnect = self.preconnect.isChecked()
        s.endpoints = self.endpoints.endpoints()
        s.privacy.policy = self.policy.policy()
        s.privacy.entities = self.entities.settings()
        s.routing.default_mode = str(self.mode.currentData())
        s.routing.daily_budget_usd = float(self.budget.value())
        s.routing.offline = self.offline.isChecked()
        s.local.llm_model = self.llm_model.text().strip()
        s.local.asr_model = self._asr_model_value()
        s.local.asr_language = str(self.asr_language.currentData())
        s.local.zh_script = str(self.zh_script.currentData())
        s.ui.language = str(self.language.currentData())
        s.ui.theme = str(self.theme.currentData())
        s.ui.send_on_speech_end = self.send_on_speech_end.isChecked()
        self.voice_page.apply_to(s)
        return s

    def save(self, then: Callable[[bool], None] | None = None) -> None:
        """Write settings (atomically) now; a typed key goes to the keyring (only there) in the
        background. ``then(ok)`` runs when that is settled: False when the key was not saved."""
        s = self.collect()
        problem = endpoints_problem(s)
        if problem:  # one clear line, nothing written, nothing lost
            self.tabs.setCurrentIndex(0)
            self.endpoints.status.setText(self.tr("Not saved: %1").replace("%1", problem))
            if then is not None:
                then(False)
            return
        save_settings(s)
        self.settings = s
        self.applied.emit(s)
        self._save_endpoint_keys(s)
        key = self.api_key.text().strip()
        if not key:
            self._refresh_keyring()
            if then is not None:
                then(True)
            return
        provider = s.cloud.provider

        def store() -> str | None:
            from app.core.keychain import SecretsUnavailable, set_api_key

            try:
                set_api_key(provider, key)
            except SecretsUnavailable as exc:
                return str(exc)
            return None

        def settled(problem: str | None) -> None:
            if not isValid(self):
                return
            if problem is None:
                self.api_key.clear()
                self._refresh_keyring()
            else:
                self.keyring_status.setText(
                    self.tr("The key was NOT saved: %1").replace("%1", problem)
                )
            self.key_saved.emit(problem is None)
            if then is not None:
                then(problem is None)

        self.bridge.run_blocking("keyring-save", store, on_result=settled, serial=True)

    def _save_endpoint_keys(self, s: Settings) -> None:
        """Typed endpoint keys into the keyring under each endpoint's name, and removed
        endpoints' keys out of it (never the ``[cloud]`` provider's), on the serial worker."""
        keys = self.endpoints.typed_keys()
        gone = self.endpoints.removed_names() - {s.cloud.provider} - {e.name for e in s.endpoints}
        self.endpoints.saved()
        if not keys and not gone:
            return

        def store() -> str | None:
            from app.core.keychain import SecretsUnavailable, delete_api_key, set_api_key

            try:
                for name, key in keys.items():
                    set_api_key(name, key)
                for name in gone:
                    delete_api_key(name)
            except SecretsUnavailable as exc:
                return str(exc)
            return None

        def settled(problem: str | None) -> None:
            if isValid(self) and problem is not None:
                self.endpoints.status.setText(
                    self.tr("The key was NOT saved: %1").replace("%1", problem)
                )

        self.bridge.run_blocking("keyring-save-endpoints", store, on_result=settled, serial=True)

    def _use_model(self, name: str) -> None:
        """The models page chose a model: save at once, so the window switches to it."""
        self.llm_model.setText(name)
        self.save()
        self.models_page.settings = self.settings

    def _save_and_close(self) -> None:
        self.save(lambda ok: self.accept() if ok else None)

    def start_test(self) -> None:
        # The environment's URL and key override the fields (the page says so): test those.
        env = cloud_status.env_cloud()
        base_url = env.base_url.strip() or self.base_url.text().strip()
        if not base_url:
            self.test_result.setText(self.tr("Enter a base URL first."))
            return
        typed, provider = self.api_key.text().strip(), str(self.provider.currentData())
        if env.key and not typed:
            import os

            typed = os.environ.get(cloud_status.ENV_KEY, "")

        async def test() -> cloud_status.ConnectionResult:
            key: str | None = typed
            if not key:  # the stored key: a keyring call, so on a worker thread
                import asyncio

                from app.core.keychain import get_api_key

                key = await asyncio.to_thread(get_api_key, provider)
            return await cloud_status.check_connection(base_url, key or None)

        self.test_result.setText(self.tr("Testing…"))
        self.bridge.run(
            "settings-test",
            test(),
            on_result=self._tested,
            on_error=lambda exc: self._tested(cloud_status.ConnectionResult(False, str(exc))),
        )

    def _tested(self, result: cloud_status.ConnectionResult) -> None:
        if not result.ok:
            self.test_result.setText(self.tr("Failed: %1").replace("%1", result.message))
            return
        self.test_result.setText(self.tr("Connected."))
        self.models = result.models
        if result.models:
            from PySide6.QtWidgets import QCompleter

            completer = QCompleter(list(result.models), self.model)
            completer.setFilterMode(Qt.MatchFlag.MatchContains)
            self.model.setCompleter(completer)
            self.model.setToolTip(
                self.tr("Models on this server: %1").replace("%1", ", ".join(result.models[:20]))
            )

    # ------------------------------------------------------------ i18n

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.endpoints_title.setText(
            self.tr("More endpoints (after the cloud above, in the order of this list)")
        )
        self.endpoints.retranslate()
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
        self.tabs.setTabText(self.tabs.indexOf(self.voice_page), self.tr("Voice"))
        self.tabs.setTabText(self.tabs.indexOf(self.tools_page), self.tools_page.title())
        self.tools_page.retranslate()
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
                self.tr("Chinese characters"),
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
        self._name_show_key()
        self.remove_key.setText(self.tr("Remove"))
        self.remove_key.setToolTip(self.tr("Remove this provider's key from the keyring"))
        self.offline.setText(self.tr("Offline: never use the network"))
        self.preconnect.setText(self.tr("Connect while I type (sends none of my text)"))
        self.preconnect.setToolTip(
            self.tr(
                "The first cloud answer comes a handshake sooner; the provider sees that a "
                "question is coming"
            )
        )
        self.send_on_speech_end.setText(self.tr("Send when I stop speaking"))
        name_items(self.mode, mode_name)
        name_items(self.theme, theme_name)
        name_items(self.trust_zone, zone_name)
        system = self.language.findData("system")
        if system >= 0:  # every other language is named in its own language
            self.language.setItemText(system, self.tr("Follow the system"))
        name_items(self.provider, cloud_status.provider_name)
        self._retranslate_speech()

    def _retranslate_speech(self) -> None:
        """Speech choices, each with what it costs (bench/bench_asr.py, bench/asr_zh.py)."""
        texts = {
            "auto": self.tr("Automatic: tiny.en for English, base for Chinese (220 MB)"),
            "tiny.en": self.tr("tiny.en: English only, fastest (75 MB)"),
            "base": self.tr("base: English and Chinese (145 MB, about twice as slow)"),
        }
        for i in range(self.asr_model.count()):
            text = texts.get(str(self.asr_model.itemData(i)))
            if text is not None:
                self.asr_model.setItemText(i, text)
        languages = {
            "auto": self.tr("Detect (English or Chinese)"),
            "en": self.tr("English"),
            "zh": self.tr("Chinese (Mandarin)"),
        }
        for i in range(self.asr_language.count()):
            self.asr_language.setItemText(i, languages[str(self.asr_language.itemData(i))])
        scripts = {
            "simplified": self.tr("Simplified (mainland China)"),
            "traditional": self.tr("Traditional (Taiwan, Hong Kong)"),
        }
        for i in range(self.zh_script.count()):
            self.zh_script.setItemText(i, scripts[str(self.zh_script.itemData(i))])
        self.zh_script.setToolTip(self.tr("How Chinese speech is written out"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
