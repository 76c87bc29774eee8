"""The sidebar of conversations: new, rename, delete (with undo), pin, search across all of
them, export; grouped by date (pinned first), one line per title.

It reads and writes :class:`app.core.store.history.History` directly: those are single-row SQLite
statements (well under a millisecond), not background work. Delete hides the conversation at once
and offers Undo for a few seconds; the rows go when that time is up (or the window closes).

Signals:
    selected(int): a conversation was chosen (its id; -1 when the list became empty).
    new_requested(): the user wants a fresh conversation.
"""

from __future__ import annotations

import contextlib
import time
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from app.core.store.chat_prefs import ChatPrefsStore
from app.core.store.history import History

ID_ROLE = Qt.ItemDataRole.UserRole
GROUP_ROLE = Qt.ItemDataRole.UserRole + 2  # a date heading's group key
UNDO_MS = 8000


def one_line(text: str, limit: int = 80) -> str:
    """A title on one line: whitespace (new lines too) collapsed, long ones cut with "…"."""
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"


def date_group(updated_at: float, now: float | None = None) -> str:
    """today | yesterday | week | month | older, by the local calendar."""
    now_t = time.localtime(now if now is not None else time.time())
    midnight = time.mktime((*now_t[:3], 0, 0, 0, 0, 0, -1))
    if updated_at >= midnight:
        return "today"
    if updated_at >= midnight - 86400:
        return "yesterday"
    if updated_at >= midnight - 7 * 86400:
        return "week"
    if updated_at >= midnight - 30 * 86400:
        return "month"
    return "older"


