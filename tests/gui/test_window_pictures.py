"""Issue 27, items 1, 2 and 4 in the window (docs/ARCHITECTURE.md §17): a picture pasted with
Ctrl+V, dropped on the window or picked with the Picture button is attached to the question as a
removable thumbnail; the real OCR engine reads it on its own thread (never the GUI thread) and
the text can be shown; the question goes to the pipeline with the picture's bytes and shows the
thumbnail; the Why dialog shows the picture exactly as it was sent (from the audit log), or says
none was, and what the answer was made from (``final.image_input``)."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent, QImage

from app.core import events as ev
from app.ui.answer.state import AnswerState
from tests.support.pictures import png_bytes, render
from tests.support.replay import ReplayPipeline

pytestmark = [pytest.mark.gui, pytest.mark.timeout(180)]

LINES = ("Cafeteria notice 食堂通知", "Dumplings are served on Thursday.")
RID = "pic00001"


def _events(image_input: str, images: list[dict[str, Any]] | None) -> list[ev.AnyEvent]:
    return [
        ev.PrivacyEvent(RID, "confidential", [], "redact"),
        ev.RouteEvent(RID, "hybrid", ["device", "cloud-x"], ["a picture went along"]),
        ev.DraftEvent(RID, "Thursday."),
        ev.UploadEvent(RID, "cloud-x", "public", True, 120, images=images),
        ev.FinalEvent(RID, "cloud", "On Thursday.", image_input=image_input),  # type: ignore[arg-type]
    ]


def _qimage(lines: tuple[str, ...] = LINES) -> QImage:
    return QImage.fromData(png_bytes(render(lines)))


@pytest.fixture
def ocr_threads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The threads the OCR engine read on (it must never be the GUI thread)."""
    from app.core.engines.ocr import OcrEngine

    seen: list[str] = []
    real = OcrEngine._read

    def spy(self: OcrEngine, rgb: Any) -> Any:
        seen.append(threading.current_thread().name)
        return real(self, rgb)

    monkeypatch.setattr(OcrEngine, "_read", spy)
    return seen


