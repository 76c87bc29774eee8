"""Settings → Cloud: the list of further endpoints (``[[endpoints]]``, issue 26 item 1).

Add (from a preset: the LAN servers llama.cpp server, vLLM, Ollama and LM Studio, a public
provider, or custom), test, remove and reorder endpoints; per endpoint its name, provider, base
URL, model, trust zone and abilities. The order is the router's order of preference
(docs/ARCHITECTURE.md §6). A key typed here goes to the OS keyring under the endpoint's name when
the dialog saves (never to the settings file); a keyless LAN preset shows no key field at all, and
a removed endpoint's key is removed from the keyring with it. Every keyring call and the test run
on the dialog's bridge, never on the GUI thread.
"""

from __future__ import annotations

import copy
import functools
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)
from shiboken6 import isValid

from app.core.config import ABILITIES, EndpointSettings
from app.ui.base.choice_words import name_items, zone_name, zone_short
from app.ui.settings import catalog_words, cloud_status

if TYPE_CHECKING:
    from app.ui.base.bridge import AsyncBridge

#: The presets offered first when adding: servers on the team's own network.
LAN = ("llamacpp", "vllm", "ollama", "lmstudio")
ZONES = ("private", "public")


def needs_key(ep: EndpointSettings) -> bool:
    """Whether the endpoint reads a key from the keyring (app/core/routing/registry.py)."""
    from app.core.routing.registry import LAN_PRESETS

    if ep.auth == "none":
        return False
    return not (ep.auth == "auto" and ep.provider in LAN_PRESETS)


