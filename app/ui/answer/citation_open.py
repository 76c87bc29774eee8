"""Opening a citation. The file opens in the user's viewer; where no viewer opens it (no file
launcher on this computer, as on a bare Linux desktop), the window says so and offers what it
can do itself: show the cited passage, and copy the file's path."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices, QGuiApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from app.ui.answer.state import Passage

if TYPE_CHECKING:
    from app.ui.answer.widget import AnswerWidget


def passage_for(answers: Iterable[AnswerWidget], url: QUrl) -> Passage | None:
    """The cited passage behind ``url`` in any of the chat's answers (None: not a citation)."""
    for answer in answers:
        for i in range(len(answer.state.citations)):
            if answer.citation_target(f"cite:{i}") == url:
                return answer.passage_at(i)
    return None


def open_citation(
    parent: QWidget,
    url: QUrl,
    passage: Passage | None,
    opener: Callable[[QUrl], bool] = QDesktopServices.openUrl,
) -> QDialog | None:
    """Open ``url``; when nothing opened it, the dialog that says so (shown, not modal)."""
    if opener(url):
        return None
    dialog = NoViewerDialog(parent, url, passage)
    dialog.open()
    return dialog


class NoViewerDialog(QDialog):
    def __init__(self, parent: QWidget, url: QUrl, passage: Passage | None) -> None:
        super().__init__(parent)
        self.setObjectName("noViewerDialog")
        self.setWindowTitle(self.tr("Cannot open the file"))
        self.path = url.toLocalFile() or url.toString()
        page = passage.page if passage is not None else None
        where = self.path + (self.tr(" (page %1)").replace("%1", str(page)) if page else "")
        self.message = QLabel(
            self.tr(
                "No app on this computer opens %1. You can read the cited passage here, or copy the path."
            ).replace("%1", where),
            self,
        )
        self.message.setWordWrap(True)
        self.passage = QTextBrowser(self)
        self.passage.setObjectName("noViewerPassage")
        text = passage.text if passage is not None else ""
        self.passage.setPlainText(text or self.tr("The passage's text is not in the index."))
        self.passage.setVisible(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        self.show_button = QPushButton(self.tr("Show passage"), self)
        self.copy_button = QPushButton(self.tr("Copy path"), self)
        buttons.addButton(self.show_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.copy_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.show_button.clicked.connect(self._show_passage)
        self.copy_button.clicked.connect(self._copy_path)
        layout = QVBoxLayout(self)
        layout.addWidget(self.message)
        layout.addWidget(self.passage, 1)
        layout.addWidget(buttons)
        self.resize(520, 160)

    def _show_passage(self) -> None:
        self.passage.setVisible(True)
        self.show_button.setEnabled(False)
        self.resize(self.width(), max(self.height(), 360))

    def _copy_path(self) -> None:
        QGuiApplication.clipboard().setText(self.path)
        self.copy_button.setText(self.tr("Path copied"))
