"""Write the translations of ``i18n/zh_CN.py`` into ``tandem_zh_CN.ts`` (after ``build.py``
refreshed it from the sources) and mark them finished; print what is still untranslated.

    python i18n/fill.py && python i18n/build.py --release-only
"""

from __future__ import annotations

import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from zh_CN import ANY, ZH  # noqa: E402


def main() -> int:
    path = HERE / "tandem_zh_CN.ts"
    tree = ET.parse(path)
    missing = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            text = ZH.get((name, source)) or ZH.get((ANY, source))
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            if text is None:
                missing.append(f"{name}: {source}")
                continue
            translation.text = text
            translation.attrib.pop("type", None)
    ET.indent(tree)
    body = ET.tostring(tree.getroot(), encoding="unicode")
    path.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8"
    )
    for line in missing:
        print(f"untranslated: {line}")
    return 1 if missing else 0


if __name__ == "__main__":
    raise SystemExit(main())
