"""`tandem ask --speak`: the answer spoken as it streams, with the same swap as the window.

Speaking needs Qt's audio output, so the ask coroutine then runs on a qasync loop over a
QCoreApplication (no window). ``--speak-out FILE.wav`` writes everything that would have been
said, in order, instead of playing it (for scripts, checks and machines without a speaker).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path

from app.cli import CliError


class CliSpeaker:
    """Feeds the answer events to a :class:`SpeechController`; :meth:`finish` waits for it."""

    def __init__(self, out: Path | None) -> None:
        from app.core.config import load_settings
        from app.ui.voice.speech_controller import SpeechController
        from app.ui.voice.speech_player import SpeechPlayer, audio_output_problem

        self.out = out
        self.problem = audio_output_problem() if out is None else None
        if self.problem:
            sys.stderr.write(f"speak: {self.problem}; the answer is not spoken\n")
        voice = load_settings().settings.voice
        # Writing a file needs no real time: the player's clock runs fast.
        player = SpeechPlayer(use_device=out is None, clock_speed=1000.0 if out else 1.0)
        self.controller = SpeechController(lambda: voice, player=player)
        self.controller.recording = [] if out is not None else None
        self.failed = ""
        self.controller.unavailable.connect(self._unavailable)
        self.controller.begin("answer")
        self._done: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self.controller.answer_spoken.connect(lambda _k: self._finish())

    def _unavailable(self, reason: str) -> None:
        self.failed = reason
        sys.stderr.write(f"speak: {reason}\n")
        self._finish()

    def _finish(self) -> None:
        if not self._done.done():
            self._done.set_result(None)

    def feed(self, event: object) -> None:
        if not self.problem:
            self.controller.feed("answer", event)

    async def finish(self) -> None:
        """Wait until everything was said, then write ``--speak-out``."""
        if not self.problem:
            await self._done
        self.controller.close()
        if self.out is not None:
            from app.core.voice.tts import Pcm, silence

            clip = Pcm(b"", 22050)
            for pcm in self.controller.recording or []:
                clip = clip + silence(0.15, pcm.sample_rate) + pcm if clip.data else pcm
            if not clip.data:
                raise CliError(f"nothing was spoken ({self.failed or 'empty answer'})", code=1)
            clip.write_wav(self.out)


def run_speaking(
    args: argparse.Namespace, ask: Callable[[argparse.Namespace, CliSpeaker], Awaitable[int]]
) -> int:
    """Run ``ask(args, speaker)`` on a qasync loop, so Qt's audio output works."""
    os.environ.setdefault("QT_LOGGING_RULES", "qt.multimedia.*=false")
    import qasync
    from PySide6.QtCore import QCoreApplication

    out = Path(args.speak_out) if args.speak_out else None
    if out is not None and out.suffix.lower() != ".wav":
        raise CliError("--speak-out must name a .wav file")
    app = QCoreApplication.instance() or QCoreApplication([])
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)

    async def main() -> int:
        speaker = CliSpeaker(out)
        status = await ask(args, speaker)
        await speaker.finish()
        return status

    try:
        return loop.run_until_complete(main())
    finally:
        loop.close()
        asyncio.set_event_loop(None)
