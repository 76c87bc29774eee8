"""The main window: conversations on the left, the chat in the middle, documents in a dock.

It owns the answer flow. A question becomes one named bridge task, ``"answer"``, that consumes the
pipeline's event stream (DESIGN.md section 4); a new question or Stop cancels it (STYLE.md 4).
The pipeline is built on first use, so the window shows before any model or Chroma loads.

Signals:
    answer_finished(object): the :class:`AnswerState` of an answer that ended (any way).
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QCloseEvent, QDesktopServices, QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QDockWidget, QMainWindow, QSplitter, QVBoxLayout, QWidget

from app.core.config import Settings, save_settings
from app.core.store.history import History
from app.ui.actions import ActionSet
from app.ui.answer_state import AnswerState
from app.ui.answer_widget import AnswerWidget
from app.ui.bridge import AsyncBridge
from app.ui.chat_view import ChatView
from app.ui.conversation_list import ConversationList
from app.ui.documents_panel import DocumentsPanel
from app.ui.input_bar import InputBar
from app.ui.pipeline_client import (
    AUDIO_SUFFIXES,
    PipelineLike,
    build_pipeline,
    default_pipeline,
    live_transcriber,
    make_request,
)
from app.ui.voice import VoiceInput
from app.ui.why_panel import WhyDialog


class MainWindow(QMainWindow):
    answer_finished = Signal(object)

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        bridge: AsyncBridge | None = None,
        history: History | None = None,
        pipeline_factory: Callable[[Settings, History], PipelineLike] = default_pipeline,
        make_live_transcriber: Callable[[], Any] | None = None,
        on_settings_applied: Callable[[Settings], None] | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.settings = settings or Settings()
        self.bridge = bridge or AsyncBridge(parent=self)
        self.history = history or History()
        self._pipeline_factory = pipeline_factory
        self._pipeline: PipelineLike | None = None
        self._retiring: list[Any] = []  # replaced pipelines whose answer is still running
        self._building: asyncio.Future[PipelineLike] | None = None
        self._on_settings_applied = on_settings_applied
        self.conversation_id: int | None = None
        self.current_answer: AnswerWidget | None = None
        self.last_error = ""
        self.resize(1100, 720)
        self.setAcceptDrops(True)

        self.conversations = ConversationList(self.history, self)
        self.conversations.selected.connect(self.open_conversation)
        self.conversations.new_requested.connect(self.new_conversation)
        self.chat = ChatView(self)
        self.chat.why_requested.connect(self.show_why)
        self.chat.regenerate_requested.connect(self.ask)
        self.chat.citation_activated.connect(lambda url: self.open_url(url))
        self.chat.verdict_changed.connect(self.record_verdict)
        self.input = InputBar(self)
        self.input.set_mode(self.settings.routing.default_mode)
        self.input.submitted.connect(self.ask)
        self.input.stop_requested.connect(self.stop)
        center = QWidget(self)
        center_layout = QVBoxLayout(center)
        center_layout.addWidget(self.chat, 1)
        center_layout.addWidget(self.input)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.conversations)
        splitter.addWidget(center)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([240, 860])
        self.setCentralWidget(splitter)

        self.documents = DocumentsPanel(self.bridge, parent=self)
        self.documents_dock = QDockWidget(self)
        self.documents_dock.setObjectName("documentsDock")
        self.documents_dock.setWidget(self.documents)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.documents_dock)
        self.documents_dock.hide()
        self.documents_dock.visibilityChanged.connect(self._documents_visible)

        self.voice = VoiceInput(
            self.bridge,
            make_live_transcriber or (lambda: live_transcriber(self.settings)),
            parent=self,
        )
        self.voice.level.connect(self.input.show_level)
        self.voice.partial.connect(self.input.show_partial)
        self.voice.finished.connect(self._speech_finished)
        self.voice.phrase_ended.connect(self._phrase_ended)
        self.voice.unavailable.connect(self._voice_unavailable)
        self.input.talk_started.connect(self._talk_started)
        self.input.talk_stopped.connect(lambda: self.voice.stop())

        self.bridge.failed.connect(self._report_failure)
        self.bridge.busy_changed.connect(self._busy_changed)
        self.action_set = ActionSet(self)
        self.retranslate()
        self.conversations.refresh()

    # ------------------------------------------------------------ conversations

    def new_conversation(self) -> None:
        self.stop()
        self.conversation_id = None
        self.conversations.list.clearSelection()
        self.conversations.list.setCurrentRow(-1)
        self.chat.clear()
        self.input.edit.setFocus()

    def open_conversation(self, conversation_id: int) -> None:
        if conversation_id == self.conversation_id:
            return
        self.stop()
        if conversation_id < 0:
            self.new_conversation()
            return
        self.conversation_id = conversation_id
        self.chat.load(self.history.messages(conversation_id))

    # ------------------------------------------------------------ answers

    async def pipeline_ready(self) -> PipelineLike:
        """The pipeline, built on a worker thread the first time: importing and constructing it
        (routing, privacy, stores) takes long enough to be felt if done on the GUI thread."""
        if self._pipeline is not None:
            return self._pipeline
        if self._building is None:
            loop = asyncio.get_running_loop()
            factory, settings, history = self._pipeline_factory, self.settings, self.history
            self._building = loop.run_in_executor(None, build_pipeline, factory, settings, history)
        building = self._building
        try:
            pipeline = await asyncio.shield(building)
        finally:
            if building.done() and self._building is building:
                self._building = None
        if self._pipeline is None:
            self._pipeline = pipeline
        return self._pipeline

    def warm_up(self) -> None:
        """Build the pipeline in the background now, before the first question needs it."""
        self.bridge.run("warm-up", self.pipeline_ready())

    async def _answer_events(self, question: str, conversation_id: int) -> AsyncIterator[Any]:
        pipeline = await self.pipeline_ready()
        request = make_request(
            question,
            mode=self.input.selected_mode(),
            collections=self.documents.collection_names(),
            conversation_id=conversation_id,
        )
        async for event in pipeline.ask(request):
            yield event

    def ask(self, question: str) -> None:
        """Send a question; a running answer is cancelled first (it keeps what it had).

        The pipeline stores the question and the answer in the history itself (a crash leaves
        the answer marked interrupted); the window only makes sure the conversation exists.
        """
        question = question.strip()
        if not question:
            return
        self.stop()
        if self.conversation_id is None:
            self.conversation_id = self.history.create_conversation(question[:60])
            self.conversations.refresh(select=self.conversation_id)
        self.chat.add_question(question)
        answer = self.chat.add_answer(question)
        self.current_answer = answer
        self.bridge.stream(
            "answer",
            self._answer_events(question, self.conversation_id),
            on_item=answer.apply,
            on_done=lambda: self._answer_ended(answer),
            on_error=lambda exc: self._answer_ended(answer, exc),
        )
        task = self.bridge.task("answer")
        if task is not None:
            task.add_done_callback(
                lambda t: self._answer_ended(answer, cancelled=True) if t.cancelled() else None
            )

    def stop(self) -> None:
        self.bridge.cancel("answer")

    def _answer_ended(
        self, answer: AnswerWidget, exc: BaseException | None = None, cancelled: bool = False
    ) -> None:
        if cancelled:
            answer.mark_cancelled()
        elif exc is not None:
            answer.fail(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
        else:
            answer.refresh_view()
        self.conversations.refresh()
        self.answer_finished.emit(answer.state)

    def show_why(self, state: AnswerState) -> WhyDialog:
        dialog = WhyDialog(state, self, trace=self._stored_trace(state.request_id))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def record_verdict(self, request_id: str, accepted: bool) -> None:
        """The user kept (True) or reverted (False) an upgrade: the router learns from it."""
        record = getattr(self._pipeline, "record_verdict", None)
        if record is not None:
            record(request_id, accepted=accepted)

    def _stored_trace(self, request_id: str) -> dict[str, Any] | None:
        """The pipeline's trace of this request, when it kept one (one SQLite row)."""
        traces = getattr(self._pipeline, "traces", None)
        if not request_id or traces is None:
            return None
        try:
            result: dict[str, Any] = traces.get(request_id)
        except Exception:  # no trace (replayed, or trace store unavailable): events suffice
            return None
        return result

    # ------------------------------------------------------------ voice

    def _talk_started(self) -> None:
        if not self.voice.start():
            self.input.talk_button.setChecked(False)

    def _speech_finished(self, text: str) -> None:
        self.input.show_partial("")
        if not text:
            self.statusBar().showMessage(self.tr("No speech was recognised."), 5000)
        elif self.settings.ui.send_on_speech_end:
            self.ask(text)
        else:
            self.input.edit.setPlainText(text)

    def _phrase_ended(self, _text: str) -> None:
        if self.settings.ui.send_on_speech_end and self.voice.recording:
            self.input.talk_button.setChecked(False)  # stops the voice input -> finished

    def _voice_unavailable(self, reason: str) -> None:
        self.input.talk_button.setChecked(False)
        self.input.show_partial("")
        self.statusBar().showMessage(self.tr("Voice input: %1").replace("%1", reason), 8000)

    def transcribe_file(self, path: Path) -> None:
        from app.ui.pipeline_client import transcribe_file

        self.statusBar().showMessage(self.tr("Transcribing %1…").replace("%1", path.name))
        self.bridge.run_blocking(
            "transcribe", lambda: transcribe_file(path, self.settings), self._speech_finished
        )

    def detect_microphone(self) -> None:
        from app.ui.voice import microphone_problem

        self.input.set_microphone(microphone_problem())

    # ------------------------------------------------------------ settings

    def apply_settings(self, settings: Settings) -> None:
        self.settings = settings
        self._close_pipeline()  # rebuilt with the new endpoints and policy on the next question
        self.input.set_mode(settings.routing.default_mode)
        if self._on_settings_applied is not None:
            self._on_settings_applied(settings)

    def open_settings(self) -> Any:
        from app.ui.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self.bridge, self)
        dialog.applied.connect(self.apply_settings)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def first_run(self) -> Any:
        """Show the welcome once; accepting it opens the cloud settings."""
        if self.settings.ui.first_run_done:
            return None
        from app.ui.welcome import WelcomeDialog

        self.settings.ui.first_run_done = True
        save_settings(self.settings)
        dialog = WelcomeDialog(self)
        dialog.accepted.connect(self.open_settings)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    # ------------------------------------------------------------ plumbing

    def _documents_visible(self, visible: bool) -> None:
        if visible:
            QTimer.singleShot(0, self.documents.refresh)

    def _busy_changed(self, name: str, busy: bool) -> None:
        if name == "answer":
            self.input.set_busy(busy)

    def _report_failure(self, name: str, message: str) -> None:
        self.last_error = f"{name}: {message}"
        self.statusBar().showMessage(self.tr("Something failed — %1").replace("%1", message), 10000)

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        paths = [Path(u.toLocalFile()) for u in event.mimeData().urls() if u.isLocalFile()]
        audio = [p for p in paths if p.suffix.lower() in AUDIO_SUFFIXES]
        if audio:
            self.transcribe_file(audio[0])
        elif paths:
            self.documents_dock.show()
            self.documents.index(paths)
        event.acceptProposedAction()

    def open_url(self, url: QUrl) -> None:
        """A citation: the file opens in the user's viewer (PDFs at ``#page=N``)."""
        QDesktopServices.openUrl(url)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Tandem"))
        self.documents_dock.setWindowTitle(self.tr("Documents"))
        self.statusBar().showMessage(self.tr("Ready"))
        self.action_set.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _close_pipeline(self) -> None:
        old, self._pipeline = self._pipeline, None
        closer = getattr(old, "close", None)
        if not callable(closer):
            return
        running = self.bridge.task("answer")
        if running is not None and not running.done():
            # A running answer finishes on the pipeline (and local model) it started with;
            # that one is closed when the answer ends, the next question gets the new one.
            self._retiring.append(old)
            running.add_done_callback(lambda _t: self._retire(old))
            return
        # Closing joins the local model's worker: not on the GUI thread. The window's own
        # History is shared with the pipeline, which does not close what it did not open.
        self.bridge.run_blocking(f"close-pipeline-{id(old)}", closer)

    def _retire(self, old: Any) -> None:
        if old in self._retiring:
            self._retiring.remove(old)
            self.bridge.run_blocking(f"close-pipeline-{id(old)}", old.close)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.voice.close()
        self.bridge.cancel("answer")
        old, self._pipeline = self._pipeline, None
        closer = getattr(old, "close", None)
        if callable(closer):
            closer()
        while self._retiring:
            self._retiring.pop().close()
        self.bridge.cancel_all()
        self.documents.close_store()
        super().closeEvent(event)
