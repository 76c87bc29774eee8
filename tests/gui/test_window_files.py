"""Issue 28, item 4 in the window (docs/ARCHITECTURE.md §16): a document dropped on the question
box or picked with the File button is attached as a removable chip; it is read into text on a
worker (never the GUI thread); a file that cannot be read is one line in the status bar; the
question goes to the pipeline with the file's text, and Regenerate sends the same files."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMimeData, Qt, QUrl

from app.core import events as ev
from tests.support.replay import ReplayPipeline

pytestmark = [pytest.mark.gui, pytest.mark.timeout(120)]

RID = "file0001"
EVENTS = [
    ev.PrivacyEvent(RID, "public", [], "send"),
    ev.RouteEvent(RID, "local", ["device"], ["local mode was requested"]),
    ev.DraftEvent(RID, "Dock 7."),
    ev.FinalEvent(RID, "local", "Dock 7."),
]


def _mime(*paths: Path) -> QMimeData:
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(p)) for p in paths])
    return mime


def test_drop_a_file_on_the_box_remove_it_and_send_it(
    qtbot: Any, make_window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import app.ui.chat.file_attachments as fa

    threads: list[str] = []
    real = fa.read_file

    def spy(path: Path, limits: Any = None, ocr: Any = None) -> Any:
        threads.append(threading.current_thread().name)
        assert ocr == window.services.ocr  # a scanned page is read by the one engine
        return real(path, limits, ocr)

    monkeypatch.setattr(fa, "read_file", spy)
    pipeline = ReplayPipeline(EVENTS, delay_s=0.0)
    window = make_window(pipeline)
    notes = tmp_path / "notes.md"
    notes.write_text("# Parcel\n\nThe parcel leaves dock 7 on Thursday.", encoding="utf-8")
    broken = tmp_path / "broken.docx"
    broken.write_bytes(b"not a zip at all")
    edit = window.input.edit
    assert edit.canInsertFromMimeData(_mime(notes))
    edit.insertFromMimeData(_mime(notes, broken))
    assert window.files.busy  # reading on workers: the GUI thread is already free again
    qtbot.waitUntil(lambda: not window.files.busy, timeout=30000)
    assert edit.toPlainText() == ""  # a file is never pasted as text
    assert threads and threading.main_thread().name not in threads
    assert [f.name for f in window.files.items.values()] == ["notes.md"]
    message = window.statusBar().currentMessage()
    assert message.startswith("Not attached: broken.docx: not a valid docx") and "\n" not in message
    assert window.files.strip.isVisible() and not window.documents_dock.isVisible()
    chip = window.files.chip(next(iter(window.files.items)))
    assert "notes.md" in chip.label.text() and chip.accessibleName() == "Attached file notes.md"

    # the File button: a picked file joins, and its chip's ✕ removes it again
    extra = tmp_path / "extra.txt"
    extra.write_text("Something else entirely.", encoding="utf-8")
    from PySide6.QtWidgets import QFileDialog

    monkeypatch.setattr(
        QFileDialog, "getOpenFileNames", staticmethod(lambda *a, **k: ([str(extra)], ""))
    )
    qtbot.mouseClick(window.input.file_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(window.files.items) == 2, timeout=30000)
    key = next(k for k, f in window.files.items.items() if f.name == "extra.txt")
    qtbot.mouseClick(window.files.chip(key).remove_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(window.files.items) == 1, timeout=5000)

    edit.setPlainText("Which dock does it leave from?")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(pipeline.requests), timeout=10000)
    request = pipeline.requests[0]
    assert [f.name for f in request.files] == ["notes.md"]
    assert "dock 7 on Thursday" in request.files[0].text
    assert not window.files.items and not window.files.strip.isVisible()
    question = next(w for w in window.chat.widgets() if w.objectName() == "question")
    assert [label.text() for label in question.files] == ["notes.md"]  # shown with the question
    answer = window.chat.answers()[0]
    qtbot.waitUntil(lambda: answer.state.final is not None, timeout=10000)
    window.regenerate(request.question, answer)  # a new version reads the same file
    qtbot.waitUntil(lambda: len(pipeline.requests) == 2, timeout=10000)
    assert [f.name for f in pipeline.requests[1].files] == ["notes.md"]
    qtbot.waitUntil(lambda: "answer" not in window.bridge._tasks, timeout=10000)


def test_a_file_alone_is_a_question(qtbot: Any, make_window: Any, tmp_path: Path) -> None:
    pipeline = ReplayPipeline(EVENTS, delay_s=0.0)
    window = make_window(pipeline)
    notes = tmp_path / "notes.txt"
    notes.write_text("The parcel leaves dock 7.", encoding="utf-8")
    window.attach_files([notes])
    qtbot.waitUntil(lambda: len(window.files.items) == 1, timeout=30000)
    window.input.submit()
    qtbot.waitUntil(lambda: bool(pipeline.requests), timeout=10000)
    assert pipeline.requests[0].question == "What is in this file?"
    assert [f.name for f in pipeline.requests[0].files] == ["notes.txt"]
    qtbot.waitUntil(lambda: "answer" not in window.bridge._tasks, timeout=10000)
