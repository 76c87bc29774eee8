"""`tandem doctor [--json]`: models, keyring, data home, audio input, cloud endpoint."""

from __future__ import annotations

import argparse

from app.commands._output import emit_json


def _audio_check():  # type: ignore[no-untyped-def]
    from app.core.doctor import Check

    try:
        from app.ui.audio_probe import default_input_name

        name = default_input_name()
    except Exception as exc:  # Qt multimedia missing or broken: report, do not crash
        return Check("audio_input", False, f"audio probe failed: {exc}", required=False)
    if name is None:
        return Check(
            "audio_input", False, "no audio input device (voice input disabled)", required=False
        )
    return Check("audio_input", True, name, required=False)


def run(args: argparse.Namespace) -> int:
    from app.core.doctor import run_checks

    checks = run_checks(extra=[_audio_check])
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
