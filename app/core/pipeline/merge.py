"""The race between the local draft and the cloud answer, as a small pure unit.

:class:`Merge` is fed what the two tasks produce (draft tokens, the cloud's upload and upgrade
events, and one done-sentinel each) and answers, item by item, what the consumer sees now and
whether the draft must stop. It does no I/O and keeps no clock, so every interleaving can be
tested on its own (tests/unit/test_pipeline_merge.py).

The rules:
- A draft token is shown at once, unless the draft has been stopped.
- The cloud's events are held while the draft runs and flow when it ends.
- A complete cloud answer stops the draft once the draft has shown something.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.core.engines.base import Token
from app.core.engines.cloud_llm import CloudError
from app.core.events import AnyEvent, DraftEvent, UpgradeEvent, UploadEvent
from app.core.pipeline.state import CloudDone, DraftDone


@dataclass
class Step:
    """What to do after one item: show ``emit`` in order; stop the draft first if asked."""

    emit: list[AnyEvent] = field(default_factory=list)
    stop_draft: bool = False


class Merge:
    def __init__(self, request_id: str, *, draft: bool, cloud: bool) -> None:
        self.rid = request_id
        self.draft_open = draft
        self.cloud_open = cloud
        self.draft_shown = False  # the draft has shown at least one token
        self.draft_stopped = False  # the draft was stopped (superseded by the cloud)
        self.draft_error: BaseException | None = None
        self.cloud_error: CloudError | None = None
        self.cloud_complete = False
        self._held: list[AnyEvent] = []

    @property
    def open(self) -> bool:
        return self.draft_open or self.cloud_open

    def _release(self, step: Step) -> Step:
        step.emit.extend(self._held)
        self._held.clear()
        return step

    def _stop(self, step: Step) -> Step:
        self.draft_open = False
        self.draft_stopped = True
        step.stop_draft = True
        return self._release(step)

    def feed(self, item: object) -> Step:
        if isinstance(item, Token):
            if not self.draft_open:
                return Step()  # queued before the draft was stopped: never shown
            self.draft_shown = True
            step = Step([DraftEvent(self.rid, item.text)])
            if self.cloud_complete:
                return self._stop(step)
            return step
        if isinstance(item, UploadEvent | UpgradeEvent):
            if self.draft_open:
                self._held.append(item)
                return Step()
            return Step([item])
        if isinstance(item, DraftDone):
            if not self.draft_open:
                return Step()
            self.draft_open, self.draft_error = False, item.error
            return self._release(Step())
        if isinstance(item, CloudDone):
            self.cloud_open, self.cloud_error = False, item.error
            self.cloud_complete = item.error is None
            if self.cloud_complete and self.draft_open and self.draft_shown:
                return self._stop(Step())
            return Step()
        raise TypeError(f"unexpected item {item!r}")
