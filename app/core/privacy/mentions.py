"""One entity, one placeholder, everywhere: later mentions of a detected name.

docs/ARCHITECTURE.md §5.1. Once "Rachel Zheng" is a PERSON, "Rachel", "Zheng" and "Ms Zheng"
elsewhere in the request (the prompt, the history, the chat's system prompt, retrieved passages,
tool results, OCR text) are the same person: :func:`spread` finds them and reports them with
``canonical = "Rachel Zheng"``, so the redactor gives them the same placeholder and restores the
full name. Chinese names spread as the whole name, the given name (two characters or more) and
the surname with a title or a familiar prefix (欧阳娜娜 -> 娜娜, 欧阳女士, 小欧阳). Organisations and
places spread as their exact text.

Linear in the texts and the names: one regex per script shaped as the aliases' prefix tree
(:func:`_trie`), one pass per text, and an overlap test by bisection against the spans already
found.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Sequence

from app.core.privacy.entities import Entity

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


#: An organisation's leading words are tried up to this many (a long span costs no more).
_MAX_HEAD_WORDS = 4
_MARKED_HEAD_RE = re.compile(r"(?=\S*(?:[&+]|\w[A-Z]))[A-Za-z][\w&+.'’-]*")


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
        # "H&R" of "H&R Technology", "IBM" of "IBM China": a head that cannot be a plain word
        # (a symbol inside, or capitals after its first letter) is the organisation again.
        words = value.split()
        out.extend(
            head
            for head in (
                " ".join(words[:n]) for n in range(1, min(len(words), _MAX_HEAD_WORDS + 1))
            )
            if len(head) >= 2 and _MARKED_HEAD_RE.fullmatch(head)
        )
        # "Regent Energy" is "Regent" later on: one distinctive word before a company's kind.
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


def _canonical(
    e: Entity, table: dict[str, tuple[str, str]], heads: dict[tuple[str, str], str]
) -> Entity:
    """A name the detectors found on its own ("Johnny", "Ms Zheng", "H&R") that is part of a
    longer one found elsewhere ("Johnny Bay", "Rachel Zheng", "H&R Technology") takes the
    longer one as its canonical form (欧阳 found alone, beside 欧阳娜娜, too)."""
    if e.type not in SPREAD_TYPES or e.canonical:
        return e
    entry = table.get(e.text)
    if entry is None or entry[1] == e.text:  # "Ms Zheng" is its own entry: try "Zheng"
        entry = table.get(_TITLE_RE.sub("", e.text)) or entry
    if (entry is None or entry[1] == e.text) and (e.type, e.text) in heads:
        entry = (e.type, heads[e.type, e.text])
    if entry is None or entry[1] == e.text:
        return e
    # A single Latin word the model typed as a place or an organisation ("Dorland said") that
    # is a part of a person's name found elsewhere is that person; other type clashes stay.
    if entry[0] != e.type and (
        entry[0] != "PERSON" or " " in e.text or _CJK_RE.search(e.text) is not None
    ):
        return e
    return Entity(entry[0], e.start, e.end, e.text, entry[1])


def _heads(table: dict[str, tuple[str, str]]) -> dict[tuple[str, str], str]:
    """Short forms that name only one entity of the request, for a detector that finds one on
    its own: the leading words of an organisation of two words or more ("H&R" of "H&R
    Technology") and the surname of a Chinese name (欧阳 of 欧阳娜娜, in "欧阳女士"). Not spread
    as aliases (a head may be a plain word); they only join a span a detector found."""
    heads: dict[tuple[str, str], str] = {}
    ambiguous: set[tuple[str, str]] = set()
    for alias, (entity_type, canonical) in table.items():
        if alias != canonical:
            continue
        if entity_type == "ORGANIZATION":
            words = canonical.split()
            shorts = [" ".join(words[:n]) for n in range(1, min(len(words), _MAX_HEAD_WORDS + 1))]
        elif entity_type == "PERSON" and _CJK_RE.match(canonical) and 3 <= len(canonical) <= 4:
            shorts = [canonical[:2] if canonical[:2] in _COMPOUND_SURNAMES else canonical[:1]]
        else:
            continue
        for short in shorts:
            if len(short) < 2 or table.get(short, (entity_type, short)) != (entity_type, short):
                continue
            if heads.setdefault((entity_type, short), canonical) != canonical:
                ambiguous.add((entity_type, short))
    for key in ambiguous:
        del heads[key]
    return heads


def _trie(words: list[str]) -> str:
    """One regex for ``words`` shaped as their prefix tree ("Rachel|Rachel Zheng|Ray" ->
    "Ra(?:chel(?: Zheng)?|y)"). At each position the engine follows the text's next character
    down one branch, so the cost per position no longer grows with the number of words (a flat
    alternation tries every word's first character there: quadratic once a long text names
    thousands of people). A longer word is preferred where both match, as when the flat
    alternation listed the longest first."""
    root: dict[str, dict] = {}  # type: ignore[type-arg]
    for w in words:
        node = root
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}

    def build(node: dict[str, dict]) -> str:  # type: ignore[type-arg]
        out = []
        while True:  # a chain of single characters is one literal
            keys = [k for k in node if k]
            if len(keys) != 1 or "" in node:
                break
            out.append(re.escape(keys[0]))
            node = node[keys[0]]
        keys = sorted(k for k in node if k)
        alts = [re.escape(k) + build(node[k]) for k in keys]
        if alts:
            group = alts[0] if len(alts) == 1 else "|".join(alts)
            out.append(f"(?:{group})?" if "" in node else f"(?:{group})")
        return "".join(out)

    return build(root)


def _compile(words: list[str], frame: str) -> re.Pattern[str]:
    """``frame`` around the prefix tree of ``words``; a tree too deep for the regex compiler
    (hundreds of nested prefixes) falls back to the flat alternation, longest first."""
    try:
        return re.compile(frame.format(_trie(words)))
    except (RecursionError, re.error):
        flat = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
        return re.compile(frame.format(flat))


#: A word character that is no Chinese character: what a Latin mention must not touch.
_LATIN_WORD = r"[^\W\u3400-\u4dbf\u4e00-\u9fff]"


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
            held = table.get(alias)
            # A short form held only by itself or by a title with it ("Ms Zheng") yields to
            # a full name ("Rachel Zheng"), whichever came first.
            if held is None or _TITLE_RE.sub("", held[1]) == alias:
                table[alias] = (e.type, canonical)
    if not table:
        return [list(es) for es in found]
    heads = _heads(table)
    found = [[_canonical(e, table, heads) for e in entities] for entities in found]
    latin = [a for a in table if not _CJK_RE.search(a)]
    cjk = [a for a in table if _CJK_RE.search(a)]
    patterns = []
    if latin:
        # A Latin mention ends at a letter or digit, not at a Chinese character beside it
        # ("Rachel是老师": CJK characters are \w too, but no part of a Latin name).
        patterns.append(
            _compile(latin, rf"(?<!{_LATIN_WORD})(?<!['’-])(?:{{}})(?!{_LATIN_WORD}|-)")
        )
    if cjk:
        patterns.append(_compile(cjk, "{}"))
    result: list[list[Entity]] = []
    for text, entities in zip(texts, found, strict=True):
        # The text's spans never overlap each other, so sorted by start their ends rise too:
        # the only one a mention can overlap is the last one starting before it ends (bisect).
        own = sorted(entities, key=lambda e: e.start)
        starts = [e.start for e in own]
        ends = [e.end for e in own]
        extra: list[Entity] = []
        for pattern in patterns:
            for m in pattern.finditer(text):
                start, end = m.span()
                i = bisect_left(starts, end) - 1
                if i >= 0 and ends[i] > start:
                    continue
                entity_type, canonical = table[m.group()]
                extra.append(Entity(entity_type, start, end, m.group(), canonical))
        if extra:
            # Mentions found by the second pattern may sit before those of the first; of two
            # that overlap, the earlier is kept.
            extra.sort(key=lambda e: e.start)
            kept: list[Entity] = []
            reach = -1
            for e in extra:
                if e.start >= reach:
                    kept.append(e)
                    reach = e.end
            result.append(sorted([*own, *kept], key=lambda e: e.start))
        else:
            result.append(list(entities))
    return result