class ConversationList(QWidget):
    selected = Signal(int)
    new_requested = Signal()

    def __init__(
        self,
        history: History,
        parent: QWidget | None = None,
        prefs: ChatPrefsStore | None = None,
    ) -> None:
        super().__init__(parent)
        self.history = history
        self.prefs = prefs or ChatPrefsStore()
        self._pending_delete: list[int] = []
        self._undo_timer = QTimer(self)
        self._undo_timer.setSingleShot(True)
        self._undo_timer.setInterval(UNDO_MS)
        self._undo_timer.timeout.connect(self.purge_deleted)
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
        self.delete_button.clicked.connect(lambda: self.delete_current())
        self.export_button = QPushButton(self)
        self.export_button.clicked.connect(lambda: self.export_current())
        self.pin_button = QPushButton(self)
        self.pin_button.setObjectName("pinButton")
        self.pin_button.clicked.connect(self.toggle_pin)
        self.undo_label = QLabel(self)
        self.undo_label.setObjectName("undoDelete")
        self.undo_label.setWordWrap(True)  # a long title must not widen the sidebar
        self.undo_button = QPushButton(self)
        self.undo_button.setObjectName("undoButton")
        self.undo_button.clicked.connect(self.undo_delete)
        undo_row = QHBoxLayout()
        undo_row.addWidget(self.undo_label, 1)
        undo_row.addWidget(self.undo_button)
        self.undo_bar = QWidget(self)
        self.undo_bar.setLayout(undo_row)
        self.undo_bar.setVisible(False)
        # Three a row: four in one made the sidebar 340 px wide at the least (issue 30).
        buttons = QHBoxLayout()
        for b in (self.new_button, self.rename_button, self.pin_button):
            buttons.addWidget(b)
        buttons2 = QHBoxLayout()
        buttons2.addWidget(self.delete_button)
        buttons2.addWidget(self.export_button)
        buttons2.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.search)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.undo_bar)
        layout.addLayout(buttons)
        layout.addLayout(buttons2)
        self._suppress = False
        self.retranslate()
        self.refresh()

    # ------------------------------------------------------------ state

    def current_id(self) -> int | None:
        item = self.list.currentItem()
        data = item.data(ID_ROLE) if item is not None else None
        return int(data) if data is not None else None

    def ids(self) -> list[int]:
        """The conversations shown, top to bottom (date headings left out)."""
        items = (self.list.item(i) for i in range(self.list.count()))
        return [int(d) for it in items if (d := it.data(ID_ROLE)) is not None]

    def group_title(self, group: str) -> str:
        return {
            "pinned": self.tr("Pinned"),
            "today": self.tr("Today"),
            "yesterday": self.tr("Yesterday"),
            "week": self.tr("Previous 7 days"),
            "month": self.tr("Previous 30 days"),
            "older": self.tr("Older"),
        }[group]

    def refresh(self, *_: object, select: int | None = None) -> None:
        """Rebuild the list (filtered by the search box), keeping or moving the selection."""
        keep = select if select is not None else self.current_id()
        query = self.search.text().strip()
        hidden = set(self._pending_delete)
        self._suppress = True
        self.list.clear()
        rows: list[tuple[str, int, str, str]] = []  # group, id, shown text, tooltip
        if query:
            seen: dict[int, tuple[str, str]] = {}
            for hit in self.history.search(query):
                seen.setdefault(hit.conversation_id, (hit.title, hit.snippet))
            rows = [
                ("", cid, f"{one_line(title)} — {one_line(snippet)}", f"{title}\n{snippet}")
                for cid, (title, snippet) in seen.items()
                if cid not in hidden
            ]
        else:
            pinned = self.prefs.pinned()
            convs = [c for c in self.history.list_conversations() if c.id not in hidden]
            ordered = [c for c in convs if c.id in pinned] + [
                c for c in convs if c.id not in pinned
            ]
            for c in ordered:
                group = "pinned" if c.id in pinned else date_group(c.updated_at)
                rows.append((group, c.id, one_line(c.title), c.title))
        group_now = None
        for group, cid, text, tip in rows:
            if group and group != group_now:
                group_now = group
                header = QListWidgetItem(self.group_title(group))
                header.setFlags(Qt.ItemFlag.NoItemFlags)
                header.setData(Qt.ItemDataRole.AccessibleTextRole, self.group_title(group))
                header.setData(GROUP_ROLE, group)  # retranslate() names it again
                font = header.font()
                font.setBold(True)
                header.setFont(font)
                self.list.addItem(header)
            item = QListWidgetItem((self._pin_mark() if group == "pinned" else "") + text)
            item.setData(ID_ROLE, cid)
            item.setToolTip(tip)
            self.list.addItem(item)
            if cid == keep:
                self.list.setCurrentItem(item)
        self._suppress = False
        self._enable(self.current_id() is not None)

    def _enable(self, has: bool) -> None:
        for b in (self.rename_button, self.delete_button, self.export_button, self.pin_button):
            b.setEnabled(has)
        cid = self.current_id()
        pinned = cid is not None and self.prefs.get(cid).pinned
        self.pin_button.setText(self.tr("Unpin") if pinned else self.tr("Pin"))

    def select(self, conversation_id: int) -> None:
        self.search.clear()
        self.refresh(select=conversation_id)
        self.selected.emit(conversation_id)

    def _current_changed(self, current: QListWidgetItem | None, _prev: object) -> None:
        cid = current.data(ID_ROLE) if current is not None else None
        self._enable(cid is not None)
        if not self._suppress and cid is not None:
            self.selected.emit(int(cid))

    # ------------------------------------------------------------ actions

    def rename_current(self, title: str | None = None) -> None:
        cid = self.current_id()
        if cid is None:
            return
        if title is None:
            title = self._ask_title(self.history.get_conversation(cid).title)
            if title is None:
                return
        if title.strip():
            self.history.rename(cid, title.strip())
            self.refresh()

    def _ask_title(self, old: str) -> str | None:
        """The rename dialog, wide enough for the whole title (up to 640 px), or None."""
        dialog = QInputDialog(self)
        dialog.setObjectName("renameDialog")
        dialog.setWindowTitle(self.tr("Rename conversation"))
        dialog.setLabelText(self.tr("Title:"))
        dialog.setTextValue(old)
        wanted = dialog.fontMetrics().horizontalAdvance(old) + 80
        dialog.resize(min(max(380, wanted), 640), dialog.sizeHint().height())
        if dialog.exec() != QInputDialog.DialogCode.Accepted:
            return None
        return dialog.textValue()

    def toggle_pin(self) -> None:
        cid = self.current_id()
        if cid is None:
            return
        from dataclasses import replace

        prefs = self.prefs.get(cid)
        self.prefs.save(cid, replace(prefs, pinned=not prefs.pinned))
        self.refresh()

    def delete_current(self, confirm: bool = True) -> None:
        """Delete the selected conversation. With ``confirm`` (the button), it disappears at
        once and Undo brings it back for a few seconds; without, it is gone at once."""
        cid = self.current_id()
        if cid is None:
            return
        if not confirm:
            self._delete_now(cid)
        else:
            self.purge_deleted()  # one undo at a time: an earlier deletion becomes final
            self._pending_delete.append(cid)
            title = one_line(self.history.get_conversation(cid).title, 40)
            self.undo_label.setText(self.tr("Deleted “%1”").replace("%1", title))
            self.undo_bar.setVisible(True)
            self._undo_timer.start()
        self.list.setCurrentRow(-1)
        self.refresh()
        self.selected.emit(-1)

    def _pin_mark(self) -> str:
        """The pushpin where the list's font has it; a star (in every common font) where the
        pushpin would be a missing-glyph box (issue 30)."""
        from PySide6.QtGui import QFontMetrics

        pin = "\U0001f4cc"
        return (pin if QFontMetrics(self.list.font()).inFontUcs4(ord(pin)) else "\u2605") + " "

    def undo_delete(self) -> None:
        if not self._pending_delete:
            return
        cid = self._pending_delete.pop()
        self._undo_timer.stop()
        self.undo_bar.setVisible(False)
        self.refresh(select=cid)
        self.selected.emit(cid)

    def purge_deleted(self) -> None:
        """Make pending deletions final (the undo time is up, or the window closes)."""
        self._undo_timer.stop()
        self.undo_bar.setVisible(False)
        while self._pending_delete:
            self._delete_now(self._pending_delete.pop())

    def _delete_now(self, cid: int) -> None:
        with contextlib.suppress(LookupError):  # already gone (deleted from the CLI meanwhile)
            self.history.delete(cid)
        self.prefs.forget(cid)

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
        try:
            path.write_text(text, encoding="utf-8")
        except OSError as exc:  # one clear line; the conversation is untouched
            self._tell(self.tr("Export failed: %1").replace("%1", exc.strerror or str(exc)))
            return None
        self._tell(self.tr("Exported to %1").replace("%1", str(path)))  # issue 30: a confirmation
        return path

    def _tell(self, message: str) -> None:
        window = self.window()
        status = getattr(window, "statusBar", None)
        if callable(status):
            status().showMessage(message, 8000)

    # ------------------------------------------------------------ i18n

    def retranslate(self) -> None:
        self.search.setPlaceholderText(self.tr("Search all conversations"))
        self.search.setAccessibleName(self.tr("Search conversations"))
        self.list.setAccessibleName(self.tr("Conversations"))
        for i in range(self.list.count()):  # the date headings
            item = self.list.item(i)
            group = item.data(GROUP_ROLE)
            if group:
                item.setText(self.group_title(str(group)))
                item.setData(Qt.ItemDataRole.AccessibleTextRole, self.group_title(str(group)))
        self.new_button.setText(self.tr("New"))
        self.new_button.setToolTip(self.tr("New conversation (Ctrl+N)"))
        self.rename_button.setText(self.tr("Rename"))
        self.rename_button.setToolTip(self.tr("Rename conversation (F2)"))
        self.delete_button.setText(self.tr("Delete"))
        self.delete_button.setToolTip(self.tr("Delete conversation"))
        self.export_button.setText(self.tr("Export"))
        self.export_button.setToolTip(self.tr("Export as Markdown or JSON (Ctrl+E)"))
        self.pin_button.setToolTip(self.tr("Keep this conversation at the top"))
        self.undo_button.setText(self.tr("Undo"))
        self.undo_button.setAccessibleName(self.tr("Undo the deletion"))
        for b in (
            self.new_button,
            self.rename_button,
            self.delete_button,
            self.export_button,
            self.pin_button,
        ):
            b.setAccessibleName(b.toolTip())
        self._enable(self.current_id() is not None)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
