"""`tandem transcribe FILE [--language auto|en|zh] [--script simplified|traditional] [--json]`: speech to text on the device."""

from __future__ import annotations

import argparse
from pathlib import Path

from app.cli import CliError
from app.commands._output import emit_json
from app.commands._services import open_services


def run(args: argparse.Namespace) -> int:
    from app.core.engines.asr import ASRError

    path = Path(args.file)
    if path.is_dir():
        raise CliError(f"{path} is a folder, not an audio file")
    if path.exists() and not path.is_file():
        raise CliError(f"{path} is not a regular file (a FIFO or device cannot be transcribed)")
    with open_services() as services:
        local = services.settings.local
        local.asr_model = args.model or local.asr_model  # this run only: never saved
        local.asr_language = args.language or local.asr_language
        local.zh_script = args.script or local.zh_script
        try:
            result = services.transcriber().transcribe_file(path, local.asr_language)
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
        "--script",
        choices=["simplified", "traditional"],
        default=None,
        help="characters for Chinese speech (default: settings local.zh_script, normally simplified)",
    )
    p.add_argument(
        "--json", action="store_true", help='print {"text","language","duration_s","segments"}'
    )
    p.set_defaults(func=run)
