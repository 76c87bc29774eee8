"""The classifier: every detector family plus business markers -> a level and entity spans.

The level of a text is the highest of (a) the level each detected entity type carries
(docs/ARCHITECTURE.md §5) and (b) markers of internal or confidential business content in either
language ("internal use only", "仅限内部", "confidential", "请勿外传"). Markers raise the level but
are not entities: there is nothing in them to redact, which is exactly why a confidential
document stays local even after its names and numbers are replaced.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field

from app.core.privacy import contact, credentials, health, names_addresses, ner, structured
from app.core.privacy.entities import (
    ENTITY_LEVEL,
    Entity,
    SpanSet,
    max_level,
    resolve_overlaps,
)
from app.core.privacy.mentions import spread
from app.core.privacy.ner import DEFAULT_POLICY, EntityPolicy
from app.core.privacy.normalize import Normalized, needs_normalizing, normalize

Detector = Callable[[str], list[Entity]]

#: Every detector family; order does not matter (overlaps are resolved by type priority).
DETECTORS: tuple[Detector, ...] = (
    credentials.detect,
    structured.detect,
    contact.detect,
    names_addresses.detect,
    health.detect,
)

_INTERNAL_RE = re.compile(
    r"(?ai)\binternal(?:[ -]use)?[ -]only\b|\bfor internal (?:use|distribution|reference)\b|"
    r"\binternal use\b|\binternal[ -]only\b|\bnot for (?:external|public) (?:use|release|distribution)\b|"
    r"\bcompany[ -]internal\b|\bemployees only\b|\binternal draft\b|"
    r"仅限内部|仅供内部|内部使用|内部资料|内部文件|内部参考|内部传阅|僅限內部|僅供內部|內部使用|请勿对外|不对外公开|不得对外"
)
_CONFIDENTIAL_RE = re.compile(
    r"(?ai)\b(?:strictly |highly |company |business )?confidential\b(?! computing| ai\b)|"
    r"\bdo not (?:distribute|forward|share|disclose|circulate)\b|\bnot for distribution\b|"
    r"\bunder nda\b|\bproprietary and confidential\b|\btrade secrets? (?:of|belonging)\b|"
    r"\beyes only\b|\bsensitive(?: and confidential)?: |"
    r"机密(?!计算)|绝密|秘密文件|注意保密|严格保密|请保密|保密文件|保密资料|保密信息|内部保密|"
    r"请勿外传|不得外传|严禁外传|切勿外传|请勿转发|不得转发|禁止外传|商业秘密|機密|請勿外傳"
)


#: Words every match of each marker pattern contains (lower case): a text holding none of them
#: cannot match, and a substring test of the lowered text is ~20x faster than the regex's scan
#: of a long text (a second per 10 MB). Keep them in step with the patterns above.
_MARKER_WORDS: dict[re.Pattern[str], tuple[str, ...]] = {
    _CONFIDENTIAL_RE: (
        "confidential", "do not ", "not for distribution", "under nda", "trade secret",
        "eyes only", "sensitive", "机密", "绝密", "秘密", "保密", "外传", "转发", "機密", "外傳",
    ),
    _INTERNAL_RE: ("internal", "not for ", "employees only", "内部", "內部", "对外"),
}  # fmt: skip


def _marker(regex: re.Pattern[str], text: str, lowered: str) -> str | None:
    """The first match of a marker pattern in ``text`` (``lowered`` is ``text.lower()``)."""
    if not any(w in lowered for w in _MARKER_WORDS[regex]):
        return None
    m = regex.search(text)
    return m.group() if m else None


@dataclass(frozen=True)
class Classification:
    """A text's level, the entities found in it, and the markers that also raised the level."""

    level: str
    entities: list[Entity] = field(default_factory=list)
    markers: list[str] = field(default_factory=list)
    #: Well-known entities the policy lets pass (docs/ARCHITECTURE.md §5.1): found, shown, not
    #: hidden and not counted in the level. None overlaps an entity of ``entities``.
    public: list[Entity] = field(default_factory=list)


#: The marker of a text too long for the entity recogniser (ner.MAX_CHARS): it may hold names
#: nobody looked for, so it counts as confidential, and the marker survives redaction.
UNCHECKED_MARKER = "too long to check for names"


def _detect_raw(
    text: str, policy: EntityPolicy, public: list[Entity] | None = None
) -> list[Entity]:
    found: list[Entity] = []
    for detect in DETECTORS:
        found.extend(detect(text))
    found.extend(ner.detect(text, policy, public))  # after the rules: structured IDs never need it
    return found


#: Scripts written without spaces between words: a name in them ends where the detector says.
_NO_SPACES_RE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]")
#: The longest run of letters a name's span is stretched over (a longer run is not a name).
_MAX_STRETCH = 40


def _spaced_letter(ch: str) -> bool:
    """A letter (or combining mark) of a script that separates words with spaces."""
    return (ch.isalpha() or unicodedata.category(ch).startswith("M")) and not _NO_SPACES_RE.match(
        ch
    )


