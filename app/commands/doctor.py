"""`tandem doctor [--json]`: models, keyring, data home, audio input, speech engine, cloud."""

from __future__ import annotations

import argparse

from app.commands._output import emit_json


def _audio_check():  # type: ignore[no-untyped-def]
    from app.core.doctor import Check

    try:
        from app.ui.voice.audio_probe import default_input_name

        name = default_input_name()
    except Exception as exc:  # Qt multimedia missing or broken: report, do not crash
        return Check("audio_input", False, f"audio probe failed: {exc}", required=False)
    if name is None:
        return Check(
            "audio_input", False, "no audio input device (voice input disabled)", required=False
        )
    return Check("audio_input", True, name, required=False)


def _speech_check():  # type: ignore[no-untyped-def]
    from app.core.doctor import Check
    from app.core.voice.engines import default_engine
    from app.core.voice.tts import TTSError

    try:
        engine = default_engine()
        voices = engine.voices()
    except TTSError as exc:
        return Check("speech", False, f"{exc} (spoken answers disabled)", required=False)
    langs = ", ".join(engine.default_voice(lang) for lang in ("en", "zh"))
    return Check("speech", True, f"{engine.name}: {len(voices)} voices ({langs})", required=False)


def run(args: argparse.Namespace) -> int:
    from app.core.doctor import run_checks

    checks = run_checks(extra=[_audio_check, _speech_check])
    if args.json:
        emit_json({"checks": [c.as_json() for c in checks]})
    else:
        for c in checks:
            mark = "ok " if c.ok else ("FAIL" if c.required else "warn")
            print(f"[{mark}] {c.name}: {c.detail}")
    return 0 if all(c.ok for c in checks if c.required) else 1


def register(sub: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    p = sub.add_parser("doctor", help="check models, keyring, data home, audio, cloud")
    p.add_argument("--json", action="store_true", help='print {"checks":[...]}')
    p.set_defaults(func=run)
