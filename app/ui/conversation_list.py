"""The sidebar of conversations: new, rename, delete, search across all of them, export.

It reads and writes :class:`app.core.store.history.History` directly: those are single-row SQLite
statements (well under a millisecond), not background work.

Signals:
    selected(int): a conversation was chosen (its id; -1 when the list became empty).
    new_requested(): the user wants a fresh conversation.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.core.store.history import History

ID_ROLE = Qt.ItemDataRole.UserRole


class ConversationList(QWidget):
    selected = Signal(int)
    new_requested = Signal()

    def __init__(self, history: History, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history = history
        self.search = QLineEdit(self)
        self.search.setObjectName("conversationSearch")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.refresh)
        self.list = QListWidget(self)
        self.list.setObjectName("conversationList")
        self.list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.currentItemChanged.connect(self._current_changed)
        self.new_button = QPushButton(self)
        self.new_button.clicked.connect(self.new_requested)
        self.rename_button = QPushButton(self)
        self.rename_button.clicked.connect(self.rename_current)
        self.delete_button = QPushButton(self)
        self.delete_button.clicked.connect(self.delete_current)
        self.export_button = QPushButton(self)
        self.export_button.clicked.connect(lambda: self.export_current())
        buttons = QHBoxLayout()
        for b in (self.new_button, self.rename_button, self.delete_button, self.export_button):
            buttons.addWidget(b)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.search)
        layout.addWidget(self.list, 1)
        layout.addLayout(buttons)
        self._suppress = False
        self.retranslate()
        self.refresh()

    # ------------------------------------------------------------ state

    def current_id(self) -> int | None:
        item = self.list.currentItem()
        return int(item.data(ID_ROLE)) if item is not None else None

    def refresh(self, *_: object, select: int | None = None) -> None:
        """Rebuild the list (filtered by the search box), keeping or moving the selection."""
        keep = select if select is not None else self.current_id()
        query = self.search.text().strip()
        self._suppress = True
        self.list.clear()
        if query:
            seen: dict[int, str] = {}
            for hit in self.history.search(query):
                seen.setdefault(hit.conversation_id, f"{hit.title}\n  {hit.snippet}")
            rows = list(seen.items())
        else:
            rows = [(c.id, c.title) for c in self.history.list_conversations()]
        for cid, text in rows:
            item = QListWidgetItem(text)
            item.setData(ID_ROLE, cid)
            item.setToolTip(text)
            self.list.addItem(item)
            if cid == keep:
                self.list.setCurrentItem(item)
        self._suppress = False
        self.rename_button.setEnabled(self.current_id() is not None)
        self.delete_button.setEnabled(self.current_id() is not None)
        self.export_button.setEnabled(self.current_id() is not None)

    def select(self, conversation_id: int) -> None:
        self.search.clear()
        self.refresh(select=conversation_id)
        self.selected.emit(conversation_id)

    def _current_changed(self, current: QListWidgetItem | None, _prev: object) -> None:
        for b in (self.rename_button, self.delete_button, self.export_button):
            b.setEnabled(current is not None)
        if not self._suppress and current is not None:
            self.selected.emit(int(current.data(ID_ROLE)))

    # ------------------------------------------------------------ actions

    def rename_current(self, title: str | None = None) -> None:
        cid = self.current_id()
        if cid is None:
            return
        if title is None:
            old = self.history.get_conversation(cid).title
            title, ok = QInputDialog.getText(
                self, self.tr("Rename conversation"), self.tr("Title:"), text=old
            )
            if not ok:
                return
        if title.strip():
            self.history.rename(cid, title.strip())
            self.refresh()

    def delete_current(self, confirm: bool = True) -> None:
        cid = self.current_id()
        if cid is None:
            return
        if confirm:
            answer = QMessageBox.question(
                self,
                self.tr("Delete conversation"),
                self.tr("Delete this conversation and all its messages?"),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.history.delete(cid)
        self.refresh()
        self.selected.emit(self.current_id() if self.current_id() is not None else -1)

    def export_current(self, path: Path | None = None) -> Path | None:
        """Write the conversation as Markdown (.md) or JSON (.json), chosen by the file name."""
        cid = self.current_id()
        if cid is None:
            return None
        if path is None:
            title = self.history.get_conversation(cid).title
            chosen, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Export conversation"),
                f"{title}.md",
                self.tr("Markdown (*.md);;JSON (*.json)"),
            )
            if not chosen:
                return None
            path = Path(chosen)
        if path.suffix.lower() == ".json":
            text = self.history.export_json(cid)
        else:
            text = self.history.export_markdown(cid)
        path.write_text(text, encoding="utf-8")
        return path

    # ------------------------------------------------------------ i18n

    def retranslate(self) -> None:
        self.search.setPlaceholderText(self.tr("Search all conversations"))
        self.search.setAccessibleName(self.tr("Search conversations"))
        self.list.setAccessibleName(self.tr("Conversations"))
        self.new_button.setText(self.tr("New"))
        self.new_button.setToolTip(self.tr("New conversation (Ctrl+N)"))
        self.rename_button.setText(self.tr("Rename"))
        self.rename_button.setToolTip(self.tr("Rename conversation (F2)"))
        self.delete_button.setText(self.tr("Delete"))
        self.delete_button.setToolTip(self.tr("Delete conversation"))
        self.export_button.setText(self.tr("Export"))
        self.export_button.setToolTip(self.tr("Export as Markdown or JSON (Ctrl+E)"))
        for b in (self.new_button, self.rename_button, self.delete_button, self.export_button):
            b.setAccessibleName(b.toolTip())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
