"""The translation pipeline as one script (STYLE.md 10).

    python i18n/build.py                 # lupdate: refresh i18n/*.ts from app/ui, write the
                                         # texts of i18n/<lang>.py (fill.py), then lrelease
    python i18n/build.py --release-only  # only build .qm from the .ts files (what start-up does)
    python i18n/build.py --release-only zh_CN

``.qm`` files are build outputs and git-ignored; the app builds a missing one on first use.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
#: every UI language with a text file ``i18n/<lang>.py`` (see README.md), and the English source
LANGUAGES = ("zh_CN", "zh_TW", "ja", "ko", "es", "fr", "de", "pt", "ru", "en")


def _tool(name: str) -> str:
    """The pyside6 tool beside this interpreter (a venv's bin/), else on PATH."""
    beside = Path(sys.executable).parent / name
    if beside.exists():
        return str(beside)
    found = shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: install PySide6")
    return found


def update(languages: list[str]) -> None:
    sources = sorted(str(p) for p in (ROOT / "app" / "ui").rglob("*.py"))
    for lang in languages:
        ts = HERE / f"tandem_{lang}.ts"
        # No source locations: a .ts changes only when a string does (fewer merge conflicts).
        cmd = [_tool("pyside6-lupdate"), *sources, "-no-obsolete", "-locations", "none"]
        cmd += ["-ts", str(ts)]
        if lang != "en":
            cmd[1:1] = ["-target-language", lang]
        subprocess.run(cmd, check=True)


def release(languages: list[str]) -> None:
    for lang in languages:
        ts = HERE / f"tandem_{lang}.ts"
        if ts.is_file():
            subprocess.run(
                [_tool("pyside6-lrelease"), str(ts), "-qm", str(ts.with_suffix(".qm"))],
                check=True,
                capture_output=True,
            )


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--release-only", action="store_true")
    parser.add_argument("languages", nargs="*", default=list(LANGUAGES))
    args = parser.parse_args(argv)
    if not args.release_only:
        update(args.languages)
        translated = [x for x in args.languages if (HERE / f"{x}.py").is_file()]
        if translated:
            # Same bytes as the committed .ts, so a build does not dirty the checkout.
            subprocess.run([sys.executable, str(HERE / "fill.py"), *translated], check=False)
    release(args.languages)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
