"""UI language: install Tandem's and Qt's own translators, switch live without a restart.

Installing a translator makes Qt send ``QEvent.LanguageChange`` to every widget; each widget
re-applies its strings in ``retranslate()``. ``.qm`` files are build outputs (git-ignored): in a
source checkout a missing or stale one is built from its ``.ts`` by ``i18n/build.py`` on first use.
"""

from __future__ import annotations

import logging
import subprocess
import sys

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator
from PySide6.QtWidgets import QApplication

from app.ui.base.resources import I18N

log = logging.getLogger(__name__)

#: setting value -> what the language menu shows: each language in its own name, never translated
#: ("system" is the one entry that is translated: the settings dialog names it). A language is
#: listed here only once tests/gui/test_i18n_complete.py passes for it.
LANGUAGES = {
    "system": "System",
    "en": "English",
    "zh_CN": "中文(简体)",
    "zh_TW": "中文(繁體)",
    "ja": "日本語",
    "ko": "한국어",
    "es": "Español",
    "fr": "Français",
    "de": "Deutsch",
    "pt": "Português",
    "ru": "Русский",
}


def resolve(language: str) -> str:
    """A setting value -> the language in effect; ``system`` follows the OS locale (Taiwan, Hong
    Kong, Macau and any Hant locale -> 繁體中文, other Chinese -> 简体中文), English otherwise."""
    if language in LANGUAGES and language != "system":
        return language
    locale = QLocale.system()
    name = locale.name()
    if name.startswith("zh"):
        hant = locale.script() == QLocale.Script.TraditionalChineseScript or name[3:] in (
            "TW",
            "HK",
            "MO",
        )
        return "zh_TW" if hant and "zh_TW" in LANGUAGES else "zh_CN"
    short = name.split("_")[0]
    return short if short in LANGUAGES and short != "system" else "en"


def ensure_qm(language: str) -> bool:
    """Build ``i18n/tandem_<language>.qm`` from its ``.ts`` when missing or older; True if present."""
    ts = I18N / f"tandem_{language}.ts"
    qm = ts.with_suffix(".qm")
    if ts.is_file() and (not qm.is_file() or qm.stat().st_mtime < ts.stat().st_mtime):
        try:
            subprocess.run(
                [sys.executable, str(I18N / "build.py"), "--release-only", language],
                check=True,
                capture_output=True,
                timeout=60,
            )
        except (OSError, subprocess.SubprocessError) as exc:
            log.warning("could not build %s: %s", qm.name, type(exc).__name__)
    return qm.is_file()


class Translations:
    """Owns the installed translators so a switch removes exactly the previous ones."""

    def __init__(self, app: QApplication) -> None:
        self._app = app
        self._installed: list[QTranslator] = []
        self.language = "en"

    def apply(self, language: str) -> str:
        """Switch to ``language`` (a setting value); returns the language actually in effect."""
        lang = resolve(language)
        for translator in self._installed:
            self._app.removeTranslator(translator)
        self._installed.clear()
        if lang != "en":
            if ensure_qm(lang):
                own = QTranslator(self._app)
                if own.load(str(I18N / f"tandem_{lang}.qm")):
                    self._installed.append(own)
            qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
            qtbase = QTranslator(self._app)
            if qtbase.load(f"qtbase_{lang}", qt_dir):
                self._installed.append(qtbase)
        for translator in self._installed:
            self._app.installTranslator(translator)
        self.language = lang
        return lang
