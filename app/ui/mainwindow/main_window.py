"""The main window: conversations on the left, the chat in the middle, documents in a dock.

It owns the answer flow. A question becomes one named bridge task, ``"answer"``, that consumes the
pipeline's event stream (docs/ARCHITECTURE.md §4); a new question or Stop cancels it
(docs/ARCHITECTURE.md §7).
The pipeline is built on first use, so the window shows before any model or Chroma loads.

Signals:
    answer_finished(object): the :class:`AnswerState` of an answer that ended (any way).
    answer_started(object): the :class:`AnswerWidget` of a question just sent.
    answer_event(object, object): (answer widget, event) for every stream event it folds in.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QCloseEvent, QDesktopServices, QDragEnterEvent, QDropEvent, QImage
from PySide6.QtWidgets import QDialog, QDockWidget, QMainWindow, QSplitter, QVBoxLayout, QWidget

from app.core.config import Settings, save_settings
from app.core.services import Services
from app.core.store.history import History
from app.ui.answer.continue_answer import ContinueFrom, continue_from
from app.ui.answer.passage_preview import PassageFinder
from app.ui.answer.state import AnswerState
from app.ui.answer.why_panel import WhyDialog
from app.ui.answer.widget import AnswerWidget
from app.ui.base.bridge import AsyncBridge
from app.ui.base.frame_wait import next_paint
from app.ui.chat.context import ChatContext
from app.ui.chat.conversation_list import ConversationList, one_line
from app.ui.chat.documents import ChatDocumentsButton
from app.ui.chat.input_bar import InputBar
from app.ui.chat.pipeline_client import (
    AUDIO_SUFFIXES,
    PipelineLike,
    build_pipeline,
    default_pipeline,
    make_request,
)
from app.ui.chat.system_prompt import SystemPromptButton
from app.ui.chat.view import ChatView
from app.ui.documents.panel import DocumentsPanel
from app.ui.mainwindow.actions import ActionSet
from app.ui.mainwindow.dock_sizes import keep_chat_room, size_dock
from app.ui.voice.features import install_voice
from app.ui.voice.push_to_talk import LiveTranscriberLike, VoiceInput

if TYPE_CHECKING:
    from app.core.engines.images import ImageInput
    from app.core.events import AnyEvent
    from app.core.rag.attached import AttachedFile
    from app.ui.mainwindow.welcome import WelcomeDialog
    from app.ui.settings.dialog import SettingsDialog


class MainWindow(QMainWindow):
    answer_finished = Signal(object)
    answer_started = Signal(object)
    answer_event = Signal(object, object)

    def __init__(
        self,
        settings: Settings | None = None,
        *,
        bridge: AsyncBridge | None = None,
        history: History | None = None,
        services: Services | None = None,
        pipeline_factory: Callable[[Services], PipelineLike] = default_pipeline,
        make_live_transcriber: Callable[[], LiveTranscriberLike] | None = None,
        on_settings_applied: Callable[[Settings], None] | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        # One set of shared objects (docs/ARCHITECTURE.md §2.1): the pipeline and the Documents
        # panel use the same document store; the voice input and dropped files the same engine.
        self._own_services = services is None
        self.services = services or Services(
            settings or Settings(), history=history, index_worker=True
        )
        self.settings = self.services.settings
        self.bridge = bridge or AsyncBridge(parent=self)
        self.history = self.services.history()
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

        self.context = ChatContext(
            lambda: self.documents.store,
            lambda: self._pipeline,
            lambda: self.settings.cloud.timeout_s,
        )
        self.prefs = self.context.prefs
        self.conversations = ConversationList(self.history, self, prefs=self.prefs)
        self.conversations.selected.connect(self.open_conversation)
        self.conversations.new_requested.connect(self.new_conversation)
        self.chat = ChatView(self)
        self.chat.why_requested.connect(self.show_why)
        self.chat.regenerate_requested.connect(self.regenerate)
        self.chat.edit_requested.connect(self.edit_question)
        self.chat.retry_requested.connect(self.regenerate)  # a new version of the failed one
        self.chat.continue_requested.connect(lambda q, w: self.ask(q, into=w, continuing=True))
        self.chat.library_requested.connect(self.open_model_library)
        # Queued: the example's button is hidden by the question it asks; not inside its click.
        self.chat.example_chosen.connect(self.ask, Qt.ConnectionType.QueuedConnection)
        self.chat.cloud_wait_s = self.context.cloud_wait_s
        self.chat.citation_activated.connect(lambda url: self.open_url(url))
        self.chat.verdict_changed.connect(self.record_verdict)
        self.input = InputBar(self)
        self.input.set_mode(self.settings.routing.default_mode)
        self.input.submitted.connect(self._ask_from_box)
        # Pictures for the next question (docs/ARCHITECTURE.md §17): read on workers
        from app.ui.chat.attachments import PictureAttachments

        self.pictures = PictureAttachments(self.bridge, self.services.ocr, self)
        self.input.set_picture_strip(self.pictures.strip)
        self.input.has_pictures = lambda: bool(self.pictures.items) or self.pictures.busy
        self.input.pictures_given.connect(self.attach_pictures)
        self.input.picture_requested.connect(self._pick_pictures)
        self.pictures.problem.connect(lambda m: self.statusBar().showMessage(m, 10000))
        # Files for the next question (§16): read into text on workers, shown as chips
        from app.ui.chat.file_attachments import FileAttachments

        self.files = FileAttachments(
            self.bridge, self.settings.index_limits, self, ocr=self.services.ocr
        )
        self.input.set_picture_strip(self.files.strip)
        self.input.has_pictures = lambda: bool(
            self.pictures.items or self.pictures.busy or self.files.items or self.files.busy
        )
        self.input.files_given.connect(self.attach_files)
        self.input.file_requested.connect(self._pick_files)
        self.files.problem.connect(lambda m: self.statusBar().showMessage(m, 10000))
        #: The files each answer's question was sent with (Regenerate sends them again).
        self._answer_files: dict[int, tuple[AttachedFile, ...]] = {}
        #: The pictures each answer's question was sent with (Regenerate sends them again).
        self._answer_images: dict[int, tuple[ImageInput, ...]] = {}
        self.input.stop_requested.connect(self.stop)
        self.chat_documents = ChatDocumentsButton(self.context.available_collections, self)
        self.chat_documents.changed.connect(
            lambda choice: self.context.set_documents(self.conversation_id, choice)
        )
        self.input.add_tool(self.chat_documents)
        self.system_prompt = SystemPromptButton(self)  # the chat's own instructions
        self.system_prompt.changed.connect(
            lambda text: self.context.set_system_prompt(self.conversation_id, text)
        )
        self.input.add_tool(self.system_prompt)
        center = QWidget(self)
        center_layout = QVBoxLayout(center)
        center_layout.addWidget(self.chat, 1)
        center_layout.addWidget(self.input)
        keep_chat_room(center)  # docks take their room from elsewhere (dock_sizes.py)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.conversations)
        splitter.addWidget(center)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([240, 860])
        self.setCentralWidget(splitter)

        self.documents = DocumentsPanel(self.bridge, self.services.documents, self)
        self.documents_dock = QDockWidget(self)
        self.documents_dock.setObjectName("documentsDock")
        self.documents_dock.setWidget(self.documents)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.documents_dock)
        self.documents_dock.hide()
        size_dock(self, self.documents_dock)
        self.documents_dock.visibilityChanged.connect(self._documents_visible)
        self.chat.complete_passage = PassageFinder(lambda: self.documents.store).complete

        self.voice = VoiceInput(
            self.bridge,
            make_live_transcriber or self.services.live_transcriber,
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
        from app.ui.monitor.dock import install_monitor

        self.monitor_dock = install_monitor(self)
        from app.ui.chat.preconnect import install_preconnect

        self.preconnect = install_preconnect(self)  # typing opens the cloud connection
        self.voice_chat = install_voice(
            self
        )  # spoken answers, hands-free (app/ui/voice/features.py)
        self.retranslate()
        self.conversations.refresh()

    # ------------------------------------------------------------ conversations

    def new_conversation(self) -> None:
        self.stop()
        self.conversation_id = None
        self.conversations.list.clearSelection()
        self.conversations.list.setCurrentRow(-1)
        self.chat.clear()
        self._answer_images.clear()
        self._answer_files.clear()
        self.context.forget_pending()
        self.chat_documents.set_choice(None)
        self.system_prompt.set_prompt("")
        self.input.edit.setFocus()

    def open_conversation(self, conversation_id: int) -> None:
        if conversation_id == self.conversation_id:
            return
        self.stop()
        if conversation_id < 0:
            self.new_conversation()
            return
        self.conversation_id = conversation_id
        self.context.forget_pending()
        self.chat_documents.set_choice(self.context.documents_choice(conversation_id))
        self.system_prompt.set_prompt(self.context.system_prompt_for(conversation_id))
        self._answer_images.clear()
        self._answer_files.clear()
        self.chat.load(self.history.messages(conversation_id), self.context.stored_trace)

    # ------------------------------------------------------------ answers

    async def pipeline_ready(self) -> PipelineLike:
        """The pipeline, built on a worker thread the first time: importing and constructing it
        (routing, privacy, stores) takes long enough to be felt if done on the GUI thread."""
        if self._pipeline is not None:
            return self._pipeline
        if self._building is None:
            factory, services = self._pipeline_factory, self.services
            self._building = asyncio.ensure_future(
                self.bridge.offload(build_pipeline, factory, services)
            )
        building = self._building
        try:
            pipeline = await asyncio.shield(building)
        finally:
            if building.done() and self._building is building:
                self._building = None
        if self._pipeline is None:
            self._pipeline = pipeline
            if hasattr(pipeline, "approve_tool"):  # a tool not auto-approved asks here (§16)
                from app.ui.chat.tool_approval import ToolApprover

                pipeline.approve_tool = ToolApprover(self)
        return self._pipeline

    def warm_up(self) -> None:
        """Build the pipeline in the background now (it starts loading the local model), and
        resolve the answer card's styles at idle time, before the first question needs them."""
        from app.ui.mainwindow.style_warmup import warm_answer_styles

        self.bridge.run("warm-up", self.pipeline_ready())
        QTimer.singleShot(0, lambda: warm_answer_styles(self))

    async def _answer_events(
        self,
        question: str,
        conversation_id: int,
        answer: AnswerWidget,
        forget: str | None = None,
        asked_at: float | None = None,
        cont: ContinueFrom | None = None,
        version_of: str = "",
        images: tuple[ImageInput, ...] = (),
        files: tuple[AttachedFile, ...] = (),
    ) -> AsyncIterator[AnyEvent]:
        pipeline = await self.pipeline_ready()
        if forget is not None:  # Ask again on a cached answer: it is not served again
            forget_cached = getattr(pipeline, "forget_cached", None)
            if callable(forget_cached):
                forget_cached(forget)
        request = make_request(
            question,
            mode=cont.mode if cont is not None else self.input.selected_mode(),
            collections=self.context.collections_for(conversation_id),
            conversation_id=conversation_id,
            bypass_cache=forget is not None,
            system_prompt=self.context.system_prompt_for(conversation_id),
            asked_at=asked_at,
            continues=cont.text if cont is not None else "",
            continues_message=cont.message_id if cont is not None else None,
            version_of=version_of if cont is None else "",
            images=images if cont is None else (),
            files=files if cont is None else (),
        )
        async for event in pipeline.ask(request):
            yield event
            if getattr(event, "kind", "") == "final":
                # the frame that shows it first, the bookkeeping after (frame_wait.py)
                await next_paint(answer.body.viewport())

    def edit_question(self, question: str) -> None:
        """Put an earlier question back in the box, to change it and send it again."""
        self.input.edit.setPlainText(question)
        self.input.edit.setFocus()
        self.input.edit.selectAll()

    def regenerate(self, question: str, answer: AnswerWidget | None = None) -> None:
        """Ask again into the same answer card, as a new version (‹ 1/2 ›). Never from the
        result cache: a cached answer's entry is dropped and the fresh one takes its place."""
        key = answer.state.cache_key if answer is not None else None
        self.ask(question, into=answer, forget=key or "")

    def ask(
        self,
        question: str,
        into: AnswerWidget | None = None,
        forget: str | None = None,
        continuing: bool = False,
        images: tuple[ImageInput, ...] = (),
        thumbnails: list[QImage] | None = None,
        files: tuple[AttachedFile, ...] = (),
    ) -> None:
        """Send a question; a running answer is cancelled first (it keeps what it had).

        The pipeline stores the question and the answer in the history itself (a crash leaves
        the answer marked interrupted); the window only makes sure the conversation exists.
        """
        question = question.strip()
        if not question:
            return
        asked_at = time.perf_counter()
        self.stop()
        if self.conversation_id is None:
            self.conversation_id = self.history.create_conversation(one_line(question, 60))
            self.context.chat_created(self.conversation_id)
            self.conversations.refresh(select=self.conversation_id)
            if into is None and not images and not files:  # their text joins the prompt
                self._begin_first_draft(question, self.conversation_id)
        cont: ContinueFrom | None = None
        version_of = ""
        if into is not None and into in self.chat.answers():
            answer = into
            version_of = answer.state.request_id
            images = self._answer_images.get(id(answer), ())  # the same pictures again
            files = self._answer_files.get(id(answer), ())  # and the same files
            if continuing:  # Continue: the same answer, extended in place
                cont = continue_from(self.history, self.conversation_id, answer.continue_in_place())
            else:
                answer.new_version()
        else:
            self.chat.add_question(question, thumbnails or (), [f.name for f in files])
            answer = self.chat.add_answer(question)
            if images:
                self._answer_images[id(answer)] = images
            if files:
                self._answer_files[id(answer)] = files
        self.current_answer = answer
        self.answer_started.emit(answer)

        def apply(event: AnyEvent) -> None:
            answer.apply(event)
            self.answer_event.emit(answer, event)

        self.bridge.stream(
            "answer",
            # the Why panel's times count from now, the pipeline's own build included
            self._answer_events(
                question,
                self.conversation_id,
                answer,
                forget,
                asked_at,
                cont,
                version_of,
                images,
                files,
            ),
            on_item=apply,
            on_done=lambda: self._answer_ended(answer),
            on_error=lambda exc: self._answer_ended(answer, exc),
            on_cancel=lambda: self._answer_ended(answer, cancelled=True),
        )

    def _ask_from_box(self, question: str) -> None:
        """The question box's question, with the pictures attached to it."""
        if self.pictures.busy:  # a picture is still being read: keep the question in the box
            self.input.edit.setPlainText(question)
            self.statusBar().showMessage(self.tr("A picture is still being read…"), 5000)
            return
        if self.files.busy:  # a file is still being read: keep the question in the box
            self.input.edit.setPlainText(question)
            self.statusBar().showMessage(self.tr("A file is still being read…"), 5000)
            return
        images, thumbnails = self.pictures.take()
        files = self.files.take()
        if not question and images:
            question = self.tr("What does this picture show?")
        elif not question and files:
            question = self.tr("What is in this file?")
        self.ask(question, images=images, thumbnails=thumbnails, files=files)

    def attach_files(self, paths: list[Path]) -> None:
        """Documents for the next question (read on workers; one line for one that fails)."""
        for path in paths:
            self.files.add_path(path)
        self.input.edit.setFocus()

    def _pick_files(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        files, _ = QFileDialog.getOpenFileNames(
            self,
            self.tr("Attach a file"),
            "",
            self.tr("Documents (%1)").replace(
                "%1", "*.txt *.md *.markdown *.html *.htm *.pdf *.docx"
            ),
        )
        self.attach_files([Path(f) for f in files])

    def attach_pictures(self, image: QImage | None, paths: list[Path]) -> None:
        """A pasted image and/or picture files, for the next question."""
        if image is not None:
            self.pictures.add_image(image)
        for path in paths:
            self.pictures.add_path(path)
        self.input.edit.setFocus()

    def _pick_pictures(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        files, _ = QFileDialog.getOpenFileNames(
            self,
            self.tr("Attach a picture"),
            "",
            self.tr("Pictures (%1)").replace("%1", "*.png *.jpg *.jpeg *.webp *.bmp"),
        )
        self.attach_pictures(None, [Path(f) for f in files])

    def _begin_first_draft(self, question: str, conversation_id: int) -> None:
        """A new chat's first question, asked before the pipeline is built (the window has
        only just shown): with no collection its draft's prompt is known, so the model's
        process begins it now instead of after the pipeline's imports; the pipeline's draft
        takes it (app/core/pipeline/head_start.py, docs/ARCHITECTURE.md §1)."""
        if self._pipeline is not None or self.input.selected_mode() == "cloud":
            return  # a built pipeline begins the draft itself, as soon as it is asked
        if self.context.collections_for(conversation_id):
            return
        from app.core.engines.llm_host import early_engine
        from app.core.pipeline.head_start import begin_first_draft

        begin_first_draft(
            early_engine(self.settings),
            question,
            system_prompt=self.context.system_prompt_for(conversation_id),
        )

    def stop(self) -> None:
        self.bridge.cancel("answer")
        if self._pipeline is None:  # a first draft begun before the pipeline: nobody reads it
            from app.core.engines.llm_host import early_engine

            drop = getattr(early_engine(self.settings), "drop_head_start", None)
            if callable(drop):
                drop()

    def _answer_ended(
        self, answer: AnswerWidget, exc: BaseException | None = None, cancelled: bool = False
    ) -> None:
        if cancelled:
            answer.mark_cancelled()
        elif exc is not None:
            answer.fail(str(exc).splitlines()[0] if str(exc) else type(exc).__name__)
        else:
            self.context.complete(answer.live)
            answer.refresh_view()
        self.conversations.refresh()
        self.answer_finished.emit(answer.live)

    def show_why(self, state: AnswerState) -> WhyDialog:
        dialog = WhyDialog(state, self, trace=self.context.stored_trace(state.request_id))
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        if dialog.sent_pictures_expected():  # the exact pixels sent, from the audit log
            from app.ui.answer.why_pictures import load_sent_pictures

            request_id = state.request_id
            self.bridge.run_blocking(
                f"why-pictures-{id(dialog)}",
                lambda: load_sent_pictures(request_id),
                on_result=dialog.show_sent_pictures,
            )
        return dialog

    def record_verdict(self, request_id: str, accepted: bool) -> None:
        """The user kept (True) or reverted (False) an upgrade: the router learns from it."""
        if self._pipeline is not None:
            self._pipeline.record_verdict(request_id, accepted=accepted)

    def _stored_trace(self, request_id: str) -> dict[str, object] | None:
        """The pipeline's trace of this request, when it kept one (one SQLite row)."""
        if not request_id or self._pipeline is None:
            return None
        try:
            return self._pipeline.traces.get(request_id)
        except Exception:  # no trace (replayed, or trace store unavailable): events suffice
            return None

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
        from app.ui.chat.pipeline_client import transcribe_file

        self.statusBar().showMessage(self.tr("Transcribing %1…").replace("%1", path.name))
        self.bridge.run_blocking(
            "transcribe", lambda: transcribe_file(path, self.services), self._speech_finished
        )

    def detect_microphone(self) -> None:
        from app.ui.voice.push_to_talk import microphone_problem

        self.input.set_microphone(microphone_problem())

    # ------------------------------------------------------------ settings

    def apply_settings(self, settings: Settings) -> None:
        old_default = self.settings.routing.default_mode
        self.settings = settings
        for retired in self.services.apply(settings):  # a store for another Chroma URL
            self.bridge.run_blocking(f"close-{id(retired)}", retired.close)
        self._close_pipeline()  # rebuilt with the new endpoints and policy on the next question
        if settings.routing.default_mode != old_default:
            # Only a changed default moves the picker: Apply must not undo the chat's choice.
            self.input.set_mode(settings.routing.default_mode)
        if self._on_settings_applied is not None:
            self._on_settings_applied(settings)

    def open_settings(self) -> SettingsDialog:
        from app.ui.settings.dialog import SettingsDialog

        dialog = SettingsDialog(self.settings, self.bridge, self)
        dialog.applied.connect(self.apply_settings)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def open_model_library(
        self, select: str | None = None, download: bool = False
    ) -> SettingsDialog:
        """Settings at the Model library, the catalog's best fit (or ``select``) selected."""
        from app.ui.answer.model_steer import open_library

        return open_library(self, select, download=download)

    def first_run(self) -> WelcomeDialog | None:
        """Show the welcome once; accepting it opens the cloud settings."""
        if self.settings.ui.first_run_done:
            return None
        from app.ui.answer.model_steer import best_fit_row, has_cloud
        from app.ui.mainwindow.welcome import WelcomeDialog

        self.settings.ui.first_run_done = True
        save_settings(self.settings)
        better = None if has_cloud(self.settings) else best_fit_row(self.settings)
        dialog = WelcomeDialog(self, better)
        dialog.accepted.connect(self.open_settings)
        dialog.library_requested.connect(lambda name: self.open_model_library(name, True))
        dialog.example_chosen.connect(self.ask, Qt.ConnectionType.QueuedConnection)
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
        if event.mimeData().hasUrls() or event.mimeData().hasImage():
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        from app.ui.chat.attachments import image_from_mime, is_image_path

        paths = [Path(u.toLocalFile()) for u in event.mimeData().urls() if u.isLocalFile()]
        audio = [p for p in paths if p.suffix.lower() in AUDIO_SUFFIXES]
        image, pictures = image_from_mime(event.mimeData())
        if audio:
            self.transcribe_file(audio[0])
        elif pictures or (image is not None and not paths):
            # a picture dropped on the window goes with the next question; other files index
            # into Documents (pictures dropped on the Documents panel index there too)
            self.attach_pictures(image, pictures)
            others = [p for p in paths if not is_image_path(p)]
            if others:
                self.documents_dock.show()
                self.documents.index(others)
        elif paths:
            self.documents_dock.show()
            self.documents.index(paths)
        event.acceptProposedAction()

    def open_url(self, url: QUrl) -> QDialog | None:
        """A citation: the file opens in the user's viewer (PDFs at ``#page=N``); where none
        opens it, a dialog says so and offers the passage and the path (citation_open.py)."""
        from app.ui.answer.citation_open import open_citation, passage_for

        return open_citation(
            self, url, passage_for(self.chat.answers(), url), QDesktopServices.openUrl
        )

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
        if old is None:
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
        self.bridge.run_blocking(f"close-pipeline-{id(old)}", old.close)

    def _retire(self, old: Any) -> None:
        if old in self._retiring:
            self._retiring.remove(old)
            self.bridge.run_blocking(f"close-pipeline-{id(old)}", old.close)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.voice_chat.close()
        self.voice.close()
        self.bridge.cancel("answer")
        old, self._pipeline = self._pipeline, None
        if old is not None:
            old.close()
        while self._retiring:
            self._retiring.pop().close()
        self.bridge.cancel_all()
        self.documents.close_store()
        self.conversations.purge_deleted()
        self.context.close()
        if self._own_services:
            self.services.close()
        super().closeEvent(event)
