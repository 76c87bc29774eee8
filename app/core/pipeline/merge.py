"""The race between the local draft and the cloud answer, as a small pure unit.

:class:`Merge` is fed what the two tasks produce (draft tokens, the cloud's upload and upgrade
events, and one done-sentinel each) and answers, item by item, what the consumer sees now and
whether the draft must stop. It does no I/O and keeps no clock, so every interleaving can be
tested on its own (tests/unit/test_pipeline_merge.py).

The rules:
- The ``upload`` event is shown at once: the user sees that the cloud is answering (bytes have
  left) while the draft streams.
- A draft token is shown at once, unless the draft has been stopped or hidden; never after an
  upgrade token.
- A cloud answer is never held behind a draft that has not shown anything: its first upgrade
  token makes the cloud's stream the answer and stops such a draft at once (``draft_hidden``),
  so the model's process gives its cores back instead of prefilling the passages for text no
  one will see (issue 30, item 15). Should the cloud fail after that, the device answers after
  all (``execute._settle``), reusing the part of the prompt it had evaluated.
- Once the draft shows tokens, the upgrade tokens are held until the cloud answer is complete
  (then the draft is stopped, cut short, and the held tokens flow) or the draft ends.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from app.core.engines.base import Token
from app.core.engines.cloud_llm import CloudError
from app.core.events import AnyEvent, DraftEvent, ToolEvent, UpgradeEvent, UploadEvent
from app.core.pipeline.state import CloudDone, DraftDone


@dataclass
class Step:
    """What to do after one item: stop the draft if asked, then show ``emit`` in order."""

    emit: list[AnyEvent] = field(default_factory=list)
    stop_draft: bool = False


class Merge:
    def __init__(self, request_id: str, *, draft: bool, cloud: bool) -> None:
        self.rid = request_id
        self.draft_wanted, self.cloud_wanted = draft, cloud
        self.draft_open = draft
        self.cloud_open = cloud
        self.draft_shown = False  # the draft has shown at least one token
        self.draft_hidden = False  # the cloud's stream came first: the unseen draft was stopped
        self.draft_stopped = False  # the draft was stopped (superseded by the cloud)
        self.hidden_parts: list[str] = []  # the unseen draft's text (none: it is stopped)
        self.draft_error: BaseException | None = None
        self.cloud_error: CloudError | None = None
        self.cloud_complete = False
        self._held: list[AnyEvent] = []

    @property
    def open(self) -> bool:
        return self.draft_open or self.cloud_open

    @property
    def hidden_text(self) -> str:
        return "".join(self.hidden_parts)

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
            if self.draft_hidden:
                self.hidden_parts.append(item.text)
                return Step()
            self.draft_shown = True
            step = Step([DraftEvent(self.rid, item.text)])
            return self._stop(step) if self.cloud_complete else step
        if isinstance(item, UploadEvent | ToolEvent):
            return Step([item])
        if isinstance(item, UpgradeEvent):
            if self.draft_open and self.draft_shown:
                self._held.append(item)
                return Step()
            if self.draft_open:  # nothing of the draft is on screen: the cloud goes first
                self.draft_hidden = True
                return self._stop(Step([item]))
            return Step([item])
        if isinstance(item, DraftDone):
            if not self.draft_open:
                return Step()
            self.draft_open, self.draft_error = False, item.error
            return self._release(Step())
        if isinstance(item, CloudDone):
            self.cloud_open, self.cloud_error = False, item.error
            self.cloud_complete = item.error is None
            if self.cloud_complete and self.draft_open:
                return self._stop(Step())  # the draft is cut short (or dropped, if unseen)
            return Step()
        raise TypeError(f"unexpected item {item!r}")
