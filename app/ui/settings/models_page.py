"""Settings > Models: the model catalog, what fits this machine, downloads with progress and cancel.

The list comes from :func:`app.core.models.model_manager.list_rows` (catalog + installed + fit); a
download runs through the window's :class:`~app.ui.base.bridge.AsyncBridge` on its worker pool, with a
``threading.Event`` as the cancel token that the downloader checks for every chunk. Progress
crosses from the worker thread to the GUI thread as a queued Qt signal. Closing the dialog
cancels a running download; the partial file is kept and the next download resumes it.

Signals:
    use_requested(str): switch ``[local] llm_model`` to this catalog name ("" = bundled); the
    settings dialog saves, and the window uses the new model from the next question on.
    progressed(object): internal, a :class:`app.core.models.downloads.Progress` from the worker.
"""

from __future__ import annotations

import html
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from app.core.config import Settings
from app.ui.base.bridge import AsyncBridge
from app.ui.settings import catalog_words

if TYPE_CHECKING:
    from app.core.models.downloads import DownloadCancelled, Progress
    from app.core.models.model_manager import CatalogRow, PullResult

TASK = "model-download"


class ModelsPage(QWidget):
    use_requested = Signal(str)
    progressed = Signal(object)

    def __init__(self, settings: Settings, bridge: AsyncBridge, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("modelsPage")
        self.settings = settings
        self.bridge = bridge
        self.rows: list[CatalogRow] = []
        self._cancel: threading.Event | None = None
        self._downloading: str | None = None
        self._refreshing = False
        self._alive = {"page": True}  # read by the worker thread; a dict survives the widget

        self.table = QTableWidget(0, 4, self)
        self.table.setObjectName("modelTable")
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for col in (1, 2, 3):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        self.details = QLabel(self)
        self.details.setObjectName("modelDetails")
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.details.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.progress = QProgressBar(self)
        self.progress.setObjectName("downloadProgress")
        self.progress.setRange(0, 1000)
        self.progress.hide()
        self.status = QLabel(self)
        self.status.setObjectName("modelStatus")
        self.status.setWordWrap(True)
        self.download_button = QPushButton(self)
        self.download_button.setObjectName("downloadButton")
        self.download_button.clicked.connect(self.start_download)
        self.cancel_button = QPushButton(self)
        self.cancel_button.setObjectName("cancelDownloadButton")
        self.cancel_button.clicked.connect(self.cancel_download)
        self.cancel_button.hide()
        self.use_button = QPushButton(self)
        self.use_button.setObjectName("useModelButton")
        self.use_button.clicked.connect(self._use)
        self.remove_button = QPushButton(self)
        self.remove_button.setObjectName("removeModelButton")
        self.remove_button.clicked.connect(self._remove)
        buttons = QHBoxLayout()
        for b in (self.download_button, self.cancel_button, self.use_button, self.remove_button):
            buttons.addWidget(b)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 3)
        layout.addWidget(self.details, 2)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        self.progressed.connect(self._on_progress)
        self.retranslate()
        self.refresh()

    # ------------------------------------------------------------ the list

    def refresh(self, select: str | None = None) -> None:
        keep = select or self.selected_name()
        self._refreshing = True
        try:
            self._fill(keep)
        finally:
            self._refreshing = False
        self._show_details()

    def _fill(self, keep: str | None) -> None:
        from app.core.models import model_manager
        from app.core.models.catalog import CatalogError

        try:
            self.rows = model_manager.list_rows(self.settings)
        except CatalogError as exc:
            self.rows = []
            self.status.setText(str(exc))
        self.table.setRowCount(len(self.rows))
        for i, row in enumerate(self.rows):
            size = row["size_bytes"] or row["approx_mb"] * 1_000_000
            cells = (
                catalog_words.display_name(row),
                f"{row['params_b']:g}B · {size / 1e9:.2f} GB",
                catalog_words.language_list(row["languages"]),
                self._state_text(row),
            )
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, row["name"])
                if col == 3 and not row["fit"]["ok"]:
                    item.setToolTip(catalog_words.fit_words(row["fit"]))
                self.table.setItem(i, col, item)
        names = [r["name"] for r in self.rows]
        target = (
            keep if keep in names else next((r["name"] for r in self.rows if r["active"]), None)
        )
        if target in names:
            self.table.selectRow(names.index(target))

    def _state_text(self, row: CatalogRow) -> str:
        if row["name"] == self._downloading:
            return self.tr("Downloading…")
        if row["active"]:
            return self.tr("In use")
        if row["installed"]:
            return self.tr("Installed")
        if row["partial_bytes"]:
            return self.tr("Partly downloaded")
        if not row["fit"]["ok"]:
            return self.tr("Too big for this machine")
        return self.tr("Not downloaded")

    def selected_name(self) -> str | None:
        items = self.table.selectedItems()
        return str(items[0].data(Qt.ItemDataRole.UserRole)) if items else None

    def selected_row(self) -> CatalogRow | None:
        name = self.selected_name()
        return next((r for r in self.rows if r["name"] == name), None)

    def _selection_changed(self) -> None:
        if self._downloading is None and not self._refreshing:
            self.status.setText("")  # the last message was about another model
        self._show_details()

    def _show_details(self) -> None:
        row = self.selected_row()
        busy = self._downloading is not None
        self.download_button.setEnabled(
            bool(row) and not busy and not row["installed"] and not row["bundled"]  # type: ignore[index]
        )
        self.use_button.setEnabled(bool(row) and row["installed"] and not row["active"])  # type: ignore[index]
        self.remove_button.setEnabled(
            bool(row) and row["installed"] and not row["bundled"] and not busy  # type: ignore[index]
        )
        if row is None:
            self.details.setText("")
            return
        fit = row["fit"]
        speed = (
            self.tr("%1 tokens/s measured here").replace("%1", f"{fit['decode_tok_s']:.1f}")
            if fit["decode_tok_s"]
            else self.tr("speed not measured yet (it is, once the model has answered)")
        )
        fit_line = (
            self.tr("Fits this machine") if fit["ok"] else html.escape(catalog_words.fit_words(fit))
        )
        machine = (
            self.tr("needs %1 GB RAM (this machine: %2 GB); %3 GB free on disk")
            .replace("%1", f"{fit['ram_needed_gb']:g}")
            .replace("%2", f"{fit['ram_total_gb']:g}")
            .replace("%3", f"{fit['disk_free_gb']:g}")
        )
        verify = (
            self.tr("sha256 pinned in the catalog")
            if row["verify"] == "sha256"
            else self.tr("sha256 recorded at the first download (trust on first use)")
        )
        lines = [
            f"<b>{html.escape(catalog_words.display_name(row))}</b> — {html.escape(row['file'])}",
            self.tr("%1B parameters, %2, context %3 tokens, languages: %4, licence: %5")
            .replace("%1", f"{row['params_b']:g}")
            .replace("%2", html.escape(row["quant"]))
            .replace("%3", str(row["context"]))
            .replace("%4", html.escape(catalog_words.language_list(row["languages"])))
            .replace("%5", html.escape(row["license"])),
            f"{fit_line} · {machine} · {speed}",
            verify,
        ]
        if row["partial_bytes"]:
            lines.append(
                self.tr("%1 MB already downloaded: Download resumes from there.").replace(
                    "%1", f"{row['partial_bytes'] / 1e6:.1f}"
                )
            )
        if row["note"]:
            lines.append(f"<i>{html.escape(catalog_words.note_words(row['note']))}</i>")
        self.details.setText("<br>".join(lines))

    # ------------------------------------------------------------ download

    def start_download(self) -> None:
        from app.core.models import model_manager
        from app.core.models.downloads import DownloadCancelled

        row = self.selected_row()
        if row is None or self._downloading is not None:
            return
        name = row["name"]
        cancel = threading.Event()
        alive = self._alive
        emit = self.progressed.emit
        settings = self.settings

        def progress(p: Progress) -> None:
            if not alive["page"]:
                cancel.set()
                return
            try:
                emit(p)
            except RuntimeError:  # the page was deleted under us
                cancel.set()

        def work() -> PullResult | DownloadCancelled:
            try:
                return model_manager.pull(name, settings, cancel=cancel, progress=progress)
            except DownloadCancelled as exc:
                return exc  # not a failure: the user asked for it

        self._cancel, self._downloading = cancel, name
        self.progress.setValue(0)
        self.progress.setFormat(self.tr("Starting…"))
        self.progress.show()
        self.cancel_button.show()
        self.status.setText(self.tr("Downloading %1…").replace("%1", row["display"]))
        self.refresh(select=name)
        self.bridge.run_blocking(TASK, work, on_result=self._finished, on_error=self._failed)

    def _on_progress(self, p: Progress) -> None:
        if not self._alive["page"]:
            return
        if p.total:
            self.progress.setValue(int(1000 * p.done / p.total))
        self.progress.setFormat(
            self.tr("%1 / %2 MB · %3 MB/s")
            .replace("%1", f"{p.done / 1e6:.1f}")
            .replace("%2", f"{(p.total or 0) / 1e6:.1f}")
            .replace("%3", f"{p.bytes_per_s / 1e6:.1f}")
        )

    def cancel_download(self) -> None:
        if self._cancel is not None:
            self._cancel.set()

    def _done(self) -> None:
        self._cancel, self._downloading = None, None
        self.progress.hide()
        self.cancel_button.hide()

    def _finished(self, result: PullResult | DownloadCancelled) -> None:
        if not self._alive["page"]:
            return
        from app.core.models.downloads import DownloadCancelled

        name = self._downloading
        self._done()
        if isinstance(result, DownloadCancelled):
            self.status.setText(
                self.tr("Cancelled: %1 MB kept; press Download to resume.").replace(
                    "%1", f"{result.kept / 1e6:.1f}"
                )
            )
        else:
            self.status.setText(
                self.tr(
                    "%1 downloaded and verified; click “Use this model” to switch to it."
                ).replace("%1", result.entry.display)
            )
        self.refresh(select=name)

    def _failed(self, exc: BaseException) -> None:
        if not self._alive["page"]:
            return
        name = self._downloading
        self._done()
        self.status.setText(self.tr("Download failed: %1").replace("%1", str(exc)))
        self.refresh(select=name)

    def shutdown(self) -> None:
        """The dialog is closing: stop a running download (its .part is kept)."""
        self._alive["page"] = False
        self.cancel_download()

    # ------------------------------------------------------------ use / remove

    def _use(self) -> None:
        row = self.selected_row()
        if row is None or not row["installed"]:
            return
        self.use_requested.emit(row["name"])
        self.settings.local.llm_model = row["name"]
        self.status.setText(
            self.tr("%1 is the local model from the next question on.").replace(
                "%1", row["display"]
            )
        )
        self.refresh(select=row["name"])

    def _remove(self) -> None:
        from app.core.models import model_manager
        from app.core.models.catalog import CatalogError

        row = self.selected_row()
        if row is None or row["bundled"] or not row["installed"]:
            return
        answer = QMessageBox.question(
            self,
            self.tr("Remove model"),
            self.tr("Delete %1 (%2 GB) from this computer?")
            .replace("%1", row["display"])
            .replace("%2", f"{row['size_bytes'] / 1e9:.2f}"),
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            _saved, switched = model_manager.remove(row["name"])
        except (CatalogError, OSError) as exc:
            self.status.setText(str(exc))
            return
        if switched or row["active"]:
            self.settings.local.llm_model = ""
            self.use_requested.emit("")
        self.status.setText(self.tr("%1 removed.").replace("%1", row["display"]))
        self.refresh(select=row["name"])

    # ------------------------------------------------------------ i18n

    def retranslate(self) -> None:
        self.table.setHorizontalHeaderLabels(
            [self.tr("Model"), self.tr("Size"), self.tr("Languages"), self.tr("Status")]
        )
        self.download_button.setText(self.tr("Download"))
        self.cancel_button.setText(self.tr("Cancel download"))
        self.use_button.setText(self.tr("Use this model"))
        self.remove_button.setText(self.tr("Remove"))
        if self.rows:
            self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
