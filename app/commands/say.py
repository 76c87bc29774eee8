"""`tandem say TEXT [--voice V] [--out FILE.wav] [--language auto|en|zh]`: speech on the device.

The text is prepared the way answers are (Markdown, links and citation markers are not read;
numbers, units and dates are read naturally) and rendered on the device: English by the neural
Piper voice ``joe`` where its package is installed, Mandarin (and the fallback) by espeak-ng.
``--out`` writes a 16-bit mono WAV instead of playing it.
"""

from __future__ import annotations

import argparse
from pathlib import Path

from app.cli import CliError


def render(
    text: str, *, voice: str = "", language: str = "auto", rate: float | None = None
) -> object:
    """The text as one PCM clip, sentence by sentence (a language per sentence); ``rate``
    overrides ``[voice] rate`` (benchmarks)."""
    from app.core.config import SettingsError, load_settings
    from app.core.voice.engines import default_engine
    from app.core.voice.sentences import split_sentences
    from app.core.voice.speech_text import language_of, prepare
    from app.core.voice.tts import Pcm, TTSError, silence, voice_for

    try:
        voice_settings = load_settings().settings.voice
    except (SettingsError, OSError) as exc:
        raise CliError(f"settings: {exc}") from None
    try:
        engine = default_engine(voice_settings.engine)
        known = {v.id for v in engine.voices()}
        if voice and known and voice.split("+")[0] not in known:
            raise CliError(f"unknown voice {voice!r} (for example: joe, en-us, en-gb, cmn)")
        clip = Pcm(b"", 22050)
        for sentence in split_sentences(text):
            lang = language if language != "auto" else language_of(sentence)
            spoken = prepare(sentence, lang)
            if not spoken:
                continue
            configured = voice_settings.voice_zh if lang == "zh" else voice_settings.voice_en
            pcm = engine.synthesize(
                spoken,
                voice=voice_for(engine, lang, configured, voice),
                language=lang,
                rate=voice_settings.rate if rate is None else rate,
            )
            clip = clip + pcm if not clip.data else clip + silence(0.15, clip.sample_rate) + pcm
    except TTSError as exc:
        raise CliError(str(exc)) from None
    if not clip.data:
        raise CliError("nothing to say (the text has no speakable words)")
    return clip.scaled(voice_settings.volume)


def run(args: argparse.Namespace) -> int:
    if not args.text.strip():
        raise CliError("the text is empty")
    clip = render(args.text, voice=args.voice or "", language=args.language)
    if args.out:
        out = Path(args.out)
        if out.suffix.lower() != ".wav":
            raise CliError("--out must name a .wav file")
        try:
            clip.write_wav(out)  # type: ignore[attr-defined]
        except OSError as exc:
            raise CliError(f"cannot write {out}: {exc}") from None
        return 0
    from app.ui.voice.speech_player import play_blocking

    try:
        play_blocking(clip)  # type: ignore[arg-type]
    except RuntimeError as exc:
        raise CliError(f"cannot play: {exc} (use --out FILE.wav)", code=1) from None
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("say", help="speak a text on the device, or write it to a WAV file")
    p.add_argument("text", help="what to say (Markdown is fine: it is not read out)")
    p.add_argument(
        "--voice", default=None, help="a voice, e.g. joe (neural English), en-us, en-gb, cmn"
    )
    p.add_argument("--language", choices=("auto", "en", "zh"), default="auto")
    p.add_argument("--out", metavar="FILE.wav", help="write a 16-bit mono WAV instead of playing")
    p.set_defaults(func=run)