def _possessive(text: str, i: int) -> bool:
    """``text[i]`` is the apostrophe of a possessive "'s" (Rachel's), which is not the name."""
    rest = text[i + 1 : i + 3]
    return rest[:1] in ("s", "S") and (len(rest) < 2 or not _spaced_letter(rest[1]))


def _whole_words(text: str, found: list[Entity]) -> list[Entity]:
    """Names with any letters are whole spans: a person or organisation whose span stops inside
    a word ("Kie" + "ślowski", "O" + "'Brien", "Zoë" + "李娜") is stretched to the word's edges.
    A Chinese name takes a Latin word it touches only when that word is capitalised ("Zoë李娜",
    "李娜Anna"), not "call李娜". Bounded: at most ``_MAX_STRETCH`` characters each side."""
    out: list[Entity] = []
    n = len(text)
    for e in found:
        if e.type not in ("PERSON", "ORGANIZATION"):
            out.append(e)
            continue
        start, end = e.start, e.end
        inner_latin = start < end and _spaced_letter(text[start])
        i = start
        while i > 0 and start - i < _MAX_STRETCH:
            ch = text[i - 1]
            if _spaced_letter(ch) or (ch in "'’-" and i - 2 >= 0 and _spaced_letter(text[i - 2])):
                i -= 1
            else:
                break
        if i < start and start - i < _MAX_STRETCH and (inner_latin or text[i].isupper()):
            start = i
        inner_latin = start < end and _spaced_letter(text[end - 1])
        j = end
        while j < n and j - end < _MAX_STRETCH:
            ch = text[j]
            if _spaced_letter(ch) or (
                ch in "'’-"
                and j + 1 < n
                and _spaced_letter(text[j + 1])
                and not _possessive(text, j)
            ):
                j += 1
            else:
                break
        if j > end and j - end < _MAX_STRETCH and (inner_latin or text[end].isupper()):
            end = j
        out.append(
            e if (start, end) == (e.start, e.end) else Entity(e.type, start, end, text[start:end])
        )
    return out


def _normalized(text: str) -> Normalized | None:
    """The text rewritten for detection (normalize.py), or None when that changes nothing."""
    if not needs_normalizing(text):
        return None
    norm = normalize(text)
    return norm if norm.text != text else None


def detect_entities(
    text: str,
    norm: Normalized | None = None,
    policy: EntityPolicy = DEFAULT_POLICY,
    public: list[Entity] | None = None,
) -> list[Entity]:
    """All entity spans, non-overlapping, sorted by start, as offsets into ``text``.

    Detection runs on the canonical form of the text (full-width digits, odd spaces, Chinese
    numerals rewritten: normalize.py) and the spans are mapped back to the original characters,
    so the same value is found however it is written. The canonical form only turns look-alike
    characters into the ASCII the detectors already accept, so one pass over it finds what a
    pass over the original would (the dev set and the property tests hold it to that).

    ``public``, when given, receives the well-known entities the policy lets pass
    (:func:`ner.detect`), non-overlapping, sorted, and overlapping none of the returned ones.
    """
    norm = norm or _normalized(text)
    passed: list[Entity] | None = [] if public is not None else None
    found = _detect_raw(norm.text if norm else text, policy, passed)
    if norm is not None:
        found = [_mapped(text, norm, e) for e in found]
    entities = spread([text], [resolve_overlaps(_whole_words(text, found))])[0]
    if public is not None and passed:
        if norm is not None:
            passed = [_mapped(text, norm, e) for e in passed]
        public.extend(apart_from(resolve_overlaps(_whole_words(text, passed)), entities))
    return entities


def apart_from(public: list[Entity], entities: list[Entity]) -> list[Entity]:
    """The well-known entities of ``public`` that overlap none of ``entities`` (a hidden name
    wins where both cover the same characters)."""
    taken = SpanSet((e.start, e.end) for e in entities)
    return [e for e in public if not taken.overlaps(e.start, e.end)]


def _mapped(text: str, norm: Normalized, e: Entity) -> Entity:
    """``e``, found in ``norm.text``, as a span of the original ``text``."""
    start, end = norm.span(e.start, e.end)
    return Entity(e.type, start, end, text[start:end])


def classify(text: str, policy: EntityPolicy = DEFAULT_POLICY) -> Classification:
    """The level and entities of one text. ``policy`` says which soft entities (people,
    organisations, places: ner.py) count; :data:`ner.RULES_ONLY` skips the recogniser."""
    norm = _normalized(text)
    public: list[Entity] = []
    entities = detect_entities(text, norm, policy, public)
    markers: list[str] = []
    if policy.enabled and len(text) > ner.MAX_CHARS:
        markers.append(UNCHECKED_MARKER)
        level = "confidential"
    else:
        level = "public"
    level = max_level(level, *(ENTITY_LEVEL[e.type] for e in entities))
    checked = norm.text if norm else text
    lowered = checked.lower()
    for regex, marker_level in ((_CONFIDENTIAL_RE, "confidential"), (_INTERNAL_RE, "internal")):
        found = _marker(regex, checked, lowered)
        if found is not None:
            markers.append(found)
            level = max_level(level, marker_level)
    return Classification(level, entities, markers, public)
