"""One entity, one placeholder, everywhere: later mentions of a detected name.

docs/ARCHITECTURE.md §5.1. Once "Rachel Zheng" is a PERSON, "Rachel", "Zheng" and "Ms Zheng"
elsewhere in the request (the prompt, the history, the chat's system prompt, retrieved passages,
tool results, OCR text) are the same person: :func:`spread` finds them and reports them with
``canonical = "Rachel Zheng"``, so the redactor gives them the same placeholder and restores the
full name. Chinese names spread as the whole name, the given name (two characters or more) and
the surname with a title or a familiar prefix (欧阳娜娜 -> 娜娜, 欧阳女士, 小欧阳). Organisations and
places spread as their exact text.

Linear in the texts: one alternation of every alias (longest first) per script, one pass per
text, and an overlap test against the spans already found (:class:`SpanSet`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from app.core.privacy.entities import Entity, SpanSet

SPREAD_TYPES = frozenset({"PERSON", "ORGANIZATION", "ADDRESS"})

_CJK_RE = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff]")
_COMPOUND_SURNAMES = frozenset(
    re.findall(
        r"\S+",
        "欧阳 司马 诸葛 上官 东方 皇甫 慕容 令狐 夏侯 尉迟 公孙 长孙 宇文 司徒 西门 独孤 南宫 呼延 端木 澹台",
    )
)
_ZH_TITLES = (
    "先生", "女士", "小姐", "老师", "经理", "总监", "主任", "医生", "大夫", "教授", "律师", "同学",
    "师傅", "阿姨", "局长", "处长", "科长", "院长", "校长", "书记", "部长", "总", "工", "董",
)  # fmt: skip
#: Single Latin name parts that are too common as words to spread on their own (the whole
#: name still spreads): "Will you…", "May I…", "Mark the…".
_EN_NOT_ALONE = frozenset(
    re.findall(
        r"\S+",
        "Mr Mrs Ms Miss Mx Dr Prof Sir Madam Jr Sr The And Of Van Von De Da Del Di Le La Bin Al "
        "Will May Can Art Bill Mark Grant Hope Faith Joy June April August Summer Young Long Little "
        "Black White Brown Green Gray Grey King Major Page Park Hall Ward Wood Rich Gay Sunny Honey "
        "Love Star Sky River Rose Lily Ivy Holly Dawn Eve Amber Ruby Pearl Jade Crystal Autumn Winter",
    )
)


#: The kinds after a company's name that it is also called without ("Regent Energy" -> "Regent").
_EN_ORG_KINDS = frozenset(
    re.findall(
        r"\S+",
        "Inc Ltd LLC LLP PLC GmbH AG Corp Corporation Co Company Group Energy Technology "
        "Technologies Tech Holdings Industries Partners Systems Solutions Consulting Logistics "
        "Ventures Capital Labs Software Media Pharmaceuticals Motors Enterprises",
    )
)


_TITLE_RE = re.compile(r"^(?:Mr|Mrs|Ms|Miss|Mx|Dr|Prof|Professor|Sir|Madam)\.?\s+")


def aliases(entity_type: str, value: str) -> list[str]:
    """The forms under which ``value`` may be mentioned again (``value`` itself first)."""
    value = value.strip()
    out = [value]
    if entity_type == "ORGANIZATION":
        # "Regent Energy" is "Regent" later on: one distinctive word before a company's kind.
        words = value.split()
        if (
            len(words) == 2
            and words[1].rstrip(".") in _EN_ORG_KINDS
            and len(words[0]) >= 3
            and words[0][0].isupper()
        ):
            out.append(words[0])
        return out
    if entity_type != "PERSON":
        return out
    if _CJK_RE.search(value):
        if not (2 <= len(value) <= 4) or not all(_CJK_RE.match(c) for c in value):
            return out
        if any(value.endswith(t) for t in _ZH_TITLES):
            return out  # "刘老师" is already surname + title
        surname = value[:2] if value[:2] in _COMPOUND_SURNAMES else value[:1]
        given = value[len(surname) :]
        if len(given) >= 2:
            out.append(given)
        if given:
            out.extend(surname + t for t in _ZH_TITLES if len(surname + t) >= 2)
            out.extend(("小" + surname, "老" + surname))
        return out
    for part in re.split(r"[\s.,;]+", value):  # "Dorland, Chris" -> "Dorland", "Chris"
        if len(part) >= 2 and part[0].isupper() and part not in _EN_NOT_ALONE:
            out.append(part)
    return out


def _canonical(e: Entity, table: dict[str, tuple[str, str]]) -> Entity:
    """A name the detectors found on its own ("Johnny") that is part of a longer one found
    elsewhere ("Johnny Bay") takes the longer one as its canonical form."""
    if e.type not in SPREAD_TYPES or e.canonical:
        return e
    entry = table.get(e.text)
    if entry is None or entry[1] == e.text:
        # "Ms Zheng" found on its own is "Rachel Zheng" when that name is found too.
        entry = table.get(_TITLE_RE.sub("", e.text)) or entry
    if entry is None or entry[1] == e.text:
        return e
    # A single Latin word the model typed as a place or an organisation ("Dorland said") that
    # is a part of a person's name found elsewhere is that person; other type clashes stay.
    if entry[0] != e.type and (
        entry[0] != "PERSON" or " " in e.text or _CJK_RE.search(e.text) is not None
    ):
        return e
    return Entity(entry[0], e.start, e.end, e.text, entry[1])


def spread(texts: Sequence[str], found: Sequence[list[Entity]]) -> list[list[Entity]]:
    """``found`` (each text's non-overlapping entities) plus every later mention of a soft
    entity, in any of ``texts``; each list sorted by start. The first text that names an
    entity gives its canonical form (callers pass texts in conversation order)."""
    table: dict[str, tuple[str, str]] = {}  # alias -> (type, canonical)
    soft = [e for entities in found for e in entities if e.type in SPREAD_TYPES]
    for e in soft:  # the full names first, so that "Rachel" found alone maps to "Rachel Zheng"
        table.setdefault(e.canonical or e.text, (e.type, e.canonical or e.text))
    for e in soft:
        canonical = e.canonical or e.text
        for alias in aliases(e.type, canonical)[1:]:
            if alias not in table or table[alias][1] == alias:
                table[alias] = (e.type, canonical)
    if not table:
        return [list(es) for es in found]
    found = [[_canonical(e, table) for e in entities] for entities in found]
    latin = [a for a in table if not _CJK_RE.search(a)]
    cjk = [a for a in table if _CJK_RE.search(a)]
    patterns = []
    if latin:
        alt = "|".join(re.escape(a) for a in sorted(latin, key=len, reverse=True))
        patterns.append(re.compile(rf"(?<![\w'’-])(?:{alt})(?![\w-])"))
    if cjk:
        alt = "|".join(re.escape(a) for a in sorted(cjk, key=len, reverse=True))
        patterns.append(re.compile(alt))
    result: list[list[Entity]] = []
    for text, entities in zip(texts, found, strict=True):
        taken = SpanSet((e.start, e.end) for e in sorted(entities, key=lambda e: e.start))
        extra: list[Entity] = []
        for pattern in patterns:
            for m in pattern.finditer(text):
                if taken.overlaps(m.start(), m.end()):
                    continue
                entity_type, canonical = table[m.group()]
                extra.append(Entity(entity_type, m.start(), m.end(), m.group(), canonical))
        if extra:
            # Mentions found by the second pattern may sit before those of the first.
            extra.sort(key=lambda e: e.start)
            kept: list[Entity] = []
            for e in extra:
                if not taken.overlaps(e.start, e.end):
                    taken.add(e.start, e.end)
                    kept.append(e)
            result.append(sorted([*entities, *kept], key=lambda e: e.start))
        else:
            result.append(list(entities))
    return result
