"""The draft -> upgrade swap, spoken (docs/ARCHITECTURE.md §11).

The screen swaps the draft for the cloud answer in place; a voice cannot take back what it said.
:class:`SpokenSwap` folds one answer's event stream (the same events the window gets) into
utterances that a single speaker pulls one at a time, so two voices never overlap:

* The draft is spoken sentence by sentence as it streams (the first sentence as soon as it is
  complete). With a cloud-only plan there is no draft, and the cloud stream is spoken live instead.
* The upgrade replaces the draft once it is *the* answer: the ``final`` event says the cloud won.
  That is the same moment the screen swaps, and the final text has its placeholders restored on
  the device. A cloud stream that breaks off is never spoken, so nothing has to be taken back.
* The speaker moves to the upgrade at the next sentence boundary (it asks for its next utterance
  only when the current one has been played). The sentences already said are compared with the
  upgrade's first sentences: when every one of them matches, speech just continues with the
  upgrade's next sentence; when they differ, a short cue ("Updated answer:") comes first, then
  the upgrade from its first sentence that was not already said.
* :meth:`SpokenSwap.stop` (barge-in, Stop, a new question) ends it: nothing more is handed out.

Pure and synchronous: the UI and ``tandem ask --speak`` drive it, tests replay recorded streams.
"""

from __future__ import annotations

import difflib
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from app.core.events import (
    DraftEvent,
    ErrorEvent,
    FinalEvent,
    RouteEvent,
    UpgradeEvent,
)
from app.core.voice.sentences import SentenceSplitter, split_sentences
from app.core.voice.speech_text import comparable, language_of, prepare

Source = Literal["draft", "upgrade", "cue"]
CUES = {"en": "Updated answer:", "zh": "更新的回答："}
#: Two sentences this alike (difflib ratio over their words) count as "already said".
SAME_SENTENCE = 0.85


@dataclass(frozen=True)
class Utterance:
    """One thing to say: ``text`` is ready for the engine, ``sentence`` is the answer's own."""

    text: str
    source: Source
    language: str
    sentence: str = ""


def same_sentence(a: str, b: str) -> bool:
    ca, cb = comparable(a), comparable(b)
    if ca == cb:
        return True
    return difflib.SequenceMatcher(a=ca.split(), b=cb.split()).ratio() >= SAME_SENTENCE


class SpokenSwap:
    """Events in (:meth:`feed`), utterances out (:meth:`next`), one at a time."""

    def __init__(self, restore: Callable[[str], str] | None = None) -> None:
        self._restore = restore
        self._live = SentenceSplitter()  # the stream being spoken as it arrives
        self._live_kind: Literal["draft", "upgrade"] = "draft"
        self._queue: deque[tuple[str, Source]] = deque()
        self._said: list[str] = []  # answer sentences handed out, in order (cues excluded)
        self._pending_upgrade: str | None = None
        self._on_upgrade = False
        self._ended = False
        self.stopped = False
        #: What the swap decided, for the trace and the tests: "continue" or "cue" (+ skipped).
        self.decision: dict[str, Any] | None = None
        self.spoken: list[Utterance] = []

    # ------------------------------------------------------------ events in

    def feed(self, event: object) -> bool:
        """Fold one event in; True when something new became ready to say."""
        if self.stopped:
            return False
        before = len(self._queue) + (self._pending_upgrade is not None)
        if isinstance(event, RouteEvent) and event.plan == "cloud":
            self._live_kind = "upgrade"
        elif (isinstance(event, DraftEvent) and self._live_kind == "draft") or (
            isinstance(event, UpgradeEvent) and self._live_kind == "upgrade"
        ):
            self._enqueue(self._live.feed(event.delta))
        elif isinstance(event, FinalEvent):
            self._final(event)
        elif isinstance(event, ErrorEvent):
            self._enqueue(self._live.flush())
            self._ended = True
        return len(self._queue) + (self._pending_upgrade is not None) > before

    def _final(self, event: FinalEvent) -> None:
        self._ended = True
        if self._on_upgrade:
            return
        spoken_live = self._live.emitted or self._live.pending.strip()
        if event.source == "cloud" and self._live_kind == "draft":
            self._pending_upgrade = event.text
            return
        if not spoken_live:
            self._enqueue(split_sentences(event.text))  # nothing streamed: the final text is all
            return
        self._enqueue(self._live.flush())
        if event.source == "cloud" and event.text.strip():
            # Cloud-only plan: the live stream was the cloud's; the final (restored) text wins
            # for whatever was not said yet.
            self._pending_upgrade = event.text

    def _enqueue(self, sentences: list[str]) -> None:
        source: Source = "upgrade" if self._live_kind == "upgrade" else "draft"
        self._queue.extend((s, source) for s in sentences)

    # ------------------------------------------------------------ utterances out

    def next(self) -> Utterance | None:
        """The next thing to say, or None (nothing ready yet, or nothing left)."""
        if self.stopped:
            return None
        if self._pending_upgrade is not None:
            self._swap(self._pending_upgrade)
            self._pending_upgrade = None
        while self._queue:
            sentence, source = self._queue.popleft()
            language = language_of(sentence)
            if source == "cue":
                text = sentence
            else:
                text = prepare(sentence, language, self._restore)
                self._said.append(sentence)
            if not text:
                continue
            utterance = Utterance(text, source, language, sentence)
            self.spoken.append(utterance)
            return utterance
        return None

    def upcoming(self) -> tuple[str, str] | None:
        """(text, language) that :meth:`next` would hand out now, without handing it out, so
        a slow voice can render it while the current sentence plays; None when an upgrade is
        pending (the swap may change what comes next) or nothing is queued."""
        if self.stopped or self._pending_upgrade is not None:
            return None
        for sentence, source in self._queue:
            language = language_of(sentence)
            text = sentence if source == "cue" else prepare(sentence, language, self._restore)
            if text:
                return text, language
        return None

    def _swap(self, upgrade: str) -> None:
        """Move to the upgrade: skip what was already said if it begins the same way, else cue."""
        sentences = [s for s in split_sentences(upgrade) if prepare(s)]
        said = [s for s in self._said if prepare(s)]
        same = 0
        while same < min(len(said), len(sentences)) and same_sentence(said[same], sentences[same]):
            same += 1
        self._queue.clear()
        self._on_upgrade = True
        rest: list[tuple[str, Source]] = [(s, "upgrade") for s in sentences[same:]]
        if same == len(said):
            self.decision = {"action": "continue", "skipped": same}
        else:
            cue = CUES[language_of(upgrade)]
            rest.insert(0, (cue, "cue"))
            self.decision = {"action": "cue", "skipped": same}
        self._queue.extend(rest)
        self._said = sentences[:same]

    def stop(self) -> None:
        """Barge-in, Stop or a new question: nothing more is said."""
        self.stopped = True
        self._queue.clear()
        self._pending_upgrade = None

    @property
    def done(self) -> bool:
        """Everything that will ever be said has been handed out."""
        return self.stopped or (self._ended and not self._queue and self._pending_upgrade is None)
