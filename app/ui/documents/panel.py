"""Documents: collections with their privacy label, adding files and folders, indexing progress
with cancel, the files that failed and why, re-index, and watching folders for changes.

Indexing runs on the document store's own worker (through the bridge's ``"index"`` task); its
progress callback fires on that worker thread and is carried to the GUI thread by a queued signal.
Creating, relabelling (which rewrites every chunk's metadata) and watching a collection wait for
the store's lock, which an indexing run holds for a batch at a time, so they run on the bridge's
serial worker, never on the GUI thread (docs/ARCHITECTURE.md §7); the tree refreshes when they
are done. The store opens lazily, so the panel costs nothing until it is used.

Signals:
    progress_received(object): an :class:`IndexProgress`, emitted from the worker thread.
    indexing_finished(object): the :class:`IndexReport` (or None when cancelled).
    collections_changed(): a create, relabel or watch change is done and the tree shows it.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QProgressBar,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.ui.base.bridge import AsyncBridge
from app.ui.documents.collection_parts import FilesList, NewCollectionDialog, fill_levels

if TYPE_CHECKING:
    from app.core.rag.document_store import DocumentStore


class DocumentsPanel(QWidget):
    progress_received = Signal(object)
    indexing_finished = Signal(object)
    collections_changed = Signal()

    def __init__(
        self,
        bridge: AsyncBridge,
        open_store: Callable[[], DocumentStore],
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setObjectName("documentsPanel")
        self.setAcceptDrops(True)
        self.bridge = bridge
        # The shared store (docs/ARCHITECTURE.md §2.1), opened on first use: the panel never
        # builds, and never closes, a store of its own.
        self._open_store = open_store
        self._watchers: dict[str, Any] = {}  # only touched on the bridge's serial worker
        self._watchers_lock = threading.Lock()
        self.tree = QTreeWidget(self)
        self.tree.setObjectName("collections")
        self.tree.setColumnCount(4)
        self.tree.setRootIsDecorated(False)
        self.tree.currentItemChanged.connect(self._current_changed)
        self.new_button = QPushButton(self)
        self.new_button.clicked.connect(lambda: self.new_collection())
        self.label = QComboBox(self)
        self.label.setObjectName("labelCombo")
        fill_levels(self.label)
        self.label.activated.connect(self._relabel)
        self.add_files_button = QPushButton(self)
        self.add_files_button.clicked.connect(self._pick_files)
        self.add_folder_button = QPushButton(self)
        self.add_folder_button.clicked.connect(self._pick_folder)
        self.reindex_button = QPushButton(self)
        self.reindex_button.clicked.connect(self.reindex)
        self.watch = QCheckBox(self)
        self.watch.clicked.connect(self._toggle_watch)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("indexProgress")
        self.progress.setVisible(False)
        self.status = QLabel(self)
        self.status.setObjectName("indexStatus")
        self.status.setWordWrap(True)
        self.cancel_button = QPushButton(self)
        self.cancel_button.setVisible(False)
        self.cancel_button.clicked.connect(lambda: self.bridge.cancel("index"))
        self.failed = QListWidget(self)
        self.failed.setObjectName("failedFiles")
        self.failed_title = QLabel(self)
        self.files = FilesList(self)
        self.retry_button = QPushButton(self)
        self.retry_button.setObjectName("retryFailed")
        self.retry_button.clicked.connect(self.retry_failed)
        self.retry_button.setVisible(False)
        self._failed_paths: list[str] = []
        self._indexing: str | None = None  # the collection a run is indexing

        row1 = QHBoxLayout()
        for w in (self.new_button, self.label, self.watch):
            row1.addWidget(w)
        row2 = QHBoxLayout()
        for w in (self.add_files_button, self.add_folder_button, self.reindex_button):
            row2.addWidget(w)
        progress_row = QHBoxLayout()
        progress_row.addWidget(self.progress, 1)
        progress_row.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tree, 2)
        layout.addWidget(self.files, 2)
        layout.addLayout(row1)
        layout.addLayout(row2)
        layout.addLayout(progress_row)
        layout.addWidget(self.status)
        layout.addWidget(self.failed_title)
        layout.addWidget(self.failed, 1)
        layout.addWidget(self.retry_button)
        self.progress_received.connect(self._show_progress, Qt.ConnectionType.QueuedConnection)
        self.retranslate()

    # ------------------------------------------------------------ store

    @property
    def store(self) -> DocumentStore:
        return self._open_store()

    def refresh(self, select: str | None = None) -> None:
        keep = select or self.current_collection()
        self.tree.clear()
        for info in self.store.collections():
            item = QTreeWidgetItem([info.name, info.label, str(info.files), str(info.chunks)])
            item.setData(0, Qt.ItemDataRole.UserRole, info)
            self.tree.addTopLevelItem(item)
            if info.name == keep:
                self.tree.setCurrentItem(item)
        first = self.tree.topLevelItem(0)
        if self.tree.currentItem() is None and first is not None:
            self.tree.setCurrentItem(first)  # its files show at once
        self._current_changed()

    def current_collection(self) -> str | None:
        item = self.tree.currentItem()
        return item.text(0) if item is not None else None

    def collection_names(self) -> list[str]:
        items = (self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount()))
        return [item.text(0) for item in items if item is not None]

    def _current_changed(self, *_: object) -> None:
        item = self.tree.currentItem()
        has = item is not None
        for w in (self.add_files_button, self.add_folder_button, self.reindex_button):
            w.setEnabled(has and not self.bridge.running("index"))
        self.watch.setEnabled(has)
        self.label.setEnabled(has)
        if item is not None:
            info = item.data(0, Qt.ItemDataRole.UserRole)
            self.label.setCurrentIndex(max(0, self.label.findData(info.label)))
            self.watch.setChecked(bool(info.watch))
        self._show_files(item.text(0) if item is not None else None)

    def _show_files(self, collection: str | None) -> None:
        files = self.store.manifest.files(collection) if collection else {}
        self._failed_paths = self.files.show_files(files)
        self.retry_button.setVisible(bool(self._failed_paths))
        self.retry_button.setEnabled(not self.bridge.running("index"))

    def retry_failed(self) -> None:
        """Index the files that failed again (after the user fixed them, or a transient error)."""
        if self._failed_paths:
            self.index([Path(p) for p in self._failed_paths])

    # ------------------------------------------------------------ actions

    def new_collection(self, name: str | None = None, label: str = "internal") -> None:
        if name is None:
            dialog = NewCollectionDialog(self)
            if dialog.exec() != NewCollectionDialog.DialogCode.Accepted:
                return
            name, label = dialog.values()
        name = name.strip()
        if name:
            store = self.store
            self._admin(f"create:{name}", lambda: store.ensure_collection(name, label), name)

    def _admin(self, task: str, fn: Callable[[], object], select: str | None = None) -> None:
        """Collection admin off the GUI thread, in order; the tree follows when it is done."""

        def done(_: object) -> None:
            self.refresh(select=select)
            self.collections_changed.emit()

        self.bridge.run_blocking(task, fn, on_result=done, serial=True)

    def index(self, paths: list[Path], collection: str | None = None) -> None:
        """Index files/folders into a collection (the selected one by default)."""
        collection = collection or self.current_collection()
        if collection is None or not paths:
            self.status.setText(self.tr("Choose or create a collection first."))
            return
        from app.core.rag.types import WithStarts

        self.failed.clear()
        self._indexing = collection
        self.progress.setRange(0, 0)
        self.progress.setVisible(True)
        self.cancel_button.setVisible(True)
        self.status.setText(self.tr("Indexing…"))
        for w in (self.add_files_button, self.add_folder_button, self.reindex_button):
            w.setEnabled(False)
        self.bridge.run(
            "index",
            # label None: indexing keeps the collection's label, even one changed meanwhile
            # WithStarts: each file is told as it is read, so the bar has its total and the
            # file list its rows from the start, not once a batch of files is written.
            self.store.aindex(
                paths, collection, None, progress=WithStarts(self.progress_received.emit)
            ),
            on_result=self._done,
            on_error=lambda exc: self._done(None, str(exc)),
            on_cancel=lambda: self._done(None),
        )

    def reindex(self) -> None:
        info = self._current_info()
        if info is not None:
            self.index([Path(r) for r in info.roots], info.name)

    def _current_info(self) -> Any:
        item = self.tree.currentItem()
        return item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None

    def _relabel(self) -> None:
        info = self._current_info()
        level = str(self.label.currentData())
        if info is not None and level != info.label:
            store = self.store
            self._admin(f"relabel:{info.name}", lambda: store.ensure_collection(info.name, level))

    def _toggle_watch(self, on: bool) -> None:
        info = self._current_info()
        if info is None:
            return
        store = self.store

        def change() -> None:
            store.set_watch(info.name, on)
            self._set_watcher(info.name, info.roots if on else ())

        self._admin(f"watch:{info.name}", change)

    def _set_watcher(self, name: str, roots: tuple[str, ...] | tuple[()]) -> None:
        """Blocking (stopping joins the watcher's threads; starting walks the folders)."""
        with self._watchers_lock:
            old = self._watchers.pop(name, None)
        if old is not None:
            old.stop()
        if roots:
            from app.core.rag.watcher import FolderWatcher

            watcher = FolderWatcher(self.store, name, list(roots))
            watcher.start()
            with self._watchers_lock:
                self._watchers[name] = watcher

    def close_store(self) -> None:
        """Stop the folder watchers; the store itself belongs to the services."""
        with self._watchers_lock:
            names = list(self._watchers)
        for name in names:
            self._set_watcher(name, ())

    def _pick_files(self) -> None:
        files, _ = QFileDialog.getOpenFileNames(self, self.tr("Add files"))
        self.index([Path(f) for f in files])

    def _pick_folder(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Add folder"))
        if folder:
            self.index([Path(folder)])

    # ------------------------------------------------------------ progress

    def _show_progress(self, p: Any) -> None:
        # Hundredths of a file: a scan read by OCR moves the bar page by page (``fraction``).
        within = p.fraction if p.status == "indexing" and p.fraction is not None else 0.0
        self.progress.setRange(0, max(1, p.total) * 100)
        self.progress.setValue(round((p.done + within) * 100))
        text = (
            self.tr("%1 of %2: %3")
            .replace("%1", str(p.done))
            .replace("%2", str(p.total))
            .replace("%3", Path(p.path).name)
        )
        self.status.setText(f"{text} ({within:.0%})" if within else text)
        if p.status in ("failed", "skipped"):
            self.failed.addItem(f"{Path(p.path).name} — {p.error}")
        if self._indexing is not None and self._indexing == self.current_collection():
            self.files.mark(p.path, self._file_state(p))

    def _file_state(self, p: Any) -> str:
        """A file's row while the run goes on (the full state, with passages, follows at the
        end)."""
        if p.status in ("reading", "indexing"):
            return self.tr("indexing…")
        if p.status == "indexed":
            return self.tr("indexed")
        if p.status == "unchanged":
            return self.tr("unchanged")
        if p.status == "removed":
            return self.tr("removed")
        return self.tr("failed: %1").replace("%1", p.error or self.tr("unknown"))

    def _done(self, report: Any, error: str | None = None) -> None:
        self._indexing = None
        self.progress.setVisible(False)
        self.cancel_button.setVisible(False)
        if error is not None:
            self.status.setText(self.tr("Indexing failed: %1").replace("%1", error))
        elif report is None or getattr(report, "cancelled", False):
            self.status.setText(self.tr("Indexing cancelled."))
        else:
            self.status.setText(
                self.tr("Indexed %1, unchanged %2, failed %3.")
                .replace("%1", str(report.indexed))
                .replace("%2", str(report.unchanged))
                .replace("%3", str(len(report.failed) + len(getattr(report, "skipped", []))))
            )
            shown = {self.failed.item(i).text() for i in range(self.failed.count())}
            for path, reason in [*report.failed, *getattr(report, "skipped", [])]:
                line = f"{Path(path).name} — {reason}"
                if line not in shown:
                    self.failed.addItem(line)
        self.refresh()
        self.indexing_finished.emit(report)

    # ------------------------------------------------------------ drag and drop

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        paths = [Path(u.toLocalFile()) for u in event.mimeData().urls() if u.isLocalFile()]
        self.index(paths)
        event.acceptProposedAction()

    # ------------------------------------------------------------ i18n

    def retranslate(self) -> None:
        self.tree.setHeaderLabels(
            [self.tr("Collection"), self.tr("Privacy label"), self.tr("Files"), self.tr("Chunks")]
        )
        self.tree.setAccessibleName(self.tr("Document collections"))
        self.new_button.setText(self.tr("New collection"))
        self.label.setAccessibleName(self.tr("Privacy label of the collection"))
        self.label.setToolTip(self.tr("Passages from this collection carry this privacy level"))
        self.add_files_button.setText(self.tr("Add files…"))
        self.add_folder_button.setText(self.tr("Add folder…"))
        self.reindex_button.setText(self.tr("Re-index"))
        self.watch.setText(self.tr("Watch for changes"))
        self.cancel_button.setText(self.tr("Cancel"))
        self.cancel_button.setAccessibleName(self.tr("Cancel indexing"))
        self.failed_title.setText(self.tr("Files that could not be indexed:"))
        self.failed.setAccessibleName(self.tr("Files that could not be indexed"))
        self.retry_button.setText(self.tr("Retry failed files"))
        fill_levels(self.label)
        self.files.retranslate()
        for b in (
            self.new_button,
            self.add_files_button,
            self.add_folder_button,
            self.reindex_button,
        ):
            b.setAccessibleName(b.text().rstrip("…"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
