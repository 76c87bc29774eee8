"""Settings → Tools (docs/ARCHITECTURE.md §16): the MCP servers of ``mcp.json`` and their tools,
each server on or off, each tool offered or not and auto-approved or not; import the servers of
another client's file.

Starting servers to list their tools is async work on the bridge (a server that hangs costs its
10 s bound, off the GUI thread, and is one line under the list); reading and writing ``mcp.json``
runs on the bridge's workers. The choices are written when the dialog's settings are saved.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.ui.base.bridge import AsyncBridge

if TYPE_CHECKING:
    from app.core.config import Settings
    from app.ui.settings.dialog import SettingsDialog

OFFERED, AUTO = 1, 2
_CHECK = {True: Qt.CheckState.Checked, False: Qt.CheckState.Unchecked}


async def _load(path: Path) -> tuple[list[Any], dict[str, list[Any]], list[str]]:
    """The servers, the tools of each enabled one, and one line per server that failed."""
    from app.core.tools.catalog import _server_tools
    from app.core.tools.config import load_servers

    servers = await asyncio.to_thread(load_servers, path)
    enabled = [s for s in servers if not s.disabled]
    results = await asyncio.gather(
        *(_server_tools(s, 10.0) for s in enabled), return_exceptions=True
    )
    tools: dict[str, list[Any]] = {}
    errors: list[str] = []
    for cfg, res in zip(enabled, results, strict=True):
        if isinstance(res, BaseException):
            errors.append(str(res) or f"{cfg.name}: {type(res).__name__}")
        else:
            tools[cfg.name] = res
    return servers, tools, errors


class ToolsPage(QWidget):
    def __init__(
        self, bridge: AsyncBridge, parent: QWidget | None = None, mcp_file: Path | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("toolsPage")
        self.bridge = bridge
        if mcp_file is None:
            from app.core.paths import data_home
            from app.core.tools.config import mcp_path

            mcp_file = mcp_path(data_home())
        self.mcp_file = mcp_file
        self.loaded = False  # the tree shows what the file says (nothing is saved before)
        self._note = ""  # a line to show once the list is in (what an import added)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("toolsTree")
        self.tree.setColumnCount(4)
        self.status = QLabel(self)
        self.status.setObjectName("toolsStatus")
        self.status.setWordWrap(True)
        self.refresh_button = QPushButton(self)
        self.import_button = QPushButton(self)
        self.refresh_button.clicked.connect(self.refresh)
        self.import_button.clicked.connect(self.import_file)
        row = QHBoxLayout()
        row.addWidget(self.refresh_button)
        row.addWidget(self.import_button)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addWidget(self.tree, 1)
        layout.addWidget(self.status)
        layout.addLayout(row)
        self.retranslate()

    def title(self) -> str:
        return self.tr("Tools")

    def retranslate(self) -> None:
        self.intro.setText(
            self.tr(
                "Tools the cloud model may ask for. They run on this device; what they return "
                "passes the privacy gate before it goes back. A tool that is not auto-approved "
                "asks you first. Servers are listed from %1."
            ).replace("%1", str(self.mcp_file))
        )
        self.tree.setHeaderLabels(
            [self.tr("Server / tool"), self.tr("Offered"), self.tr("Auto-approve"), ""]
        )
        self.refresh_button.setText(self.tr("Refresh"))
        self.import_button.setText(self.tr("Import from another app…"))

    # ------------------------------------------------------------ list

    def refresh(self) -> None:
        self.status.setText(self.tr("Starting the servers to list their tools…"))
        self.bridge.run(
            "tools-page", _load(self.mcp_file), on_result=self._fill, on_error=self._failed
        )

    def _failed(self, exc: BaseException) -> None:
        self.status.setText(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)

    def _fill(self, loaded: tuple[list[Any], dict[str, list[Any]], list[str]]) -> None:
        from app.core.tools.catalog import BUILTIN_TOOLS

        servers, tools, errors = loaded
        self.tree.clear()
        builtin = QTreeWidgetItem(self.tree, [self.tr("Built-in (on this device)")])
        said = {  # the built-in tools' descriptions in the UI's language (the model gets English)
            "calculator": self.tr("Evaluate an arithmetic expression on the device"),
            "datetime": self.tr("The device's current date and time"),
        }
        for t in BUILTIN_TOOLS:
            item = QTreeWidgetItem(builtin, [t.name, "", "", said.get(t.name, t.description)])
            item.setText(OFFERED, self.tr("always"))
            item.setText(AUTO, self.tr("always"))
        for cfg in servers:
            where = cfg.command or cfg.url or ""
            top = QTreeWidgetItem(self.tree, [cfg.name, "", "", where])
            top.setData(0, Qt.ItemDataRole.UserRole, ("server", cfg.name))
            top.setFlags(top.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            top.setCheckState(OFFERED, _CHECK[not cfg.disabled])
            for t in tools.get(cfg.name, []):
                item = QTreeWidgetItem(top, [t.name, "", "", t.description])
                item.setData(0, Qt.ItemDataRole.UserRole, ("tool", cfg.name))
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
                item.setCheckState(OFFERED, _CHECK[t.name not in cfg.disabled_tools])
                item.setCheckState(AUTO, _CHECK[t.name in cfg.auto_approve])
            # tools of a disabled or failed server: their choices are kept from the file
            top.setData(1, Qt.ItemDataRole.UserRole, (cfg.auto_approve, cfg.disabled_tools))
        self.tree.expandAll()
        self.tree.resizeColumnToContents(0)
        self.loaded = True
        if not servers:
            self.status.setText(self.tr("No MCP servers: add them to mcp.json, or import a file."))
        else:
            self.status.setText("\n".join([*errors, self._note]).strip())
        self._note = ""

    # ------------------------------------------------------------ save and import

    def choices(self) -> tuple[dict[str, bool], dict[str, set[str]], dict[str, set[str]]]:
        enabled: dict[str, bool] = {}
        auto: dict[str, set[str]] = {}
        off: dict[str, set[str]] = {}
        for i in range(self.tree.topLevelItemCount()):
            top = self.tree.topLevelItem(i)
            data = top.data(0, Qt.ItemDataRole.UserRole) if top is not None else None
            if top is None or not data:
                continue  # the built-ins
            name = data[1]
            enabled[name] = top.checkState(OFFERED) == Qt.CheckState.Checked
            kept_auto, kept_off = top.data(1, Qt.ItemDataRole.UserRole)
            if top.childCount() == 0:  # not listed now: keep what the file says
                auto[name], off[name] = set(kept_auto), set(kept_off)
                continue
            auto[name], off[name] = set(), set()
            for j in range(top.childCount()):
                item = top.child(j)
                if item is None:
                    continue
                if item.checkState(AUTO) == Qt.CheckState.Checked:
                    auto[name].add(item.text(0))
                if item.checkState(OFFERED) != Qt.CheckState.Checked:
                    off[name].add(item.text(0))
        return enabled, auto, off

    def save(self, _settings: Settings | None = None) -> None:
        """Write the choices to mcp.json (on a worker); nothing when the list never loaded."""
        if not self.loaded or not self.mcp_file.exists():
            return
        from app.core.tools.config import set_choices

        enabled, auto, off = self.choices()
        self.bridge.run_blocking(
            "tools-save",
            lambda: set_choices(self.mcp_file, enabled, auto, off),
            on_error=self._failed,
            serial=True,
        )

    def import_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import MCP servers"), str(Path.home()), self.tr("JSON files (*.json)")
        )
        if path:
            self.import_from(Path(path))

    def import_from(self, other: Path) -> None:
        from app.core.tools.config import import_servers

        def added(names: list[str]) -> None:
            self._note = (
                self.tr("Imported: %1").replace("%1", ", ".join(names))
                if names
                else self.tr("Nothing new to import.")
            )
            self.refresh()

        self.bridge.run_blocking(
            "tools-import",
            lambda: import_servers(self.mcp_file, other),
            on_result=added,
            on_error=self._failed,
            serial=True,
        )


def add_tools_page(dialog: SettingsDialog) -> ToolsPage:
    """Add the page to a SettingsDialog: a tab, listed now, its choices saved with the settings."""
    page = ToolsPage(dialog.bridge, dialog)
    dialog.tabs.addTab(page, page.title())
    dialog.applied.connect(page.save)
    page.refresh()
    return page
