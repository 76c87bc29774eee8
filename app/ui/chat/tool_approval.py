"""Asking the user before a tool runs (docs/ARCHITECTURE.md §16): the tool, its arguments and
what running it means — Allow once / Always allow / Deny.

The pipeline runs on the window's event loop (qasync), so :class:`ToolApprover` is awaited
there: it opens a window-modal dialog with ``open()`` (never ``exec()``, which would block the
loop and the answer that streams meanwhile) and waits on a future the dialog's buttons resolve.
"Always allow" adds the tool to its server's ``autoApprove`` in ``mcp.json`` (written on a worker
thread) and remembers it for this session. A request that is stopped closes its dialog.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

if TYPE_CHECKING:
    from app.core.tools.catalog import ToolInfo

ONCE, ALWAYS, DENY = "once", "always", "deny"


class ToolApprovalDialog(QDialog):
    """One tool call waiting for the user's word; ``choice`` is set when a button is pressed."""

    def __init__(
        self,
        server: str,
        name: str,
        description: str,
        arguments: Mapping[str, object],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("toolApprovalDialog")
        self.setWindowTitle(self.tr("Run a tool?"))
        self.choice = DENY
        head = QLabel(self)
        head.setObjectName("toolApprovalHead")
        head.setWordWrap(True)
        head.setText(
            self.tr("The assistant asks to run <b>%1</b> from <b>%2</b> on this device.")
            .replace("%1", _esc(name))
            .replace("%2", _esc(server))
        )
        what = QLabel(self)
        what.setWordWrap(True)
        what.setText(
            (_esc(description) + "<br><br>" if description else "")
            + self.tr(
                "It runs with your permissions: it may read or change whatever this tool can "
                "reach. What it returns is checked by the privacy gate before any of it goes "
                "back to the cloud."
            )
        )
        args_label = QLabel(self.tr("Arguments:"), self)
        self.arguments = QPlainTextEdit(self)
        self.arguments.setObjectName("toolApprovalArguments")
        self.arguments.setReadOnly(True)
        self.arguments.setPlainText(json.dumps(arguments, indent=2, ensure_ascii=False))
        self.arguments.setAccessibleName(self.tr("The tool's arguments"))
        buttons = QDialogButtonBox(self)
        self.once_button = QPushButton(self.tr("Allow once"), self)
        self.always_button = QPushButton(self.tr("Always allow"), self)
        self.deny_button = QPushButton(self.tr("Deny"), self)
        self.once_button.setObjectName("toolAllowOnce")
        self.always_button.setObjectName("toolAllowAlways")
        self.deny_button.setObjectName("toolDeny")
        buttons.addButton(self.once_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.always_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.deny_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.deny_button.setDefault(True)  # Enter never runs a tool by accident
        self.once_button.clicked.connect(lambda: self._choose(ONCE))
        self.always_button.clicked.connect(lambda: self._choose(ALWAYS))
        self.deny_button.clicked.connect(lambda: self._choose(DENY))
        layout = QVBoxLayout(self)
        layout.addWidget(head)
        layout.addWidget(what)
        layout.addWidget(args_label)
        layout.addWidget(self.arguments, 1)
        layout.addWidget(buttons)
        self.resize(460, 320)

    def _choose(self, choice: str) -> None:
        self.choice = choice
        if choice == DENY:
            self.reject()
        else:
            self.accept()


class ToolApprover:
    """The pipeline's ``approve_tool``: ``await approver(info, arguments)`` -> run it or not."""

    def __init__(self, parent: QWidget | None, mcp_file: Path | None = None) -> None:
        self.parent = parent
        self.mcp_file = mcp_file
        self.always: set[tuple[str, str]] = set()
        self.dialog: ToolApprovalDialog | None = None  # the one open now (tests look at it)

    async def __call__(self, info: ToolInfo, arguments: Mapping[str, object]) -> bool:
        key = (str(info.server), str(info.name))
        if key in self.always:
            return True
        loop = asyncio.get_running_loop()
        answer: asyncio.Future[str] = loop.create_future()
        dialog = ToolApprovalDialog(key[0], key[1], str(info.description), arguments, self.parent)
        self.dialog = dialog

        def done(_: int) -> None:
            if not answer.done():
                answer.set_result(dialog.choice)

        dialog.finished.connect(done)
        dialog.open()
        try:
            choice = await answer
        finally:
            if dialog.isVisible():  # the request was stopped while it asked
                dialog.choice = DENY
                dialog.reject()
            dialog.deleteLater()
            self.dialog = None
        if choice == ALWAYS:
            self.always.add(key)
            await self._remember(*key)
        return choice in (ONCE, ALWAYS)

    async def _remember(self, server: str, tool: str) -> None:
        from app.core.tools.config import ToolConfigError, add_auto_approve, mcp_path

        path = self.mcp_file
        if path is None:
            from app.core.paths import data_home

            path = mcp_path(data_home())
        with contextlib.suppress(ToolConfigError, OSError):  # this session remembers anyway
            await asyncio.to_thread(add_auto_approve, path, server, tool)


def _esc(text: str) -> str:
    import html

    return html.escape(text)
