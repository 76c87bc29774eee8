"""Pieces of the Documents panel: the New collection dialog (a name and a privacy label, chosen
together) and the list of a collection's files with their state (indexed, waiting, failed and
why)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)

from app.core.config import LEVELS
from app.ui.answer import outcome_words as words

if TYPE_CHECKING:
    from app.core.rag.manifest import FileRecord


def fill_levels(combo: QComboBox) -> None:
    """The privacy levels, in words, with what each holds as the tooltip."""
    current = combo.currentData()
    combo.clear()
    for level in LEVELS:
        combo.addItem(words.level_name(level), level)
        combo.setItemData(
            combo.count() - 1, words.level_meaning(level), Qt.ItemDataRole.ToolTipRole
        )
    if current is not None:
        combo.setCurrentIndex(max(0, combo.findData(current)))


class NewCollectionDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newCollectionDialog")
        self.setWindowTitle(self.tr("New collection"))
        self.name = QLineEdit(self)
        self.name.setObjectName("collectionName")
        self.label = QComboBox(self)
        self.label.setObjectName("collectionLabel")
        fill_levels(self.label)
        self.label.setCurrentIndex(self.label.findData("internal"))
        hint = QLabel(
            self.tr(
                "Passages from this collection carry its label: a confidential or restricted "
                "collection keeps what it contributes from being sent as typed."
            ),
            self,
        )
        hint.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setEnabled(False)
        self.name.textChanged.connect(lambda t: self.ok.setEnabled(bool(t.strip())))
        form = QFormLayout(self)
        form.addRow(self.tr("Name"), self.name)
        form.addRow(self.tr("Privacy label"), self.label)
        form.addRow(hint)
        form.addRow(buttons)

    def values(self) -> tuple[str, str]:
        return self.name.text().strip(), str(self.label.currentData())


class FilesList(QTreeWidget):
    """The files of one collection: name, state; failed ones say why (tooltip: full path)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("collectionFiles")
        self.setColumnCount(2)
        self.setRootIsDecorated(False)
        self.retranslate()

    def show_files(self, files: Mapping[str, FileRecord]) -> list[str]:
        """Fill the list; returns the paths that failed."""
        self.clear()
        failed = []
        for source, record in sorted(files.items(), key=lambda kv: Path(kv[0]).name.lower()):
            if record.status == "done":
                state = (
                    self.tr("indexed · 1 passage")
                    if record.chunks == 1
                    else self.tr("indexed · %1 passages").replace("%1", str(record.chunks))
                )
            elif record.status == "failed":
                state = self.tr("failed: %1").replace("%1", record.error or self.tr("unknown"))
                failed.append(source)
            else:
                state = self.tr("waiting to be indexed")
            item = QTreeWidgetItem([Path(source).name, state])
            item.setToolTip(0, source)
            item.setToolTip(1, state)
            self.addTopLevelItem(item)
        self.resizeColumnToContents(0)
        return failed

    def mark(self, path: str, state: str) -> None:
        """Add or update one file's row while it is indexed."""
        for i in range(self.topLevelItemCount()):
            item = self.topLevelItem(i)
            if item is not None and item.toolTip(0) == path:
                item.setText(1, state)
                item.setToolTip(1, state)
                return
        item = QTreeWidgetItem([Path(path).name, state])
        item.setToolTip(0, path)
        item.setToolTip(1, state)
        self.addTopLevelItem(item)
        self.scrollToItem(item)

    def retranslate(self) -> None:
        self.setHeaderLabels([self.tr("File"), self.tr("State")])
        self.setAccessibleName(self.tr("Files of the collection"))
