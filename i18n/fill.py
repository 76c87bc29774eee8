"""Write the translations of ``i18n/<lang>.py`` into ``tandem_<lang>.ts`` (after ``build.py``
refreshed it from the sources) and mark them finished; print what is still untranslated.

    python i18n/fill.py zh_CN ja && python i18n/build.py --release-only

Each ``<lang>.py`` holds one dict, ``TEXTS``, keyed by the English source string, or by
``(context, source)`` where one context needs other words (``(ANY, source)`` is the same as the
bare source). A source missing from it stays "unfinished" in the .ts, and this script says so.
"""

from __future__ import annotations

import importlib.util
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ANY = "*"


def texts(lang: str) -> dict[Any, str]:
    """The ``TEXTS`` dict of ``i18n/<lang>.py`` (loaded by path: ``de``, ``es`` are no packages)."""
    spec = importlib.util.spec_from_file_location(f"tandem_i18n_{lang}", HERE / f"{lang}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return dict(module.TEXTS)


def lookup(table: dict[Any, str], context: str, source: str) -> str | None:
    return table.get((context, source)) or table.get((ANY, source)) or table.get(source)


def fill(lang: str) -> list[str]:
    path = HERE / f"tandem_{lang}.ts"
    table = texts(lang)
    tree = ET.parse(path)
    missing = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            text = lookup(table, name, source)
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            if text is None:
                missing.append(f"{lang} {name}: {source}")
                translation.text = None
                translation.attrib["type"] = "unfinished"
                continue
            translation.text = text
            translation.attrib.pop("type", None)
    ET.indent(tree)
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8"
    )
    return missing


def main(argv: list[str]) -> int:
    missing = []
    for lang in argv or ["zh_CN"]:
        missing += fill(lang)
    for line in missing:
        print(f"untranslated: {line}")
    return 1 if missing else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
