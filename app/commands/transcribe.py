"""`tandem transcribe FILE [--language auto|en|zh] [--json]`: speech to text on the device."""

from __future__ import annotations

import argparse
from pathlib import Path

from app.cli import CliError
from app.commands._output import emit_json


def run(args: argparse.Namespace) -> int:
    from app.core.config import SettingsError, load_settings
    from app.core.engines.asr import ASRError, Transcriber

    try:
        local = load_settings().settings.local
    except (SettingsError, OSError) as exc:
        raise CliError(f"settings: {exc}") from None
    language = args.language or local.asr_language
    path = Path(args.file)
    if path.is_dir():
        raise CliError(f"{path} is a folder, not an audio file")
    if path.exists() and not path.is_file():
        raise CliError(f"{path} is not a regular file (a FIFO or device cannot be transcribed)")
    try:
        transcriber = Transcriber(model=args.model or local.asr_model, language=language)
        try:
            result = transcriber.transcribe_file(path, language)
        finally:
            transcriber.close()
    except ASRError as exc:
        raise CliError(str(exc)) from None
    if args.json:
        emit_json(result.as_json())
    else:
        print(result.text)
    return 0


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("transcribe", help="speech to text (any audio format), on the device")
    p.add_argument("file", help="an audio file (wav, mp3, flac, ogg, m4a, ...)")
    p.add_argument(
        "--language",
        choices=["auto", "en", "zh"],
        default=None,
        help="spoken language (default: settings local.asr_language, normally auto)",
    )
    p.add_argument(
        "--model",
        default=None,
        help="tiny.en, base, or a faster-whisper model folder (default: settings, normally auto)",
    )
    p.add_argument(
        "--json", action="store_true", help='print {"text","language","duration_s","segments"}'
    )
    p.set_defaults(func=run)