def test_paste_shows_a_thumbnail_reads_it_off_the_gui_thread_and_sends_it(
    qtbot: Any, make_window: Any, ocr_threads: list[str]
) -> None:
    from PySide6.QtWidgets import QApplication

    pipeline = ReplayPipeline(_events("image", []), delay_s=0.0)
    window = make_window(pipeline)
    edit = window.input.edit
    edit.setFocus()
    QApplication.clipboard().setImage(_qimage())
    qtbot.keyClick(edit, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert window.pictures.busy  # reading: the GUI thread is already free again
    qtbot.waitUntil(lambda: len(window.pictures.items) == 1, timeout=60000)
    assert edit.toPlainText() == ""  # a picture is never pasted as text
    item = next(iter(window.pictures.items.values()))
    assert item.image.name == "pasted image" and item.image.data[:8] == b"\x89PNG\r\n\x1a\n"
    assert "Dumplings" in (item.text or "")
    assert ocr_threads and threading.main_thread().name not in ocr_threads
    assert window.pictures.strip.isVisible()
    chip = window.pictures.chip(item.key)
    assert chip.thumb.pixmap() is not None and not chip.thumb.pixmap().isNull()

    dialog = window.pictures.show_text(item.key)  # the recognised text, on request
    assert dialog is not None and "Dumplings" in dialog.view.toPlainText()
    dialog.close()

    edit.setPlainText("When are dumplings served?")
    qtbot.keyClick(edit, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bool(pipeline.requests), timeout=10000)
    request = pipeline.requests[0]
    assert request.question == "When are dumplings served?"
    assert [i.name for i in request.images] == ["pasted image"]
    assert request.images[0].data == item.image.data
    assert not window.pictures.items and not window.pictures.strip.isVisible()
    question = next(w for w in window.chat.widgets() if w.objectName() == "question")
    assert len(question.pictures) == 1 and not question.pictures[0].pixmap().isNull()
    reads = len(ocr_threads)
    answer = window.chat.answers()[0]
    qtbot.waitUntil(lambda: answer.state.final is not None, timeout=10000)
    assert len(ocr_threads) == reads  # (the replayed pipeline reads nothing itself)

    answer_regen = pipeline.requests
    window.regenerate(request.question, answer)  # a new version sends the same picture
    qtbot.waitUntil(lambda: len(answer_regen) == 2, timeout=10000)
    assert [i.data for i in answer_regen[1].images] == [item.image.data]
    qtbot.waitUntil(lambda: "answer" not in window.bridge._tasks, timeout=10000)


def test_drop_and_remove_and_a_broken_picture(qtbot: Any, make_window: Any, tmp_path: Path) -> None:
    window = make_window(ReplayPipeline(_events("text", []), delay_s=0.0))
    good = tmp_path / "notice.png"
    good.write_bytes(png_bytes(render(LINES)))
    mime = QMimeData()
    mime.setUrls([QUrl.fromLocalFile(str(good))])
    drop = QDropEvent(
        QPointF(50, 50),
        Qt.DropAction.CopyAction,
        mime,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dropEvent(drop)
    qtbot.waitUntil(lambda: len(window.pictures.items) == 1, timeout=60000)
    assert not window.documents_dock.isVisible()  # attached, not indexed into Documents
    key, item = next(iter(window.pictures.items.items()))
    assert item.image.name == "notice.png" and "Thursday" in (item.text or "")
    qtbot.mouseClick(window.pictures.chip(key).remove_button, Qt.MouseButton.LeftButton)
    assert not window.pictures.items and not window.pictures.strip.isVisible()

    cut = tmp_path / "cut.jpg"
    data = good.read_bytes()
    cut.write_bytes(data[: len(data) // 2])
    window.attach_pictures(None, [cut])
    qtbot.waitUntil(lambda: not window.pictures.busy, timeout=30000)
    assert not window.pictures.items
    message = window.statusBar().currentMessage()
    assert message.startswith("cut.jpg:") and "\n" not in message


def test_a_picture_alone_is_a_question(qtbot: Any, make_window: Any) -> None:
    pipeline = ReplayPipeline(_events("text", []), delay_s=0.0)
    window = make_window(pipeline)
    window.attach_pictures(_qimage(), [])
    qtbot.waitUntil(lambda: len(window.pictures.items) == 1, timeout=60000)
    qtbot.mouseClick(window.input.send_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(pipeline.requests), timeout=10000)
    assert pipeline.requests[0].question and len(pipeline.requests[0].images) == 1


def _state(image_input: str, images: list[dict[str, Any]]) -> AnswerState:
    state = AnswerState()
    for e in _events(image_input, images):
        state.apply(e)
    return state


def test_why_shows_the_masked_picture_as_sent(qtbot: Any, make_window: Any) -> None:
    from app.core.engines.images import OutboundImage
    from app.core.store.audit import AuditLog

    sent = png_bytes(render(("████████ 13800138000",)))
    image = OutboundImage("invoice.png", sent, 980, 112, painted=2)
    AuditLog().record("cloud-x", "public", "confidential", 2, "text", RID, images=[image])
    window = make_window(ReplayPipeline([], delay_s=0.0))
    dialog = window.show_why(_state("image", [image.record()]))
    qtbot.addWidget(dialog)
    qtbot.waitUntil(lambda: len(dialog.sent_pictures) == 1, timeout=10000)
    shown = dialog.sent_pictures[0]
    assert (shown.name, shown.painted, shown.width, shown.height) == ("invoice.png", 2, 980, 112)
    text = dialog.view.toPlainText()
    assert "Sent to cloud-x: invoice.png (980×112), 2 regions with personal data painted" in text
    assert "made from the picture itself" in text
    assert "sent-picture:0" in dialog.view.toHtml()


def test_why_says_when_no_picture_was_sent(qtbot: Any) -> None:
    from app.ui.answer.why_panel import WhyDialog

    dialog = WhyDialog(_state("text", []))
    qtbot.addWidget(dialog)
    assert not dialog.sent_pictures_expected()
    text = dialog.view.toPlainText()
    assert "No picture was sent to cloud-x: only the text read from it" in text
    assert "made from the text read from the picture on this device" in text