class EndpointsEditor(QWidget):
    """The list and the selected endpoint's fields. ``endpoints()`` and ``typed_keys()`` are
    what the dialog saves; ``removed_names()`` the endpoints whose keys go."""

    def __init__(
        self, endpoints: list[EndpointSettings], bridge: AsyncBridge, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("endpointsEditor")
        self.bridge = bridge
        self._items = [copy.deepcopy(e) for e in endpoints]
        self._original = {e.name for e in endpoints}
        self._keys: dict[int, str] = {}  # id(item) -> a key typed for it
        self._loading = False
        from app.core.engines.cloud_llm import PRESETS

        self.presets = PRESETS
        self.list = QListWidget(self)
        self.list.setObjectName("endpointList")
        self.list.currentRowChanged.connect(self._show)
        self.add_button = QToolButton(self)
        self.add_button.setObjectName("addEndpoint")
        self.add_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.add_menu = QMenu(self)
        self.add_button.setMenu(self.add_menu)
        self.remove_button = QPushButton(self)
        self.remove_button.setObjectName("removeEndpoint")
        self.remove_button.clicked.connect(self.remove_current)
        self.up_button = QPushButton(self)
        self.up_button.setObjectName("endpointUp")
        self.up_button.clicked.connect(lambda: self.move_current(-1))
        self.down_button = QPushButton(self)
        self.down_button.setObjectName("endpointDown")
        self.down_button.clicked.connect(lambda: self.move_current(1))
        self.test_button = QPushButton(self)
        self.test_button.setObjectName("testEndpoint")
        self.test_button.clicked.connect(self.test_current)
        buttons = QHBoxLayout()
        for b in (self.add_button, self.remove_button, self.up_button, self.down_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        buttons.addWidget(self.test_button)

        self.name = QLineEdit(self)
        self.name.setObjectName("endpointName")
        self.provider = QComboBox(self)
        self.provider.setObjectName("endpointProvider")
        for name in self.presets:
            self.provider.addItem(cloud_status.provider_name(name), name)
        self.base_url = QLineEdit(self)
        self.base_url.setObjectName("endpointBaseUrl")
        self.model = QLineEdit(self)
        self.model.setObjectName("endpointModel")
        self.zone = QComboBox(self)
        self.zone.setObjectName("endpointZone")
        for z in ZONES:
            self.zone.addItem(z, z)
        self.abilities: dict[str, QCheckBox] = {}
        grid = QGridLayout()
        for i, ability in enumerate(ABILITIES):
            box = QCheckBox(ability, self)
            box.setObjectName(f"ability_{ability}")
            box.toggled.connect(self._edited)
            self.abilities[ability] = box
            grid.addWidget(box, i // 4, i % 4)
        self.key = QLineEdit(self)
        self.key.setObjectName("endpointKey")
        self.key.setEchoMode(QLineEdit.EchoMode.Password)
        self.key_hint = QLabel(self)
        self.key_hint.setObjectName("endpointKeyHint")
        self.key_hint.setWordWrap(True)
        self.status = QLabel(self)
        self.status.setObjectName("endpointStatus")
        self.status.setWordWrap(True)
        self.form = QFormLayout()
        self._labels = [QLabel(self) for _ in range(7)]
        fields: list[QWidget] = [self.name, self.provider, self.base_url, self.model, self.zone]
        for label, widget in zip(self._labels[:5], fields, strict=True):
            self.form.addRow(label, widget)
            label.setBuddy(widget)
        self.form.addRow(self._labels[5], grid)
        self.form.addRow(self._labels[6], self.key)
        self._labels[6].setBuddy(self.key)
        self.form.addRow("", self.key_hint)
        self.details = QWidget(self)
        self.details.setLayout(self.form)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        row.addWidget(self.list, 2)
        row.addWidget(self.details, 3)
        layout.addLayout(buttons)
        layout.addLayout(row)
        layout.addWidget(self.status)

        for w in (self.name, self.base_url, self.model):
            w.textEdited.connect(self._edited)
        self.key.textEdited.connect(self._key_typed)
        self.provider.currentIndexChanged.connect(self._provider_chosen)
        self.zone.currentIndexChanged.connect(self._edited)
        self._fill()
        self.retranslate()

    # ------------------------------------------------------------ the list

    def _label(self, ep: EndpointSettings) -> str:
        return f"{ep.name or '?'} · {zone_short(ep.trust_zone)}"

    def _where(self, ep: EndpointSettings) -> str:
        return ep.base_url or self.presets.get(ep.provider, self.presets["custom"]).base_url

    def _set_row(self, row: int, ep: EndpointSettings) -> None:
        item = self.list.item(row)
        if item is not None:
            item.setText(self._label(ep))
            item.setToolTip(self._where(ep))

    def _fill(self, row: int = 0) -> None:
        self.list.clear()
        for i, ep in enumerate(self._items):
            self.list.addItem(self._label(ep))
            self._set_row(i, ep)
        if self._items:
            self.list.setCurrentRow(max(0, min(row, len(self._items) - 1)))
        else:
            self._show(-1)

    def _current(self) -> EndpointSettings | None:
        row = self.list.currentRow()
        return self._items[row] if 0 <= row < len(self._items) else None

    def _show(self, row: int) -> None:
        ep = self._items[row] if 0 <= row < len(self._items) else None
        self.details.setEnabled(ep is not None)
        for b in (self.remove_button, self.up_button, self.down_button, self.test_button):
            b.setEnabled(ep is not None)
        self._loading = True
        try:
            self.name.setText(ep.name if ep else "")
            self.base_url.setText(ep.base_url if ep else "")
            self.model.setText(ep.model if ep else "")
            self.provider.setCurrentIndex(
                max(0, self.provider.findData(ep.provider if ep else "custom"))
            )
            self.zone.setCurrentIndex(
                max(0, self.zone.findData(ep.trust_zone if ep else "private"))
            )
            for ability, box in self.abilities.items():
                box.setChecked(bool(ep and ability in ep.abilities))
            self.key.setText(self._keys.get(id(ep), "") if ep else "")
        finally:
            self._loading = False
        self._show_key_field(ep)

    def _show_key_field(self, ep: EndpointSettings | None) -> None:
        keyed = ep is not None and needs_key(ep)
        self.key.setVisible(keyed)
        self._labels[6].setVisible(keyed)
        if ep is None:
            self.key_hint.setText("")
        elif keyed:
            self.key_hint.setText(
                self.tr(
                    "A key typed here is stored in the OS keyring under “%1” when you save."
                ).replace("%1", ep.name)
            )
        else:
            self.key_hint.setText(self.tr("A server on your network: no key is asked for."))

    def _edited(self, *_: object) -> None:
        ep = self._current()
        if ep is None or self._loading:
            return
        ep.name = self.name.text().strip()
        ep.base_url = self.base_url.text().strip()
        ep.model = self.model.text().strip()
        ep.trust_zone = str(self.zone.currentData())
        ep.abilities = [a for a, box in self.abilities.items() if box.isChecked()]
        self._set_row(self.list.currentRow(), ep)
        self._show_key_field(ep)

    def _key_typed(self, text: str) -> None:
        ep = self._current()
        if ep is not None:
            self._keys[id(ep)] = text.strip()

    def _provider_chosen(self) -> None:
        """A preset fills the URL, model and zone it knows (what was typed is replaced)."""
        ep = self._current()
        if ep is None or self._loading:
            return
        name = str(self.provider.currentData())
        ep.provider = name
        preset = self.presets[name]
        if name != "custom":
            ep.base_url, ep.model, ep.trust_zone = preset.base_url, preset.model, preset.trust_zone
        self._show(self.list.currentRow())
        self._set_row(self.list.currentRow(), ep)

    # ------------------------------------------------------------ actions

    def add(self, provider: str) -> EndpointSettings:
        preset = self.presets[provider]
        taken = {e.name for e in self._items}
        base = "endpoint" if provider == "custom" else provider
        name, n = base, 2
        while name in taken:
            name, n = f"{base}-{n}", n + 1
        ep = EndpointSettings(
            name=name,
            base_url=preset.base_url,
            model=preset.model,
            trust_zone=preset.trust_zone if provider != "custom" else "private",
            provider=provider,
        )
        self._items.append(ep)
        self._fill(len(self._items) - 1)
        self.name.setFocus()
        return ep

    def remove_current(self) -> None:
        row = self.list.currentRow()
        if 0 <= row < len(self._items):
            ep = self._items.pop(row)
            self._keys.pop(id(ep), None)
            self._fill(row)

    def move_current(self, step: int) -> None:
        row = self.list.currentRow()
        to = row + step
        if 0 <= row < len(self._items) and 0 <= to < len(self._items):
            self._items[row], self._items[to] = self._items[to], self._items[row]
            self._fill(to)

    def test_current(self) -> None:
        """GET /models on the selected endpoint (its typed or stored key), off the GUI thread."""
        ep = self._current()
        if ep is None:
            return
        base_url = self._where(ep)
        if not base_url:
            self.status.setText(self.tr("Enter a base URL first."))
            return
        typed, name, keyed = self._keys.get(id(ep), ""), ep.name, needs_key(ep)

        async def test() -> cloud_status.ConnectionResult:
            key: str | None = typed or None
            if keyed and not key:
                import asyncio

                from app.core.keychain import get_api_key

                key = await asyncio.to_thread(get_api_key, name, env=False)
            return await cloud_status.check_connection(base_url, key if keyed else None)

        self.status.setText(self.tr("Testing %1…").replace("%1", name))

        def done(result: cloud_status.ConnectionResult) -> None:
            if not isValid(self):
                return
            if result.ok:
                models = ", ".join(result.models[:5])
                text = self.tr("%1: connected.").replace("%1", name)
                self.status.setText(text + (f" ({models})" if models else ""))
            else:
                self.status.setText(
                    self.tr("%1: failed: %2").replace("%1", name).replace("%2", result.message)
                )

        self.bridge.run(
            "settings-test-endpoint",
            test(),
            on_result=done,
            on_error=lambda exc: done(cloud_status.ConnectionResult(False, str(exc))),
        )

    # ------------------------------------------------------------ what the dialog saves

    def endpoints(self) -> list[EndpointSettings]:
        return [copy.deepcopy(e) for e in self._items]

    def typed_keys(self) -> dict[str, str]:
        """Endpoint name -> a key typed for it (only endpoints that read one)."""
        return {
            e.name: self._keys[id(e)] for e in self._items if self._keys.get(id(e)) and needs_key(e)
        }

    def removed_names(self) -> set[str]:
        return self._original - {e.name for e in self._items}

    def saved(self) -> None:
        """The settings file now holds this list: typed keys are in flight, names are current."""
        self._original = {e.name for e in self._items}
        self._keys.clear()
        self.key.clear()

    # ------------------------------------------------------------ i18n

    def retranslate(self) -> None:
        self.add_button.setText(self.tr("Add"))
        name_items(self.zone, zone_name)
        for row, ep in enumerate(getattr(self, "_items", [])):  # "name · zone" in words
            self._set_row(row, ep)
        for ability, box in self.abilities.items():
            box.setText(catalog_words.ability_name(ability))
        self.add_menu.clear()
        names = {
            "llamacpp": self.tr("llama.cpp server (your network)"),
            "vllm": self.tr("vLLM (your network)"),
            "ollama": self.tr("Ollama (your network)"),
            "lmstudio": self.tr("LM Studio (your network)"),
        }
        for p in LAN:
            self.add_menu.addAction(names[p], functools.partial(self.add, p))
        self.add_menu.addSeparator()
        for p in self.presets:
            if p not in LAN and p != "custom":
                self.add_menu.addAction(
                    cloud_status.provider_name(p), functools.partial(self.add, p)
                )
        self.add_menu.addAction(self.tr("Custom"), lambda: self.add("custom"))
        self.remove_button.setText(self.tr("Remove"))
        self.up_button.setText(self.tr("Up"))
        self.up_button.setToolTip(self.tr("Try this endpoint earlier"))
        self.down_button.setText(self.tr("Down"))
        self.down_button.setToolTip(self.tr("Try this endpoint later"))
        self.test_button.setText(self.tr("Test"))
        for label, text in zip(
            self._labels,
            (
                self.tr("Name"),
                self.tr("Provider"),
                self.tr("Base URL"),
                self.tr("Model"),
                self.tr("Trust zone"),
                self.tr("Abilities"),
                self.tr("API key"),
            ),
            strict=True,
        ):
            label.setText(text)
        self.zone.setToolTip(
            self.tr(
                "private: a server your team runs (it may receive confidential questions, as the "
                "privacy policy allows); public: a provider on the internet"
            )
        )
        self.key.setPlaceholderText(self.tr("Paste a key to store it in the OS keyring"))
        self.list.setAccessibleName(self.tr("Endpoints, in the order they are tried"))
        self._show_key_field(self._current())
        self.list.setToolTip(self.tr("The router prefers endpoints higher in this list"))
